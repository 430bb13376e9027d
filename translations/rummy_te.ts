<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="te" sourcelanguage="en">
<context>
    <name>FileKind</name>
    <message>
        <source>it is not an ordinary file (a folder, a pipe or a device)</source>
        <translation>ఇది సాధారణ ఫైల్ కాదు (ఫోల్డర్, పైప్ లేదా పరికరం)</translation>
    </message>
</context>
<context>
    <name>GinSaveCodec</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>ఫైల్ పాడైంది: ఆటగాళ్ల సెట్టింగ్‌లు చదవలేము.</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>ఈ ఫైల్ రమ్మీ భద్రపరచిన ఆట కాదు.</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>About Rummy</source>
        <translation>రమ్మీ గురించి</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rummy %1&lt;/h3&gt;&lt;p&gt;Indian Rummy (13 and 21 cards: Points, Pool 101 and 201, Deals) and Gin Rummy against computer players, offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. You may share and change it under that licence; it comes with no warranty.&lt;/p&gt;&lt;p&gt;The rules engine, the computer players, the card faces and the translations are the Rummy project&apos;s own work. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;రమ్మీ %1&lt;/h3&gt;&lt;p&gt;ఇండియన్ రమ్మీ (13/21 కార్డులు: పాయింట్స్, పూల్ 101, 201, డీల్స్) మరియు జిన్ రమ్మీ, కంప్యూటర్ ఆటగాళ్లతో, ఆఫ్‌లైన్‌లో.&lt;/p&gt;&lt;p&gt;GNU జనరల్ పబ్లిక్ లైసెన్స్, వెర్షన్ 3 లేదా తరువాతి కింద ఉచిత సాఫ్ట్‌వేర్. ఆ లైసెన్స్ ప్రకారం మీరు దీన్ని పంచుకోవచ్చు, మార్చవచ్చు; దీనికి ఎలాంటి వారంటీ లేదు.&lt;/p&gt;&lt;p&gt;నియమాల ఇంజిన్, కంప్యూటర్ ఆటగాళ్లు, కార్డుల చిత్రాలు, అనువాదాలు రమ్మీ ప్రాజెక్ట్ సొంత పని. Qt %2 తో నిర్మించబడింది.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Rummy</source>
        <translation>రమ్మీ</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>సరే</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>భద్రపరచు</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>తెరువు</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>రద్దుచేయి</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>మూసివేయి</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>వర్తింపజేయి</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>రీసెట్ చేయి</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>సహాయం</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>వదిలేయి</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>అవును(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>కాదు(&amp;N)</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>అప్రమేయాలను పునరుద్ధరించు</translation>
    </message>
</context>
<context>
    <name>SaveRecord</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>ఫైల్ పాడైంది: ఆటగాళ్ల సెట్టింగ్‌లు చదవలేము.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>భద్రపరచిన మ్యాచ్‌లో నియమాలు అనుమతించని ఎత్తు ఉంది: %1</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <source>The file is cut short: it ends in the middle of the saved game.</source>
        <translation>ఫైల్ అసంపూర్ణం: భద్రపరచిన ఆట మధ్యలోనే ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not readable as a saved game (line %1, column %2).</source>
        <translation>ఫైల్ పాడైంది: దాన్ని భద్రపరచిన ఆటగా చదవలేము (పంక్తి %1, నిలువు వరుస %2).</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>ఈ ఫైల్ రమ్మీ భద్రపరచిన ఆట కాదు.</translation>
    </message>
    <message>
        <source>The file is damaged: it does not say which save format it uses.</source>
        <translation>ఫైల్ పాడైంది: ఏ సేవ్ ఫార్మాట్ వాడుతుందో అందులో లేదు.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Rummy (save format %1; this version reads format %2).</source>
        <translation>ఈ ఆట రమ్మీ కొత్త వెర్షన్‌తో భద్రపరచబడింది (సేవ్ ఫార్మాట్ %1; ఈ వెర్షన్ ఫార్మాట్ %2 చదువుతుంది).</translation>
    </message>
    <message>
        <source>This game uses an old save format (%1) that this version of Rummy cannot read.</source>
        <translation>ఈ ఆట పాత సేవ్ ఫార్మాట్‌లో (%1) ఉంది, దాన్ని రమ్మీ ఈ వెర్షన్ చదవలేదు.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable.</source>
        <translation>ఫైల్ పాడైంది: మ్యాచ్ రికార్డు చదవలేము.</translation>
    </message>
    <message>
        <source>The file is damaged: its rules cannot be played.</source>
        <translation>ఫైల్ పాడైంది: దాని నియమాలతో ఆడలేము.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>భద్రపరచిన మ్యాచ్‌లో నియమాలు అనుమతించని ఎత్తు ఉంది: %1</translation>
    </message>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>ఫైల్ పాడైంది: ఆటగాళ్ల సెట్టింగ్‌లు చదవలేము.</translation>
    </message>
    <message>
        <source>Could not save the game to %1: %2</source>
        <translation>ఆటను %1 లో భద్రపరచలేకపోయాం: %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>ఫోల్డర్ %1 సృష్టించలేము</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 తెరవలేకపోయాం: %2</translation>
    </message>
    <message>
        <source>This version of Rummy cannot play the game this file holds.</source>
        <translation>రమ్మీ యొక్క ఈ వెర్షన్ ఈ ఫైల్‌లోని ఆటను ఆడలేదు.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable (at %1).</source>
        <translation>ఫైల్ పాడైంది: మ్యాచ్ రికార్డును చదవలేము (%1 వద్ద).</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>it could not be opened: %1</source>
        <translation>దాన్ని తెరవలేకపోయాం: %1</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>ఇది సరైన JSON కాదు (%1)</translation>
    </message>
    <message>
        <source>it is not a statistics file of this version</source>
        <translation>ఇది ఈ వెర్షన్ గణాంకాల ఫైల్ కాదు</translation>
    </message>
    <message>
        <source>the figures for %1 are damaged</source>
        <translation>%1 గణాంకాలు పాడయ్యాయి</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. It was kept as %3 and new statistics were started.</source>
        <translation>మీ గణాంకాల ఫైల్ %1 చదవలేకపోయాం: %2. దాన్ని %3 గా ఉంచాం, కొత్త గణాంకాలు మొదలుపెట్టాం.</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. New statistics were started; the old file will be replaced when they are saved.</source>
        <translation>మీ గణాంకాల ఫైల్ %1 చదవలేకపోయాం: %2. కొత్త గణాంకాలు మొదలుపెట్టాం; అవి భద్రపరచినప్పుడు పాత ఫైల్ మార్చబడుతుంది.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1: %2</source>
        <translation>మీ గణాంకాలను %1 లో భద్రపరచలేకపోయాం: %2</translation>
    </message>
    <message>
        <source>the figures for Gin are damaged</source>
        <translation>జిన్ గణాంకాలు పాడయ్యాయి</translation>
    </message>
    <message>
        <source>the list of deals counted is damaged</source>
        <translation>లెక్కించిన డీల్‌ల జాబితా పాడైంది</translation>
    </message>
    <message>
        <source>the figures for 21 cards are damaged</source>
        <translation>21 ముక్కల ఆట గణాంకాలు పాడయ్యాయి</translation>
    </message>
    <message>
        <source>it is %1 MB, far larger than statistics are</source>
        <translation>ఇది %1 MB, గణాంకాల కంటే చాలా పెద్దది</translation>
    </message>
    <message>
        <source>the figures for the table games are damaged</source>
        <translation>టేబుల్ గేమ్‌ల గణాంకాలు పాడయ్యాయి</translation>
    </message>
</context>
<context>
    <name>TableGameInput</name>
    <message>
        <source>The opening needs %1 more points.</source>
        <translation>ఓపెనింగ్‌కు ఇంకా %1 పాయింట్లు కావాలి.</translation>
    </message>
    <message>
        <source>Select three or more cards that make a set or a run, then Meld.</source>
        <translation>సెట్ లేదా రన్ అయ్యే మూడు లేదా ఎక్కువ ముక్కలు ఎంచుకుని, తర్వాత మెల్డ్ చేయండి.</translation>
    </message>
    <message>
        <source>Select one card to lay off, then click a meld on the table.</source>
        <translation>లే ఆఫ్ కోసం ఒక ముక్క ఎంచుకుని, తర్వాత టేబుల్‌పై ఒక మెల్డ్‌పై క్లిక్ చేయండి.</translation>
    </message>
    <message>
        <source>%1 fits on no meld on the table.</source>
        <translation>%1 టేబుల్‌పై ఏ మెల్డ్‌కూ సరిపోదు.</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>వేయడానికి ఒక ముక్క ఎంచుకోండి.</translation>
    </message>
</context>
<context>
    <name>TableGameResultPanel</name>
    <message>
        <source>%1 went out.</source>
        <translation>%1 అన్ని ముక్కలు దించి బయటపడ్డారు.</translation>
    </message>
    <message>
        <source>Nobody went out: the hand is blocked.</source>
        <translation>ఎవరూ బయటపడలేదు: హ్యాండ్ నిలిచిపోయింది.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>ఆటగాడు</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>మెల్డ్‌లు</translation>
    </message>
    <message>
        <source>Melded</source>
        <translation>మెల్డ్ పాయింట్లు</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>చేతిలో</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>ఈ హ్యాండ్</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>మొత్తం</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>స్కోర్ షీట్</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>హ్యాండ్</translation>
    </message>
    <message>
        <source>Hand %1 of %2. Click here or press N for the next hand.</source>
        <translation>చేయి %1 / %2. తదుపరి చేయి కోసం ఇక్కడ క్లిక్ చేయండి లేదా N నొక్కండి.</translation>
    </message>
    <message>
        <source>Target %1, for the player who goes out. Click here or press N for the next hand.</source>
        <translation>లక్ష్యం %1, బయటకు వెళ్లే ఆటగాడికి. తదుపరి చేయి కోసం ఇక్కడ క్లిక్ చేయండి లేదా N నొక్కండి.</translation>
    </message>
    <message>
        <source>Target %1. Click here or press N for the next hand.</source>
        <translation>లక్ష్యం %1. తదుపరి హ్యాండ్ కోసం ఇక్కడ క్లిక్ చేయండి లేదా N నొక్కండి.</translation>
    </message>
    <message>
        <source>%1 wins the game! Click here or press N for a new game.</source>
        <translation>%1 గేమ్ గెలిచారు! కొత్త గేమ్ కోసం ఇక్కడ క్లిక్ చేయండి లేదా N నొక్కండి.</translation>
    </message>
</context>
<context>
    <name>TableGameSaveCodec</name>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>ఈ ఫైల్ రమ్మీ భద్రపరచిన ఆట కాదు.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Indian Rummy against computer opponents.</source>
        <translation>కంప్యూటర్ ప్రత్యర్థులతో ఇండియన్ రమ్మీ.</translation>
    </message>
    <message>
        <source>Deal deterministically from seed &lt;N&gt;.</source>
        <translation>సీడ్ &lt;N&gt; నుండి నిర్ణీత క్రమంలో ముక్కలు పంచు.</translation>
    </message>
    <message>
        <source>Players at the table, 2 to 6 (default 4).</source>
        <translation>టేబుల్ వద్ద ఆటగాళ్లు, 2 నుండి 6 (అప్రమేయం 4).</translation>
    </message>
    <message>
        <source>Match format: points, pool101, pool201, deals2, deals3, deals6.</source>
        <translation>మ్యాచ్ ఫార్మాట్: points, pool101, pool201, deals2, deals3, deals6.</translation>
    </message>
    <message>
        <source>Milliseconds a bot seems to think (default 700).</source>
        <translation>బాట్ ఎన్ని మిల్లీసెకన్లు ఆలోచిస్తున్నట్లు కనిపించాలి (అప్రమేయం 700).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>సెట్టింగ్‌లు</translation>
    </message>
    <message>
        <source>Some saved settings could not be used; their defaults apply instead.</source>
        <translation>కొన్ని భద్రపరచిన సెట్టింగ్‌లు వాడలేకపోయాం; వాటి బదులు అప్రమేయాలు వర్తిస్తాయి.</translation>
    </message>
    <message>
        <source>The game: indian13, indian21, gin, straight, 500, 51 or kaluki (default: the settings).</source>
        <translation>గేమ్: indian13, indian21, gin, straight, 500, 51 లేదా kaluki (డిఫాల్ట్: సెట్టింగ్‌లు).</translation>
    </message>
</context>
<context>
    <name>rummy::AppSettings</name>
    <message>
        <source>“%1” is not a number from %2 to %3: %4.</source>
        <translation>“%1” %2 నుండి %3 మధ్య సంఖ్య కాదు: %4.</translation>
    </message>
    <message>
        <source>“%1” is not true or false: %2.</source>
        <translation>“%1” true లేదా false కాదు: %2.</translation>
    </message>
    <message>
        <source>Unknown match format “%1”; Points rummy is used.</source>
        <translation>తెలియని మ్యాచ్ ఫార్మాట్ “%1”; పాయింట్స్ రమ్మీ వాడబడుతుంది.</translation>
    </message>
    <message>
        <source>The number of players is reset to %1.</source>
        <translation>ఆటగాళ్ల సంఖ్య %1 కు మార్చబడింది.</translation>
    </message>
    <message>
        <source>Unknown level “%1” for seat %2; Medium is used.</source>
        <translation>సీటు %2 కు తెలియని స్థాయి “%1”; మధ్యస్థం వాడబడుతుంది.</translation>
    </message>
    <message>
        <source>The name for seat %1 is too long; it is shortened.</source>
        <translation>సీటు %1 పేరు చాలా పొడవు; కుదించబడింది.</translation>
    </message>
    <message>
        <source>The house rules are reset to the format&apos;s standard rules.</source>
        <translation>హౌస్ రూల్స్ ఫార్మాట్ ప్రామాణిక నియమాలకు మార్చబడ్డాయి.</translation>
    </message>
    <message>
        <source>The saved house rules cannot be played by %1 players; the format&apos;s standard rules are used.</source>
        <translation>భద్రపరచిన హౌస్ రూల్స్‌తో %1 మంది ఆడలేరు; ఫార్మాట్ ప్రామాణిక నియమాలు వాడబడతాయి.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not installed; the built-in deck is used.</source>
        <translation>పేక కట్ట “%1” ఇన్‌స్టాల్ కాలేదు; అంతర్నిర్మిత కట్ట వాడబడుతుంది.</translation>
    </message>
    <message>
        <source>Unknown card back “%1”; red is used.</source>
        <translation>తెలియని ముక్క వెనుక భాగం “%1”; ఎరుపు వాడబడుతుంది.</translation>
    </message>
    <message>
        <source>“%1” is not a colour; the green felt is used.</source>
        <translation>“%1” ఒక రంగు కాదు; ఆకుపచ్చ గుడ్డ వాడబడుతుంది.</translation>
    </message>
    <message>
        <source>Unknown animation speed “%1”; Normal is used.</source>
        <translation>తెలియని యానిమేషన్ వేగం “%1”; సాధారణం వాడబడుతుంది.</translation>
    </message>
    <message>
        <source>The bots&apos; thinking time is reset to %1 ms.</source>
        <translation>బాట్‌ల ఆలోచన సమయం %1 మి.సె. కు మార్చబడింది.</translation>
    </message>
    <message>
        <source>Unknown language “%1”; the system language is used.</source>
        <translation>తెలియని భాష “%1”; సిస్టమ్ భాష వాడబడుతుంది.</translation>
    </message>
    <message>
        <source>The settings were saved by another version of Rummy (%1); the defaults are used.</source>
        <translation>సెట్టింగ్‌లు రమ్మీ మరో వెర్షన్‌తో (%1) భద్రపరచబడ్డాయి; అప్రమేయాలు వాడబడతాయి.</translation>
    </message>
    <message>
        <source>Unknown game “%1”; Indian Rummy is used.</source>
        <translation>తెలియని ఆట “%1”; ఇండియన్ రమ్మీ ఆడబడుతుంది.</translation>
    </message>
    <message>
        <source>Unknown wall rule “%1”.</source>
        <translation>వాల్‌కు తెలియని నియమం “%1”.</translation>
    </message>
    <message>
        <source>The Gin options are reset to the standard rules.</source>
        <translation>జిన్ ఎంపికలు ప్రామాణిక నియమాలకు తిరిగి మార్చబడ్డాయి.</translation>
    </message>
    <message>
        <source>Unknown value-card scheme “%1”.</source>
        <translation>విలువ కార్డులకు చెల్లించే తెలియని పద్ధతి “%1”.</translation>
    </message>
    <message>
        <source>The table game&apos;s options are reset to its standard rules.</source>
        <translation>టేబుల్ గేమ్ ఎంపికలు దాని ప్రామాణిక నియమాలకు మార్చబడ్డాయి.</translation>
    </message>
    <message>
        <source>The Expert&apos;s thinking time is reset to %1 ms.</source>
        <translation>నిపుణుడి ఆలోచన సమయం %1 మి.సె. కు మార్చబడింది.</translation>
    </message>
</context>
<context>
    <name>rummy::CardCache</name>
    <message>
        <source>The card deck “%1” could not be read; the built-in deck is used.</source>
        <translation>పేక కట్ట “%1” చదవలేకపోయాం; అంతర్నిర్మిత కట్ట వాడబడుతుంది.</translation>
    </message>
</context>
<context>
    <name>rummy::DealCodeBar</name>
    <message>
        <source>Deal code:</source>
        <translation>డీల్ కోడ్:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>డీల్ కోడ్</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>కాపీ చేయి</translation>
    </message>
    <message>
        <source>Replay it with Game → Play a deal by code…</source>
        <translation>మళ్లీ ఆడండి: ఆట → కోడ్‌తో డీల్ ఆడు…</translation>
    </message>
    <message>
        <source>The code keeps the standard rules of the format, not the house rules of this match.</source>
        <translation>కోడ్ ఫార్మాట్ ప్రామాణిక నియమాలను ఉంచుతుంది, ఈ మ్యాచ్ హౌస్ రూల్స్‌ను కాదు.</translation>
    </message>
</context>
<context>
    <name>rummy::DeckCatalog</name>
    <message>
        <source>Standard (two colours)</source>
        <translation>ప్రామాణికం (రెండు రంగులు)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>నాలుగు రంగులు</translation>
    </message>
    <message>
        <source>%1 (KDE)</source>
        <translation>%1 (KDE)</translation>
    </message>
    <message>
        <source>%1 (aisleriot)</source>
        <translation>%1 (aisleriot)</translation>
    </message>
</context>
<context>
    <name>rummy::DiscardHistoryDialog</name>
    <message>
        <source>Discard history</source>
        <translation>వేసిన కార్డుల చరిత్ర</translation>
    </message>
    <message>
        <source>threw %1</source>
        <translation>%1 వేశారు</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>%1 తీసుకున్నారు</translation>
    </message>
    <message>
        <source>%1 back (turn missed)</source>
        <translation>%1 తిరిగి (వంతు తప్పింది)</translation>
    </message>
    <message>
        <source>%1 on Finish</source>
        <translation>%1 ఫినిష్‌పై</translation>
    </message>
    <message>
        <source>Nothing has been thrown yet in this deal.</source>
        <translation>ఈ డీల్‌లో ఇంకా ఏదీ వేయలేదు.</translation>
    </message>
    <message>
        <source>The whole deal, oldest first. Cards drawn from the closed deck are not shown: nobody sees them.</source>
        <translation>మొత్తం డీల్, పాతది ముందు. మూసిన డెక్ నుండి తీసిన కార్డులు చూపబడవు: వాటిని ఎవరూ చూడరు.</translation>
    </message>
</context>
<context>
    <name>rummy::GameFront</name>
    <message>
        <source>Last move: %1.</source>
        <translation>చివరి ఎత్తు: %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 స్టాక్ నుండి తీశారు</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 డిస్కార్డ్ పైల్ ముక్క తీసుకున్నారు</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 %2 తీసుకున్నారు</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 %2 వేశారు</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 పాస్ చేశారు</translation>
    </message>
    <message>
        <source>%1 knocked</source>
        <translation>%1 నాక్ చేశారు</translation>
    </message>
</context>
<context>
    <name>rummy::GinFront</name>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>ముందు అప్‌కార్డ్ తీసుకోండి లేదా పాస్ చేయండి.</translation>
    </message>
    <message>
        <source>Both players passed the upcard: the first draw is from the stock.</source>
        <translation>ఇద్దరూ అప్‌కార్డ్‌ను పాస్ చేశారు: మొదటి ముక్క స్టాక్ నుండే తీయాలి.</translation>
    </message>
    <message>
        <source>Gin moves</source>
        <translation>జిన్ ఎత్తులు</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>తీయి</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>వేసిన ముక్క తీసుకో</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>పాస్</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>వేయి</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>ముందు ఒక ముక్క ఎంచుకోండి (క్లిక్ చేయండి), తర్వాత వేయండి.</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>క్రమపరచు</translation>
    </message>
    <message>
        <source>Back to the automatic grouping: melds first, then the deadwood (S)</source>
        <translation>స్వయంచాలక అమరికకు తిరిగి: ముందు మెల్డ్‌లు, తర్వాత డెడ్‌వుడ్ (S)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>నాక్</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>తదుపరి హ్యాండ్</translation>
    </message>
    <message>
        <source>Abandon this game of Gin Rummy and start a new one?</source>
        <translation>ఈ జిన్ రమ్మీ ఆటను వదిలి కొత్తది ప్రారంభించాలా?</translation>
    </message>
    <message>
        <source>You cannot knock yet: your best discard leaves deadwood %1, and a knock needs %2 or less.</source>
        <translation>ఇంకా నాక్ చేయలేరు: ఉత్తమ ముక్క వేసినా డెడ్‌వుడ్ %1 మిగులుతుంది, నాక్‌కు %2 లేదా తక్కువ కావాలి.</translation>
    </message>
    <message>
        <source>Big gin! Lay down all eleven cards?</source>
        <translation>బిగ్ జిన్! పదకొండు ముక్కలూ కింద పెట్టాలా?</translation>
    </message>
    <message>
        <source>Gin! Knock, discarding %1?</source>
        <translation>జిన్! %1 వేసి నాక్ చేయాలా?</translation>
    </message>
    <message>
        <source>Knock, discarding %1? Deadwood %2</source>
        <translation>%1 వేసి నాక్ చేయాలా? డెడ్‌వుడ్ %2</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>గేమ్ ముగిసింది: మళ్లీ ఆడటానికి కొత్త ఆట నొక్కండి.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>హ్యాండ్ ముగిసింది: తదుపరిది పంచడానికి తదుపరి హ్యాండ్ నొక్కండి.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>ఈ హ్యాండ్ కోడ్: %1</translation>
    </message>
    <message>
        <source>Your turn: take the upcard (O) or pass (P).</source>
        <translation>మీ వంతు: అప్‌కార్డ్ తీసుకోండి (O) లేదా పాస్ చేయండి (P).</translation>
    </message>
    <message>
        <source>Two cards are left: take the discard to knock (O), or pass (P) and the hand is void.</source>
        <translation>రెండు ముక్కలు మిగిలాయి: నాక్ కోసం వేసిన ముక్క తీసుకోండి (O), లేదా పాస్ (P) చేస్తే హ్యాండ్ రద్దు.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the stock, or O to take the discard.</source>
        <translation>మీ వంతు: స్టాక్ నుండి తీయడానికి C, వేసిన కార్డు తీసుకోవడానికి O నొక్కండి.</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw.</source>
        <translation>మీ వంతు: తీయడానికి స్టాక్ లేదా డిస్కార్డ్ పైల్‌పై క్లిక్ చేయండి.</translation>
    </message>
    <message>
        <source>You took the discard at the wall: knock now (K).</source>
        <translation>వాల్ వద్ద వేసిన ముక్క తీసుకున్నారు: ఇప్పుడు నాక్ చేయండి (K).</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or K to knock.</source>
        <translation>మీ వంతు: బాణం కీలు, స్పేస్‌తో కార్డు ఎంచుకోండి, తర్వాత వేయడానికి D లేదా నాక్ చేయడానికి K.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the discard pile, or onto Knock.</source>
        <translation>మీ వంతు: ఒక ముక్కను డిస్కార్డ్ పైల్‌పైకి, లేదా నాక్‌పైకి లాగండి.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 వంతు.</translation>
    </message>
</context>
<context>
    <name>rummy::GinHintProvider</name>
    <message>
        <source>Hint</source>
        <translation>సూచన</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>సూచన: బలమైన ఆటగాడు ఏం చేస్తాడు? (%1)</translation>
    </message>
    <message>
        <source>pass: %1 would not let you knock</source>
        <translation>పాస్ చేయండి: %1 తో మీరు నాక్ చేయలేరు</translation>
    </message>
    <message>
        <source>pass: %1 does not lower your deadwood</source>
        <translation>పాస్ చేయండి: %1 మీ డెడ్‌వుడ్‌ను తగ్గించదు</translation>
    </message>
    <message>
        <source>take %1 and knock</source>
        <translation>%1 తీసుకుని నాక్ చేయండి</translation>
    </message>
    <message>
        <source>take %1: after a discard your deadwood would be %2</source>
        <translation>%1 తీసుకోండి: ఒక ముక్క వేసిన తర్వాత మీ డెడ్‌వుడ్ %2 అవుతుంది</translation>
    </message>
    <message>
        <source>draw from the stock: %1 does not help you</source>
        <translation>స్టాక్ నుండి తీయండి: %1 మీకు ఉపయోగపడదు</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>స్టాక్ నుండి తీయండి</translation>
    </message>
    <message>
        <source>discard %1: it leaves deadwood %2</source>
        <translation>%1 వేయండి: డెడ్‌వుడ్ %2 మిగులుతుంది</translation>
    </message>
    <message>
        <source>knock with %1: that is gin</source>
        <translation>%1 తో నాక్ చేయండి: ఇది జిన్</translation>
    </message>
    <message>
        <source>knock with %1: deadwood %2</source>
        <translation>%1 తో నాక్ చేయండి: డెడ్‌వుడ్ %2</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>సూచనలు మీ వంతులో ఇవ్వబడతాయి.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>సూచన: %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinRulesDialog</name>
    <message>
        <source>Straight gin: only gin ends a hand; nobody may knock with deadwood.</source>
        <translation>స్ట్రెయిట్ జిన్: జిన్ మాత్రమే హ్యాండ్‌ను ముగిస్తుంది; డెడ్‌వుడ్‌తో ఎవరూ నాక్ చేయలేరు.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10); an ace turned up means gin only.</source>
        <translation>ఓక్లహోమా: మొదటి అప్‌కార్డ్ విలువే నాక్ పరిమితి (బొమ్మ ముక్క 10); ఏస్ తెరుచుకుంటే జిన్ మాత్రమే.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10, an ace 1).</source>
        <translation>ఓక్లహోమా: మొదటి అప్‌కార్డ్ విలువే నాక్ పరిమితి (బొమ్మ ముక్క 10, ఏస్ 1).</translation>
    </message>
    <message>
        <source>Knock with %1 or less deadwood.</source>
        <translation>%1 లేదా అంతకంటే తక్కువ డెడ్‌వుడ్‌తో నాక్ చేయవచ్చు.</translation>
    </message>
    <message>
        <source>A spade turned up as the first upcard doubles the hand.</source>
        <translation>మొదటి అప్‌కార్డ్ స్పేడ్ అయితే హ్యాండ్ పాయింట్లు రెట్టింపు.</translation>
    </message>
    <message>
        <source>Gin bonus %1, undercut bonus %2.</source>
        <translation>జిన్ బోనస్ %1, అండర్‌కట్ బోనస్ %2.</translation>
    </message>
    <message>
        <source>Big gin (all eleven cards melded) scores a bonus of %1.</source>
        <translation>బిగ్ జిన్ (పదకొండు ముక్కలూ మెల్డ్‌లో) కు %1 బోనస్.</translation>
    </message>
    <message>
        <source>There is no big gin.</source>
        <translation>బిగ్ జిన్ లేదు.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock is an undercut.</source>
        <translation>నాక్ తర్వాత సమాన డెడ్‌వుడ్ అండర్‌కట్ అవుతుంది.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock wins the hand for the knocker, for no points.</source>
        <translation>నాక్ తర్వాత సమాన డెడ్‌వుడ్ అయితే నాక్ చేసినవారు పాయింట్లు లేకుండా హ్యాండ్ గెలుస్తారు.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may be thrown back at once.</source>
        <translation>డిస్కార్డ్ పైల్ నుండి ఇప్పుడే తీసిన ముక్కను వెంటనే తిరిగి వేయవచ్చు.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be thrown back in the same turn.</source>
        <translation>డిస్కార్డ్ పైల్ నుండి ఇప్పుడే తీసిన ముక్కను అదే వంతులో తిరిగి వేయలేరు.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the hand is void.</source>
        <translation>వాల్ వద్ద (స్టాక్‌లో రెండు ముక్కలు మిగిలితే) హ్యాండ్ రద్దవుతుంది.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the other player may take the last discard only to knock with it; otherwise the hand is void.</source>
        <translation>వాల్ వద్ద (స్టాక్‌లో రెండు ముక్కలు మిగిలితే) మరో ఆటగాడు చివరి వేసిన ముక్కను నాక్ చేయడానికి మాత్రమే తీసుకోవచ్చు; లేకపోతే హ్యాండ్ రద్దు.</translation>
    </message>
    <message>
        <source>Game to %1 points; game bonus %2, box bonus %3 for every hand won.</source>
        <translation>గేమ్ %1 పాయింట్ల వరకు; గేమ్ బోనస్ %2, గెలిచిన ప్రతి హ్యాండ్‌కు బాక్స్ బోనస్ %3.</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s points.</source>
        <translation>షటౌట్‌లో విజేత పాయింట్లు రెట్టింపు.</translation>
    </message>
    <message>
        <source>A shutout does not double the points.</source>
        <translation>షటౌట్‌లో పాయింట్లు రెట్టింపు కావు.</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>జిన్ రమ్మీ నియమాలు</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>నియమాల పాఠ్యం కనబడలేదు.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>ఈ టేబుల్ నియమాలు</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>నియమాలు</translation>
    </message>
