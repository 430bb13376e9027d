<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ta" sourcelanguage="en">
<context>
    <name>FileKind</name>
    <message>
        <source>it is not an ordinary file (a folder, a pipe or a device)</source>
        <translation>இது சாதாரண கோப்பு அல்ல (கோப்புறை, பைப் அல்லது சாதனம்)</translation>
    </message>
</context>
<context>
    <name>GinSaveCodec</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>கோப்பு சேதமடைந்துள்ளது: ஆட்டக்காரர்களின் அமைப்புகளைப் படிக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>இந்தக் கோப்பு ரம்மியின் சேமித்த ஆட்டம் அல்ல.</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>About Rummy</source>
        <translation>ரம்மி பற்றி</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rummy %1&lt;/h3&gt;&lt;p&gt;Indian Rummy (13 and 21 cards: Points, Pool 101 and 201, Deals) and Gin Rummy against computer players, offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. You may share and change it under that licence; it comes with no warranty.&lt;/p&gt;&lt;p&gt;The rules engine, the computer players, the card faces and the translations are the Rummy project&apos;s own work. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;ரம்மி %1&lt;/h3&gt;&lt;p&gt;இந்திய ரம்மி (13/21 சீட்டுகள்: பாயிண்ட்ஸ், பூல் 101, 201, டீல்ஸ்) மற்றும் ஜின் ரம்மி, கணினி ஆட்டக்காரர்களுக்கு எதிராக, இணையமின்றி.&lt;/p&gt;&lt;p&gt;GNU பொது மக்கள் உரிமம், பதிப்பு 3 அல்லது அதற்குப் பிந்தையதின் கீழ் கட்டற்ற மென்பொருள். அந்த உரிமப்படி இதைப் பகிரலாம், மாற்றலாம்; இதற்கு எந்த உத்தரவாதமும் இல்லை.&lt;/p&gt;&lt;p&gt;விதி இயந்திரம், கணினி ஆட்டக்காரர்கள், சீட்டுப் படங்கள், மொழிபெயர்ப்புகள் அனைத்தும் ரம்மி திட்டத்தின் சொந்தப் படைப்பு. Qt %2 கொண்டு உருவாக்கப்பட்டது.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Rummy</source>
        <translation>ரம்மி</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>சரி</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>சேமி</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>திற</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>ரத்துசெய்</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>மூடு</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>செயல்படுத்து</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>மீட்டமை</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>உதவி</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>கைவிடு</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>ஆம்(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>இல்லை(&amp;N)</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>இயல்புநிலைக்குத் திருப்பு</translation>
    </message>
</context>
<context>
    <name>SaveRecord</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>கோப்பு சேதமடைந்துள்ளது: ஆட்டக்காரர்களின் அமைப்புகளைப் படிக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>சேமித்த மேட்சில் விதிகள் அனுமதிக்காத நகர்வு உள்ளது: %1</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <source>The file is cut short: it ends in the middle of the saved game.</source>
        <translation>கோப்பு முழுமையற்றது: சேமித்த ஆட்டத்தின் நடுவிலேயே முடிகிறது.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not readable as a saved game (line %1, column %2).</source>
        <translation>கோப்பு சேதமடைந்துள்ளது: சேமித்த ஆட்டமாகப் படிக்க முடியவில்லை (வரி %1, நெடுவரிசை %2).</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>இந்தக் கோப்பு ரம்மியின் சேமித்த ஆட்டம் அல்ல.</translation>
    </message>
    <message>
        <source>The file is damaged: it does not say which save format it uses.</source>
        <translation>கோப்பு சேதமடைந்துள்ளது: எந்தச் சேமிப்பு வடிவம் என்று அதில் இல்லை.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Rummy (save format %1; this version reads format %2).</source>
        <translation>இந்த ஆட்டம் ரம்மியின் புதிய பதிப்பால் சேமிக்கப்பட்டது (சேமிப்பு வடிவம் %1; இந்தப் பதிப்பு வடிவம் %2 ஐப் படிக்கும்).</translation>
    </message>
    <message>
        <source>This game uses an old save format (%1) that this version of Rummy cannot read.</source>
        <translation>இந்த ஆட்டம் பழைய சேமிப்பு வடிவத்தில் (%1) உள்ளது; ரம்மியின் இந்தப் பதிப்பால் அதைப் படிக்க முடியாது.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable.</source>
        <translation>கோப்பு சேதமடைந்துள்ளது: மேட்ச் பதிவைப் படிக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>The file is damaged: its rules cannot be played.</source>
        <translation>கோப்பு சேதமடைந்துள்ளது: அதன் விதிகளுடன் விளையாட முடியாது.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>சேமித்த மேட்சில் விதிகள் அனுமதிக்காத நகர்வு உள்ளது: %1</translation>
    </message>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>கோப்பு சேதமடைந்துள்ளது: ஆட்டக்காரர்களின் அமைப்புகளைப் படிக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>Could not save the game to %1: %2</source>
        <translation>ஆட்டத்தை %1 இல் சேமிக்க முடியவில்லை: %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>கோப்புறை %1 ஐ உருவாக்க முடியவில்லை</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 ஐத் திறக்க முடியவில்லை: %2</translation>
    </message>
    <message>
        <source>This version of Rummy cannot play the game this file holds.</source>
        <translation>ரம்மியின் இந்தப் பதிப்பால் இந்தக் கோப்பில் உள்ள ஆட்டத்தை ஆட முடியாது.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable (at %1).</source>
        <translation>கோப்பு சேதமடைந்துள்ளது: போட்டியின் பதிவைப் படிக்க முடியவில்லை (%1 இல்).</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>it could not be opened: %1</source>
        <translation>அதைத் திறக்க முடியவில்லை: %1</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>அது சரியான JSON அல்ல (%1)</translation>
    </message>
    <message>
        <source>it is not a statistics file of this version</source>
        <translation>அது இந்தப் பதிப்பின் புள்ளிவிவரக் கோப்பு அல்ல</translation>
    </message>
    <message>
        <source>the figures for %1 are damaged</source>
        <translation>%1 இன் புள்ளிவிவரங்கள் சேதமடைந்துள்ளன</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. It was kept as %3 and new statistics were started.</source>
        <translation>உங்கள் புள்ளிவிவரக் கோப்பு %1 ஐப் படிக்க முடியவில்லை: %2. அது %3 ஆக வைக்கப்பட்டது, புதிய புள்ளிவிவரங்கள் தொடங்கப்பட்டன.</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. New statistics were started; the old file will be replaced when they are saved.</source>
        <translation>உங்கள் புள்ளிவிவரக் கோப்பு %1 ஐப் படிக்க முடியவில்லை: %2. புதிய புள்ளிவிவரங்கள் தொடங்கப்பட்டன; அவை சேமிக்கப்படும்போது பழைய கோப்பு மாற்றப்படும்.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1: %2</source>
        <translation>உங்கள் புள்ளிவிவரங்களை %1 இல் சேமிக்க முடியவில்லை: %2</translation>
    </message>
    <message>
        <source>the figures for Gin are damaged</source>
        <translation>ஜின் புள்ளிவிவரங்கள் சேதமடைந்துள்ளன</translation>
    </message>
    <message>
        <source>the list of deals counted is damaged</source>
        <translation>எண்ணப்பட்ட டீல்களின் பட்டியல் சேதமடைந்துள்ளது</translation>
    </message>
    <message>
        <source>the figures for 21 cards are damaged</source>
        <translation>21 சீட்டு ஆட்டத்தின் புள்ளிவிவரங்கள் சேதமடைந்துள்ளன</translation>
    </message>
    <message>
        <source>it is %1 MB, far larger than statistics are</source>
        <translation>இது %1 MB, புள்ளிவிவரங்களை விட மிகப் பெரியது</translation>
    </message>
    <message>
        <source>the figures for the table games are damaged</source>
        <translation>டேபிள் கேம்களின் புள்ளிவிவரங்கள் சேதமடைந்துள்ளன</translation>
    </message>
</context>
<context>
    <name>TableGameInput</name>
    <message>
        <source>The opening needs %1 more points.</source>
        <translation>திறப்புக்கு இன்னும் %1 புள்ளிகள் தேவை.</translation>
    </message>
    <message>
        <source>Select three or more cards that make a set or a run, then Meld.</source>
        <translation>செட் அல்லது ரன் ஆகும் மூன்று அல்லது அதற்கு மேற்பட்ட சீட்டுகளைத் தேர்ந்து, பின் மெல்ட் செய்யவும்.</translation>
    </message>
    <message>
        <source>Select one card to lay off, then click a meld on the table.</source>
        <translation>லே ஆஃப் செய்ய ஒரு சீட்டைத் தேர்ந்து, பின் மேசையிலுள்ள ஒரு மெல்டைக் கிளிக் செய்யவும்.</translation>
    </message>
    <message>
        <source>%1 fits on no meld on the table.</source>
        <translation>%1 மேசையிலுள்ள எந்த மெல்டிலும் பொருந்தாது.</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>போட ஒரு சீட்டைத் தேர்ந்தெடுக்கவும்.</translation>
    </message>
</context>
<context>
    <name>TableGameResultPanel</name>
    <message>
        <source>%1 went out.</source>
        <translation>%1 எல்லா சீட்டுகளையும் இறக்கி வெளியேறினார்.</translation>
    </message>
    <message>
        <source>Nobody went out: the hand is blocked.</source>
        <translation>யாரும் வெளியேறவில்லை: ஹேண்ட் முடங்கியது.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>ஆட்டக்காரர்</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>மெல்ட்கள்</translation>
    </message>
    <message>
        <source>Melded</source>
        <translation>மெல்ட் புள்ளிகள்</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>கையில்</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>இந்த ஹேண்ட்</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>மொத்தம்</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>மதிப்பெண் தாள்</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>ஹேண்ட்</translation>
    </message>
    <message>
        <source>Hand %1 of %2. Click here or press N for the next hand.</source>
        <translation>கை %1 / %2. அடுத்த கைக்கு இங்கே சொடுக்கவும் அல்லது N அழுத்தவும்.</translation>
    </message>
    <message>
        <source>Target %1, for the player who goes out. Click here or press N for the next hand.</source>
        <translation>இலக்கு %1, வெளியேறும் ஆட்டக்காரருக்கு. அடுத்த கைக்கு இங்கே சொடுக்கவும் அல்லது N அழுத்தவும்.</translation>
    </message>
    <message>
        <source>Target %1. Click here or press N for the next hand.</source>
        <translation>இலக்கு %1. அடுத்த ஹேண்டுக்கு இங்கே கிளிக் செய்யவும் அல்லது N ஐ அழுத்தவும்.</translation>
    </message>
    <message>
        <source>%1 wins the game! Click here or press N for a new game.</source>
        <translation>%1 கேமை வென்றார்! புதிய கேமுக்கு இங்கே கிளிக் செய்யவும் அல்லது N ஐ அழுத்தவும்.</translation>
    </message>
</context>
<context>
    <name>TableGameSaveCodec</name>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>இந்தக் கோப்பு ரம்மியின் சேமித்த ஆட்டம் அல்ல.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Indian Rummy against computer opponents.</source>
        <translation>கணினி எதிராளிகளுடன் இந்தியன் ரம்மி.</translation>
    </message>
    <message>
        <source>Deal deterministically from seed &lt;N&gt;.</source>
        <translation>சீட் &lt;N&gt; இலிருந்து நிர்ணயமான வரிசையில் சீட்டுகளைப் பகிர்.</translation>
    </message>
    <message>
        <source>Players at the table, 2 to 6 (default 4).</source>
        <translation>மேசையில் ஆட்டக்காரர்கள், 2 முதல் 6 (இயல்பு 4).</translation>
    </message>
    <message>
        <source>Match format: points, pool101, pool201, deals2, deals3, deals6.</source>
        <translation>மேட்ச் வடிவம்: points, pool101, pool201, deals2, deals3, deals6.</translation>
    </message>
    <message>
        <source>Milliseconds a bot seems to think (default 700).</source>
        <translation>பாட் எத்தனை மில்லிவினாடி யோசிப்பது போல் தெரிய வேண்டும் (இயல்பு 700).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>அமைப்புகள்</translation>
    </message>
    <message>
        <source>Some saved settings could not be used; their defaults apply instead.</source>
        <translation>சில சேமித்த அமைப்புகளைப் பயன்படுத்த முடியவில்லை; அவற்றுக்குப் பதில் இயல்புநிலைகள் பொருந்தும்.</translation>
    </message>
    <message>
        <source>The game: indian13, indian21, gin, straight, 500, 51 or kaluki (default: the settings).</source>
        <translation>கேம்: indian13, indian21, gin, straight, 500, 51 அல்லது kaluki (இயல்பு: அமைப்புகள்).</translation>
    </message>
</context>
<context>
    <name>rummy::AppSettings</name>
    <message>
        <source>“%1” is not a number from %2 to %3: %4.</source>
        <translation>“%1” என்பது %2 முதல் %3 வரையிலான எண் அல்ல: %4.</translation>
    </message>
    <message>
        <source>“%1” is not true or false: %2.</source>
        <translation>“%1” என்பது true அல்லது false அல்ல: %2.</translation>
    </message>
    <message>
        <source>Unknown match format “%1”; Points rummy is used.</source>
        <translation>தெரியாத மேட்ச் வடிவம் “%1”; பாயிண்ட்ஸ் ரம்மி பயன்படும்.</translation>
    </message>
    <message>
        <source>The number of players is reset to %1.</source>
        <translation>ஆட்டக்காரர்களின் எண்ணிக்கை %1 ஆக மாற்றப்பட்டது.</translation>
    </message>
    <message>
        <source>Unknown level “%1” for seat %2; Medium is used.</source>
        <translation>இருக்கை %2 க்குத் தெரியாத நிலை “%1”; நடுத்தரம் பயன்படும்.</translation>
    </message>
    <message>
        <source>The name for seat %1 is too long; it is shortened.</source>
        <translation>இருக்கை %1 இன் பெயர் மிக நீளம்; சுருக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>The house rules are reset to the format&apos;s standard rules.</source>
        <translation>ஹவுஸ் விதிகள் வடிவத்தின் நிலையான விதிகளுக்குத் திருப்பப்பட்டன.</translation>
    </message>
    <message>
        <source>The saved house rules cannot be played by %1 players; the format&apos;s standard rules are used.</source>
        <translation>சேமித்த ஹவுஸ் விதிகளுடன் %1 பேர் விளையாட முடியாது; வடிவத்தின் நிலையான விதிகள் பயன்படும்.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not installed; the built-in deck is used.</source>
        <translation>சீட்டுக்கட்டு “%1” நிறுவப்படவில்லை; உள்ளமைந்த கட்டு பயன்படும்.</translation>
    </message>
    <message>
        <source>Unknown card back “%1”; red is used.</source>
        <translation>தெரியாத சீட்டின் பின்புறம் “%1”; சிவப்பு பயன்படும்.</translation>
    </message>
    <message>
        <source>“%1” is not a colour; the green felt is used.</source>
        <translation>“%1” ஒரு நிறம் அல்ல; பச்சைத் துணி பயன்படும்.</translation>
    </message>
    <message>
        <source>Unknown animation speed “%1”; Normal is used.</source>
        <translation>தெரியாத அசைவூட்ட வேகம் “%1”; சாதாரணம் பயன்படும்.</translation>
    </message>
    <message>
        <source>The bots&apos; thinking time is reset to %1 ms.</source>
        <translation>பாட்களின் யோசிக்கும் நேரம் %1 மி.வி. ஆக மாற்றப்பட்டது.</translation>
    </message>
    <message>
        <source>Unknown language “%1”; the system language is used.</source>
        <translation>தெரியாத மொழி “%1”; கணினியின் மொழி பயன்படும்.</translation>
    </message>
    <message>
        <source>The settings were saved by another version of Rummy (%1); the defaults are used.</source>
        <translation>அமைப்புகள் ரம்மியின் வேறு பதிப்பால் (%1) சேமிக்கப்பட்டன; இயல்புநிலைகள் பயன்படும்.</translation>
    </message>
    <message>
        <source>Unknown game “%1”; Indian Rummy is used.</source>
        <translation>தெரியாத ஆட்டம் “%1”; இந்தியன் ரம்மி விளையாடப்படும்.</translation>
    </message>
    <message>
        <source>Unknown wall rule “%1”.</source>
        <translation>வாலுக்கான தெரியாத விதி “%1”.</translation>
    </message>
    <message>
        <source>The Gin options are reset to the standard rules.</source>
        <translation>ஜின் விருப்பங்கள் நிலையான விதிகளுக்குத் திருப்பப்பட்டன.</translation>
    </message>
    <message>
        <source>Unknown value-card scheme “%1”.</source>
        <translation>மதிப்புச் சீட்டுகளுக்குச் செலுத்தும் தெரியாத முறை “%1”.</translation>
    </message>
    <message>
        <source>The table game&apos;s options are reset to its standard rules.</source>
        <translation>டேபிள் கேமின் விருப்பங்கள் அதன் நிலையான விதிகளுக்குத் திருப்பப்பட்டன.</translation>
    </message>
    <message>
        <source>The Expert&apos;s thinking time is reset to %1 ms.</source>
        <translation>நிபுணரின் யோசிக்கும் நேரம் %1 மி.வி. ஆக மாற்றப்பட்டது.</translation>
    </message>
</context>
<context>
    <name>rummy::CardCache</name>
    <message>
        <source>The card deck “%1” could not be read; the built-in deck is used.</source>
        <translation>சீட்டுக்கட்டு “%1” ஐப் படிக்க முடியவில்லை; உள்ளமைந்த கட்டு பயன்படும்.</translation>
    </message>
</context>
<context>
    <name>rummy::DealCodeBar</name>
    <message>
        <source>Deal code:</source>
        <translation>டீல் குறியீடு:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>டீல் குறியீடு</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>நகலெடு</translation>
    </message>
    <message>
        <source>Replay it with Game → Play a deal by code…</source>
        <translation>மீண்டும் விளையாட: ஆட்டம் → குறியீட்டால் டீல் விளையாடு…</translation>
    </message>
    <message>
        <source>The code keeps the standard rules of the format, not the house rules of this match.</source>
        <translation>குறியீடு வடிவத்தின் நிலையான விதிகளை வைத்திருக்கும், இந்த மேட்சின் ஹவுஸ் விதிகளை அல்ல.</translation>
    </message>
</context>
<context>
    <name>rummy::DeckCatalog</name>
    <message>
        <source>Standard (two colours)</source>
        <translation>நிலையானது (இரு நிறங்கள்)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>நான்கு நிறங்கள்</translation>
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
        <translation>போட்ட சீட்டுகளின் வரலாறு</translation>
    </message>
    <message>
        <source>threw %1</source>
        <translation>%1 போட்டார்</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>%1 எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 back (turn missed)</source>
        <translation>%1 திருப்பி (முறை தவறியது)</translation>
    </message>
    <message>
        <source>%1 on Finish</source>
        <translation>%1 முடிப்பில்</translation>
    </message>
    <message>
        <source>Nothing has been thrown yet in this deal.</source>
        <translation>இந்த டீலில் இன்னும் எதுவும் போடப்படவில்லை.</translation>
    </message>
    <message>
        <source>The whole deal, oldest first. Cards drawn from the closed deck are not shown: nobody sees them.</source>
        <translation>முழு டீல், பழையது முதலில். மூடிய அடுக்கிலிருந்து எடுத்த சீட்டுகள் காட்டப்படாது: அவற்றை யாரும் பார்ப்பதில்லை.</translation>
    </message>
</context>
<context>
    <name>rummy::GameFront</name>
    <message>
        <source>Last move: %1.</source>
        <translation>கடைசி நகர்வு: %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 ஸ்டாக்கிலிருந்து எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 டிஸ்கார்டு பைலிலிருந்து எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 %2 ஐ எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 %2 ஐப் போட்டார்</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 பாஸ் செய்தார்</translation>
    </message>
    <message>
        <source>%1 knocked</source>
        <translation>%1 நாக் செய்தார்</translation>
    </message>
</context>
<context>
    <name>rummy::GinFront</name>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>முதலில் அப்கார்டை எடுங்கள் அல்லது பாஸ் செய்யுங்கள்.</translation>
    </message>
    <message>
        <source>Both players passed the upcard: the first draw is from the stock.</source>
        <translation>இருவரும் அப்கார்டை பாஸ் செய்தனர்: முதல் எடுப்பு ஸ்டாக்கிலிருந்து.</translation>
    </message>
    <message>
        <source>Gin moves</source>
        <translation>ஜின் நகர்வுகள்</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>எடு</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>போட்ட சீட்டை எடு</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>பாஸ்</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>போடு</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>முதலில் ஒரு சீட்டைத் தேர்ந்தெடுங்கள் (சொடுக்குங்கள்), பிறகு போடுங்கள்.</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>வரிசைப்படுத்து</translation>
    </message>
    <message>
        <source>Back to the automatic grouping: melds first, then the deadwood (S)</source>
        <translation>தானியங்கி அடுக்கிற்குத் திரும்பு: முதலில் மெல்டுகள், பிறகு டெட்வுட் (S)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>நாக்</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>அடுத்த ஹேண்ட்</translation>
    </message>
    <message>
        <source>Abandon this game of Gin Rummy and start a new one?</source>
        <translation>இந்த ஜின் ரம்மி ஆட்டத்தைக் கைவிட்டுப் புதியதைத் தொடங்கவா?</translation>
    </message>
    <message>
        <source>You cannot knock yet: your best discard leaves deadwood %1, and a knock needs %2 or less.</source>
        <translation>இன்னும் நாக் செய்ய முடியாது: சிறந்த சீட்டைப் போட்டாலும் டெட்வுட் %1 மிஞ்சும், நாக்கிற்கு %2 அல்லது குறைவு வேண்டும்.</translation>
    </message>
    <message>
        <source>Big gin! Lay down all eleven cards?</source>
        <translation>பிக் ஜின்! பதினொரு சீட்டுகளையும் இறக்கவா?</translation>
    </message>
    <message>
        <source>Gin! Knock, discarding %1?</source>
        <translation>ஜின்! %1 ஐப் போட்டு நாக் செய்யவா?</translation>
    </message>
    <message>
        <source>Knock, discarding %1? Deadwood %2</source>
        <translation>%1 ஐப் போட்டு நாக் செய்யவா? டெட்வுட் %2</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>கேம் முடிந்தது: மீண்டும் விளையாட புதிய ஆட்டம் அழுத்துங்கள்.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>ஹேண்ட் முடிந்தது: அடுத்ததைப் பகிர அடுத்த ஹேண்ட் அழுத்துங்கள்.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>இந்த ஹேண்டின் குறியீடு: %1</translation>
    </message>
    <message>
        <source>Your turn: take the upcard (O) or pass (P).</source>
        <translation>உங்கள் முறை: அப்கார்டை எடுங்கள் (O) அல்லது பாஸ் செய்யுங்கள் (P).</translation>
    </message>
    <message>
        <source>Two cards are left: take the discard to knock (O), or pass (P) and the hand is void.</source>
        <translation>இரண்டு சீட்டுகள் மீதம்: நாக் செய்ய போட்ட சீட்டை எடுங்கள் (O), அல்லது பாஸ் (P) செய்தால் ஹேண்ட் ரத்து.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the stock, or O to take the discard.</source>
        <translation>உங்கள் முறை: அடுக்கிலிருந்து எடுக்க C, போட்ட சீட்டை எடுக்க O அழுத்தவும்.</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw.</source>
        <translation>உங்கள் முறை: எடுக்க ஸ்டாக் அல்லது டிஸ்கார்டு பைலைச் சொடுக்குங்கள்.</translation>
    </message>
    <message>
        <source>You took the discard at the wall: knock now (K).</source>
        <translation>வாலில் போட்ட சீட்டை எடுத்தீர்கள்: இப்போது நாக் செய்யுங்கள் (K).</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or K to knock.</source>
        <translation>உங்கள் முறை: அம்புக்குறி விசைகள், ஸ்பேஸ் மூலம் சீட்டைத் தேர்ந்து, போட D அல்லது நாக் செய்ய K.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the discard pile, or onto Knock.</source>
        <translation>உங்கள் முறை: ஒரு சீட்டை டிஸ்கார்டு பைலுக்கோ நாக்கிற்கோ இழுங்கள்.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 இன் முறை.</translation>
    </message>
</context>
<context>
    <name>rummy::GinHintProvider</name>
    <message>
        <source>Hint</source>
        <translation>குறிப்பு</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>குறிப்பு: வலிமையான ஆட்டக்காரர் என்ன செய்வார்? (%1)</translation>
    </message>
    <message>
        <source>pass: %1 would not let you knock</source>
        <translation>பாஸ் செய்யுங்கள்: %1 உடன் நீங்கள் நாக் செய்ய முடியாது</translation>
    </message>
    <message>
        <source>pass: %1 does not lower your deadwood</source>
        <translation>பாஸ் செய்யுங்கள்: %1 உங்கள் டெட்வுட்டைக் குறைக்காது</translation>
    </message>
    <message>
        <source>take %1 and knock</source>
        <translation>%1 ஐ எடுத்து நாக் செய்யுங்கள்</translation>
    </message>
    <message>
        <source>take %1: after a discard your deadwood would be %2</source>
        <translation>%1 ஐ எடுங்கள்: ஒரு சீட்டைப் போட்ட பிறகு உங்கள் டெட்வுட் %2 ஆகும்</translation>
    </message>
    <message>
        <source>draw from the stock: %1 does not help you</source>
        <translation>ஸ்டாக்கிலிருந்து எடுங்கள்: %1 உங்களுக்கு உதவாது</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>ஸ்டாக்கிலிருந்து எடுங்கள்</translation>
    </message>
    <message>
        <source>discard %1: it leaves deadwood %2</source>
        <translation>%1 ஐப் போடுங்கள்: டெட்வுட் %2 மிஞ்சும்</translation>
    </message>
    <message>
        <source>knock with %1: that is gin</source>
        <translation>%1 உடன் நாக் செய்யுங்கள்: இது ஜின்</translation>
    </message>
    <message>
        <source>knock with %1: deadwood %2</source>
        <translation>%1 உடன் நாக் செய்யுங்கள்: டெட்வுட் %2</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>குறிப்புகள் உங்கள் முறையில் கிடைக்கும்.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>குறிப்பு: %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinRulesDialog</name>
    <message>
        <source>Straight gin: only gin ends a hand; nobody may knock with deadwood.</source>
        <translation>ஸ்ட்ரெய்ட் ஜின்: ஜின் மட்டுமே ஹேண்டை முடிக்கும்; டெட்வுட்டுடன் யாரும் நாக் செய்ய முடியாது.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10); an ace turned up means gin only.</source>
        <translation>ஓக்லஹோமா: முதல் அப்கார்டின் மதிப்பே நாக் வரம்பு (படச் சீட்டு 10); ஏஸ் திறந்தால் ஜின் மட்டுமே.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10, an ace 1).</source>
        <translation>ஓக்லஹோமா: முதல் அப்கார்டின் மதிப்பே நாக் வரம்பு (படச் சீட்டு 10, ஏஸ் 1).</translation>
    </message>
    <message>
        <source>Knock with %1 or less deadwood.</source>
        <translation>%1 அல்லது அதற்குக் குறைவான டெட்வுட்டில் நாக் செய்யலாம்.</translation>
    </message>
    <message>
        <source>A spade turned up as the first upcard doubles the hand.</source>
        <translation>முதல் அப்கார்டு ஸ்பேடு என்றால் ஹேண்டின் புள்ளிகள் இரட்டிப்பு.</translation>
    </message>
    <message>
        <source>Gin bonus %1, undercut bonus %2.</source>
        <translation>ஜின் போனஸ் %1, அண்டர்கட் போனஸ் %2.</translation>
    </message>
    <message>
        <source>Big gin (all eleven cards melded) scores a bonus of %1.</source>
        <translation>பிக் ஜின் (பதினொரு சீட்டுகளும் மெல்டில்) %1 போனஸ் தரும்.</translation>
    </message>
    <message>
        <source>There is no big gin.</source>
        <translation>பிக் ஜின் இல்லை.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock is an undercut.</source>
        <translation>நாக்கிற்குப் பின் சம டெட்வுட் அண்டர்கட் ஆகும்.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock wins the hand for the knocker, for no points.</source>
        <translation>நாக்கிற்குப் பின் சம டெட்வுட் என்றால் நாக் செய்தவர் புள்ளியின்றி ஹேண்டை வெல்வார்.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may be thrown back at once.</source>
        <translation>டிஸ்கார்டு பைலிலிருந்து இப்போது எடுத்த சீட்டை உடனே திரும்பப் போடலாம்.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be thrown back in the same turn.</source>
        <translation>டிஸ்கார்டு பைலிலிருந்து இப்போது எடுத்த சீட்டை அதே முறையில் திரும்பப் போட முடியாது.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the hand is void.</source>
        <translation>வாலில் (ஸ்டாக்கில் இரண்டு சீட்டுகள் மீதம்) ஹேண்ட் ரத்தாகும்.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the other player may take the last discard only to knock with it; otherwise the hand is void.</source>
        <translation>வாலில் (ஸ்டாக்கில் இரண்டு சீட்டுகள் மீதம்) மற்றவர் கடைசியாகப் போட்ட சீட்டை நாக் செய்ய மட்டுமே எடுக்கலாம்; இல்லையெனில் ஹேண்ட் ரத்து.</translation>
    </message>
    <message>
        <source>Game to %1 points; game bonus %2, box bonus %3 for every hand won.</source>
        <translation>கேம் %1 புள்ளிகள் வரை; கேம் போனஸ் %2, வென்ற ஒவ்வொரு ஹேண்டுக்கும் பாக்ஸ் போனஸ் %3.</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s points.</source>
        <translation>ஷட்அவுட்டில் வென்றவரின் புள்ளிகள் இரட்டிப்பு.</translation>
    </message>
    <message>
        <source>A shutout does not double the points.</source>
        <translation>ஷட்அவுட்டில் புள்ளிகள் இரட்டிப்பாகாது.</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>ஜின் ரம்மி விதிகள்</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>விதிகளின் உரை காணவில்லை.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>இந்த மேசையின் விதிகள்</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>விதிகள்</translation>
    </message>
