<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="mr" sourcelanguage="en">
<context>
    <name>FileKind</name>
    <message>
        <source>it is not an ordinary file (a folder, a pipe or a device)</source>
        <translation>ही साधी फाइल नाही (फोल्डर, पाइप किंवा उपकरण)</translation>
    </message>
</context>
<context>
    <name>GinSaveCodec</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>फाइल खराब आहे: खेळाडूंच्या सेटिंग्ज वाचता येत नाहीत.</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>ही फाइल रमीचा जतन केलेला खेळ नाही.</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>About Rummy</source>
        <translation>रमीबद्दल</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rummy %1&lt;/h3&gt;&lt;p&gt;Indian Rummy (13 and 21 cards: Points, Pool 101 and 201, Deals) and Gin Rummy against computer players, offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. You may share and change it under that licence; it comes with no warranty.&lt;/p&gt;&lt;p&gt;The rules engine, the computer players, the card faces and the translations are the Rummy project&apos;s own work. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;रमी %1&lt;/h3&gt;&lt;p&gt;इंडियन रमी (13/21 पत्ते: पॉइंट्स, पूल 101 आणि 201, डील्स) आणि जिन रमी, संगणक खेळाडूंविरुद्ध, ऑफलाइन.&lt;/p&gt;&lt;p&gt;GNU जनरल पब्लिक लायसन्स, आवृत्ती 3 किंवा नंतरच्या अंतर्गत मुक्त सॉफ्टवेअर. त्या परवान्यानुसार तुम्ही ते वाटू आणि बदलू शकता; त्याला कोणतीही हमी नाही.&lt;/p&gt;&lt;p&gt;नियमांचे इंजिन, संगणक खेळाडू, पत्त्यांची चित्रे आणि भाषांतरे हे रमी प्रकल्पाचे स्वतःचे काम आहे. Qt %2 वापरून बनवले.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Rummy</source>
        <translation>रमी</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ठीक आहे</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>जतन करा</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>उघडा</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करा</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करा</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करा</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>रीसेट करा</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>मदत</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>टाकून द्या</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>होय(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>नाही(&amp;N)</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>मूळ सेटिंग्ज परत आणा</translation>
    </message>
</context>
<context>
    <name>SaveRecord</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>फाइल खराब आहे: खेळाडूंच्या सेटिंग्ज वाचता येत नाहीत.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>जतन केलेल्या मॅचमध्ये नियमांना मान्य नसलेली चाल आहे: %1</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <source>The file is cut short: it ends in the middle of the saved game.</source>
        <translation>फाइल अपूर्ण आहे: जतन केलेल्या खेळाच्या मधेच ती संपते.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not readable as a saved game (line %1, column %2).</source>
        <translation>फाइल खराब आहे: ती जतन केलेला खेळ म्हणून वाचता येत नाही (ओळ %1, स्तंभ %2).</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>ही फाइल रमीचा जतन केलेला खेळ नाही.</translation>
    </message>
    <message>
        <source>The file is damaged: it does not say which save format it uses.</source>
        <translation>फाइल खराब आहे: ती कोणता सेव्ह फॉरमॅट वापरते हे त्यात नाही.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Rummy (save format %1; this version reads format %2).</source>
        <translation>हा खेळ रमीच्या नव्या आवृत्तीने जतन केला आहे (सेव्ह फॉरमॅट %1; ही आवृत्ती फॉरमॅट %2 वाचते).</translation>
    </message>
    <message>
        <source>This game uses an old save format (%1) that this version of Rummy cannot read.</source>
        <translation>हा खेळ जुन्या सेव्ह फॉरमॅटमध्ये (%1) आहे, जो रमीची ही आवृत्ती वाचू शकत नाही.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable.</source>
        <translation>फाइल खराब आहे: मॅचची नोंद वाचता येत नाही.</translation>
    </message>
    <message>
        <source>The file is damaged: its rules cannot be played.</source>
        <translation>फाइल खराब आहे: तिच्या नियमांनी खेळता येत नाही.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>जतन केलेल्या मॅचमध्ये नियमांना मान्य नसलेली चाल आहे: %1</translation>
    </message>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>फाइल खराब आहे: खेळाडूंच्या सेटिंग्ज वाचता येत नाहीत.</translation>
    </message>
    <message>
        <source>Could not save the game to %1: %2</source>
        <translation>खेळ %1 मध्ये जतन करता आला नाही: %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>फोल्डर %1 तयार करता येत नाही</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 उघडता आली नाही: %2</translation>
    </message>
    <message>
        <source>This version of Rummy cannot play the game this file holds.</source>
        <translation>रमीची ही आवृत्ती या फाइलमधील खेळ खेळू शकत नाही.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable (at %1).</source>
        <translation>फाइल खराब झाली आहे: सामन्याची नोंद वाचता येत नाही (%1 येथे).</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>it could not be opened: %1</source>
        <translation>ती उघडता आली नाही: %1</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>ती वैध JSON नाही (%1)</translation>
    </message>
    <message>
        <source>it is not a statistics file of this version</source>
        <translation>ती या आवृत्तीची आकडेवारी फाइल नाही</translation>
    </message>
    <message>
        <source>the figures for %1 are damaged</source>
        <translation>%1 ची आकडेवारी खराब आहे</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. It was kept as %3 and new statistics were started.</source>
        <translation>तुमची आकडेवारी फाइल %1 वाचता आली नाही: %2. ती %3 म्हणून ठेवली आहे आणि नवी आकडेवारी सुरू केली आहे.</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. New statistics were started; the old file will be replaced when they are saved.</source>
        <translation>तुमची आकडेवारी फाइल %1 वाचता आली नाही: %2. नवी आकडेवारी सुरू केली आहे; ती जतन होताना जुनी फाइल बदलली जाईल.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1: %2</source>
        <translation>तुमची आकडेवारी %1 मध्ये जतन करता आली नाही: %2</translation>
    </message>
    <message>
        <source>the figures for Gin are damaged</source>
        <translation>जिनची आकडेवारी खराब झाली आहे</translation>
    </message>
    <message>
        <source>the list of deals counted is damaged</source>
        <translation>मोजलेल्या डीलची यादी खराब आहे</translation>
    </message>
    <message>
        <source>the figures for 21 cards are damaged</source>
        <translation>21 पत्त्यांच्या खेळाची आकडेवारी खराब झाली आहे</translation>
    </message>
    <message>
        <source>it is %1 MB, far larger than statistics are</source>
        <translation>ही %1 MB ची आहे, आकडेवारीपेक्षा खूप मोठी</translation>
    </message>
    <message>
        <source>the figures for the table games are damaged</source>
        <translation>टेबल गेमची आकडेवारी खराब झाली आहे</translation>
    </message>
</context>
<context>
    <name>TableGameInput</name>
    <message>
        <source>The opening needs %1 more points.</source>
        <translation>ओपनिंगसाठी आणखी %1 गुण हवेत.</translation>
    </message>
    <message>
        <source>Select three or more cards that make a set or a run, then Meld.</source>
        <translation>सेट किंवा रन होणारे तीन किंवा जास्त पत्ते निवडा, मग मेल्ड करा.</translation>
    </message>
    <message>
        <source>Select one card to lay off, then click a meld on the table.</source>
        <translation>ले ऑफसाठी एक पत्ता निवडा, मग टेबलवरच्या एखाद्या मेल्डवर क्लिक करा.</translation>
    </message>
    <message>
        <source>%1 fits on no meld on the table.</source>
        <translation>%1 टेबलवरच्या कोणत्याही मेल्डवर बसत नाही.</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>टाकण्यासाठी एक पत्ता निवडा.</translation>
    </message>
</context>
<context>
    <name>TableGameResultPanel</name>
    <message>
        <source>%1 went out.</source>
        <translation>%1 ने सगळे पत्ते उतरवले.</translation>
    </message>
    <message>
        <source>Nobody went out: the hand is blocked.</source>
        <translation>कोणीच निघाले नाही: हँड अडकला.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>खेळाडू</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>मेल्ड</translation>
    </message>
    <message>
        <source>Melded</source>
        <translation>मेल्डचे गुण</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>हातात</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>हा हँड</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>एकूण</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>स्कोअर शीट</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>हँड</translation>
    </message>
    <message>
        <source>Hand %1 of %2. Click here or press N for the next hand.</source>
        <translation>हात %1 / %2. पुढच्या हातासाठी इथे क्लिक करा किंवा N दाबा.</translation>
    </message>
    <message>
        <source>Target %1, for the player who goes out. Click here or press N for the next hand.</source>
        <translation>लक्ष्य %1, बाहेर जाणाऱ्या खेळाडूसाठी. पुढच्या हातासाठी इथे क्लिक करा किंवा N दाबा.</translation>
    </message>
    <message>
        <source>Target %1. Click here or press N for the next hand.</source>
        <translation>लक्ष्य %1. पुढच्या हँडसाठी इथे क्लिक करा किंवा N दाबा.</translation>
    </message>
    <message>
        <source>%1 wins the game! Click here or press N for a new game.</source>
        <translation>%1 गेम जिंकले! नव्या गेमसाठी इथे क्लिक करा किंवा N दाबा.</translation>
    </message>
</context>
<context>
    <name>TableGameSaveCodec</name>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>ही फाइल रमीचा जतन केलेला खेळ नाही.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Indian Rummy against computer opponents.</source>
        <translation>संगणक प्रतिस्पर्ध्यांविरुद्ध इंडियन रमी.</translation>
    </message>
    <message>
        <source>Deal deterministically from seed &lt;N&gt;.</source>
        <translation>सीड &lt;N&gt; पासून ठरलेल्या क्रमाने पत्ते वाटा.</translation>
    </message>
    <message>
        <source>Players at the table, 2 to 6 (default 4).</source>
        <translation>टेबलवरील खेळाडू, 2 ते 6 (मूळ 4).</translation>
    </message>
    <message>
        <source>Match format: points, pool101, pool201, deals2, deals3, deals6.</source>
        <translation>मॅचचा फॉरमॅट: points, pool101, pool201, deals2, deals3, deals6.</translation>
    </message>
    <message>
        <source>Milliseconds a bot seems to think (default 700).</source>
        <translation>बॉट किती मिलिसेकंद विचार करताना दिसावा (मूळ 700).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>सेटिंग्ज</translation>
    </message>
    <message>
        <source>Some saved settings could not be used; their defaults apply instead.</source>
        <translation>काही जतन केलेल्या सेटिंग्ज वापरता आल्या नाहीत; त्याऐवजी मूळ सेटिंग्ज लागू आहेत.</translation>
    </message>
    <message>
        <source>The game: indian13, indian21, gin, straight, 500, 51 or kaluki (default: the settings).</source>
        <translation>गेम: indian13, indian21, gin, straight, 500, 51 किंवा kaluki (डिफॉल्ट: सेटिंग्ज).</translation>
    </message>
</context>
<context>
    <name>rummy::AppSettings</name>
    <message>
        <source>“%1” is not a number from %2 to %3: %4.</source>
        <translation>“%1” ही %2 ते %3 मधील संख्या नाही: %4.</translation>
    </message>
    <message>
        <source>“%1” is not true or false: %2.</source>
        <translation>“%1” हे true किंवा false नाही: %2.</translation>
    </message>
    <message>
        <source>Unknown match format “%1”; Points rummy is used.</source>
        <translation>अज्ञात मॅच फॉरमॅट “%1”; पॉइंट्स रमी वापरली जाईल.</translation>
    </message>
    <message>
        <source>The number of players is reset to %1.</source>
        <translation>खेळाडूंची संख्या %1 केली आहे.</translation>
    </message>
    <message>
        <source>Unknown level “%1” for seat %2; Medium is used.</source>
        <translation>सीट %2 साठी अज्ञात पातळी “%1”; मध्यम वापरली जाईल.</translation>
    </message>
    <message>
        <source>The name for seat %1 is too long; it is shortened.</source>
        <translation>सीट %1 चे नाव खूप लांब आहे; ते लहान केले आहे.</translation>
    </message>
    <message>
        <source>The house rules are reset to the format&apos;s standard rules.</source>
        <translation>हाऊस रूल्स फॉरमॅटच्या मानक नियमांवर परत आणले आहेत.</translation>
    </message>
    <message>
        <source>The saved house rules cannot be played by %1 players; the format&apos;s standard rules are used.</source>
        <translation>जतन केलेल्या हाऊस रूल्सनी %1 खेळाडू खेळू शकत नाहीत; फॉरमॅटचे मानक नियम वापरले जातील.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not installed; the built-in deck is used.</source>
        <translation>पत्त्यांचा कॅट “%1” इन्स्टॉल नाही; अंगभूत कॅट वापरला जाईल.</translation>
    </message>
    <message>
        <source>Unknown card back “%1”; red is used.</source>
        <translation>अज्ञात पत्त्याची पाठ “%1”; लाल वापरली जाईल.</translation>
    </message>
    <message>
        <source>“%1” is not a colour; the green felt is used.</source>
        <translation>“%1” हा रंग नाही; हिरवे कापड वापरले जाईल.</translation>
    </message>
    <message>
        <source>Unknown animation speed “%1”; Normal is used.</source>
        <translation>अज्ञात ॲनिमेशन वेग “%1”; सामान्य वापरला जाईल.</translation>
    </message>
    <message>
        <source>The bots&apos; thinking time is reset to %1 ms.</source>
        <translation>बॉटचा विचार करण्याचा वेळ %1 मि.से. केला आहे.</translation>
    </message>
    <message>
        <source>Unknown language “%1”; the system language is used.</source>
        <translation>अज्ञात भाषा “%1”; सिस्टमची भाषा वापरली जाईल.</translation>
    </message>
    <message>
        <source>The settings were saved by another version of Rummy (%1); the defaults are used.</source>
        <translation>सेटिंग्ज रमीच्या दुसऱ्या आवृत्तीने (%1) जतन केल्या होत्या; मूळ सेटिंग्ज वापरल्या जातील.</translation>
    </message>
    <message>
        <source>Unknown game “%1”; Indian Rummy is used.</source>
        <translation>अज्ञात खेळ “%1”; इंडियन रमी खेळली जाईल.</translation>
    </message>
    <message>
        <source>Unknown wall rule “%1”.</source>
        <translation>वॉलचा अज्ञात नियम “%1”.</translation>
    </message>
    <message>
        <source>The Gin options are reset to the standard rules.</source>
        <translation>जिनचे पर्याय मानक नियमांवर परत आणले आहेत.</translation>
    </message>
    <message>
        <source>Unknown value-card scheme “%1”.</source>
        <translation>व्हॅल्यू कार्ड देण्याची अज्ञात पद्धत “%1”.</translation>
    </message>
    <message>
        <source>The table game&apos;s options are reset to its standard rules.</source>
        <translation>टेबल गेमचे पर्याय त्याच्या मानक नियमांवर परत आणले आहेत.</translation>
    </message>
    <message>
        <source>The Expert&apos;s thinking time is reset to %1 ms.</source>
        <translation>तज्ज्ञाचा विचार करण्याचा वेळ %1 मि.से. केला आहे.</translation>
    </message>
</context>
<context>
    <name>rummy::CardCache</name>
    <message>
        <source>The card deck “%1” could not be read; the built-in deck is used.</source>
        <translation>पत्त्यांचा कॅट “%1” वाचता आला नाही; अंगभूत कॅट वापरला जाईल.</translation>
    </message>
</context>
<context>
    <name>rummy::DealCodeBar</name>
    <message>
        <source>Deal code:</source>
        <translation>डील कोड:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>डील कोड</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>कॉपी करा</translation>
    </message>
    <message>
        <source>Replay it with Game → Play a deal by code…</source>
        <translation>पुन्हा खेळा: खेळ → कोडने डील खेळा…</translation>
    </message>
    <message>
        <source>The code keeps the standard rules of the format, not the house rules of this match.</source>
        <translation>कोडमध्ये फॉरमॅटचे मानक नियम राहतात, या मॅचचे हाऊस रूल्स नाहीत.</translation>
    </message>
</context>
<context>
    <name>rummy::DeckCatalog</name>
    <message>
        <source>Standard (two colours)</source>
        <translation>मानक (दोन रंग)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>चार रंग</translation>
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
        <translation>टाकलेल्या पत्त्यांचा इतिहास</translation>
    </message>
    <message>
        <source>threw %1</source>
        <translation>%1 टाकला</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>%1 उचलला</translation>
    </message>
    <message>
        <source>%1 back (turn missed)</source>
        <translation>%1 परत (खेळी चुकली)</translation>
    </message>
    <message>
        <source>%1 on Finish</source>
        <translation>%1 फिनिशवर</translation>
    </message>
    <message>
        <source>Nothing has been thrown yet in this deal.</source>
        <translation>या डीलमध्ये अजून काहीही टाकलेले नाही.</translation>
    </message>
    <message>
        <source>The whole deal, oldest first. Cards drawn from the closed deck are not shown: nobody sees them.</source>
        <translation>संपूर्ण डील, जुने आधी. बंद गठ्ठ्यातून उचललेले पत्ते दाखवले जात नाहीत: ते कोणीच पाहत नाही.</translation>
    </message>
</context>
<context>
    <name>rummy::GameFront</name>
    <message>
        <source>Last move: %1.</source>
        <translation>शेवटची चाल: %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 ने स्टॉकमधून पत्ता उचलला</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 ने डिस्कार्ड पाइलचा पत्ता घेतला</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 ने %2 उचलला</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 ने %2 टाकला</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 ने पास केले</translation>
    </message>
    <message>
        <source>%1 knocked</source>
        <translation>%1 ने नॉक केले</translation>
    </message>
</context>
<context>
    <name>rummy::GinFront</name>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>आधी अपकार्ड घ्या किंवा पास करा.</translation>
    </message>
    <message>
        <source>Both players passed the upcard: the first draw is from the stock.</source>
        <translation>दोघांनीही अपकार्ड पास केले: पहिला पत्ता स्टॉकमधून उचलायचा.</translation>
    </message>
    <message>
        <source>Gin moves</source>
        <translation>जिनच्या चाली</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>पत्ता उचला</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>टाकलेला पत्ता घ्या</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>पास</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>पत्ता टाका</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>आधी एक पत्ता निवडा (त्यावर क्लिक करा), मग पत्ता टाका.</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>क्रमाने लावा</translation>
    </message>
    <message>
        <source>Back to the automatic grouping: melds first, then the deadwood (S)</source>
        <translation>आपोआप मांडणीकडे परत: आधी मेल्ड, मग डेडवुड (S)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>नॉक</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>पुढचा हँड</translation>
    </message>
    <message>
        <source>Abandon this game of Gin Rummy and start a new one?</source>
        <translation>जिन रमीचा हा खेळ सोडून नवा सुरू करायचा?</translation>
    </message>
    <message>
        <source>You cannot knock yet: your best discard leaves deadwood %1, and a knock needs %2 or less.</source>
        <translation>अजून नॉक करता येत नाही: सर्वोत्तम पत्ता टाकला तरी डेडवुड %1 उरते, आणि नॉकसाठी %2 किंवा कमी हवे.</translation>
    </message>
    <message>
        <source>Big gin! Lay down all eleven cards?</source>
        <translation>बिग जिन! अकराही पत्ते खाली ठेवायचे?</translation>
    </message>
    <message>
        <source>Gin! Knock, discarding %1?</source>
        <translation>जिन! %1 टाकून नॉक करायचे?</translation>
    </message>
    <message>
        <source>Knock, discarding %1? Deadwood %2</source>
        <translation>%1 टाकून नॉक करायचे? डेडवुड %2</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>गेम संपला: पुन्हा खेळण्यासाठी नवा खेळ दाबा.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>हँड संपला: पुढचा वाटण्यासाठी पुढचा हँड दाबा.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>या हँडचा कोड: %1</translation>
    </message>
    <message>
        <source>Your turn: take the upcard (O) or pass (P).</source>
        <translation>तुमची पाळी: अपकार्ड घ्या (O) किंवा पास करा (P).</translation>
    </message>
    <message>
        <source>Two cards are left: take the discard to knock (O), or pass (P) and the hand is void.</source>
        <translation>दोन पत्ते उरले: नॉकसाठी टाकलेला पत्ता घ्या (O), किंवा पास करा (P) आणि हँड रद्द होईल.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the stock, or O to take the discard.</source>
        <translation>तुमची पाळी: गठ्ठ्यातून घेण्यासाठी C, टाकलेला पत्ता घेण्यासाठी O दाबा.</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw.</source>
        <translation>तुमची पाळी: पत्ता उचलण्यासाठी स्टॉक किंवा डिस्कार्ड पाइलवर क्लिक करा.</translation>
    </message>
    <message>
        <source>You took the discard at the wall: knock now (K).</source>
        <translation>तुम्ही वॉलवर टाकलेला पत्ता घेतला आहे: आता नॉक करा (K).</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or K to knock.</source>
        <translation>तुमची पाळी: बाण कळा आणि स्पेसने पत्ता निवडा, मग टाकण्यासाठी D किंवा नॉकसाठी K.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the discard pile, or onto Knock.</source>
        <translation>तुमची पाळी: एक पत्ता डिस्कार्ड पाइलवर, किंवा नॉकवर ओढा.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ची पाळी.</translation>
    </message>
</context>
<context>
    <name>rummy::GinHintProvider</name>
    <message>
        <source>Hint</source>
        <translation>सूचना</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>सूचना: एखादा कसलेला खेळाडू काय करेल? (%1)</translation>
    </message>
    <message>
        <source>pass: %1 would not let you knock</source>
        <translation>पास करा: %1 घेऊन तुम्ही नॉक करू शकणार नाही</translation>
    </message>
    <message>
        <source>pass: %1 does not lower your deadwood</source>
        <translation>पास करा: %1 मुळे तुमचे डेडवुड कमी होत नाही</translation>
    </message>
    <message>
        <source>take %1 and knock</source>
        <translation>%1 घ्या आणि नॉक करा</translation>
    </message>
    <message>
        <source>take %1: after a discard your deadwood would be %2</source>
        <translation>%1 घ्या: एक पत्ता टाकल्यानंतर तुमचे डेडवुड %2 होईल</translation>
    </message>
    <message>
        <source>draw from the stock: %1 does not help you</source>
        <translation>स्टॉकमधून पत्ता उचला: %1 तुमच्या कामाचा नाही</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>स्टॉकमधून पत्ता उचला</translation>
    </message>
    <message>
        <source>discard %1: it leaves deadwood %2</source>
        <translation>%1 टाका: डेडवुड %2 उरेल</translation>
    </message>
    <message>
        <source>knock with %1: that is gin</source>
        <translation>%1 सह नॉक करा: हे जिन आहे</translation>
    </message>
    <message>
        <source>knock with %1: deadwood %2</source>
        <translation>%1 सह नॉक करा: डेडवुड %2</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>सूचना तुमच्या पाळीवर मिळतात.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>सूचना: %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinRulesDialog</name>
    <message>
        <source>Straight gin: only gin ends a hand; nobody may knock with deadwood.</source>
        <translation>स्ट्रेट जिन: हँड फक्त जिनने संपतो; डेडवुड असताना कोणीही नॉक करू शकत नाही.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10); an ace turned up means gin only.</source>
        <translation>ओक्लाहोमा: पहिल्या अपकार्डचे मूल्य हीच नॉकची मर्यादा (चित्राचा पत्ता 10); एक्का उघडला तर फक्त जिन.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10, an ace 1).</source>
        <translation>ओक्लाहोमा: पहिल्या अपकार्डचे मूल्य हीच नॉकची मर्यादा (चित्राचा पत्ता 10, एक्का 1).</translation>
    </message>
    <message>
        <source>Knock with %1 or less deadwood.</source>
        <translation>%1 किंवा त्याहून कमी डेडवुड असताना नॉक करा.</translation>
    </message>
    <message>
        <source>A spade turned up as the first upcard doubles the hand.</source>
        <translation>पहिले अपकार्ड इस्पिक असेल तर हँडचे गुण दुप्पट.</translation>
    </message>
    <message>
        <source>Gin bonus %1, undercut bonus %2.</source>
        <translation>जिन बोनस %1, अंडरकट बोनस %2.</translation>
    </message>
    <message>
        <source>Big gin (all eleven cards melded) scores a bonus of %1.</source>
        <translation>बिग जिन (अकराही पत्ते मेल्डमध्ये) ला %1 बोनस.</translation>
    </message>
    <message>
        <source>There is no big gin.</source>
        <translation>बिग जिन नाही.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock is an undercut.</source>
        <translation>नॉकनंतर समान डेडवुड म्हणजे अंडरकट.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock wins the hand for the knocker, for no points.</source>
        <translation>नॉकनंतर समान डेडवुड असल्यास नॉक करणारा गुणांशिवाय हँड जिंकतो.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may be thrown back at once.</source>
        <translation>डिस्कार्ड पाइलमधून आत्ताच घेतलेला पत्ता लगेच परत टाकता येतो.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be thrown back in the same turn.</source>
        <translation>डिस्कार्ड पाइलमधून आत्ताच घेतलेला पत्ता त्याच पाळीत परत टाकता येत नाही.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the hand is void.</source>
        <translation>वॉलवर (स्टॉकमध्ये दोन पत्ते उरले की) हँड रद्द होतो.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the other player may take the last discard only to knock with it; otherwise the hand is void.</source>
        <translation>वॉलवर (स्टॉकमध्ये दोन पत्ते उरले की) दुसरा खेळाडू शेवटचा टाकलेला पत्ता फक्त नॉक करण्यासाठी घेऊ शकतो; नाहीतर हँड रद्द.</translation>
    </message>
    <message>
        <source>Game to %1 points; game bonus %2, box bonus %3 for every hand won.</source>
        <translation>गेम %1 गुणांपर्यंत; गेम बोनस %2, जिंकलेल्या प्रत्येक हँडसाठी बॉक्स बोनस %3.</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s points.</source>
        <translation>शटआउटमध्ये विजेत्याचे गुण दुप्पट.</translation>
    </message>
    <message>
        <source>A shutout does not double the points.</source>
        <translation>शटआउटमध्ये गुण दुप्पट होत नाहीत.</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>जिन रमीचे नियम</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>नियमांचा मजकूर सापडला नाही.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>या टेबलचे नियम</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
