<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hi" sourcelanguage="en">
<context>
    <name>FileKind</name>
    <message>
        <source>it is not an ordinary file (a folder, a pipe or a device)</source>
        <translation>यह साधारण फ़ाइल नहीं है (फ़ोल्डर, पाइप या डिवाइस)</translation>
    </message>
</context>
<context>
    <name>GinSaveCodec</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>फ़ाइल ख़राब है: खिलाड़ियों की सेटिंग्स पढ़ी नहीं जा सकतीं।</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>यह फ़ाइल रमी का सहेजा गया खेल नहीं है।</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>About Rummy</source>
        <translation>रमी के बारे में</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rummy %1&lt;/h3&gt;&lt;p&gt;Indian Rummy (13 and 21 cards: Points, Pool 101 and 201, Deals) and Gin Rummy against computer players, offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. You may share and change it under that licence; it comes with no warranty.&lt;/p&gt;&lt;p&gt;The rules engine, the computer players, the card faces and the translations are the Rummy project&apos;s own work. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;रमी %1&lt;/h3&gt;&lt;p&gt;इंडियन रमी (13/21 पत्ते: पॉइंट्स, पूल 101 और 201, डील्स) और जिन रमी, कंप्यूटर खिलाड़ियों के साथ, ऑफ़लाइन।&lt;/p&gt;&lt;p&gt;GNU जनरल पब्लिक लाइसेंस, संस्करण 3 या बाद के तहत मुक्त सॉफ़्टवेयर। आप इसे उस लाइसेंस के तहत बाँट और बदल सकते हैं; इसके साथ कोई वारंटी नहीं है।&lt;/p&gt;&lt;p&gt;नियम इंजन, कंप्यूटर खिलाड़ी, पत्तों के चित्र और अनुवाद रमी परियोजना का अपना काम हैं। Qt %2 से बना।&lt;/p&gt;</translation>
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
        <translation>ठीक है</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>सहेजें</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>खोलें</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>रद्द करें</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>लागू करें</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>रीसेट करें</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>सहायता</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>छोड़ दें</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>हाँ(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>नहीं(&amp;N)</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>डिफ़ॉल्ट लौटाएँ</translation>
    </message>
</context>
<context>
    <name>SaveRecord</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>फ़ाइल ख़राब है: खिलाड़ियों की सेटिंग्स पढ़ी नहीं जा सकतीं।</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>सहेजे गए मैच में ऐसी चाल है जिसकी नियम अनुमति नहीं देते: %1</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <source>The file is cut short: it ends in the middle of the saved game.</source>
        <translation>फ़ाइल अधूरी है: यह सहेजे गए खेल के बीच में ही ख़त्म हो जाती है।</translation>
    </message>
    <message>
        <source>The file is damaged: it is not readable as a saved game (line %1, column %2).</source>
        <translation>फ़ाइल ख़राब है: इसे सहेजे गए खेल की तरह पढ़ा नहीं जा सकता (पंक्ति %1, स्तंभ %2)।</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>यह फ़ाइल रमी का सहेजा गया खेल नहीं है।</translation>
    </message>
    <message>
        <source>The file is damaged: it does not say which save format it uses.</source>
        <translation>फ़ाइल ख़राब है: इसमें यह नहीं लिखा कि यह कौन-सा सेव फ़ॉर्मैट इस्तेमाल करती है।</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Rummy (save format %1; this version reads format %2).</source>
        <translation>यह खेल रमी के नए संस्करण से सहेजा गया था (सेव फ़ॉर्मैट %1; यह संस्करण फ़ॉर्मैट %2 पढ़ता है)।</translation>
    </message>
    <message>
        <source>This game uses an old save format (%1) that this version of Rummy cannot read.</source>
        <translation>यह खेल पुराने सेव फ़ॉर्मैट (%1) में है, जिसे रमी का यह संस्करण नहीं पढ़ सकता।</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable.</source>
        <translation>फ़ाइल ख़राब है: मैच का रिकॉर्ड पढ़ा नहीं जा सकता।</translation>
    </message>
    <message>
        <source>The file is damaged: its rules cannot be played.</source>
        <translation>फ़ाइल ख़राब है: इसके नियमों से खेला नहीं जा सकता।</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>सहेजे गए मैच में ऐसी चाल है जिसकी नियम अनुमति नहीं देते: %1</translation>
    </message>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>फ़ाइल ख़राब है: खिलाड़ियों की सेटिंग्स पढ़ी नहीं जा सकतीं।</translation>
    </message>
    <message>
        <source>Could not save the game to %1: %2</source>
        <translation>खेल %1 में सहेजा नहीं जा सका: %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>फ़ोल्डर %1 बनाया नहीं जा सकता</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 खोली नहीं जा सकी: %2</translation>
    </message>
    <message>
        <source>This version of Rummy cannot play the game this file holds.</source>
        <translation>रमी का यह संस्करण इस फ़ाइल वाला खेल नहीं खेल सकता।</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable (at %1).</source>
        <translation>फ़ाइल ख़राब है: मैच का रिकॉर्ड पढ़ा नहीं जा सकता (%1 पर)।</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>it could not be opened: %1</source>
        <translation>इसे खोला नहीं जा सका: %1</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>यह मान्य JSON नहीं है (%1)</translation>
    </message>
    <message>
        <source>it is not a statistics file of this version</source>
        <translation>यह इस संस्करण की आँकड़ों की फ़ाइल नहीं है</translation>
    </message>
    <message>
        <source>the figures for %1 are damaged</source>
        <translation>%1 के आँकड़े ख़राब हैं</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. It was kept as %3 and new statistics were started.</source>
        <translation>आपकी आँकड़ों की फ़ाइल %1 पढ़ी नहीं जा सकी: %2। उसे %3 के रूप में रखा गया है और नए आँकड़े शुरू किए गए हैं।</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. New statistics were started; the old file will be replaced when they are saved.</source>
        <translation>आपकी आँकड़ों की फ़ाइल %1 पढ़ी नहीं जा सकी: %2। नए आँकड़े शुरू किए गए हैं; सहेजते समय पुरानी फ़ाइल बदल दी जाएगी।</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1: %2</source>
        <translation>आपके आँकड़े %1 में सहेजे नहीं जा सके: %2</translation>
    </message>
    <message>
        <source>the figures for Gin are damaged</source>
        <translation>जिन के आँकड़े ख़राब हैं</translation>
    </message>
    <message>
        <source>the list of deals counted is damaged</source>
        <translation>गिनी गई डीलों की सूची ख़राब है</translation>
    </message>
    <message>
        <source>the figures for 21 cards are damaged</source>
        <translation>21 पत्तों के खेल के आँकड़े ख़राब हैं</translation>
    </message>
    <message>
        <source>it is %1 MB, far larger than statistics are</source>
        <translation>यह %1 MB की है, आँकड़ों से कहीं बड़ी</translation>
    </message>
    <message>
        <source>the figures for the table games are damaged</source>
        <translation>टेबल गेम के आँकड़े ख़राब हैं</translation>
    </message>
</context>
<context>
    <name>TableGameInput</name>
    <message>
        <source>The opening needs %1 more points.</source>
        <translation>ओपनिंग के लिए %1 अंक और चाहिए।</translation>
    </message>
    <message>
        <source>Select three or more cards that make a set or a run, then Meld.</source>
        <translation>सेट या रन बनाने वाले तीन या ज़्यादा पत्ते चुनें, फिर मेल्ड करें।</translation>
    </message>
    <message>
        <source>Select one card to lay off, then click a meld on the table.</source>
        <translation>ले ऑफ़ के लिए एक पत्ता चुनें, फिर टेबल पर किसी मेल्ड पर क्लिक करें।</translation>
    </message>
    <message>
        <source>%1 fits on no meld on the table.</source>
        <translation>%1 टेबल के किसी मेल्ड पर नहीं बैठता।</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>फेंकने के लिए एक पत्ता चुनें।</translation>
    </message>
</context>
<context>
    <name>TableGameResultPanel</name>
    <message>
        <source>%1 went out.</source>
        <translation>%1 ने सारे पत्ते उतार दिए।</translation>
    </message>
    <message>
        <source>Nobody went out: the hand is blocked.</source>
        <translation>कोई नहीं निकला: हैंड अटक गया।</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>खिलाड़ी</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>मेल्ड</translation>
    </message>
    <message>
        <source>Melded</source>
        <translation>मेल्ड के अंक</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>हाथ में</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>यह हैंड</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>कुल</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>स्कोर शीट</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>हैंड</translation>
    </message>
    <message>
        <source>Hand %1 of %2. Click here or press N for the next hand.</source>
        <translation>हाथ %1 / %2। अगले हाथ के लिए यहाँ क्लिक करें या N दबाएँ।</translation>
    </message>
    <message>
        <source>Target %1, for the player who goes out. Click here or press N for the next hand.</source>
        <translation>लक्ष्य %1, बाहर जाने वाले खिलाड़ी के लिए। अगले हाथ के लिए यहाँ क्लिक करें या N दबाएँ।</translation>
    </message>
    <message>
        <source>Target %1. Click here or press N for the next hand.</source>
        <translation>लक्ष्य %1। अगले हैंड के लिए यहाँ क्लिक करें या N दबाएँ।</translation>
    </message>
    <message>
        <source>%1 wins the game! Click here or press N for a new game.</source>
        <translation>%1 गेम जीत गए! नए गेम के लिए यहाँ क्लिक करें या N दबाएँ।</translation>
    </message>
</context>
<context>
    <name>TableGameSaveCodec</name>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>यह फ़ाइल रमी का सहेजा गया खेल नहीं है।</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Indian Rummy against computer opponents.</source>
        <translation>कंप्यूटर प्रतिद्वंद्वियों के साथ इंडियन रमी।</translation>
    </message>
    <message>
        <source>Deal deterministically from seed &lt;N&gt;.</source>
        <translation>सीड &lt;N&gt; से तय क्रम में पत्ते बाँटें।</translation>
    </message>
    <message>
        <source>Players at the table, 2 to 6 (default 4).</source>
        <translation>टेबल पर खिलाड़ी, 2 से 6 (डिफ़ॉल्ट 4)।</translation>
    </message>
    <message>
        <source>Match format: points, pool101, pool201, deals2, deals3, deals6.</source>
        <translation>मैच का फ़ॉर्मैट: points, pool101, pool201, deals2, deals3, deals6।</translation>
    </message>
    <message>
        <source>Milliseconds a bot seems to think (default 700).</source>
        <translation>बॉट कितने मिलीसेकंड सोचता दिखे (डिफ़ॉल्ट 700)।</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>सेटिंग्स</translation>
    </message>
    <message>
        <source>Some saved settings could not be used; their defaults apply instead.</source>
        <translation>कुछ सहेजी गई सेटिंग्स इस्तेमाल नहीं हो सकीं; उनकी जगह डिफ़ॉल्ट लागू हैं।</translation>
    </message>
    <message>
        <source>The game: indian13, indian21, gin, straight, 500, 51 or kaluki (default: the settings).</source>
        <translation>गेम: indian13, indian21, gin, straight, 500, 51 या kaluki (डिफ़ॉल्ट: सेटिंग्स)।</translation>
    </message>
</context>
<context>
    <name>rummy::AppSettings</name>
    <message>
        <source>“%1” is not a number from %2 to %3: %4.</source>
        <translation>“%1” %2 से %3 तक की संख्या नहीं है: %4।</translation>
    </message>
    <message>
        <source>“%1” is not true or false: %2.</source>
        <translation>“%1” true या false नहीं है: %2।</translation>
    </message>
    <message>
        <source>Unknown match format “%1”; Points rummy is used.</source>
        <translation>अज्ञात मैच फ़ॉर्मैट “%1”; पॉइंट्स रमी इस्तेमाल होगी।</translation>
    </message>
    <message>
        <source>The number of players is reset to %1.</source>
        <translation>खिलाड़ियों की संख्या %1 कर दी गई है।</translation>
    </message>
    <message>
        <source>Unknown level “%1” for seat %2; Medium is used.</source>
        <translation>सीट %2 के लिए अज्ञात स्तर “%1”; मध्यम इस्तेमाल होगा।</translation>
    </message>
    <message>
        <source>The name for seat %1 is too long; it is shortened.</source>
        <translation>सीट %1 का नाम बहुत लंबा है; उसे छोटा किया गया है।</translation>
    </message>
    <message>
        <source>The house rules are reset to the format&apos;s standard rules.</source>
        <translation>हाउस रूल्स फ़ॉर्मैट के मानक नियमों पर लौटा दिए गए हैं।</translation>
    </message>
    <message>
        <source>The saved house rules cannot be played by %1 players; the format&apos;s standard rules are used.</source>
        <translation>सहेजे गए हाउस रूल्स से %1 खिलाड़ी नहीं खेल सकते; फ़ॉर्मैट के मानक नियम इस्तेमाल होंगे।</translation>
    </message>
    <message>
        <source>The card deck “%1” is not installed; the built-in deck is used.</source>
        <translation>ताश की गड्डी “%1” इंस्टॉल नहीं है; अंतर्निहित गड्डी इस्तेमाल होगी।</translation>
    </message>
    <message>
        <source>Unknown card back “%1”; red is used.</source>
        <translation>अज्ञात पत्ते की पीठ “%1”; लाल इस्तेमाल होगी।</translation>
    </message>
    <message>
        <source>“%1” is not a colour; the green felt is used.</source>
        <translation>“%1” कोई रंग नहीं है; हरा कपड़ा इस्तेमाल होगा।</translation>
    </message>
    <message>
        <source>Unknown animation speed “%1”; Normal is used.</source>
        <translation>अज्ञात एनिमेशन गति “%1”; सामान्य इस्तेमाल होगी।</translation>
    </message>
    <message>
        <source>The bots&apos; thinking time is reset to %1 ms.</source>
        <translation>बॉट के सोचने का समय %1 मि.से. कर दिया गया है।</translation>
    </message>
    <message>
        <source>Unknown language “%1”; the system language is used.</source>
        <translation>अज्ञात भाषा “%1”; सिस्टम की भाषा इस्तेमाल होगी।</translation>
    </message>
    <message>
        <source>The settings were saved by another version of Rummy (%1); the defaults are used.</source>
        <translation>सेटिंग्स रमी के किसी दूसरे संस्करण (%1) से सहेजी गई थीं; डिफ़ॉल्ट इस्तेमाल होंगी।</translation>
    </message>
    <message>
        <source>Unknown game “%1”; Indian Rummy is used.</source>
        <translation>अनजाना खेल “%1”; इंडियन रमी खेली जाएगी।</translation>
    </message>
    <message>
        <source>Unknown wall rule “%1”.</source>
        <translation>वॉल का अनजाना नियम “%1”।</translation>
    </message>
    <message>
        <source>The Gin options are reset to the standard rules.</source>
        <translation>जिन के विकल्प मानक नियमों पर लौटा दिए गए हैं।</translation>
    </message>
    <message>
        <source>Unknown value-card scheme “%1”.</source>
        <translation>वैल्यू कार्ड के भुगतान का अनजान तरीका “%1”।</translation>
    </message>
    <message>
        <source>The table game&apos;s options are reset to its standard rules.</source>
        <translation>टेबल गेम के विकल्प उसके मानक नियमों पर लौटा दिए गए हैं।</translation>
    </message>
    <message>
        <source>The Expert&apos;s thinking time is reset to %1 ms.</source>
        <translation>विशेषज्ञ के सोचने का समय %1 मि.से. कर दिया गया है।</translation>
    </message>
</context>
<context>
    <name>rummy::CardCache</name>
    <message>
        <source>The card deck “%1” could not be read; the built-in deck is used.</source>
        <translation>ताश की गड्डी “%1” पढ़ी नहीं जा सकी; अंतर्निहित गड्डी इस्तेमाल होगी।</translation>
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
        <translation>कॉपी करें</translation>
    </message>
    <message>
        <source>Replay it with Game → Play a deal by code…</source>
        <translation>इसे फिर से खेलें: खेल → कोड से डील खेलें…</translation>
    </message>
    <message>
        <source>The code keeps the standard rules of the format, not the house rules of this match.</source>
        <translation>कोड में फ़ॉर्मैट के मानक नियम रहते हैं, इस मैच के हाउस रूल्स नहीं।</translation>
    </message>
</context>
<context>
    <name>rummy::DeckCatalog</name>
    <message>
        <source>Standard (two colours)</source>
        <translation>मानक (दो रंग)</translation>
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
        <translation>फेंके पत्तों का इतिहास</translation>
    </message>
    <message>
        <source>threw %1</source>
        <translation>%1 फेंका</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>%1 उठाया</translation>
    </message>
    <message>
        <source>%1 back (turn missed)</source>
        <translation>%1 वापस (चाल छूटी)</translation>
    </message>
    <message>
        <source>%1 on Finish</source>
        <translation>%1 फ़िनिश पर</translation>
    </message>
    <message>
        <source>Nothing has been thrown yet in this deal.</source>
        <translation>इस डील में अभी कुछ नहीं फेंका गया।</translation>
    </message>
    <message>
        <source>The whole deal, oldest first. Cards drawn from the closed deck are not shown: nobody sees them.</source>
        <translation>पूरी डील, सबसे पुराना पहले। बंद गड्डी से उठाए पत्ते नहीं दिखाए जाते: उन्हें कोई नहीं देखता।</translation>
    </message>
</context>
<context>
    <name>rummy::GameFront</name>
    <message>
        <source>Last move: %1.</source>
        <translation>पिछली चाल: %1।</translation>
    </message>
</context>
<context>
    <name>rummy::GinController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 ने स्टॉक से पत्ता उठाया</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 ने डिस्कार्ड पाइल का पत्ता लिया</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 ने %2 उठाया</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 ने %2 फेंका</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 ने पास किया</translation>
    </message>
    <message>
        <source>%1 knocked</source>
        <translation>%1 ने नॉक किया</translation>
    </message>
</context>
<context>
    <name>rummy::GinFront</name>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>पहले अपकार्ड लें या पास करें।</translation>
    </message>
    <message>
        <source>Both players passed the upcard: the first draw is from the stock.</source>
        <translation>दोनों ने अपकार्ड पास किया: पहला पत्ता स्टॉक से उठाना है।</translation>
    </message>
    <message>
        <source>Gin moves</source>
        <translation>जिन की चालें</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>पत्ता उठाएँ</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>फेंका पत्ता लें</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>पास</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>पत्ता फेंकें</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>पहले एक पत्ता चुनें (उस पर क्लिक करें), फिर पत्ता फेंकें।</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>क्रम से लगाएँ</translation>
    </message>
    <message>
        <source>Back to the automatic grouping: melds first, then the deadwood (S)</source>
        <translation>अपने-आप वाली व्यवस्था पर लौटें: पहले मेल्ड, फिर डेडवुड (S)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>नॉक</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>अगला हैंड</translation>
    </message>
    <message>
        <source>Abandon this game of Gin Rummy and start a new one?</source>
        <translation>जिन रमी का यह खेल छोड़कर नया शुरू करें?</translation>
    </message>
    <message>
        <source>You cannot knock yet: your best discard leaves deadwood %1, and a knock needs %2 or less.</source>
        <translation>अभी नॉक नहीं कर सकते: सबसे अच्छा पत्ता फेंकने पर भी डेडवुड %1 बचता है, और नॉक के लिए %2 या कम चाहिए।</translation>
    </message>
    <message>
        <source>Big gin! Lay down all eleven cards?</source>
        <translation>बिग जिन! ग्यारहों पत्ते नीचे रखें?</translation>
    </message>
    <message>
        <source>Gin! Knock, discarding %1?</source>
        <translation>जिन! %1 फेंककर नॉक करें?</translation>
    </message>
    <message>
        <source>Knock, discarding %1? Deadwood %2</source>
        <translation>%1 फेंककर नॉक करें? डेडवुड %2</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>गेम ख़त्म हो गया: फिर खेलने के लिए नया खेल दबाएँ।</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>हैंड ख़त्म: अगला बाँटने के लिए अगला हैंड दबाएँ।</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>इस हैंड का कोड: %1</translation>
    </message>
    <message>
        <source>Your turn: take the upcard (O) or pass (P).</source>
        <translation>आपकी बारी: अपकार्ड लें (O) या पास करें (P)।</translation>
    </message>
    <message>
        <source>Two cards are left: take the discard to knock (O), or pass (P) and the hand is void.</source>
        <translation>दो पत्ते बचे हैं: नॉक के लिए फेंका पत्ता लें (O), या पास करें (P) और हैंड रद्द होगा।</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the stock, or O to take the discard.</source>
        <translation>आपकी बारी: गड्डी से लेने के लिए C, फेंका पत्ता लेने के लिए O दबाएँ।</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw.</source>
        <translation>आपकी बारी: पत्ता उठाने के लिए स्टॉक या डिस्कार्ड पाइल पर क्लिक करें।</translation>
    </message>
    <message>
        <source>You took the discard at the wall: knock now (K).</source>
        <translation>आपने वॉल पर फेंका पत्ता लिया है: अब नॉक करें (K)।</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or K to knock.</source>
        <translation>आपकी बारी: तीर कुंजियों और स्पेस से पत्ता चुनें, फिर फेंकने के लिए D या नॉक के लिए K।</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the discard pile, or onto Knock.</source>
        <translation>आपकी बारी: एक पत्ता डिस्कार्ड पाइल पर, या नॉक पर खींचें।</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 की बारी।</translation>
    </message>
</context>
<context>
    <name>rummy::GinHintProvider</name>
    <message>
        <source>Hint</source>
        <translation>संकेत</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>संकेत: एक मज़बूत खिलाड़ी क्या करता? (%1)</translation>
    </message>
    <message>
        <source>pass: %1 would not let you knock</source>
        <translation>पास करें: %1 से आप नॉक नहीं कर पाएँगे</translation>
    </message>
    <message>
        <source>pass: %1 does not lower your deadwood</source>
        <translation>पास करें: %1 से आपका डेडवुड कम नहीं होता</translation>
    </message>
    <message>
        <source>take %1 and knock</source>
        <translation>%1 लें और नॉक करें</translation>
    </message>
    <message>
        <source>take %1: after a discard your deadwood would be %2</source>
        <translation>%1 लें: एक पत्ता फेंकने के बाद आपका डेडवुड %2 होगा</translation>
    </message>
    <message>
        <source>draw from the stock: %1 does not help you</source>
        <translation>स्टॉक से पत्ता उठाएँ: %1 आपके काम का नहीं</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>स्टॉक से पत्ता उठाएँ</translation>
    </message>
    <message>
        <source>discard %1: it leaves deadwood %2</source>
        <translation>%1 फेंकें: डेडवुड %2 बचेगा</translation>
    </message>
    <message>
        <source>knock with %1: that is gin</source>
        <translation>%1 के साथ नॉक करें: यह जिन है</translation>
    </message>
    <message>
        <source>knock with %1: deadwood %2</source>
        <translation>%1 के साथ नॉक करें: डेडवुड %2</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>संकेत आपकी बारी पर मिलते हैं।</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>संकेत: %1।</translation>
    </message>
</context>
<context>
    <name>rummy::GinRulesDialog</name>
    <message>
        <source>Straight gin: only gin ends a hand; nobody may knock with deadwood.</source>
        <translation>स्ट्रेट जिन: हैंड सिर्फ़ जिन से ख़त्म होता है; डेडवुड के साथ कोई नॉक नहीं कर सकता।</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10); an ace turned up means gin only.</source>
        <translation>ओक्लाहोमा: पहले अपकार्ड का मूल्य ही नॉक की सीमा है (तस्वीर वाला पत्ता 10); इक्का खुले तो सिर्फ़ जिन।</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10, an ace 1).</source>
        <translation>ओक्लाहोमा: पहले अपकार्ड का मूल्य ही नॉक की सीमा है (तस्वीर वाला पत्ता 10, इक्का 1)।</translation>
    </message>
    <message>
        <source>Knock with %1 or less deadwood.</source>
        <translation>%1 या उससे कम डेडवुड पर नॉक करें।</translation>
    </message>
    <message>
        <source>A spade turned up as the first upcard doubles the hand.</source>
        <translation>पहला अपकार्ड हुकुम का हो तो हैंड के अंक दोगुने।</translation>
    </message>
    <message>
        <source>Gin bonus %1, undercut bonus %2.</source>
        <translation>जिन बोनस %1, अंडरकट बोनस %2।</translation>
    </message>
    <message>
        <source>Big gin (all eleven cards melded) scores a bonus of %1.</source>
        <translation>बिग जिन (ग्यारहों पत्ते मेल्ड में) पर %1 का बोनस।</translation>
    </message>
    <message>
        <source>There is no big gin.</source>
        <translation>बिग जिन नहीं है।</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock is an undercut.</source>
        <translation>नॉक के बाद बराबर डेडवुड अंडरकट माना जाता है।</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock wins the hand for the knocker, for no points.</source>
        <translation>नॉक के बाद बराबर डेडवुड पर हैंड नॉक करने वाला जीतता है, बिना अंकों के।</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may be thrown back at once.</source>
        <translation>डिस्कार्ड पाइल से अभी लिया पत्ता तुरंत वापस फेंका जा सकता है।</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be thrown back in the same turn.</source>
        <translation>डिस्कार्ड पाइल से अभी लिया पत्ता उसी बारी में वापस नहीं फेंका जा सकता।</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the hand is void.</source>
        <translation>वॉल पर (स्टॉक में दो पत्ते बचे हों) हैंड रद्द हो जाता है।</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the other player may take the last discard only to knock with it; otherwise the hand is void.</source>
        <translation>वॉल पर (स्टॉक में दो पत्ते बचे हों) दूसरा खिलाड़ी आख़िरी फेंका पत्ता सिर्फ़ नॉक करने के लिए ले सकता है; वरना हैंड रद्द।</translation>
    </message>
    <message>
        <source>Game to %1 points; game bonus %2, box bonus %3 for every hand won.</source>
        <translation>गेम %1 अंकों तक; गेम बोनस %2, हर जीते हैंड पर बॉक्स बोनस %3।</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s points.</source>
        <translation>शटआउट पर विजेता के अंक दोगुने।</translation>
    </message>
    <message>
        <source>A shutout does not double the points.</source>
        <translation>शटआउट पर अंक दोगुने नहीं होते।</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>जिन रमी के नियम</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>नियमों का पाठ नहीं मिला।</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>इस टेबल के नियम</translation>
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
        <translation>कुल</translation>
    </message>
    <message>
        <source>Score sheet · game to %1</source>
        <translation>स्कोर शीट · गेम %1 तक</translation>
    </message>
    <message>
        <source>… earlier hands: %1</source>
        <translation>… पिछले हैंड: %1</translation>
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
        <translation>%1 + %2 ले ऑफ़</translation>
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
        <translation>जिन की मेज़</translation>
    </message>
    <message>
        <source>The opponent&apos;s cards at the top, the stock, the discard pile and the Knock target in the middle, the score sheet on the right, your hand at the bottom</source>
        <translation>ऊपर विरोधी के पत्ते, बीच में स्टॉक, डिस्कार्ड पाइल और नॉक का निशाना, दाईं ओर स्कोर शीट, नीचे आपके पत्ते</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableTexts</name>
    <message>
        <source>Stock · %1 · wall at %2</source>
        <translation>स्टॉक · %1 · वॉल %2 पर</translation>
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
        <translation>डिस्कार्ड पाइल में पत्ते: %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>नॉक</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>सिर्फ़ जिन</translation>
    </message>
    <message>
        <source>Deadwood ≤ %1</source>
        <translation>डेडवुड ≤ %1</translation>
    </message>
    <message>
        <source>Take to knock</source>
        <translation>नॉक के लिए लें</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 लें</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>पास</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 खेल रहे हैं…</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>आपकी बारी: अपकार्ड लें या पास करें</translation>
    </message>
    <message>
        <source>The wall: take the discard to knock, or pass</source>
        <translation>वॉल: नॉक के लिए फेंका पत्ता लें, या पास करें</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or the discard pile</source>
        <translation>आपकी बारी: स्टॉक या डिस्कार्ड पाइल से पत्ता उठाएँ</translation>
    </message>
    <message>
        <source>Knock now: you took the discard at the wall</source>
        <translation>अब नॉक करें: आपने वॉल पर फेंका पत्ता लिया है</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock</source>
        <translation>आपकी बारी: एक पत्ता फेंकें, या नॉक करें</translation>
    </message>
    <message>
        <source>%1 pts · hands won: %2</source>
        <translation>%1 अंक · जीते हैंड: %2</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>डेडवुड %1</translation>
    </message>
    <message>
        <source>Without %1: gin!</source>
        <translation>%1 के बिना: जिन!</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2, you may knock</source>
        <translation>%1 के बिना: डेडवुड %2, आप नॉक कर सकते हैं</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2</source>
        <translation>%1 के बिना: डेडवुड %2</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: gin only</source>
        <translation>ओक्लाहोमा, %1 खुला: सिर्फ़ जिन</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: knock at %2 or less</source>
        <translation>ओक्लाहोमा, %1 खुला: %2 या कम पर नॉक</translation>
    </message>
    <message>
        <source>points doubled</source>
        <translation>अंक दोगुने</translation>
    </message>
    <message>
        <source>Gin only: no knocking with deadwood</source>
        <translation>सिर्फ़ जिन: डेडवुड के साथ नॉक नहीं</translation>
    </message>
    <message>
        <source>Knock at %1 or less</source>
        <translation>%1 या कम पर नॉक</translation>
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
        <translation>रद्द हैंड</translation>
    </message>
    <message>
        <source>The stock is down to %1 cards: nobody scores.</source>
        <translation>स्टॉक में %1 पत्ते बचे हैं: किसी को अंक नहीं।</translation>
    </message>
    <message>
        <source>%1 deals again.</source>
        <translation>फिर से बाँटने वाले: %1।</translation>
    </message>
    <message>
        <source>Gin: %1</source>
        <translation>जिन: %1</translation>
    </message>
    <message>
        <source>Big gin: %1, all eleven cards melded</source>
        <translation>बिग जिन: %1, ग्यारहों पत्ते मेल्ड में</translation>
    </message>
    <message>
        <source>Knock: %1 · deadwood %2</source>
        <translation>नॉक: %1 · डेडवुड %2</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2 · cards laid off: %3</source>
        <translation>डिफ़ेंडर: %1 · डेडवुड %2 · ले ऑफ़ पत्ते: %3</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2</source>
        <translation>डिफ़ेंडर: %1 · डेडवुड %2</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 = %4</source>
        <translation>%1 के अंक: %2 − %3 = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 + %4 undercut bonus = %5</source>
        <translation>%1 के अंक: %2 − %3 + %4 अंडरकट बोनस = %5</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 gin bonus = %4</source>
        <translation>%1 के अंक: %2 + %3 जिन बोनस = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 big gin bonus = %4</source>
        <translation>%1 के अंक: %2 + %3 बिग जिन बोनस = %4</translation>
    </message>
    <message>
        <source>Doubled: a spade was the first upcard, %1 points.</source>
        <translation>दोगुना: पहला अपकार्ड हुकुम का था, %1 अंक।</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>इस हैंड का कोड: %1</translation>
    </message>
    <message>
        <source>Game over. Winner: %1, %2 to %3</source>
        <translation>गेम ख़त्म। विजेता: %1, %2 बनाम %3</translation>
    </message>
    <message>
        <source>Shutout: the loser won no hand, so the winner&apos;s points are doubled.</source>
        <translation>शटआउट: हारने वाला एक भी हैंड नहीं जीता, इसलिए विजेता के अंक दोगुने।</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>नया खेल</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>अगला हैंड</translation>
    </message>