</context>
<context>
    <name>rummy::GinScoreSheet</name>
    <message>
        <source>knock</source>
        <translation>నాక్</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>అండర్‌కట్</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>జిన్</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>బిగ్ జిన్</translation>
    </message>
    <message>
        <source>void</source>
        <translation>రద్దు</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>బాక్స్‌లు</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>షటౌట్</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>గేమ్</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>బాక్స్ బోనస్</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>మొత్తం</translation>
    </message>
    <message>
        <source>Score sheet · game to %1</source>
        <translation>స్కోర్ షీట్ · గేమ్ %1 వరకు</translation>
    </message>
    <message>
        <source>… earlier hands: %1</source>
        <translation>… మునుపటి హ్యాండ్‌లు: %1</translation>
    </message>
</context>
<context>
    <name>rummy::GinShownGroups</name>
    <message>
        <source>set</source>
        <translation>సెట్</translation>
    </message>
    <message>
        <source>run</source>
        <translation>రన్</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>డెడ్‌వుడ్ %1</translation>
    </message>
    <message>
        <source>%1 + %2 laid off</source>
        <translation>%1 + %2 లే ఆఫ్</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>డెడ్‌వుడ్</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableScene</name>
    <message>
        <source>Gin table</source>
        <translation>జిన్ టేబుల్</translation>
    </message>
    <message>
        <source>The opponent&apos;s cards at the top, the stock, the discard pile and the Knock target in the middle, the score sheet on the right, your hand at the bottom</source>
        <translation>పైన ప్రత్యర్థి ముక్కలు, మధ్యలో స్టాక్, డిస్కార్డ్ పైల్, నాక్ స్థానం, కుడివైపు స్కోర్ షీట్, కింద మీ ముక్కలు</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableTexts</name>
    <message>
        <source>Stock · %1 · wall at %2</source>
        <translation>స్టాక్ · %1 · వాల్ %2 వద్ద</translation>
    </message>
    <message>
        <source>Stock · %1</source>
        <translation>స్టాక్ · %1</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>అప్‌కార్డ్</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>డిస్కార్డ్ పైల్</translation>
    </message>
    <message>
        <source>Cards in the discard pile: %1</source>
        <translation>డిస్కార్డ్ పైల్‌లో ముక్కలు: %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>నాక్</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>జిన్ మాత్రమే</translation>
    </message>
    <message>
        <source>Deadwood ≤ %1</source>
        <translation>డెడ్‌వుడ్ ≤ %1</translation>
    </message>
    <message>
        <source>Take to knock</source>
        <translation>నాక్ కోసం తీసుకో</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 తీసుకో</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>పాస్</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 ఆడుతున్నారు…</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>మీ వంతు: అప్‌కార్డ్ తీసుకోండి లేదా పాస్ చేయండి</translation>
    </message>
    <message>
        <source>The wall: take the discard to knock, or pass</source>
        <translation>వాల్: నాక్ కోసం వేసిన ముక్క తీసుకోండి, లేదా పాస్</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or the discard pile</source>
        <translation>మీ వంతు: స్టాక్ లేదా డిస్కార్డ్ పైల్ నుండి తీయండి</translation>
    </message>
    <message>
        <source>Knock now: you took the discard at the wall</source>
        <translation>ఇప్పుడు నాక్ చేయండి: వాల్ వద్ద వేసిన ముక్క తీసుకున్నారు</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock</source>
        <translation>మీ వంతు: ఒక ముక్క వేయండి, లేదా నాక్ చేయండి</translation>
    </message>
    <message>
        <source>%1 pts · hands won: %2</source>
        <translation>%1 పాయింట్లు · గెలిచిన హ్యాండ్‌లు: %2</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>డెడ్‌వుడ్ %1</translation>
    </message>
    <message>
        <source>Without %1: gin!</source>
        <translation>%1 లేకుండా: జిన్!</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2, you may knock</source>
        <translation>%1 లేకుండా: డెడ్‌వుడ్ %2, మీరు నాక్ చేయవచ్చు</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2</source>
        <translation>%1 లేకుండా: డెడ్‌వుడ్ %2</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: gin only</source>
        <translation>ఓక్లహోమా, %1 తెరుచుకుంది: జిన్ మాత్రమే</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: knock at %2 or less</source>
        <translation>ఓక్లహోమా, %1 తెరుచుకుంది: %2 లేదా తక్కువతో నాక్</translation>
    </message>
    <message>
        <source>points doubled</source>
        <translation>పాయింట్లు రెట్టింపు</translation>
    </message>
    <message>
        <source>Gin only: no knocking with deadwood</source>
        <translation>జిన్ మాత్రమే: డెడ్‌వుడ్‌తో నాక్ లేదు</translation>
    </message>
    <message>
        <source>Knock at %1 or less</source>
        <translation>%1 లేదా తక్కువతో నాక్</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>అండర్‌కట్!</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>జిన్!</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>బిగ్ జిన్!</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>రద్దైన హ్యాండ్</translation>
    </message>
    <message>
        <source>The stock is down to %1 cards: nobody scores.</source>
        <translation>స్టాక్‌లో %1 ముక్కలే మిగిలాయి: ఎవరికీ పాయింట్లు లేవు.</translation>
    </message>
    <message>
        <source>%1 deals again.</source>
        <translation>మళ్లీ పంచేవారు: %1.</translation>
    </message>
    <message>
        <source>Gin: %1</source>
        <translation>జిన్: %1</translation>
    </message>
    <message>
        <source>Big gin: %1, all eleven cards melded</source>
        <translation>బిగ్ జిన్: %1, పదకొండు ముక్కలూ మెల్డ్‌లో</translation>
    </message>
    <message>
        <source>Knock: %1 · deadwood %2</source>
        <translation>నాక్: %1 · డెడ్‌వుడ్ %2</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2 · cards laid off: %3</source>
        <translation>డిఫెండర్: %1 · డెడ్‌వుడ్ %2 · లే ఆఫ్ ముక్కలు: %3</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2</source>
        <translation>డిఫెండర్: %1 · డెడ్‌వుడ్ %2</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 = %4</source>
        <translation>%1 కు పాయింట్లు: %2 − %3 = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 + %4 undercut bonus = %5</source>
        <translation>%1 కు పాయింట్లు: %2 − %3 + %4 అండర్‌కట్ బోనస్ = %5</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 gin bonus = %4</source>
        <translation>%1 కు పాయింట్లు: %2 + %3 జిన్ బోనస్ = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 big gin bonus = %4</source>
        <translation>%1 కు పాయింట్లు: %2 + %3 బిగ్ జిన్ బోనస్ = %4</translation>
    </message>
    <message>
        <source>Doubled: a spade was the first upcard, %1 points.</source>
        <translation>రెట్టింపు: మొదటి అప్‌కార్డ్ స్పేడ్, %1 పాయింట్లు.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>ఈ హ్యాండ్ కోడ్: %1</translation>
    </message>
    <message>
        <source>Game over. Winner: %1, %2 to %3</source>
        <translation>గేమ్ ముగిసింది. విజేత: %1, %2 - %3</translation>
    </message>
    <message>
        <source>Shutout: the loser won no hand, so the winner&apos;s points are doubled.</source>
        <translation>షటౌట్: ఓడినవారు ఒక్క హ్యాండ్ కూడా గెలవలేదు, అందుకే విజేత పాయింట్లు రెట్టింపు.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>కొత్త ఆట</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>తదుపరి హ్యాండ్</translation>
    </message>