</context>
<context>
    <name>rummy::GinScoreSheet</name>
    <message>
        <source>knock</source>
        <translation>नॉक</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>अंडरकट</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>जिन</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>बिग जिन</translation>
    </message>
    <message>
        <source>void</source>
        <translation>रद्द</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>बॉक्स</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>शटआउट</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>गेम</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>बॉक्स बोनस</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>एकूण</translation>
    </message>
    <message>
        <source>Score sheet · game to %1</source>
        <translation>स्कोअर शीट · गेम %1 पर्यंत</translation>
    </message>
    <message>
        <source>… earlier hands: %1</source>
        <translation>… मागील हँड: %1</translation>
    </message>
</context>
<context>
    <name>rummy::GinShownGroups</name>
    <message>
        <source>set</source>
        <translation>सेट</translation>
    </message>
    <message>
        <source>run</source>
        <translation>रन</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>डेडवुड %1</translation>
    </message>
    <message>
        <source>%1 + %2 laid off</source>
        <translation>%1 + %2 ले ऑफ</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>डेडवुड</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableScene</name>
    <message>
        <source>Gin table</source>
        <translation>जिनचे टेबल</translation>
    </message>
    <message>
        <source>The opponent&apos;s cards at the top, the stock, the discard pile and the Knock target in the middle, the score sheet on the right, your hand at the bottom</source>
        <translation>वर प्रतिस्पर्ध्याचे पत्ते, मध्ये स्टॉक, डिस्कार्ड पाइल आणि नॉकची जागा, उजवीकडे स्कोअर शीट, खाली तुमचे पत्ते</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableTexts</name>
    <message>
        <source>Stock · %1 · wall at %2</source>
        <translation>स्टॉक · %1 · वॉल %2 वर</translation>
    </message>
    <message>
        <source>Stock · %1</source>
        <translation>स्टॉक · %1</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>अपकार्ड</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>डिस्कार्ड पाइल</translation>
    </message>
    <message>
        <source>Cards in the discard pile: %1</source>
        <translation>डिस्कार्ड पाइलमधील पत्ते: %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>नॉक</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>फक्त जिन</translation>
    </message>
    <message>
        <source>Deadwood ≤ %1</source>
        <translation>डेडवुड ≤ %1</translation>
    </message>
    <message>
        <source>Take to knock</source>
        <translation>नॉकसाठी घ्या</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 घ्या</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>पास</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 खेळत आहे…</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>तुमची पाळी: अपकार्ड घ्या किंवा पास करा</translation>
    </message>
    <message>
        <source>The wall: take the discard to knock, or pass</source>
        <translation>वॉल: नॉकसाठी टाकलेला पत्ता घ्या, किंवा पास करा</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or the discard pile</source>
        <translation>तुमची पाळी: स्टॉक किंवा डिस्कार्ड पाइलमधून पत्ता उचला</translation>
    </message>
    <message>
        <source>Knock now: you took the discard at the wall</source>
        <translation>आता नॉक करा: तुम्ही वॉलवर टाकलेला पत्ता घेतला आहे</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock</source>
        <translation>तुमची पाळी: एक पत्ता टाका, किंवा नॉक करा</translation>
    </message>
    <message>
        <source>%1 pts · hands won: %2</source>
        <translation>%1 गुण · जिंकलेले हँड: %2</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>डेडवुड %1</translation>
    </message>
    <message>
        <source>Without %1: gin!</source>
        <translation>%1 शिवाय: जिन!</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2, you may knock</source>
        <translation>%1 शिवाय: डेडवुड %2, तुम्ही नॉक करू शकता</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2</source>
        <translation>%1 शिवाय: डेडवुड %2</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: gin only</source>
        <translation>ओक्लाहोमा, %1 उघडला: फक्त जिन</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: knock at %2 or less</source>
        <translation>ओक्लाहोमा, %1 उघडला: %2 किंवा कमी असताना नॉक</translation>
    </message>
    <message>
        <source>points doubled</source>
        <translation>गुण दुप्पट</translation>
    </message>
    <message>
        <source>Gin only: no knocking with deadwood</source>
        <translation>फक्त जिन: डेडवुड असताना नॉक नाही</translation>
    </message>
    <message>
        <source>Knock at %1 or less</source>
        <translation>%1 किंवा कमी असताना नॉक</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>अंडरकट!</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>जिन!</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>बिग जिन!</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>रद्द हँड</translation>
    </message>
    <message>
        <source>The stock is down to %1 cards: nobody scores.</source>
        <translation>स्टॉकमध्ये %1 पत्ते उरले: कोणालाही गुण नाहीत.</translation>
    </message>
    <message>
        <source>%1 deals again.</source>
        <translation>पुन्हा वाटणारे: %1.</translation>
    </message>
    <message>
        <source>Gin: %1</source>
        <translation>जिन: %1</translation>
    </message>
    <message>
        <source>Big gin: %1, all eleven cards melded</source>
        <translation>बिग जिन: %1, अकराही पत्ते मेल्डमध्ये</translation>
    </message>
    <message>
        <source>Knock: %1 · deadwood %2</source>
        <translation>नॉक: %1 · डेडवुड %2</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2 · cards laid off: %3</source>
        <translation>डिफेंडर: %1 · डेडवुड %2 · ले ऑफ पत्ते: %3</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2</source>
        <translation>डिफेंडर: %1 · डेडवुड %2</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 = %4</source>
        <translation>%1 चे गुण: %2 − %3 = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 + %4 undercut bonus = %5</source>
        <translation>%1 चे गुण: %2 − %3 + %4 अंडरकट बोनस = %5</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 gin bonus = %4</source>
        <translation>%1 चे गुण: %2 + %3 जिन बोनस = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 big gin bonus = %4</source>
        <translation>%1 चे गुण: %2 + %3 बिग जिन बोनस = %4</translation>
    </message>
    <message>
        <source>Doubled: a spade was the first upcard, %1 points.</source>
        <translation>दुप्पट: पहिले अपकार्ड इस्पिक होते, %1 गुण.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>या हँडचा कोड: %1</translation>
    </message>
    <message>
        <source>Game over. Winner: %1, %2 to %3</source>
        <translation>गेम संपला. विजेते: %1, %2 विरुद्ध %3</translation>
    </message>
    <message>
        <source>Shutout: the loser won no hand, so the winner&apos;s points are doubled.</source>
        <translation>शटआउट: हरणाऱ्याने एकही हँड जिंकला नाही, म्हणून विजेत्याचे गुण दुप्पट.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>नवा खेळ</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>पुढचा हँड</translation>
    </message>