</context>
<context>
    <name>rummy::GinScoreSheet</name>
    <message>
        <source>knock</source>
        <translation>நாக்</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>அண்டர்கட்</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>ஜின்</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>பிக் ஜின்</translation>
    </message>
    <message>
        <source>void</source>
        <translation>ரத்து</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>பாக்ஸ்</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>ஷட்அவுட்</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>கேம்</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>பாக்ஸ் போனஸ்</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>மொத்தம்</translation>
    </message>
    <message>
        <source>Score sheet · game to %1</source>
        <translation>ஸ்கோர் ஷீட் · கேம் %1 வரை</translation>
    </message>
    <message>
        <source>… earlier hands: %1</source>
        <translation>… முந்தைய ஹேண்டுகள்: %1</translation>
    </message>
</context>
<context>
    <name>rummy::GinShownGroups</name>
    <message>
        <source>set</source>
        <translation>செட்</translation>
    </message>
    <message>
        <source>run</source>
        <translation>ரன்</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>டெட்வுட் %1</translation>
    </message>
    <message>
        <source>%1 + %2 laid off</source>
        <translation>%1 + %2 லே ஆஃப்</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>டெட்வுட்</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableScene</name>
    <message>
        <source>Gin table</source>
        <translation>ஜின் மேசை</translation>
    </message>
    <message>
        <source>The opponent&apos;s cards at the top, the stock, the discard pile and the Knock target in the middle, the score sheet on the right, your hand at the bottom</source>
        <translation>மேலே எதிராளியின் சீட்டுகள், நடுவில் ஸ்டாக், டிஸ்கார்டு பைல் மற்றும் நாக் இடம், வலப்புறம் ஸ்கோர் ஷீட், கீழே உங்கள் சீட்டுகள்</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableTexts</name>
    <message>
        <source>Stock · %1 · wall at %2</source>
        <translation>ஸ்டாக் · %1 · வால் %2 இல்</translation>
    </message>
    <message>
        <source>Stock · %1</source>
        <translation>ஸ்டாக் · %1</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>அப்கார்டு</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>டிஸ்கார்டு பைல்</translation>
    </message>
    <message>
        <source>Cards in the discard pile: %1</source>
        <translation>டிஸ்கார்டு பைலில் சீட்டுகள்: %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>நாக்</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>ஜின் மட்டும்</translation>
    </message>
    <message>
        <source>Deadwood ≤ %1</source>
        <translation>டெட்வுட் ≤ %1</translation>
    </message>
    <message>
        <source>Take to knock</source>
        <translation>நாக் செய்ய எடு</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 ஐ எடு</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>பாஸ்</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 விளையாடுகிறார்…</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>உங்கள் முறை: அப்கார்டை எடுங்கள் அல்லது பாஸ் செய்யுங்கள்</translation>
    </message>
    <message>
        <source>The wall: take the discard to knock, or pass</source>
        <translation>வால்: நாக் செய்ய போட்ட சீட்டை எடுங்கள், அல்லது பாஸ்</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or the discard pile</source>
        <translation>உங்கள் முறை: ஸ்டாக் அல்லது டிஸ்கார்டு பைலிலிருந்து எடுங்கள்</translation>
    </message>
    <message>
        <source>Knock now: you took the discard at the wall</source>
        <translation>இப்போது நாக் செய்யுங்கள்: வாலில் போட்ட சீட்டை எடுத்தீர்கள்</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock</source>
        <translation>உங்கள் முறை: ஒரு சீட்டைப் போடுங்கள், அல்லது நாக் செய்யுங்கள்</translation>
    </message>
    <message>
        <source>%1 pts · hands won: %2</source>
        <translation>%1 புள்ளிகள் · வென்ற ஹேண்டுகள்: %2</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>டெட்வுட் %1</translation>
    </message>
    <message>
        <source>Without %1: gin!</source>
        <translation>%1 இல்லாமல்: ஜின்!</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2, you may knock</source>
        <translation>%1 இல்லாமல்: டெட்வுட் %2, நாக் செய்யலாம்</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2</source>
        <translation>%1 இல்லாமல்: டெட்வுட் %2</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: gin only</source>
        <translation>ஓக்லஹோமா, %1 திறந்தது: ஜின் மட்டும்</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: knock at %2 or less</source>
        <translation>ஓக்லஹோமா, %1 திறந்தது: %2 அல்லது குறைவில் நாக்</translation>
    </message>
    <message>
        <source>points doubled</source>
        <translation>புள்ளிகள் இரட்டிப்பு</translation>
    </message>
    <message>
        <source>Gin only: no knocking with deadwood</source>
        <translation>ஜின் மட்டும்: டெட்வுட்டுடன் நாக் இல்லை</translation>
    </message>
    <message>
        <source>Knock at %1 or less</source>
        <translation>%1 அல்லது குறைவில் நாக்</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>அண்டர்கட்!</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>ஜின்!</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>பிக் ஜின்!</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>ரத்தான ஹேண்ட்</translation>
    </message>
    <message>
        <source>The stock is down to %1 cards: nobody scores.</source>
        <translation>ஸ்டாக்கில் %1 சீட்டுகளே மீதம்: யாருக்கும் புள்ளி இல்லை.</translation>
    </message>
    <message>
        <source>%1 deals again.</source>
        <translation>மீண்டும் பகிர்பவர்: %1.</translation>
    </message>
    <message>
        <source>Gin: %1</source>
        <translation>ஜின்: %1</translation>
    </message>
    <message>
        <source>Big gin: %1, all eleven cards melded</source>
        <translation>பிக் ஜின்: %1, பதினொரு சீட்டுகளும் மெல்டில்</translation>
    </message>
    <message>
        <source>Knock: %1 · deadwood %2</source>
        <translation>நாக்: %1 · டெட்வுட் %2</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2 · cards laid off: %3</source>
        <translation>டிஃபெண்டர்: %1 · டெட்வுட் %2 · லே ஆஃப் சீட்டுகள்: %3</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2</source>
        <translation>டிஃபெண்டர்: %1 · டெட்வுட் %2</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 = %4</source>
        <translation>%1 க்கான புள்ளிகள்: %2 − %3 = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 + %4 undercut bonus = %5</source>
        <translation>%1 க்கான புள்ளிகள்: %2 − %3 + %4 அண்டர்கட் போனஸ் = %5</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 gin bonus = %4</source>
        <translation>%1 க்கான புள்ளிகள்: %2 + %3 ஜின் போனஸ் = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 big gin bonus = %4</source>
        <translation>%1 க்கான புள்ளிகள்: %2 + %3 பிக் ஜின் போனஸ் = %4</translation>
    </message>
    <message>
        <source>Doubled: a spade was the first upcard, %1 points.</source>
        <translation>இரட்டிப்பு: முதல் அப்கார்டு ஸ்பேடு, %1 புள்ளிகள்.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>இந்த ஹேண்டின் குறியீடு: %1</translation>
    </message>
    <message>
        <source>Game over. Winner: %1, %2 to %3</source>
        <translation>கேம் முடிந்தது. வென்றவர்: %1, %2 க்கு %3</translation>
    </message>
    <message>
        <source>Shutout: the loser won no hand, so the winner&apos;s points are doubled.</source>
        <translation>ஷட்அவுட்: தோற்றவர் ஒரு ஹேண்டும் வெல்லவில்லை, எனவே வென்றவரின் புள்ளிகள் இரட்டிப்பு.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>புதிய ஆட்டம்</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>அடுத்த ஹேண்ட்</translation>
    </message>