</context>
<context>
    <name>rummy::HintProvider</name>
    <message>
        <source>Hint</source>
        <translation>సూచన</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>సూచన: బలమైన ఆటగాడు ఏం చేస్తాడు? (%1)</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>సూచనలు మీ వంతులో ఇవ్వబడతాయి.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>సూచన: %1.</translation>
    </message>
    <message>
        <source>(The spare label marks %1, the throw that leaves the fewest points now; the hint also weighs what each card may still become and what it would give the next player.)</source>
        <translation>(స్పేర్ లేబుల్ %1 ని చూపుతుంది, దాన్ని వేస్తే ఇప్పుడు అతి తక్కువ పాయింట్లు మిగులుతాయి; సూచన ప్రతి కార్డు ఇంకా ఏమి కాగలదో, తరువాతి ఆటగాడికి ఏమి ఇస్తుందో కూడా తూకం వేస్తుంది.)</translation>
    </message>
</context>
<context>
    <name>rummy::IndianController</name>
    <message>
        <source>The open deck was shuffled into a new closed deck. %1</source>
        <translation>తెరచిన డెక్‌ను కలిపి కొత్త మూసిన డెక్ చేశారు. %1</translation>
    </message>
    <message>
        <source>%1 missed a turn</source>
        <translation>%1 ఒక వంతు కోల్పోయారు</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row: a middle drop for %3 points</source>
        <translation>%1 వరుసగా %2 వంతులు కోల్పోయారు: %3 పాయింట్ల మిడిల్ డ్రాప్</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row and loses the deal with %3 points</source>
        <translation>%1 వరుసగా %2 వంతులు కోల్పోయారు, %3 పాయింట్లతో డీల్ ఓడారు</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before a drop</source>
        <translation>వంతు తప్పింది: డ్రాప్‌కు ముందు %2 లో %1</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before the deal is lost</source>
        <translation>వంతు తప్పింది: డీల్ ఓడే ముందు %2 లో %1</translation>
    </message>
    <message>
        <source>%1 drew from the deck</source>
        <translation>%1 క్లోజ్డ్ డెక్ నుండి తీశారు</translation>
    </message>
    <message>
        <source>%1 drew from the open deck</source>
        <translation>%1 ఓపెన్ డెక్ నుండి తీశారు</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 %2 తీసుకున్నారు</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 %2 వేశారు</translation>
    </message>
    <message>
        <source>%1 declared</source>
        <translation>%1 డిక్లేర్ చేశారు</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>%1 డ్రాప్ చేశారు</translation>
    </message>
</context>
<context>
    <name>rummy::IndianFront</name>
    <message>
        <source>Discard &amp;history…</source>
        <translation>వేసిన కార్డుల &amp;చరిత్ర…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Last deal&apos;s &amp;result…</source>
        <translation>చివరి డీల్ &amp;ఫలితం…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>ఎత్తులు</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>తీయి</translation>
    </message>
    <message>
        <source>Take open card</source>
        <translation>తెరిచిన ముక్క తీసుకో</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>రంగు ప్రకారం అమర్చు</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>మెల్డ్ ప్రకారం అమర్చు</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>గ్రూప్ చేయి</translation>
    </message>
    <message>
        <source>Select cards first (click them or press Space), then Group.</source>
        <translation>ముందు ముక్కలు ఎంచుకోండి (క్లిక్ చేయండి లేదా Space నొక్కండి), తర్వాత గ్రూప్ చేయండి.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>వేయి</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>ముందు ఒక ముక్క ఎంచుకోండి (క్లిక్ చేయండి), తర్వాత వేయండి.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>ఫినిష్</translation>
    </message>
    <message>
        <source>Select the card to put on the finish slot, then Finish.</source>
        <translation>ఫినిష్ స్లాట్‌పై ఉంచే ముక్కను ఎంచుకోండి, తర్వాత ఫినిష్.</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>డ్రాప్</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>డీల్ ముగిసింది.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the closed deck, or O to take the open card.</source>
        <translation>మీ వంతు: మూసిన డెక్ నుండి తీయడానికి C, తెరిచిన కార్డు తీసుకోవడానికి O నొక్కండి.</translation>
    </message>
    <message>
        <source>Your turn: click the closed deck or the open deck to draw.</source>
        <translation>మీ వంతు: తీయడానికి క్లోజ్డ్ డెక్ లేదా ఓపెన్ డెక్‌పై క్లిక్ చేయండి.</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or F to finish.</source>
        <translation>మీ వంతు: బాణం కీలు, స్పేస్‌తో కార్డు ఎంచుకోండి, తర్వాత వేయడానికి D లేదా ఫినిష్‌కు F.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the open deck to discard, or onto Finish.</source>
        <translation>మీ వంతు: వేయడానికి ఒక ముక్కను ఓపెన్ డెక్‌పైకి, లేదా ఫినిష్‌పైకి లాగండి.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 వంతు.</translation>
    </message>
    <message>
        <source>Middle drop: %1 points</source>
        <translation>మిడిల్ డ్రాప్: %1 పాయింట్లు</translation>
    </message>
    <message>
        <source>First drop: %1 points</source>
        <translation>ఫస్ట్ డ్రాప్: %1 పాయింట్లు</translation>
    </message>
    <message>
        <source>Finish and declare</source>
        <translation>ఫినిష్ చేసి డిక్లేర్</translation>
    </message>
    <message>
        <source>Put %1 on the finish slot and declare your hand?</source>
        <translation>%1 ను ఫినిష్ స్లాట్‌పై ఉంచి మీ చేతిని డిక్లేర్ చేయాలా?</translation>
    </message>
    <message>
        <source>Your groups are not a valid declaration (you need a pure sequence, a second sequence, and every card in a meld).</source>
        <translation>మీ గ్రూప్‌లు సరైన డిక్లేర్ కాదు (ఒక ప్యూర్ సీక్వెన్స్, రెండో సీక్వెన్స్, ప్రతి ముక్క ఏదో ఒక మెల్డ్‌లో ఉండాలి).</translation>
    </message>
    <message>
        <source>Declaring now costs %1 points. Declare anyway?</source>
        <translation>ఇప్పుడు డిక్లేర్ చేస్తే %1 పాయింట్లు పోతాయి. అయినా డిక్లేర్ చేయాలా?</translation>
    </message>
    <message>
        <source>Middle drop for %1 points?</source>
        <translation>%1 పాయింట్లకు మిడిల్ డ్రాప్ చేయాలా?</translation>
    </message>
    <message>
        <source>First drop for %1 points?</source>
        <translation>%1 పాయింట్లకు ఫస్ట్ డ్రాప్ చేయాలా?</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>స్థానాలు</translation>
    </message>
    <message>
        <source>Re-join the pool?</source>
        <translation>పూల్‌లో మళ్లీ చేరాలా?</translation>
    </message>
    <message>
        <source>You are out of the pool. Re-join the game at %1 points?</source>
        <translation>మీరు పూల్ నుండి బయటకు వెళ్లారు. %1 పాయింట్ల వద్ద మళ్లీ చేరాలా?</translation>
    </message>
    <message>
        <source>Abandon this match and start a new one?</source>
        <translation>ఈ మ్యాచ్‌ను వదిలి కొత్తది ప్రారంభించాలా?</translation>
    </message>
</context>
<context>
    <name>rummy::IndianScene</name>
    <message>
        <source>Card table</source>
        <translation>పేకాట టేబుల్</translation>
    </message>
    <message>
        <source>Opponents around the top, the decks in the middle, your hand at the bottom</source>
        <translation>ప్రత్యర్థులు పైన, డెక్‌లు మధ్యలో, మీ చేయి కింద</translation>
    </message>
</context>
<context>
    <name>rummy::IndianTexts</name>
    <message>
        <source>Wild: aces</source>
        <translation>వైల్డ్: ఆసులు</translation>
    </message>
    <message>
        <source>Wild: twos</source>
        <translation>వైల్డ్: రెండులు</translation>
    </message>
    <message>
        <source>Wild: threes</source>
        <translation>వైల్డ్: మూడులు</translation>
    </message>
    <message>
        <source>Wild: fours</source>
        <translation>వైల్డ్: నాలుగులు</translation>
    </message>
    <message>
        <source>Wild: fives</source>
        <translation>వైల్డ్: ఐదులు</translation>
    </message>
    <message>
        <source>Wild: sixes</source>
        <translation>వైల్డ్: ఆరులు</translation>
    </message>
    <message>
        <source>Wild: sevens</source>
        <translation>వైల్డ్: ఏడులు</translation>
    </message>
    <message>
        <source>Wild: eights</source>
        <translation>వైల్డ్: ఎనిమిదులు</translation>
    </message>
    <message>
        <source>Wild: nines</source>
        <translation>వైల్డ్: తొమ్మిదులు</translation>
    </message>
    <message>
        <source>Wild: tens</source>
        <translation>వైల్డ్: పదులు</translation>
    </message>
    <message>
        <source>Wild: jacks</source>
        <translation>వైల్డ్: జాకీలు</translation>
    </message>
    <message>
        <source>Wild: queens</source>
        <translation>వైల్డ్: రాణులు</translation>
    </message>
    <message>
        <source>Wild: kings</source>
        <translation>వైల్డ్: రాజులు</translation>
    </message>
    <message>
        <source>Deck · empty, click to reshuffle</source>
        <translation>డెక్ · ఖాళీ, కలపడానికి క్లిక్ చేయండి</translation>
    </message>
    <message>
        <source>Deck · %1</source>
        <translation>డెక్ · %1</translation>
    </message>
    <message>
        <source>No wild</source>
        <translation>వైల్డ్ లేదు</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>ఓపెన్ డెక్</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>ఫినిష్</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>ఓపెన్ డెక్ ఖాళీగా ఉంది.</translation>
    </message>
    <message>
        <source>Open deck, newest first:</source>
        <translation>ఓపెన్ డెక్, కొత్తది ముందు:</translation>
    </message>
    <message>
        <source>%1 (turned up by the dealer)</source>
        <translation>%1 (డీలర్ తెరిచినది)</translation>
    </message>
    <message>
        <source>%1 — thrown by %2</source>
        <translation>%1 — %2 వేసినది</translation>
    </message>
    <message numerus="yes">
        <source>… and %n older</source>
        <translation>
            <numerusform>… ఇంకా %n పాతది</numerusform>
            <numerusform>… ఇంకా %n పాతవి</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>డీల్ ముగిసింది</translation>
    </message>
    <message>
        <source>Your turn: draw</source>
        <translation>మీ వంతు: తీయండి</translation>
    </message>
    <message>
        <source>Your turn: discard</source>
        <translation>మీ వంతు: వేయండి</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 ఆడుతున్నారు…</translation>
    </message>
    <message>
        <source>%1 · %2 s</source>
        <translation>%1 · %2 సె.</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n చిప్</numerusform>
            <numerusform>%n చిప్‌లు</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n పా.</numerusform>
            <numerusform>%n పా.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n ముక్క</numerusform>
            <numerusform>%n ముక్కలు</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out · watching</source>
        <translation>మీరు బయట · చూస్తున్నారు</translation>
    </message>
    <message>
        <source>You dropped · watching</source>
        <translation>మీరు డ్రాప్ చేశారు · చూస్తున్నారు</translation>
    </message>
    <message>
        <source>Wrong declaration · watching</source>
        <translation>తప్పు డిక్లేర్ · చూస్తున్నారు</translation>
    </message>
    <message>
        <source>Turns missed · watching</source>
        <translation>వంతులు వదిలారు · చూస్తున్నారు</translation>
    </message>
    <message>
        <source>Sitting out · watching</source>
        <translation>బయట కూర్చుని · చూస్తున్నారు</translation>
    </message>
    <message numerus="yes">
        <source>You · %n chips</source>
        <translation>
            <numerusform>మీరు · %n చిప్</numerusform>
            <numerusform>మీరు · %n చిప్‌లు</numerusform>
        </translation>
    </message>
    <message>
        <source>You · score %1</source>
        <translation>మీరు · స్కోరు %1</translation>
    </message>
    <message>
        <source>Deal costs: %1 pts</source>
        <translation>డీల్ ఖర్చు: %1 పాయింట్లు</translation>
    </message>
    <message>
        <source>Hand: valid, %1 pts</source>
        <translation>చేయి: సరైనది, %1 పాయింట్లు</translation>
    </message>
    <message>
        <source>Hand: %1 pts</source>
        <translation>చేయి: %1 పాయింట్లు</translation>
    </message>
    <message>
        <source>%1 · 3 pure needed: %2 so far</source>
        <translation>%1 · 3 ప్యూర్ కావాలి: ఇప్పటికి %2</translation>
    </message>
    <message>
        <source>★ Value cards: %1</source>
        <translation>★ విలువ కార్డులు: %1</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>మిగిలినవి</translation>
    </message>
    <message>
        <source>%1 — a value card</source>
        <translation>%1 — ఒక విలువ కార్డు</translation>
    </message>