</context>
<context>
    <name>rummy::HintProvider</name>
    <message>
        <source>Hint</source>
        <translation>सूचना</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>सूचना: एखादा कसलेला खेळाडू काय करेल? (%1)</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>सूचना तुमच्या पाळीवर मिळतात.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>सूचना: %1.</translation>
    </message>
    <message>
        <source>(The spare label marks %1, the throw that leaves the fewest points now; the hint also weighs what each card may still become and what it would give the next player.)</source>
        <translation>(स्पेअर लेबल %1 दाखवते, जे टाकल्याने आत्ता सर्वात कमी गुण उरतात; सूचना हेही तोलते की प्रत्येक पत्ता पुढे काय बनू शकतो आणि पुढच्या खेळाडूला काय देईल.)</translation>
    </message>
</context>
<context>
    <name>rummy::IndianController</name>
    <message>
        <source>The open deck was shuffled into a new closed deck. %1</source>
        <translation>उघडा गठ्ठा पिसून नवा बंद गठ्ठा केला. %1</translation>
    </message>
    <message>
        <source>%1 missed a turn</source>
        <translation>%1 ची पाळी चुकली</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row: a middle drop for %3 points</source>
        <translation>%1 यांनी सलग %2 खेळी चुकवल्या: %3 गुणांचा मिडल ड्रॉप</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row and loses the deal with %3 points</source>
        <translation>%1 यांनी सलग %2 खेळी चुकवल्या आणि %3 गुणांनी डील हरले</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before a drop</source>
        <translation>खेळी चुकली: ड्रॉपपूर्वी %2 पैकी %1</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before the deal is lost</source>
        <translation>खेळी चुकली: डील हरण्यापूर्वी %2 पैकी %1</translation>
    </message>
    <message>
        <source>%1 drew from the deck</source>
        <translation>%1 ने क्लोज्ड डेकमधून पत्ता उचलला</translation>
    </message>
    <message>
        <source>%1 drew from the open deck</source>
        <translation>%1 ने ओपन डेकमधून पत्ता उचलला</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 ने %2 उचलला</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 ने %2 टाकला</translation>
    </message>
    <message>
        <source>%1 declared</source>
        <translation>%1 ने डिक्लेअर केले</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>%1 ने ड्रॉप केले</translation>
    </message>
</context>
<context>
    <name>rummy::IndianFront</name>
    <message>
        <source>Discard &amp;history…</source>
        <translation>टाकलेल्या पत्त्यांचा &amp;इतिहास…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Last deal&apos;s &amp;result…</source>
        <translation>मागील डीलचा &amp;निकाल…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>चाली</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>पत्ता उचला</translation>
    </message>
    <message>
        <source>Take open card</source>
        <translation>उघडा पत्ता घ्या</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>रंगानुसार लावा</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>मेल्डनुसार लावा</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>ग्रुप करा</translation>
    </message>
    <message>
        <source>Select cards first (click them or press Space), then Group.</source>
        <translation>आधी पत्ते निवडा (क्लिक करा किंवा Space दाबा), मग ग्रुप करा.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>पत्ता टाका</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>आधी एक पत्ता निवडा (त्यावर क्लिक करा), मग पत्ता टाका.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>फिनिश</translation>
    </message>
    <message>
        <source>Select the card to put on the finish slot, then Finish.</source>
        <translation>फिनिश स्लॉटवर ठेवायचा पत्ता निवडा, मग फिनिश.</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>ड्रॉप</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>डील संपली.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the closed deck, or O to take the open card.</source>
        <translation>तुमची पाळी: बंद गठ्ठ्यातून घेण्यासाठी C, उघडा पत्ता घेण्यासाठी O दाबा.</translation>
    </message>
    <message>
        <source>Your turn: click the closed deck or the open deck to draw.</source>
        <translation>तुमची पाळी: पत्ता उचलण्यासाठी क्लोज्ड डेक किंवा ओपन डेकवर क्लिक करा.</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or F to finish.</source>
        <translation>तुमची पाळी: बाण कळा आणि स्पेसने पत्ता निवडा, मग टाकण्यासाठी D किंवा फिनिशसाठी F.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the open deck to discard, or onto Finish.</source>
        <translation>तुमची पाळी: पत्ता टाकण्यासाठी तो ओपन डेकवर, किंवा फिनिशवर ओढा.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ची पाळी.</translation>
    </message>
    <message>
        <source>Middle drop: %1 points</source>
        <translation>मिडल ड्रॉप: %1 गुण</translation>
    </message>
    <message>
        <source>First drop: %1 points</source>
        <translation>फर्स्ट ड्रॉप: %1 गुण</translation>
    </message>
    <message>
        <source>Finish and declare</source>
        <translation>फिनिश आणि डिक्लेअर</translation>
    </message>
    <message>
        <source>Put %1 on the finish slot and declare your hand?</source>
        <translation>%1 फिनिश स्लॉटवर ठेवून तुमचा हात डिक्लेअर करायचा?</translation>
    </message>
    <message>
        <source>Your groups are not a valid declaration (you need a pure sequence, a second sequence, and every card in a meld).</source>
        <translation>तुमचे ग्रुप वैध डिक्लेअर नाहीत (एक प्युअर सिक्वेन्स, दुसरा सिक्वेन्स, आणि प्रत्येक पत्ता एखाद्या मेल्डमध्ये हवा).</translation>
    </message>
    <message>
        <source>Declaring now costs %1 points. Declare anyway?</source>
        <translation>आता डिक्लेअर केल्यास %1 गुण लागतील. तरीही डिक्लेअर करायचे?</translation>
    </message>
    <message>
        <source>Middle drop for %1 points?</source>
        <translation>%1 गुण देऊन मिडल ड्रॉप करायचा?</translation>
    </message>
    <message>
        <source>First drop for %1 points?</source>
        <translation>%1 गुण देऊन फर्स्ट ड्रॉप करायचा?</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>स्थिती</translation>
    </message>
    <message>
        <source>Re-join the pool?</source>
        <translation>पूलमध्ये पुन्हा सामील व्हायचे?</translation>
    </message>
    <message>
        <source>You are out of the pool. Re-join the game at %1 points?</source>
        <translation>तुम्ही पूलमधून बाहेर आहात. %1 गुणांवर खेळात पुन्हा सामील व्हायचे?</translation>
    </message>
    <message>
        <source>Abandon this match and start a new one?</source>
        <translation>हा सामना सोडून नवा सुरू करायचा?</translation>
    </message>
</context>
<context>
    <name>rummy::IndianScene</name>
    <message>
        <source>Card table</source>
        <translation>पत्त्यांचे टेबल</translation>
    </message>
    <message>
        <source>Opponents around the top, the decks in the middle, your hand at the bottom</source>
        <translation>प्रतिस्पर्धी वर, डेक मध्ये, तुमचा हात खाली</translation>
    </message>
</context>
<context>
    <name>rummy::IndianTexts</name>
    <message>
        <source>Wild: aces</source>
        <translation>वाइल्ड: एक्के</translation>
    </message>
    <message>
        <source>Wild: twos</source>
        <translation>वाइल्ड: दुर्र्या</translation>
    </message>
    <message>
        <source>Wild: threes</source>
        <translation>वाइल्ड: तिर्र्या</translation>
    </message>
    <message>
        <source>Wild: fours</source>
        <translation>वाइल्ड: चौकी</translation>
    </message>
    <message>
        <source>Wild: fives</source>
        <translation>वाइल्ड: पंजी</translation>
    </message>
    <message>
        <source>Wild: sixes</source>
        <translation>वाइल्ड: छक्की</translation>
    </message>
    <message>
        <source>Wild: sevens</source>
        <translation>वाइल्ड: सत्ती</translation>
    </message>
    <message>
        <source>Wild: eights</source>
        <translation>वाइल्ड: अठ्ठी</translation>
    </message>
    <message>
        <source>Wild: nines</source>
        <translation>वाइल्ड: नव्व्या</translation>
    </message>
    <message>
        <source>Wild: tens</source>
        <translation>वाइल्ड: दश्शी</translation>
    </message>
    <message>
        <source>Wild: jacks</source>
        <translation>वाइल्ड: गुलाम</translation>
    </message>
    <message>
        <source>Wild: queens</source>
        <translation>वाइल्ड: राणी</translation>
    </message>
    <message>
        <source>Wild: kings</source>
        <translation>वाइल्ड: राजा</translation>
    </message>
    <message>
        <source>Deck · empty, click to reshuffle</source>
        <translation>डेक · रिकामा, पिसण्यासाठी क्लिक करा</translation>
    </message>
    <message>
        <source>Deck · %1</source>
        <translation>डेक · %1</translation>
    </message>
    <message>
        <source>No wild</source>
        <translation>वाइल्ड नाही</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>ओपन डेक</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>फिनिश</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>ओपन डेक रिकामा आहे.</translation>
    </message>
    <message>
        <source>Open deck, newest first:</source>
        <translation>ओपन डेक, नवा आधी:</translation>
    </message>
    <message>
        <source>%1 (turned up by the dealer)</source>
        <translation>%1 (डीलरने उघडला)</translation>
    </message>
    <message>
        <source>%1 — thrown by %2</source>
        <translation>%1 — %2 ने टाकला</translation>
    </message>
    <message numerus="yes">
        <source>… and %n older</source>
        <translation>
            <numerusform>… आणि %n जुना</numerusform>
            <numerusform>… आणि %n जुने</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>डील संपली</translation>
    </message>
    <message>
        <source>Your turn: draw</source>
        <translation>तुमची पाळी: पत्ता उचला</translation>
    </message>
    <message>
        <source>Your turn: discard</source>
        <translation>तुमची पाळी: पत्ता टाका</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 खेळत आहे…</translation>
    </message>
    <message>
        <source>%1 · %2 s</source>
        <translation>%1 · %2 से.</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n चिप</numerusform>
            <numerusform>%n चिप्स</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n गुण</numerusform>
            <numerusform>%n गुण</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n पत्ता</numerusform>
            <numerusform>%n पत्ते</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out · watching</source>
        <translation>तुम्ही बाहेर · पाहत आहात</translation>
    </message>
    <message>
        <source>You dropped · watching</source>
        <translation>तुम्ही ड्रॉप केले · पाहत आहात</translation>
    </message>
    <message>
        <source>Wrong declaration · watching</source>
        <translation>चुकीचे डिक्लेअर · पाहत आहात</translation>
    </message>
    <message>
        <source>Turns missed · watching</source>
        <translation>चाली चुकल्या · पाहत आहात</translation>
    </message>
    <message>
        <source>Sitting out · watching</source>
        <translation>बाहेर बसलेले · पाहत आहात</translation>
    </message>
    <message numerus="yes">
        <source>You · %n chips</source>
        <translation>
            <numerusform>तुम्ही · %n चिप</numerusform>
            <numerusform>तुम्ही · %n चिप्स</numerusform>
        </translation>
    </message>
    <message>
        <source>You · score %1</source>
        <translation>तुम्ही · स्कोअर %1</translation>
    </message>
    <message>
        <source>Deal costs: %1 pts</source>
        <translation>डीलची किंमत: %1 गुण</translation>
    </message>
    <message>
        <source>Hand: valid, %1 pts</source>
        <translation>हात: वैध, %1 गुण</translation>
    </message>
    <message>
        <source>Hand: %1 pts</source>
        <translation>हात: %1 गुण</translation>
    </message>
    <message>
        <source>%1 · 3 pure needed: %2 so far</source>
        <translation>%1 · 3 प्युअर हवे: आतापर्यंत %2</translation>
    </message>
    <message>
        <source>★ Value cards: %1</source>
        <translation>★ व्हॅल्यू कार्ड: %1</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>उरलेले</translation>
    </message>
    <message>
        <source>%1 — a value card</source>
        <translation>%1 — एक व्हॅल्यू कार्ड</translation>
    </message>