</context>
<context>
    <name>rummy::HintProvider</name>
    <message>
        <source>Hint</source>
        <translation>குறிப்பு</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>குறிப்பு: வலிமையான ஆட்டக்காரர் என்ன செய்வார்? (%1)</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>குறிப்புகள் உங்கள் முறையில் கிடைக்கும்.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>குறிப்பு: %1.</translation>
    </message>
    <message>
        <source>(The spare label marks %1, the throw that leaves the fewest points now; the hint also weighs what each card may still become and what it would give the next player.)</source>
        <translation>(ஸ்பேர் குறி %1 ஐக் காட்டுகிறது, அதைப் போட்டால் இப்போது குறைந்த புள்ளிகள் மீதமிருக்கும்; குறிப்பு ஒவ்வொரு சீட்டும் இனி என்னவாகலாம், அடுத்த ஆட்டக்காரருக்கு என்ன தரும் என்பதையும் எடைபோடுகிறது.)</translation>
    </message>
</context>
<context>
    <name>rummy::IndianController</name>
    <message>
        <source>The open deck was shuffled into a new closed deck. %1</source>
        <translation>திறந்த அடுக்கு கலைக்கப்பட்டு புதிய மூடிய அடுக்கானது. %1</translation>
    </message>
    <message>
        <source>%1 missed a turn</source>
        <translation>%1 ஒரு முறையைத் தவறவிட்டார்</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row: a middle drop for %3 points</source>
        <translation>%1 தொடர்ந்து %2 முறை ஆடவில்லை: %3 புள்ளிகளுக்கு மிடில் டிராப்</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row and loses the deal with %3 points</source>
        <translation>%1 தொடர்ந்து %2 முறை ஆடவில்லை, %3 புள்ளிகளுடன் டீலை இழக்கிறார்</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before a drop</source>
        <translation>முறை தவறியது: டிராப்புக்கு முன் %2 இல் %1</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before the deal is lost</source>
        <translation>முறை தவறியது: டீலை இழப்பதற்கு முன் %2 இல் %1</translation>
    </message>
    <message>
        <source>%1 drew from the deck</source>
        <translation>%1 க்ளோஸ்டு டெக்கிலிருந்து எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 drew from the open deck</source>
        <translation>%1 ஓப்பன் டெக்கிலிருந்து எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 %2 ஐ எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 %2 ஐப் போட்டார்</translation>
    </message>
    <message>
        <source>%1 declared</source>
        <translation>%1 டிக்ளேர் செய்தார்</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>%1 டிராப் செய்தார்</translation>
    </message>
</context>
<context>
    <name>rummy::IndianFront</name>
    <message>
        <source>Discard &amp;history…</source>
        <translation>போட்ட சீட்டுகளின் &amp;வரலாறு…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Last deal&apos;s &amp;result…</source>
        <translation>கடைசி டீலின் &amp;முடிவு…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>நகர்வுகள்</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>எடு</translation>
    </message>
    <message>
        <source>Take open card</source>
        <translation>திறந்த சீட்டை எடு</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>வகைப்படி அடுக்கு</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>மெல்ட்படி அடுக்கு</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>குழுவாக்கு</translation>
    </message>
    <message>
        <source>Select cards first (click them or press Space), then Group.</source>
        <translation>முதலில் சீட்டுகளைத் தேர்ந்தெடுங்கள் (சொடுக்குங்கள் அல்லது Space அழுத்துங்கள்), பிறகு குழுவாக்குங்கள்.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>போடு</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>முதலில் ஒரு சீட்டைத் தேர்ந்தெடுங்கள் (சொடுக்குங்கள்), பிறகு போடுங்கள்.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>ஃபினிஷ்</translation>
    </message>
    <message>
        <source>Select the card to put on the finish slot, then Finish.</source>
        <translation>ஃபினிஷ் இடத்தில் வைக்கும் சீட்டைத் தேர்ந்தெடுங்கள், பிறகு ஃபினிஷ்.</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>டிராப்</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>டீல் முடிந்தது.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the closed deck, or O to take the open card.</source>
        <translation>உங்கள் முறை: மூடிய அடுக்கிலிருந்து எடுக்க C, திறந்த சீட்டை எடுக்க O அழுத்தவும்.</translation>
    </message>
    <message>
        <source>Your turn: click the closed deck or the open deck to draw.</source>
        <translation>உங்கள் முறை: எடுக்க க்ளோஸ்டு டெக் அல்லது ஓப்பன் டெக்கைச் சொடுக்குங்கள்.</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or F to finish.</source>
        <translation>உங்கள் முறை: அம்புக்குறி விசைகள், ஸ்பேஸ் மூலம் சீட்டைத் தேர்ந்து, போட D அல்லது முடிக்க F.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the open deck to discard, or onto Finish.</source>
        <translation>உங்கள் முறை: போட ஒரு சீட்டை ஓப்பன் டெக்கிற்கு, அல்லது ஃபினிஷுக்கு இழுங்கள்.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 இன் முறை.</translation>
    </message>
    <message>
        <source>Middle drop: %1 points</source>
        <translation>மிடில் டிராப்: %1 புள்ளிகள்</translation>
    </message>
    <message>
        <source>First drop: %1 points</source>
        <translation>ஃபர்ஸ்ட் டிராப்: %1 புள்ளிகள்</translation>
    </message>
    <message>
        <source>Finish and declare</source>
        <translation>ஃபினிஷ் செய்து டிக்ளேர்</translation>
    </message>
    <message>
        <source>Put %1 on the finish slot and declare your hand?</source>
        <translation>%1 ஐ ஃபினிஷ் இடத்தில் வைத்து உங்கள் கையை டிக்ளேர் செய்யவா?</translation>
    </message>
    <message>
        <source>Your groups are not a valid declaration (you need a pure sequence, a second sequence, and every card in a meld).</source>
        <translation>உங்கள் குழுக்கள் சரியான டிக்ளேர் அல்ல (ஒரு ப்யூர் சீக்வென்ஸ், இரண்டாவது சீக்வென்ஸ், ஒவ்வொரு சீட்டும் ஒரு மெல்டில் இருக்க வேண்டும்).</translation>
    </message>
    <message>
        <source>Declaring now costs %1 points. Declare anyway?</source>
        <translation>இப்போது டிக்ளேர் செய்தால் %1 புள்ளிகள் ஆகும். இருந்தாலும் டிக்ளேர் செய்யவா?</translation>
    </message>
    <message>
        <source>Middle drop for %1 points?</source>
        <translation>%1 புள்ளிகளுக்கு மிடில் டிராப் செய்யவா?</translation>
    </message>
    <message>
        <source>First drop for %1 points?</source>
        <translation>%1 புள்ளிகளுக்கு ஃபர்ஸ்ட் டிராப் செய்யவா?</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>நிலவரம்</translation>
    </message>
    <message>
        <source>Re-join the pool?</source>
        <translation>பூலில் மீண்டும் சேரவா?</translation>
    </message>
    <message>
        <source>You are out of the pool. Re-join the game at %1 points?</source>
        <translation>நீங்கள் பூலிலிருந்து வெளியேறிவிட்டீர்கள். %1 புள்ளிகளில் மீண்டும் சேரவா?</translation>
    </message>
    <message>
        <source>Abandon this match and start a new one?</source>
        <translation>இந்தப் போட்டியைக் கைவிட்டுப் புதியதைத் தொடங்கவா?</translation>
    </message>
</context>
<context>
    <name>rummy::IndianScene</name>
    <message>
        <source>Card table</source>
        <translation>சீட்டு மேசை</translation>
    </message>
    <message>
        <source>Opponents around the top, the decks in the middle, your hand at the bottom</source>
        <translation>எதிராளிகள் மேலே, டெக்குகள் நடுவில், உங்கள் கை கீழே</translation>
    </message>
</context>
<context>
    <name>rummy::IndianTexts</name>
    <message>
        <source>Wild: aces</source>
        <translation>வைல்டு: ஏஸ்</translation>
    </message>
    <message>
        <source>Wild: twos</source>
        <translation>வைல்டு: இரண்டுகள்</translation>
    </message>
    <message>
        <source>Wild: threes</source>
        <translation>வைல்டு: மூன்றுகள்</translation>
    </message>
    <message>
        <source>Wild: fours</source>
        <translation>வைல்டு: நான்குகள்</translation>
    </message>
    <message>
        <source>Wild: fives</source>
        <translation>வைல்டு: ஐந்துகள்</translation>
    </message>
    <message>
        <source>Wild: sixes</source>
        <translation>வைல்டு: ஆறுகள்</translation>
    </message>
    <message>
        <source>Wild: sevens</source>
        <translation>வைல்டு: ஏழுகள்</translation>
    </message>
    <message>
        <source>Wild: eights</source>
        <translation>வைல்டு: எட்டுகள்</translation>
    </message>
    <message>
        <source>Wild: nines</source>
        <translation>வைல்டு: ஒன்பதுகள்</translation>
    </message>
    <message>
        <source>Wild: tens</source>
        <translation>வைல்டு: பத்துகள்</translation>
    </message>
    <message>
        <source>Wild: jacks</source>
        <translation>வைல்டு: ஜாக்</translation>
    </message>
    <message>
        <source>Wild: queens</source>
        <translation>வைல்டு: ராணி</translation>
    </message>
    <message>
        <source>Wild: kings</source>
        <translation>வைல்டு: ராஜா</translation>
    </message>
    <message>
        <source>Deck · empty, click to reshuffle</source>
        <translation>டெக் · காலி, கலைக்க கிளிக் செய்யவும்</translation>
    </message>
    <message>
        <source>Deck · %1</source>
        <translation>டெக் · %1</translation>
    </message>
    <message>
        <source>No wild</source>
        <translation>வைல்டு இல்லை</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>ஓப்பன் டெக்</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>ஃபினிஷ்</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>ஓப்பன் டெக் காலியாக உள்ளது.</translation>
    </message>
    <message>
        <source>Open deck, newest first:</source>
        <translation>ஓப்பன் டெக், புதியது முதலில்:</translation>
    </message>
    <message>
        <source>%1 (turned up by the dealer)</source>
        <translation>%1 (டீலர் திறந்தது)</translation>
    </message>
    <message>
        <source>%1 — thrown by %2</source>
        <translation>%1 — %2 போட்டது</translation>
    </message>
    <message numerus="yes">
        <source>… and %n older</source>
        <translation>
            <numerusform>… மேலும் %n பழையது</numerusform>
            <numerusform>… மேலும் %n பழையவை</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>டீல் முடிந்தது</translation>
    </message>
    <message>
        <source>Your turn: draw</source>
        <translation>உங்கள் முறை: எடுங்கள்</translation>
    </message>
    <message>
        <source>Your turn: discard</source>
        <translation>உங்கள் முறை: போடுங்கள்</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 விளையாடுகிறார்…</translation>
    </message>
    <message>
        <source>%1 · %2 s</source>
        <translation>%1 · %2 வி.</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n சிப்</numerusform>
            <numerusform>%n சிப்ஸ்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n பு.</numerusform>
            <numerusform>%n பு.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n சீட்டு</numerusform>
            <numerusform>%n சீட்டுகள்</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out · watching</source>
        <translation>நீங்கள் வெளியே · பார்க்கிறீர்கள்</translation>
    </message>
    <message>
        <source>You dropped · watching</source>
        <translation>நீங்கள் டிராப் செய்தீர்கள் · பார்க்கிறீர்கள்</translation>
    </message>
    <message>
        <source>Wrong declaration · watching</source>
        <translation>தவறான டிக்ளேர் · பார்க்கிறீர்கள்</translation>
    </message>
    <message>
        <source>Turns missed · watching</source>
        <translation>முறைகள் தவறின · பார்க்கிறீர்கள்</translation>
    </message>
    <message>
        <source>Sitting out · watching</source>
        <translation>வெளியே அமர்ந்து · பார்க்கிறீர்கள்</translation>
    </message>
    <message numerus="yes">
        <source>You · %n chips</source>
        <translation>
            <numerusform>நீங்கள் · %n சிப்</numerusform>
            <numerusform>நீங்கள் · %n சிப்ஸ்</numerusform>
        </translation>
    </message>
    <message>
        <source>You · score %1</source>
        <translation>நீங்கள் · ஸ்கோர் %1</translation>
    </message>
    <message>
        <source>Deal costs: %1 pts</source>
        <translation>டீல் செலவு: %1 புள்ளிகள்</translation>
    </message>
    <message>
        <source>Hand: valid, %1 pts</source>
        <translation>கை: சரி, %1 புள்ளிகள்</translation>
    </message>
    <message>
        <source>Hand: %1 pts</source>
        <translation>கை: %1 புள்ளிகள்</translation>
    </message>
    <message>
        <source>%1 · 3 pure needed: %2 so far</source>
        <translation>%1 · 3 ப்யூர் தேவை: இதுவரை %2</translation>
    </message>
    <message>
        <source>★ Value cards: %1</source>
        <translation>★ மதிப்புச் சீட்டுகள்: %1</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>மீதம்</translation>
    </message>
    <message>
        <source>%1 — a value card</source>
        <translation>%1 — ஒரு மதிப்புச் சீட்டு</translation>
    </message>