</context>
<context>
    <name>rummy::HintProvider</name>
    <message>
        <source>Hint</source>
        <translation>संकेत</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>संकेत: एक मज़बूत खिलाड़ी क्या करता? (%1)</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>संकेत आपकी बारी पर मिलते हैं।</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>संकेत: %1।</translation>
    </message>
    <message>
        <source>(The spare label marks %1, the throw that leaves the fewest points now; the hint also weighs what each card may still become and what it would give the next player.)</source>
        <translation>(स्पेयर लेबल %1 दिखाता है, जिसे फेंकने से अभी सबसे कम अंक बचते हैं; संकेत यह भी तौलता है कि हर पत्ता आगे क्या बन सकता है और अगले खिलाड़ी को क्या देगा।)</translation>
    </message>
</context>
<context>
    <name>rummy::IndianController</name>
    <message>
        <source>The open deck was shuffled into a new closed deck. %1</source>
        <translation>ओपन डेक को फेंटकर नया क्लोज़्ड डेक बनाया गया। %1</translation>
    </message>
    <message>
        <source>%1 missed a turn</source>
        <translation>%1 की बारी छूट गई</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row: a middle drop for %3 points</source>
        <translation>%1 ने लगातार %2 चालें छोड़ीं: %3 अंकों का मिडिल ड्रॉप</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row and loses the deal with %3 points</source>
        <translation>%1 ने लगातार %2 चालें छोड़ीं और %3 अंकों से डील हार गए</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before a drop</source>
        <translation>चाल छूटी: ड्रॉप से पहले %2 में से %1</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before the deal is lost</source>
        <translation>चाल छूटी: डील हारने से पहले %2 में से %1</translation>
    </message>
    <message>
        <source>%1 drew from the deck</source>
        <translation>%1 ने क्लोज़्ड डेक से पत्ता उठाया</translation>
    </message>
    <message>
        <source>%1 drew from the open deck</source>
        <translation>%1 ने ओपन डेक से पत्ता उठाया</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 ने %2 उठाया</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 ने %2 फेंका</translation>
    </message>
    <message>
        <source>%1 declared</source>
        <translation>%1 ने डिक्लेयर किया</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>%1 ने ड्रॉप किया</translation>
    </message>