</context>
<context>
    <name>rummy::MainWindow</name>
    <message>
        <source>Rummy</source>
        <translation>रमी</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>खेळाची स्थिती</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>खेळ(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>नवा खेळ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>ॲनिमेशन वेग(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>सामान्य(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>जलद(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>बंद(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बाहेर पडा(&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>मदत(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>नियम(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>सेटिंग्ज(&amp;S)…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>सेटिंग्ज</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>सेटिंग्ज जतन करता आल्या नाहीत; खेळ बंद करेपर्यंत त्या लागू राहतील.</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>पत्त्यांचा कॅट</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>आकडेवारी(&amp;T)…</translation>
    </message>
    <message>
        <source>Start a game of Gin Rummy now? The game on the table ends.</source>
        <translation>आत्ताच जिन रमीचा गेम सुरू करायचा? टेबलावरचा खेळ संपेल.</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy now? The game on the table ends.</source>
        <translation>आत्ताच इंडियन रमीची मॅच सुरू करायची? टेबलावरचा खेळ संपेल.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>नवा खेळ</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;कीबोर्ड शॉर्टकट</translation>
    </message>
    <message>
        <source>&amp;About Rummy</source>
        <translation>रमी&amp;बद्दल</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy with 21 cards now? The game on the table ends.</source>
        <translation>आत्ताच 21 पत्त्यांची इंडियन रमीची मॅच सुरू करायची? टेबलावरचा खेळ संपेल.</translation>
    </message>
    <message>
        <source>Start a game of %1 now? The game on the table ends.</source>
        <translation>आता %1 चा गेम सुरू करायचा? टेबलवरचा गेम संपेल.</translation>
    </message>
    <message>
        <source>Re&amp;view last deal…</source>
        <translation>शेवटच्या डीलचा &amp;आढावा…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>आढावा</translation>
    </message>
    <message>
        <source>No deal has ended yet: there is nothing to review.</source>
        <translation>अजून कोणतीही डील संपलेली नाही: आढाव्यासाठी काही नाही.</translation>
    </message>
</context>
<context>
    <name>rummy::MatchHeader</name>
    <message>
        <source>What is being played</source>
        <translation>काय खेळले जात आहे</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>स्थिती</translation>
    </message>
    <message>
        <source>The match&apos;s running scores</source>
        <translation>सामन्याचे आतापर्यंतचे गुण</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>डील %1 / %2</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>डील %1</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>डील %1 (टाय-ब्रेकर)</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 खेळाडू</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>जिन रमी</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>हात %1</translation>
    </message>
    <message>
        <source>Game to %1</source>
        <translation>%1 पर्यंतचा खेळ</translation>
    </message>
    <message>
        <source>21 cards</source>
        <translation>21 पत्ते</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>हात %1 / %2</translation>
    </message>
</context>
<context>
    <name>rummy::ResultDialog</name>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Result&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Groups&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;खेळाडू&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;निकाल&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;ग्रुप&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;गुण&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>डील %1 (टाय-ब्रेकर)</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>डील %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>डील %1 / %2</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Total (out at %1)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Standing&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;खेळाडू&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;ही डील&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;एकूण (%1 ला बाहेर)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;स्थान&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Chips&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;खेळाडू&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;ही डील&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;चिप्स&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Value (%1 a point)&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;खेळाडू&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;गुण&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;मूल्य (प्रति गुण %1)&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;eliminated this deal&lt;/b&gt;</source>
        <translation>&lt;b&gt;या डीलमध्ये बाहेर&lt;/b&gt;</translation>
    </message>
    <message>
        <source>out</source>
        <translation>बाहेर</translation>
    </message>
    <message>
        <source>%1 to the limit</source>
        <translation>मर्यादेपर्यंत %1</translation>
    </message>
    <message numerus="yes">
        <source>re-joined %n time(s)</source>
        <translation>
            <numerusform>%n वेळा पुन्हा सामील</numerusform>
            <numerusform>%n वेळा पुन्हा सामील</numerusform>
        </translation>
    </message>
    <message>
        <source>may re-join at %1</source>
        <translation>%1 वर पुन्हा सामील होऊ शकतो</translation>
    </message>
    <message>
        <source>&lt;p&gt;Deals left: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;उरलेल्या डील: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Match over.&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;मॅच संपली.&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 won the match.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 ने मॅच जिंकली.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No winner.</source>
        <translation>कोणीही विजेता नाही.</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>डीलचा शेवट</translation>
    </message>
    <message>
        <source>Deal results</source>
        <translation>डीलचे निकाल</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>नवी मॅच</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>पुढची डील</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करा</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>व्हॅल्यू कार्ड</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Received&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Paid&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Net of the deal&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;खेळाडू&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;मिळाले&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;दिले&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;डीलचा निव्वळ निकाल&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>rummy::ResultsChart</name>
    <message>
        <source>Recent results</source>
        <translation>अलीकडचे निकाल</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>अजून एकही डील खेळली नाही.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>जिंकले</translation>
    </message>
    <message numerus="yes">
        <source>lost %n points</source>
        <translation>
            <numerusform>%n गुण गमावला</numerusform>
            <numerusform>%n गुण गमावले</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest first: %1.</source>
        <translation>
            <numerusform>शेवटची %n डील, जुनी आधी: %1.</numerusform>
            <numerusform>शेवटच्या %n डील, जुन्या आधी: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest on the left; bars down are points lost</source>
        <translation>
            <numerusform>शेवटची %n डील, जुनी डावीकडे; खालच्या पट्ट्या गमावलेले गुण</numerusform>
            <numerusform>शेवटच्या %n डील, जुन्या डावीकडे; खालच्या पट्ट्या गमावलेले गुण</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rummy::ReviewDialog</name>
    <message>
        <source>good</source>
        <translation>चांगली</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>शंकास्पद</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>वाईट</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>खूप वाईट</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>उस्ताद</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>तज्ज्ञ</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>मजबूत</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>क्लब खेळाडू</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>हौशी</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>नवशिका</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — good.</source>
        <translation>चाल %1: तुम्ही %2 निवडले — चांगली.</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — %3: about %4 points worse than to %5.</source>
        <translation>चाल %1: तुम्ही %2 निवडले — %3: %5 पेक्षा सुमारे %4 गुण वाईट.</translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation>डील %1 चा आढावा</translation>
    </message>
    <message>
        <source>The engine is looking at each of your decisions…</source>
        <translation>इंजिन तुमचा प्रत्येक निर्णय पाहत आहे…</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>आढाव्याची प्रगती</translation>
    </message>
    <message>
        <source>Your decisions, graded</source>
        <translation>तुमचे निर्णय, मूल्यांकित</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>आढावा थांबवला.</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>या डीलमध्ये तुमच्यापुढे कोणताही पर्याय नव्हता.</translation>
    </message>
    <message>
        <source> Your draws from the stock were worth %1 points against the average card.</source>
        <translation> स्टॉकमधून तुमचे पत्ते सरासरी पत्त्याच्या तुलनेत %1 गुणांचे होते.</translation>
    </message>
    <message>
        <source>%1 decisions graded; on average each gave away %2 points: %3.</source>
        <translation>%1 निर्णय मूल्यांकित; सरासरी प्रत्येकाने %2 गुण गमावले: %3.</translation>
    </message>
</context>
<context>
    <name>rummy::RulesDialog</name>
    <message numerus="yes">
        <source>Format: %1, %n players.</source>
        <translation>
            <numerusform>फॉरमॅट: %1, %n खेळाडू.</numerusform>
            <numerusform>फॉरमॅट: %1, %n खेळाडू.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shoe: %1 and %2 printed jokers; %3.</source>
        <translation>शू: %1 आणि %2 छापील जोकर; %3.</translation>
    </message>
    <message>
        <source>one deck</source>
        <translation>एक कॅट</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 कॅट</translation>
    </message>
    <message>
        <source>a wild-joker card is cut</source>
        <translation>एक वाइल्ड जोकर पत्ता कापला जातो</translation>
    </message>
    <message>
        <source>no wild-joker card</source>
        <translation>वाइल्ड जोकर पत्ता नाही</translation>
    </message>
    <message>
        <source>Dropping costs %1 points before your first draw (first drop) and %2 points after it (middle drop).</source>
        <translation>पहिला पत्ता उचलण्याआधी ड्रॉप केल्यास %1 गुण (फर्स्ट ड्रॉप) आणि नंतर %2 गुण (मिडल ड्रॉप) लागतात.</translation>
    </message>
    <message>
        <source>Dropping is not allowed in this format.</source>
        <translation>या फॉरमॅटमध्ये ड्रॉपला परवानगी नाही.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points and ends the deal with no winner.</source>
        <translation>चुकीच्या डिक्लेअरला %1 गुण लागतात आणि डील विजेत्याशिवाय संपते.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points; the others play on.</source>
        <translation>चुकीच्या डिक्लेअरला %1 गुण लागतात; बाकीचे खेळत राहतात.</translation>
    </message>
    <message>
        <source>A losing hand counts at most %1 points; a hand that was already valid counts %2.</source>
        <translation>हरलेल्या हाताचे जास्तीत जास्त %1 गुण मोजले जातात; आधीच वैध असलेल्या हाताचे %2.</translation>
    </message>
    <message>
        <source>Jokers may be taken from the open deck.</source>
        <translation>ओपन डेकमधून जोकर उचलता येतात.</translation>
    </message>
    <message>
        <source>Jokers may not be taken from the open deck (except the very first open card).</source>
        <translation>ओपन डेकमधून जोकर उचलता येत नाहीत (अगदी पहिला उघडा पत्ता सोडून).</translation>
    </message>
    <message>
        <source>A player reaching %1 points is out of the pool.</source>
        <translation>%1 गुणांवर पोहोचलेला खेळाडू पूलमधून बाहेर जातो.</translation>
    </message>
    <message>
        <source>A player who is out may re-join (three or more players) while the highest remaining score is at most %1.</source>
        <translation>बाहेर गेलेला खेळाडू पुन्हा सामील होऊ शकतो (तीन किंवा अधिक खेळाडू), जोपर्यंत उरलेल्यांचा सर्वोच्च स्कोअर %1 पेक्षा जास्त नाही.</translation>
    </message>
    <message>
        <source>A player who is out may not re-join.</source>
        <translation>बाहेर गेलेला खेळाडू पुन्हा सामील होऊ शकत नाही.</translation>
    </message>
    <message>
        <source>Everyone starts with %1 chips (%2 per deal); the winner of a deal takes each loser&apos;s points in chips.</source>
        <translation>प्रत्येकजण %1 चिप्सने सुरुवात करतो (प्रति डील %2); डीलचा विजेता प्रत्येक हरलेल्याचे गुण चिप्समध्ये घेतो.</translation>
    </message>
    <message>
        <source>One point is worth %1 (for display only).</source>
        <translation>एका गुणाचे मूल्य %1 (फक्त दाखवण्यासाठी).</translation>
    </message>
    <message>
        <source>Each turn has %1 seconds; %2 missed turns in a row count as a middle drop.</source>
        <translation>प्रत्येक पाळीला %1 सेकंद; सलग %2 चुकलेल्या पाळ्या मिडल ड्रॉप धरल्या जातात.</translation>
    </message>
    <message>
        <source>There is no turn timer.</source>
        <translation>पाळीचा टायमर नाही.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy</source>
        <translation>इंडियन रमीचे नियम</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>नियमांचा मजकूर सापडला नाही.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>या टेबलचे नियम</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 10, 30 or 50 for one, two or three of a kind, 100 for a marriage.</source>
        <translation>डीलमधील प्रत्येक दुसरा खेळाडू व्हॅल्यू कार्डचे पैसे देतो: एका प्रकारच्या एक, दोन किंवा तीन पत्त्यांचे 10, 30 किंवा 50, मॅरेजचे 100.</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 20 a card, 100 for a marriage, at most 240 from one player.</source>
        <translation>डीलमधील प्रत्येक दुसरा खेळाडू व्हॅल्यू कार्डचे पैसे देतो: प्रत्येक पत्त्याचे 20, मॅरेजचे 100, एका खेळाडूकडून जास्तीत जास्त 240.</translation>
    </message>
    <message>
        <source>Value cards are not paid.</source>
        <translation>व्हॅल्यू कार्डचे पैसे दिले जात नाहीत.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy (21 cards)</source>
        <translation>इंडियन रमीचे (21 पत्ते) नियम</translation>
    </message>
</context>
<context>
    <name>rummy::SaveNotice</name>
    <message>
        <source>Not saved</source>
        <translation>जतन झाले नाही</translation>
    </message>
    <message>
        <source>%1. Play goes on, without saving.</source>
        <translation>%1. खेळ सुरू राहतो, जतन न करता.</translation>
    </message>
</context>
<context>
    <name>rummy::SavedGames</name>
    <message>
        <source>&amp;Save…</source>
        <translation>जतन करा(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>खेळ जतन करा</translation>
    </message>
    <message>
        <source>Rummy saves (*.rummy)</source>
        <translation>रमीचे जतन केलेले खेळ (*.rummy)</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>लोड करा(&amp;L)…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>जतन केलेला खेळ लोड करा</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Play a &amp;deal by code…</source>
        <translation>कोडने डील खेळा(&amp;D)…</translation>
    </message>
    <message>
        <source>Play a deal by code</source>
        <translation>कोडने डील खेळा</translation>
    </message>
    <message>
        <source>Deal code (shown at the end of every deal, e.g. PTS-4-1ZK3M9QX0A7TB):</source>
        <translation>डील कोड (प्रत्येक डीलच्या शेवटी दिसतो, उदा. PTS-4-1ZK3M9QX0A7TB):</translation>
    </message>
    <message>
        <source>The file %1 could not be moved aside.</source>
        <translation>फाइल %1 बाजूला हलवता आली नाही.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>फाइल %1 म्हणून ठेवली आहे.</translation>
    </message>
    <message>
        <source>Unfinished match not restored</source>
        <translation>अपूर्ण मॅच परत आणता आली नाही</translation>
    </message>
    <message>
        <source>Your unfinished match could not be restored. %1

%2 A new match starts.</source>
        <translation>तुमची अपूर्ण मॅच परत आणता आली नाही. %1

%2 नवी मॅच सुरू होते.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>अपूर्ण मॅच</translation>
    </message>
    <message>
        <source>Resume your unfinished match?</source>
        <translation>तुमची अपूर्ण मॅच पुढे चालू करायची?</translation>
    </message>
    <message>
        <source>A game of %1; it stopped in hand %2.</source>
        <translation>%1 चा एक गेम; तो हँड %2 मध्ये थांबला होता.</translation>
    </message>
    <message>
        <source>A game of Gin Rummy; it stopped in hand %1, at %2 to %3.</source>
        <translation>जिन रमीचा एक गेम; तो हँड %1 मध्ये %2 विरुद्ध %3 वर थांबला होता.</translation>
    </message>
    <message numerus="yes">
        <source>It stopped in deal %1, with %n player(s) at the table.</source>
        <translation>
            <numerusform>ती डील %1 मध्ये थांबली होती, टेबलवर %n खेळाडूसह.</numerusform>
            <numerusform>ती डील %1 मध्ये थांबली होती, टेबलवर %n खेळाडूंसह.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>पुढे चालू करा</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>नवी मॅच</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>खेळ जतन झाला नाही</translation>
    </message>
    <message>
        <source>Game not loaded</source>
        <translation>खेळ लोड झाला नाही</translation>
    </message>
    <message>
        <source>%1 could not be loaded. %2</source>
        <translation>%1 लोड करता आली नाही. %2</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>हा डील कोड नाही</translation>
    </message>
    <message>
        <source>The deal code %1 names a deal no table can have: a table seats 2 to 6 players, and at least two of them are dealt in, the dealer among them.</source>
        <translation>डील कोड %1 अशी डील सांगतो जी कोणत्याही टेबलवर होऊ शकत नाही: एका टेबलवर 2 ते 6 खेळाडू बसतात, आणि त्यांपैकी किमान दोघांना पत्ते वाटले जातात, त्यात डीलरही असतो.</translation>
    </message>
    <message>
        <source>“%1” is not a deal code. A code looks like PTS-4-1ZK3M9QX0A7TB: the format, the number of players and the deal.</source>
        <translation>“%1” हा डील कोड नाही. कोड PTS-4-1ZK3M9QX0A7TB सारखा असतो: फॉरमॅट, खेळाडूंची संख्या आणि डील.</translation>
    </message>
    <message>
        <source>The deal code %1 names a hand that cannot be dealt.</source>
        <translation>डील कोड %1 असा हँड दाखवतो जो वाटता येत नाही.</translation>
    </message>
    <message>
        <source>The deal code %1 asks for a format that cannot be played with %2 players.</source>
        <translation>डील कोड %1 असा फॉरमॅट मागतो जो %2 खेळाडूंसह खेळता येत नाही.</translation>
    </message>
</context>
<context>
    <name>rummy::SeatItem</name>
    <message>
        <source>D</source>
        <translation>डी</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>सेटिंग्ज</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>सेटिंग्जची पाने</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>खेळ(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>हाऊस रूल्स(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>टेबल(&amp;T)</translation>
    </message>
    <message>
        <source>Rule changes apply from the next match; table options apply at once.</source>
        <translation>नियमांतील बदल पुढच्या मॅचपासून लागू होतात; टेबलचे पर्याय लगेच.</translation>
    </message>
    <message>
        <source>Problem with these settings</source>
        <translation>या सेटिंग्जमध्ये अडचण</translation>
    </message>
    <message>
        <source>Resets the options of the tab shown to their defaults.</source>
        <translation>दाखवलेल्या टॅबचे पर्याय मूळ स्थितीत आणते.</translation>
    </message>
    <message>
        <source>Re-joining must stop below the pool limit (%1): lower the re-join limit.</source>
        <translation>पुन्हा सामील होणे पूल मर्यादेच्या (%1) खालीच थांबले पाहिजे: री-जॉइन मर्यादा कमी करा.</translation>
    </message>
    <message>
        <source>%1 players need at least %2 cards, but %3 deck(s) and %4 printed jokers make %5: add a deck.</source>
        <translation>%1 खेळाडूंना किमान %2 पत्ते लागतात, पण %3 कॅट आणि %4 छापील जोकर मिळून %5 होतात: एक कॅट वाढवा.</translation>
    </message>
    <message>
        <source>These rules cannot be played by %1 players.</source>
        <translation>या नियमांनी %1 खेळाडू खेळू शकत नाहीत.</translation>
    </message>
    <message>
        <source>These Gin options cannot be played.</source>
        <translation>या जिन पर्यायांनी खेळता येत नाही.</translation>
    </message>
    <message>
        <source>These options cannot be played.</source>
        <translation>या पर्यायांनी खेळता येत नाही.</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsFile</name>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read and was kept as %3.</source>
        <translation>सेटिंग्ज फाइल %1 %2 MB ची आहे, सेटिंग्जपेक्षा खूप मोठी; ती वाचली नाही आणि %3 म्हणून ठेवली आहे.</translation>
    </message>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read.</source>
        <translation>सेटिंग्ज फाइल %1 %2 MB ची आहे, सेटिंग्जपेक्षा खूप मोठी; ती वाचली नाही.</translation>
    </message>
    <message>
        <source>Some lines of the settings file %1 are not settings; they were skipped.</source>
        <translation>सेटिंग्ज फाइल %1 मधील काही ओळी सेटिंग्ज नाहीत; त्या वगळल्या.</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>सेटिंग्ज फाइल जशी होती तशी %1 म्हणून ठेवली आहे.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2); it was kept as %3.</source>
        <translation>सेटिंग्ज फाइल %1 वाचता आली नाही (%2); ती %3 म्हणून ठेवली आहे.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2).</source>
        <translation>सेटिंग्ज फाइल %1 वाचता आली नाही (%2).</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGamePage</name>
    <message>
        <source>A single deal: the losers pay the winner the points left in their hands.</source>
        <translation>एकच डील: हरणारे त्यांच्या हातात उरलेले गुण विजेत्याला देतात.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 101 points puts a player out. The last one in wins.</source>
        <translation>डीलमागून डील; 101 गुणांवर खेळाडू बाहेर. शेवटपर्यंत टिकणारा जिंकतो.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 201 points puts a player out. Drops cost 25 and 50.</source>
        <translation>डीलमागून डील; 201 गुणांवर खेळाडू बाहेर. ड्रॉपला 25 आणि 50.</translation>
    </message>
    <message>
        <source>Two deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>चिप्ससाठी दोन डील; ड्रॉप नाही. शेवटी सर्वाधिक चिप्स असलेला जिंकतो.</translation>
    </message>
    <message>
        <source>Three deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>चिप्ससाठी तीन डील; ड्रॉप नाही. शेवटी सर्वाधिक चिप्स असलेला जिंकतो.</translation>
    </message>
    <message>
        <source>Six deals played for chips; dropping allowed. Most chips at the end wins.</source>
        <translation>चिप्ससाठी सहा डील; ड्रॉपला परवानगी. शेवटी सर्वाधिक चिप्स असलेला जिंकतो.</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>मॅच फॉरमॅट</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>फॉरमॅट(&amp;F):</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>टेबलवरील खेळाडू</translation>
    </message>
    <message>
        <source>How many sit at the table, you included (2 to 6). Default: 4.</source>
        <translation>तुमच्यासह टेबलवर किती जण बसतात (2 ते 6). मूळ: 4.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>खेळाडू(&amp;P):</translation>
    </message>
    <message>
        <source>Computer opponents</source>
        <translation>संगणक प्रतिस्पर्धी</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>पातळी</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>नाव</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>सीट %1</translation>
    </message>
    <message>
        <source>Level of seat %1</source>
        <translation>सीट %1 ची पातळी</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>सीट %1 चे नाव</translation>
    </message>
    <message>
        <source>Left empty, the seat is called %1.</source>
        <translation>रिकामे ठेवल्यास सीटचे नाव %1 असेल.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>जिन रमी</translation>
    </message>
    <message>
        <source>Indian Rummy (13 cards)</source>
        <translation>इंडियन रमी (13 पत्ते)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>गेम</translation>
    </message>
    <message>
        <source>Which rummy game the next game plays. Default: Indian Rummy.</source>
        <translation>पुढचा गेम कोणती रमी असेल. डीफॉल्ट: इंडियन रमी.</translation>
    </message>
    <message>
        <source>G&amp;ame:</source>
        <translation>खेळ(&amp;A):</translation>
    </message>
    <message>
        <source>Two players, ten cards each: meld your cards, knock when your deadwood is low, and be the first to 100 points. The House rules tab has Gin&apos;s options.</source>
        <translation>दोन खेळाडू, प्रत्येकी दहा पत्ते: मेल्ड बनवा, डेडवुड कमी झाले की नॉक करा, आणि सर्वात आधी 100 गुण गाठा. जिनचे पर्याय हाऊस रूल्स टॅबमध्ये आहेत.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>प्रतिस्पर्धी</translation>
    </message>
    <message>
        <source>Indian Rummy (21 cards)</source>
        <translation>इंडियन रमी (21 पत्ते)</translation>
    </message>
    <message>
        <source>21 cards each from three decks: three pure sequences to declare, and value cards paid by everyone. %1</source>
        <translation>तीन कॅटांमधून प्रत्येकाला 21 पत्ते: डिक्लेअर करण्यासाठी तीन प्युअर सिक्वेन्स, आणि सगळे पैसे देतात ती व्हॅल्यू कार्ड. %1</translation>
    </message>
    <message>
        <source>Straight Rummy</source>
        <translation>स्ट्रेट रमी</translation>
    </message>
    <message>
        <source>Rummy 500</source>
        <translation>रमी 500</translation>
    </message>
    <message>
        <source>Rummy 51</source>
        <translation>रमी 51</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>कलूकी</translation>
    </message>
    <message>
        <source>Meld sets and runs on the table, lay off on anyone&apos;s melds, and go out first: the others pay what they hold.</source>
        <translation>टेबलवर सेट आणि रन मेल्ड करा, कोणाच्याही मेल्डवर ले ऑफ करा, आणि सर्वात आधी निघा: बाकीचे हातातल्या पत्त्यांचे मूल्य भरतात.</translation>
    </message>
    <message>
        <source>Take as deep into the discard pile as you can use: melds score for you, cards left in hand against you. First to 500 wins.</source>
        <translation>टाकलेल्या पत्त्यांच्या ढिगात उपयोगी पडेल तितके खोल उचला: मेल्ड तुमचे गुण वाढवतात, हातात उरलेले पत्ते कमी करतात. आधी 500 गाठणारा जिंकतो.</translation>
    </message>
    <message>
        <source>Rummy 51&apos;s cousin: fifteen cards, the pile only after your opening, and whoever goes out collects from the others.</source>
        <translation>रमी 51 चा भाऊबंद: पंधरा पत्ते, ढीग फक्त तुमच्या ओपनिंगनंतर, आणि जो निघतो तो बाकीच्यांकडून वसूल करतो.</translation>
    </message>
    <message>
        <source>Two decks and jokers: your first lay-down must be worth 51 points. Lowest total when someone reaches the target wins.</source>
        <translation>दोन डेक आणि जोकर: तुमचे पहिले मेल्ड किमान 51 गुणांचे असले पाहिजे. कोणी लक्ष्य गाठल्यावर सर्वात कमी एकूण असलेला जिंकतो.</translation>
    </message>
    <message>
        <source>Easy makes plain moves, Hard remembers the open deck and plans its melds, Expert also looks ahead over the cards it cannot see. Default: Medium.</source>
        <translation>सोपा साध्या चाली खेळतो, कठीण ओपन डेक लक्षात ठेवतो आणि मेल्डचे नियोजन करतो, तज्ज्ञ न दिसणाऱ्या पत्त्यांचाही विचार करून पुढे पाहतो. मूळ: मध्यम.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> से.</translation>
    </message>
    <message>
        <source>Expert thinking time in seconds</source>
        <translation>तज्ज्ञाचा विचार करण्याचा वेळ, सेकंदांत</translation>
    </message>
    <message>
        <source>How long an Expert opponent thinks about each move: longer plays a little better. Default: 1 s.</source>
        <translation>तज्ज्ञ प्रतिस्पर्धी प्रत्येक चालीवर किती वेळ विचार करतो: जास्त वेळ थोडे चांगले खेळतो. मूळ: 1 से.</translation>
    </message>
    <message>
        <source>E&amp;xpert thinks:</source>
        <translation>तज्ज्ञ &amp;विचार करतो:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGinPage</name>
    <message>
        <source>&amp;Knock value:</source>
        <translation>नॉकची मर्यादा(&amp;K):</translation>
    </message>
    <message>
        <source>The most deadwood a player may hold when knocking (0: gin only).</source>
        <translation>नॉक करताना जास्तीत जास्त किती डेडवुड चालेल (0: फक्त जिन).</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the knock value</source>
        <translation>ओक्लाहोमा: पहिले अपकार्ड नॉकची मर्यादा ठरवते(&amp;O)</translation>
    </message>
    <message>
        <source>Each hand&apos;s knock value is the value of its first upcard; a court card counts 10.</source>
        <translation>प्रत्येक हँडमध्ये नॉकची मर्यादा त्याच्या पहिल्या अपकार्डचे मूल्य असते; चित्राचा पत्ता 10.</translation>
    </message>
    <message>
        <source>An &amp;ace turned up means gin only</source>
        <translation>एक्का उघडला तर फक्त जिन(&amp;A)</translation>
    </message>
    <message>
        <source>Oklahoma: an ace as first upcard allows only gin (else a knock with 1).</source>
        <translation>ओक्लाहोमा: पहिले अपकार्ड एक्का असेल तर फक्त जिन (नाहीतर 1 वर नॉक).</translation>
    </message>
    <message>
        <source>A &amp;spade turned up doubles the hand</source>
        <translation>इस्पिक उघडला तर हँड दुप्पट(&amp;S)</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as first upcard doubles every point of the hand.</source>
        <translation>ओक्लाहोमा: पहिले अपकार्ड इस्पिक असेल तर हँडचा प्रत्येक गुण दुप्पट.</translation>
    </message>
    <message>
        <source>Straight gi&amp;n: only gin ends a hand</source>
        <translation>स्ट्रेट जिन: हँड फक्त जिनने संपतो(&amp;N)</translation>
    </message>
    <message>
        <source>Nobody may knock with deadwood; a hand ends with gin or at the wall.</source>
        <translation>डेडवुड असताना कोणीही नॉक करू शकत नाही; हँड जिनने किंवा वॉलवर संपतो.</translation>
    </message>
    <message>
        <source>G&amp;in bonus:</source>
        <translation>जिन बोनस(&amp;I):</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin.</source>
        <translation>कोणी जिन केल्यास डिफेंडरच्या डेडवुडमध्ये जोडले जाते.</translation>
    </message>
    <message>
        <source>&amp;Undercut bonus:</source>
        <translation>अंडरकट बोनस(&amp;U):</translation>
    </message>
    <message>
        <source>Added to the difference when the defender&apos;s deadwood is not higher than the knocker&apos;s.</source>
        <translation>डिफेंडरचे डेडवुड नॉक करणाऱ्यापेक्षा जास्त नसेल तर फरकात जोडले जाते.</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>बिग जिन बोनस(&amp;B):</translation>
    </message>
    <message>
        <source>For laying down all eleven cards in melds without a discard; 0: no big gin.</source>
        <translation>एकही पत्ता न टाकता अकराही पत्ते मेल्डमध्ये ठेवल्यास; 0: बिग जिन नाही.</translation>
    </message>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>गेम किती गुणांपर्यंत(&amp;M):</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s hand points reach this.</source>
        <translation>एखाद्या खेळाडूचे हँडचे गुण इथपर्यंत पोहोचले की गेम संपतो.</translation>
    </message>
    <message>
        <source>Gam&amp;e bonus:</source>
        <translation>गेम बोनस(&amp;E):</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of the game.</source>
        <translation>गेमच्या शेवटी विजेत्याच्या गुणांमध्ये जोडले जाते.</translation>
    </message>
    <message>
        <source>Bo&amp;x bonus:</source>
        <translation>बॉक्स बोनस(&amp;X):</translation>
    </message>
    <message>
        <source>Added at the end of the game for every hand a player won.</source>
        <translation>गेमच्या शेवटी खेळाडूने जिंकलेल्या प्रत्येक हँडसाठी जोडले जाते.</translation>
    </message>
    <message>
        <source>A shutout &amp;doubles the winner&apos;s points</source>
        <translation>शटआउटमध्ये विजेत्याचे गुण दुप्पट(&amp;D)</translation>
    </message>
    <message>
        <source>When the loser won no hand, the winner&apos;s hand points are doubled before the bonuses.</source>
        <translation>हरणाऱ्याने एकही हँड जिंकला नसेल तर बोनसआधी विजेत्याचे हँड गुण दुप्पट होतात.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>घेतलेला पत्ता परत टाकता येतो(&amp;R)</translation>
    </message>
    <message>
        <source>When off, the card just taken from the discard pile may not be discarded in the same turn.</source>
        <translation>बंद असल्यास डिस्कार्ड पाइलमधून आत्ताच घेतलेला पत्ता त्याच पाळीत टाकता येत नाही.</translation>
    </message>
    <message>
        <source>E&amp;qual deadwood is an undercut</source>
        <translation>समान डेडवुड म्हणजे अंडरकट(&amp;Q)</translation>
    </message>
    <message>
        <source>When off, equal counts win the hand for the knocker, for no points.</source>
        <translation>बंद असल्यास समान मोजणीत नॉक करणारा गुणांशिवाय हँड जिंकतो.</translation>
    </message>
    <message>
        <source>At the &amp;wall:</source>
        <translation>वॉलवर(&amp;W):</translation>
    </message>
    <message>
        <source>What happens when two cards are left in the stock and a player discards without knocking.</source>
        <translation>स्टॉकमध्ये दोन पत्ते उरले असताना कोणी नॉक न करता पत्ता टाकला तर काय होते.</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>नॉक</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>हँडचे गुण</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>गेम</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>खेळ</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>मानक: %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>चालू</translation>
    </message>
    <message>
        <source>off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <source>The hand is void</source>
        <translation>हँड रद्द होतो</translation>
    </message>
    <message>
        <source>The other player may take the discard to knock</source>
        <translation>दुसरा खेळाडू नॉकसाठी टाकलेला पत्ता घेऊ शकतो</translation>
    </message>
    <message>
        <source>At the wall</source>
        <translation>वॉलवर</translation>
    </message>
    <message>
        <source>Restore the standard Gin rules</source>
        <translation>जिनचे मानक नियम परत आणा</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsRulesPage</name>
    <message>
        <source>The shoe</source>
        <translation>शू (पत्त्यांचा ढीग)</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>कॅट(&amp;D):</translation>
    </message>
    <message>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>52 पत्त्यांचे किती कॅट एकत्र पिसले जातात.</translation>
    </message>
    <message>
        <source>Printed &amp;jokers:</source>
        <translation>छापील जोकर(&amp;J):</translation>
    </message>
    <message>
        <source>Printed jokers in the whole shoe; each is wild.</source>
        <translation>संपूर्ण शूमधील छापील जोकर; प्रत्येक वाइल्ड आहे.</translation>
    </message>
    <message>
        <source>&amp;Wild card rank</source>
        <translation>वाइल्ड जोकर(&amp;W)</translation>
    </message>
    <message>
        <source>A card is cut face up after the deal; every card of its rank is a joker.</source>
        <translation>वाटपानंतर एक पत्ता उघडा कापला जातो; त्याच रँकचा प्रत्येक पत्ता जोकर असतो.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>गुणमोजणी</translation>
    </message>
    <message>
        <source>&amp;First drop:</source>
        <translation>फर्स्ट ड्रॉप(&amp;F):</translation>
    </message>
    <message>
        <source>Points for leaving the deal before one&apos;s first draw.</source>
        <translation>पहिला पत्ता उचलण्याआधी डील सोडण्याचे गुण.</translation>
    </message>
    <message>
        <source>&amp;Middle drop:</source>
        <translation>मिडल ड्रॉप(&amp;M):</translation>
    </message>
    <message>
        <source>Points for leaving the deal after having drawn.</source>
        <translation>पत्ता उचलल्यानंतर डील सोडण्याचे गुण.</translation>
    </message>
    <message>
        <source>Wrong &amp;declaration:</source>
        <translation>चुकीचे डिक्लेअर(&amp;D):</translation>
    </message>
    <message>
        <source>Points for declaring a hand that is not valid.</source>
        <translation>अवैध हात डिक्लेअर करण्याचे गुण.</translation>
    </message>
    <message>
        <source>&amp;Cap on a hand:</source>
        <translation>हाताची कमाल मर्यादा(&amp;C):</translation>
    </message>
    <message>
        <source>The most a losing hand can cost.</source>
        <translation>हरलेल्या हाताचे जास्तीत जास्त गुण.</translation>
    </message>
    <message>
        <source>&amp;Valid hand, not declared:</source>
        <translation>वैध हात, डिक्लेअर नाही(&amp;V):</translation>
    </message>
    <message>
        <source>What a loser pays whose hand was already valid.</source>
        <translation>ज्या हरणाऱ्याचा हात आधीच वैध होता तो किती देतो.</translation>
    </message>
    <message>
        <source>A pure sequence &amp;alone lowers the count</source>
        <translation>फक्त प्युअर सिक्वेन्सनेही गुण कमी होतात(&amp;A)</translation>
    </message>
    <message>
        <source>A loser with a pure sequence but no second sequence does not pay for the cards of that pure sequence.</source>
        <translation>ज्या हरणाऱ्याकडे प्युअर सिक्वेन्स आहे पण दुसरा सिक्वेन्स नाही, तो त्या प्युअर सिक्वेन्सच्या पत्त्यांचे गुण देत नाही.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>खेळ</translation>
    </message>
    <message>
        <source>&amp;Jokers may be taken from the open deck</source>
        <translation>ओपन डेकमधून जोकर उचलता येतात(&amp;J)</translation>
    </message>
    <message>
        <source>When off, a joker thrown on the open deck stays there (the first open card may always be taken).</source>
        <translation>बंद असताना ओपन डेकवर टाकलेला जोकर तिथेच राहतो (पहिला उघडा पत्ता नेहमी उचलता येतो).</translation>
    </message>
    <message>
        <source>A wrong declaration &amp;ends the deal</source>
        <translation>चुकीच्या डिक्लेअरने डील संपते(&amp;E)</translation>
    </message>
    <message>
        <source>When off, the player who declared wrongly pays and the others play on.</source>
        <translation>बंद असताना चुकीचे डिक्लेअर करणारा गुण देतो आणि बाकीचे खेळत राहतात.</translation>
    </message>
    <message>
        <source>&amp;Turn timer (seconds):</source>
        <translation>पाळीचा टायमर (सेकंद)(&amp;T):</translation>
    </message>
    <message>
        <source>Seconds for each turn; 0 means no timer.</source>
        <translation>प्रत्येक पाळीचे सेकंद; 0 म्हणजे टायमर नाही.</translation>
    </message>
    <message>
        <source>No timer</source>
        <translation>टायमर नाही</translation>
    </message>
    <message>
        <source>Missed turns &amp;as a drop:</source>
        <translation>ड्रॉप धरल्या जाणाऱ्या चुकलेल्या पाळ्या(&amp;A):</translation>
    </message>
    <message>
        <source>Turns in a row that run out of time before the player counts as a middle drop.</source>
        <translation>सलग किती पाळ्यांचा वेळ संपल्यावर खेळाडू मिडल ड्रॉप धरला जातो.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>पूल</translation>
    </message>
    <message>
        <source>Pool &amp;limit:</source>
        <translation>पूल मर्यादा(&amp;L):</translation>
    </message>
    <message>
        <source>A player who reaches this score is out.</source>
        <translation>हा स्कोअर गाठणारा खेळाडू बाहेर जातो.</translation>
    </message>
    <message>
        <source>Players who are out may &amp;re-join</source>
        <translation>बाहेर गेलेले खेळाडू पुन्हा सामील होऊ शकतात(&amp;R)</translation>
    </message>
    <message>
        <source>A player who is out may buy back in, at the highest remaining score plus one.</source>
        <translation>बाहेर गेलेला खेळाडू उरलेल्यांच्या सर्वोच्च स्कोअरपेक्षा एक जास्त गुणांवर पुन्हा येऊ शकतो.</translation>
    </message>
    <message>
        <source>Re-join &amp;while the top score is at most:</source>
        <translation>पुन्हा सामील, जोपर्यंत सर्वोच्च स्कोअर कमाल(&amp;W):</translation>
    </message>
    <message>
        <source>Re-joining is allowed only while no remaining player has more than this.</source>
        <translation>उरलेल्या कोणत्याही खेळाडूचे गुण यापेक्षा जास्त नसतील तोपर्यंतच पुन्हा सामील होता येते.</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>पैज</translation>
    </message>
    <message>
        <source>C&amp;hips per deal:</source>
        <translation>प्रति डील चिप्स(&amp;H):</translation>
    </message>
    <message>
        <source>Deals formats: each player starts with this many chips for every deal.</source>
        <translation>डील्स फॉरमॅट: प्रत्येक खेळाडू प्रत्येक डीलसाठी इतक्या चिप्सने सुरुवात करतो.</translation>
    </message>
    <message>
        <source>&amp;Point value:</source>
        <translation>गुणाचे मूल्य(&amp;P):</translation>
    </message>
    <message>
        <source>Points format: what one point is worth, for the result screen.</source>
        <translation>पॉइंट्स फॉरमॅट: निकालाच्या पडद्यासाठी एका गुणाचे मूल्य.</translation>
    </message>
    <message>
        <source>Restore the format&apos;s standard rules</source>
        <translation>फॉरमॅटचे मानक नियम परत आणा</translation>
    </message>
    <message>
        <source>Sets every house rule to the standard value of the chosen format.</source>
        <translation>प्रत्येक हाऊस रूल निवडलेल्या फॉरमॅटच्या मानक मूल्यावर ठेवते.</translation>
    </message>
    <message>
        <source>Standard in %1: %2.</source>
        <translation>%1 मध्ये मानक: %2.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>चालू</translation>
    </message>
    <message>
        <source>off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <source>Table: 10, 30, 50; a marriage 100</source>
        <translation>तक्ता: 10, 30, 50; मॅरेज 100</translation>
    </message>
    <message>
        <source>Flat: 20 a card</source>
        <translation>एकसमान: प्रत्येक पत्त्याचे 20</translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation>दिले जात नाहीत</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>व्हॅल्यू कार्ड</translation>
    </message>
    <message>
        <source>21 cards: what every other player still in the deal pays a holder of value cards (the cut card&apos;s suit: its rank, one above and one below). Standard: the table.</source>
        <translation>21 पत्ते: डीलमध्ये उरलेला प्रत्येक दुसरा खेळाडू व्हॅल्यू कार्ड असणाऱ्याला किती देतो (कापलेल्या पत्त्याचा रंग: त्याची रँक, एक वर आणि एक खाली). मानक: तक्ता.</translation>
    </message>
    <message>
        <source>&amp;Value cards:</source>
        <translation>&amp;व्हॅल्यू कार्ड:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTableGamePage</name>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>गेम किती गुणांपर्यंत(&amp;M):</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s total reaches this.</source>
        <translation>एखाद्या खेळाडूचे एकूण इतके झाले की गेम संपतो.</translation>
    </message>
    <message>
        <source>&amp;Hands in a game:</source>
        <translation>एका खेळात हात(&amp;H):</translation>
    </message>
    <message>
        <source>Play this many hands instead of to a target; the best total then wins.</source>
        <translation>लक्ष्याऐवजी इतके हात खेळा; मग सर्वोत्तम एकूण जिंकतो.</translation>
    </message>
    <message>
        <source>To the target</source>
        <translation>लक्ष्यापर्यंत</translation>
    </message>
    <message>
        <source>&amp;Opening points:</source>
        <translation>ओपनिंग गुण(&amp;O):</translation>
    </message>
    <message>
        <source>The least a player&apos;s first lay-down must be worth (0: no minimum).</source>
        <translation>खेळाडूच्या पहिल्या मेल्डचे किमान मूल्य (0: किमान नाही).</translation>
    </message>
    <message>
        <source>Going out in one turn &amp;doubles the hand</source>
        <translation>एकाच चालीत निघाल्यास हँड दुप्पट(&amp;D)</translation>
    </message>
    <message>
        <source>Laying the whole hand down at once (rummy) doubles what the others pay.</source>
        <translation>पूर्ण हात एकदम उतरवल्यास (रमी) बाकीच्यांचे देणे दुप्पट होते.</translation>
    </message>
    <message>
        <source>Cards count &amp;5 or 10</source>
        <translation>पत्ते 5 किंवा 10 मोजले जातात(&amp;5)</translation>
    </message>
    <message>
        <source>Two to nine and a low ace count 5, ten to king 10, a high ace 15.</source>
        <translation>दोन ते नऊ आणि खालचा एक्का 5, दहा ते राजा 10, वरचा एक्का 15.</translation>
    </message>
    <message>
        <source>The top card taken must be &amp;played at once</source>
        <translation>उचललेला वरचा पत्ता लगेच खेळावा लागतो(&amp;P)</translation>
    </message>
    <message>
        <source>When on, even the pile&apos;s top card alone goes into a meld or onto one in the same turn.</source>
        <translation>चालू असताना ढिगाचा एकटा वरचा पत्ताही त्याच पाळीत एखाद्या मेल्डमध्ये किंवा मेल्डवर जातो.</translation>
    </message>
    <message>
        <source>The deepest card taken starts a &amp;new meld</source>
        <translation>सर्वात खालून उचललेला पत्ता नवा मेल्ड सुरू करतो(&amp;N)</translation>
    </message>
    <message>
        <source>When on, the card that must be played goes into a new meld, not onto a meld on the table.</source>
        <translation>चालू असताना जो पत्ता खेळायचाच आहे तो नव्या मेल्डमध्ये जातो, टेबलावरच्या मेल्डवर नाही.</translation>
    </message>
    <message>
        <source>&amp;Floating: meld every card, go out with a discard</source>
        <translation>फ्लोटिंग: सगळे पत्ते मेल्ड करा, टाकलेल्या पत्त्याने बाहेर जा(&amp;F)</translation>
    </message>
    <message>
        <source>When on, a player may lay down every card and wait for the next turn without cards; the hand ends only with a discard.</source>
        <translation>चालू असताना खेळाडू सगळे पत्ते खाली ठेवून पत्त्यांशिवाय पुढच्या पाळीची वाट पाहू शकतो; हात फक्त टाकलेल्या पत्त्याने संपतो.</translation>
    </message>
    <message>
        <source>The l&amp;ast discard must fit no meld</source>
        <translation>शेवटचा टाकलेला पत्ता कोणत्याही मेल्डमध्ये बसू नये(&amp;A)</translation>
    </message>
    <message>
        <source>When on, a last card that could be laid off must be laid off (the player then floats) rather than thrown to go out.</source>
        <translation>चालू असताना जोडता येणारा शेवटचा पत्ता जोडावाच लागतो (मग खेळाडू फ्लोट करतो), बाहेर जाण्यासाठी टाकता येत नाही.</translation>
    </message>
    <message>
        <source>Only the player who goes &amp;out can win</source>
        <translation>फक्त बाहेर जाणारा खेळाडू जिंकू शकतो(&amp;O)</translation>
    </message>
    <message>
        <source>When on, the game ends only when the player who went out has reached the target; another player&apos;s higher total does not win.</source>
        <translation>चालू असताना बाहेर गेलेला खेळाडू लक्ष्यापर्यंत पोहोचला असेल तेव्हाच खेळ संपतो; दुसऱ्या खेळाडूचा जास्त एकूण जिंकत नाही.</translation>
    </message>
    <message>
        <source>&amp;Lay off before one&apos;s own first meld</source>
        <translation>स्वतःच्या पहिल्या मेल्डआधी ले ऑफ(&amp;L)</translation>
    </message>
    <message>
        <source>When off, a player must have laid a meld before adding to others.</source>
        <translation>बंद असल्यास, इतरांच्या मेल्डमध्ये भर घालण्याआधी खेळाडूने स्वतःचे मेल्ड ठेवलेले असले पाहिजे.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>घेतलेला पत्ता परत टाकता येतो(&amp;R)</translation>
    </message>
    <message>
        <source>When off, the card just taken from the pile may not be discarded in the same turn.</source>
        <translation>बंद असल्यास, ढिगातून आत्ताच उचललेला पत्ता त्याच चालीत टाकता येत नाही.</translation>
    </message>
    <message>
        <source>Going out needs a final d&amp;iscard</source>
        <translation>निघण्यासाठी शेवटी एक पत्ता टाकावा लागतो(&amp;I)</translation>
    </message>
    <message>
        <source>When on, a player cannot go out by melding the last card.</source>
        <translation>चालू असल्यास, शेवटचा पत्ता मेल्ड करून निघता येत नाही.</translation>
    </message>
    <message>
        <source>S&amp;wap a joker for the card it stands for</source>
        <translation>जोकर ज्या पत्त्याच्या जागी आहे त्याने बदला(&amp;W)</translation>
    </message>
    <message>
        <source>An opened player may give the natural card and take the joker.</source>
        <translation>ओपनिंग केलेला खेळाडू खरा पत्ता देऊन जोकर घेऊ शकतो.</translation>
    </message>
    <message>
        <source>&amp;Take a card from a meld of four or more</source>
        <translation>चार किंवा जास्त पत्त्यांच्या मेल्डमधून एक पत्ता घ्या(&amp;T)</translation>
    </message>
    <message>
        <source>Instead of drawing, take a card from a meld and meld it at once.</source>
        <translation>पत्ता उचलण्याऐवजी एखाद्या मेल्डमधून पत्ता घ्या आणि लगेच मेल्ड करा.</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>मानक: %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>चालू</translation>
    </message>
    <message>
        <source>off</source>
        <translation>बंद</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTablePage</name>
    <message>
        <source>System</source>
        <translation>सिस्टम</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>पत्त्यांचा कॅट</translation>
    </message>
    <message>
        <source>The card faces: the game&apos;s own decks, or an SVG deck installed by KDE or GNOME Aisleriot. Default: Standard (two colours).</source>
        <translation>पत्त्यांचे चेहरे: खेळाचे स्वतःचे कॅट, किंवा KDE किंवा GNOME Aisleriot ने इन्स्टॉल केलेला SVG कॅट. मूळ: मानक (दोन रंग).</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>कॅट(&amp;D):</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>लाल</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>निळा</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>हिरवा</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>पत्त्याची पाठ</translation>
    </message>
    <message>
        <source>The back of the game&apos;s own decks; a KDE or Aisleriot deck has one back of its own. Default: Red.</source>
        <translation>खेळाच्या स्वतःच्या कॅटची पाठ; KDE किंवा Aisleriot कॅटची स्वतःची एक पाठ असते. मूळ: लाल.</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>पत्त्याची पाठ(&amp;B):</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>टेबलचा रंग</translation>
    </message>
    <message>
        <source>The colour of the felt. Default: green.</source>
        <translation>टेबलच्या कापडाचा रंग. मूळ: हिरवा.</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>टेबलचा रंग(&amp;C):</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>जलद</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>ॲनिमेशन वेग</translation>
    </message>
    <message>
        <source>How cards glide: Normal, Fast (bots think a third as long) or Off (cards jump, bots move at once). Default: Normal.</source>
        <translation>पत्ते कसे सरकतात: सामान्य, जलद (बॉट एक-तृतीयांश वेळ विचार करतात) किंवा बंद (पत्ते थेट जातात, बॉट लगेच खेळतात). मूळ: सामान्य.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>ॲनिमेशन(&amp;A):</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> मि.से.</translation>
    </message>
    <message>
        <source>Bot thinking time in milliseconds</source>
        <translation>बॉटचा विचार करण्याचा वेळ, मिलिसेकंदात</translation>
    </message>
    <message>
        <source>How long a computer opponent seems to think at Normal speed; the bots decide at once whatever this says. Default: 700 ms.</source>
        <translation>सामान्य वेगात संगणक प्रतिस्पर्धी किती वेळ विचार करताना दिसावा; इथे काहीही असले तरी बॉट लगेच ठरवतात. मूळ: 700 मि.से.</translation>
    </message>
    <message>
        <source>Bot &amp;thinking time:</source>
        <translation>बॉटचा विचार वेळ(&amp;T):</translation>
    </message>
    <message>
        <source>Language, applies after a restart</source>
        <translation>भाषा, पुन्हा सुरू केल्यावर लागू</translation>
    </message>
    <message>
        <source>The language of the game. Default: the system&apos;s.</source>
        <translation>खेळाची भाषा. मूळ: सिस्टमची.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>भाषा(&amp;L):</translation>
    </message>
    <message>
        <source>The language applies after a restart.</source>
        <translation>भाषा पुन्हा सुरू केल्यावर लागू होईल.</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>आवाज वाजवा</translation>
    </message>
    <message>
        <source>Sounds for the deal, draws and discards, your turn, the turn clock running out, declarations, wins and losses. Default: on.</source>
        <translation>वाटणे, पत्ता उचलणे व टाकणे, तुमची पाळी, वेळ संपत येणे, घोषणा, विजय आणि पराभव यांचे आवाज. मूळ: चालू.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>आवाजाची पातळी</translation>
    </message>
    <message>
        <source>How loud the sounds are. Default: 70%.</source>
        <translation>आवाज किती मोठे असावेत. मूळ: 70%.</translation>
    </message>
    <message>
        <source>&amp;Sounds:</source>
        <translation>&amp;आवाज:</translation>
    </message>
</context>
<context>
    <name>rummy::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>कीबोर्ड शॉर्टकट</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>डावा, उजवा</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>हातातील पत्त्यांमध्ये फिरा</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>The first or the last card of your hand</source>
        <translation>हातातील पहिला किंवा शेवटचा पत्ता</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>स्पेस</translation>
    </message>
    <message>
        <source>Select or unselect the card</source>
        <translation>पत्ता निवडा किंवा निवड काढा</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>की</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>काय करते</translation>
    </message>
</context>
<context>
    <name>rummy::StatsDialog</name>
    <message>
        <source>&amp;Reset…</source>
        <translation>रीसेट करा(&amp;R)…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>आकडेवारी</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>मॅच फॉरमॅट</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>फॉरमॅट(&amp;F):</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>बाब</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>मूल्य</translation>
    </message>
    <message>
        <source>Statistics for the chosen format</source>
        <translation>निवडलेल्या फॉरमॅटची आकडेवारी</translation>
    </message>
    <message>
        <source>Recent deals</source>
        <translation>अलीकडच्या डील</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>खेळलेल्या मॅच</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>जिंकलेल्या मॅच</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>खेळलेल्या डील</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>जिंकलेल्या डील</translation>
    </message>
    <message>
        <source>Deals lost</source>
        <translation>हरलेल्या डील</translation>
    </message>
    <message>
        <source>Average points per lost deal</source>
        <translation>हरलेल्या डीलमागे सरासरी गुण</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Valid declarations</source>
        <translation>वैध डिक्लेअर</translation>
    </message>
    <message>
        <source>Wrong declarations</source>
        <translation>चुकीचे डिक्लेअर</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>ड्रॉप</translation>
    </message>
    <message>
        <source>Current win streak (deals)</source>
        <translation>सध्याची विजयमालिका (डील)</translation>
    </message>
    <message>
        <source>Best win streak (deals)</source>
        <translation>सर्वोत्तम विजयमालिका (डील)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>आकडेवारी रीसेट करा</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>जिन रमी</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>खेळलेले गेम</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>जिंकलेले गेम</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>खेळलेले हँड</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>जिंकलेले हँड</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>जिन</translation>
    </message>
    <message>
        <source>Undercuts</source>
        <translation>अंडरकट</translation>
    </message>
    <message>
        <source>Best game (points)</source>
        <translation>सर्वोत्तम गेम (गुण)</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>अलीकडचे हँड</translation>
    </message>
    <message>
        <source>Clear the statistics of every format and of Gin? This cannot be undone.</source>
        <translation>प्रत्येक फॉरमॅट आणि जिनची आकडेवारी पुसायची? हे परत आणता येणार नाही.</translation>
    </message>
    <message>
        <source>21 cards · %1</source>
        <translation>21 पत्ते · %1</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>सोडलेले खेळ</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <translation>सोडलेल्या मॅच</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 ने स्टॉकमधून पत्ता उचलला</translation>
    </message>
    <message>
        <source>%1 took %2 cards from the pile</source>
        <translation>%1 ने ढिगातून %2 पत्ते उचलले</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 ने डिस्कार्ड पाइलचा पत्ता घेतला</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 ने %2 उचलला</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 ने %2 टाकला</translation>
    </message>
    <message>
        <source>%1 laid a meld</source>
        <translation>%1 ने मेल्ड ठेवले</translation>
    </message>
    <message>
        <source>%1 laid off %2</source>
        <translation>%1 ने %2 ले ऑफ केला</translation>
    </message>
    <message>
        <source>%1 took a joker for %2</source>
        <translation>%1 ने %2 देऊन जोकर घेतला</translation>
    </message>
    <message>
        <source>%1 took %2 from a meld</source>
        <translation>%1 ने एका मेल्डमधून %2 घेतला</translation>
    </message>
    <message>
        <source>%1 ended the turn</source>
        <translation>%1 ने चाल संपवली</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameFront</name>
    <message>
        <source>Rummy moves</source>
        <translation>रमीच्या चाली</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>पत्ता उचला</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>टाकलेला पत्ता घ्या</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>मेल्ड</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>ले ऑफ</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>पत्ता टाका</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>चाल संपवा</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>पुढचा हँड</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>सूचना</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>सूचना: %1.</translation>
    </message>
    <message>
        <source>Abandon this game and start a new one?</source>
        <translation>हा गेम सोडून नवा सुरू करायचा?</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>नियमांचा मजकूर सापडला नाही.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>गेम संपला: पुन्हा खेळण्यासाठी नवा खेळ दाबा.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>हँड संपला: पुढचा वाटण्यासाठी पुढचा हँड दाबा.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>या हँडचा कोड: %1</translation>
    </message>
    <message>
        <source>Select cards and Meld (M), drag a card onto a meld to lay it off, or onto the pile to discard (D).</source>
        <translation>पत्ते निवडा आणि मेल्ड करा (M), ले ऑफसाठी पत्ता एखाद्या मेल्डवर ओढा, किंवा टाकण्यासाठी ढिगावर (D).</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw (C, O).</source>
        <translation>तुमची पाळी: पत्ता उचलण्यासाठी स्टॉक किंवा टाकलेल्या पत्त्यांच्या ढिगावर क्लिक करा (C, O).</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C), or take a card from an opponent&apos;s meld of four or more into a new meld.</source>
        <translation>तुमची पाळी: पत्ता उचलण्यासाठी स्टॉकवर क्लिक करा (C), किंवा प्रतिस्पर्ध्याच्या चार किंवा अधिक पत्त्यांच्या मेल्डमधून एक पत्ता घेऊन नवे मेल्ड करा.</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C).</source>
        <translation>तुमची पाळी: पत्ता उचलण्यासाठी स्टॉकवर क्लिक करा (C).</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 ची पाळी.</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameScene</name>
    <message>
        <source>Rummy table</source>
        <translation>रमी टेबल</translation>
    </message>
    <message>
        <source>The stock and the discard pile at the top, each player&apos;s melds in the middle, your hand at the bottom</source>
        <translation>वर स्टॉक आणि टाकलेल्या पत्त्यांचा ढीग, मध्ये प्रत्येक खेळाडूचे मेल्ड, खाली तुमचा हात</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>स्टॉक: %1</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>टाकलेले पत्ते: रिकामे</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>टाकलेले पत्ते: %1</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(डीलर)</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 गुण</translation>
    </message>
    <message>
        <source>in hand: %1</source>
        <translation>हातात: %1</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>अजून उघडले नाही</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>अजून एकही मेल्ड नाही</translation>
    </message>
    <message>
        <source>Unmatched: %1 points</source>
        <translation>न जुळलेली: %1 गुण</translation>
    </message>
    <message>
        <source>Play %1 now: it must go into a meld.</source>
        <translation>%1 आता खेळा: तो एखाद्या मेल्डमध्ये जायलाच हवा.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>निवडलेले: %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameTexts</name>
    <message>
        <source>Draw first: click the stock or the discard pile.</source>
        <translation>आधी पत्ता उचला: स्टॉक किंवा टाकलेल्या पत्त्यांच्या ढिगावर क्लिक करा.</translation>
    </message>
    <message>
        <source>You have drawn already: meld, lay off or discard.</source>
        <translation>तुम्ही पत्ता उचलला आहे: मेल्ड, ले ऑफ करा किंवा टाका.</translation>
    </message>
    <message>
        <source>These cards do not make a meld: a set is three or four of a rank, a run three or more in a row of one suit.</source>
        <translation>हे पत्ते मेल्ड होत नाहीत: सेट म्हणजे एकाच रँकचे तीन किंवा चार, रन म्हणजे एकाच सूटचे क्रमाने तीन किंवा जास्त.</translation>
    </message>
    <message>
        <source>Only one meld per turn in this game.</source>
        <translation>या गेममध्ये एका चालीत एकच मेल्ड.</translation>
    </message>
    <message>
        <source>Not before your opening: first lay down melds worth %1 points.</source>
        <translation>ओपनिंगआधी नाही: आधी %1 गुणांचे मेल्ड ठेवा.</translation>
    </message>
    <message>
        <source>Not before your first meld of your own.</source>
        <translation>स्वतःच्या पहिल्या मेल्डआधी नाही.</translation>
    </message>
    <message>
        <source>Your opening must be worth %1 points or more.</source>
        <translation>तुमची ओपनिंग किमान %1 गुणांची असली पाहिजे.</translation>
    </message>
    <message>
        <source>Play %1 now: the card you took must go into a meld at once.</source>
        <translation>%1 आता खेळा: उचललेला पत्ता लगेच एखाद्या मेल्डमध्ये गेला पाहिजे.</translation>
    </message>
    <message>
        <source>The card you took must be played at once, and cannot be.</source>
        <translation>उचललेला पत्ता लगेच खेळायला हवा, पण तो खेळता येत नाही.</translation>
    </message>
    <message>
        <source>End your turn with a discard.</source>
        <translation>एक पत्ता टाकून चाल संपवा.</translation>
    </message>
    <message>
        <source>That card does not fit on that meld.</source>
        <translation>तो पत्ता त्या मेल्डवर बसत नाही.</translation>
    </message>
    <message>
        <source>The stock is empty: take the discard pile.</source>
        <translation>स्टॉक रिकामा आहे: टाकलेल्या पत्त्यांचा ढीग घ्या.</translation>
    </message>
    <message>
        <source>The card you took from the pile cannot go back on it this turn.</source>
        <translation>ढिगातून उचललेला पत्ता या चालीत परत टाकता येत नाही.</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off (you then wait for your next turn without cards).</source>
        <translation>तुमचा शेवटचा पत्ता टेबलावरच्या एका मेल्डमध्ये बसतो: तो तिथे जोडा (मग तुम्ही पत्त्यांशिवाय पुढच्या पाळीची वाट पाहाल).</translation>
    </message>
    <message>
        <source>Not a meld</source>
        <translation>मेल्ड नाही</translation>
    </message>
    <message>
        <source>%1 melds, %2 points</source>
        <translation>%1 मेल्ड, %2 गुण</translation>
    </message>
    <message>
        <source>Set, %1 points</source>
        <translation>सेट, %1 गुण</translation>
    </message>
    <message>
        <source>Run, %1 points</source>
        <translation>रन, %1 गुण</translation>
    </message>
    <message>
        <source>Opening: %1 of %2</source>
        <translation>ओपनिंग: %2 पैकी %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableRulesSummary</name>
    <message>
        <source>Kaluki follows the Rummy 51 rules below, with the differences listed here and in the section &quot;%1&quot; near the end.</source>
        <translation>कलूकी खालील रमी 51 च्या नियमांनी खेळली जाते; फरक इथे आणि शेवटाजवळच्या &quot;%1&quot; भागात दिले आहेत.</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>कलूकी</translation>
    </message>
    <message>
        <source>Cards dealt to each player: %1.</source>
        <translation>प्रत्येक खेळाडूला वाटलेले पत्ते: %1.</translation>
    </message>
    <message>
        <source>Nobody draws from the discard pile.</source>
        <translation>टाकलेल्या पत्त्यांच्या ढिगातून कोणीही पत्ता उचलत नाही.</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened.</source>
        <translation>ओपनिंगनंतर तुम्ही टाकलेला वरचा पत्ता उचलू शकता.</translation>
    </message>
    <message>
        <source>At most one joker in a meld.</source>
        <translation>एका मेल्डमध्ये जास्तीत जास्त एक जोकर.</translation>
    </message>
    <message>
        <source>A meld may hold several jokers.</source>
        <translation>एका मेल्डमध्ये अनेक जोकर असू शकतात.</translation>
    </message>
    <message>
        <source>An ace counts %1 wherever it lies.</source>
        <translation>एक्का कुठेही असला तरी %1 मोजला जातो.</translation>
    </message>
    <message>
        <source>The cards left in hand are penalty points: the lowest total wins.</source>
        <translation>हातात उरलेले पत्ते दंड गुण आहेत: सर्वात कमी बेरीज जिंकते.</translation>
    </message>
    <message>
        <source>Whoever goes out scores the cards left in the other hands: the highest total wins.</source>
        <translation>जो बाहेर जातो त्याला इतरांच्या हातात उरलेल्या पत्त्यांचे गुण मिळतात: सर्वात जास्त बेरीज जिंकते.</translation>
    </message>
    <message>
        <source>Each player scores the cards they put on the table minus those left in hand: the highest total wins.</source>
        <translation>प्रत्येक खेळाडूला टेबलवर ठेवलेल्या पत्त्यांचे गुण मिळतात, हातात उरलेल्या पत्त्यांचे गुण वजा करून: सर्वात जास्त बेरीज जिंकते.</translation>
    </message>
    <message>
        <source>A game of %1 hands; the best total wins.</source>
        <translation>%1 हातांचा खेळ; सर्वोत्तम एकूण जिंकतो.</translation>
    </message>
    <message>
        <source>Game to %1 points.</source>
        <translation>गेम %1 गुणांपर्यंत.</translation>
    </message>
    <message>
        <source>Only the player who goes out can win the game.</source>
        <translation>जो खेळाडू बाहेर जातो तोच खेळ जिंकू शकतो.</translation>
    </message>
    <message>
        <source>Floating: a player may lay down every card; the hand ends with a discard.</source>
        <translation>फ्लोटिंग: खेळाडू सगळे पत्ते खाली ठेवू शकतो; हात एका टाकलेल्या पत्त्याने संपतो.</translation>
    </message>
    <message>
        <source>The discard that ends the hand must fit no meld on the table.</source>
        <translation>हात संपवणारा टाकलेला पत्ता टेबलावरच्या कोणत्याही मेल्डमध्ये बसू नये.</translation>
    </message>
    <message>
        <source>The first lay-down must be worth %1 points or more.</source>
        <translation>पहिले मेल्ड किमान %1 गुणांचे असले पाहिजे.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>या टेबलचे नियम</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened; before that, only to lay it at once in your opening.</source>
        <translation>ओपनिंगनंतर तुम्ही टाकलेला वरचा पत्ता उचलू शकता; त्यापूर्वी फक्त तो लगेच तुमच्या ओपनिंगमध्ये ठेवण्यासाठी.</translation>
    </message>
</context>
<context>
    <name>rummy::text</name>
    <message>
        <source>Joker</source>
        <translation>जोकर</translation>
    </message>
    <message>
        <source>pure sequence</source>
        <translation>प्युअर सिक्वेन्स</translation>
    </message>
    <message>
        <source>impure sequence</source>
        <translation>इम्प्युअर सिक्वेन्स</translation>
    </message>
    <message>
        <source>set</source>
        <translation>सेट</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>अवैध</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>ही तुमची पाळी नाही.</translation>
    </message>
    <message>
        <source>Not now: draw a card first, or discard one.</source>
        <translation>आता नाही: आधी एक पत्ता उचला, किंवा एक टाका.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>तो पत्ता तुमच्या हातात नाही.</translation>
    </message>
    <message>
        <source>A joker may not be taken from the open deck.</source>
        <translation>ओपन डेकमधून जोकर उचलता येत नाही.</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>ओपन डेक रिकामा आहे.</translation>
    </message>
    <message>
        <source>This format does not allow dropping.</source>
        <translation>या फॉरमॅटमध्ये ड्रॉपला परवानगी नाही.</translation>
    </message>
    <message>
        <source>The groups do not match your hand.</source>
        <translation>ग्रुप तुमच्या हाताशी जुळत नाहीत.</translation>
    </message>
    <message>
        <source>You are out of this deal.</source>
        <translation>तुम्ही या डीलमधून बाहेर आहात.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>डील संपली.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>मॅच संपली.</translation>
    </message>
    <message>
        <source>That move is not allowed (%1).</source>
        <translation>ही चाल चालत नाही (%1).</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>खेळत आहे</translation>
    </message>
    <message>
        <source>won</source>
        <translation>जिंकले</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>हरले</translation>
    </message>
    <message>
        <source>first drop</source>
        <translation>फर्स्ट ड्रॉप</translation>
    </message>
    <message>
        <source>middle drop</source>
        <translation>मिडल ड्रॉप</translation>
    </message>
    <message>
        <source>wrong declaration</source>
        <translation>चुकीचे डिक्लेअर</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>बाहेर बसलेले</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>रँडम</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>सोपा</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>मध्यम</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>कठीण</translation>
    </message>
    <message>
        <source>You</source>
        <translation>तुम्ही</translation>
    </message>
    <message>
        <source>Asha</source>
        <translation>आशा</translation>
    </message>
    <message>
        <source>Ravi</source>
        <translation>रवी</translation>
    </message>
    <message>
        <source>Meera</source>
        <translation>मीरा</translation>
    </message>
    <message>
        <source>Kiran</source>
        <translation>किरण</translation>
    </message>
    <message>
        <source>Dev</source>
        <translation>देव</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>सीट %1</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>इस्पिक</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>बदाम</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>चौकट</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>किलवर</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>this card</source>
        <translation>हा पत्ता</translation>
    </message>
    <message>
        <source>Discard %1: deadwood worth %n points</source>
        <translation>%1 टाका: %n गुणांचा निरुपयोगी पत्ता</translation>
    </message>
    <message>
        <source>Discard %1: shed a high card (%n points) while it is early</source>
        <translation>%1 टाका: सुरुवातीलाच मोठा पत्ता (%n गुण) काढून टाका</translation>
    </message>
    <message>
        <source>Discard %1: a safe card, unlikely to help the next player</source>
        <translation>%1 टाका: सुरक्षित पत्ता, पुढच्या खेळाडूला उपयोगी पडण्याची शक्यता कमी</translation>
    </message>
    <message>
        <source>Discard %1: every card is in a meld or a draw; this one helps least</source>
        <translation>%1 टाका: प्रत्येक पत्ता मेल्डमध्ये किंवा अर्धवट मेल्डमध्ये आहे; हा सर्वात कमी उपयोगाचा</translation>
    </message>
    <message>
        <source>%1; nobody collects %2</source>
        <translation>%1; कोणीही %2 जमवत नाही</translation>
    </message>
    <message>
        <source>Play %1: a random choice</source>
        <translation>%1 खेळा: रँडम निवड</translation>
    </message>
    <message>
        <source>A random choice</source>
        <translation>रँडम निवड</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it completes or extends a meld</source>
        <translation>ओपन डेकमधून %1 घ्या: तो एखादा मेल्ड पूर्ण करतो किंवा वाढवतो</translation>
    </message>
    <message>
        <source>Take the open card: it completes or extends a meld</source>
        <translation>उघडा पत्ता घ्या: तो एखादा मेल्ड पूर्ण करतो किंवा वाढवतो</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it lowers the points of your hand</source>
        <translation>ओपन डेकमधून %1 घ्या: त्याने तुमच्या हाताचे गुण कमी होतात</translation>
    </message>
    <message>
        <source>Take the open card: it lowers the points of your hand</source>
        <translation>उघडा पत्ता घ्या: त्याने तुमच्या हाताचे गुण कमी होतात</translation>
    </message>
    <message>
        <source>Draw from the closed deck: %1 on the open deck does not help</source>
        <translation>क्लोज्ड डेकमधून उचला: ओपन डेकवरचा %1 उपयोगाचा नाही</translation>
    </message>
    <message>
        <source>Draw from the closed deck: the open card does not help</source>
        <translation>क्लोज्ड डेकमधून उचला: उघडा पत्ता उपयोगाचा नाही</translation>
    </message>
    <message>
        <source>Finish with %1 and declare: your hand is valid</source>
        <translation>%1 ने फिनिश करून डिक्लेअर करा: तुमचा हात वैध आहे</translation>
    </message>
    <message>
        <source>Declare: your hand is valid</source>
        <translation>डिक्लेअर करा: तुमचा हात वैध आहे</translation>
    </message>
    <message>
        <source>Drop now for %n points: this hand has too little to build on</source>
        <translation>आता %n गुणांवर ड्रॉप करा: या हातात पुढे नेण्यासारखे फार कमी आहे</translation>
    </message>
    <message>
        <source>Drop now for %n points: you are far behind, and a full loss would cost more</source>
        <translation>आता %n गुणांवर ड्रॉप करा: तुम्ही खूप मागे आहात, पूर्ण हार जास्त महाग पडेल</translation>
    </message>
    <message>
        <source>Re-join the pool</source>
        <translation>पूलमध्ये पुन्हा सामील व्हा</translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation>कारण दिलेले नाही</translation>
    </message>
    <message>
        <source>Points rummy</source>
        <translation>पॉइंट्स रमी</translation>
    </message>
    <message>
        <source>Pool rummy, 101</source>
        <translation>पूल रमी, 101</translation>
    </message>
    <message>
        <source>Pool rummy, 201</source>
        <translation>पूल रमी, 201</translation>
    </message>
    <message>
        <source>Deals rummy, 2 deals</source>
        <translation>डील्स रमी, 2 डील</translation>
    </message>
    <message>
        <source>Deals rummy, 3 deals</source>
        <translation>डील्स रमी, 3 डील</translation>
    </message>
    <message>
        <source>Deals rummy, 6 deals</source>
        <translation>डील्स रमी, 6 डील</translation>
    </message>
    <message>
        <source>out on missed turns</source>
        <translation>चुकलेल्या चालींमुळे बाहेर</translation>
    </message>
    <message>
        <source>Knock with gin, discarding %1: no deadwood left</source>
        <translation>%1 टाकून जिनने नॉक करा: एकही निरुपयोगी पत्ता उरला नाही</translation>
    </message>
    <message>
        <source>Knock, discarding %1: %n points of deadwood left</source>
        <translation>%1 टाकून नॉक करा: %n गुणांचे निरुपयोगी पत्ते उरले</translation>
    </message>
    <message>
        <source>Leave %1: it does not help your hand</source>
        <translation>%1 सोडून द्या: तो तुमच्या हाताच्या उपयोगाचा नाही</translation>
    </message>
    <message>
        <source>Leave the upcard: it does not help your hand</source>
        <translation>उघडा पत्ता सोडून द्या: तो तुमच्या हाताच्या उपयोगाचा नाही</translation>
    </message>
    <message>
        <source>Too much deadwood to knock: the cards you keep must count no more than the knock value.</source>
        <translation>नॉकसाठी डेडवुड जास्त आहे: ठेवलेल्या पत्त्यांचे मूल्य नॉकच्या मर्यादेपेक्षा जास्त नसावे.</translation>
    </message>
    <message>
        <source>The card you just took from the discard pile cannot go back on it this turn: discard another card.</source>
        <translation>डिस्कार्ड पाइलमधून आत्ताच घेतलेला पत्ता या पाळीत परत जाऊ शकत नाही: दुसरा पत्ता टाका.</translation>
    </message>
    <message>
        <source>You took the last discard at the wall: you must knock now.</source>
        <translation>तुम्ही वॉलवर शेवटचा टाकलेला पत्ता घेतला आहे: आता नॉक करावेच लागेल.</translation>
    </message>
    <message>
        <source>tunnela</source>
        <translation>तनेला</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>तज्ज्ञ</translation>
    </message>
    <message>
        <source>The search found this move best, by %n point(s) on average</source>
        <translation>शोधानुसार ही चाल सर्वोत्तम आहे, सरासरी %n गुणांनी</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>स्टॉकमधून पत्ता उचला</translation>
    </message>
    <message>
        <source>take %1 cards from the pile</source>
        <translation>ढिगातून %1 पत्ते उचला</translation>
    </message>
    <message>
        <source>take the top of the pile</source>
        <translation>ढिगावरचा वरचा पत्ता उचला</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>%1 टाका</translation>
    </message>
    <message>
        <source>declare, finishing with %1</source>
        <translation>%1 ठेवून घोषणा करणे</translation>
    </message>
    <message>
        <source>drop out of the deal</source>
        <translation>डीलमधून बाहेर पडणे</translation>
    </message>
    <message>
        <source>miss the turn</source>
        <translation>पाळी चुकवणे</translation>
    </message>
    <message>
        <source>leave the upcard</source>
        <translation>उघडा पत्ता सोडून देणे</translation>
    </message>
    <message>
        <source>knock, discarding %1</source>
        <translation>%1 टाकून नॉक करणे</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>%1 मेल्ड करा</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>%1 ले ऑफ करा</translation>
    </message>
    <message>
        <source>swap %1 for a joker</source>
        <translation>%1 देऊन जोकर घ्या</translation>
    </message>
    <message>
        <source>take %1 from a meld</source>
        <translation>एखाद्या मेल्डमधून %1 घ्या</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>चाल संपवा</translation>
    </message>
</context>
</TS>