</context>
<context>
    <name>rummy::MainWindow</name>
    <message>
        <source>Rummy</source>
        <translation>ரம்மி</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>ஆட்ட நிலை</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ஆட்டம்(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>புதிய ஆட்டம்(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>அசைவூட்ட வேகம்(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>சாதாரணம்(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>வேகம்(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>அணை(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>வெளியேறு(&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>உதவி(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>விதிகள்(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>அமைப்புகள்(&amp;S)…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>அமைப்புகள்</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>அமைப்புகளைச் சேமிக்க முடியவில்லை; வெளியேறும் வரை அவை பொருந்தும்.</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>சீட்டுக்கட்டு</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>புள்ளிவிவரம்(&amp;T)…</translation>
    </message>
    <message>
        <source>Start a game of Gin Rummy now? The game on the table ends.</source>
        <translation>இப்போதே ஜின் ரம்மி கேமைத் தொடங்கவா? மேசையில் உள்ள ஆட்டம் முடிந்துவிடும்.</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy now? The game on the table ends.</source>
        <translation>இப்போதே இந்தியன் ரம்மி மேட்சைத் தொடங்கவா? மேசையில் உள்ள ஆட்டம் முடிந்துவிடும்.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>புதிய ஆட்டம்</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;விசைப்பலகை குறுக்குவழிகள்</translation>
    </message>
    <message>
        <source>&amp;About Rummy</source>
        <translation>ரம்மி &amp;பற்றி</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy with 21 cards now? The game on the table ends.</source>
        <translation>இப்போதே 21 சீட்டு இந்தியன் ரம்மி மேட்சைத் தொடங்கவா? மேசையில் உள்ள ஆட்டம் முடியும்.</translation>
    </message>
    <message>
        <source>Start a game of %1 now? The game on the table ends.</source>
        <translation>இப்போது %1 கேமைத் தொடங்கவா? மேசையில் உள்ள கேம் முடியும்.</translation>
    </message>
    <message>
        <source>Re&amp;view last deal…</source>
        <translation>கடைசி டீலை &amp;மதிப்பாய்வு செய்…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>மதிப்பாய்வு</translation>
    </message>
    <message>
        <source>No deal has ended yet: there is nothing to review.</source>
        <translation>இன்னும் எந்த டீலும் முடியவில்லை: மதிப்பாய்வு செய்ய எதுவும் இல்லை.</translation>
    </message>
</context>
<context>
    <name>rummy::MatchHeader</name>
    <message>
        <source>What is being played</source>
        <translation>என்ன ஆடப்படுகிறது</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>நிலவரம்</translation>
    </message>
    <message>
        <source>The match&apos;s running scores</source>
        <translation>போட்டியின் தற்போதைய புள்ளிகள்</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>டீல் %1 / %2</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>டீல் %1</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>டீல் %1 (டை-பிரேக்கர்)</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 ஆட்டக்காரர்கள்</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>ஜின் ரம்மி</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>கை %1</translation>
    </message>
    <message>
        <source>Game to %1</source>
        <translation>%1 வரை ஆட்டம்</translation>
    </message>
    <message>
        <source>21 cards</source>
        <translation>21 சீட்டுகள்</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>கை %1 / %2</translation>
    </message>
</context>
<context>
    <name>rummy::ResultDialog</name>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Result&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Groups&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;ஆட்டக்காரர்&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;முடிவு&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;குழுக்கள்&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;புள்ளிகள்&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>டீல் %1 (டை-பிரேக்கர்)</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>டீல் %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>டீல் %1 / %2</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Total (out at %1)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Standing&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;ஆட்டக்காரர்&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;இந்த டீல்&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;மொத்தம் (%1 இல் வெளியே)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;நிலை&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Chips&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;ஆட்டக்காரர்&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;இந்த டீல்&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;சிப்ஸ்&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Value (%1 a point)&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;ஆட்டக்காரர்&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;புள்ளிகள்&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;மதிப்பு (புள்ளிக்கு %1)&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;eliminated this deal&lt;/b&gt;</source>
        <translation>&lt;b&gt;இந்த டீலில் வெளியேற்றம்&lt;/b&gt;</translation>
    </message>
    <message>
        <source>out</source>
        <translation>வெளியே</translation>
    </message>
    <message>
        <source>%1 to the limit</source>
        <translation>வரம்புக்கு %1</translation>
    </message>
    <message numerus="yes">
        <source>re-joined %n time(s)</source>
        <translation>
            <numerusform>%n முறை மீண்டும் சேர்ந்தார்</numerusform>
            <numerusform>%n முறை மீண்டும் சேர்ந்தார்</numerusform>
        </translation>
    </message>
    <message>
        <source>may re-join at %1</source>
        <translation>%1 இல் மீண்டும் சேரலாம்</translation>
    </message>
    <message>
        <source>&lt;p&gt;Deals left: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;மீதமுள்ள டீல்கள்: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Match over.&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;மேட்ச் முடிந்தது.&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 won the match.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 மேட்சை வென்றார்.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No winner.</source>
        <translation>வெற்றியாளர் இல்லை.</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>டீலின் முடிவு</translation>
    </message>
    <message>
        <source>Deal results</source>
        <translation>டீல் முடிவுகள்</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>புதிய மேட்ச்</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>அடுத்த டீல்</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>மூடு</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>மதிப்புச் சீட்டுகள்</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Received&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Paid&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Net of the deal&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;ஆட்டக்காரர்&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;பெற்றது&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;செலுத்தியது&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;டீலின் நிகர முடிவு&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>rummy::ResultsChart</name>
    <message>
        <source>Recent results</source>
        <translation>சமீபத்திய முடிவுகள்</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>இதுவரை டீல் எதுவும் விளையாடவில்லை.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>வென்றார்</translation>
    </message>
    <message numerus="yes">
        <source>lost %n points</source>
        <translation>
            <numerusform>%n புள்ளி இழந்தார்</numerusform>
            <numerusform>%n புள்ளிகள் இழந்தார்</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest first: %1.</source>
        <translation>
            <numerusform>கடைசி %n டீல், பழையது முதலில்: %1.</numerusform>
            <numerusform>கடைசி %n டீல்கள், பழையவை முதலில்: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest on the left; bars down are points lost</source>
        <translation>
            <numerusform>கடைசி %n டீல், பழையது இடப்புறம்; கீழ்நோக்கிய கம்பிகள் இழந்த புள்ளிகள்</numerusform>
            <numerusform>கடைசி %n டீல்கள், பழையவை இடப்புறம்; கீழ்நோக்கிய கம்பிகள் இழந்த புள்ளிகள்</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rummy::ReviewDialog</name>
    <message>
        <source>good</source>
        <translation>நல்லது</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>சந்தேகமானது</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>மோசம்</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>மிக மோசம்</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>வல்லுநர்</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>நிபுணர்</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>வலிமையானவர்</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>கிளப் ஆட்டக்காரர்</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>பொழுதுபோக்கு</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>தொடக்கநிலை</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — good.</source>
        <translation>நகர்வு %1: நீங்கள் %2 தேர்ந்தெடுத்தீர்கள் — நல்லது.</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — %3: about %4 points worse than to %5.</source>
        <translation>நகர்வு %1: நீங்கள் %2 தேர்ந்தெடுத்தீர்கள் — %3: %5 ஐ விட சுமார் %4 புள்ளிகள் குறைவு.</translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation>டீல் %1 இன் மதிப்பாய்வு</translation>
    </message>
    <message>
        <source>The engine is looking at each of your decisions…</source>
        <translation>இயந்திரம் உங்கள் ஒவ்வொரு முடிவையும் பார்க்கிறது…</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>மதிப்பாய்வின் முன்னேற்றம்</translation>
    </message>
    <message>
        <source>Your decisions, graded</source>
        <translation>உங்கள் முடிவுகள், மதிப்பிடப்பட்டவை</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>மதிப்பாய்வு நிறுத்தப்பட்டது.</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>இந்த டீலில் உங்களுக்குத் தேர்வு எதுவும் இல்லை.</translation>
    </message>
    <message>
        <source> Your draws from the stock were worth %1 points against the average card.</source>
        <translation> ஸ்டாக்கிலிருந்து நீங்கள் எடுத்த சீட்டுகள் சராசரி சீட்டை விட %1 புள்ளிகள் மதிப்புடையவை.</translation>
    </message>
    <message>
        <source>%1 decisions graded; on average each gave away %2 points: %3.</source>
        <translation>%1 முடிவுகள் மதிப்பிடப்பட்டன; சராசரியாக ஒவ்வொன்றும் %2 புள்ளிகளை இழந்தது: %3.</translation>
    </message>
</context>
<context>
    <name>rummy::RulesDialog</name>
    <message numerus="yes">
        <source>Format: %1, %n players.</source>
        <translation>
            <numerusform>வடிவம்: %1, %n ஆட்டக்காரர்.</numerusform>
            <numerusform>வடிவம்: %1, %n ஆட்டக்காரர்கள்.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shoe: %1 and %2 printed jokers; %3.</source>
        <translation>ஷூ: %1, %2 அச்சிட்ட ஜோக்கர்கள்; %3.</translation>
    </message>
    <message>
        <source>one deck</source>
        <translation>ஒரு கட்டு</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 கட்டுகள்</translation>
    </message>
    <message>
        <source>a wild-joker card is cut</source>
        <translation>ஒரு வைல்டு ஜோக்கர் சீட்டு வெட்டப்படும்</translation>
    </message>
    <message>
        <source>no wild-joker card</source>
        <translation>வைல்டு ஜோக்கர் சீட்டு இல்லை</translation>
    </message>
    <message>
        <source>Dropping costs %1 points before your first draw (first drop) and %2 points after it (middle drop).</source>
        <translation>முதல் எடுப்புக்கு முன் டிராப் செய்தால் %1 புள்ளிகள் (ஃபர்ஸ்ட் டிராப்), பின்னர் %2 புள்ளிகள் (மிடில் டிராப்).</translation>
    </message>
    <message>
        <source>Dropping is not allowed in this format.</source>
        <translation>இந்த வடிவத்தில் டிராப் அனுமதி இல்லை.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points and ends the deal with no winner.</source>
        <translation>தவறான டிக்ளேருக்கு %1 புள்ளிகள்; டீல் வெற்றியாளர் இல்லாமல் முடியும்.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points; the others play on.</source>
        <translation>தவறான டிக்ளேருக்கு %1 புள்ளிகள்; மற்றவர்கள் தொடர்ந்து விளையாடுவர்.</translation>
    </message>
    <message>
        <source>A losing hand counts at most %1 points; a hand that was already valid counts %2.</source>
        <translation>தோற்ற கை அதிகபட்சம் %1 புள்ளிகள்; ஏற்கனவே சரியாக இருந்த கை %2.</translation>
    </message>
    <message>
        <source>Jokers may be taken from the open deck.</source>
        <translation>ஓப்பன் டெக்கிலிருந்து ஜோக்கர்களை எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>Jokers may not be taken from the open deck (except the very first open card).</source>
        <translation>ஓப்பன் டெக்கிலிருந்து ஜோக்கர்களை எடுக்கக் கூடாது (முதல் திறந்த சீட்டைத் தவிர).</translation>
    </message>
    <message>
        <source>A player reaching %1 points is out of the pool.</source>
        <translation>%1 புள்ளிகளை அடையும் ஆட்டக்காரர் பூலிலிருந்து வெளியேறுவார்.</translation>
    </message>
    <message>
        <source>A player who is out may re-join (three or more players) while the highest remaining score is at most %1.</source>
        <translation>வெளியேறியவர் மீண்டும் சேரலாம் (மூன்று அல்லது அதிகமானோர்), மீதமுள்ளவர்களின் அதிகபட்ச ஸ்கோர் %1 ஐ மீறாத வரை.</translation>
    </message>
    <message>
        <source>A player who is out may not re-join.</source>
        <translation>வெளியேறியவர் மீண்டும் சேர முடியாது.</translation>
    </message>
    <message>
        <source>Everyone starts with %1 chips (%2 per deal); the winner of a deal takes each loser&apos;s points in chips.</source>
        <translation>ஒவ்வொருவரும் %1 சிப்ஸுடன் தொடங்குவர் (டீலுக்கு %2); டீல் வெற்றியாளர் ஒவ்வொரு தோற்றவரின் புள்ளிகளையும் சிப்ஸாகப் பெறுவார்.</translation>
    </message>
    <message>
        <source>One point is worth %1 (for display only).</source>
        <translation>ஒரு புள்ளியின் மதிப்பு %1 (காட்சிக்கு மட்டும்).</translation>
    </message>
    <message>
        <source>Each turn has %1 seconds; %2 missed turns in a row count as a middle drop.</source>
        <translation>ஒவ்வொரு முறைக்கும் %1 வினாடிகள்; தொடர்ந்து %2 முறை தவறினால் மிடில் டிராப்.</translation>
    </message>
    <message>
        <source>There is no turn timer.</source>
        <translation>முறை டைமர் இல்லை.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy</source>
        <translation>இந்தியன் ரம்மி விதிகள்</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>விதிகளின் உரை காணவில்லை.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>இந்த மேசையின் விதிகள்</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>விதிகள்</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 10, 30 or 50 for one, two or three of a kind, 100 for a marriage.</source>
        <translation>டீலின் ஒவ்வொரு மற்ற ஆட்டக்காரரும் மதிப்புச் சீட்டுகளுக்குச் செலுத்துவார்: ஒரு வகையின் ஒன்று, இரண்டு அல்லது மூன்றுக்கு 10, 30 அல்லது 50, திருமணத்துக்கு 100.</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 20 a card, 100 for a marriage, at most 240 from one player.</source>
        <translation>டீலின் ஒவ்வொரு மற்ற ஆட்டக்காரரும் மதிப்புச் சீட்டுகளுக்குச் செலுத்துவார்: ஒரு சீட்டுக்கு 20, திருமணத்துக்கு 100, ஒருவரிடமிருந்து அதிகபட்சம் 240.</translation>
    </message>
    <message>
        <source>Value cards are not paid.</source>
        <translation>மதிப்புச் சீட்டுகளுக்குச் செலுத்தப்படாது.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy (21 cards)</source>
        <translation>இந்தியன் ரம்மி (21 சீட்டுகள்) விதிகள்</translation>
    </message>
</context>
<context>
    <name>rummy::SaveNotice</name>
    <message>
        <source>Not saved</source>
        <translation>சேமிக்கப்படவில்லை</translation>
    </message>
    <message>
        <source>%1. Play goes on, without saving.</source>
        <translation>%1. ஆட்டம் தொடர்கிறது, சேமிக்காமல்.</translation>
    </message>
</context>
<context>
    <name>rummy::SavedGames</name>
    <message>
        <source>&amp;Save…</source>
        <translation>சேமி(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ஆட்டத்தைச் சேமி</translation>
    </message>
    <message>
        <source>Rummy saves (*.rummy)</source>
        <translation>ரம்மி சேமிப்புகள் (*.rummy)</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>ஏற்று(&amp;L)…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>சேமித்த ஆட்டத்தை ஏற்று</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Play a &amp;deal by code…</source>
        <translation>குறியீட்டால் டீல் விளையாடு(&amp;D)…</translation>
    </message>
    <message>
        <source>Play a deal by code</source>
        <translation>குறியீட்டால் டீல் விளையாடு</translation>
    </message>
    <message>
        <source>Deal code (shown at the end of every deal, e.g. PTS-4-1ZK3M9QX0A7TB):</source>
        <translation>டீல் குறியீடு (ஒவ்வொரு டீலின் முடிவிலும் காட்டப்படும், எ.கா. PTS-4-1ZK3M9QX0A7TB):</translation>
    </message>
    <message>
        <source>The file %1 could not be moved aside.</source>
        <translation>கோப்பு %1 ஐ ஒதுக்கி வைக்க முடியவில்லை.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>கோப்பு %1 ஆக வைக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>Unfinished match not restored</source>
        <translation>முடிக்காத மேட்ச் மீட்கப்படவில்லை</translation>
    </message>
    <message>
        <source>Your unfinished match could not be restored. %1

%2 A new match starts.</source>
        <translation>உங்கள் முடிக்காத மேட்சை மீட்க முடியவில்லை. %1

%2 புதிய மேட்ச் தொடங்குகிறது.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>முடிக்காத மேட்ச்</translation>
    </message>
    <message>
        <source>Resume your unfinished match?</source>
        <translation>உங்கள் முடிக்காத மேட்சைத் தொடரவா?</translation>
    </message>
    <message>
        <source>A game of %1; it stopped in hand %2.</source>
        <translation>%1 கேம்; இது ஹேண்ட் %2 இல் நின்றது.</translation>
    </message>
    <message>
        <source>A game of Gin Rummy; it stopped in hand %1, at %2 to %3.</source>
        <translation>ஒரு ஜின் ரம்மி கேம்; இது ஹேண்ட் %1 இல் %2 க்கு %3 என நின்றது.</translation>
    </message>
    <message numerus="yes">
        <source>It stopped in deal %1, with %n player(s) at the table.</source>
        <translation>
            <numerusform>அது டீல் %1 இல் நின்றது, மேசையில் %n ஆட்டக்காரருடன்.</numerusform>
            <numerusform>அது டீல் %1 இல் நின்றது, மேசையில் %n ஆட்டக்காரர்களுடன்.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>தொடர்</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>புதிய மேட்ச்</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>ஆட்டம் சேமிக்கப்படவில்லை</translation>
    </message>
    <message>
        <source>Game not loaded</source>
        <translation>ஆட்டம் ஏற்றப்படவில்லை</translation>
    </message>
    <message>
        <source>%1 could not be loaded. %2</source>
        <translation>%1 ஐ ஏற்ற முடியவில்லை. %2</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>டீல் குறியீடு அல்ல</translation>
    </message>
    <message>
        <source>The deal code %1 names a deal no table can have: a table seats 2 to 6 players, and at least two of them are dealt in, the dealer among them.</source>
        <translation>டீல் குறியீடு %1 எந்த மேசையிலும் நடக்க முடியாத டீலைக் குறிக்கிறது: ஒரு மேசையில் 2 முதல் 6 பேர் அமர்வர், அவர்களில் குறைந்தது இருவருக்குச் சீட்டுகள் வழங்கப்படும், டீலரும் அவர்களில் ஒருவர்.</translation>
    </message>
    <message>
        <source>“%1” is not a deal code. A code looks like PTS-4-1ZK3M9QX0A7TB: the format, the number of players and the deal.</source>
        <translation>“%1” டீல் குறியீடு அல்ல. குறியீடு PTS-4-1ZK3M9QX0A7TB போல இருக்கும்: வடிவம், ஆட்டக்காரர் எண்ணிக்கை, டீல்.</translation>
    </message>
    <message>
        <source>The deal code %1 names a hand that cannot be dealt.</source>
        <translation>டீல் குறியீடு %1 பகிர முடியாத ஒரு ஹேண்டைக் குறிக்கிறது.</translation>
    </message>
    <message>
        <source>The deal code %1 asks for a format that cannot be played with %2 players.</source>
        <translation>டீல் குறியீடு %1 கேட்கும் வடிவத்தை %2 பேருடன் விளையாட முடியாது.</translation>
    </message>
</context>
<context>
    <name>rummy::SeatItem</name>
    <message>
        <source>D</source>
        <translation>டீ</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>அமைப்புகள்</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>அமைப்புப் பக்கங்கள்</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ஆட்டம்(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>ஹவுஸ் விதிகள்(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>மேசை(&amp;T)</translation>
    </message>
    <message>
        <source>Rule changes apply from the next match; table options apply at once.</source>
        <translation>விதி மாற்றங்கள் அடுத்த மேட்சிலிருந்து; மேசை விருப்பங்கள் உடனே பொருந்தும்.</translation>
    </message>
    <message>
        <source>Problem with these settings</source>
        <translation>இந்த அமைப்புகளில் சிக்கல்</translation>
    </message>
    <message>
        <source>Resets the options of the tab shown to their defaults.</source>
        <translation>காட்டப்படும் தாவலின் விருப்பங்களை இயல்புநிலைக்குத் திருப்பும்.</translation>
    </message>
    <message>
        <source>Re-joining must stop below the pool limit (%1): lower the re-join limit.</source>
        <translation>மீண்டும் சேர்வது பூல் வரம்புக்கு (%1) கீழேயே நிற்க வேண்டும்: ரீ-ஜாயின் வரம்பைக் குறையுங்கள்.</translation>
    </message>
    <message>
        <source>%1 players need at least %2 cards, but %3 deck(s) and %4 printed jokers make %5: add a deck.</source>
        <translation>%1 பேருக்குக் குறைந்தது %2 சீட்டுகள் தேவை, ஆனால் %3 கட்டு மற்றும் %4 அச்சிட்ட ஜோக்கர்கள் %5 மட்டுமே: ஒரு கட்டைச் சேருங்கள்.</translation>
    </message>
    <message>
        <source>These rules cannot be played by %1 players.</source>
        <translation>இந்த விதிகளுடன் %1 பேர் விளையாட முடியாது.</translation>
    </message>
    <message>
        <source>These Gin options cannot be played.</source>
        <translation>இந்த ஜின் விருப்பங்களுடன் விளையாட முடியாது.</translation>
    </message>
    <message>
        <source>These options cannot be played.</source>
        <translation>இந்த விருப்பங்களுடன் ஆட முடியாது.</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsFile</name>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read and was kept as %3.</source>
        <translation>அமைப்புக் கோப்பு %1 %2 MB, அமைப்புகளை விட மிகப் பெரியது; அது படிக்கப்படவில்லை, %3 என வைக்கப்பட்டது.</translation>
    </message>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read.</source>
        <translation>அமைப்புக் கோப்பு %1 %2 MB, அமைப்புகளை விட மிகப் பெரியது; அது படிக்கப்படவில்லை.</translation>
    </message>
    <message>
        <source>Some lines of the settings file %1 are not settings; they were skipped.</source>
        <translation>அமைப்புக் கோப்பு %1-இன் சில வரிகள் அமைப்புகள் அல்ல; அவை தவிர்க்கப்பட்டன.</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>அமைப்புக் கோப்பு இருந்தபடியே %1 என வைக்கப்பட்டுள்ளது.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2); it was kept as %3.</source>
        <translation>அமைப்புக் கோப்பு %1 ஐப் படிக்க முடியவில்லை (%2); அது %3 ஆக வைக்கப்பட்டுள்ளது.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2).</source>
        <translation>அமைப்புக் கோப்பு %1 ஐப் படிக்க முடியவில்லை (%2).</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGamePage</name>
    <message>
        <source>A single deal: the losers pay the winner the points left in their hands.</source>
        <translation>ஒரே டீல்: தோற்றவர்கள் கையில் மீதமுள்ள புள்ளிகளை வெற்றியாளருக்குச் செலுத்துவர்.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 101 points puts a player out. The last one in wins.</source>
        <translation>டீல் மேல் டீல்; 101 புள்ளிகளில் ஆட்டக்காரர் வெளியே. கடைசியாக நிற்பவர் வெல்வார்.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 201 points puts a player out. Drops cost 25 and 50.</source>
        <translation>டீல் மேல் டீல்; 201 புள்ளிகளில் ஆட்டக்காரர் வெளியே. டிராப்புகள் 25, 50.</translation>
    </message>
    <message>
        <source>Two deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>சிப்ஸுக்காக இரண்டு டீல்கள்; டிராப் இல்லை. இறுதியில் அதிக சிப்ஸ் உள்ளவர் வெல்வார்.</translation>
    </message>
    <message>
        <source>Three deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>சிப்ஸுக்காக மூன்று டீல்கள்; டிராப் இல்லை. இறுதியில் அதிக சிப்ஸ் உள்ளவர் வெல்வார்.</translation>
    </message>
    <message>
        <source>Six deals played for chips; dropping allowed. Most chips at the end wins.</source>
        <translation>சிப்ஸுக்காக ஆறு டீல்கள்; டிராப் அனுமதி உண்டு. இறுதியில் அதிக சிப்ஸ் உள்ளவர் வெல்வார்.</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>மேட்ச் வடிவம்</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>வடிவம்(&amp;F):</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>மேசையில் ஆட்டக்காரர்கள்</translation>
    </message>
    <message>
        <source>How many sit at the table, you included (2 to 6). Default: 4.</source>
        <translation>உங்களையும் சேர்த்து மேசையில் எத்தனை பேர் (2 முதல் 6). இயல்பு: 4.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>ஆட்டக்காரர்கள்(&amp;P):</translation>
    </message>
    <message>
        <source>Computer opponents</source>
        <translation>கணினி எதிராளிகள்</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>நிலை</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>பெயர்</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>இருக்கை %1</translation>
    </message>
    <message>
        <source>Level of seat %1</source>
        <translation>இருக்கை %1 இன் நிலை</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>இருக்கை %1 இன் பெயர்</translation>
    </message>
    <message>
        <source>Left empty, the seat is called %1.</source>
        <translation>காலியாக விட்டால் இருக்கையின் பெயர் %1.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>ஜின் ரம்மி</translation>
    </message>
    <message>
        <source>Indian Rummy (13 cards)</source>
        <translation>இந்தியன் ரம்மி (13 சீட்டுகள்)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>கேம்</translation>
    </message>
    <message>
        <source>Which rummy game the next game plays. Default: Indian Rummy.</source>
        <translation>அடுத்த கேம் எந்த ரம்மி என்பது. இயல்பு: இந்தியன் ரம்மி.</translation>
    </message>
    <message>
        <source>G&amp;ame:</source>
        <translation>ஆட்டம்(&amp;A):</translation>
    </message>
    <message>
        <source>Two players, ten cards each: meld your cards, knock when your deadwood is low, and be the first to 100 points. The House rules tab has Gin&apos;s options.</source>
        <translation>இரண்டு ஆட்டக்காரர்கள், ஆளுக்குப் பத்து சீட்டுகள்: மெல்டுகள் அமையுங்கள், டெட்வுட் குறைந்தால் நாக் செய்யுங்கள், முதலில் 100 புள்ளிகளை எட்டுங்கள். ஜின் விருப்பங்கள் ஹவுஸ் விதிகள் தாவலில் உள்ளன.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>எதிராளி</translation>
    </message>
    <message>
        <source>Indian Rummy (21 cards)</source>
        <translation>இந்தியன் ரம்மி (21 சீட்டுகள்)</translation>
    </message>
    <message>
        <source>21 cards each from three decks: three pure sequences to declare, and value cards paid by everyone. %1</source>
        <translation>மூன்று கட்டுகளிலிருந்து ஒவ்வொருவருக்கும் 21 சீட்டுகள்: அறிவிக்க மூன்று ப்யூர் சீக்வென்ஸ், எல்லோரும் செலுத்தும் மதிப்புச் சீட்டுகள். %1</translation>
    </message>
    <message>
        <source>Straight Rummy</source>
        <translation>ஸ்ட்ரெய்ட் ரம்மி</translation>
    </message>
    <message>
        <source>Rummy 500</source>
        <translation>ரம்மி 500</translation>
    </message>
    <message>
        <source>Rummy 51</source>
        <translation>ரம்மி 51</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>கலூக்கி</translation>
    </message>
    <message>
        <source>Meld sets and runs on the table, lay off on anyone&apos;s melds, and go out first: the others pay what they hold.</source>
        <translation>மேசையில் செட்களையும் ரன்களையும் மெல்ட் செய்யவும், யாருடைய மெல்டிலும் லே ஆஃப் செய்யவும், முதலில் வெளியேறவும்: மற்றவர்கள் கையிலுள்ளதற்குச் செலுத்துவார்கள்.</translation>
    </message>
    <message>
        <source>Take as deep into the discard pile as you can use: melds score for you, cards left in hand against you. First to 500 wins.</source>
        <translation>போட்ட சீட்டுக் குவியலில் பயன்படும் அளவு ஆழம் வரை எடுக்கவும்: மெல்ட்கள் உங்களுக்குப் புள்ளி, கையில் மீந்தவை எதிராக. முதலில் 500 அடைபவர் வெல்கிறார்.</translation>
    </message>
    <message>
        <source>Rummy 51&apos;s cousin: fifteen cards, the pile only after your opening, and whoever goes out collects from the others.</source>
        <translation>ரம்மி 51 இன் உறவு: பதினைந்து சீட்டுகள், உங்கள் திறப்புக்குப் பிறகே குவியல், வெளியேறுபவர் மற்றவர்களிடமிருந்து வசூலிக்கிறார்.</translation>
    </message>
    <message>
        <source>Two decks and jokers: your first lay-down must be worth 51 points. Lowest total when someone reaches the target wins.</source>
        <translation>இரண்டு டெக்குகளும் ஜோக்கர்களும்: உங்கள் முதல் இறக்கம் குறைந்தது 51 புள்ளிகள் மதிப்புடையதாக இருக்க வேண்டும். யாராவது இலக்கை அடையும்போது குறைந்த மொத்தம் உள்ளவர் வெல்கிறார்.</translation>
    </message>
    <message>
        <source>Easy makes plain moves, Hard remembers the open deck and plans its melds, Expert also looks ahead over the cards it cannot see. Default: Medium.</source>
        <translation>எளிது சாதாரண நகர்வுகள் செய்யும், கடினம் ஓப்பன் டெக்கை நினைவில் வைத்து மெல்டுகளைத் திட்டமிடும், நிபுணர் பார்க்காத சீட்டுகளையும் கணக்கிட்டு முன்னோக்கிப் பார்க்கும். இயல்பு: நடுத்தரம்.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> வி.</translation>
    </message>
    <message>
        <source>Expert thinking time in seconds</source>
        <translation>நிபுணரின் யோசிக்கும் நேரம், விநாடிகளில்</translation>
    </message>
    <message>
        <source>How long an Expert opponent thinks about each move: longer plays a little better. Default: 1 s.</source>
        <translation>நிபுணர் எதிராளி ஒவ்வொரு நகர்விலும் எவ்வளவு நேரம் யோசிக்கும்: அதிக நேரம் சற்றுச் சிறப்பாக ஆடும். இயல்பு: 1 வி.</translation>
    </message>
    <message>
        <source>E&amp;xpert thinks:</source>
        <translation>நிபுணர் &amp;யோசிப்பது:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGinPage</name>
    <message>
        <source>&amp;Knock value:</source>
        <translation>நாக் வரம்பு(&amp;K):</translation>
    </message>
    <message>
        <source>The most deadwood a player may hold when knocking (0: gin only).</source>
        <translation>நாக் செய்யும்போது வைத்திருக்கக்கூடிய அதிகபட்ச டெட்வுட் (0: ஜின் மட்டும்).</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the knock value</source>
        <translation>ஓக்லஹோமா: முதல் அப்கார்டு நாக் வரம்பை நிர்ணயிக்கும்(&amp;O)</translation>
    </message>
    <message>
        <source>Each hand&apos;s knock value is the value of its first upcard; a court card counts 10.</source>
        <translation>ஒவ்வொரு ஹேண்டின் நாக் வரம்பும் அதன் முதல் அப்கார்டின் மதிப்பு; படச் சீட்டு 10.</translation>
    </message>
    <message>
        <source>An &amp;ace turned up means gin only</source>
        <translation>ஏஸ் திறந்தால் ஜின் மட்டும்(&amp;A)</translation>
    </message>
    <message>
        <source>Oklahoma: an ace as first upcard allows only gin (else a knock with 1).</source>
        <translation>ஓக்லஹோமா: முதல் அப்கார்டு ஏஸ் என்றால் ஜின் மட்டும் (இல்லையெனில் 1 இல் நாக்).</translation>
    </message>
    <message>
        <source>A &amp;spade turned up doubles the hand</source>
        <translation>ஸ்பேடு திறந்தால் ஹேண்ட் இரட்டிப்பு(&amp;S)</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as first upcard doubles every point of the hand.</source>
        <translation>ஓக்லஹோமா: முதல் அப்கார்டு ஸ்பேடு என்றால் ஹேண்டின் ஒவ்வொரு புள்ளியும் இரட்டிப்பு.</translation>
    </message>
    <message>
        <source>Straight gi&amp;n: only gin ends a hand</source>
        <translation>ஸ்ட்ரெய்ட் ஜின்: ஜின் மட்டுமே ஹேண்டை முடிக்கும்(&amp;N)</translation>
    </message>
    <message>
        <source>Nobody may knock with deadwood; a hand ends with gin or at the wall.</source>
        <translation>டெட்வுட்டுடன் யாரும் நாக் செய்ய முடியாது; ஹேண்ட் ஜின்னிலோ வாலிலோ முடியும்.</translation>
    </message>
    <message>
        <source>G&amp;in bonus:</source>
        <translation>ஜின் போனஸ்(&amp;I):</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin.</source>
        <translation>ஒருவர் ஜின் செய்தால் டிஃபெண்டரின் டெட்வுட்டுடன் சேர்க்கப்படும்.</translation>
    </message>
    <message>
        <source>&amp;Undercut bonus:</source>
        <translation>அண்டர்கட் போனஸ்(&amp;U):</translation>
    </message>
    <message>
        <source>Added to the difference when the defender&apos;s deadwood is not higher than the knocker&apos;s.</source>
        <translation>டிஃபெண்டரின் டெட்வுட் நாக் செய்தவரை விட அதிகமில்லை என்றால் வேறுபாட்டுடன் சேர்க்கப்படும்.</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>பிக் ஜின் போனஸ்(&amp;B):</translation>
    </message>
    <message>
        <source>For laying down all eleven cards in melds without a discard; 0: no big gin.</source>
        <translation>சீட்டு எதுவும் போடாமல் பதினொரு சீட்டுகளையும் மெல்டுகளாக இறக்கினால்; 0: பிக் ஜின் இல்லை.</translation>
    </message>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>கேம் எத்தனை புள்ளிகள் வரை(&amp;M):</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s hand points reach this.</source>
        <translation>ஒருவரின் ஹேண்ட் புள்ளிகள் இதை எட்டியதும் கேம் முடியும்.</translation>
    </message>
    <message>
        <source>Gam&amp;e bonus:</source>
        <translation>கேம் போனஸ்(&amp;E):</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of the game.</source>
        <translation>கேம் முடிவில் வென்றவரின் புள்ளிகளுடன் சேர்க்கப்படும்.</translation>
    </message>
    <message>
        <source>Bo&amp;x bonus:</source>
        <translation>பாக்ஸ் போனஸ்(&amp;X):</translation>
    </message>
    <message>
        <source>Added at the end of the game for every hand a player won.</source>
        <translation>கேம் முடிவில் ஒருவர் வென்ற ஒவ்வொரு ஹேண்டுக்கும் சேர்க்கப்படும்.</translation>
    </message>
    <message>
        <source>A shutout &amp;doubles the winner&apos;s points</source>
        <translation>ஷட்அவுட்டில் வென்றவரின் புள்ளிகள் இரட்டிப்பு(&amp;D)</translation>
    </message>
    <message>
        <source>When the loser won no hand, the winner&apos;s hand points are doubled before the bonuses.</source>
        <translation>தோற்றவர் ஒரு ஹேண்டும் வெல்லவில்லை என்றால் போனஸுக்கு முன் வென்றவரின் ஹேண்ட் புள்ளிகள் இரட்டிப்பாகும்.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>எடுத்த சீட்டை திரும்பப் போடலாம்(&amp;R)</translation>
    </message>
    <message>
        <source>When off, the card just taken from the discard pile may not be discarded in the same turn.</source>
        <translation>அணைத்திருந்தால் டிஸ்கார்டு பைலிலிருந்து இப்போது எடுத்த சீட்டை அதே முறையில் போட முடியாது.</translation>
    </message>
    <message>
        <source>E&amp;qual deadwood is an undercut</source>
        <translation>சம டெட்வுட் அண்டர்கட் ஆகும்(&amp;Q)</translation>
    </message>
    <message>
        <source>When off, equal counts win the hand for the knocker, for no points.</source>
        <translation>அணைத்திருந்தால் சம எண்ணிக்கையில் நாக் செய்தவர் புள்ளியின்றி ஹேண்டை வெல்வார்.</translation>
    </message>
    <message>
        <source>At the &amp;wall:</source>
        <translation>வாலில்(&amp;W):</translation>
    </message>
    <message>
        <source>What happens when two cards are left in the stock and a player discards without knocking.</source>
        <translation>ஸ்டாக்கில் இரண்டு சீட்டுகள் மீதமிருக்க ஒருவர் நாக் செய்யாமல் சீட்டைப் போட்டால் என்ன நடக்கும்.</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>நாக்</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>ஹேண்ட் புள்ளிகள்</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>கேம்</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>ஆட்டம்</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>நிலையானது: %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>இயக்கம்</translation>
    </message>
    <message>
        <source>off</source>
        <translation>அணை</translation>
    </message>
    <message>
        <source>The hand is void</source>
        <translation>ஹேண்ட் ரத்தாகும்</translation>
    </message>
    <message>
        <source>The other player may take the discard to knock</source>
        <translation>மற்றவர் நாக் செய்ய போட்ட சீட்டை எடுக்கலாம்</translation>
    </message>
    <message>
        <source>At the wall</source>
        <translation>வாலில்</translation>
    </message>
    <message>
        <source>Restore the standard Gin rules</source>
        <translation>ஜின் நிலையான விதிகளுக்குத் திருப்பு</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsRulesPage</name>
    <message>
        <source>The shoe</source>
        <translation>ஷூ (சீட்டுக் குவியல்)</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>கட்டுகள்(&amp;D):</translation>
    </message>
    <message>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>52 சீட்டுகள் கொண்ட எத்தனை கட்டுகள் ஒன்றாகக் கலக்கப்படுகின்றன.</translation>
    </message>
    <message>
        <source>Printed &amp;jokers:</source>
        <translation>அச்சிட்ட ஜோக்கர்கள்(&amp;J):</translation>
    </message>
    <message>
        <source>Printed jokers in the whole shoe; each is wild.</source>
        <translation>முழு ஷூவிலும் அச்சிட்ட ஜோக்கர்கள்; ஒவ்வொன்றும் வைல்டு.</translation>
    </message>
    <message>
        <source>&amp;Wild card rank</source>
        <translation>வைல்டு ஜோக்கர்(&amp;W)</translation>
    </message>
    <message>
        <source>A card is cut face up after the deal; every card of its rank is a joker.</source>
        <translation>பகிர்ந்த பின் ஒரு சீட்டு திறந்து வெட்டப்படும்; அதே மதிப்புள்ள ஒவ்வொரு சீட்டும் ஜோக்கர்.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>மதிப்பெண்</translation>
    </message>
    <message>
        <source>&amp;First drop:</source>
        <translation>ஃபர்ஸ்ட் டிராப்(&amp;F):</translation>
    </message>
    <message>
        <source>Points for leaving the deal before one&apos;s first draw.</source>
        <translation>முதல் எடுப்புக்கு முன் டீலை விட்டு விலகுவதற்கான புள்ளிகள்.</translation>
    </message>
    <message>
        <source>&amp;Middle drop:</source>
        <translation>மிடில் டிராப்(&amp;M):</translation>
    </message>
    <message>
        <source>Points for leaving the deal after having drawn.</source>
        <translation>எடுத்த பின் டீலை விட்டு விலகுவதற்கான புள்ளிகள்.</translation>
    </message>
    <message>
        <source>Wrong &amp;declaration:</source>
        <translation>தவறான டிக்ளேர்(&amp;D):</translation>
    </message>
    <message>
        <source>Points for declaring a hand that is not valid.</source>
        <translation>சரியில்லாத கையை டிக்ளேர் செய்வதற்கான புள்ளிகள்.</translation>
    </message>
    <message>
        <source>&amp;Cap on a hand:</source>
        <translation>கைக்கு உச்சவரம்பு(&amp;C):</translation>
    </message>
    <message>
        <source>The most a losing hand can cost.</source>
        <translation>தோற்ற கைக்கு அதிகபட்ச புள்ளிகள்.</translation>
    </message>
    <message>
        <source>&amp;Valid hand, not declared:</source>
        <translation>சரியான கை, டிக்ளேர் செய்யவில்லை(&amp;V):</translation>
    </message>
    <message>
        <source>What a loser pays whose hand was already valid.</source>
        <translation>கை ஏற்கனவே சரியாக இருந்த தோற்றவர் செலுத்துவது.</translation>
    </message>
    <message>
        <source>A pure sequence &amp;alone lowers the count</source>
        <translation>ப்யூர் சீக்வென்ஸ் மட்டுமே இருந்தாலும் புள்ளி குறையும்(&amp;A)</translation>
    </message>
    <message>
        <source>A loser with a pure sequence but no second sequence does not pay for the cards of that pure sequence.</source>
        <translation>ப்யூர் சீக்வென்ஸ் உள்ள ஆனால் இரண்டாவது சீக்வென்ஸ் இல்லாத தோற்றவர் அந்த ப்யூர் சீக்வென்ஸின் சீட்டுகளுக்குச் செலுத்த வேண்டாம்.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>ஆட்டம்</translation>
    </message>
    <message>
        <source>&amp;Jokers may be taken from the open deck</source>
        <translation>ஓப்பன் டெக்கிலிருந்து ஜோக்கர் எடுக்கலாம்(&amp;J)</translation>
    </message>
    <message>
        <source>When off, a joker thrown on the open deck stays there (the first open card may always be taken).</source>
        <translation>அணைத்தால், ஓப்பன் டெக்கில் போட்ட ஜோக்கர் அங்கேயே இருக்கும் (முதல் திறந்த சீட்டை எப்போதும் எடுக்கலாம்).</translation>
    </message>
    <message>
        <source>A wrong declaration &amp;ends the deal</source>
        <translation>தவறான டிக்ளேர் டீலை முடிக்கும்(&amp;E)</translation>
    </message>
    <message>
        <source>When off, the player who declared wrongly pays and the others play on.</source>
        <translation>அணைத்தால், தவறாக டிக்ளேர் செய்தவர் செலுத்துவார், மற்றவர்கள் தொடர்வர்.</translation>
    </message>
    <message>
        <source>&amp;Turn timer (seconds):</source>
        <translation>முறை டைமர் (வினாடிகள்)(&amp;T):</translation>
    </message>
    <message>
        <source>Seconds for each turn; 0 means no timer.</source>
        <translation>ஒவ்வொரு முறைக்குமான வினாடிகள்; 0 என்றால் டைமர் இல்லை.</translation>
    </message>
    <message>
        <source>No timer</source>
        <translation>டைமர் இல்லை</translation>
    </message>
    <message>
        <source>Missed turns &amp;as a drop:</source>
        <translation>டிராப்பாகக் கணக்கிடும் தவறிய முறைகள்(&amp;A):</translation>
    </message>
    <message>
        <source>Turns in a row that run out of time before the player counts as a middle drop.</source>
        <translation>தொடர்ந்து எத்தனை முறை நேரம் முடிந்தால் ஆட்டக்காரர் மிடில் டிராப் ஆவார்.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>பூல்</translation>
    </message>
    <message>
        <source>Pool &amp;limit:</source>
        <translation>பூல் வரம்பு(&amp;L):</translation>
    </message>
    <message>
        <source>A player who reaches this score is out.</source>
        <translation>இந்த ஸ்கோரை அடைபவர் வெளியே.</translation>
    </message>
    <message>
        <source>Players who are out may &amp;re-join</source>
        <translation>வெளியேறியவர்கள் மீண்டும் சேரலாம்(&amp;R)</translation>
    </message>
    <message>
        <source>A player who is out may buy back in, at the highest remaining score plus one.</source>
        <translation>வெளியேறியவர், மீதமுள்ளவர்களின் அதிகபட்ச ஸ்கோரை விட ஒன்று கூடுதலில் மீண்டும் சேரலாம்.</translation>
    </message>
    <message>
        <source>Re-join &amp;while the top score is at most:</source>
        <translation>மீண்டும் சேர, அதிகபட்ச ஸ்கோர் இதை மீறாத வரை(&amp;W):</translation>
    </message>
    <message>
        <source>Re-joining is allowed only while no remaining player has more than this.</source>
        <translation>மீதமுள்ள எவருக்கும் இதைவிட அதிகம் இல்லாத வரை மட்டுமே மீண்டும் சேரலாம்.</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>பந்தயம்</translation>
    </message>
    <message>
        <source>C&amp;hips per deal:</source>
        <translation>டீலுக்கு சிப்ஸ்(&amp;H):</translation>
    </message>
    <message>
        <source>Deals formats: each player starts with this many chips for every deal.</source>
        <translation>டீல்ஸ் வடிவங்கள்: ஒவ்வொருவரும் ஒவ்வொரு டீலுக்கும் இத்தனை சிப்ஸுடன் தொடங்குவர்.</translation>
    </message>
    <message>
        <source>&amp;Point value:</source>
        <translation>புள்ளி மதிப்பு(&amp;P):</translation>
    </message>
    <message>
        <source>Points format: what one point is worth, for the result screen.</source>
        <translation>பாயிண்ட்ஸ் வடிவம்: முடிவுத் திரைக்கு ஒரு புள்ளியின் மதிப்பு.</translation>
    </message>
    <message>
        <source>Restore the format&apos;s standard rules</source>
        <translation>வடிவத்தின் நிலையான விதிகளுக்குத் திருப்பு</translation>
    </message>
    <message>
        <source>Sets every house rule to the standard value of the chosen format.</source>
        <translation>ஒவ்வொரு ஹவுஸ் விதியையும் தேர்ந்த வடிவத்தின் நிலையான மதிப்புக்கு அமைக்கும்.</translation>
    </message>
    <message>
        <source>Standard in %1: %2.</source>
        <translation>%1 இல் நிலையானது: %2.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>இயக்கம்</translation>
    </message>
    <message>
        <source>off</source>
        <translation>அணை</translation>
    </message>
    <message>
        <source>Table: 10, 30, 50; a marriage 100</source>
        <translation>அட்டவணை: 10, 30, 50; திருமணம் 100</translation>
    </message>
    <message>
        <source>Flat: 20 a card</source>
        <translation>ஒரே அளவு: ஒரு சீட்டுக்கு 20</translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation>செலுத்தப்படாது</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>மதிப்புச் சீட்டுகள்</translation>
    </message>
    <message>
        <source>21 cards: what every other player still in the deal pays a holder of value cards (the cut card&apos;s suit: its rank, one above and one below). Standard: the table.</source>
        <translation>21 சீட்டுகள்: டீலில் இன்னும் உள்ள ஒவ்வொரு மற்ற ஆட்டக்காரரும் மதிப்புச் சீட்டுகள் வைத்திருப்பவருக்குச் செலுத்துவது (வெட்டிய சீட்டின் வகை: அதன் தரம், ஒன்று மேலே, ஒன்று கீழே). நிலையானது: அட்டவணை.</translation>
    </message>
    <message>
        <source>&amp;Value cards:</source>
        <translation>&amp;மதிப்புச் சீட்டுகள்:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTableGamePage</name>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>கேம் எத்தனை புள்ளிகள் வரை(&amp;M):</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s total reaches this.</source>
        <translation>ஒரு ஆட்டக்காரரின் மொத்தம் இதை அடையும்போது கேம் முடிகிறது.</translation>
    </message>
    <message>
        <source>&amp;Hands in a game:</source>
        <translation>ஒரு ஆட்டத்தில் கைகள்(&amp;H):</translation>
    </message>
    <message>
        <source>Play this many hands instead of to a target; the best total then wins.</source>
        <translation>இலக்குக்குப் பதிலாக இத்தனை கைகள் ஆடவும்; அப்போது சிறந்த மொத்தம் வெல்லும்.</translation>
    </message>
    <message>
        <source>To the target</source>
        <translation>இலக்கு வரை</translation>
    </message>
    <message>
        <source>&amp;Opening points:</source>
        <translation>திறப்புப் புள்ளிகள்(&amp;O):</translation>
    </message>
    <message>
        <source>The least a player&apos;s first lay-down must be worth (0: no minimum).</source>
        <translation>ஒரு ஆட்டக்காரரின் முதல் இறக்கத்தின் குறைந்தபட்ச மதிப்பு (0: குறைந்தபட்சம் இல்லை).</translation>
    </message>
    <message>
        <source>Going out in one turn &amp;doubles the hand</source>
        <translation>ஒரே முறையில் வெளியேறினால் ஹேண்ட் இரட்டிப்பு(&amp;D)</translation>
    </message>
    <message>
        <source>Laying the whole hand down at once (rummy) doubles what the others pay.</source>
        <translation>முழுக் கையையும் ஒரே முறையில் இறக்கினால் (ரம்மி) மற்றவர்கள் செலுத்துவது இரட்டிப்பாகும்.</translation>
    </message>
    <message>
        <source>Cards count &amp;5 or 10</source>
        <translation>சீட்டுகள் 5 அல்லது 10 ஆக எண்ணப்படும்(&amp;5)</translation>
    </message>
    <message>
        <source>Two to nine and a low ace count 5, ten to king 10, a high ace 15.</source>
        <translation>இரண்டு முதல் ஒன்பது வரையும் கீழ் ஏஸும் 5, பத்து முதல் ராஜா வரை 10, மேல் ஏஸ் 15.</translation>
    </message>
    <message>
        <source>The top card taken must be &amp;played at once</source>
        <translation>எடுத்த மேல் சீட்டை உடனே ஆட வேண்டும்(&amp;P)</translation>
    </message>
    <message>
        <source>When on, even the pile&apos;s top card alone goes into a meld or onto one in the same turn.</source>
        <translation>இயக்கினால், குவியலின் மேல் சீட்டு ஒன்றை மட்டும் எடுத்தாலும் அதே முறையில் ஒரு மெல்டில் அல்லது மெல்டின் மேல் போக வேண்டும்.</translation>
    </message>
    <message>
        <source>The deepest card taken starts a &amp;new meld</source>
        <translation>ஆழமாக எடுத்த சீட்டு புதிய மெல்டைத் தொடங்கும்(&amp;N)</translation>
    </message>
    <message>
        <source>When on, the card that must be played goes into a new meld, not onto a meld on the table.</source>
        <translation>இயக்கினால், ஆட வேண்டிய சீட்டு புதிய மெல்டில் போகும், மேசையில் உள்ள மெல்டின் மேல் அல்ல.</translation>
    </message>
    <message>
        <source>&amp;Floating: meld every card, go out with a discard</source>
        <translation>மிதத்தல்: எல்லாச் சீட்டுகளையும் மெல்ட் செய்து, கழிவுடன் வெளியேறு(&amp;F)</translation>
    </message>
    <message>
        <source>When on, a player may lay down every card and wait for the next turn without cards; the hand ends only with a discard.</source>
        <translation>இயக்கினால், ஆட்டக்காரர் எல்லாச் சீட்டுகளையும் இறக்கி, சீட்டுகள் இல்லாமல் அடுத்த முறைக்குக் காத்திருக்கலாம்; கை ஒரு கழிவுடன் மட்டுமே முடியும்.</translation>
    </message>
    <message>
        <source>The l&amp;ast discard must fit no meld</source>
        <translation>கடைசிக் கழிவு எந்த மெல்டிலும் பொருந்தக் கூடாது(&amp;A)</translation>
    </message>
    <message>
        <source>When on, a last card that could be laid off must be laid off (the player then floats) rather than thrown to go out.</source>
        <translation>இயக்கினால், சேர்க்கக்கூடிய கடைசிச் சீட்டைச் சேர்க்க வேண்டும் (அப்போது ஆட்டக்காரர் மிதக்கிறார்), வெளியேற எறியக் கூடாது.</translation>
    </message>
    <message>
        <source>Only the player who goes &amp;out can win</source>
        <translation>வெளியேறும் ஆட்டக்காரர் மட்டுமே வெல்ல முடியும்(&amp;O)</translation>
    </message>
    <message>
        <source>When on, the game ends only when the player who went out has reached the target; another player&apos;s higher total does not win.</source>
        <translation>இயக்கினால், வெளியேறிய ஆட்டக்காரர் இலக்கை அடைந்திருக்கும்போது மட்டுமே ஆட்டம் முடியும்; வேறொருவரின் அதிக மொத்தம் வெல்லாது.</translation>
    </message>
    <message>
        <source>&amp;Lay off before one&apos;s own first meld</source>
        <translation>சொந்த முதல் மெல்டுக்கு முன் லே ஆஃப்(&amp;L)</translation>
    </message>
    <message>
        <source>When off, a player must have laid a meld before adding to others.</source>
        <translation>அணைத்திருந்தால், மற்றவர்களுடையதில் சேர்க்கும் முன் ஆட்டக்காரர் ஒரு மெல்டை இறக்கியிருக்க வேண்டும்.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>எடுத்த சீட்டை திரும்பப் போடலாம்(&amp;R)</translation>
    </message>
    <message>
        <source>When off, the card just taken from the pile may not be discarded in the same turn.</source>
        <translation>அணைத்திருந்தால், குவியலிலிருந்து இப்போது எடுத்த சீட்டை அதே முறையில் போட முடியாது.</translation>
    </message>
    <message>
        <source>Going out needs a final d&amp;iscard</source>
        <translation>வெளியேற இறுதியாக ஒரு சீட்டைப் போட வேண்டும்(&amp;I)</translation>
    </message>
    <message>
        <source>When on, a player cannot go out by melding the last card.</source>
        <translation>இயக்கத்தில் இருந்தால், கடைசி சீட்டை மெல்ட் செய்து வெளியேற முடியாது.</translation>
    </message>
    <message>
        <source>S&amp;wap a joker for the card it stands for</source>
        <translation>ஜோக்கரை அது குறிக்கும் சீட்டால் மாற்று(&amp;W)</translation>
    </message>
    <message>
        <source>An opened player may give the natural card and take the joker.</source>
        <translation>திறந்த ஆட்டக்காரர் இயல்பான சீட்டைக் கொடுத்து ஜோக்கரை எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>&amp;Take a card from a meld of four or more</source>
        <translation>நான்கு அல்லது அதற்கு மேற்பட்ட மெல்டிலிருந்து ஒரு சீட்டை எடு(&amp;T)</translation>
    </message>
    <message>
        <source>Instead of drawing, take a card from a meld and meld it at once.</source>
        <translation>எடுப்பதற்குப் பதிலாக ஒரு மெல்டிலிருந்து ஒரு சீட்டை எடுத்து உடனே மெல்ட் செய்யவும்.</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>நிலையானது: %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>இயக்கம்</translation>
    </message>
    <message>
        <source>off</source>
        <translation>அணை</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTablePage</name>
    <message>
        <source>System</source>
        <translation>கணினி</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>சீட்டுக்கட்டு</translation>
    </message>
    <message>
        <source>The card faces: the game&apos;s own decks, or an SVG deck installed by KDE or GNOME Aisleriot. Default: Standard (two colours).</source>
        <translation>சீட்டு முகங்கள்: ஆட்டத்தின் சொந்தக் கட்டுகள், அல்லது KDE அல்லது GNOME Aisleriot நிறுவிய SVG கட்டு. இயல்பு: நிலையானது (இரு நிறங்கள்).</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>கட்டு(&amp;D):</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>சிவப்பு</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>நீலம்</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>பச்சை</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>சீட்டின் பின்புறம்</translation>
    </message>
    <message>
        <source>The back of the game&apos;s own decks; a KDE or Aisleriot deck has one back of its own. Default: Red.</source>
        <translation>ஆட்டத்தின் சொந்தக் கட்டுகளின் பின்புறம்; KDE அல்லது Aisleriot கட்டுக்குத் தனக்கென ஒரு பின்புறம் உண்டு. இயல்பு: சிவப்பு.</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>சீட்டின் பின்புறம்(&amp;B):</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>மேசை நிறம்</translation>
    </message>
    <message>
        <source>The colour of the felt. Default: green.</source>
        <translation>மேசைத் துணியின் நிறம். இயல்பு: பச்சை.</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>மேசை நிறம்(&amp;C):</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>சாதாரணம்</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>வேகம்</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>அணை</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>அசைவூட்ட வேகம்</translation>
    </message>
    <message>
        <source>How cards glide: Normal, Fast (bots think a third as long) or Off (cards jump, bots move at once). Default: Normal.</source>
        <translation>சீட்டுகள் எப்படி நகரும்: சாதாரணம், வேகம் (பாட்கள் மூன்றில் ஒரு பங்கு நேரம் யோசிக்கும்) அல்லது அணை (சீட்டுகள் தாவும், பாட்கள் உடனே நகரும்). இயல்பு: சாதாரணம்.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>அசைவூட்டம்(&amp;A):</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> மி.வி.</translation>
    </message>
    <message>
        <source>Bot thinking time in milliseconds</source>
        <translation>பாட் யோசிக்கும் நேரம், மில்லிவினாடிகளில்</translation>
    </message>
    <message>
        <source>How long a computer opponent seems to think at Normal speed; the bots decide at once whatever this says. Default: 700 ms.</source>
        <translation>சாதாரண வேகத்தில் கணினி எதிராளி எவ்வளவு நேரம் யோசிப்பது போல் தெரியும்; இங்கு என்ன இருந்தாலும் பாட்கள் உடனே முடிவெடுக்கும். இயல்பு: 700 மி.வி.</translation>
    </message>
    <message>
        <source>Bot &amp;thinking time:</source>
        <translation>பாட் யோசிக்கும் நேரம்(&amp;T):</translation>
    </message>
    <message>
        <source>Language, applies after a restart</source>
        <translation>மொழி, மறுதொடக்கத்துக்குப் பின் பொருந்தும்</translation>
    </message>
    <message>
        <source>The language of the game. Default: the system&apos;s.</source>
        <translation>ஆட்டத்தின் மொழி. இயல்பு: கணினியின் மொழி.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>மொழி(&amp;L):</translation>
    </message>
    <message>
        <source>The language applies after a restart.</source>
        <translation>மொழி மறுதொடக்கத்துக்குப் பின் பொருந்தும்.</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>ஒலிகளை இயக்கு</translation>
    </message>
    <message>
        <source>Sounds for the deal, draws and discards, your turn, the turn clock running out, declarations, wins and losses. Default: on.</source>
        <translation>பகிர்வு, சீட்டு எடுத்தல், போடுதல், உங்கள் முறை, நேரம் முடியும் நிலை, அறிவிப்பு, வெற்றி, தோல்வி ஒலிகள். இயல்பு: இயக்கத்தில்.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>ஒலி அளவு</translation>
    </message>
    <message>
        <source>How loud the sounds are. Default: 70%.</source>
        <translation>ஒலிகள் எவ்வளவு சத்தமாக. இயல்பு: 70%.</translation>
    </message>
    <message>
        <source>&amp;Sounds:</source>
        <translation>&amp;ஒலிகள்:</translation>
    </message>
</context>
<context>
    <name>rummy::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>விசைப்பலகை குறுக்குவழிகள்</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>இடது, வலது</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>கையிலுள்ள சீட்டுகளுக்கிடையே நகரவும்</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>The first or the last card of your hand</source>
        <translation>கையின் முதல் அல்லது கடைசி சீட்டு</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>ஸ்பேஸ்</translation>
    </message>
    <message>
        <source>Select or unselect the card</source>
        <translation>சீட்டைத் தேர்வு செய் அல்லது நீக்கு</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>விசை</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>என்ன செய்கிறது</translation>
    </message>
</context>
<context>
    <name>rummy::StatsDialog</name>
    <message>
        <source>&amp;Reset…</source>
        <translation>மீட்டமை(&amp;R)…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>புள்ளிவிவரம்</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>மேட்ச் வடிவம்</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>வடிவம்(&amp;F):</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>விவரம்</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>மதிப்பு</translation>
    </message>
    <message>
        <source>Statistics for the chosen format</source>
        <translation>தேர்ந்த வடிவத்தின் புள்ளிவிவரம்</translation>
    </message>
    <message>
        <source>Recent deals</source>
        <translation>சமீபத்திய டீல்கள்</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>விளையாடிய மேட்சுகள்</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>வென்ற மேட்சுகள்</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>விளையாடிய டீல்கள்</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>வென்ற டீல்கள்</translation>
    </message>
    <message>
        <source>Deals lost</source>
        <translation>தோற்ற டீல்கள்</translation>
    </message>
    <message>
        <source>Average points per lost deal</source>
        <translation>தோற்ற டீலுக்குச் சராசரி புள்ளிகள்</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Valid declarations</source>
        <translation>சரியான டிக்ளேர்கள்</translation>
    </message>
    <message>
        <source>Wrong declarations</source>
        <translation>தவறான டிக்ளேர்கள்</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>டிராப்புகள்</translation>
    </message>
    <message>
        <source>Current win streak (deals)</source>
        <translation>தற்போதைய வெற்றித் தொடர் (டீல்கள்)</translation>
    </message>
    <message>
        <source>Best win streak (deals)</source>
        <translation>சிறந்த வெற்றித் தொடர் (டீல்கள்)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>புள்ளிவிவரத்தை மீட்டமை</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>ஜின் ரம்மி</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>விளையாடிய கேம்கள்</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>வென்ற கேம்கள்</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>விளையாடிய ஹேண்டுகள்</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>வென்ற ஹேண்டுகள்</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>ஜின்கள்</translation>
    </message>
    <message>
        <source>Undercuts</source>
        <translation>அண்டர்கட்கள்</translation>
    </message>
    <message>
        <source>Best game (points)</source>
        <translation>சிறந்த கேம் (புள்ளிகள்)</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>சமீபத்திய ஹேண்டுகள்</translation>
    </message>
    <message>
        <source>Clear the statistics of every format and of Gin? This cannot be undone.</source>
        <translation>எல்லா வடிவங்களின் மற்றும் ஜின்னின் புள்ளிவிவரங்களை அழிக்கவா? இதைத் திரும்பப் பெற முடியாது.</translation>
    </message>
    <message>
        <source>21 cards · %1</source>
        <translation>21 சீட்டுகள் · %1</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>கைவிட்ட ஆட்டங்கள்</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <translation>கைவிட்ட மேட்சுகள்</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 ஸ்டாக்கிலிருந்து எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 took %2 cards from the pile</source>
        <translation>%1 குவியலிலிருந்து %2 சீட்டுகளை எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 டிஸ்கார்டு பைலிலிருந்து எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 %2 ஐ எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 %2 ஐப் போட்டார்</translation>
    </message>
    <message>
        <source>%1 laid a meld</source>
        <translation>%1 ஒரு மெல்ட் இறக்கினார்</translation>
    </message>
    <message>
        <source>%1 laid off %2</source>
        <translation>%1 %2 ஐ லே ஆஃப் செய்தார்</translation>
    </message>
    <message>
        <source>%1 took a joker for %2</source>
        <translation>%1 %2 ஐக் கொடுத்து ஜோக்கரை எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 took %2 from a meld</source>
        <translation>%1 ஒரு மெல்டிலிருந்து %2 ஐ எடுத்தார்</translation>
    </message>
    <message>
        <source>%1 ended the turn</source>
        <translation>%1 முறையை முடித்தார்</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameFront</name>
    <message>
        <source>Rummy moves</source>
        <translation>ரம்மி நகர்வுகள்</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>எடு</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>போட்ட சீட்டை எடு</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>மெல்ட்</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>லே ஆஃப்</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>போடு</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>முறையை முடி</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>அடுத்த ஹேண்ட்</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>குறிப்பு</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>குறிப்பு: %1.</translation>
    </message>
    <message>
        <source>Abandon this game and start a new one?</source>
        <translation>இந்த கேமை விட்டுவிட்டு புதியதைத் தொடங்கவா?</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>விதிகளின் உரை காணவில்லை.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>விதிகள்</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>கேம் முடிந்தது: மீண்டும் விளையாட புதிய ஆட்டம் அழுத்துங்கள்.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>ஹேண்ட் முடிந்தது: அடுத்ததைப் பகிர அடுத்த ஹேண்ட் அழுத்துங்கள்.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>இந்த ஹேண்டின் குறியீடு: %1</translation>
    </message>
    <message>
        <source>Select cards and Meld (M), drag a card onto a meld to lay it off, or onto the pile to discard (D).</source>
        <translation>சீட்டுகளைத் தேர்ந்து மெல்ட் செய்யவும் (M), லே ஆஃப் செய்ய ஒரு சீட்டை மெல்டின் மீது இழுக்கவும், போட குவியலின் மீது (D).</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw (C, O).</source>
        <translation>உங்கள் முறை: எடுக்க ஸ்டாக் அல்லது போட்ட சீட்டுக் குவியலைக் கிளிக் செய்யவும் (C, O).</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C), or take a card from an opponent&apos;s meld of four or more into a new meld.</source>
        <translation>உங்கள் முறை: எடுக்க ஸ்டாக்கைக் கிளிக் செய்யவும் (C), அல்லது எதிராளியின் நான்கு அல்லது அதற்கு மேற்பட்ட சீட்டு மெல்டிலிருந்து ஒரு சீட்டை எடுத்துப் புதிய மெல்டில் வைக்கவும்.</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C).</source>
        <translation>உங்கள் முறை: எடுக்க ஸ்டாக்கைக் கிளிக் செய்யவும் (C).</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 இன் முறை.</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameScene</name>
    <message>
        <source>Rummy table</source>
        <translation>ரம்மி மேசை</translation>
    </message>
    <message>
        <source>The stock and the discard pile at the top, each player&apos;s melds in the middle, your hand at the bottom</source>
        <translation>மேலே ஸ்டாக்கும் போட்ட சீட்டுக் குவியலும், நடுவில் ஒவ்வொரு ஆட்டக்காரரின் மெல்ட்கள், கீழே உங்கள் கை</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>ஸ்டாக்: %1</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>போட்ட சீட்டுகள்: காலி</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>போட்ட சீட்டுகள்: %1</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(டீலர்)</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 புள்ளிகள்</translation>
    </message>
    <message>
        <source>in hand: %1</source>
        <translation>கையில்: %1</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>இன்னும் திறக்கவில்லை</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>இன்னும் மெல்ட் இல்லை</translation>
    </message>
    <message>
        <source>Unmatched: %1 points</source>
        <translation>பொருந்தாதவை: %1 புள்ளிகள்</translation>
    </message>
    <message>
        <source>Play %1 now: it must go into a meld.</source>
        <translation>%1 ஐ இப்போதே ஆடவும்: அது ஒரு மெல்டில் சேர வேண்டும்.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>தேர்ந்தவை: %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameTexts</name>
    <message>
        <source>Draw first: click the stock or the discard pile.</source>
        <translation>முதலில் எடுக்கவும்: ஸ்டாக் அல்லது போட்ட சீட்டுக் குவியலைக் கிளிக் செய்யவும்.</translation>
    </message>
    <message>
        <source>You have drawn already: meld, lay off or discard.</source>
        <translation>நீங்கள் ஏற்கெனவே எடுத்துவிட்டீர்கள்: மெல்ட், லே ஆஃப் அல்லது போடவும்.</translation>
    </message>
    <message>
        <source>These cards do not make a meld: a set is three or four of a rank, a run three or more in a row of one suit.</source>
        <translation>இந்தச் சீட்டுகள் மெல்ட் ஆகாது: செட் என்பது ஒரே மதிப்பின் மூன்று அல்லது நான்கு, ரன் என்பது ஒரே சூட்டில் தொடர்ச்சியாக மூன்று அல்லது அதற்கு மேல்.</translation>
    </message>
    <message>
        <source>Only one meld per turn in this game.</source>
        <translation>இந்த கேமில் ஒரு முறைக்கு ஒரே ஒரு மெல்ட்.</translation>
    </message>
    <message>
        <source>Not before your opening: first lay down melds worth %1 points.</source>
        <translation>திறப்புக்கு முன் முடியாது: முதலில் %1 புள்ளி மதிப்புள்ள மெல்ட்களை இறக்கவும்.</translation>
    </message>
    <message>
        <source>Not before your first meld of your own.</source>
        <translation>உங்கள் சொந்த முதல் மெல்டுக்கு முன் முடியாது.</translation>
    </message>
    <message>
        <source>Your opening must be worth %1 points or more.</source>
        <translation>உங்கள் திறப்பு குறைந்தது %1 புள்ளிகள் மதிப்புடையதாக இருக்க வேண்டும்.</translation>
    </message>
    <message>
        <source>Play %1 now: the card you took must go into a meld at once.</source>
        <translation>%1 ஐ இப்போதே ஆடவும்: எடுத்த சீட்டு உடனே ஒரு மெல்டில் சேர வேண்டும்.</translation>
    </message>
    <message>
        <source>The card you took must be played at once, and cannot be.</source>
        <translation>எடுத்த சீட்டை உடனே ஆட வேண்டும், ஆனால் அது முடியாது.</translation>
    </message>
    <message>
        <source>End your turn with a discard.</source>
        <translation>ஒரு சீட்டைப் போட்டு உங்கள் முறையை முடிக்கவும்.</translation>
    </message>
    <message>
        <source>That card does not fit on that meld.</source>
        <translation>அந்தச் சீட்டு அந்த மெல்டில் பொருந்தாது.</translation>
    </message>
    <message>
        <source>The stock is empty: take the discard pile.</source>
        <translation>ஸ்டாக் காலி: போட்ட சீட்டுக் குவியலை எடுக்கவும்.</translation>
    </message>
    <message>
        <source>The card you took from the pile cannot go back on it this turn.</source>
        <translation>குவியலிலிருந்து எடுத்த சீட்டை இந்த முறையில் திரும்பப் போட முடியாது.</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off (you then wait for your next turn without cards).</source>
        <translation>உங்கள் கடைசிச் சீட்டு மேசையிலுள்ள ஒரு மெல்டில் பொருந்துகிறது: அதைச் சேர்க்கவும் (பிறகு சீட்டுகள் இல்லாமல் அடுத்த முறைக்குக் காத்திருப்பீர்கள்).</translation>
    </message>
    <message>
        <source>Not a meld</source>
        <translation>மெல்ட் அல்ல</translation>
    </message>
    <message>
        <source>%1 melds, %2 points</source>
        <translation>%1 மெல்ட்கள், %2 புள்ளிகள்</translation>
    </message>
    <message>
        <source>Set, %1 points</source>
        <translation>செட், %1 புள்ளிகள்</translation>
    </message>
    <message>
        <source>Run, %1 points</source>
        <translation>ரன், %1 புள்ளிகள்</translation>
    </message>
    <message>
        <source>Opening: %1 of %2</source>
        <translation>திறப்பு: %2 இல் %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableRulesSummary</name>
    <message>
        <source>Kaluki follows the Rummy 51 rules below, with the differences listed here and in the section &quot;%1&quot; near the end.</source>
        <translation>கலூக்கி கீழே உள்ள ரம்மி 51 விதிகளின்படி ஆடப்படுகிறது; வேறுபாடுகள் இங்கும் இறுதிக்கு அருகிலுள்ள &quot;%1&quot; பகுதியிலும் உள்ளன.</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>கலூக்கி</translation>
    </message>
    <message>
        <source>Cards dealt to each player: %1.</source>
        <translation>ஒவ்வொரு ஆட்டக்காரருக்கும் பகிரப்படும் சீட்டுகள்: %1.</translation>
    </message>
    <message>
        <source>Nobody draws from the discard pile.</source>
        <translation>போட்ட சீட்டுக் குவியலிலிருந்து யாரும் எடுப்பதில்லை.</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened.</source>
        <translation>ஓப்பனிங் செய்த பிறகு போட்ட மேல் சீட்டை எடுக்கலாம்.</translation>
    </message>
    <message>
        <source>At most one joker in a meld.</source>
        <translation>ஒரு மெல்டில் அதிகபட்சம் ஒரு ஜோக்கர்.</translation>
    </message>
    <message>
        <source>A meld may hold several jokers.</source>
        <translation>ஒரு மெல்டில் பல ஜோக்கர்கள் இருக்கலாம்.</translation>
    </message>
    <message>
        <source>An ace counts %1 wherever it lies.</source>
        <translation>சீட்டு ஆஸ் எங்கிருந்தாலும் %1 ஆகக் கணக்கிடப்படும்.</translation>
    </message>
    <message>
        <source>The cards left in hand are penalty points: the lowest total wins.</source>
        <translation>கையில் மீதமுள்ள சீட்டுகள் அபராதப் புள்ளிகள்: குறைந்த மொத்தம் வெல்லும்.</translation>
    </message>
    <message>
        <source>Whoever goes out scores the cards left in the other hands: the highest total wins.</source>
        <translation>வெளியேறுபவர் மற்றவர்களின் கையில் மீதமுள்ள சீட்டுகளின் புள்ளிகளைப் பெறுவார்: அதிக மொத்தம் வெல்லும்.</translation>
    </message>
    <message>
        <source>Each player scores the cards they put on the table minus those left in hand: the highest total wins.</source>
        <translation>ஒவ்வொரு ஆட்டக்காரரும் மேசையில் இறக்கிய சீட்டுகளின் புள்ளிகளில் கையில் மீதமுள்ளவற்றைக் கழித்துப் பெறுவார்: அதிக மொத்தம் வெல்லும்.</translation>
    </message>
    <message>
        <source>A game of %1 hands; the best total wins.</source>
        <translation>%1 கைகள் கொண்ட ஆட்டம்; சிறந்த மொத்தம் வெல்லும்.</translation>
    </message>
    <message>
        <source>Game to %1 points.</source>
        <translation>கேம் %1 புள்ளிகள் வரை.</translation>
    </message>
    <message>
        <source>Only the player who goes out can win the game.</source>
        <translation>வெளியேறும் ஆட்டக்காரர் மட்டுமே ஆட்டத்தை வெல்ல முடியும்.</translation>
    </message>
    <message>
        <source>Floating: a player may lay down every card; the hand ends with a discard.</source>
        <translation>மிதத்தல்: ஆட்டக்காரர் எல்லாச் சீட்டுகளையும் இறக்கலாம்; கை ஒரு கழிவுடன் முடியும்.</translation>
    </message>
    <message>
        <source>The discard that ends the hand must fit no meld on the table.</source>
        <translation>கையை முடிக்கும் கழிவு மேசையிலுள்ள எந்த மெல்டிலும் பொருந்தக் கூடாது.</translation>
    </message>
    <message>
        <source>The first lay-down must be worth %1 points or more.</source>
        <translation>முதல் இறக்கம் குறைந்தது %1 புள்ளிகள் மதிப்புடையதாக இருக்க வேண்டும்.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>இந்த மேசையின் விதிகள்</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened; before that, only to lay it at once in your opening.</source>
        <translation>ஓப்பனிங் செய்த பிறகு போட்ட மேல் சீட்டை எடுக்கலாம்; அதற்கு முன் அதை உடனே உங்கள் ஓப்பனிங்கில் இறக்குவதற்காக மட்டுமே.</translation>
    </message>
</context>
<context>
    <name>rummy::text</name>
    <message>
        <source>Joker</source>
        <translation>ஜோக்கர்</translation>
    </message>
    <message>
        <source>pure sequence</source>
        <translation>ப்யூர் சீக்வென்ஸ்</translation>
    </message>
    <message>
        <source>impure sequence</source>
        <translation>இம்ப்யூர் சீக்வென்ஸ்</translation>
    </message>
    <message>
        <source>set</source>
        <translation>செட்</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>செல்லாது</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>இது உங்கள் முறை அல்ல.</translation>
    </message>
    <message>
        <source>Not now: draw a card first, or discard one.</source>
        <translation>இப்போது அல்ல: முதலில் ஒரு சீட்டை எடுங்கள், அல்லது ஒன்றைப் போடுங்கள்.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>அந்தச் சீட்டு உங்கள் கையில் இல்லை.</translation>
    </message>
    <message>
        <source>A joker may not be taken from the open deck.</source>
        <translation>ஓப்பன் டெக்கிலிருந்து ஜோக்கரை எடுக்கக் கூடாது.</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>ஓப்பன் டெக் காலியாக உள்ளது.</translation>
    </message>
    <message>
        <source>This format does not allow dropping.</source>
        <translation>இந்த வடிவத்தில் டிராப் அனுமதி இல்லை.</translation>
    </message>
    <message>
        <source>The groups do not match your hand.</source>
        <translation>குழுக்கள் உங்கள் கையுடன் பொருந்தவில்லை.</translation>
    </message>
    <message>
        <source>You are out of this deal.</source>
        <translation>நீங்கள் இந்த டீலிலிருந்து வெளியே.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>டீல் முடிந்தது.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>மேட்ச் முடிந்தது.</translation>
    </message>
    <message>
        <source>That move is not allowed (%1).</source>
        <translation>அந்த நகர்வுக்கு அனுமதி இல்லை (%1).</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>விளையாடுகிறார்</translation>
    </message>
    <message>
        <source>won</source>
        <translation>வென்றார்</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>தோற்றார்</translation>
    </message>
    <message>
        <source>first drop</source>
        <translation>ஃபர்ஸ்ட் டிராப்</translation>
    </message>
    <message>
        <source>middle drop</source>
        <translation>மிடில் டிராப்</translation>
    </message>
    <message>
        <source>wrong declaration</source>
        <translation>தவறான டிக்ளேர்</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>வெளியே அமர்ந்துள்ளார்</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>ரேண்டம்</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>எளிது</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>நடுத்தரம்</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>கடினம்</translation>
    </message>
    <message>
        <source>You</source>
        <translation>நீங்கள்</translation>
    </message>
    <message>
        <source>Asha</source>
        <translation>ஆஷா</translation>
    </message>
    <message>
        <source>Ravi</source>
        <translation>ரவி</translation>
    </message>
    <message>
        <source>Meera</source>
        <translation>மீரா</translation>
    </message>
    <message>
        <source>Kiran</source>
        <translation>கிரண்</translation>
    </message>
    <message>
        <source>Dev</source>
        <translation>தேவ்</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>இருக்கை %1</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>இஸ்பேட்</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>ஆர்டின்</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>டைமன்</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>கிளாவர்</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>this card</source>
        <translation>இந்தச் சீட்டு</translation>
    </message>
    <message>
        <source>Discard %1: deadwood worth %n points</source>
        <translation>%1 ஐப் போடுங்கள்: %n புள்ளி மதிப்புள்ள பயனற்ற சீட்டு</translation>
    </message>
    <message>
        <source>Discard %1: shed a high card (%n points) while it is early</source>
        <translation>%1 ஐப் போடுங்கள்: ஆரம்பத்திலேயே உயர்ந்த சீட்டை (%n புள்ளிகள்) விடுங்கள்</translation>
    </message>
    <message>
        <source>Discard %1: a safe card, unlikely to help the next player</source>
        <translation>%1 ஐப் போடுங்கள்: பாதுகாப்பான சீட்டு, அடுத்தவருக்கு உதவ வாய்ப்பு குறைவு</translation>
    </message>
    <message>
        <source>Discard %1: every card is in a meld or a draw; this one helps least</source>
        <translation>%1 ஐப் போடுங்கள்: ஒவ்வொரு சீட்டும் மெல்டில் அல்லது பாதி மெல்டில் உள்ளது; இதுவே குறைவாக உதவும்</translation>
    </message>
    <message>
        <source>%1; nobody collects %2</source>
        <translation>%1; யாரும் %2 சேர்க்கவில்லை</translation>
    </message>
    <message>
        <source>Play %1: a random choice</source>
        <translation>%1 ஐ ஆடுங்கள்: ரேண்டம் தேர்வு</translation>
    </message>
    <message>
        <source>A random choice</source>
        <translation>ரேண்டம் தேர்வு</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it completes or extends a meld</source>
        <translation>ஓப்பன் டெக்கிலிருந்து %1 ஐ எடுங்கள்: அது ஒரு மெல்டை முடிக்கும் அல்லது நீட்டிக்கும்</translation>
    </message>
    <message>
        <source>Take the open card: it completes or extends a meld</source>
        <translation>திறந்த சீட்டை எடுங்கள்: அது ஒரு மெல்டை முடிக்கும் அல்லது நீட்டிக்கும்</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it lowers the points of your hand</source>
        <translation>ஓப்பன் டெக்கிலிருந்து %1 ஐ எடுங்கள்: அது உங்கள் கையின் புள்ளிகளைக் குறைக்கும்</translation>
    </message>
    <message>
        <source>Take the open card: it lowers the points of your hand</source>
        <translation>திறந்த சீட்டை எடுங்கள்: அது உங்கள் கையின் புள்ளிகளைக் குறைக்கும்</translation>
    </message>
    <message>
        <source>Draw from the closed deck: %1 on the open deck does not help</source>
        <translation>க்ளோஸ்டு டெக்கிலிருந்து எடுங்கள்: ஓப்பன் டெக்கில் உள்ள %1 உதவாது</translation>
    </message>
    <message>
        <source>Draw from the closed deck: the open card does not help</source>
        <translation>க்ளோஸ்டு டெக்கிலிருந்து எடுங்கள்: திறந்த சீட்டு உதவாது</translation>
    </message>
    <message>
        <source>Finish with %1 and declare: your hand is valid</source>
        <translation>%1 உடன் ஃபினிஷ் செய்து டிக்ளேர் செய்யுங்கள்: உங்கள் கை சரியானது</translation>
    </message>
    <message>
        <source>Declare: your hand is valid</source>
        <translation>டிக்ளேர் செய்யுங்கள்: உங்கள் கை சரியானது</translation>
    </message>
    <message>
        <source>Drop now for %n points: this hand has too little to build on</source>
        <translation>இப்போதே %n புள்ளிகளுக்கு டிராப் செய்யுங்கள்: இந்தக் கையில் கட்டியெழுப்ப மிகக் குறைவே உள்ளது</translation>
    </message>
    <message>
        <source>Drop now for %n points: you are far behind, and a full loss would cost more</source>
        <translation>இப்போதே %n புள்ளிகளுக்கு டிராப் செய்யுங்கள்: நீங்கள் மிகவும் பின்தங்கியுள்ளீர்கள், முழுத் தோல்வி அதிகம் செலவாகும்</translation>
    </message>
    <message>
        <source>Re-join the pool</source>
        <translation>பூலில் மீண்டும் சேருங்கள்</translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation>காரணம் தரப்படவில்லை</translation>
    </message>
    <message>
        <source>Points rummy</source>
        <translation>பாயிண்ட்ஸ் ரம்மி</translation>
    </message>
    <message>
        <source>Pool rummy, 101</source>
        <translation>பூல் ரம்மி, 101</translation>
    </message>
    <message>
        <source>Pool rummy, 201</source>
        <translation>பூல் ரம்மி, 201</translation>
    </message>
    <message>
        <source>Deals rummy, 2 deals</source>
        <translation>டீல்ஸ் ரம்மி, 2 டீல்கள்</translation>
    </message>
    <message>
        <source>Deals rummy, 3 deals</source>
        <translation>டீல்ஸ் ரம்மி, 3 டீல்கள்</translation>
    </message>
    <message>
        <source>Deals rummy, 6 deals</source>
        <translation>டீல்ஸ் ரம்மி, 6 டீல்கள்</translation>
    </message>
    <message>
        <source>out on missed turns</source>
        <translation>தவறிய முறைகளால் வெளியே</translation>
    </message>
    <message>
        <source>Knock with gin, discarding %1: no deadwood left</source>
        <translation>%1 ஐப் போட்டு ஜின் நாக் செய்யுங்கள்: பயனற்ற சீட்டு இல்லை</translation>
    </message>
    <message>
        <source>Knock, discarding %1: %n points of deadwood left</source>
        <translation>%1 ஐப் போட்டு நாக் செய்யுங்கள்: %n புள்ளி பயனற்ற சீட்டு மீதம்</translation>
    </message>
    <message>
        <source>Leave %1: it does not help your hand</source>
        <translation>%1 ஐ விடுங்கள்: இது உங்கள் கைக்கு உதவாது</translation>
    </message>
    <message>
        <source>Leave the upcard: it does not help your hand</source>
        <translation>திறந்த சீட்டை விடுங்கள்: இது உங்கள் கைக்கு உதவாது</translation>
    </message>
    <message>
        <source>Too much deadwood to knock: the cards you keep must count no more than the knock value.</source>
        <translation>நாக் செய்ய டெட்வுட் அதிகம்: வைத்திருக்கும் சீட்டுகள் நாக் வரம்பை மீறக்கூடாது.</translation>
    </message>
    <message>
        <source>The card you just took from the discard pile cannot go back on it this turn: discard another card.</source>
        <translation>டிஸ்கார்டு பைலிலிருந்து இப்போது எடுத்த சீட்டை இந்த முறை திரும்பப் போட முடியாது: வேறு சீட்டைப் போடுங்கள்.</translation>
    </message>
    <message>
        <source>You took the last discard at the wall: you must knock now.</source>
        <translation>வாலில் கடைசியாகப் போட்ட சீட்டை எடுத்தீர்கள்: இப்போது நாக் செய்தே ஆக வேண்டும்.</translation>
    </message>
    <message>
        <source>tunnela</source>
        <translation>டனேலா</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>நிபுணர்</translation>
    </message>
    <message>
        <source>The search found this move best, by %n point(s) on average</source>
        <translation>தேடலின்படி இந்த நகர்வே சிறந்தது, சராசரியாக %n புள்ளிகள்</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>ஸ்டாக்கிலிருந்து எடுங்கள்</translation>
    </message>
    <message>
        <source>take %1 cards from the pile</source>
        <translation>குவியலிலிருந்து %1 சீட்டுகளை எடுக்கவும்</translation>
    </message>
    <message>
        <source>take the top of the pile</source>
        <translation>குவியலின் மேல் சீட்டை எடுக்கவும்</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>%1 ஐப் போடவும்</translation>
    </message>
    <message>
        <source>declare, finishing with %1</source>
        <translation>%1 வைத்து அறிவித்தல்</translation>
    </message>
    <message>
        <source>drop out of the deal</source>
        <translation>டீலிலிருந்து விலகுதல்</translation>
    </message>
    <message>
        <source>miss the turn</source>
        <translation>முறையைத் தவறவிடுதல்</translation>
    </message>
    <message>
        <source>leave the upcard</source>
        <translation>திறந்த சீட்டை விட்டுவிடுதல்</translation>
    </message>
    <message>
        <source>knock, discarding %1</source>
        <translation>%1 போட்டு நாக் செய்தல்</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>%1 ஐ மெல்ட் செய்யவும்</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>%1 ஐ லே ஆஃப் செய்யவும்</translation>
    </message>
    <message>
        <source>swap %1 for a joker</source>
        <translation>%1 ஐக் கொடுத்து ஜோக்கரை எடுக்கவும்</translation>
    </message>
    <message>
        <source>take %1 from a meld</source>
        <translation>ஒரு மெல்டிலிருந்து %1 ஐ எடுக்கவும்</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>முறையை முடிக்கவும்</translation>
    </message>
</context>
</TS>