</context>
<context>
    <name>rummy::IndianFront</name>
    <message>
        <source>Discard &amp;history…</source>
        <translation>फेंके पत्तों का &amp;इतिहास…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Last deal&apos;s &amp;result…</source>
        <translation>पिछली डील का &amp;नतीजा…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>चालें</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>पत्ता उठाएँ</translation>
    </message>
    <message>
        <source>Take open card</source>
        <translation>खुला पत्ता लें</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>रंग से लगाएँ</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>मेल्ड से लगाएँ</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>ग्रुप बनाएँ</translation>
    </message>
    <message>
        <source>Select cards first (click them or press Space), then Group.</source>
        <translation>पहले पत्ते चुनें (क्लिक करें या Space दबाएँ), फिर ग्रुप बनाएँ।</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>पत्ता फेंकें</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>पहले एक पत्ता चुनें (उस पर क्लिक करें), फिर पत्ता फेंकें।</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>फ़िनिश</translation>
    </message>
    <message>
        <source>Select the card to put on the finish slot, then Finish.</source>
        <translation>फ़िनिश स्लॉट पर रखने वाला पत्ता चुनें, फिर फ़िनिश दबाएँ।</translation>
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
        <translation>डील ख़त्म हो गई।</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the closed deck, or O to take the open card.</source>
        <translation>आपकी बारी: बंद गड्डी से लेने के लिए C, खुला पत्ता लेने के लिए O दबाएँ।</translation>
    </message>
    <message>
        <source>Your turn: click the closed deck or the open deck to draw.</source>
        <translation>आपकी बारी: पत्ता उठाने के लिए क्लोज़्ड डेक या ओपन डेक पर क्लिक करें।</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or F to finish.</source>
        <translation>आपकी बारी: तीर कुंजियों और स्पेस से पत्ता चुनें, फिर फेंकने के लिए D या फ़िनिश के लिए F।</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the open deck to discard, or onto Finish.</source>
        <translation>आपकी बारी: पत्ता फेंकने के लिए उसे ओपन डेक पर, या फ़िनिश पर खींचें।</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 की बारी।</translation>
    </message>
    <message>
        <source>Middle drop: %1 points</source>
        <translation>मिडिल ड्रॉप: %1 अंक</translation>
    </message>
    <message>
        <source>First drop: %1 points</source>
        <translation>फ़र्स्ट ड्रॉप: %1 अंक</translation>
    </message>
    <message>
        <source>Finish and declare</source>
        <translation>फ़िनिश और डिक्लेयर</translation>
    </message>
    <message>
        <source>Put %1 on the finish slot and declare your hand?</source>
        <translation>%1 को फ़िनिश स्लॉट पर रखकर अपना हाथ डिक्लेयर करें?</translation>
    </message>
    <message>
        <source>Your groups are not a valid declaration (you need a pure sequence, a second sequence, and every card in a meld).</source>
        <translation>आपके ग्रुप मान्य डिक्लेयर नहीं हैं (एक प्योर सीक्वेंस, एक दूसरा सीक्वेंस, और हर पत्ता किसी मेल्ड में होना चाहिए)।</translation>
    </message>
    <message>
        <source>Declaring now costs %1 points. Declare anyway?</source>
        <translation>अभी डिक्लेयर करने पर %1 अंक लगेंगे। फिर भी डिक्लेयर करें?</translation>
    </message>
    <message>
        <source>Middle drop for %1 points?</source>
        <translation>%1 अंक देकर मिडिल ड्रॉप करें?</translation>
    </message>
    <message>
        <source>First drop for %1 points?</source>
        <translation>%1 अंक देकर फ़र्स्ट ड्रॉप करें?</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>स्थिति</translation>
    </message>
    <message>
        <source>Re-join the pool?</source>
        <translation>पूल में फिर से शामिल हों?</translation>
    </message>
    <message>
        <source>You are out of the pool. Re-join the game at %1 points?</source>
        <translation>आप पूल से बाहर हैं। %1 अंकों पर खेल में फिर से शामिल हों?</translation>
    </message>
    <message>
        <source>Abandon this match and start a new one?</source>
        <translation>यह मैच छोड़कर नया शुरू करें?</translation>
    </message>
</context>
<context>
    <name>rummy::IndianScene</name>
    <message>
        <source>Card table</source>
        <translation>ताश की टेबल</translation>
    </message>
    <message>
        <source>Opponents around the top, the decks in the middle, your hand at the bottom</source>
        <translation>प्रतिद्वंद्वी ऊपर, डेक बीच में, आपका हाथ नीचे</translation>
    </message>