</context>
<context>
    <name>rummy::MainWindow</name>
    <message>
        <source>Rummy</source>
        <translation>రమ్మీ</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>ఆట స్థితి</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ఆట(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>కొత్త ఆట(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>యానిమేషన్ వేగం(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>సాధారణం(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>వేగం(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>ఆపు(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>నిష్క్రమించు(&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>సహాయం(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>నియమాలు(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>సెట్టింగ్‌లు(&amp;S)…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>సెట్టింగ్‌లు</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>సెట్టింగ్‌లు భద్రపరచలేకపోయాం; మీరు నిష్క్రమించే వరకు అవి వర్తిస్తాయి.</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>పేక కట్ట</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>గణాంకాలు(&amp;T)…</translation>
    </message>
    <message>
        <source>Start a game of Gin Rummy now? The game on the table ends.</source>
        <translation>ఇప్పుడే జిన్ రమ్మీ గేమ్ మొదలుపెట్టాలా? టేబుల్‌పై ఉన్న ఆట ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy now? The game on the table ends.</source>
        <translation>ఇప్పుడే ఇండియన్ రమ్మీ మ్యాచ్ మొదలుపెట్టాలా? టేబుల్‌పై ఉన్న ఆట ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>కొత్త ఆట</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;కీబోర్డ్ షార్ట్‌కట్‌లు</translation>
    </message>
    <message>
        <source>&amp;About Rummy</source>
        <translation>రమ్మీ &amp;గురించి</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy with 21 cards now? The game on the table ends.</source>
        <translation>ఇప్పుడే 21 ముక్కల ఇండియన్ రమ్మీ మ్యాచ్ మొదలుపెట్టాలా? టేబుల్ మీది ఆట ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>Start a game of %1 now? The game on the table ends.</source>
        <translation>ఇప్పుడే %1 గేమ్ ప్రారంభించాలా? టేబుల్‌పై ఉన్న గేమ్ ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>Re&amp;view last deal…</source>
        <translation>చివరి డీల్ &amp;సమీక్ష…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>సమీక్ష</translation>
    </message>
    <message>
        <source>No deal has ended yet: there is nothing to review.</source>
        <translation>ఇంకా ఏ డీల్ ముగియలేదు: సమీక్షించడానికి ఏమీ లేదు.</translation>
    </message>
</context>
<context>
    <name>rummy::MatchHeader</name>
    <message>
        <source>What is being played</source>
        <translation>ఏమి ఆడుతున్నారు</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>స్థానాలు</translation>
    </message>
    <message>
        <source>The match&apos;s running scores</source>
        <translation>మ్యాచ్ ప్రస్తుత స్కోర్లు</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>డీల్ %1 / %2</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>డీల్ %1</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>డీల్ %1 (టై-బ్రేకర్)</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 ఆటగాళ్లు</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>జిన్ రమ్మీ</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>చేయి %1</translation>
    </message>
    <message>
        <source>Game to %1</source>
        <translation>%1 వరకు ఆట</translation>
    </message>
    <message>
        <source>21 cards</source>
        <translation>21 ముక్కలు</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>చేయి %1 / %2</translation>
    </message>
</context>
<context>
    <name>rummy::ResultDialog</name>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Result&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Groups&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;ఆటగాడు&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;ఫలితం&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;గ్రూప్‌లు&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;పాయింట్లు&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>డీల్ %1 (టై-బ్రేకర్)</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>డీల్ %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>డీల్ %1 / %2</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Total (out at %1)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Standing&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;ఆటగాడు&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;ఈ డీల్&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;మొత్తం (%1 వద్ద బయటకు)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;స్థానం&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Chips&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;ఆటగాడు&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;ఈ డీల్&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;చిప్స్&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Value (%1 a point)&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;ఆటగాడు&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;పాయింట్లు&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;విలువ (పాయింట్‌కు %1)&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;eliminated this deal&lt;/b&gt;</source>
        <translation>&lt;b&gt;ఈ డీల్‌లో బయటకు&lt;/b&gt;</translation>
    </message>
    <message>
        <source>out</source>
        <translation>బయటకు</translation>
    </message>
    <message>
        <source>%1 to the limit</source>
        <translation>పరిమితికి %1</translation>
    </message>
    <message numerus="yes">
        <source>re-joined %n time(s)</source>
        <translation>
            <numerusform>%n సారి మళ్లీ చేరారు</numerusform>
            <numerusform>%n సార్లు మళ్లీ చేరారు</numerusform>
        </translation>
    </message>
    <message>
        <source>may re-join at %1</source>
        <translation>%1 వద్ద మళ్లీ చేరవచ్చు</translation>
    </message>
    <message>
        <source>&lt;p&gt;Deals left: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;మిగిలిన డీల్‌లు: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Match over.&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;మ్యాచ్ ముగిసింది.&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 won the match.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 మ్యాచ్ గెలిచారు.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No winner.</source>
        <translation>విజేత లేరు.</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>డీల్ ముగింపు</translation>
    </message>
    <message>
        <source>Deal results</source>
        <translation>డీల్ ఫలితాలు</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>కొత్త మ్యాచ్</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>తదుపరి డీల్</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>మూసివేయి</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>విలువ కార్డులు</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Received&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Paid&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Net of the deal&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;ఆటగాడు&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;అందుకున్నది&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;చెల్లించినది&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;డీల్ నికర ఫలితం&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>rummy::ResultsChart</name>
    <message>
        <source>Recent results</source>
        <translation>ఇటీవలి ఫలితాలు</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>ఇంకా ఏ డీల్ ఆడలేదు.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>గెలిచారు</translation>
    </message>
    <message numerus="yes">
        <source>lost %n points</source>
        <translation>
            <numerusform>%n పాయింట్ కోల్పోయారు</numerusform>
            <numerusform>%n పాయింట్లు కోల్పోయారు</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest first: %1.</source>
        <translation>
            <numerusform>చివరి %n డీల్, పాతది ముందు: %1.</numerusform>
            <numerusform>చివరి %n డీల్‌లు, పాతవి ముందు: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest on the left; bars down are points lost</source>
        <translation>
            <numerusform>చివరి %n డీల్, పాతది ఎడమవైపు; కిందికి ఉన్న పట్టీలు కోల్పోయిన పాయింట్లు</numerusform>
            <numerusform>చివరి %n డీల్‌లు, పాతవి ఎడమవైపు; కిందికి ఉన్న పట్టీలు కోల్పోయిన పాయింట్లు</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rummy::ReviewDialog</name>
    <message>
        <source>good</source>
        <translation>మంచిది</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>సందేహాస్పదం</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>చెడ్డది</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>చాలా చెడ్డది</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>నిపుణ గురువు</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>నిపుణుడు</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>బలమైన</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>క్లబ్ ఆటగాడు</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>సరదా ఆటగాడు</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>ప్రారంభకుడు</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — good.</source>
        <translation>ఎత్తు %1: మీరు %2 ఎంచుకున్నారు — మంచిది.</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — %3: about %4 points worse than to %5.</source>
        <translation>ఎత్తు %1: మీరు %2 ఎంచుకున్నారు — %3: %5 కంటే సుమారు %4 పాయింట్లు తక్కువ.</translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation>డీల్ %1 సమీక్ష</translation>
    </message>
    <message>
        <source>The engine is looking at each of your decisions…</source>
        <translation>ఇంజిన్ మీ ప్రతి నిర్ణయాన్నీ చూస్తోంది…</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>సమీక్ష పురోగతి</translation>
    </message>
    <message>
        <source>Your decisions, graded</source>
        <translation>మీ నిర్ణయాలు, మూల్యాంకనంతో</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>సమీక్ష ఆపబడింది.</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>ఈ డీల్‌లో మీకు ఎంచుకోవడానికి ఏమీ లేదు.</translation>
    </message>
    <message>
        <source> Your draws from the stock were worth %1 points against the average card.</source>
        <translation> స్టాక్ నుండి మీరు తీసిన కార్డుల విలువ సగటు కార్డుతో పోలిస్తే %1 పాయింట్లు.</translation>
    </message>
    <message>
        <source>%1 decisions graded; on average each gave away %2 points: %3.</source>
        <translation>%1 నిర్ణయాలు మూల్యాంకనం; సగటున ఒక్కొక్కటి %2 పాయింట్లు కోల్పోయింది: %3.</translation>
    </message>
</context>
<context>
    <name>rummy::RulesDialog</name>
    <message numerus="yes">
        <source>Format: %1, %n players.</source>
        <translation>
            <numerusform>ఫార్మాట్: %1, %n ఆటగాడు.</numerusform>
            <numerusform>ఫార్మాట్: %1, %n ఆటగాళ్లు.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shoe: %1 and %2 printed jokers; %3.</source>
        <translation>షూ: %1, %2 ముద్రిత జోకర్లు; %3.</translation>
    </message>
    <message>
        <source>one deck</source>
        <translation>ఒక కట్ట</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 కట్టలు</translation>
    </message>
    <message>
        <source>a wild-joker card is cut</source>
        <translation>ఒక వైల్డ్ జోకర్ ముక్క కోయబడుతుంది</translation>
    </message>
    <message>
        <source>no wild-joker card</source>
        <translation>వైల్డ్ జోకర్ ముక్క లేదు</translation>
    </message>
    <message>
        <source>Dropping costs %1 points before your first draw (first drop) and %2 points after it (middle drop).</source>
        <translation>మొదటి సారి తీయకముందే డ్రాప్ చేస్తే %1 పాయింట్లు (ఫస్ట్ డ్రాప్), తర్వాత అయితే %2 పాయింట్లు (మిడిల్ డ్రాప్).</translation>
    </message>
    <message>
        <source>Dropping is not allowed in this format.</source>
        <translation>ఈ ఫార్మాట్‌లో డ్రాప్‌కు అనుమతి లేదు.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points and ends the deal with no winner.</source>
        <translation>తప్పు డిక్లేర్‌కు %1 పాయింట్లు; డీల్ విజేత లేకుండా ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points; the others play on.</source>
        <translation>తప్పు డిక్లేర్‌కు %1 పాయింట్లు; మిగతావారు ఆట కొనసాగిస్తారు.</translation>
    </message>
    <message>
        <source>A losing hand counts at most %1 points; a hand that was already valid counts %2.</source>
        <translation>ఓడిన చేతికి గరిష్టంగా %1 పాయింట్లు; అప్పటికే సరైన చేతికి %2.</translation>
    </message>
    <message>
        <source>Jokers may be taken from the open deck.</source>
        <translation>ఓపెన్ డెక్ నుండి జోకర్లు తీసుకోవచ్చు.</translation>
    </message>
    <message>
        <source>Jokers may not be taken from the open deck (except the very first open card).</source>
        <translation>ఓపెన్ డెక్ నుండి జోకర్లు తీసుకోకూడదు (మొట్టమొదటి తెరిచిన ముక్క తప్ప).</translation>
    </message>
    <message>
        <source>A player reaching %1 points is out of the pool.</source>
        <translation>%1 పాయింట్లు చేరిన ఆటగాడు పూల్ నుండి బయటకు.</translation>
    </message>
    <message>
        <source>A player who is out may re-join (three or more players) while the highest remaining score is at most %1.</source>
        <translation>బయటకు వెళ్లిన ఆటగాడు మళ్లీ చేరవచ్చు (మూడు లేదా ఎక్కువ మంది), మిగిలినవారి అత్యధిక స్కోరు %1 మించనంత వరకు.</translation>
    </message>
    <message>
        <source>A player who is out may not re-join.</source>
        <translation>బయటకు వెళ్లిన ఆటగాడు మళ్లీ చేరలేరు.</translation>
    </message>
    <message>
        <source>Everyone starts with %1 chips (%2 per deal); the winner of a deal takes each loser&apos;s points in chips.</source>
        <translation>అందరూ %1 చిప్స్‌తో మొదలుపెడతారు (డీల్‌కు %2); డీల్ విజేత ప్రతి ఓడినవారి పాయింట్లను చిప్స్‌గా తీసుకుంటారు.</translation>
    </message>
    <message>
        <source>One point is worth %1 (for display only).</source>
        <translation>ఒక పాయింట్ విలువ %1 (చూపించడానికి మాత్రమే).</translation>
    </message>
    <message>
        <source>Each turn has %1 seconds; %2 missed turns in a row count as a middle drop.</source>
        <translation>ప్రతి వంతుకు %1 సెకన్లు; వరుసగా %2 వంతులు కోల్పోతే మిడిల్ డ్రాప్.</translation>
    </message>
    <message>
        <source>There is no turn timer.</source>
        <translation>వంతు టైమర్ లేదు.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy</source>
        <translation>ఇండియన్ రమ్మీ నియమాలు</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>నియమాల పాఠ్యం కనబడలేదు.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>ఈ టేబుల్ నియమాలు</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>నియమాలు</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 10, 30 or 50 for one, two or three of a kind, 100 for a marriage.</source>
        <translation>డీల్‌లోని ప్రతి ఇతర ఆటగాడు విలువ కార్డులకు చెల్లిస్తాడు: ఒకే రకం ఒకటి, రెండు లేదా మూడు కార్డులకు 10, 30 లేదా 50, మ్యారేజ్‌కు 100.</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 20 a card, 100 for a marriage, at most 240 from one player.</source>
        <translation>డీల్‌లోని ప్రతి ఇతర ఆటగాడు విలువ కార్డులకు చెల్లిస్తాడు: ఒక్కో కార్డుకు 20, మ్యారేజ్‌కు 100, ఒక్క ఆటగాడి నుండి గరిష్ఠంగా 240.</translation>
    </message>
    <message>
        <source>Value cards are not paid.</source>
        <translation>విలువ కార్డులకు చెల్లింపు లేదు.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy (21 cards)</source>
        <translation>ఇండియన్ రమ్మీ (21 ముక్కలు) నియమాలు</translation>
    </message>
</context>
<context>
    <name>rummy::SaveNotice</name>
    <message>
        <source>Not saved</source>
        <translation>భద్రపరచబడలేదు</translation>
    </message>
    <message>
        <source>%1. Play goes on, without saving.</source>
        <translation>%1. ఆట కొనసాగుతుంది, భద్రపరచకుండానే.</translation>
    </message>
</context>
<context>
    <name>rummy::SavedGames</name>
    <message>
        <source>&amp;Save…</source>
        <translation>భద్రపరచు(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ఆటను భద్రపరచు</translation>
    </message>
    <message>
        <source>Rummy saves (*.rummy)</source>
        <translation>రమ్మీ భద్రపరచినవి (*.rummy)</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>లోడ్ చేయి(&amp;L)…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>భద్రపరచిన ఆటను లోడ్ చేయి</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Play a &amp;deal by code…</source>
        <translation>కోడ్‌తో డీల్ ఆడు(&amp;D)…</translation>
    </message>
    <message>
        <source>Play a deal by code</source>
        <translation>కోడ్‌తో డీల్ ఆడు</translation>
    </message>
    <message>
        <source>Deal code (shown at the end of every deal, e.g. PTS-4-1ZK3M9QX0A7TB):</source>
        <translation>డీల్ కోడ్ (ప్రతి డీల్ చివర చూపబడుతుంది, ఉదా. PTS-4-1ZK3M9QX0A7TB):</translation>
    </message>
    <message>
        <source>The file %1 could not be moved aside.</source>
        <translation>ఫైల్ %1 ను పక్కకు జరపలేకపోయాం.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>ఫైల్ %1 గా ఉంచబడింది.</translation>
    </message>
    <message>
        <source>Unfinished match not restored</source>
        <translation>అసంపూర్ణ మ్యాచ్ పునరుద్ధరించబడలేదు</translation>
    </message>
    <message>
        <source>Your unfinished match could not be restored. %1

%2 A new match starts.</source>
        <translation>మీ అసంపూర్ణ మ్యాచ్‌ను పునరుద్ధరించలేకపోయాం. %1

%2 కొత్త మ్యాచ్ మొదలవుతుంది.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>అసంపూర్ణ మ్యాచ్</translation>
    </message>
    <message>
        <source>Resume your unfinished match?</source>
        <translation>మీ అసంపూర్ణ మ్యాచ్‌ను కొనసాగించాలా?</translation>
    </message>
    <message>
        <source>A game of %1; it stopped in hand %2.</source>
        <translation>%1 గేమ్; ఇది హ్యాండ్ %2లో ఆగింది.</translation>
    </message>
    <message>
        <source>A game of Gin Rummy; it stopped in hand %1, at %2 to %3.</source>
        <translation>ఒక జిన్ రమ్మీ గేమ్; ఇది హ్యాండ్ %1 లో %2 - %3 వద్ద ఆగింది.</translation>
    </message>
    <message numerus="yes">
        <source>It stopped in deal %1, with %n player(s) at the table.</source>
        <translation>
            <numerusform>అది డీల్ %1 లో ఆగింది, టేబుల్ వద్ద %n ఆటగాడితో.</numerusform>
            <numerusform>అది డీల్ %1 లో ఆగింది, టేబుల్ వద్ద %n ఆటగాళ్లతో.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>కొనసాగించు</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>కొత్త మ్యాచ్</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>ఆట భద్రపరచబడలేదు</translation>
    </message>
    <message>
        <source>Game not loaded</source>
        <translation>ఆట లోడ్ కాలేదు</translation>
    </message>
    <message>
        <source>%1 could not be loaded. %2</source>
        <translation>%1 లోడ్ చేయలేకపోయాం. %2</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>ఇది డీల్ కోడ్ కాదు</translation>
    </message>
    <message>
        <source>The deal code %1 names a deal no table can have: a table seats 2 to 6 players, and at least two of them are dealt in, the dealer among them.</source>
        <translation>డీల్ కోడ్ %1 ఏ టేబుల్ వద్దా జరగలేని డీల్‌ను సూచిస్తుంది: ఒక టేబుల్ వద్ద 2 నుండి 6 మంది కూర్చుంటారు, వారిలో కనీసం ఇద్దరికి కార్డులు పంచబడతాయి, డీలర్ కూడా వారిలో ఒకరు.</translation>
    </message>
    <message>
        <source>“%1” is not a deal code. A code looks like PTS-4-1ZK3M9QX0A7TB: the format, the number of players and the deal.</source>
        <translation>“%1” డీల్ కోడ్ కాదు. కోడ్ PTS-4-1ZK3M9QX0A7TB లాగా ఉంటుంది: ఫార్మాట్, ఆటగాళ్ల సంఖ్య, డీల్.</translation>
    </message>
    <message>
        <source>The deal code %1 names a hand that cannot be dealt.</source>
        <translation>డీల్ కోడ్ %1 పంచలేని హ్యాండ్‌ను సూచిస్తుంది.</translation>
    </message>
    <message>
        <source>The deal code %1 asks for a format that cannot be played with %2 players.</source>
        <translation>డీల్ కోడ్ %1 అడిగే ఫార్మాట్‌ను %2 మందితో ఆడలేము.</translation>
    </message>
</context>
<context>
    <name>rummy::SeatItem</name>
    <message>
        <source>D</source>
        <translation>డీ</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>సెట్టింగ్‌లు</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>సెట్టింగ్‌ల పేజీలు</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ఆట(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>హౌస్ రూల్స్(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>టేబుల్(&amp;T)</translation>
    </message>
    <message>
        <source>Rule changes apply from the next match; table options apply at once.</source>
        <translation>నియమాల మార్పులు తదుపరి మ్యాచ్ నుండి; టేబుల్ ఎంపికలు వెంటనే వర్తిస్తాయి.</translation>
    </message>
    <message>
        <source>Problem with these settings</source>
        <translation>ఈ సెట్టింగ్‌లలో సమస్య</translation>
    </message>
    <message>
        <source>Resets the options of the tab shown to their defaults.</source>
        <translation>చూపిన ట్యాబ్ ఎంపికలను అప్రమేయాలకు మారుస్తుంది.</translation>
    </message>
    <message>
        <source>Re-joining must stop below the pool limit (%1): lower the re-join limit.</source>
        <translation>మళ్లీ చేరడం పూల్ పరిమితి (%1) కంటే కిందే ఆగాలి: రీ-జాయిన్ పరిమితిని తగ్గించండి.</translation>
    </message>
    <message>
        <source>%1 players need at least %2 cards, but %3 deck(s) and %4 printed jokers make %5: add a deck.</source>
        <translation>%1 మందికి కనీసం %2 ముక్కలు కావాలి, కానీ %3 కట్టలు, %4 ముద్రిత జోకర్లు కలిపి %5 మాత్రమే: ఒక కట్ట చేర్చండి.</translation>
    </message>
    <message>
        <source>These rules cannot be played by %1 players.</source>
        <translation>ఈ నియమాలతో %1 మంది ఆడలేరు.</translation>
    </message>
    <message>
        <source>These Gin options cannot be played.</source>
        <translation>ఈ జిన్ ఎంపికలతో ఆడలేరు.</translation>
    </message>
    <message>
        <source>These options cannot be played.</source>
        <translation>ఈ ఎంపికలతో ఆడలేరు.</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsFile</name>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read and was kept as %3.</source>
        <translation>సెట్టింగ్‌ల ఫైల్ %1 %2 MB, సెట్టింగ్‌ల కంటే చాలా పెద్దది; దాన్ని చదవలేదు, %3 గా ఉంచాము.</translation>
    </message>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read.</source>
        <translation>సెట్టింగ్‌ల ఫైల్ %1 %2 MB, సెట్టింగ్‌ల కంటే చాలా పెద్దది; దాన్ని చదవలేదు.</translation>
    </message>
    <message>
        <source>Some lines of the settings file %1 are not settings; they were skipped.</source>
        <translation>సెట్టింగ్‌ల ఫైల్ %1 లోని కొన్ని పంక్తులు సెట్టింగ్‌లు కావు; వాటిని వదిలేశాము.</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>సెట్టింగ్‌ల ఫైల్‌ను ఉన్నది ఉన్నట్లు %1 గా ఉంచాము.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2); it was kept as %3.</source>
        <translation>సెట్టింగ్‌ల ఫైల్ %1 చదవలేకపోయాము (%2); దాన్ని %3 గా ఉంచాము.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2).</source>
        <translation>సెట్టింగ్‌ల ఫైల్ %1 చదవలేకపోయాము (%2).</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGamePage</name>
    <message>
        <source>A single deal: the losers pay the winner the points left in their hands.</source>
        <translation>ఒకే డీల్: ఓడినవారు తమ చేతిలో మిగిలిన పాయింట్లను విజేతకు చెల్లిస్తారు.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 101 points puts a player out. The last one in wins.</source>
        <translation>డీల్ తర్వాత డీల్; 101 పాయింట్లకు చేరితే ఆటగాడు బయటకు. చివరికి మిగిలినవారు గెలుస్తారు.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 201 points puts a player out. Drops cost 25 and 50.</source>
        <translation>డీల్ తర్వాత డీల్; 201 పాయింట్లకు చేరితే ఆటగాడు బయటకు. డ్రాప్‌లకు 25, 50.</translation>
    </message>
    <message>
        <source>Two deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>చిప్స్ కోసం రెండు డీల్‌లు; డ్రాప్ లేదు. చివరికి ఎక్కువ చిప్స్ ఉన్నవారు గెలుస్తారు.</translation>
    </message>
    <message>
        <source>Three deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>చిప్స్ కోసం మూడు డీల్‌లు; డ్రాప్ లేదు. చివరికి ఎక్కువ చిప్స్ ఉన్నవారు గెలుస్తారు.</translation>
    </message>
    <message>
        <source>Six deals played for chips; dropping allowed. Most chips at the end wins.</source>
        <translation>చిప్స్ కోసం ఆరు డీల్‌లు; డ్రాప్ అనుమతి ఉంది. చివరికి ఎక్కువ చిప్స్ ఉన్నవారు గెలుస్తారు.</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>మ్యాచ్ ఫార్మాట్</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>ఫార్మాట్(&amp;F):</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>టేబుల్ వద్ద ఆటగాళ్లు</translation>
    </message>
    <message>
        <source>How many sit at the table, you included (2 to 6). Default: 4.</source>
        <translation>మీతో కలిపి టేబుల్ వద్ద ఎంతమంది (2 నుండి 6). అప్రమేయం: 4.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>ఆటగాళ్లు(&amp;P):</translation>
    </message>
    <message>
        <source>Computer opponents</source>
        <translation>కంప్యూటర్ ప్రత్యర్థులు</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>స్థాయి</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>పేరు</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>సీటు %1</translation>
    </message>
    <message>
        <source>Level of seat %1</source>
        <translation>సీటు %1 స్థాయి</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>సీటు %1 పేరు</translation>
    </message>
    <message>
        <source>Left empty, the seat is called %1.</source>
        <translation>ఖాళీగా వదిలితే సీటు పేరు %1.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>జిన్ రమ్మీ</translation>
    </message>
    <message>
        <source>Indian Rummy (13 cards)</source>
        <translation>ఇండియన్ రమ్మీ (13 ముక్కలు)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>గేమ్</translation>
    </message>
    <message>
        <source>Which rummy game the next game plays. Default: Indian Rummy.</source>
        <translation>తదుపరి గేమ్‌లో ఏ రమ్మీ ఆడాలో. డిఫాల్ట్: ఇండియన్ రమ్మీ.</translation>
    </message>
    <message>
        <source>G&amp;ame:</source>
        <translation>ఆట(&amp;A):</translation>
    </message>
    <message>
        <source>Two players, ten cards each: meld your cards, knock when your deadwood is low, and be the first to 100 points. The House rules tab has Gin&apos;s options.</source>
        <translation>ఇద్దరు ఆటగాళ్లు, ఒక్కొక్కరికి పది ముక్కలు: మెల్డ్‌లు చేయండి, డెడ్‌వుడ్ తక్కువైతే నాక్ చేయండి, ముందుగా 100 పాయింట్లు చేరండి. జిన్ ఎంపికలు హౌస్ రూల్స్ ట్యాబ్‌లో ఉన్నాయి.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>ప్రత్యర్థి</translation>
    </message>
    <message>
        <source>Indian Rummy (21 cards)</source>
        <translation>ఇండియన్ రమ్మీ (21 ముక్కలు)</translation>
    </message>
    <message>
        <source>21 cards each from three decks: three pure sequences to declare, and value cards paid by everyone. %1</source>
        <translation>మూడు ప్యాక్‌ల నుండి ప్రతి ఒక్కరికీ 21 ముక్కలు: డిక్లేర్ చేయడానికి మూడు ప్యూర్ సీక్వెన్స్‌లు, అందరూ చెల్లించే విలువ కార్డులు. %1</translation>
    </message>
    <message>
        <source>Straight Rummy</source>
        <translation>స్ట్రెయిట్ రమ్మీ</translation>
    </message>
    <message>
        <source>Rummy 500</source>
        <translation>రమ్మీ 500</translation>
    </message>
    <message>
        <source>Rummy 51</source>
        <translation>రమ్మీ 51</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>కలూకి</translation>
    </message>
    <message>
        <source>Meld sets and runs on the table, lay off on anyone&apos;s melds, and go out first: the others pay what they hold.</source>
        <translation>టేబుల్‌పై సెట్‌లు, రన్‌లు మెల్డ్ చేయండి, ఎవరి మెల్డ్‌పైనైనా లే ఆఫ్ చేయండి, మొదట బయటపడండి: మిగతావారు చేతిలో ఉన్నదానికి చెల్లిస్తారు.</translation>
    </message>
    <message>
        <source>Take as deep into the discard pile as you can use: melds score for you, cards left in hand against you. First to 500 wins.</source>
        <translation>వేసిన ముక్కల కుప్పలో ఉపయోగపడినంత లోతు వరకు తీసుకోండి: మెల్డ్‌లు మీకు పాయింట్లు, చేతిలో మిగిలినవి మీకు వ్యతిరేకం. మొదట 500 చేరినవారు గెలుస్తారు.</translation>
    </message>
    <message>
        <source>Rummy 51&apos;s cousin: fifteen cards, the pile only after your opening, and whoever goes out collects from the others.</source>
        <translation>రమ్మీ 51 బంధువు: పదిహేను ముక్కలు, మీ ఓపెనింగ్ తర్వాతే కుప్ప, బయటపడినవారు మిగతావారి నుండి వసూలు చేస్తారు.</translation>
    </message>
    <message>
        <source>Two decks and jokers: your first lay-down must be worth 51 points. Lowest total when someone reaches the target wins.</source>
        <translation>రెండు డెక్‌లు, జోకర్లు: మీ మొదటి దించడం కనీసం 51 పాయింట్ల విలువ ఉండాలి. ఎవరైనా లక్ష్యం చేరినప్పుడు తక్కువ మొత్తం ఉన్నవారు గెలుస్తారు.</translation>
    </message>
    <message>
        <source>Easy makes plain moves, Hard remembers the open deck and plans its melds, Expert also looks ahead over the cards it cannot see. Default: Medium.</source>
        <translation>సులభం సాదా ఎత్తులు వేస్తుంది, కఠినం ఓపెన్ డెక్‌ను గుర్తుంచుకుని మెల్డ్‌లను ప్లాన్ చేస్తుంది, నిపుణుడు కనిపించని కార్డులనూ లెక్కించి ముందుకు చూస్తాడు. అప్రమేయం: మధ్యస్థం.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> సె.</translation>
    </message>
    <message>
        <source>Expert thinking time in seconds</source>
        <translation>నిపుణుడి ఆలోచన సమయం, సెకన్లలో</translation>
    </message>
    <message>
        <source>How long an Expert opponent thinks about each move: longer plays a little better. Default: 1 s.</source>
        <translation>నిపుణుడైన ప్రత్యర్థి ప్రతి ఎత్తుపై ఎంతసేపు ఆలోచిస్తాడు: ఎక్కువ సమయం కొంచెం మెరుగ్గా ఆడుతుంది. అప్రమేయం: 1 సె.</translation>
    </message>
    <message>
        <source>E&amp;xpert thinks:</source>
        <translation>నిపుణుడు &amp;ఆలోచిస్తాడు:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGinPage</name>
    <message>
        <source>&amp;Knock value:</source>
        <translation>నాక్ పరిమితి(&amp;K):</translation>
    </message>
    <message>
        <source>The most deadwood a player may hold when knocking (0: gin only).</source>
        <translation>నాక్ చేసేటప్పుడు ఉండగల గరిష్ఠ డెడ్‌వుడ్ (0: జిన్ మాత్రమే).</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the knock value</source>
        <translation>ఓక్లహోమా: మొదటి అప్‌కార్డ్ నాక్ పరిమితిని నిర్ణయిస్తుంది(&amp;O)</translation>
    </message>
    <message>
        <source>Each hand&apos;s knock value is the value of its first upcard; a court card counts 10.</source>
        <translation>ప్రతి హ్యాండ్ నాక్ పరిమితి దాని మొదటి అప్‌కార్డ్ విలువ; బొమ్మ ముక్క 10.</translation>
    </message>
    <message>
        <source>An &amp;ace turned up means gin only</source>
        <translation>ఏస్ తెరుచుకుంటే జిన్ మాత్రమే(&amp;A)</translation>
    </message>
    <message>
        <source>Oklahoma: an ace as first upcard allows only gin (else a knock with 1).</source>
        <translation>ఓక్లహోమా: మొదటి అప్‌కార్డ్ ఏస్ అయితే జిన్ మాత్రమే (లేకపోతే 1 తో నాక్).</translation>
    </message>
    <message>
        <source>A &amp;spade turned up doubles the hand</source>
        <translation>స్పేడ్ తెరుచుకుంటే హ్యాండ్ రెట్టింపు(&amp;S)</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as first upcard doubles every point of the hand.</source>
        <translation>ఓక్లహోమా: మొదటి అప్‌కార్డ్ స్పేడ్ అయితే హ్యాండ్ ప్రతి పాయింట్ రెట్టింపు.</translation>
    </message>
    <message>
        <source>Straight gi&amp;n: only gin ends a hand</source>
        <translation>స్ట్రెయిట్ జిన్: జిన్ మాత్రమే హ్యాండ్‌ను ముగిస్తుంది(&amp;N)</translation>
    </message>
    <message>
        <source>Nobody may knock with deadwood; a hand ends with gin or at the wall.</source>
        <translation>డెడ్‌వుడ్‌తో ఎవరూ నాక్ చేయలేరు; హ్యాండ్ జిన్‌తో లేదా వాల్ వద్ద ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>G&amp;in bonus:</source>
        <translation>జిన్ బోనస్(&amp;I):</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin.</source>
        <translation>ఎవరైనా జిన్ చేస్తే డిఫెండర్ డెడ్‌వుడ్‌కు కలుపుతారు.</translation>
    </message>
    <message>
        <source>&amp;Undercut bonus:</source>
        <translation>అండర్‌కట్ బోనస్(&amp;U):</translation>
    </message>
    <message>
        <source>Added to the difference when the defender&apos;s deadwood is not higher than the knocker&apos;s.</source>
        <translation>డిఫెండర్ డెడ్‌వుడ్ నాక్ చేసినవారి కంటే ఎక్కువ కాకపోతే తేడాకు కలుపుతారు.</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>బిగ్ జిన్ బోనస్(&amp;B):</translation>
    </message>
    <message>
        <source>For laying down all eleven cards in melds without a discard; 0: no big gin.</source>
        <translation>ఏ ముక్కా వేయకుండా పదకొండు ముక్కలూ మెల్డ్‌లుగా పెడితే; 0: బిగ్ జిన్ లేదు.</translation>
    </message>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>గేమ్ ఎన్ని పాయింట్ల వరకు(&amp;M):</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s hand points reach this.</source>
        <translation>ఒక ఆటగాడి హ్యాండ్ పాయింట్లు దీనికి చేరగానే గేమ్ ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>Gam&amp;e bonus:</source>
        <translation>గేమ్ బోనస్(&amp;E):</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of the game.</source>
        <translation>గేమ్ చివర విజేత పాయింట్లకు కలుపుతారు.</translation>
    </message>
    <message>
        <source>Bo&amp;x bonus:</source>
        <translation>బాక్స్ బోనస్(&amp;X):</translation>
    </message>
    <message>
        <source>Added at the end of the game for every hand a player won.</source>
        <translation>గేమ్ చివర ఆటగాడు గెలిచిన ప్రతి హ్యాండ్‌కు కలుపుతారు.</translation>
    </message>
    <message>
        <source>A shutout &amp;doubles the winner&apos;s points</source>
        <translation>షటౌట్‌లో విజేత పాయింట్లు రెట్టింపు(&amp;D)</translation>
    </message>
    <message>
        <source>When the loser won no hand, the winner&apos;s hand points are doubled before the bonuses.</source>
        <translation>ఓడినవారు ఒక్క హ్యాండ్ కూడా గెలవకపోతే బోనస్‌లకు ముందు విజేత హ్యాండ్ పాయింట్లు రెట్టింపు.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>తీసిన ముక్కను తిరిగి వేయవచ్చు(&amp;R)</translation>
    </message>
    <message>
        <source>When off, the card just taken from the discard pile may not be discarded in the same turn.</source>
        <translation>ఆఫ్‌లో ఉంటే డిస్కార్డ్ పైల్ నుండి ఇప్పుడే తీసిన ముక్కను అదే వంతులో వేయలేరు.</translation>
    </message>
    <message>
        <source>E&amp;qual deadwood is an undercut</source>
        <translation>సమాన డెడ్‌వుడ్ అండర్‌కట్(&amp;Q)</translation>
    </message>
    <message>
        <source>When off, equal counts win the hand for the knocker, for no points.</source>
        <translation>ఆఫ్‌లో ఉంటే సమాన లెక్కలో నాక్ చేసినవారు పాయింట్లు లేకుండా హ్యాండ్ గెలుస్తారు.</translation>
    </message>
    <message>
        <source>At the &amp;wall:</source>
        <translation>వాల్ వద్ద(&amp;W):</translation>
    </message>
    <message>
        <source>What happens when two cards are left in the stock and a player discards without knocking.</source>
        <translation>స్టాక్‌లో రెండు ముక్కలు మిగిలి ఉండగా ఎవరైనా నాక్ చేయకుండా ముక్క వేస్తే ఏమవుతుంది.</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>నాక్</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>హ్యాండ్ పాయింట్లు</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>గేమ్</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>ఆట</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>ప్రామాణికం: %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ఆన్</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ఆఫ్</translation>
    </message>
    <message>
        <source>The hand is void</source>
        <translation>హ్యాండ్ రద్దవుతుంది</translation>
    </message>
    <message>
        <source>The other player may take the discard to knock</source>
        <translation>మరో ఆటగాడు నాక్ కోసం వేసిన ముక్క తీసుకోవచ్చు</translation>
    </message>
    <message>
        <source>At the wall</source>
        <translation>వాల్ వద్ద</translation>
    </message>
    <message>
        <source>Restore the standard Gin rules</source>
        <translation>జిన్ ప్రామాణిక నియమాలను పునరుద్ధరించు</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsRulesPage</name>
    <message>
        <source>The shoe</source>
        <translation>షూ (ముక్కల కుప్ప)</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>కట్టలు(&amp;D):</translation>
    </message>
    <message>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>52 ముక్కల కట్టలు ఎన్ని కలిపి కలుపుతారు.</translation>
    </message>
    <message>
        <source>Printed &amp;jokers:</source>
        <translation>ముద్రిత జోకర్లు(&amp;J):</translation>
    </message>
    <message>
        <source>Printed jokers in the whole shoe; each is wild.</source>
        <translation>మొత్తం షూలో ముద్రిత జోకర్లు; ప్రతిదీ వైల్డ్.</translation>
    </message>
    <message>
        <source>&amp;Wild card rank</source>
        <translation>వైల్డ్ జోకర్(&amp;W)</translation>
    </message>
    <message>
        <source>A card is cut face up after the deal; every card of its rank is a joker.</source>
        <translation>పంచిన తర్వాత ఒక ముక్క తెరిచి కోయబడుతుంది; అదే ర్యాంక్ ఉన్న ప్రతి ముక్క జోకర్.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>స్కోరింగ్</translation>
    </message>
    <message>
        <source>&amp;First drop:</source>
        <translation>ఫస్ట్ డ్రాప్(&amp;F):</translation>
    </message>
    <message>
        <source>Points for leaving the deal before one&apos;s first draw.</source>
        <translation>మొదటి సారి తీయకముందే డీల్ వదిలితే పాయింట్లు.</translation>
    </message>
    <message>
        <source>&amp;Middle drop:</source>
        <translation>మిడిల్ డ్రాప్(&amp;M):</translation>
    </message>
    <message>
        <source>Points for leaving the deal after having drawn.</source>
        <translation>తీసిన తర్వాత డీల్ వదిలితే పాయింట్లు.</translation>
    </message>
    <message>
        <source>Wrong &amp;declaration:</source>
        <translation>తప్పు డిక్లేర్(&amp;D):</translation>
    </message>
    <message>
        <source>Points for declaring a hand that is not valid.</source>
        <translation>సరికాని చేతిని డిక్లేర్ చేస్తే పాయింట్లు.</translation>
    </message>
    <message>
        <source>&amp;Cap on a hand:</source>
        <translation>చేతికి గరిష్ట పరిమితి(&amp;C):</translation>
    </message>
    <message>
        <source>The most a losing hand can cost.</source>
        <translation>ఓడిన చేతికి గరిష్ట పాయింట్లు.</translation>
    </message>
    <message>
        <source>&amp;Valid hand, not declared:</source>
        <translation>సరైన చేయి, డిక్లేర్ చేయలేదు(&amp;V):</translation>
    </message>
    <message>
        <source>What a loser pays whose hand was already valid.</source>
        <translation>అప్పటికే సరైన చేయి ఉన్న ఓడినవారు చెల్లించేది.</translation>
    </message>
    <message>
        <source>A pure sequence &amp;alone lowers the count</source>
        <translation>ప్యూర్ సీక్వెన్స్ ఒక్కటే ఉన్నా పాయింట్లు తగ్గుతాయి(&amp;A)</translation>
    </message>
    <message>
        <source>A loser with a pure sequence but no second sequence does not pay for the cards of that pure sequence.</source>
        <translation>ప్యూర్ సీక్వెన్స్ ఉండి రెండో సీక్వెన్స్ లేని ఓడినవారు ఆ ప్యూర్ సీక్వెన్స్ ముక్కలకు చెల్లించరు.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>ఆట</translation>
    </message>
    <message>
        <source>&amp;Jokers may be taken from the open deck</source>
        <translation>ఓపెన్ డెక్ నుండి జోకర్లు తీసుకోవచ్చు(&amp;J)</translation>
    </message>
    <message>
        <source>When off, a joker thrown on the open deck stays there (the first open card may always be taken).</source>
        <translation>ఆపివేసినప్పుడు ఓపెన్ డెక్‌పై వేసిన జోకర్ అక్కడే ఉంటుంది (మొదటి తెరిచిన ముక్కను ఎప్పుడూ తీసుకోవచ్చు).</translation>
    </message>
    <message>
        <source>A wrong declaration &amp;ends the deal</source>
        <translation>తప్పు డిక్లేర్ డీల్‌ను ముగిస్తుంది(&amp;E)</translation>
    </message>
    <message>
        <source>When off, the player who declared wrongly pays and the others play on.</source>
        <translation>ఆపివేసినప్పుడు తప్పుగా డిక్లేర్ చేసినవారు చెల్లిస్తారు, మిగతావారు కొనసాగిస్తారు.</translation>
    </message>
    <message>
        <source>&amp;Turn timer (seconds):</source>
        <translation>వంతు టైమర్ (సెకన్లు)(&amp;T):</translation>
    </message>
    <message>
        <source>Seconds for each turn; 0 means no timer.</source>
        <translation>ప్రతి వంతుకు సెకన్లు; 0 అంటే టైమర్ లేదు.</translation>
    </message>
    <message>
        <source>No timer</source>
        <translation>టైమర్ లేదు</translation>
    </message>
    <message>
        <source>Missed turns &amp;as a drop:</source>
        <translation>డ్రాప్‌గా లెక్కించే కోల్పోయిన వంతులు(&amp;A):</translation>
    </message>
    <message>
        <source>Turns in a row that run out of time before the player counts as a middle drop.</source>
        <translation>వరుసగా ఎన్ని వంతుల సమయం ముగిస్తే ఆటగాడు మిడిల్ డ్రాప్ అవుతారు.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>పూల్</translation>
    </message>
    <message>
        <source>Pool &amp;limit:</source>
        <translation>పూల్ పరిమితి(&amp;L):</translation>
    </message>
    <message>
        <source>A player who reaches this score is out.</source>
        <translation>ఈ స్కోరు చేరిన ఆటగాడు బయటకు.</translation>
    </message>
    <message>
        <source>Players who are out may &amp;re-join</source>
        <translation>బయటకు వెళ్లినవారు మళ్లీ చేరవచ్చు(&amp;R)</translation>
    </message>
    <message>
        <source>A player who is out may buy back in, at the highest remaining score plus one.</source>
        <translation>బయటకు వెళ్లిన ఆటగాడు మిగిలినవారి అత్యధిక స్కోరు కంటే ఒకటి ఎక్కువతో మళ్లీ చేరవచ్చు.</translation>
    </message>
    <message>
        <source>Re-join &amp;while the top score is at most:</source>
        <translation>మళ్లీ చేరడం, అత్యధిక స్కోరు గరిష్టంగా(&amp;W):</translation>
    </message>
    <message>
        <source>Re-joining is allowed only while no remaining player has more than this.</source>
        <translation>మిగిలిన ఏ ఆటగాడికీ దీనికంటే ఎక్కువ లేనంత వరకే మళ్లీ చేరవచ్చు.</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>పందెం</translation>
    </message>
    <message>
        <source>C&amp;hips per deal:</source>
        <translation>డీల్‌కు చిప్స్(&amp;H):</translation>
    </message>
    <message>
        <source>Deals formats: each player starts with this many chips for every deal.</source>
        <translation>డీల్స్ ఫార్మాట్‌లు: ప్రతి ఆటగాడు ప్రతి డీల్‌కు ఇన్ని చిప్స్‌తో మొదలుపెడతారు.</translation>
    </message>
    <message>
        <source>&amp;Point value:</source>
        <translation>పాయింట్ విలువ(&amp;P):</translation>
    </message>
    <message>
        <source>Points format: what one point is worth, for the result screen.</source>
        <translation>పాయింట్స్ ఫార్మాట్: ఫలితాల తెరకోసం ఒక పాయింట్ విలువ.</translation>
    </message>
    <message>
        <source>Restore the format&apos;s standard rules</source>
        <translation>ఫార్మాట్ ప్రామాణిక నియమాలను పునరుద్ధరించు</translation>
    </message>
    <message>
        <source>Sets every house rule to the standard value of the chosen format.</source>
        <translation>ప్రతి హౌస్ రూల్‌ను ఎంచుకున్న ఫార్మాట్ ప్రామాణిక విలువకు మారుస్తుంది.</translation>
    </message>
    <message>
        <source>Standard in %1: %2.</source>
        <translation>%1 లో ప్రామాణికం: %2.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ఆన్</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ఆఫ్</translation>
    </message>
    <message>
        <source>Table: 10, 30, 50; a marriage 100</source>
        <translation>పట్టిక: 10, 30, 50; మ్యారేజ్ 100</translation>
    </message>
    <message>
        <source>Flat: 20 a card</source>
        <translation>ఒకే రేటు: ఒక్కో కార్డుకు 20</translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation>చెల్లించరు</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>విలువ కార్డులు</translation>
    </message>
    <message>
        <source>21 cards: what every other player still in the deal pays a holder of value cards (the cut card&apos;s suit: its rank, one above and one below). Standard: the table.</source>
        <translation>21 ముక్కలు: డీల్‌లో ఇంకా ఉన్న ప్రతి ఇతర ఆటగాడు విలువ కార్డులు ఉన్నవారికి చెల్లించేది (కోసిన కార్డు సూట్: దాని ర్యాంక్, ఒకటి పైన, ఒకటి కింద). ప్రామాణికం: పట్టిక.</translation>
    </message>
    <message>
        <source>&amp;Value cards:</source>
        <translation>&amp;విలువ కార్డులు:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTableGamePage</name>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>గేమ్ ఎన్ని పాయింట్ల వరకు(&amp;M):</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s total reaches this.</source>
        <translation>ఒక ఆటగాడి మొత్తం ఇంత చేరినప్పుడు గేమ్ ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>&amp;Hands in a game:</source>
        <translation>ఒక ఆటలో చేతులు(&amp;H):</translation>
    </message>
    <message>
        <source>Play this many hands instead of to a target; the best total then wins.</source>
        <translation>లక్ష్యానికి బదులుగా ఇన్ని చేతులు ఆడండి; అప్పుడు ఉత్తమ మొత్తం గెలుస్తుంది.</translation>
    </message>
    <message>
        <source>To the target</source>
        <translation>లక్ష్యం వరకు</translation>
    </message>
    <message>
        <source>&amp;Opening points:</source>
        <translation>ఓపెనింగ్ పాయింట్లు(&amp;O):</translation>
    </message>
    <message>
        <source>The least a player&apos;s first lay-down must be worth (0: no minimum).</source>
        <translation>ఆటగాడి మొదటి దించడానికి కనీస విలువ (0: కనీసం లేదు).</translation>
    </message>
    <message>
        <source>Going out in one turn &amp;doubles the hand</source>
        <translation>ఒకే వంతులో బయటపడితే హ్యాండ్ రెట్టింపు(&amp;D)</translation>
    </message>
    <message>
        <source>Laying the whole hand down at once (rummy) doubles what the others pay.</source>
        <translation>మొత్తం చేయి ఒకేసారి దించితే (రమ్మీ) మిగతావారు చెల్లించేది రెట్టింపు.</translation>
    </message>
    <message>
        <source>Cards count &amp;5 or 10</source>
        <translation>ముక్కలు 5 లేదా 10గా లెక్కించబడతాయి(&amp;5)</translation>
    </message>
    <message>
        <source>Two to nine and a low ace count 5, ten to king 10, a high ace 15.</source>
        <translation>రెండు నుండి తొమ్మిది, తక్కువ ఏస్ 5, పది నుండి రాజు 10, ఎక్కువ ఏస్ 15.</translation>
    </message>
    <message>
        <source>The top card taken must be &amp;played at once</source>
        <translation>తీసిన పై ముక్కను వెంటనే ఆడాలి(&amp;P)</translation>
    </message>
    <message>
        <source>When on, even the pile&apos;s top card alone goes into a meld or onto one in the same turn.</source>
        <translation>ఆన్‌లో ఉంటే, కుప్ప పై ముక్క ఒక్కటే తీసినా అదే వంతులో ఒక మెల్డ్‌లోకి లేదా మెల్డ్ మీదికి వెళ్లాలి.</translation>
    </message>
    <message>
        <source>The deepest card taken starts a &amp;new meld</source>
        <translation>లోతు నుంచి తీసిన ముక్క కొత్త మెల్డ్ మొదలుపెడుతుంది(&amp;N)</translation>
    </message>
    <message>
        <source>When on, the card that must be played goes into a new meld, not onto a meld on the table.</source>
        <translation>ఆన్‌లో ఉంటే, ఆడాల్సిన ముక్క కొత్త మెల్డ్‌లోకి వెళ్తుంది, టేబుల్ మీది మెల్డ్ మీదికి కాదు.</translation>
    </message>
    <message>
        <source>&amp;Floating: meld every card, go out with a discard</source>
        <translation>ఫ్లోటింగ్: అన్ని ముక్కలూ మెల్డ్ చేసి, విసిరివేతతో బయటకు(&amp;F)</translation>
    </message>
    <message>
        <source>When on, a player may lay down every card and wait for the next turn without cards; the hand ends only with a discard.</source>
        <translation>ఆన్‌లో ఉంటే, ఆటగాడు అన్ని ముక్కలూ దించి ముక్కలు లేకుండా తదుపరి వంతు కోసం ఎదురుచూడవచ్చు; చేయి ఒక విసిరివేతతో మాత్రమే ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>The l&amp;ast discard must fit no meld</source>
        <translation>చివరి విసిరివేత ఏ మెల్డ్‌కీ సరిపోకూడదు(&amp;A)</translation>
    </message>
    <message>
        <source>When on, a last card that could be laid off must be laid off (the player then floats) rather than thrown to go out.</source>
        <translation>ఆన్‌లో ఉంటే, జోడించగలిగే చివరి ముక్కను జోడించాలి (అప్పుడు ఆటగాడు ఫ్లోట్ అవుతాడు), బయటకు వెళ్లడానికి విసరకూడదు.</translation>
    </message>
    <message>
        <source>Only the player who goes &amp;out can win</source>
        <translation>బయటకు వెళ్లే ఆటగాడు మాత్రమే గెలవగలడు(&amp;O)</translation>
    </message>
    <message>
        <source>When on, the game ends only when the player who went out has reached the target; another player&apos;s higher total does not win.</source>
        <translation>ఆన్‌లో ఉంటే, బయటకు వెళ్లిన ఆటగాడు లక్ష్యం చేరినప్పుడే ఆట ముగుస్తుంది; వేరొకరి ఎక్కువ మొత్తం గెలవదు.</translation>
    </message>
    <message>
        <source>&amp;Lay off before one&apos;s own first meld</source>
        <translation>సొంత మొదటి మెల్డ్‌కు ముందు లే ఆఫ్(&amp;L)</translation>
    </message>
    <message>
        <source>When off, a player must have laid a meld before adding to others.</source>
        <translation>ఆఫ్‌లో ఉంటే, ఇతరుల మెల్డ్‌లకు జోడించే ముందు ఆటగాడు ఒక మెల్డ్ దించి ఉండాలి.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>తీసిన ముక్కను తిరిగి వేయవచ్చు(&amp;R)</translation>
    </message>
    <message>
        <source>When off, the card just taken from the pile may not be discarded in the same turn.</source>
        <translation>ఆఫ్‌లో ఉంటే, కుప్ప నుండి ఇప్పుడే తీసుకున్న ముక్కను అదే వంతులో వేయలేరు.</translation>
    </message>
    <message>
        <source>Going out needs a final d&amp;iscard</source>
        <translation>బయటపడటానికి చివరగా ఒక ముక్క వేయాలి(&amp;I)</translation>
    </message>
    <message>
        <source>When on, a player cannot go out by melding the last card.</source>
        <translation>ఆన్‌లో ఉంటే, చివరి ముక్కను మెల్డ్ చేసి బయటపడలేరు.</translation>
    </message>
    <message>
        <source>S&amp;wap a joker for the card it stands for</source>
        <translation>జోకర్‌ను అది సూచించే ముక్కతో మార్చు(&amp;W)</translation>
    </message>
    <message>
        <source>An opened player may give the natural card and take the joker.</source>
        <translation>ఓపెనింగ్ చేసిన ఆటగాడు అసలు ముక్క ఇచ్చి జోకర్ తీసుకోవచ్చు.</translation>
    </message>
    <message>
        <source>&amp;Take a card from a meld of four or more</source>
        <translation>నాలుగు లేదా ఎక్కువ ఉన్న మెల్డ్ నుండి ఒక ముక్క తీసుకో(&amp;T)</translation>
    </message>
    <message>
        <source>Instead of drawing, take a card from a meld and meld it at once.</source>
        <translation>తీయడానికి బదులు ఒక మెల్డ్ నుండి ముక్క తీసుకుని వెంటనే మెల్డ్ చేయండి.</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>ప్రామాణికం: %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ఆన్</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ఆఫ్</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTablePage</name>
    <message>
        <source>System</source>
        <translation>సిస్టమ్</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>పేక కట్ట</translation>
    </message>
    <message>
        <source>The card faces: the game&apos;s own decks, or an SVG deck installed by KDE or GNOME Aisleriot. Default: Standard (two colours).</source>
        <translation>ముక్కల ముఖాలు: ఆట సొంత కట్టలు, లేదా KDE లేదా GNOME Aisleriot ఇన్‌స్టాల్ చేసిన SVG కట్ట. అప్రమేయం: ప్రామాణికం (రెండు రంగులు).</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>కట్ట(&amp;D):</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>ఎరుపు</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>నీలం</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>ఆకుపచ్చ</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>ముక్క వెనుక భాగం</translation>
    </message>
    <message>
        <source>The back of the game&apos;s own decks; a KDE or Aisleriot deck has one back of its own. Default: Red.</source>
        <translation>ఆట సొంత కట్టల వెనుక భాగం; KDE లేదా Aisleriot కట్టకు దాని సొంత వెనుక భాగం ఉంటుంది. అప్రమేయం: ఎరుపు.</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>ముక్క వెనుక భాగం(&amp;B):</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>టేబుల్ రంగు</translation>
    </message>
    <message>
        <source>The colour of the felt. Default: green.</source>
        <translation>టేబుల్ గుడ్డ రంగు. అప్రమేయం: ఆకుపచ్చ.</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>టేబుల్ రంగు(&amp;C):</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>సాధారణం</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>వేగం</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>ఆపు</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>యానిమేషన్ వేగం</translation>
    </message>
    <message>
        <source>How cards glide: Normal, Fast (bots think a third as long) or Off (cards jump, bots move at once). Default: Normal.</source>
        <translation>ముక్కలు ఎలా జారుతాయి: సాధారణం, వేగం (బాట్‌లు మూడో వంతు సమయం ఆలోచిస్తాయి) లేదా ఆపు (ముక్కలు దూకుతాయి, బాట్‌లు వెంటనే ఆడతాయి). అప్రమేయం: సాధారణం.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>యానిమేషన్(&amp;A):</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> మి.సె.</translation>
    </message>
    <message>
        <source>Bot thinking time in milliseconds</source>
        <translation>బాట్ ఆలోచన సమయం, మిల్లీసెకన్లలో</translation>
    </message>
    <message>
        <source>How long a computer opponent seems to think at Normal speed; the bots decide at once whatever this says. Default: 700 ms.</source>
        <translation>సాధారణ వేగంలో కంప్యూటర్ ప్రత్యర్థి ఎంతసేపు ఆలోచిస్తున్నట్లు కనిపించాలి; ఇక్కడ ఏమున్నా బాట్‌లు వెంటనే నిర్ణయిస్తాయి. అప్రమేయం: 700 మి.సె.</translation>
    </message>
    <message>
        <source>Bot &amp;thinking time:</source>
        <translation>బాట్ ఆలోచన సమయం(&amp;T):</translation>
    </message>
    <message>
        <source>Language, applies after a restart</source>
        <translation>భాష, పునఃప్రారంభం తర్వాత వర్తిస్తుంది</translation>
    </message>
    <message>
        <source>The language of the game. Default: the system&apos;s.</source>
        <translation>ఆట భాష. అప్రమేయం: సిస్టమ్ భాష.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>భాష(&amp;L):</translation>
    </message>
    <message>
        <source>The language applies after a restart.</source>
        <translation>భాష పునఃప్రారంభం తర్వాత వర్తిస్తుంది.</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>శబ్దాలు వినిపించు</translation>
    </message>
    <message>
        <source>Sounds for the deal, draws and discards, your turn, the turn clock running out, declarations, wins and losses. Default: on.</source>
        <translation>పంచడం, కార్డు తీయడం, వేయడం, మీ వంతు, సమయం ముగుస్తుండటం, ప్రకటన, గెలుపు, ఓటమి శబ్దాలు. డిఫాల్ట్: ఆన్.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>శబ్ద స్థాయి</translation>
    </message>
    <message>
        <source>How loud the sounds are. Default: 70%.</source>
        <translation>శబ్దాలు ఎంత గట్టిగా ఉండాలి. డిఫాల్ట్: 70%.</translation>
    </message>
    <message>
        <source>&amp;Sounds:</source>
        <translation>&amp;శబ్దాలు:</translation>
    </message>
</context>
<context>
    <name>rummy::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>కీబోర్డ్ షార్ట్‌కట్‌లు</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>ఎడమ, కుడి</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>చేతిలోని కార్డుల మధ్య కదలండి</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>The first or the last card of your hand</source>
        <translation>చేతిలో మొదటి లేదా చివరి కార్డు</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>స్పేస్</translation>
    </message>
    <message>
        <source>Select or unselect the card</source>
        <translation>కార్డును ఎంచుకోండి లేదా ఎంపిక తీసివేయండి</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>కీ</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>ఏమి చేస్తుంది</translation>
    </message>
</context>
<context>
    <name>rummy::StatsDialog</name>
    <message>
        <source>&amp;Reset…</source>
        <translation>రీసెట్(&amp;R)…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>గణాంకాలు</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>మ్యాచ్ ఫార్మాట్</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>ఫార్మాట్(&amp;F):</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>అంశం</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>విలువ</translation>
    </message>
    <message>
        <source>Statistics for the chosen format</source>
        <translation>ఎంచుకున్న ఫార్మాట్ గణాంకాలు</translation>
    </message>
    <message>
        <source>Recent deals</source>
        <translation>ఇటీవలి డీల్‌లు</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>ఆడిన మ్యాచ్‌లు</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>గెలిచిన మ్యాచ్‌లు</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>ఆడిన డీల్‌లు</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>గెలిచిన డీల్‌లు</translation>
    </message>
    <message>
        <source>Deals lost</source>
        <translation>ఓడిన డీల్‌లు</translation>
    </message>
    <message>
        <source>Average points per lost deal</source>
        <translation>ఓడిన డీల్‌కు సగటు పాయింట్లు</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Valid declarations</source>
        <translation>సరైన డిక్లేర్‌లు</translation>
    </message>
    <message>
        <source>Wrong declarations</source>
        <translation>తప్పు డిక్లేర్‌లు</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>డ్రాప్‌లు</translation>
    </message>
    <message>
        <source>Current win streak (deals)</source>
        <translation>ప్రస్తుత విజయ పరంపర (డీల్‌లు)</translation>
    </message>
    <message>
        <source>Best win streak (deals)</source>
        <translation>ఉత్తమ విజయ పరంపర (డీల్‌లు)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>గణాంకాలను రీసెట్ చేయి</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>జిన్ రమ్మీ</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>ఆడిన గేమ్‌లు</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>గెలిచిన గేమ్‌లు</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>ఆడిన హ్యాండ్‌లు</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>గెలిచిన హ్యాండ్‌లు</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>జిన్‌లు</translation>
    </message>
    <message>
        <source>Undercuts</source>
        <translation>అండర్‌కట్‌లు</translation>
    </message>
    <message>
        <source>Best game (points)</source>
        <translation>ఉత్తమ గేమ్ (పాయింట్లు)</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>ఇటీవలి హ్యాండ్‌లు</translation>
    </message>
    <message>
        <source>Clear the statistics of every format and of Gin? This cannot be undone.</source>
        <translation>అన్ని ఫార్మాట్‌ల, జిన్ గణాంకాలను తుడిచేయాలా? దీన్ని వెనక్కి తీసుకోలేరు.</translation>
    </message>
    <message>
        <source>21 cards · %1</source>
        <translation>21 ముక్కలు · %1</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>వదిలేసిన ఆటలు</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <translation>వదిలేసిన మ్యాచ్‌లు</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 స్టాక్ నుండి తీశారు</translation>
    </message>
    <message>
        <source>%1 took %2 cards from the pile</source>
        <translation>%1 కుప్ప నుండి %2 ముక్కలు తీసుకున్నారు</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 డిస్కార్డ్ పైల్ ముక్క తీసుకున్నారు</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 %2 తీసుకున్నారు</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 %2 వేశారు</translation>
    </message>
    <message>
        <source>%1 laid a meld</source>
        <translation>%1 ఒక మెల్డ్ దించారు</translation>
    </message>
    <message>
        <source>%1 laid off %2</source>
        <translation>%1 %2 లే ఆఫ్ చేశారు</translation>
    </message>
    <message>
        <source>%1 took a joker for %2</source>
        <translation>%1 %2 ఇచ్చి జోకర్ తీసుకున్నారు</translation>
    </message>
    <message>
        <source>%1 took %2 from a meld</source>
        <translation>%1 ఒక మెల్డ్ నుండి %2 తీసుకున్నారు</translation>
    </message>
    <message>
        <source>%1 ended the turn</source>
        <translation>%1 వంతు ముగించారు</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameFront</name>
    <message>
        <source>Rummy moves</source>
        <translation>రమ్మీ కదలికలు</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>తీయి</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>వేసిన ముక్క తీసుకో</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>మెల్డ్</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>లే ఆఫ్</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>వేయి</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>వంతు ముగించు</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>తదుపరి హ్యాండ్</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>సూచన</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>సూచన: %1.</translation>
    </message>
    <message>
        <source>Abandon this game and start a new one?</source>
        <translation>ఈ గేమ్ వదిలి కొత్తది ప్రారంభించాలా?</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>నియమాల పాఠ్యం కనబడలేదు.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>నియమాలు</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>గేమ్ ముగిసింది: మళ్లీ ఆడటానికి కొత్త ఆట నొక్కండి.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>హ్యాండ్ ముగిసింది: తదుపరిది పంచడానికి తదుపరి హ్యాండ్ నొక్కండి.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>ఈ హ్యాండ్ కోడ్: %1</translation>
    </message>
    <message>
        <source>Select cards and Meld (M), drag a card onto a meld to lay it off, or onto the pile to discard (D).</source>
        <translation>ముక్కలు ఎంచుకుని మెల్డ్ చేయండి (M), లే ఆఫ్ కోసం ముక్కను ఒక మెల్డ్‌పైకి లాగండి, వేయడానికి కుప్పపైకి (D).</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw (C, O).</source>
        <translation>మీ వంతు: తీయడానికి స్టాక్ లేదా వేసిన ముక్కల కుప్పపై క్లిక్ చేయండి (C, O).</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C), or take a card from an opponent&apos;s meld of four or more into a new meld.</source>
        <translation>మీ వంతు: తీయడానికి స్టాక్‌పై క్లిక్ చేయండి (C), లేదా ప్రత్యర్థి నాలుగు లేదా అంతకంటే ఎక్కువ ముక్కల మెల్డ్ నుండి ఒక ముక్క తీసి కొత్త మెల్డ్‌లో పెట్టండి.</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C).</source>
        <translation>మీ వంతు: తీయడానికి స్టాక్‌పై క్లిక్ చేయండి (C).</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 వంతు.</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameScene</name>
    <message>
        <source>Rummy table</source>
        <translation>రమ్మీ టేబుల్</translation>
    </message>
    <message>
        <source>The stock and the discard pile at the top, each player&apos;s melds in the middle, your hand at the bottom</source>
        <translation>పైన స్టాక్ మరియు వేసిన ముక్కల కుప్ప, మధ్యలో ప్రతి ఆటగాడి మెల్డ్‌లు, కింద మీ చేయి</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>స్టాక్: %1</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>వేసిన ముక్కలు: ఖాళీ</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>వేసిన ముక్కలు: %1</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(డీలర్)</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 పాయింట్లు</translation>
    </message>
    <message>
        <source>in hand: %1</source>
        <translation>చేతిలో: %1</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>ఇంకా తెరవలేదు</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>ఇంకా మెల్డ్‌లు లేవు</translation>
    </message>
    <message>
        <source>Unmatched: %1 points</source>
        <translation>సరిపోలనివి: %1 పాయింట్లు</translation>
    </message>
    <message>
        <source>Play %1 now: it must go into a meld.</source>
        <translation>%1 ఇప్పుడే ఆడండి: అది ఒక మెల్డ్‌లోకి వెళ్ళాలి.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>ఎంచుకున్నవి: %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameTexts</name>
    <message>
        <source>Draw first: click the stock or the discard pile.</source>
        <translation>ముందు తీయండి: స్టాక్ లేదా వేసిన ముక్కల కుప్పపై క్లిక్ చేయండి.</translation>
    </message>
    <message>
        <source>You have drawn already: meld, lay off or discard.</source>
        <translation>మీరు ఇప్పటికే తీశారు: మెల్డ్, లే ఆఫ్ లేదా వేయండి.</translation>
    </message>
    <message>
        <source>These cards do not make a meld: a set is three or four of a rank, a run three or more in a row of one suit.</source>
        <translation>ఈ ముక్కలు మెల్డ్ కావు: సెట్ అంటే ఒకే ర్యాంక్‌లో మూడు లేదా నాలుగు, రన్ అంటే ఒకే సూట్‌లో వరుసగా మూడు లేదా ఎక్కువ.</translation>
    </message>
    <message>
        <source>Only one meld per turn in this game.</source>
        <translation>ఈ గేమ్‌లో ఒక వంతుకు ఒకే మెల్డ్.</translation>
    </message>
    <message>
        <source>Not before your opening: first lay down melds worth %1 points.</source>
        <translation>ఓపెనింగ్‌కు ముందు కాదు: ముందుగా %1 పాయింట్ల విలువైన మెల్డ్‌లు దించండి.</translation>
    </message>
    <message>
        <source>Not before your first meld of your own.</source>
        <translation>మీ సొంత మొదటి మెల్డ్‌కు ముందు కాదు.</translation>
    </message>
    <message>
        <source>Your opening must be worth %1 points or more.</source>
        <translation>మీ ఓపెనింగ్ కనీసం %1 పాయింట్ల విలువ ఉండాలి.</translation>
    </message>
    <message>
        <source>Play %1 now: the card you took must go into a meld at once.</source>
        <translation>%1 ఇప్పుడే ఆడండి: తీసుకున్న ముక్క వెంటనే ఒక మెల్డ్‌లోకి వెళ్ళాలి.</translation>
    </message>
    <message>
        <source>The card you took must be played at once, and cannot be.</source>
        <translation>తీసుకున్న ముక్కను వెంటనే ఆడాలి, కానీ అది కుదరదు.</translation>
    </message>
    <message>
        <source>End your turn with a discard.</source>
        <translation>ఒక ముక్క వేసి మీ వంతు ముగించండి.</translation>
    </message>
    <message>
        <source>That card does not fit on that meld.</source>
        <translation>ఆ ముక్క ఆ మెల్డ్‌కు సరిపోదు.</translation>
    </message>
    <message>
        <source>The stock is empty: take the discard pile.</source>
        <translation>స్టాక్ ఖాళీ: వేసిన ముక్కల కుప్ప తీసుకోండి.</translation>
    </message>
    <message>
        <source>The card you took from the pile cannot go back on it this turn.</source>
        <translation>కుప్ప నుండి తీసుకున్న ముక్కను ఈ వంతులో తిరిగి వేయలేరు.</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off (you then wait for your next turn without cards).</source>
        <translation>మీ చివరి ముక్క టేబుల్ మీది ఒక మెల్డ్‌కు సరిపోతుంది: దాన్ని అక్కడ జోడించండి (తర్వాత ముక్కలు లేకుండా మీ తదుపరి వంతు కోసం ఎదురుచూస్తారు).</translation>
    </message>
    <message>
        <source>Not a meld</source>
        <translation>మెల్డ్ కాదు</translation>
    </message>
    <message>
        <source>%1 melds, %2 points</source>
        <translation>%1 మెల్డ్‌లు, %2 పాయింట్లు</translation>
    </message>
    <message>
        <source>Set, %1 points</source>
        <translation>సెట్, %1 పాయింట్లు</translation>
    </message>
    <message>
        <source>Run, %1 points</source>
        <translation>రన్, %1 పాయింట్లు</translation>
    </message>
    <message>
        <source>Opening: %1 of %2</source>
        <translation>ఓపెనింగ్: %2లో %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableRulesSummary</name>
    <message>
        <source>Kaluki follows the Rummy 51 rules below, with the differences listed here and in the section &quot;%1&quot; near the end.</source>
        <translation>కలూకి కింద ఉన్న రమ్మీ 51 నియమాలతో ఆడబడుతుంది; తేడాలు ఇక్కడ మరియు చివర దగ్గరి &quot;%1&quot; విభాగంలో ఉన్నాయి.</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>కలూకి</translation>
    </message>
    <message>
        <source>Cards dealt to each player: %1.</source>
        <translation>ప్రతి ఆటగాడికి పంచిన ముక్కలు: %1.</translation>
    </message>
    <message>
        <source>Nobody draws from the discard pile.</source>
        <translation>వేసిన ముక్కల కుప్ప నుండి ఎవరూ తీయరు.</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened.</source>
        <translation>ఓపెనింగ్ చేసిన తర్వాత వేసిన పై ముక్కను తీయవచ్చు.</translation>
    </message>
    <message>
        <source>At most one joker in a meld.</source>
        <translation>ఒక మెల్డ్‌లో గరిష్ఠంగా ఒక జోకర్.</translation>
    </message>
    <message>
        <source>A meld may hold several jokers.</source>
        <translation>ఒక మెల్డ్‌లో అనేక జోకర్లు ఉండవచ్చు.</translation>
    </message>
    <message>
        <source>An ace counts %1 wherever it lies.</source>
        <translation>ఆసు ఎక్కడ ఉన్నా %1గా లెక్కించబడుతుంది.</translation>
    </message>
    <message>
        <source>The cards left in hand are penalty points: the lowest total wins.</source>
        <translation>చేతిలో మిగిలిన ముక్కలు జరిమానా పాయింట్లు: అతి తక్కువ మొత్తం గెలుస్తుంది.</translation>
    </message>
    <message>
        <source>Whoever goes out scores the cards left in the other hands: the highest total wins.</source>
        <translation>బయటకు వెళ్లినవారు ఇతరుల చేతుల్లో మిగిలిన ముక్కల పాయింట్లు పొందుతారు: అతి ఎక్కువ మొత్తం గెలుస్తుంది.</translation>
    </message>
    <message>
        <source>Each player scores the cards they put on the table minus those left in hand: the highest total wins.</source>
        <translation>ప్రతి ఆటగాడు టేబుల్‌పై దించిన ముక్కల పాయింట్ల నుండి చేతిలో మిగిలినవాటిని తీసివేసి పొందుతాడు: అతి ఎక్కువ మొత్తం గెలుస్తుంది.</translation>
    </message>
    <message>
        <source>A game of %1 hands; the best total wins.</source>
        <translation>%1 చేతుల ఆట; ఉత్తమ మొత్తం గెలుస్తుంది.</translation>
    </message>
    <message>
        <source>Game to %1 points.</source>
        <translation>గేమ్ %1 పాయింట్ల వరకు.</translation>
    </message>
    <message>
        <source>Only the player who goes out can win the game.</source>
        <translation>బయటకు వెళ్లే ఆటగాడు మాత్రమే ఆట గెలవగలడు.</translation>
    </message>
    <message>
        <source>Floating: a player may lay down every card; the hand ends with a discard.</source>
        <translation>ఫ్లోటింగ్: ఆటగాడు అన్ని ముక్కలూ దించవచ్చు; చేయి ఒక విసిరివేతతో ముగుస్తుంది.</translation>
    </message>
    <message>
        <source>The discard that ends the hand must fit no meld on the table.</source>
        <translation>చేయిని ముగించే విసిరివేత టేబుల్ మీది ఏ మెల్డ్‌కీ సరిపోకూడదు.</translation>
    </message>
    <message>
        <source>The first lay-down must be worth %1 points or more.</source>
        <translation>మొదటి దించడం కనీసం %1 పాయింట్ల విలువ ఉండాలి.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>ఈ టేబుల్ నియమాలు</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened; before that, only to lay it at once in your opening.</source>
        <translation>ఓపెనింగ్ చేసిన తర్వాత వేసిన పై ముక్కను తీయవచ్చు; అంతకు ముందు దాన్ని వెంటనే మీ ఓపెనింగ్‌లో దించడానికి మాత్రమే.</translation>
    </message>
</context>
<context>
    <name>rummy::text</name>
    <message>
        <source>Joker</source>
        <translation>జోకర్</translation>
    </message>
    <message>
        <source>pure sequence</source>
        <translation>ప్యూర్ సీక్వెన్స్</translation>
    </message>
    <message>
        <source>impure sequence</source>
        <translation>ఇంప్యూర్ సీక్వెన్స్</translation>
    </message>
    <message>
        <source>set</source>
        <translation>సెట్</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>చెల్లదు</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>ఇది మీ వంతు కాదు.</translation>
    </message>
    <message>
        <source>Not now: draw a card first, or discard one.</source>
        <translation>ఇప్పుడు కాదు: ముందు ఒక ముక్క తీయండి, లేదా ఒకటి వేయండి.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>ఆ ముక్క మీ చేతిలో లేదు.</translation>
    </message>
    <message>
        <source>A joker may not be taken from the open deck.</source>
        <translation>ఓపెన్ డెక్ నుండి జోకర్ తీసుకోకూడదు.</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>ఓపెన్ డెక్ ఖాళీగా ఉంది.</translation>
    </message>
    <message>
        <source>This format does not allow dropping.</source>
        <translation>ఈ ఫార్మాట్‌లో డ్రాప్‌కు అనుమతి లేదు.</translation>
    </message>
    <message>
        <source>The groups do not match your hand.</source>
        <translation>గ్రూప్‌లు మీ చేతితో సరిపోలడం లేదు.</translation>
    </message>
    <message>
        <source>You are out of this deal.</source>
        <translation>మీరు ఈ డీల్ నుండి బయట ఉన్నారు.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>డీల్ ముగిసింది.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>మ్యాచ్ ముగిసింది.</translation>
    </message>
    <message>
        <source>That move is not allowed (%1).</source>
        <translation>ఆ ఎత్తుకు అనుమతి లేదు (%1).</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>ఆడుతున్నారు</translation>
    </message>
    <message>
        <source>won</source>
        <translation>గెలిచారు</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>ఓడారు</translation>
    </message>
    <message>
        <source>first drop</source>
        <translation>ఫస్ట్ డ్రాప్</translation>
    </message>
    <message>
        <source>middle drop</source>
        <translation>మిడిల్ డ్రాప్</translation>
    </message>
    <message>
        <source>wrong declaration</source>
        <translation>తప్పు డిక్లేర్</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>బయట కూర్చున్నారు</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>యాదృచ్ఛికం</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>సులభం</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>మధ్యస్థం</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>కఠినం</translation>
    </message>
    <message>
        <source>You</source>
        <translation>మీరు</translation>
    </message>
    <message>
        <source>Asha</source>
        <translation>ఆశా</translation>
    </message>
    <message>
        <source>Ravi</source>
        <translation>రవి</translation>
    </message>
    <message>
        <source>Meera</source>
        <translation>మీరా</translation>
    </message>
    <message>
        <source>Kiran</source>
        <translation>కిరణ్</translation>
    </message>
    <message>
        <source>Dev</source>
        <translation>దేవ్</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>సీటు %1</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>ఇస్పేటు</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ఆఠీను</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>డైమండ్</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>కళావరు</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>this card</source>
        <translation>ఈ ముక్క</translation>
    </message>
    <message>
        <source>Discard %1: deadwood worth %n points</source>
        <translation>%1 వేయండి: %n పాయింట్ల పనికిరాని ముక్క</translation>
    </message>
    <message>
        <source>Discard %1: shed a high card (%n points) while it is early</source>
        <translation>%1 వేయండి: మొదట్లోనే పెద్ద ముక్క (%n పాయింట్లు) వదిలించుకోండి</translation>
    </message>
    <message>
        <source>Discard %1: a safe card, unlikely to help the next player</source>
        <translation>%1 వేయండి: సురక్షిత ముక్క, తర్వాతి ఆటగాడికి ఉపయోగపడే అవకాశం తక్కువ</translation>
    </message>
    <message>
        <source>Discard %1: every card is in a meld or a draw; this one helps least</source>
        <translation>%1 వేయండి: ప్రతి ముక్క ఏదో మెల్డ్‌లో లేదా సగం మెల్డ్‌లో ఉంది; ఇది తక్కువగా ఉపయోగపడుతుంది</translation>
    </message>
    <message>
        <source>%1; nobody collects %2</source>
        <translation>%1; ఎవరూ %2 సేకరించడం లేదు</translation>
    </message>
    <message>
        <source>Play %1: a random choice</source>
        <translation>%1 ఆడండి: యాదృచ్ఛిక ఎంపిక</translation>
    </message>
    <message>
        <source>A random choice</source>
        <translation>యాదృచ్ఛిక ఎంపిక</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it completes or extends a meld</source>
        <translation>ఓపెన్ డెక్ నుండి %1 తీసుకోండి: ఇది ఒక మెల్డ్‌ను పూర్తి చేస్తుంది లేదా పెంచుతుంది</translation>
    </message>
    <message>
        <source>Take the open card: it completes or extends a meld</source>
        <translation>తెరిచిన ముక్క తీసుకోండి: ఇది ఒక మెల్డ్‌ను పూర్తి చేస్తుంది లేదా పెంచుతుంది</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it lowers the points of your hand</source>
        <translation>ఓపెన్ డెక్ నుండి %1 తీసుకోండి: ఇది మీ చేతి పాయింట్లను తగ్గిస్తుంది</translation>
    </message>
    <message>
        <source>Take the open card: it lowers the points of your hand</source>
        <translation>తెరిచిన ముక్క తీసుకోండి: ఇది మీ చేతి పాయింట్లను తగ్గిస్తుంది</translation>
    </message>
    <message>
        <source>Draw from the closed deck: %1 on the open deck does not help</source>
        <translation>క్లోజ్డ్ డెక్ నుండి తీయండి: ఓపెన్ డెక్‌పై ఉన్న %1 ఉపయోగపడదు</translation>
    </message>
    <message>
        <source>Draw from the closed deck: the open card does not help</source>
        <translation>క్లోజ్డ్ డెక్ నుండి తీయండి: తెరిచిన ముక్క ఉపయోగపడదు</translation>
    </message>
    <message>
        <source>Finish with %1 and declare: your hand is valid</source>
        <translation>%1 తో ఫినిష్ చేసి డిక్లేర్ చేయండి: మీ చేయి సరైనది</translation>
    </message>
    <message>
        <source>Declare: your hand is valid</source>
        <translation>డిక్లేర్ చేయండి: మీ చేయి సరైనది</translation>
    </message>
    <message>
        <source>Drop now for %n points: this hand has too little to build on</source>
        <translation>ఇప్పుడే %n పాయింట్లకు డ్రాప్ చేయండి: ఈ చేతిలో నిర్మించడానికి చాలా తక్కువ ఉంది</translation>
    </message>
    <message>
        <source>Drop now for %n points: you are far behind, and a full loss would cost more</source>
        <translation>ఇప్పుడే %n పాయింట్లకు డ్రాప్ చేయండి: మీరు చాలా వెనుకబడ్డారు, పూర్తి ఓటమి ఎక్కువ ఖర్చవుతుంది</translation>
    </message>
    <message>
        <source>Re-join the pool</source>
        <translation>పూల్‌లో మళ్లీ చేరండి</translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation>కారణం ఇవ్వలేదు</translation>
    </message>
    <message>
        <source>Points rummy</source>
        <translation>పాయింట్స్ రమ్మీ</translation>
    </message>
    <message>
        <source>Pool rummy, 101</source>
        <translation>పూల్ రమ్మీ, 101</translation>
    </message>
    <message>
        <source>Pool rummy, 201</source>
        <translation>పూల్ రమ్మీ, 201</translation>
    </message>
    <message>
        <source>Deals rummy, 2 deals</source>
        <translation>డీల్స్ రమ్మీ, 2 డీల్‌లు</translation>
    </message>
    <message>
        <source>Deals rummy, 3 deals</source>
        <translation>డీల్స్ రమ్మీ, 3 డీల్‌లు</translation>
    </message>
    <message>
        <source>Deals rummy, 6 deals</source>
        <translation>డీల్స్ రమ్మీ, 6 డీల్‌లు</translation>
    </message>
    <message>
        <source>out on missed turns</source>
        <translation>వదిలిన వంతులతో బయట</translation>
    </message>
    <message>
        <source>Knock with gin, discarding %1: no deadwood left</source>
        <translation>%1 వేసి జిన్‌తో నాక్ చేయండి: పనికిరాని ముక్కలు లేవు</translation>
    </message>
    <message>
        <source>Knock, discarding %1: %n points of deadwood left</source>
        <translation>%1 వేసి నాక్ చేయండి: %n పాయింట్ల పనికిరాని ముక్కలు మిగిలాయి</translation>
    </message>
    <message>
        <source>Leave %1: it does not help your hand</source>
        <translation>%1 వదిలేయండి: ఇది మీ చేతికి ఉపయోగపడదు</translation>
    </message>
    <message>
        <source>Leave the upcard: it does not help your hand</source>
        <translation>తెరిచిన ముక్కను వదిలేయండి: ఇది మీ చేతికి ఉపయోగపడదు</translation>
    </message>
    <message>
        <source>Too much deadwood to knock: the cards you keep must count no more than the knock value.</source>
        <translation>నాక్‌కు డెడ్‌వుడ్ ఎక్కువ: ఉంచుకున్న ముక్కల విలువ నాక్ పరిమితి కంటే ఎక్కువ ఉండకూడదు.</translation>
    </message>
    <message>
        <source>The card you just took from the discard pile cannot go back on it this turn: discard another card.</source>
        <translation>డిస్కార్డ్ పైల్ నుండి ఇప్పుడే తీసిన ముక్క ఈ వంతులో తిరిగి వెళ్లదు: వేరే ముక్క వేయండి.</translation>
    </message>
    <message>
        <source>You took the last discard at the wall: you must knock now.</source>
        <translation>వాల్ వద్ద చివరి వేసిన ముక్క తీసుకున్నారు: ఇప్పుడు తప్పక నాక్ చేయాలి.</translation>
    </message>
    <message>
        <source>tunnela</source>
        <translation>టనేలా</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>నిపుణుడు</translation>
    </message>
    <message>
        <source>The search found this move best, by %n point(s) on average</source>
        <translation>శోధన ప్రకారం ఈ ఎత్తు ఉత్తమం, సగటున %n పాయింట్లతో</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>స్టాక్ నుండి తీయండి</translation>
    </message>
    <message>
        <source>take %1 cards from the pile</source>
        <translation>కుప్ప నుండి %1 ముక్కలు తీసుకోండి</translation>
    </message>
    <message>
        <source>take the top of the pile</source>
        <translation>కుప్ప పైముక్క తీసుకోండి</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>%1 వేయండి</translation>
    </message>
    <message>
        <source>declare, finishing with %1</source>
        <translation>%1 ఉంచి ప్రకటించడం</translation>
    </message>
    <message>
        <source>drop out of the deal</source>
        <translation>డీల్ నుండి తప్పుకోవడం</translation>
    </message>
    <message>
        <source>miss the turn</source>
        <translation>వంతు వదులుకోవడం</translation>
    </message>
    <message>
        <source>leave the upcard</source>
        <translation>తెరిచిన కార్డును వదిలేయడం</translation>
    </message>
    <message>
        <source>knock, discarding %1</source>
        <translation>%1 వేసి నాక్ చేయడం</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>%1 మెల్డ్ చేయండి</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>%1 లే ఆఫ్ చేయండి</translation>
    </message>
    <message>
        <source>swap %1 for a joker</source>
        <translation>%1 ఇచ్చి జోకర్ తీసుకోండి</translation>
    </message>
    <message>
        <source>take %1 from a meld</source>
        <translation>ఒక మెల్డ్ నుండి %1 తీసుకోండి</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>వంతు ముగించండి</translation>
    </message>
</context>
</TS>