</context>
<context>
    <name>rummy::IndianTexts</name>
    <message>
        <source>Wild: aces</source>
        <translation>वाइल्ड: इक्के</translation>
    </message>
    <message>
        <source>Wild: twos</source>
        <translation>वाइल्ड: दुक्के</translation>
    </message>
    <message>
        <source>Wild: threes</source>
        <translation>वाइल्ड: तिक्के</translation>
    </message>
    <message>
        <source>Wild: fours</source>
        <translation>वाइल्ड: चौके</translation>
    </message>
    <message>
        <source>Wild: fives</source>
        <translation>वाइल्ड: पंजे</translation>
    </message>
    <message>
        <source>Wild: sixes</source>
        <translation>वाइल्ड: छक्के</translation>
    </message>
    <message>
        <source>Wild: sevens</source>
        <translation>वाइल्ड: सत्ते</translation>
    </message>
    <message>
        <source>Wild: eights</source>
        <translation>वाइल्ड: अट्ठे</translation>
    </message>
    <message>
        <source>Wild: nines</source>
        <translation>वाइल्ड: नहले</translation>
    </message>
    <message>
        <source>Wild: tens</source>
        <translation>वाइल्ड: दहले</translation>
    </message>
    <message>
        <source>Wild: jacks</source>
        <translation>वाइल्ड: गुलाम</translation>
    </message>
    <message>
        <source>Wild: queens</source>
        <translation>वाइल्ड: बेगम</translation>
    </message>
    <message>
        <source>Wild: kings</source>
        <translation>वाइल्ड: बादशाह</translation>
    </message>
    <message>
        <source>Deck · empty, click to reshuffle</source>
        <translation>डेक · ख़ाली, फेंटने के लिए क्लिक करें</translation>
    </message>
    <message>
        <source>Deck · %1</source>
        <translation>डेक · %1</translation>
    </message>
    <message>
        <source>No wild</source>
        <translation>वाइल्ड नहीं</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>ओपन डेक</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>फ़िनिश</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>ओपन डेक ख़ाली है।</translation>
    </message>
    <message>
        <source>Open deck, newest first:</source>
        <translation>ओपन डेक, नया पहले:</translation>
    </message>
    <message>
        <source>%1 (turned up by the dealer)</source>
        <translation>%1 (डीलर ने खोला)</translation>
    </message>
    <message>
        <source>%1 — thrown by %2</source>
        <translation>%1 — %2 ने फेंका</translation>
    </message>
    <message numerus="yes">
        <source>… and %n older</source>
        <translation>
            <numerusform>… और %n पुराना</numerusform>
            <numerusform>… और %n पुराने</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>डील ख़त्म</translation>
    </message>
    <message>
        <source>Your turn: draw</source>
        <translation>आपकी बारी: पत्ता उठाएँ</translation>
    </message>
    <message>
        <source>Your turn: discard</source>
        <translation>आपकी बारी: पत्ता फेंकें</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 खेल रहे हैं…</translation>
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
            <numerusform>%n अंक</numerusform>
            <numerusform>%n अंक</numerusform>
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
        <translation>आप बाहर हैं · देख रहे हैं</translation>
    </message>
    <message>
        <source>You dropped · watching</source>
        <translation>आपने ड्रॉप किया · देख रहे हैं</translation>
    </message>
    <message>
        <source>Wrong declaration · watching</source>
        <translation>ग़लत डिक्लेयर · देख रहे हैं</translation>
    </message>
    <message>
        <source>Turns missed · watching</source>
        <translation>चालें छूटीं · देख रहे हैं</translation>
    </message>
    <message>
        <source>Sitting out · watching</source>
        <translation>बाहर बैठे · देख रहे हैं</translation>
    </message>
    <message numerus="yes">
        <source>You · %n chips</source>
        <translation>
            <numerusform>आप · %n चिप</numerusform>
            <numerusform>आप · %n चिप्स</numerusform>
        </translation>
    </message>
    <message>
        <source>You · score %1</source>
        <translation>आप · स्कोर %1</translation>
    </message>
    <message>
        <source>Deal costs: %1 pts</source>
        <translation>डील की कीमत: %1 अंक</translation>
    </message>
    <message>
        <source>Hand: valid, %1 pts</source>
        <translation>हाथ: मान्य, %1 अंक</translation>
    </message>
    <message>
        <source>Hand: %1 pts</source>
        <translation>हाथ: %1 अंक</translation>
    </message>
    <message>
        <source>%1 · 3 pure needed: %2 so far</source>
        <translation>%1 · 3 प्योर चाहिए: अभी %2</translation>
    </message>
    <message>
        <source>★ Value cards: %1</source>
        <translation>★ वैल्यू कार्ड: %1</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>बचे</translation>
    </message>
    <message>
        <source>%1 — a value card</source>
        <translation>%1 — एक वैल्यू कार्ड</translation>
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
        <translation>खेल की स्थिति</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>खेल(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>नया खेल(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>एनिमेशन गति(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>सामान्य(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>तेज़(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>बंद(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>बाहर निकलें(&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>सहायता(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>नियम(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>सेटिंग्स(&amp;S)…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>सेटिंग्स</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>सेटिंग्स सहेजी नहीं जा सकीं; वे खेल बंद करने तक लागू रहेंगी।</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>ताश की गड्डी</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>आँकड़े(&amp;T)…</translation>
    </message>
    <message>
        <source>Start a game of Gin Rummy now? The game on the table ends.</source>
        <translation>अभी जिन रमी का गेम शुरू करें? मेज़ पर चल रहा खेल ख़त्म होगा।</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy now? The game on the table ends.</source>
        <translation>अभी इंडियन रमी का मैच शुरू करें? मेज़ पर चल रहा खेल ख़त्म होगा।</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>नया खेल</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;कीबोर्ड शॉर्टकट</translation>
    </message>
    <message>
        <source>&amp;About Rummy</source>
        <translation>रमी के &amp;बारे में</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy with 21 cards now? The game on the table ends.</source>
        <translation>अभी 21 पत्तों वाली इंडियन रमी का मैच शुरू करें? मेज़ पर चल रहा खेल खत्म हो जाएगा।</translation>
    </message>
    <message>
        <source>Start a game of %1 now? The game on the table ends.</source>
        <translation>अभी %1 का गेम शुरू करें? टेबल का गेम ख़त्म हो जाएगा।</translation>
    </message>
    <message>
        <source>Re&amp;view last deal…</source>
        <translation>पिछली डील की &amp;समीक्षा…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>समीक्षा</translation>
    </message>
    <message>
        <source>No deal has ended yet: there is nothing to review.</source>
        <translation>अभी कोई डील खत्म नहीं हुई: समीक्षा के लिए कुछ नहीं है।</translation>
    </message>
</context>
<context>
    <name>rummy::MatchHeader</name>
    <message>
        <source>What is being played</source>
        <translation>क्या खेला जा रहा है</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>स्थिति</translation>
    </message>
    <message>
        <source>The match&apos;s running scores</source>
        <translation>मैच के अब तक के अंक</translation>
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
        <translation>डील %1 (टाई-ब्रेकर)</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 खिलाड़ी</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>जिन रमी</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>हाथ %1</translation>
    </message>
    <message>
        <source>Game to %1</source>
        <translation>%1 तक का खेल</translation>
    </message>
    <message>
        <source>21 cards</source>
        <translation>21 पत्ते</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>हाथ %1 / %2</translation>
    </message>
</context>
<context>
    <name>rummy::ResultDialog</name>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Result&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Groups&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;खिलाड़ी&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;नतीजा&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;ग्रुप&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;अंक&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>डील %1 (टाई-ब्रेकर)</translation>
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
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;खिलाड़ी&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;यह डील&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;कुल (%1 पर बाहर)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;स्थिति&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Chips&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;खिलाड़ी&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;यह डील&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;चिप्स&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Value (%1 a point)&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;खिलाड़ी&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;अंक&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;मूल्य (%1 प्रति अंक)&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;eliminated this deal&lt;/b&gt;</source>
        <translation>&lt;b&gt;इस डील में बाहर&lt;/b&gt;</translation>
    </message>
    <message>
        <source>out</source>
        <translation>बाहर</translation>
    </message>
    <message>
        <source>%1 to the limit</source>
        <translation>सीमा तक %1</translation>
    </message>
    <message numerus="yes">
        <source>re-joined %n time(s)</source>
        <translation>
            <numerusform>%n बार फिर से शामिल हुए</numerusform>
            <numerusform>%n बार फिर से शामिल हुए</numerusform>
        </translation>
    </message>
    <message>
        <source>may re-join at %1</source>
        <translation>%1 पर फिर से शामिल हो सकते हैं</translation>
    </message>
    <message>
        <source>&lt;p&gt;Deals left: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;बची डील: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Match over.&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;मैच ख़त्म।&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 won the match.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 ने मैच जीता।&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No winner.</source>
        <translation>कोई विजेता नहीं।</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>डील का अंत</translation>
    </message>
    <message>
        <source>Deal results</source>
        <translation>डील के नतीजे</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>नया मैच</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>अगली डील</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>बंद करें</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>वैल्यू कार्ड</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Received&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Paid&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Net of the deal&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;खिलाड़ी&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;मिला&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;दिया&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;डील का शुद्ध नतीजा&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>rummy::ResultsChart</name>
    <message>
        <source>Recent results</source>
        <translation>हाल के नतीजे</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>अभी तक कोई डील नहीं खेली गई।</translation>
    </message>
    <message>
        <source>won</source>
        <translation>जीते</translation>
    </message>
    <message numerus="yes">
        <source>lost %n points</source>
        <translation>
            <numerusform>%n अंक हारे</numerusform>
            <numerusform>%n अंक हारे</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest first: %1.</source>
        <translation>
            <numerusform>पिछली %n डील, पुरानी पहले: %1।</numerusform>
            <numerusform>पिछली %n डील, पुरानी पहले: %1।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest on the left; bars down are points lost</source>
        <translation>
            <numerusform>पिछली %n डील, पुरानी बाईं ओर; नीचे की पट्टियाँ हारे हुए अंक हैं</numerusform>
            <numerusform>पिछली %n डील, पुरानी बाईं ओर; नीचे की पट्टियाँ हारे हुए अंक हैं</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rummy::ReviewDialog</name>
    <message>
        <source>good</source>
        <translation>अच्छा</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>संदिग्ध</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>खराब</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>बहुत खराब</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>उस्ताद</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>विशेषज्ञ</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>मज़बूत</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>क्लब खिलाड़ी</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>शौकिया</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>नौसिखिया</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — good.</source>
        <translation>चाल %1: आपने %2 चुना — अच्छा।</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — %3: about %4 points worse than to %5.</source>
        <translation>चाल %1: आपने %2 चुना — %3: %5 से लगभग %4 अंक खराब।</translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation>डील %1 की समीक्षा</translation>
    </message>
    <message>
        <source>The engine is looking at each of your decisions…</source>
        <translation>इंजन आपके हर फ़ैसले को देख रहा है…</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>समीक्षा की प्रगति</translation>
    </message>
    <message>
        <source>Your decisions, graded</source>
        <translation>आपके फ़ैसले, आँके गए</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>समीक्षा रोकी गई।</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>इस डील में आपके पास कोई विकल्प नहीं था।</translation>
    </message>
    <message>
        <source> Your draws from the stock were worth %1 points against the average card.</source>
        <translation> स्टॉक से आपके पत्ते औसत पत्ते की तुलना में %1 अंक के थे।</translation>
    </message>
    <message>
        <source>%1 decisions graded; on average each gave away %2 points: %3.</source>
        <translation>%1 फ़ैसले आँके गए; औसतन हर एक ने %2 अंक गँवाए: %3।</translation>
    </message>
</context>
<context>
    <name>rummy::RulesDialog</name>
    <message numerus="yes">
        <source>Format: %1, %n players.</source>
        <translation>
            <numerusform>फ़ॉर्मैट: %1, %n खिलाड़ी।</numerusform>
            <numerusform>फ़ॉर्मैट: %1, %n खिलाड़ी।</numerusform>
        </translation>
    </message>
    <message>
        <source>a wild-joker card is cut</source>
        <translation>एक वाइल्ड जोकर पत्ता काटा जाता है</translation>
    </message>
    <message>
        <source>no wild-joker card</source>
        <translation>कोई वाइल्ड जोकर पत्ता नहीं</translation>
    </message>
    <message>
        <source>Dropping costs %1 points before your first draw (first drop) and %2 points after it (middle drop).</source>
        <translation>पहला पत्ता उठाने से पहले ड्रॉप करने पर %1 अंक (फ़र्स्ट ड्रॉप) और उसके बाद %2 अंक (मिडिल ड्रॉप) लगते हैं।</translation>
    </message>
    <message>
        <source>Dropping is not allowed in this format.</source>
        <translation>इस फ़ॉर्मैट में ड्रॉप की अनुमति नहीं है।</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points and ends the deal with no winner.</source>
        <translation>ग़लत डिक्लेयर पर %1 अंक लगते हैं और डील बिना विजेता के ख़त्म होती है।</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points; the others play on.</source>
        <translation>ग़लत डिक्लेयर पर %1 अंक लगते हैं; बाक़ी खिलाड़ी खेलते रहते हैं।</translation>
    </message>
    <message>
        <source>A losing hand counts at most %1 points; a hand that was already valid counts %2.</source>
        <translation>हारे हुए हाथ के अधिकतम %1 अंक गिने जाते हैं; जो हाथ पहले से मान्य था उसके %2।</translation>
    </message>
    <message>
        <source>Jokers may be taken from the open deck.</source>
        <translation>ओपन डेक से जोकर उठाए जा सकते हैं।</translation>
    </message>
    <message>
        <source>Jokers may not be taken from the open deck (except the very first open card).</source>
        <translation>ओपन डेक से जोकर नहीं उठाए जा सकते (सबसे पहले खुले पत्ते को छोड़कर)।</translation>
    </message>
    <message>
        <source>A player reaching %1 points is out of the pool.</source>
        <translation>%1 अंक तक पहुँचने वाला खिलाड़ी पूल से बाहर हो जाता है।</translation>
    </message>
    <message>
        <source>A player who is out may re-join (three or more players) while the highest remaining score is at most %1.</source>
        <translation>बाहर हुआ खिलाड़ी फिर से शामिल हो सकता है (तीन या अधिक खिलाड़ी), जब तक बचे खिलाड़ियों का सबसे ऊँचा स्कोर %1 से अधिक न हो।</translation>
    </message>
    <message>
        <source>A player who is out may not re-join.</source>
        <translation>बाहर हुआ खिलाड़ी फिर से शामिल नहीं हो सकता।</translation>
    </message>
    <message>
        <source>Everyone starts with %1 chips (%2 per deal); the winner of a deal takes each loser&apos;s points in chips.</source>
        <translation>हर कोई %1 चिप्स से शुरू करता है (हर डील के %2); डील का विजेता हर हारने वाले के अंक चिप्स में लेता है।</translation>
    </message>
    <message>
        <source>One point is worth %1 (for display only).</source>
        <translation>एक अंक का मूल्य %1 है (केवल दिखाने के लिए)।</translation>
    </message>
    <message>
        <source>Each turn has %1 seconds; %2 missed turns in a row count as a middle drop.</source>
        <translation>हर बारी में %1 सेकंड हैं; लगातार %2 छूटी बारियाँ मिडिल ड्रॉप गिनी जाती हैं।</translation>
    </message>
    <message>
        <source>There is no turn timer.</source>
        <translation>बारी का कोई टाइमर नहीं है।</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy</source>
        <translation>इंडियन रमी के नियम</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>नियमों का पाठ नहीं मिला।</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>इस टेबल के नियम</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
    <message>
        <source>The shoe: %1 and %2 printed jokers; %3.</source>
        <translation>शू: %1 और %2 छपे जोकर; %3।</translation>
    </message>
    <message>
        <source>one deck</source>
        <translation>एक गड्डी</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 गड्डियाँ</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 10, 30 or 50 for one, two or three of a kind, 100 for a marriage.</source>
        <translation>डील का हर दूसरा खिलाड़ी वैल्यू कार्ड का भुगतान करता है: एक तरह के एक, दो या तीन पत्तों के 10, 30 या 50, मैरिज के 100।</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 20 a card, 100 for a marriage, at most 240 from one player.</source>
        <translation>डील का हर दूसरा खिलाड़ी वैल्यू कार्ड का भुगतान करता है: हर पत्ते के 20, मैरिज के 100, एक खिलाड़ी से अधिकतम 240।</translation>
    </message>
    <message>
        <source>Value cards are not paid.</source>
        <translation>वैल्यू कार्ड का भुगतान नहीं होता।</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy (21 cards)</source>
        <translation>इंडियन रमी (21 पत्ते) के नियम</translation>
    </message>
</context>
<context>
    <name>rummy::SaveNotice</name>
    <message>
        <source>Not saved</source>
        <translation>सहेजा नहीं गया</translation>
    </message>
    <message>
        <source>%1. Play goes on, without saving.</source>
        <translation>%1. खेल जारी है, पर सहेजे बिना।</translation>
    </message>
</context>
<context>
    <name>rummy::SavedGames</name>
    <message>
        <source>&amp;Save…</source>
        <translation>सहेजें(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>खेल सहेजें</translation>
    </message>
    <message>
        <source>Rummy saves (*.rummy)</source>
        <translation>रमी के सहेजे खेल (*.rummy)</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>लोड करें(&amp;L)…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>सहेजा गया खेल लोड करें</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Play a &amp;deal by code…</source>
        <translation>कोड से डील खेलें(&amp;D)…</translation>
    </message>
    <message>
        <source>Play a deal by code</source>
        <translation>कोड से डील खेलें</translation>
    </message>
    <message>
        <source>Deal code (shown at the end of every deal, e.g. PTS-4-1ZK3M9QX0A7TB):</source>
        <translation>डील कोड (हर डील के अंत में दिखता है, जैसे PTS-4-1ZK3M9QX0A7TB):</translation>
    </message>
    <message>
        <source>The file %1 could not be moved aside.</source>
        <translation>फ़ाइल %1 को हटाकर अलग नहीं रखा जा सका।</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>फ़ाइल %1 के रूप में रखी गई है।</translation>
    </message>
    <message>
        <source>Unfinished match not restored</source>
        <translation>अधूरा मैच वापस नहीं लाया गया</translation>
    </message>
    <message>
        <source>Your unfinished match could not be restored. %1

%2 A new match starts.</source>
        <translation>आपका अधूरा मैच वापस नहीं लाया जा सका। %1

%2 नया मैच शुरू होता है।</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>अधूरा मैच</translation>
    </message>
    <message>
        <source>Resume your unfinished match?</source>
        <translation>अपना अधूरा मैच जारी रखें?</translation>
    </message>
    <message>
        <source>A game of %1; it stopped in hand %2.</source>
        <translation>%1 का एक गेम; यह हैंड %2 में रुका था।</translation>
    </message>
    <message>
        <source>A game of Gin Rummy; it stopped in hand %1, at %2 to %3.</source>
        <translation>जिन रमी का एक गेम; यह हैंड %1 में %2 बनाम %3 पर रुका था।</translation>
    </message>
    <message numerus="yes">
        <source>It stopped in deal %1, with %n player(s) at the table.</source>
        <translation>
            <numerusform>यह डील %1 में रुका था, टेबल पर %n खिलाड़ी के साथ।</numerusform>
            <numerusform>यह डील %1 में रुका था, टेबल पर %n खिलाड़ियों के साथ।</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>जारी रखें</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>नया मैच</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>खेल सहेजा नहीं गया</translation>
    </message>
    <message>
        <source>Game not loaded</source>
        <translation>खेल लोड नहीं हुआ</translation>
    </message>
    <message>
        <source>%1 could not be loaded. %2</source>
        <translation>%1 लोड नहीं हो सका। %2</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>यह डील कोड नहीं है</translation>
    </message>
    <message>
        <source>The deal code %1 names a deal no table can have: a table seats 2 to 6 players, and at least two of them are dealt in, the dealer among them.</source>
        <translation>डील कोड %1 ऐसी डील बताता है जो किसी टेबल पर नहीं हो सकती: एक टेबल पर 2 से 6 खिलाड़ी बैठते हैं, और उनमें से कम से कम दो को पत्ते बाँटे जाते हैं, जिनमें डीलर भी है।</translation>
    </message>
    <message>
        <source>“%1” is not a deal code. A code looks like PTS-4-1ZK3M9QX0A7TB: the format, the number of players and the deal.</source>
        <translation>“%1” डील कोड नहीं है। कोड PTS-4-1ZK3M9QX0A7TB जैसा होता है: फ़ॉर्मैट, खिलाड़ियों की संख्या और डील।</translation>
    </message>
    <message>
        <source>The deal code %1 names a hand that cannot be dealt.</source>
        <translation>डील कोड %1 ऐसे हैंड का है जो बाँटा नहीं जा सकता।</translation>
    </message>
    <message>
        <source>The deal code %1 asks for a format that cannot be played with %2 players.</source>
        <translation>डील कोड %1 ऐसा फ़ॉर्मैट माँगता है जो %2 खिलाड़ियों के साथ नहीं खेला जा सकता।</translation>
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
        <translation>सेटिंग्स</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>सेटिंग्स के पन्ने</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>खेल(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>हाउस रूल्स(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>टेबल(&amp;T)</translation>
    </message>
    <message>
        <source>Rule changes apply from the next match; table options apply at once.</source>
        <translation>नियमों के बदलाव अगले मैच से लागू होते हैं; टेबल के विकल्प तुरंत।</translation>
    </message>
    <message>
        <source>Problem with these settings</source>
        <translation>इन सेटिंग्स में समस्या</translation>
    </message>
    <message>
        <source>Resets the options of the tab shown to their defaults.</source>
        <translation>दिखाए गए टैब के विकल्पों को डिफ़ॉल्ट पर लौटाता है।</translation>
    </message>
    <message>
        <source>Re-joining must stop below the pool limit (%1): lower the re-join limit.</source>
        <translation>फिर से शामिल होना पूल सीमा (%1) से नीचे ही रुकना चाहिए: री-जॉइन सीमा घटाएँ।</translation>
    </message>
    <message>
        <source>%1 players need at least %2 cards, but %3 deck(s) and %4 printed jokers make %5: add a deck.</source>
        <translation>%1 खिलाड़ियों को कम से कम %2 पत्ते चाहिए, पर %3 गड्डी और %4 छपे जोकर से %5 बनते हैं: एक गड्डी जोड़ें।</translation>
    </message>
    <message>
        <source>These rules cannot be played by %1 players.</source>
        <translation>इन नियमों से %1 खिलाड़ी नहीं खेल सकते।</translation>
    </message>
    <message>
        <source>These Gin options cannot be played.</source>
        <translation>इन जिन विकल्पों के साथ खेला नहीं जा सकता।</translation>
    </message>
    <message>
        <source>These options cannot be played.</source>
        <translation>इन विकल्पों से खेला नहीं जा सकता।</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsFile</name>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read and was kept as %3.</source>
        <translation>सेटिंग्स फ़ाइल %1 %2 MB की है, सेटिंग्स से कहीं बड़ी; इसे पढ़ा नहीं गया और %3 के रूप में रखा गया।</translation>
    </message>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read.</source>
        <translation>सेटिंग्स फ़ाइल %1 %2 MB की है, सेटिंग्स से कहीं बड़ी; इसे पढ़ा नहीं गया।</translation>
    </message>
    <message>
        <source>Some lines of the settings file %1 are not settings; they were skipped.</source>
        <translation>सेटिंग्स फ़ाइल %1 की कुछ पंक्तियाँ सेटिंग्स नहीं हैं; उन्हें छोड़ दिया गया।</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>सेटिंग्स फ़ाइल जैसी थी, %1 के रूप में रखी गई है।</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2); it was kept as %3.</source>
        <translation>सेटिंग्स फ़ाइल %1 पढ़ी नहीं जा सकी (%2); इसे %3 के रूप में रखा गया।</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2).</source>
        <translation>सेटिंग्स फ़ाइल %1 पढ़ी नहीं जा सकी (%2)।</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGamePage</name>
    <message>
        <source>A single deal: the losers pay the winner the points left in their hands.</source>
        <translation>एक ही डील: हारने वाले अपने हाथ में बचे अंक विजेता को देते हैं।</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 101 points puts a player out. The last one in wins.</source>
        <translation>डील के बाद डील; 101 अंक पर खिलाड़ी बाहर। आख़िर तक बचा खिलाड़ी जीतता है।</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 201 points puts a player out. Drops cost 25 and 50.</source>
        <translation>डील के बाद डील; 201 अंक पर खिलाड़ी बाहर। ड्रॉप के 25 और 50 अंक।</translation>
    </message>
    <message>
        <source>Two deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>चिप्स के लिए दो डील; ड्रॉप नहीं। अंत में सबसे ज़्यादा चिप्स वाला जीतता है।</translation>
    </message>
    <message>
        <source>Three deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>चिप्स के लिए तीन डील; ड्रॉप नहीं। अंत में सबसे ज़्यादा चिप्स वाला जीतता है।</translation>
    </message>
    <message>
        <source>Six deals played for chips; dropping allowed. Most chips at the end wins.</source>
        <translation>चिप्स के लिए छह डील; ड्रॉप की अनुमति। अंत में सबसे ज़्यादा चिप्स वाला जीतता है।</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>मैच फ़ॉर्मैट</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>फ़ॉर्मैट(&amp;F):</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>टेबल पर खिलाड़ी</translation>
    </message>
    <message>
        <source>How many sit at the table, you included (2 to 6). Default: 4.</source>
        <translation>आपको मिलाकर टेबल पर कितने खिलाड़ी हैं (2 से 6)। डिफ़ॉल्ट: 4।</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>खिलाड़ी(&amp;P):</translation>
    </message>
    <message>
        <source>Computer opponents</source>
        <translation>कंप्यूटर प्रतिद्वंद्वी</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>स्तर</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>नाम</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>सीट %1</translation>
    </message>
    <message>
        <source>Level of seat %1</source>
        <translation>सीट %1 का स्तर</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>सीट %1 का नाम</translation>
    </message>
    <message>
        <source>Left empty, the seat is called %1.</source>
        <translation>ख़ाली छोड़ने पर सीट का नाम %1 होगा।</translation>
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
        <translation>अगला गेम कौन-सी रमी होगी। डिफ़ॉल्ट: इंडियन रमी।</translation>
    </message>
    <message>
        <source>G&amp;ame:</source>
        <translation>खेल(&amp;A):</translation>
    </message>
    <message>
        <source>Two players, ten cards each: meld your cards, knock when your deadwood is low, and be the first to 100 points. The House rules tab has Gin&apos;s options.</source>
        <translation>दो खिलाड़ी, दस-दस पत्ते: पत्तों के मेल्ड बनाएँ, डेडवुड कम हो तो नॉक करें, और सबसे पहले 100 अंक तक पहुँचें। जिन के विकल्प हाउस रूल्स टैब में हैं।</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>प्रतिद्वंद्वी</translation>
    </message>
    <message>
        <source>Indian Rummy (21 cards)</source>
        <translation>इंडियन रमी (21 पत्ते)</translation>
    </message>
    <message>
        <source>21 cards each from three decks: three pure sequences to declare, and value cards paid by everyone. %1</source>
        <translation>तीन गड्डियों से हर किसी को 21 पत्ते: डिक्लेयर करने के लिए तीन प्योर सीक्वेंस, और वैल्यू कार्ड जिनका भुगतान सब करते हैं। %1</translation>
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
        <translation>टेबल पर सेट और रन मेल्ड करें, किसी के भी मेल्ड पर ले ऑफ़ करें, और सबसे पहले निकलें: बाकी अपने हाथ के पत्तों का मूल्य चुकाते हैं।</translation>
    </message>
    <message>
        <source>Take as deep into the discard pile as you can use: melds score for you, cards left in hand against you. First to 500 wins.</source>
        <translation>फेंके पत्तों के ढेर में जितना गहरा काम आए उतना उठाएँ: मेल्ड आपके अंक जोड़ते हैं, हाथ में बचे पत्ते घटाते हैं। पहले 500 तक पहुँचने वाला जीतता है।</translation>
    </message>
    <message>
        <source>Rummy 51&apos;s cousin: fifteen cards, the pile only after your opening, and whoever goes out collects from the others.</source>
        <translation>रमी 51 का रिश्तेदार: पंद्रह पत्ते, ढेर केवल आपकी ओपनिंग के बाद, और जो निकलता है वह बाकियों से वसूलता है।</translation>
    </message>
    <message>
        <source>Two decks and jokers: your first lay-down must be worth 51 points. Lowest total when someone reaches the target wins.</source>
        <translation>दो डेक और जोकर: आपका पहला मेल्ड कम से कम 51 अंकों का होना चाहिए। किसी के लक्ष्य तक पहुँचने पर सबसे कम कुल वाला जीतता है।</translation>
    </message>
    <message>
        <source>Easy makes plain moves, Hard remembers the open deck and plans its melds, Expert also looks ahead over the cards it cannot see. Default: Medium.</source>
        <translation>आसान सीधी चालें चलता है, कठिन ओपन डेक याद रखता है और अपने मेल्ड की योजना बनाता है, विशेषज्ञ न दिखने वाले पत्तों को भी सोचकर आगे देखता है। डिफ़ॉल्ट: मध्यम।</translation>
    </message>
    <message>
        <source> s</source>
        <translation> से.</translation>
    </message>
    <message>
        <source>Expert thinking time in seconds</source>
        <translation>विशेषज्ञ के सोचने का समय, सेकंड में</translation>
    </message>
    <message>
        <source>How long an Expert opponent thinks about each move: longer plays a little better. Default: 1 s.</source>
        <translation>विशेषज्ञ प्रतिद्वंद्वी हर चाल पर कितनी देर सोचता है: ज़्यादा समय में थोड़ा बेहतर खेलता है। डिफ़ॉल्ट: 1 से.</translation>
    </message>
    <message>
        <source>E&amp;xpert thinks:</source>
        <translation>विशेषज्ञ &amp;सोचता है:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGinPage</name>
    <message>
        <source>&amp;Knock value:</source>
        <translation>नॉक की सीमा(&amp;K):</translation>
    </message>
    <message>
        <source>The most deadwood a player may hold when knocking (0: gin only).</source>
        <translation>नॉक करते समय अधिकतम कितना डेडवुड हो सकता है (0: सिर्फ़ जिन)।</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the knock value</source>
        <translation>ओक्लाहोमा: पहला अपकार्ड नॉक की सीमा तय करता है(&amp;O)</translation>
    </message>
    <message>
        <source>Each hand&apos;s knock value is the value of its first upcard; a court card counts 10.</source>
        <translation>हर हैंड में नॉक की सीमा उसके पहले अपकार्ड का मूल्य होती है; तस्वीर वाला पत्ता 10 गिना जाता है।</translation>
    </message>
    <message>
        <source>An &amp;ace turned up means gin only</source>
        <translation>इक्का खुले तो सिर्फ़ जिन(&amp;A)</translation>
    </message>
    <message>
        <source>Oklahoma: an ace as first upcard allows only gin (else a knock with 1).</source>
        <translation>ओक्लाहोमा: पहला अपकार्ड इक्का हो तो सिर्फ़ जिन (वरना 1 पर नॉक)।</translation>
    </message>
    <message>
        <source>A &amp;spade turned up doubles the hand</source>
        <translation>हुकुम खुले तो हैंड दोगुना(&amp;S)</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as first upcard doubles every point of the hand.</source>
        <translation>ओक्लाहोमा: पहला अपकार्ड हुकुम हो तो हैंड का हर अंक दोगुना।</translation>
    </message>
    <message>
        <source>Straight gi&amp;n: only gin ends a hand</source>
        <translation>स्ट्रेट जिन: हैंड सिर्फ़ जिन से ख़त्म(&amp;N)</translation>
    </message>
    <message>
        <source>Nobody may knock with deadwood; a hand ends with gin or at the wall.</source>
        <translation>डेडवुड के साथ कोई नॉक नहीं कर सकता; हैंड जिन से या वॉल पर ख़त्म होता है।</translation>
    </message>
    <message>
        <source>G&amp;in bonus:</source>
        <translation>जिन बोनस(&amp;I):</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin.</source>
        <translation>किसी के जिन करने पर डिफ़ेंडर के डेडवुड में जोड़ा जाता है।</translation>
    </message>
    <message>
        <source>&amp;Undercut bonus:</source>
        <translation>अंडरकट बोनस(&amp;U):</translation>
    </message>
    <message>
        <source>Added to the difference when the defender&apos;s deadwood is not higher than the knocker&apos;s.</source>
        <translation>डिफ़ेंडर का डेडवुड नॉक करने वाले से ज़्यादा न हो तो अंतर में जोड़ा जाता है।</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>बिग जिन बोनस(&amp;B):</translation>
    </message>
    <message>
        <source>For laying down all eleven cards in melds without a discard; 0: no big gin.</source>
        <translation>ग्यारहों पत्ते बिना फेंके मेल्ड में रखने पर; 0: बिग जिन नहीं।</translation>
    </message>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>गेम कितने अंक तक(&amp;M):</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s hand points reach this.</source>
        <translation>किसी खिलाड़ी के हैंड के अंक यहाँ तक पहुँचते ही गेम ख़त्म।</translation>
    </message>
    <message>
        <source>Gam&amp;e bonus:</source>
        <translation>गेम बोनस(&amp;E):</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of the game.</source>
        <translation>गेम के अंत में विजेता के अंकों में जोड़ा जाता है।</translation>
    </message>
    <message>
        <source>Bo&amp;x bonus:</source>
        <translation>बॉक्स बोनस(&amp;X):</translation>
    </message>
    <message>
        <source>Added at the end of the game for every hand a player won.</source>
        <translation>गेम के अंत में खिलाड़ी के हर जीते हैंड के लिए जोड़ा जाता है।</translation>
    </message>
    <message>
        <source>A shutout &amp;doubles the winner&apos;s points</source>
        <translation>शटआउट पर विजेता के अंक दोगुने(&amp;D)</translation>
    </message>
    <message>
        <source>When the loser won no hand, the winner&apos;s hand points are doubled before the bonuses.</source>
        <translation>हारने वाला एक भी हैंड न जीते तो बोनस से पहले विजेता के हैंड अंक दोगुने होते हैं।</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>लिया हुआ पत्ता वापस फेंका जा सकता है(&amp;R)</translation>
    </message>
    <message>
        <source>When off, the card just taken from the discard pile may not be discarded in the same turn.</source>
        <translation>बंद होने पर डिस्कार्ड पाइल से अभी लिया पत्ता उसी बारी में फेंका नहीं जा सकता।</translation>
    </message>
    <message>
        <source>E&amp;qual deadwood is an undercut</source>
        <translation>बराबर डेडवुड अंडरकट है(&amp;Q)</translation>
    </message>
    <message>
        <source>When off, equal counts win the hand for the knocker, for no points.</source>
        <translation>बंद होने पर बराबर गिनती में हैंड नॉक करने वाला जीतता है, बिना अंकों के।</translation>
    </message>
    <message>
        <source>At the &amp;wall:</source>
        <translation>वॉल पर(&amp;W):</translation>
    </message>
    <message>
        <source>What happens when two cards are left in the stock and a player discards without knocking.</source>
        <translation>स्टॉक में दो पत्ते बचे हों और कोई बिना नॉक किए पत्ता फेंके तो क्या होता है।</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>नॉक</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>हैंड के अंक</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>गेम</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>मानक: %1।</translation>
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
        <translation>हैंड रद्द होता है</translation>
    </message>
    <message>
        <source>The other player may take the discard to knock</source>
        <translation>दूसरा खिलाड़ी नॉक के लिए फेंका पत्ता ले सकता है</translation>
    </message>
    <message>
        <source>At the wall</source>
        <translation>वॉल पर</translation>
    </message>
    <message>
        <source>Restore the standard Gin rules</source>
        <translation>जिन के मानक नियम लौटाएँ</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsRulesPage</name>
    <message>
        <source>The shoe</source>
        <translation>शू (पत्तों का ढेर)</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>गड्डियाँ(&amp;D):</translation>
    </message>
    <message>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>52 पत्तों की कितनी गड्डियाँ एक साथ फेंटी जाती हैं।</translation>
    </message>
    <message>
        <source>Printed &amp;jokers:</source>
        <translation>छपे जोकर(&amp;J):</translation>
    </message>
    <message>
        <source>Printed jokers in the whole shoe; each is wild.</source>
        <translation>पूरे शू में छपे जोकर; हर एक वाइल्ड है।</translation>
    </message>
    <message>
        <source>&amp;Wild card rank</source>
        <translation>वाइल्ड जोकर(&amp;W)</translation>
    </message>
    <message>
        <source>A card is cut face up after the deal; every card of its rank is a joker.</source>
        <translation>बँटाई के बाद एक पत्ता खोलकर काटा जाता है; उसी रैंक का हर पत्ता जोकर होता है।</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>स्कोरिंग</translation>
    </message>
    <message>
        <source>&amp;First drop:</source>
        <translation>फ़र्स्ट ड्रॉप(&amp;F):</translation>
    </message>
    <message>
        <source>Points for leaving the deal before one&apos;s first draw.</source>
        <translation>पहला पत्ता उठाने से पहले डील छोड़ने के अंक।</translation>
    </message>
    <message>
        <source>&amp;Middle drop:</source>
        <translation>मिडिल ड्रॉप(&amp;M):</translation>
    </message>
    <message>
        <source>Points for leaving the deal after having drawn.</source>
        <translation>पत्ता उठाने के बाद डील छोड़ने के अंक।</translation>
    </message>
    <message>
        <source>Wrong &amp;declaration:</source>
        <translation>ग़लत डिक्लेयर(&amp;D):</translation>
    </message>
    <message>
        <source>Points for declaring a hand that is not valid.</source>
        <translation>अमान्य हाथ डिक्लेयर करने के अंक।</translation>
    </message>
    <message>
        <source>&amp;Cap on a hand:</source>
        <translation>हाथ की अधिकतम सीमा(&amp;C):</translation>
    </message>
    <message>
        <source>The most a losing hand can cost.</source>
        <translation>हारा हुआ हाथ अधिकतम कितने अंक का हो सकता है।</translation>
    </message>
    <message>
        <source>&amp;Valid hand, not declared:</source>
        <translation>मान्य हाथ, डिक्लेयर नहीं(&amp;V):</translation>
    </message>
    <message>
        <source>What a loser pays whose hand was already valid.</source>
        <translation>जिस हारने वाले का हाथ पहले से मान्य था, वह कितना देता है।</translation>
    </message>
    <message>
        <source>A pure sequence &amp;alone lowers the count</source>
        <translation>अकेला प्योर सीक्वेंस भी अंक घटाता है(&amp;A)</translation>
    </message>
    <message>
        <source>A loser with a pure sequence but no second sequence does not pay for the cards of that pure sequence.</source>
        <translation>जिस हारने वाले के पास प्योर सीक्वेंस है पर दूसरा सीक्वेंस नहीं, वह उस प्योर सीक्वेंस के पत्तों के अंक नहीं देता।</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>खेल</translation>
    </message>
    <message>
        <source>&amp;Jokers may be taken from the open deck</source>
        <translation>ओपन डेक से जोकर उठाए जा सकते हैं(&amp;J)</translation>
    </message>
    <message>
        <source>When off, a joker thrown on the open deck stays there (the first open card may always be taken).</source>
        <translation>बंद होने पर ओपन डेक पर फेंका गया जोकर वहीं रहता है (पहला खुला पत्ता हमेशा उठाया जा सकता है)।</translation>
    </message>
    <message>
        <source>A wrong declaration &amp;ends the deal</source>
        <translation>ग़लत डिक्लेयर से डील ख़त्म होती है(&amp;E)</translation>
    </message>
    <message>
        <source>When off, the player who declared wrongly pays and the others play on.</source>
        <translation>बंद होने पर ग़लत डिक्लेयर करने वाला अंक देता है और बाक़ी खेलते रहते हैं।</translation>
    </message>
    <message>
        <source>&amp;Turn timer (seconds):</source>
        <translation>बारी का टाइमर (सेकंड)(&amp;T):</translation>
    </message>
    <message>
        <source>Seconds for each turn; 0 means no timer.</source>
        <translation>हर बारी के सेकंड; 0 का मतलब कोई टाइमर नहीं।</translation>
    </message>
    <message>
        <source>No timer</source>
        <translation>कोई टाइमर नहीं</translation>
    </message>
    <message>
        <source>Missed turns &amp;as a drop:</source>
        <translation>ड्रॉप गिनी जाने वाली छूटी बारियाँ(&amp;A):</translation>
    </message>
    <message>
        <source>Turns in a row that run out of time before the player counts as a middle drop.</source>
        <translation>लगातार कितनी बारियों का समय ख़त्म होने पर खिलाड़ी मिडिल ड्रॉप गिना जाता है।</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>पूल</translation>
    </message>
    <message>
        <source>Pool &amp;limit:</source>
        <translation>पूल सीमा(&amp;L):</translation>
    </message>
    <message>
        <source>A player who reaches this score is out.</source>
        <translation>इस स्कोर तक पहुँचने वाला खिलाड़ी बाहर है।</translation>
    </message>
    <message>
        <source>Players who are out may &amp;re-join</source>
        <translation>बाहर हुए खिलाड़ी फिर से शामिल हो सकते हैं(&amp;R)</translation>
    </message>
    <message>
        <source>A player who is out may buy back in, at the highest remaining score plus one.</source>
        <translation>बाहर हुआ खिलाड़ी बचे खिलाड़ियों के सबसे ऊँचे स्कोर से एक अधिक पर फिर से शामिल हो सकता है।</translation>
    </message>
    <message>
        <source>Re-join &amp;while the top score is at most:</source>
        <translation>फिर से शामिल होना, जब तक सबसे ऊँचा स्कोर अधिकतम(&amp;W):</translation>
    </message>
    <message>
        <source>Re-joining is allowed only while no remaining player has more than this.</source>
        <translation>फिर से शामिल होना तभी तक संभव है जब तक किसी बचे खिलाड़ी के इससे अधिक अंक न हों।</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>दाँव</translation>
    </message>
    <message>
        <source>C&amp;hips per deal:</source>
        <translation>हर डील के चिप्स(&amp;H):</translation>
    </message>
    <message>
        <source>Deals formats: each player starts with this many chips for every deal.</source>
        <translation>डील्स फ़ॉर्मैट: हर खिलाड़ी हर डील के लिए इतने चिप्स से शुरू करता है।</translation>
    </message>
    <message>
        <source>&amp;Point value:</source>
        <translation>अंक का मूल्य(&amp;P):</translation>
    </message>
    <message>
        <source>Points format: what one point is worth, for the result screen.</source>
        <translation>पॉइंट्स फ़ॉर्मैट: नतीजे की स्क्रीन के लिए एक अंक का मूल्य।</translation>
    </message>
    <message>
        <source>Restore the format&apos;s standard rules</source>
        <translation>फ़ॉर्मैट के मानक नियम लौटाएँ</translation>
    </message>
    <message>
        <source>Sets every house rule to the standard value of the chosen format.</source>
        <translation>हर हाउस रूल को चुने गए फ़ॉर्मैट के मानक मान पर रखता है।</translation>
    </message>
    <message>
        <source>Standard in %1: %2.</source>
        <translation>%1 में मानक: %2।</translation>
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
        <translation>तालिका: 10, 30, 50; मैरिज 100</translation>
    </message>
    <message>
        <source>Flat: 20 a card</source>
        <translation>एक समान: हर पत्ते के 20</translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation>भुगतान नहीं</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>वैल्यू कार्ड</translation>
    </message>
    <message>
        <source>21 cards: what every other player still in the deal pays a holder of value cards (the cut card&apos;s suit: its rank, one above and one below). Standard: the table.</source>
        <translation>21 पत्ते: डील में बचा हर दूसरा खिलाड़ी वैल्यू कार्ड रखने वाले को कितना देता है (कटे पत्ते का रंग: उसकी रैंक, एक ऊपर और एक नीचे)। मानक: तालिका।</translation>
    </message>
    <message>
        <source>&amp;Value cards:</source>
        <translation>&amp;वैल्यू कार्ड:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTableGamePage</name>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>गेम कितने अंक तक(&amp;M):</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s total reaches this.</source>
        <translation>किसी खिलाड़ी का कुल इतना होने पर गेम ख़त्म होता है।</translation>
    </message>
    <message>
        <source>&amp;Hands in a game:</source>
        <translation>एक खेल में हाथ(&amp;H):</translation>
    </message>
    <message>
        <source>Play this many hands instead of to a target; the best total then wins.</source>
        <translation>लक्ष्य के बजाय इतने हाथ खेलें; तब सबसे अच्छा कुल जीतता है।</translation>
    </message>
    <message>
        <source>To the target</source>
        <translation>लक्ष्य तक</translation>
    </message>
    <message>
        <source>&amp;Opening points:</source>
        <translation>ओपनिंग अंक(&amp;O):</translation>
    </message>
    <message>
        <source>The least a player&apos;s first lay-down must be worth (0: no minimum).</source>
        <translation>खिलाड़ी का पहला मेल्ड कम से कम इतने का होना चाहिए (0: कोई न्यूनतम नहीं)।</translation>
    </message>
    <message>
        <source>Going out in one turn &amp;doubles the hand</source>
        <translation>एक ही चाल में निकलने पर हैंड दोगुना(&amp;D)</translation>
    </message>
    <message>
        <source>Laying the whole hand down at once (rummy) doubles what the others pay.</source>
        <translation>पूरा हाथ एक बार में उतारने (रमी) पर बाकियों का भुगतान दोगुना होता है।</translation>
    </message>
    <message>
        <source>Cards count &amp;5 or 10</source>
        <translation>पत्ते 5 या 10 गिने जाएँ(&amp;5)</translation>
    </message>
    <message>
        <source>Two to nine and a low ace count 5, ten to king 10, a high ace 15.</source>
        <translation>दो से नौ और नीचा इक्का 5, दस से बादशाह 10, ऊँचा इक्का 15।</translation>
    </message>
    <message>
        <source>The top card taken must be &amp;played at once</source>
        <translation>उठाया गया ऊपरी पत्ता तुरंत खेलना होगा(&amp;P)</translation>
    </message>
    <message>
        <source>When on, even the pile&apos;s top card alone goes into a meld or onto one in the same turn.</source>
        <translation>चालू होने पर ढेर का अकेला ऊपरी पत्ता भी उसी बारी में किसी मेल्ड में या मेल्ड पर जाता है।</translation>
    </message>
    <message>
        <source>The deepest card taken starts a &amp;new meld</source>
        <translation>सबसे नीचे से उठाया पत्ता नया मेल्ड शुरू करता है(&amp;N)</translation>
    </message>
    <message>
        <source>When on, the card that must be played goes into a new meld, not onto a meld on the table.</source>
        <translation>चालू होने पर जो पत्ता खेलना है वह नए मेल्ड में जाता है, टेबल के किसी मेल्ड पर नहीं।</translation>
    </message>
    <message>
        <source>&amp;Floating: meld every card, go out with a discard</source>
        <translation>फ़्लोटिंग: सारे पत्ते मेल्ड करें, डिस्कार्ड से बाहर जाएँ(&amp;F)</translation>
    </message>
    <message>
        <source>When on, a player may lay down every card and wait for the next turn without cards; the hand ends only with a discard.</source>
        <translation>चालू होने पर खिलाड़ी सारे पत्ते नीचे रखकर बिना पत्तों के अगली बारी का इंतज़ार कर सकता है; हाथ केवल डिस्कार्ड से ख़त्म होता है।</translation>
    </message>
    <message>
        <source>The l&amp;ast discard must fit no meld</source>
        <translation>आख़िरी डिस्कार्ड किसी मेल्ड में फ़िट न हो(&amp;A)</translation>
    </message>
    <message>
        <source>When on, a last card that could be laid off must be laid off (the player then floats) rather than thrown to go out.</source>
        <translation>चालू होने पर जो आख़िरी पत्ता किसी मेल्ड में जोड़ा जा सकता है उसे जोड़ना होगा (तब खिलाड़ी फ़्लोट करता है), बाहर जाने के लिए फेंका नहीं जा सकता।</translation>
    </message>
    <message>
        <source>Only the player who goes &amp;out can win</source>
        <translation>केवल बाहर जाने वाला खिलाड़ी जीत सकता है(&amp;O)</translation>
    </message>
    <message>
        <source>When on, the game ends only when the player who went out has reached the target; another player&apos;s higher total does not win.</source>
        <translation>चालू होने पर खेल तभी ख़त्म होता है जब बाहर जाने वाला खिलाड़ी लक्ष्य तक पहुँच चुका हो; किसी दूसरे खिलाड़ी का ज़्यादा कुल नहीं जीतता।</translation>
    </message>
    <message>
        <source>&amp;Lay off before one&apos;s own first meld</source>
        <translation>अपने पहले मेल्ड से पहले ले ऑफ़(&amp;L)</translation>
    </message>
    <message>
        <source>When off, a player must have laid a meld before adding to others.</source>
        <translation>बंद होने पर, दूसरों के मेल्ड में जोड़ने से पहले खिलाड़ी को अपना मेल्ड रखना होगा।</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>लिया हुआ पत्ता वापस फेंका जा सकता है(&amp;R)</translation>
    </message>
    <message>
        <source>When off, the card just taken from the pile may not be discarded in the same turn.</source>
        <translation>बंद होने पर, ढेर से अभी उठाया गया पत्ता उसी चाल में फेंका नहीं जा सकता।</translation>
    </message>
    <message>
        <source>Going out needs a final d&amp;iscard</source>
        <translation>निकलने के लिए आख़िरी पत्ता फेंकना ज़रूरी(&amp;I)</translation>
    </message>
    <message>
        <source>When on, a player cannot go out by melding the last card.</source>
        <translation>चालू होने पर, खिलाड़ी आख़िरी पत्ता मेल्ड करके नहीं निकल सकता।</translation>
    </message>
    <message>
        <source>S&amp;wap a joker for the card it stands for</source>
        <translation>जोकर को उस पत्ते से बदलें जिसकी जगह वह है(&amp;W)</translation>
    </message>
    <message>
        <source>An opened player may give the natural card and take the joker.</source>
        <translation>ओपनिंग कर चुका खिलाड़ी असली पत्ता देकर जोकर ले सकता है।</translation>
    </message>
    <message>
        <source>&amp;Take a card from a meld of four or more</source>
        <translation>चार या ज़्यादा के मेल्ड से एक पत्ता लें(&amp;T)</translation>
    </message>
    <message>
        <source>Instead of drawing, take a card from a meld and meld it at once.</source>
        <translation>पत्ता उठाने की जगह किसी मेल्ड से एक पत्ता लें और उसे तुरंत मेल्ड करें।</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>मानक: %1।</translation>
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
        <translation>ताश की गड्डी</translation>
    </message>
    <message>
        <source>The card faces: the game&apos;s own decks, or an SVG deck installed by KDE or GNOME Aisleriot. Default: Standard (two colours).</source>
        <translation>पत्तों के चेहरे: खेल की अपनी गड्डियाँ, या KDE या GNOME Aisleriot से इंस्टॉल की गई SVG गड्डी। डिफ़ॉल्ट: मानक (दो रंग)।</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>गड्डी(&amp;D):</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>लाल</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>नीला</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>हरा</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>पत्ते की पीठ</translation>
    </message>
    <message>
        <source>The back of the game&apos;s own decks; a KDE or Aisleriot deck has one back of its own. Default: Red.</source>
        <translation>खेल की अपनी गड्डियों की पीठ; KDE या Aisleriot गड्डी की अपनी एक पीठ होती है। डिफ़ॉल्ट: लाल।</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>पत्ते की पीठ(&amp;B):</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>टेबल का रंग</translation>
    </message>
    <message>
        <source>The colour of the felt. Default: green.</source>
        <translation>टेबल के कपड़े का रंग। डिफ़ॉल्ट: हरा।</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>टेबल का रंग(&amp;C):</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>सामान्य</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>तेज़</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>बंद</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>एनिमेशन गति</translation>
    </message>
    <message>
        <source>How cards glide: Normal, Fast (bots think a third as long) or Off (cards jump, bots move at once). Default: Normal.</source>
        <translation>पत्ते कैसे सरकते हैं: सामान्य, तेज़ (बॉट एक-तिहाई समय सोचते हैं) या बंद (पत्ते सीधे पहुँचते हैं, बॉट तुरंत चलते हैं)। डिफ़ॉल्ट: सामान्य।</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>एनिमेशन(&amp;A):</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> मि.से.</translation>
    </message>
    <message>
        <source>Bot thinking time in milliseconds</source>
        <translation>बॉट के सोचने का समय, मिलीसेकंड में</translation>
    </message>
    <message>
        <source>How long a computer opponent seems to think at Normal speed; the bots decide at once whatever this says. Default: 700 ms.</source>
        <translation>सामान्य गति पर कंप्यूटर प्रतिद्वंद्वी कितनी देर सोचता दिखे; बॉट यह चाहे जो हो, तुरंत तय करते हैं। डिफ़ॉल्ट: 700 मि.से.।</translation>
    </message>
    <message>
        <source>Bot &amp;thinking time:</source>
        <translation>बॉट के सोचने का समय(&amp;T):</translation>
    </message>
    <message>
        <source>Language, applies after a restart</source>
        <translation>भाषा, दोबारा शुरू करने पर लागू</translation>
    </message>
    <message>
        <source>The language of the game. Default: the system&apos;s.</source>
        <translation>खेल की भाषा। डिफ़ॉल्ट: सिस्टम की।</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>भाषा(&amp;L):</translation>
    </message>
    <message>
        <source>The language applies after a restart.</source>
        <translation>भाषा दोबारा शुरू करने पर लागू होगी।</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>आवाज़ें चलाएँ</translation>
    </message>
    <message>
        <source>Sounds for the deal, draws and discards, your turn, the turn clock running out, declarations, wins and losses. Default: on.</source>
        <translation>बाँटने, पत्ता उठाने और फेंकने, आपकी बारी, समय ख़त्म होने, घोषणा, जीत और हार की आवाज़ें। डिफ़ॉल्ट: चालू।</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>आवाज़ का स्तर</translation>
    </message>
    <message>
        <source>How loud the sounds are. Default: 70%.</source>
        <translation>आवाज़ें कितनी तेज़ हों। डिफ़ॉल्ट: 70%।</translation>
    </message>
    <message>
        <source>&amp;Sounds:</source>
        <translation>&amp;आवाज़ें:</translation>
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
        <translation>बायाँ, दायाँ</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>हाथ के पत्तों के बीच जाएँ</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>The first or the last card of your hand</source>
        <translation>हाथ का पहला या आख़िरी पत्ता</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>स्पेस</translation>
    </message>
    <message>
        <source>Select or unselect the card</source>
        <translation>पत्ता चुनें या चुनाव हटाएँ</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>कुंजी</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>क्या करती है</translation>
    </message>
</context>
<context>
    <name>rummy::StatsDialog</name>
    <message>
        <source>&amp;Reset…</source>
        <translation>रीसेट करें(&amp;R)…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>आँकड़े</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>मैच फ़ॉर्मैट</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>फ़ॉर्मैट(&amp;F):</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>आँकड़ा</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>मान</translation>
    </message>
    <message>
        <source>Statistics for the chosen format</source>
        <translation>चुने गए फ़ॉर्मैट के आँकड़े</translation>
    </message>
    <message>
        <source>Recent deals</source>
        <translation>हाल की डील</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>खेले गए मैच</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>जीते गए मैच</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>खेली गई डील</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>जीती गई डील</translation>
    </message>
    <message>
        <source>Deals lost</source>
        <translation>हारी गई डील</translation>
    </message>
    <message>
        <source>Average points per lost deal</source>
        <translation>हारी गई डील के औसत अंक</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Valid declarations</source>
        <translation>मान्य डिक्लेयर</translation>
    </message>
    <message>
        <source>Wrong declarations</source>
        <translation>ग़लत डिक्लेयर</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>ड्रॉप</translation>
    </message>
    <message>
        <source>Current win streak (deals)</source>
        <translation>मौजूदा जीत का सिलसिला (डील)</translation>
    </message>
    <message>
        <source>Best win streak (deals)</source>
        <translation>सबसे लंबा जीत का सिलसिला (डील)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>आँकड़े रीसेट करें</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>जिन रमी</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>खेले गए गेम</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>जीते गए गेम</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>खेले गए हैंड</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>जीते गए हैंड</translation>
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
        <translation>सबसे अच्छा गेम (अंक)</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>हाल के हैंड</translation>
    </message>
    <message>
        <source>Clear the statistics of every format and of Gin? This cannot be undone.</source>
        <translation>हर फ़ॉर्मैट और जिन के आँकड़े मिटाएँ? यह वापस नहीं होगा।</translation>
    </message>
    <message>
        <source>21 cards · %1</source>
        <translation>21 पत्ते · %1</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>छोड़े गए खेल</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <translation>छोड़े गए मैच</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 ने स्टॉक से पत्ता उठाया</translation>
    </message>
    <message>
        <source>%1 took %2 cards from the pile</source>
        <translation>%1 ने ढेर से %2 पत्ते उठाए</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 ने डिस्कार्ड पाइल का पत्ता लिया</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 ने %2 उठाया</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 ने %2 फेंका</translation>
    </message>
    <message>
        <source>%1 laid a meld</source>
        <translation>%1 ने मेल्ड रखा</translation>
    </message>
    <message>
        <source>%1 laid off %2</source>
        <translation>%1 ने %2 ले ऑफ़ किया</translation>
    </message>
    <message>
        <source>%1 took a joker for %2</source>
        <translation>%1 ने %2 देकर जोकर लिया</translation>
    </message>
    <message>
        <source>%1 took %2 from a meld</source>
        <translation>%1 ने एक मेल्ड से %2 लिया</translation>
    </message>
    <message>
        <source>%1 ended the turn</source>
        <translation>%1 ने अपनी चाल ख़त्म की</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameFront</name>
    <message>
        <source>Rummy moves</source>
        <translation>रमी की चालें</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>पत्ता उठाएँ</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>फेंका पत्ता लें</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>मेल्ड</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>ले ऑफ़</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>पत्ता फेंकें</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>चाल ख़त्म</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>अगला हैंड</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>संकेत</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>संकेत: %1।</translation>
    </message>
    <message>
        <source>Abandon this game and start a new one?</source>
        <translation>यह गेम छोड़कर नया शुरू करें?</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>नियमों का पाठ नहीं मिला।</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>नियम</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>गेम ख़त्म हो गया: फिर खेलने के लिए नया खेल दबाएँ।</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>हैंड ख़त्म: अगला बाँटने के लिए अगला हैंड दबाएँ।</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>इस हैंड का कोड: %1</translation>
    </message>
    <message>
        <source>Select cards and Meld (M), drag a card onto a meld to lay it off, or onto the pile to discard (D).</source>
        <translation>पत्ते चुनें और मेल्ड करें (M), ले ऑफ़ के लिए पत्ते को किसी मेल्ड पर खींचें, या फेंकने के लिए ढेर पर (D)।</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw (C, O).</source>
        <translation>आपकी बारी: पत्ता उठाने के लिए स्टॉक या फेंके पत्तों के ढेर पर क्लिक करें (C, O)।</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C), or take a card from an opponent&apos;s meld of four or more into a new meld.</source>
        <translation>आपकी बारी: पत्ता उठाने के लिए स्टॉक पर क्लिक करें (C), या विरोधी के चार या अधिक पत्तों के मेल्ड से एक पत्ता लेकर नया मेल्ड बनाएँ।</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C).</source>
        <translation>आपकी बारी: पत्ता उठाने के लिए स्टॉक पर क्लिक करें (C)।</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1 की बारी।</translation>
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
        <translation>ऊपर स्टॉक और फेंके पत्तों का ढेर, बीच में हर खिलाड़ी के मेल्ड, नीचे आपका हाथ</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>स्टॉक: %1</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>फेंके पत्ते: ख़ाली</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>फेंके पत्ते: %1</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(डीलर)</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 अंक</translation>
    </message>
    <message>
        <source>in hand: %1</source>
        <translation>हाथ में: %1</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>अभी नहीं खोला</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>अभी कोई मेल्ड नहीं</translation>
    </message>
    <message>
        <source>Unmatched: %1 points</source>
        <translation>बेमेल: %1 अंक</translation>
    </message>
    <message>
        <source>Play %1 now: it must go into a meld.</source>
        <translation>%1 अभी खेलें: इसे किसी मेल्ड में जाना होगा।</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>चुने गए: %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameTexts</name>
    <message>
        <source>Draw first: click the stock or the discard pile.</source>
        <translation>पहले पत्ता उठाएँ: स्टॉक या फेंके पत्तों के ढेर पर क्लिक करें।</translation>
    </message>
    <message>
        <source>You have drawn already: meld, lay off or discard.</source>
        <translation>आप पत्ता उठा चुके हैं: मेल्ड करें, ले ऑफ़ करें या फेंकें।</translation>
    </message>
    <message>
        <source>These cards do not make a meld: a set is three or four of a rank, a run three or more in a row of one suit.</source>
        <translation>ये पत्ते मेल्ड नहीं बनाते: सेट एक रैंक के तीन या चार पत्ते हैं, रन एक ही सूट के क्रम में तीन या ज़्यादा।</translation>
    </message>
    <message>
        <source>Only one meld per turn in this game.</source>
        <translation>इस गेम में एक चाल में केवल एक मेल्ड।</translation>
    </message>
    <message>
        <source>Not before your opening: first lay down melds worth %1 points.</source>
        <translation>ओपनिंग से पहले नहीं: पहले %1 अंकों के मेल्ड रखें।</translation>
    </message>
    <message>
        <source>Not before your first meld of your own.</source>
        <translation>अपने पहले मेल्ड से पहले नहीं।</translation>
    </message>
    <message>
        <source>Your opening must be worth %1 points or more.</source>
        <translation>आपकी ओपनिंग कम से कम %1 अंकों की होनी चाहिए।</translation>
    </message>
    <message>
        <source>Play %1 now: the card you took must go into a meld at once.</source>
        <translation>%1 अभी खेलें: उठाया गया पत्ता तुरंत किसी मेल्ड में जाना चाहिए।</translation>
    </message>
    <message>
        <source>The card you took must be played at once, and cannot be.</source>
        <translation>उठाया गया पत्ता तुरंत खेलना ज़रूरी है, पर वह खेला नहीं जा सकता।</translation>
    </message>
    <message>
        <source>End your turn with a discard.</source>
        <translation>अपनी चाल एक पत्ता फेंककर ख़त्म करें।</translation>
    </message>
    <message>
        <source>That card does not fit on that meld.</source>
        <translation>वह पत्ता उस मेल्ड पर नहीं बैठता।</translation>
    </message>
    <message>
        <source>The stock is empty: take the discard pile.</source>
        <translation>स्टॉक ख़ाली है: फेंके पत्तों का ढेर लें।</translation>
    </message>
    <message>
        <source>The card you took from the pile cannot go back on it this turn.</source>
        <translation>ढेर से उठाया गया पत्ता इस चाल में वापस नहीं फेंका जा सकता।</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off (you then wait for your next turn without cards).</source>
        <translation>आपका आख़िरी पत्ता टेबल के एक मेल्ड में फ़िट होता है: उसे वहाँ जोड़ें (फिर आप बिना पत्तों के अपनी अगली बारी का इंतज़ार करेंगे)।</translation>
    </message>
    <message>
        <source>Not a meld</source>
        <translation>मेल्ड नहीं</translation>
    </message>
    <message>
        <source>%1 melds, %2 points</source>
        <translation>%1 मेल्ड, %2 अंक</translation>
    </message>
    <message>
        <source>Set, %1 points</source>
        <translation>सेट, %1 अंक</translation>
    </message>
    <message>
        <source>Run, %1 points</source>
        <translation>रन, %1 अंक</translation>
    </message>
    <message>
        <source>Opening: %1 of %2</source>
        <translation>ओपनिंग: %2 में से %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableRulesSummary</name>
    <message>
        <source>Kaluki follows the Rummy 51 rules below, with the differences listed here and in the section &quot;%1&quot; near the end.</source>
        <translation>कलूकी नीचे दिए रमी 51 के नियमों से खेली जाती है; उसके अंतर यहाँ और अंत के पास &quot;%1&quot; भाग में दिए हैं।</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>कलूकी</translation>
    </message>
    <message>
        <source>Cards dealt to each player: %1.</source>
        <translation>हर खिलाड़ी को बाँटे गए पत्ते: %1।</translation>
    </message>
    <message>
        <source>Nobody draws from the discard pile.</source>
        <translation>फेंके पत्तों के ढेर से कोई पत्ता नहीं उठाता।</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened.</source>
        <translation>ओपनिंग के बाद आप फेंका हुआ ऊपर का पत्ता उठा सकते हैं।</translation>
    </message>
    <message>
        <source>At most one joker in a meld.</source>
        <translation>एक मेल्ड में अधिकतम एक जोकर।</translation>
    </message>
    <message>
        <source>A meld may hold several jokers.</source>
        <translation>एक मेल्ड में कई जोकर हो सकते हैं।</translation>
    </message>
    <message>
        <source>An ace counts %1 wherever it lies.</source>
        <translation>इक्का जहाँ भी हो, %1 गिना जाता है।</translation>
    </message>
    <message>
        <source>The cards left in hand are penalty points: the lowest total wins.</source>
        <translation>हाथ में बचे पत्ते दंड अंक हैं: सबसे कम कुल जीतता है।</translation>
    </message>
    <message>
        <source>Whoever goes out scores the cards left in the other hands: the highest total wins.</source>
        <translation>जो बाहर जाता है उसे बाकी हाथों में बचे पत्तों के अंक मिलते हैं: सबसे अधिक कुल जीतता है।</translation>
    </message>
    <message>
        <source>Each player scores the cards they put on the table minus those left in hand: the highest total wins.</source>
        <translation>हर खिलाड़ी को टेबल पर रखे पत्तों के अंक मिलते हैं, हाथ में बचे पत्तों के अंक घटाकर: सबसे अधिक कुल जीतता है।</translation>
    </message>
    <message>
        <source>A game of %1 hands; the best total wins.</source>
        <translation>%1 हाथों का खेल; सबसे अच्छा कुल जीतता है।</translation>
    </message>
    <message>
        <source>Game to %1 points.</source>
        <translation>गेम %1 अंकों तक।</translation>
    </message>
    <message>
        <source>Only the player who goes out can win the game.</source>
        <translation>केवल वही खिलाड़ी खेल जीत सकता है जो बाहर जाता है।</translation>
    </message>
    <message>
        <source>Floating: a player may lay down every card; the hand ends with a discard.</source>
        <translation>फ़्लोटिंग: खिलाड़ी सारे पत्ते नीचे रख सकता है; हाथ एक डिस्कार्ड से ख़त्म होता है।</translation>
    </message>
    <message>
        <source>The discard that ends the hand must fit no meld on the table.</source>
        <translation>हाथ ख़त्म करने वाला डिस्कार्ड टेबल के किसी मेल्ड में फ़िट नहीं होना चाहिए।</translation>
    </message>
    <message>
        <source>The first lay-down must be worth %1 points or more.</source>
        <translation>पहला मेल्ड कम से कम %1 अंकों का होना चाहिए।</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>इस टेबल के नियम</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened; before that, only to lay it at once in your opening.</source>
        <translation>ओपनिंग के बाद आप फेंका हुआ ऊपर का पत्ता उठा सकते हैं; उससे पहले केवल उसे तुरंत अपनी ओपनिंग में रखने के लिए।</translation>
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
        <translation>प्योर सीक्वेंस</translation>
    </message>
    <message>
        <source>impure sequence</source>
        <translation>इम्प्योर सीक्वेंस</translation>
    </message>
    <message>
        <source>set</source>
        <translation>सेट</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>अमान्य</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>यह आपकी बारी नहीं है।</translation>
    </message>
    <message>
        <source>Not now: draw a card first, or discard one.</source>
        <translation>अभी नहीं: पहले एक पत्ता उठाएँ, या एक फेंकें।</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>वह पत्ता आपके हाथ में नहीं है।</translation>
    </message>
    <message>
        <source>A joker may not be taken from the open deck.</source>
        <translation>ओपन डेक से जोकर नहीं उठाया जा सकता।</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>ओपन डेक ख़ाली है।</translation>
    </message>
    <message>
        <source>This format does not allow dropping.</source>
        <translation>इस फ़ॉर्मैट में ड्रॉप की अनुमति नहीं है।</translation>
    </message>
    <message>
        <source>The groups do not match your hand.</source>
        <translation>ग्रुप आपके हाथ से मेल नहीं खाते।</translation>
    </message>
    <message>
        <source>You are out of this deal.</source>
        <translation>आप इस डील से बाहर हैं।</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>डील ख़त्म हो गई।</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>मैच ख़त्म हो गया।</translation>
    </message>
    <message>
        <source>That move is not allowed (%1).</source>
        <translation>यह चाल मान्य नहीं है (%1)।</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>खेल रहे हैं</translation>
    </message>
    <message>
        <source>won</source>
        <translation>जीते</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>हारे</translation>
    </message>
    <message>
        <source>first drop</source>
        <translation>फ़र्स्ट ड्रॉप</translation>
    </message>
    <message>
        <source>middle drop</source>
        <translation>मिडिल ड्रॉप</translation>
    </message>
    <message>
        <source>wrong declaration</source>
        <translation>ग़लत डिक्लेयर</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>बाहर बैठे</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>रैंडम</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>आसान</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>मध्यम</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>कठिन</translation>
    </message>
    <message>
        <source>You</source>
        <translation>आप</translation>
    </message>
    <message>
        <source>Asha</source>
        <translation>आशा</translation>
    </message>
    <message>
        <source>Ravi</source>
        <translation>रवि</translation>
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
        <translation>हुकुम</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>पान</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ईंट</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>चिड़ी</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>this card</source>
        <translation>यह पत्ता</translation>
    </message>
    <message>
        <source>Discard %1: deadwood worth %n points</source>
        <translation>%1 फेंकें: %n अंकों का बेकार पत्ता</translation>
    </message>
    <message>
        <source>Discard %1: shed a high card (%n points) while it is early</source>
        <translation>%1 फेंकें: शुरुआत में ही ऊँचा पत्ता (%n अंक) निकाल दें</translation>
    </message>
    <message>
        <source>Discard %1: a safe card, unlikely to help the next player</source>
        <translation>%1 फेंकें: सुरक्षित पत्ता, अगले खिलाड़ी के काम आने की संभावना कम</translation>
    </message>
    <message>
        <source>Discard %1: every card is in a meld or a draw; this one helps least</source>
        <translation>%1 फेंकें: हर पत्ता किसी मेल्ड या अधूरे मेल्ड में है; यह सबसे कम काम का है</translation>
    </message>
    <message>
        <source>%1; nobody collects %2</source>
        <translation>%1; कोई %2 नहीं जुटा रहा</translation>
    </message>
    <message>
        <source>Play %1: a random choice</source>
        <translation>%1 खेलें: रैंडम चुनाव</translation>
    </message>
    <message>
        <source>A random choice</source>
        <translation>रैंडम चुनाव</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it completes or extends a meld</source>
        <translation>ओपन डेक से %1 लें: यह एक मेल्ड पूरा करता है या बढ़ाता है</translation>
    </message>
    <message>
        <source>Take the open card: it completes or extends a meld</source>
        <translation>खुला पत्ता लें: यह एक मेल्ड पूरा करता है या बढ़ाता है</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it lowers the points of your hand</source>
        <translation>ओपन डेक से %1 लें: इससे आपके हाथ के अंक घटते हैं</translation>
    </message>
    <message>
        <source>Take the open card: it lowers the points of your hand</source>
        <translation>खुला पत्ता लें: इससे आपके हाथ के अंक घटते हैं</translation>
    </message>
    <message>
        <source>Draw from the closed deck: %1 on the open deck does not help</source>
        <translation>क्लोज़्ड डेक से उठाएँ: ओपन डेक का %1 काम का नहीं</translation>
    </message>
    <message>
        <source>Draw from the closed deck: the open card does not help</source>
        <translation>क्लोज़्ड डेक से उठाएँ: खुला पत्ता काम का नहीं</translation>
    </message>
    <message>
        <source>Finish with %1 and declare: your hand is valid</source>
        <translation>%1 से फ़िनिश करके डिक्लेयर करें: आपका हाथ मान्य है</translation>
    </message>
    <message>
        <source>Declare: your hand is valid</source>
        <translation>डिक्लेयर करें: आपका हाथ मान्य है</translation>
    </message>
    <message>
        <source>Drop now for %n points: this hand has too little to build on</source>
        <translation>अभी %n अंकों पर ड्रॉप करें: इस हाथ में आगे बढ़ाने लायक़ बहुत कम है</translation>
    </message>
    <message>
        <source>Drop now for %n points: you are far behind, and a full loss would cost more</source>
        <translation>अभी %n अंकों पर ड्रॉप करें: आप बहुत पीछे हैं, और पूरी हार महँगी पड़ेगी</translation>
    </message>
    <message>
        <source>Re-join the pool</source>
        <translation>पूल में फिर से शामिल हों</translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation>कोई कारण नहीं दिया गया</translation>
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
        <translation>छूटी चालों से बाहर</translation>
    </message>
    <message>
        <source>Knock with gin, discarding %1: no deadwood left</source>
        <translation>%1 फेंककर जिन से नॉक करें: कोई बेकार पत्ता नहीं बचा</translation>
    </message>
    <message>
        <source>Knock, discarding %1: %n points of deadwood left</source>
        <translation>%1 फेंककर नॉक करें: %n अंकों का बेकार पत्ता बचा</translation>
    </message>
    <message>
        <source>Leave %1: it does not help your hand</source>
        <translation>%1 छोड़ दें: यह आपके हाथ के काम का नहीं</translation>
    </message>
    <message>
        <source>Leave the upcard: it does not help your hand</source>
        <translation>खुला पत्ता छोड़ दें: यह आपके हाथ के काम का नहीं</translation>
    </message>
    <message>
        <source>Too much deadwood to knock: the cards you keep must count no more than the knock value.</source>
        <translation>नॉक के लिए डेडवुड ज़्यादा है: रखे गए पत्ते नॉक की सीमा से ज़्यादा नहीं गिने जाने चाहिए।</translation>
    </message>
    <message>
        <source>The card you just took from the discard pile cannot go back on it this turn: discard another card.</source>
        <translation>डिस्कार्ड पाइल से अभी लिया पत्ता इसी बारी में वापस नहीं जा सकता: कोई और पत्ता फेंकें।</translation>
    </message>
    <message>
        <source>You took the last discard at the wall: you must knock now.</source>
        <translation>आपने वॉल पर आख़िरी फेंका पत्ता लिया है: अब आपको नॉक करना होगा।</translation>
    </message>
    <message>
        <source>tunnela</source>
        <translation>तनेला</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>विशेषज्ञ</translation>
    </message>
    <message>
        <source>The search found this move best, by %n point(s) on average</source>
        <translation>खोज के अनुसार यह चाल सबसे अच्छी है, औसतन %n अंकों से</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>स्टॉक से पत्ता उठाएँ</translation>
    </message>
    <message>
        <source>take %1 cards from the pile</source>
        <translation>ढेर से %1 पत्ते उठाएँ</translation>
    </message>
    <message>
        <source>take the top of the pile</source>
        <translation>ढेर का ऊपरी पत्ता उठाएँ</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>%1 फेंकें</translation>
    </message>
    <message>
        <source>declare, finishing with %1</source>
        <translation>%1 रखकर घोषित करना</translation>
    </message>
    <message>
        <source>drop out of the deal</source>
        <translation>डील छोड़ देना</translation>
    </message>
    <message>
        <source>miss the turn</source>
        <translation>बारी छोड़ना</translation>
    </message>
    <message>
        <source>leave the upcard</source>
        <translation>खुला पत्ता छोड़ देना</translation>
    </message>
    <message>
        <source>knock, discarding %1</source>
        <translation>%1 फेंककर नॉक करना</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>%1 मेल्ड करें</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>%1 ले ऑफ़ करें</translation>
    </message>
    <message>
        <source>swap %1 for a joker</source>
        <translation>%1 देकर जोकर लें</translation>
    </message>
    <message>
        <source>take %1 from a meld</source>
        <translation>किसी मेल्ड से %1 लें</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>चाल ख़त्म करें</translation>
    </message>
</context>
</TS>
