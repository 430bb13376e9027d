<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="bn" sourcelanguage="en">
<context>
    <name>FileKind</name>
    <message>
        <source>it is not an ordinary file (a folder, a pipe or a device)</source>
        <translation>এটি সাধারণ ফাইল নয় (ফোল্ডার, পাইপ বা ডিভাইস)</translation>
    </message>
</context>
<context>
    <name>GinSaveCodec</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>ফাইলটি নষ্ট: খেলোয়াড়দের সেটিংস পড়া যাচ্ছে না।</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>এই ফাইলটি রামির সংরক্ষিত খেলা নয়।</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>About Rummy</source>
        <translation>রামি সম্পর্কে</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rummy %1&lt;/h3&gt;&lt;p&gt;Indian Rummy (13 and 21 cards: Points, Pool 101 and 201, Deals) and Gin Rummy against computer players, offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. You may share and change it under that licence; it comes with no warranty.&lt;/p&gt;&lt;p&gt;The rules engine, the computer players, the card faces and the translations are the Rummy project&apos;s own work. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;রামি %1&lt;/h3&gt;&lt;p&gt;ইন্ডিয়ান রামি (১৩/২১ তাস: পয়েন্টস, পুল ১০১ ও ২০১, ডিলস) এবং জিন রামি, কম্পিউটার খেলোয়াড়দের বিরুদ্ধে, অফলাইনে।&lt;/p&gt;&lt;p&gt;GNU জেনারেল পাবলিক লাইসেন্স, সংস্করণ ৩ বা পরবর্তী, অনুযায়ী মুক্ত সফটওয়্যার। সেই লাইসেন্স মেনে আপনি এটি ভাগ করতে ও বদলাতে পারেন; এর কোনো ওয়ারেন্টি নেই।&lt;/p&gt;&lt;p&gt;নিয়মের ইঞ্জিন, কম্পিউটার খেলোয়াড়, তাসের ছবি ও অনুবাদ রামি প্রকল্পের নিজস্ব কাজ। Qt %2 দিয়ে তৈরি।&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Rummy</source>
        <translation>রামি</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>ঠিক আছে</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>খুলুন</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>বাতিল করুন</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>প্রয়োগ করুন</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>রিসেট করুন</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>সাহায্য</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>বাদ দিন</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>হ্যাঁ(&amp;Y)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>না(&amp;N)</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>ডিফল্টে ফেরান</translation>
    </message>
</context>
<context>
    <name>SaveRecord</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>ফাইলটি নষ্ট: খেলোয়াড়দের সেটিংস পড়া যাচ্ছে না।</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>সংরক্ষিত ম্যাচে এমন চাল আছে যা নিয়মে চলে না: %1</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <source>The file is cut short: it ends in the middle of the saved game.</source>
        <translation>ফাইলটি অসম্পূর্ণ: সংরক্ষিত খেলার মাঝপথেই শেষ হয়ে গেছে।</translation>
    </message>
    <message>
        <source>The file is damaged: it is not readable as a saved game (line %1, column %2).</source>
        <translation>ফাইলটি নষ্ট: এটিকে সংরক্ষিত খেলা হিসেবে পড়া যাচ্ছে না (লাইন %1, কলাম %2)।</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>এই ফাইলটি রামির সংরক্ষিত খেলা নয়।</translation>
    </message>
    <message>
        <source>The file is damaged: it does not say which save format it uses.</source>
        <translation>ফাইলটি নষ্ট: এটি কোন সেভ ফরম্যাট ব্যবহার করে তা বলা নেই।</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Rummy (save format %1; this version reads format %2).</source>
        <translation>এই খেলাটি রামির নতুন সংস্করণে সংরক্ষিত (সেভ ফরম্যাট %1; এই সংস্করণ ফরম্যাট %2 পড়ে)।</translation>
    </message>
    <message>
        <source>This game uses an old save format (%1) that this version of Rummy cannot read.</source>
        <translation>এই খেলাটি পুরনো সেভ ফরম্যাটে (%1), যা রামির এই সংস্করণ পড়তে পারে না।</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable.</source>
        <translation>ফাইলটি নষ্ট: ম্যাচের রেকর্ড পড়া যাচ্ছে না।</translation>
    </message>
    <message>
        <source>The file is damaged: its rules cannot be played.</source>
        <translation>ফাইলটি নষ্ট: এর নিয়মে খেলা যায় না।</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>সংরক্ষিত ম্যাচে এমন চাল আছে যা নিয়মে চলে না: %1</translation>
    </message>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>ফাইলটি নষ্ট: খেলোয়াড়দের সেটিংস পড়া যাচ্ছে না।</translation>
    </message>
    <message>
        <source>Could not save the game to %1: %2</source>
        <translation>খেলাটি %1-এ সংরক্ষণ করা গেল না: %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>ফোল্ডার %1 তৈরি করা যাচ্ছে না</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>%1 খোলা গেল না: %2</translation>
    </message>
    <message>
        <source>This version of Rummy cannot play the game this file holds.</source>
        <translation>রামির এই সংস্করণ এই ফাইলের খেলাটি খেলতে পারে না।</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable (at %1).</source>
        <translation>ফাইলটি নষ্ট: ম্যাচের রেকর্ড পড়া যাচ্ছে না (%1-এ)।</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>it could not be opened: %1</source>
        <translation>এটি খোলা গেল না: %1</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>এটি বৈধ JSON নয় (%1)</translation>
    </message>
    <message>
        <source>it is not a statistics file of this version</source>
        <translation>এটি এই সংস্করণের পরিসংখ্যান ফাইল নয়</translation>
    </message>
    <message>
        <source>the figures for %1 are damaged</source>
        <translation>%1-এর পরিসংখ্যান নষ্ট</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. It was kept as %3 and new statistics were started.</source>
        <translation>আপনার পরিসংখ্যান ফাইল %1 পড়া গেল না: %2। সেটি %3 নামে রাখা হয়েছে এবং নতুন পরিসংখ্যান শুরু হয়েছে।</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. New statistics were started; the old file will be replaced when they are saved.</source>
        <translation>আপনার পরিসংখ্যান ফাইল %1 পড়া গেল না: %2। নতুন পরিসংখ্যান শুরু হয়েছে; সংরক্ষণের সময় পুরনো ফাইলটি বদলে যাবে।</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1: %2</source>
        <translation>আপনার পরিসংখ্যান %1-এ সংরক্ষণ করা গেল না: %2</translation>
    </message>
    <message>
        <source>the figures for Gin are damaged</source>
        <translation>জিনের পরিসংখ্যান নষ্ট হয়ে গেছে</translation>
    </message>
    <message>
        <source>the list of deals counted is damaged</source>
        <translation>গোনা ডিলগুলোর তালিকা নষ্ট</translation>
    </message>
    <message>
        <source>the figures for 21 cards are damaged</source>
        <translation>21 তাসের খেলার পরিসংখ্যান নষ্ট হয়ে গেছে</translation>
    </message>
    <message>
        <source>it is %1 MB, far larger than statistics are</source>
        <translation>এটি %1 MB, পরিসংখ্যানের চেয়ে অনেক বড়</translation>
    </message>
    <message>
        <source>the figures for the table games are damaged</source>
        <translation>টেবিল গেমের পরিসংখ্যান নষ্ট হয়ে গেছে</translation>
    </message>
</context>
<context>
    <name>TableGameInput</name>
    <message>
        <source>The opening needs %1 more points.</source>
        <translation>ওপেনিংয়ের জন্য আরও %1 পয়েন্ট লাগবে।</translation>
    </message>
    <message>
        <source>Select three or more cards that make a set or a run, then Meld.</source>
        <translation>সেট বা রান হয় এমন তিন বা তার বেশি তাস বেছে নিন, তারপর মেল্ড করুন।</translation>
    </message>
    <message>
        <source>Select one card to lay off, then click a meld on the table.</source>
        <translation>লে অফ করতে একটি তাস বেছে নিন, তারপর টেবিলের কোনো মেল্ডে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>%1 fits on no meld on the table.</source>
        <translation>%1 টেবিলের কোনো মেল্ডে বসে না।</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>ফেলার জন্য একটি তাস বেছে নিন।</translation>
    </message>
</context>
<context>
    <name>TableGameResultPanel</name>
    <message>
        <source>%1 went out.</source>
        <translation>%1 সব তাস নামিয়ে বেরিয়ে গেল।</translation>
    </message>
    <message>
        <source>Nobody went out: the hand is blocked.</source>
        <translation>কেউ বেরোয়নি: হ্যান্ড আটকে গেছে।</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>খেলোয়াড়</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>মেল্ড</translation>
    </message>
    <message>
        <source>Melded</source>
        <translation>মেল্ডের পয়েন্ট</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>হাতে</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>এই হ্যান্ড</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>মোট</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>স্কোর শিট</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>হ্যান্ড</translation>
    </message>
    <message>
        <source>Hand %1 of %2. Click here or press N for the next hand.</source>
        <translation>হাত %1 / %2। পরের হাতের জন্য এখানে ক্লিক করুন বা N চাপুন।</translation>
    </message>
    <message>
        <source>Target %1, for the player who goes out. Click here or press N for the next hand.</source>
        <translation>লক্ষ্য %1, যে বেরিয়ে যায় তার জন্য। পরের হাতের জন্য এখানে ক্লিক করুন বা N চাপুন।</translation>
    </message>
    <message>
        <source>Target %1. Click here or press N for the next hand.</source>
        <translation>লক্ষ্য %1। পরের হ্যান্ডের জন্য এখানে ক্লিক করুন বা N চাপুন।</translation>
    </message>
    <message>
        <source>%1 wins the game! Click here or press N for a new game.</source>
        <translation>%1 গেম জিতেছে! নতুন গেমের জন্য এখানে ক্লিক করুন বা N চাপুন।</translation>
    </message>
</context>
<context>
    <name>TableGameSaveCodec</name>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>এই ফাইলটি রামির সংরক্ষিত খেলা নয়।</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Indian Rummy against computer opponents.</source>
        <translation>কম্পিউটার প্রতিপক্ষের বিরুদ্ধে ইন্ডিয়ান রামি।</translation>
    </message>
    <message>
        <source>Deal deterministically from seed &lt;N&gt;.</source>
        <translation>সিড &lt;N&gt; থেকে নির্দিষ্ট ক্রমে তাস বাঁটুন।</translation>
    </message>
    <message>
        <source>Players at the table, 2 to 6 (default 4).</source>
        <translation>টেবিলে খেলোয়াড়, 2 থেকে 6 (ডিফল্ট 4)।</translation>
    </message>
    <message>
        <source>Match format: points, pool101, pool201, deals2, deals3, deals6.</source>
        <translation>ম্যাচের ফরম্যাট: points, pool101, pool201, deals2, deals3, deals6।</translation>
    </message>
    <message>
        <source>Milliseconds a bot seems to think (default 700).</source>
        <translation>বট কত মিলিসেকেন্ড ভাবছে বলে মনে হবে (ডিফল্ট 700)।</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>সেটিংস</translation>
    </message>
    <message>
        <source>Some saved settings could not be used; their defaults apply instead.</source>
        <translation>কিছু সংরক্ষিত সেটিংস ব্যবহার করা গেল না; তাদের বদলে ডিফল্ট প্রযোজ্য।</translation>
    </message>
    <message>
        <source>The game: indian13, indian21, gin, straight, 500, 51 or kaluki (default: the settings).</source>
        <translation>গেম: indian13, indian21, gin, straight, 500, 51 বা kaluki (ডিফল্ট: সেটিংস)।</translation>
    </message>
</context>
<context>
    <name>rummy::AppSettings</name>
    <message>
        <source>“%1” is not a number from %2 to %3: %4.</source>
        <translation>“%1” %2 থেকে %3-এর মধ্যে কোনো সংখ্যা নয়: %4।</translation>
    </message>
    <message>
        <source>“%1” is not true or false: %2.</source>
        <translation>“%1” true বা false নয়: %2।</translation>
    </message>
    <message>
        <source>Unknown match format “%1”; Points rummy is used.</source>
        <translation>অজানা ম্যাচ ফরম্যাট “%1”; পয়েন্টস রামি ব্যবহার হবে।</translation>
    </message>
    <message>
        <source>The number of players is reset to %1.</source>
        <translation>খেলোয়াড়ের সংখ্যা %1 করা হয়েছে।</translation>
    </message>
    <message>
        <source>Unknown level “%1” for seat %2; Medium is used.</source>
        <translation>সিট %2-এর জন্য অজানা স্তর “%1”; মাঝারি ব্যবহার হবে।</translation>
    </message>
    <message>
        <source>The name for seat %1 is too long; it is shortened.</source>
        <translation>সিট %1-এর নাম খুব লম্বা; ছোট করা হয়েছে।</translation>
    </message>
    <message>
        <source>The house rules are reset to the format&apos;s standard rules.</source>
        <translation>হাউস রুলস ফরম্যাটের মানক নিয়মে ফেরানো হয়েছে।</translation>
    </message>
    <message>
        <source>The saved house rules cannot be played by %1 players; the format&apos;s standard rules are used.</source>
        <translation>সংরক্ষিত হাউস রুলসে %1 জন খেলতে পারে না; ফরম্যাটের মানক নিয়ম ব্যবহার হবে।</translation>
    </message>
    <message>
        <source>The card deck “%1” is not installed; the built-in deck is used.</source>
        <translation>তাসের প্যাকেট “%1” ইনস্টল করা নেই; অন্তর্নির্মিত প্যাকেট ব্যবহার হবে।</translation>
    </message>
    <message>
        <source>Unknown card back “%1”; red is used.</source>
        <translation>অজানা তাসের পিঠ “%1”; লাল ব্যবহার হবে।</translation>
    </message>
    <message>
        <source>“%1” is not a colour; the green felt is used.</source>
        <translation>“%1” কোনো রং নয়; সবুজ কাপড় ব্যবহার হবে।</translation>
    </message>
    <message>
        <source>Unknown animation speed “%1”; Normal is used.</source>
        <translation>অজানা অ্যানিমেশন গতি “%1”; সাধারণ ব্যবহার হবে।</translation>
    </message>
    <message>
        <source>The bots&apos; thinking time is reset to %1 ms.</source>
        <translation>বটের ভাবার সময় %1 মি.সে. করা হয়েছে।</translation>
    </message>
    <message>
        <source>Unknown language “%1”; the system language is used.</source>
        <translation>অজানা ভাষা “%1”; সিস্টেমের ভাষা ব্যবহার হবে।</translation>
    </message>
    <message>
        <source>The settings were saved by another version of Rummy (%1); the defaults are used.</source>
        <translation>সেটিংস রামির অন্য সংস্করণে (%1) সংরক্ষিত; ডিফল্ট ব্যবহার হবে।</translation>
    </message>
    <message>
        <source>Unknown game “%1”; Indian Rummy is used.</source>
        <translation>অজানা খেলা “%1”; ইন্ডিয়ান রামি খেলা হবে।</translation>
    </message>
    <message>
        <source>Unknown wall rule “%1”.</source>
        <translation>ওয়ালের অজানা নিয়ম “%1”।</translation>
    </message>
    <message>
        <source>The Gin options are reset to the standard rules.</source>
        <translation>জিনের বিকল্পগুলো মানক নিয়মে ফেরানো হয়েছে।</translation>
    </message>
    <message>
        <source>Unknown value-card scheme “%1”.</source>
        <translation>ভ্যালু কার্ড দেওয়ার অজানা নিয়ম “%1”।</translation>
    </message>
    <message>
        <source>The table game&apos;s options are reset to its standard rules.</source>
        <translation>টেবিল গেমের বিকল্পগুলি তার মানক নিয়মে ফেরানো হয়েছে।</translation>
    </message>
    <message>
        <source>The Expert&apos;s thinking time is reset to %1 ms.</source>
        <translation>বিশেষজ্ঞের ভাবার সময় %1 মি.সে. করা হয়েছে।</translation>
    </message>
</context>
<context>
    <name>rummy::CardCache</name>
    <message>
        <source>The card deck “%1” could not be read; the built-in deck is used.</source>
        <translation>তাসের প্যাকেট “%1” পড়া গেল না; অন্তর্নির্মিত প্যাকেট ব্যবহার হবে।</translation>
    </message>
</context>
<context>
    <name>rummy::DealCodeBar</name>
    <message>
        <source>Deal code:</source>
        <translation>ডিল কোড:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>ডিল কোড</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>কপি করুন</translation>
    </message>
    <message>
        <source>Replay it with Game → Play a deal by code…</source>
        <translation>আবার খেলুন: খেলা → কোড দিয়ে ডিল খেলুন…</translation>
    </message>
    <message>
        <source>The code keeps the standard rules of the format, not the house rules of this match.</source>
        <translation>কোডে ফরম্যাটের মানক নিয়ম থাকে, এই ম্যাচের হাউস রুলস নয়।</translation>
    </message>
</context>
<context>
    <name>rummy::DeckCatalog</name>
    <message>
        <source>Standard (two colours)</source>
        <translation>মানক (দুই রং)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>চার রং</translation>
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
        <translation>ফেলা তাসের ইতিহাস</translation>
    </message>
    <message>
        <source>threw %1</source>
        <translation>%1 ফেললেন</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>%1 তুললেন</translation>
    </message>
    <message>
        <source>%1 back (turn missed)</source>
        <translation>%1 ফেরত (চাল ছুটে গেছে)</translation>
    </message>
    <message>
        <source>%1 on Finish</source>
        <translation>%1 ফিনিশে</translation>
    </message>
    <message>
        <source>Nothing has been thrown yet in this deal.</source>
        <translation>এই ডিলে এখনও কিছু ফেলা হয়নি।</translation>
    </message>
    <message>
        <source>The whole deal, oldest first. Cards drawn from the closed deck are not shown: nobody sees them.</source>
        <translation>পুরো ডিল, পুরনোটা আগে। বন্ধ ডেক থেকে তোলা তাস দেখানো হয় না: কেউ সেগুলো দেখে না।</translation>
    </message>
</context>
<context>
    <name>rummy::GameFront</name>
    <message>
        <source>Last move: %1.</source>
        <translation>শেষ চাল: %1।</translation>
    </message>
</context>
<context>
    <name>rummy::GinController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 স্টক থেকে তাস তুলল</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 ডিসকার্ড পাইলের তাস নিল</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 %2 তুলল</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 %2 ফেলল</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 পাস করল</translation>
    </message>
    <message>
        <source>%1 knocked</source>
        <translation>%1 নক করল</translation>
    </message>
</context>
<context>
    <name>rummy::GinFront</name>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>আগে আপকার্ড নিন বা পাস করুন।</translation>
    </message>
    <message>
        <source>Both players passed the upcard: the first draw is from the stock.</source>
        <translation>দুজনেই আপকার্ড পাস করেছে: প্রথম তাস স্টক থেকে তুলতে হবে।</translation>
    </message>
    <message>
        <source>Gin moves</source>
        <translation>জিনের চাল</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>তাস তুলুন</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>ফেলা তাস নিন</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>পাস</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>তাস ফেলুন</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>আগে একটি তাস বাছুন (ক্লিক করুন), তারপর তাস ফেলুন।</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>সাজান</translation>
    </message>
    <message>
        <source>Back to the automatic grouping: melds first, then the deadwood (S)</source>
        <translation>স্বয়ংক্রিয় সাজানোয় ফিরুন: আগে মেল্ড, তারপর ডেডউড (S)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>নক</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>পরের হ্যান্ড</translation>
    </message>
    <message>
        <source>Abandon this game of Gin Rummy and start a new one?</source>
        <translation>জিন রামির এই খেলা ছেড়ে নতুন শুরু করবেন?</translation>
    </message>
    <message>
        <source>You cannot knock yet: your best discard leaves deadwood %1, and a knock needs %2 or less.</source>
        <translation>এখনও নক করতে পারবেন না: সেরা তাস ফেললেও ডেডউড থাকে %1, আর নকের জন্য দরকার %2 বা কম।</translation>
    </message>
    <message>
        <source>Big gin! Lay down all eleven cards?</source>
        <translation>বিগ জিন! এগারোটি তাসই নামাবেন?</translation>
    </message>
    <message>
        <source>Gin! Knock, discarding %1?</source>
        <translation>জিন! %1 ফেলে নক করবেন?</translation>
    </message>
    <message>
        <source>Knock, discarding %1? Deadwood %2</source>
        <translation>%1 ফেলে নক করবেন? ডেডউড %2</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>গেম শেষ: আবার খেলতে নতুন খেলা চাপুন।</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>হ্যান্ড শেষ: পরেরটি বাঁটতে পরের হ্যান্ড চাপুন।</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>এই হ্যান্ডের কোড: %1</translation>
    </message>
    <message>
        <source>Your turn: take the upcard (O) or pass (P).</source>
        <translation>আপনার দান: আপকার্ড নিন (O) বা পাস করুন (P)।</translation>
    </message>
    <message>
        <source>Two cards are left: take the discard to knock (O), or pass (P) and the hand is void.</source>
        <translation>দুটি তাস বাকি: নক করতে ফেলা তাস নিন (O), বা পাস করুন (P) আর হ্যান্ড বাতিল হবে।</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the stock, or O to take the discard.</source>
        <translation>আপনার পালা: স্টক থেকে নিতে C, ফেলা তাস নিতে O চাপুন।</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw.</source>
        <translation>আপনার দান: তাস তুলতে স্টক বা ডিসকার্ড পাইলে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>You took the discard at the wall: knock now (K).</source>
        <translation>আপনি ওয়ালে ফেলা তাস নিয়েছেন: এখন নক করুন (K)।</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or K to knock.</source>
        <translation>আপনার পালা: তীর কী ও স্পেস দিয়ে তাস বাছুন, তারপর ফেলতে D বা নক করতে K।</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the discard pile, or onto Knock.</source>
        <translation>আপনার দান: একটি তাস ডিসকার্ড পাইলে, বা নকে টেনে আনুন।</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1-এর দান।</translation>
    </message>
</context>
<context>
    <name>rummy::GinHintProvider</name>
    <message>
        <source>Hint</source>
        <translation>ইঙ্গিত</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>ইঙ্গিত: একজন দক্ষ খেলোয়াড় কী করতেন? (%1)</translation>
    </message>
    <message>
        <source>pass: %1 would not let you knock</source>
        <translation>পাস করুন: %1 নিয়ে আপনি নক করতে পারবেন না</translation>
    </message>
    <message>
        <source>pass: %1 does not lower your deadwood</source>
        <translation>পাস করুন: %1 আপনার ডেডউড কমায় না</translation>
    </message>
    <message>
        <source>take %1 and knock</source>
        <translation>%1 নিন এবং নক করুন</translation>
    </message>
    <message>
        <source>take %1: after a discard your deadwood would be %2</source>
        <translation>%1 নিন: একটি তাস ফেলার পর আপনার ডেডউড হবে %2</translation>
    </message>
    <message>
        <source>draw from the stock: %1 does not help you</source>
        <translation>স্টক থেকে তাস তুলুন: %1 আপনার কাজে লাগবে না</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>স্টক থেকে তাস তুলুন</translation>
    </message>
    <message>
        <source>discard %1: it leaves deadwood %2</source>
        <translation>%1 ফেলুন: ডেডউড থাকবে %2</translation>
    </message>
    <message>
        <source>knock with %1: that is gin</source>
        <translation>%1 দিয়ে নক করুন: এটা জিন</translation>
    </message>
    <message>
        <source>knock with %1: deadwood %2</source>
        <translation>%1 দিয়ে নক করুন: ডেডউড %2</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>ইঙ্গিত আপনার দানে দেওয়া হয়।</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>ইঙ্গিত: %1।</translation>
    </message>
</context>
<context>
    <name>rummy::GinRulesDialog</name>
    <message>
        <source>Straight gin: only gin ends a hand; nobody may knock with deadwood.</source>
        <translation>স্ট্রেট জিন: শুধু জিনেই হ্যান্ড শেষ হয়; ডেডউড নিয়ে কেউ নক করতে পারে না।</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10); an ace turned up means gin only.</source>
        <translation>ওকলাহোমা: প্রথম আপকার্ডের মানই নকের সীমা (ছবির তাস 10); টেক্কা উঠলে শুধু জিন।</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10, an ace 1).</source>
        <translation>ওকলাহোমা: প্রথম আপকার্ডের মানই নকের সীমা (ছবির তাস 10, টেক্কা 1)।</translation>
    </message>
    <message>
        <source>Knock with %1 or less deadwood.</source>
        <translation>%1 বা তার কম ডেডউডে নক করুন।</translation>
    </message>
    <message>
        <source>A spade turned up as the first upcard doubles the hand.</source>
        <translation>প্রথম আপকার্ড ইস্কাপন হলে হ্যান্ডের পয়েন্ট দ্বিগুণ।</translation>
    </message>
    <message>
        <source>Gin bonus %1, undercut bonus %2.</source>
        <translation>জিন বোনাস %1, আন্ডারকাট বোনাস %2।</translation>
    </message>
    <message>
        <source>Big gin (all eleven cards melded) scores a bonus of %1.</source>
        <translation>বিগ জিন (এগারোটি তাসই মেল্ডে) পেলে %1 বোনাস।</translation>
    </message>
    <message>
        <source>There is no big gin.</source>
        <translation>বিগ জিন নেই।</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock is an undercut.</source>
        <translation>নকের পর সমান ডেডউড হলে তা আন্ডারকাট।</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock wins the hand for the knocker, for no points.</source>
        <translation>নকের পর সমান ডেডউড হলে নককারী হ্যান্ড জেতে, পয়েন্ট ছাড়া।</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may be thrown back at once.</source>
        <translation>ডিসকার্ড পাইল থেকে এইমাত্র নেওয়া তাস সঙ্গে সঙ্গে ফেরত ফেলা যায়।</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be thrown back in the same turn.</source>
        <translation>ডিসকার্ড পাইল থেকে এইমাত্র নেওয়া তাস একই দানে ফেরত ফেলা যায় না।</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the hand is void.</source>
        <translation>ওয়ালে (স্টকে দুটি তাস বাকি) হ্যান্ড বাতিল হয়।</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the other player may take the last discard only to knock with it; otherwise the hand is void.</source>
        <translation>ওয়ালে (স্টকে দুটি তাস বাকি) অন্য খেলোয়াড় শেষ ফেলা তাস শুধু নক করার জন্য নিতে পারে; নইলে হ্যান্ড বাতিল।</translation>
    </message>
    <message>
        <source>Game to %1 points; game bonus %2, box bonus %3 for every hand won.</source>
        <translation>গেম %1 পয়েন্ট পর্যন্ত; গেম বোনাস %2, প্রতিটি জেতা হ্যান্ডে বক্স বোনাস %3।</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s points.</source>
        <translation>শাটআউটে বিজয়ীর পয়েন্ট দ্বিগুণ।</translation>
    </message>
    <message>
        <source>A shutout does not double the points.</source>
        <translation>শাটআউটে পয়েন্ট দ্বিগুণ হয় না।</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>জিন রামির নিয়ম</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>নিয়মের লেখা পাওয়া যায়নি।</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>এই টেবিলের নিয়ম</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>নিয়ম</translation>
    </message>
</context>
<context>
    <name>rummy::GinScoreSheet</name>
    <message>
        <source>knock</source>
        <translation>নক</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>আন্ডারকাট</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>জিন</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>বিগ জিন</translation>
    </message>
    <message>
        <source>void</source>
        <translation>বাতিল</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>বক্স</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>শাটআউট</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>গেম</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>বক্স বোনাস</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>মোট</translation>
    </message>
    <message>
        <source>Score sheet · game to %1</source>
        <translation>স্কোর শিট · গেম %1 পর্যন্ত</translation>
    </message>
    <message>
        <source>… earlier hands: %1</source>
        <translation>… আগের হ্যান্ড: %1</translation>
    </message>
</context>
<context>
    <name>rummy::GinShownGroups</name>
    <message>
        <source>set</source>
        <translation>সেট</translation>
    </message>
    <message>
        <source>run</source>
        <translation>রান</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>ডেডউড %1</translation>
    </message>
    <message>
        <source>%1 + %2 laid off</source>
        <translation>%1 + %2 লে অফ</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>ডেডউড</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableScene</name>
    <message>
        <source>Gin table</source>
        <translation>জিনের টেবিল</translation>
    </message>
    <message>
        <source>The opponent&apos;s cards at the top, the stock, the discard pile and the Knock target in the middle, the score sheet on the right, your hand at the bottom</source>
        <translation>উপরে প্রতিপক্ষের তাস, মাঝে স্টক, ডিসকার্ড পাইল আর নকের জায়গা, ডানে স্কোর শিট, নিচে আপনার তাস</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableTexts</name>
    <message>
        <source>Stock · %1 · wall at %2</source>
        <translation>স্টক · %1 · ওয়াল %2-এ</translation>
    </message>
    <message>
        <source>Stock · %1</source>
        <translation>স্টক · %1</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>আপকার্ড</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>ডিসকার্ড পাইল</translation>
    </message>
    <message>
        <source>Cards in the discard pile: %1</source>
        <translation>ডিসকার্ড পাইলে তাস: %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>নক</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>শুধু জিন</translation>
    </message>
    <message>
        <source>Deadwood ≤ %1</source>
        <translation>ডেডউড ≤ %1</translation>
    </message>
    <message>
        <source>Take to knock</source>
        <translation>নক করতে নিন</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>%1 নিন</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>পাস</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 খেলছে…</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>আপনার দান: আপকার্ড নিন বা পাস করুন</translation>
    </message>
    <message>
        <source>The wall: take the discard to knock, or pass</source>
        <translation>ওয়াল: নক করতে ফেলা তাস নিন, বা পাস করুন</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or the discard pile</source>
        <translation>আপনার দান: স্টক বা ডিসকার্ড পাইল থেকে তাস তুলুন</translation>
    </message>
    <message>
        <source>Knock now: you took the discard at the wall</source>
        <translation>এখন নক করুন: আপনি ওয়ালে ফেলা তাস নিয়েছেন</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock</source>
        <translation>আপনার দান: একটি তাস ফেলুন, বা নক করুন</translation>
    </message>
    <message>
        <source>%1 pts · hands won: %2</source>
        <translation>%1 পয়েন্ট · জেতা হ্যান্ড: %2</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>ডেডউড %1</translation>
    </message>
    <message>
        <source>Without %1: gin!</source>
        <translation>%1 ছাড়া: জিন!</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2, you may knock</source>
        <translation>%1 ছাড়া: ডেডউড %2, আপনি নক করতে পারেন</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2</source>
        <translation>%1 ছাড়া: ডেডউড %2</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: gin only</source>
        <translation>ওকলাহোমা, %1 উঠেছে: শুধু জিন</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: knock at %2 or less</source>
        <translation>ওকলাহোমা, %1 উঠেছে: %2 বা কমে নক</translation>
    </message>
    <message>
        <source>points doubled</source>
        <translation>পয়েন্ট দ্বিগুণ</translation>
    </message>
    <message>
        <source>Gin only: no knocking with deadwood</source>
        <translation>শুধু জিন: ডেডউড নিয়ে নক নয়</translation>
    </message>
    <message>
        <source>Knock at %1 or less</source>
        <translation>%1 বা কমে নক</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>আন্ডারকাট!</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>জিন!</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>বিগ জিন!</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>বাতিল হ্যান্ড</translation>
    </message>
    <message>
        <source>The stock is down to %1 cards: nobody scores.</source>
        <translation>স্টকে %1টি তাস বাকি: কেউ পয়েন্ট পায় না।</translation>
    </message>
    <message>
        <source>%1 deals again.</source>
        <translation>আবার বাঁটবেন: %1।</translation>
    </message>
    <message>
        <source>Gin: %1</source>
        <translation>জিন: %1</translation>
    </message>
    <message>
        <source>Big gin: %1, all eleven cards melded</source>
        <translation>বিগ জিন: %1, এগারোটি তাসই মেল্ডে</translation>
    </message>
    <message>
        <source>Knock: %1 · deadwood %2</source>
        <translation>নক: %1 · ডেডউড %2</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2 · cards laid off: %3</source>
        <translation>ডিফেন্ডার: %1 · ডেডউড %2 · লে অফ তাস: %3</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2</source>
        <translation>ডিফেন্ডার: %1 · ডেডউড %2</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 = %4</source>
        <translation>%1-এর পয়েন্ট: %2 − %3 = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 + %4 undercut bonus = %5</source>
        <translation>%1-এর পয়েন্ট: %2 − %3 + %4 আন্ডারকাট বোনাস = %5</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 gin bonus = %4</source>
        <translation>%1-এর পয়েন্ট: %2 + %3 জিন বোনাস = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 big gin bonus = %4</source>
        <translation>%1-এর পয়েন্ট: %2 + %3 বিগ জিন বোনাস = %4</translation>
    </message>
    <message>
        <source>Doubled: a spade was the first upcard, %1 points.</source>
        <translation>দ্বিগুণ: প্রথম আপকার্ড ইস্কাপন ছিল, %1 পয়েন্ট।</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>এই হ্যান্ডের কোড: %1</translation>
    </message>
    <message>
        <source>Game over. Winner: %1, %2 to %3</source>
        <translation>গেম শেষ। বিজয়ী: %1, %2 বনাম %3</translation>
    </message>
    <message>
        <source>Shutout: the loser won no hand, so the winner&apos;s points are doubled.</source>
        <translation>শাটআউট: পরাজিত একটিও হ্যান্ড জেতেনি, তাই বিজয়ীর পয়েন্ট দ্বিগুণ।</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>নতুন খেলা</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>পরের হ্যান্ড</translation>
    </message>
</context>
<context>
    <name>rummy::HintProvider</name>
    <message>
        <source>Hint</source>
        <translation>ইঙ্গিত</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>ইঙ্গিত: একজন দক্ষ খেলোয়াড় কী করতেন? (%1)</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>ইঙ্গিত আপনার দানে দেওয়া হয়।</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>ইঙ্গিত: %1।</translation>
    </message>
    <message>
        <source>(The spare label marks %1, the throw that leaves the fewest points now; the hint also weighs what each card may still become and what it would give the next player.)</source>
        <translation>(স্পেয়ার লেবেল %1 দেখায়, যা ফেললে এখন সবচেয়ে কম পয়েন্ট থাকে; ইঙ্গিতটি এটাও বিচার করে প্রতিটি তাস পরে কী হতে পারে আর পরের খেলোয়াড়কে কী দেবে।)</translation>
    </message>
</context>
<context>
    <name>rummy::IndianController</name>
    <message>
        <source>The open deck was shuffled into a new closed deck. %1</source>
        <translation>খোলা ডেক শাফল করে নতুন বন্ধ ডেক হলো। %1</translation>
    </message>
    <message>
        <source>%1 missed a turn</source>
        <translation>%1 একটি দান ফসকাল</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row: a middle drop for %3 points</source>
        <translation>%1 পরপর %2টি চাল ছাড়লেন: %3 পয়েন্টের মিডল ড্রপ</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row and loses the deal with %3 points</source>
        <translation>%1 পরপর %2টি চাল ছাড়লেন এবং %3 পয়েন্টে ডিল হারলেন</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before a drop</source>
        <translation>চাল ছুটে গেছে: ড্রপের আগে %2-এর মধ্যে %1</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before the deal is lost</source>
        <translation>চাল ছুটে গেছে: ডিল হারার আগে %2-এর মধ্যে %1</translation>
    </message>
    <message>
        <source>%1 drew from the deck</source>
        <translation>%1 ক্লোজড ডেক থেকে তাস তুলল</translation>
    </message>
    <message>
        <source>%1 drew from the open deck</source>
        <translation>%1 ওপেন ডেক থেকে তাস তুলল</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 %2 তুলল</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 %2 ফেলল</translation>
    </message>
    <message>
        <source>%1 declared</source>
        <translation>%1 ডিক্লেয়ার করল</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>%1 ড্রপ করল</translation>
    </message>
</context>
<context>
    <name>rummy::IndianFront</name>
    <message>
        <source>Discard &amp;history…</source>
        <translation>ফেলা তাসের &amp;ইতিহাস…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Last deal&apos;s &amp;result…</source>
        <translation>শেষ ডিলের &amp;ফল…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>চাল</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>তাস তুলুন</translation>
    </message>
    <message>
        <source>Take open card</source>
        <translation>খোলা তাস নিন</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>রং অনুযায়ী সাজান</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>মেল্ড অনুযায়ী সাজান</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>গ্রুপ করুন</translation>
    </message>
    <message>
        <source>Select cards first (click them or press Space), then Group.</source>
        <translation>আগে তাস বাছুন (ক্লিক করুন বা Space চাপুন), তারপর গ্রুপ করুন।</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>তাস ফেলুন</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>আগে একটি তাস বাছুন (ক্লিক করুন), তারপর তাস ফেলুন।</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>ফিনিশ</translation>
    </message>
    <message>
        <source>Select the card to put on the finish slot, then Finish.</source>
        <translation>ফিনিশ স্লটে রাখার তাস বাছুন, তারপর ফিনিশ।</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>ড্রপ</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>ডিল শেষ।</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the closed deck, or O to take the open card.</source>
        <translation>আপনার পালা: বন্ধ ডেক থেকে নিতে C, খোলা তাস নিতে O চাপুন।</translation>
    </message>
    <message>
        <source>Your turn: click the closed deck or the open deck to draw.</source>
        <translation>আপনার দান: তাস তুলতে ক্লোজড ডেক বা ওপেন ডেকে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or F to finish.</source>
        <translation>আপনার পালা: তীর কী ও স্পেস দিয়ে তাস বাছুন, তারপর ফেলতে D বা ফিনিশের জন্য F।</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the open deck to discard, or onto Finish.</source>
        <translation>আপনার দান: তাস ফেলতে সেটি ওপেন ডেকে, বা ফিনিশে টেনে আনুন।</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1-এর দান।</translation>
    </message>
    <message>
        <source>Middle drop: %1 points</source>
        <translation>মিডল ড্রপ: %1 পয়েন্ট</translation>
    </message>
    <message>
        <source>First drop: %1 points</source>
        <translation>ফার্স্ট ড্রপ: %1 পয়েন্ট</translation>
    </message>
    <message>
        <source>Finish and declare</source>
        <translation>ফিনিশ ও ডিক্লেয়ার</translation>
    </message>
    <message>
        <source>Put %1 on the finish slot and declare your hand?</source>
        <translation>%1 ফিনিশ স্লটে রেখে আপনার হাত ডিক্লেয়ার করবেন?</translation>
    </message>
    <message>
        <source>Your groups are not a valid declaration (you need a pure sequence, a second sequence, and every card in a meld).</source>
        <translation>আপনার গ্রুপগুলি বৈধ ডিক্লেয়ার নয় (একটি পিওর সিকোয়েন্স, একটি দ্বিতীয় সিকোয়েন্স, আর প্রতিটি তাস কোনো মেল্ডে থাকা চাই)।</translation>
    </message>
    <message>
        <source>Declaring now costs %1 points. Declare anyway?</source>
        <translation>এখন ডিক্লেয়ার করলে %1 পয়েন্ট লাগবে। তবুও ডিক্লেয়ার করবেন?</translation>
    </message>
    <message>
        <source>Middle drop for %1 points?</source>
        <translation>%1 পয়েন্ট দিয়ে মিডল ড্রপ করবেন?</translation>
    </message>
    <message>
        <source>First drop for %1 points?</source>
        <translation>%1 পয়েন্ট দিয়ে ফার্স্ট ড্রপ করবেন?</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>অবস্থান</translation>
    </message>
    <message>
        <source>Re-join the pool?</source>
        <translation>পুলে আবার যোগ দেবেন?</translation>
    </message>
    <message>
        <source>You are out of the pool. Re-join the game at %1 points?</source>
        <translation>আপনি পুল থেকে বাদ। %1 পয়েন্টে খেলায় আবার যোগ দেবেন?</translation>
    </message>
    <message>
        <source>Abandon this match and start a new one?</source>
        <translation>এই ম্যাচ ছেড়ে নতুন শুরু করবেন?</translation>
    </message>
</context>
<context>
    <name>rummy::IndianScene</name>
    <message>
        <source>Card table</source>
        <translation>তাসের টেবিল</translation>
    </message>
    <message>
        <source>Opponents around the top, the decks in the middle, your hand at the bottom</source>
        <translation>প্রতিপক্ষরা ওপরে, ডেক মাঝখানে, আপনার হাত নিচে</translation>
    </message>
</context>
<context>
    <name>rummy::IndianTexts</name>
    <message>
        <source>Wild: aces</source>
        <translation>ওয়াইল্ড: টেক্কা</translation>
    </message>
    <message>
        <source>Wild: twos</source>
        <translation>ওয়াইল্ড: দুরি</translation>
    </message>
    <message>
        <source>Wild: threes</source>
        <translation>ওয়াইল্ড: তিরি</translation>
    </message>
    <message>
        <source>Wild: fours</source>
        <translation>ওয়াইল্ড: চৌকা</translation>
    </message>
    <message>
        <source>Wild: fives</source>
        <translation>ওয়াইল্ড: পাঞ্জা</translation>
    </message>
    <message>
        <source>Wild: sixes</source>
        <translation>ওয়াইল্ড: ছক্কা</translation>
    </message>
    <message>
        <source>Wild: sevens</source>
        <translation>ওয়াইল্ড: সাত্তা</translation>
    </message>
    <message>
        <source>Wild: eights</source>
        <translation>ওয়াইল্ড: আট্টা</translation>
    </message>
    <message>
        <source>Wild: nines</source>
        <translation>ওয়াইল্ড: নওলা</translation>
    </message>
    <message>
        <source>Wild: tens</source>
        <translation>ওয়াইল্ড: দহলা</translation>
    </message>
    <message>
        <source>Wild: jacks</source>
        <translation>ওয়াইল্ড: গোলাম</translation>
    </message>
    <message>
        <source>Wild: queens</source>
        <translation>ওয়াইল্ড: বিবি</translation>
    </message>
    <message>
        <source>Wild: kings</source>
        <translation>ওয়াইল্ড: সাহেব</translation>
    </message>
    <message>
        <source>Deck · empty, click to reshuffle</source>
        <translation>ডেক · খালি, শাফল করতে ক্লিক করুন</translation>
    </message>
    <message>
        <source>Deck · %1</source>
        <translation>ডেক · %1</translation>
    </message>
    <message>
        <source>No wild</source>
        <translation>ওয়াইল্ড নেই</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>ওপেন ডেক</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>ফিনিশ</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>ওপেন ডেক খালি।</translation>
    </message>
    <message>
        <source>Open deck, newest first:</source>
        <translation>ওপেন ডেক, নতুনটি আগে:</translation>
    </message>
    <message>
        <source>%1 (turned up by the dealer)</source>
        <translation>%1 (ডিলার খুলেছে)</translation>
    </message>
    <message>
        <source>%1 — thrown by %2</source>
        <translation>%1 — %2 ফেলেছে</translation>
    </message>
    <message numerus="yes">
        <source>… and %n older</source>
        <translation>
            <numerusform>… আর %nটি পুরনো</numerusform>
            <numerusform>… আর %nটি পুরনো</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>ডিল শেষ</translation>
    </message>
    <message>
        <source>Your turn: draw</source>
        <translation>আপনার দান: তাস তুলুন</translation>
    </message>
    <message>
        <source>Your turn: discard</source>
        <translation>আপনার দান: তাস ফেলুন</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 খেলছে…</translation>
    </message>
    <message>
        <source>%1 · %2 s</source>
        <translation>%1 · %2 সে.</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n চিপ</numerusform>
            <numerusform>%n চিপ</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n পয়েন্ট</numerusform>
            <numerusform>%n পয়েন্ট</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%nটি তাস</numerusform>
            <numerusform>%nটি তাস</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out · watching</source>
        <translation>আপনি বাদ · দেখছেন</translation>
    </message>
    <message>
        <source>You dropped · watching</source>
        <translation>আপনি ড্রপ করেছেন · দেখছেন</translation>
    </message>
    <message>
        <source>Wrong declaration · watching</source>
        <translation>ভুল ডিক্লেয়ার · দেখছেন</translation>
    </message>
    <message>
        <source>Turns missed · watching</source>
        <translation>চাল ফসকেছে · দেখছেন</translation>
    </message>
    <message>
        <source>Sitting out · watching</source>
        <translation>বাইরে বসে · দেখছেন</translation>
    </message>
    <message numerus="yes">
        <source>You · %n chips</source>
        <translation>
            <numerusform>আপনি · %n চিপ</numerusform>
            <numerusform>আপনি · %n চিপ</numerusform>
        </translation>
    </message>
    <message>
        <source>You · score %1</source>
        <translation>আপনি · স্কোর %1</translation>
    </message>
    <message>
        <source>Deal costs: %1 pts</source>
        <translation>ডিলের মূল্য: %1 পয়েন্ট</translation>
    </message>
    <message>
        <source>Hand: valid, %1 pts</source>
        <translation>হাত: বৈধ, %1 পয়েন্ট</translation>
    </message>
    <message>
        <source>Hand: %1 pts</source>
        <translation>হাত: %1 পয়েন্ট</translation>
    </message>
    <message>
        <source>%1 · 3 pure needed: %2 so far</source>
        <translation>%1 · 3টি পিওর দরকার: এখন পর্যন্ত %2</translation>
    </message>
    <message>
        <source>★ Value cards: %1</source>
        <translation>★ ভ্যালু কার্ড: %1</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>বাকি</translation>
    </message>
    <message>
        <source>%1 — a value card</source>
        <translation>%1 — একটি ভ্যালু কার্ড</translation>
    </message>
</context>
<context>
    <name>rummy::MainWindow</name>
    <message>
        <source>Rummy</source>
        <translation>রামি</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>খেলার অবস্থা</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>খেলা(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>নতুন খেলা(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>অ্যানিমেশন গতি(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>সাধারণ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>দ্রুত(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>বন্ধ(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>প্রস্থান(&amp;Q)</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>সাহায্য(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>নিয়ম(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>সেটিংস(&amp;S)…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>সেটিংস</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>সেটিংস সংরক্ষণ করা গেল না; খেলা বন্ধ করা পর্যন্ত প্রযোজ্য থাকবে।</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>তাসের প্যাকেট</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>পরিসংখ্যান(&amp;T)…</translation>
    </message>
    <message>
        <source>Start a game of Gin Rummy now? The game on the table ends.</source>
        <translation>এখনই জিন রামির গেম শুরু করবেন? টেবিলের খেলাটি শেষ হবে।</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy now? The game on the table ends.</source>
        <translation>এখনই ইন্ডিয়ান রামির ম্যাচ শুরু করবেন? টেবিলের খেলাটি শেষ হবে।</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>নতুন খেলা</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;কিবোর্ড শর্টকাট</translation>
    </message>
    <message>
        <source>&amp;About Rummy</source>
        <translation>রামি &amp;সম্পর্কে</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy with 21 cards now? The game on the table ends.</source>
        <translation>এখনই 21 তাসের ইন্ডিয়ান রামির ম্যাচ শুরু করবেন? টেবিলের খেলা শেষ হবে।</translation>
    </message>
    <message>
        <source>Start a game of %1 now? The game on the table ends.</source>
        <translation>এখনই %1-এর গেম শুরু করবেন? টেবিলের গেমটি শেষ হবে।</translation>
    </message>
    <message>
        <source>Re&amp;view last deal…</source>
        <translation>শেষ ডিলের &amp;পর্যালোচনা…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>পর্যালোচনা</translation>
    </message>
    <message>
        <source>No deal has ended yet: there is nothing to review.</source>
        <translation>এখনো কোনো ডিল শেষ হয়নি: পর্যালোচনার কিছু নেই।</translation>
    </message>
</context>
<context>
    <name>rummy::MatchHeader</name>
    <message>
        <source>What is being played</source>
        <translation>কী খেলা হচ্ছে</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>অবস্থান</translation>
    </message>
    <message>
        <source>The match&apos;s running scores</source>
        <translation>ম্যাচের চলতি স্কোর</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>ডিল %1 / %2</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>ডিল %1</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>ডিল %1 (টাই-ব্রেকার)</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 জন খেলোয়াড়</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>জিন রামি</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>হাত %1</translation>
    </message>
    <message>
        <source>Game to %1</source>
        <translation>%1 পর্যন্ত খেলা</translation>
    </message>
    <message>
        <source>21 cards</source>
        <translation>21 তাস</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>হাত %1 / %2</translation>
    </message>
</context>
<context>
    <name>rummy::ResultDialog</name>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Result&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Groups&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;খেলোয়াড়&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;ফল&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;গ্রুপ&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;পয়েন্ট&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>ডিল %1 (টাই-ব্রেকার)</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>ডিল %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>ডিল %1 / %2</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Total (out at %1)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Standing&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;খেলোয়াড়&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;এই ডিল&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;মোট (%1-এ বাদ)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;অবস্থান&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Chips&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;খেলোয়াড়&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;এই ডিল&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;চিপস&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Value (%1 a point)&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;খেলোয়াড়&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;পয়েন্ট&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;মূল্য (প্রতি পয়েন্ট %1)&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;eliminated this deal&lt;/b&gt;</source>
        <translation>&lt;b&gt;এই ডিলে বাদ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>out</source>
        <translation>বাদ</translation>
    </message>
    <message>
        <source>%1 to the limit</source>
        <translation>সীমা পর্যন্ত %1</translation>
    </message>
    <message numerus="yes">
        <source>re-joined %n time(s)</source>
        <translation>
            <numerusform>%n বার আবার যোগ দিয়েছে</numerusform>
            <numerusform>%n বার আবার যোগ দিয়েছে</numerusform>
        </translation>
    </message>
    <message>
        <source>may re-join at %1</source>
        <translation>%1-এ আবার যোগ দিতে পারে</translation>
    </message>
    <message>
        <source>&lt;p&gt;Deals left: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;বাকি ডিল: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Match over.&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;ম্যাচ শেষ।&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 won the match.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 ম্যাচ জিতেছে।&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No winner.</source>
        <translation>কোনো বিজয়ী নেই।</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>ডিলের শেষ</translation>
    </message>
    <message>
        <source>Deal results</source>
        <translation>ডিলের ফলাফল</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>নতুন ম্যাচ</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>পরের ডিল</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>বন্ধ করুন</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>ভ্যালু কার্ড</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Received&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Paid&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Net of the deal&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;খেলোয়াড়&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;পেয়েছে&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;দিয়েছে&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;ডিলের নিট ফল&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>rummy::ResultsChart</name>
    <message>
        <source>Recent results</source>
        <translation>সাম্প্রতিক ফলাফল</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>এখনও কোনো ডিল খেলা হয়নি।</translation>
    </message>
    <message>
        <source>won</source>
        <translation>জিতেছে</translation>
    </message>
    <message numerus="yes">
        <source>lost %n points</source>
        <translation>
            <numerusform>%n পয়েন্ট হেরেছে</numerusform>
            <numerusform>%n পয়েন্ট হেরেছে</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest first: %1.</source>
        <translation>
            <numerusform>শেষ %n ডিল, পুরনোটি আগে: %1।</numerusform>
            <numerusform>শেষ %n ডিল, পুরনোগুলি আগে: %1।</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest on the left; bars down are points lost</source>
        <translation>
            <numerusform>শেষ %n ডিল, পুরনোটি বাঁয়ে; নিচের দণ্ড হারানো পয়েন্ট</numerusform>
            <numerusform>শেষ %n ডিল, পুরনোগুলি বাঁয়ে; নিচের দণ্ড হারানো পয়েন্ট</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rummy::ReviewDialog</name>
    <message>
        <source>good</source>
        <translation>ভালো</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>সন্দেহজনক</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>খারাপ</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>খুব খারাপ</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>ওস্তাদ</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>বিশেষজ্ঞ</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>শক্তিশালী</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>ক্লাব খেলোয়াড়</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>শখের</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>নবীন</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — good.</source>
        <translation>চাল %1: আপনি %2 বেছেছেন — ভালো।</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — %3: about %4 points worse than to %5.</source>
        <translation>চাল %1: আপনি %2 বেছেছেন — %3: %5-এর চেয়ে প্রায় %4 পয়েন্ট খারাপ।</translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation>ডিল %1-এর পর্যালোচনা</translation>
    </message>
    <message>
        <source>The engine is looking at each of your decisions…</source>
        <translation>ইঞ্জিন আপনার প্রতিটি সিদ্ধান্ত দেখছে…</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>পর্যালোচনার অগ্রগতি</translation>
    </message>
    <message>
        <source>Your decisions, graded</source>
        <translation>আপনার সিদ্ধান্ত, মূল্যায়িত</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>পর্যালোচনা থামানো হয়েছে।</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>এই ডিলে আপনার কোনো বাছাই করার ছিল না।</translation>
    </message>
    <message>
        <source> Your draws from the stock were worth %1 points against the average card.</source>
        <translation> স্টক থেকে আপনার তাসগুলোর মূল্য গড় তাসের তুলনায় %1 পয়েন্ট ছিল।</translation>
    </message>
    <message>
        <source>%1 decisions graded; on average each gave away %2 points: %3.</source>
        <translation>%1টি সিদ্ধান্ত মূল্যায়িত; গড়ে প্রতিটিতে %2 পয়েন্ট গেছে: %3।</translation>
    </message>
</context>
<context>
    <name>rummy::RulesDialog</name>
    <message numerus="yes">
        <source>Format: %1, %n players.</source>
        <translation>
            <numerusform>ফরম্যাট: %1, %n জন খেলোয়াড়।</numerusform>
            <numerusform>ফরম্যাট: %1, %n জন খেলোয়াড়।</numerusform>
        </translation>
    </message>
    <message>
        <source>The shoe: %1 and %2 printed jokers; %3.</source>
        <translation>শু: %1 ও %2টি ছাপা জোকার; %3।</translation>
    </message>
    <message>
        <source>one deck</source>
        <translation>এক প্যাকেট তাস</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 প্যাকেট তাস</translation>
    </message>
    <message>
        <source>a wild-joker card is cut</source>
        <translation>একটি ওয়াইল্ড জোকার তাস কাটা হয়</translation>
    </message>
    <message>
        <source>no wild-joker card</source>
        <translation>কোনো ওয়াইল্ড জোকার তাস নেই</translation>
    </message>
    <message>
        <source>Dropping costs %1 points before your first draw (first drop) and %2 points after it (middle drop).</source>
        <translation>প্রথম তাস তোলার আগে ড্রপ করলে %1 পয়েন্ট (ফার্স্ট ড্রপ), পরে করলে %2 পয়েন্ট (মিডল ড্রপ)।</translation>
    </message>
    <message>
        <source>Dropping is not allowed in this format.</source>
        <translation>এই ফরম্যাটে ড্রপ করা যায় না।</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points and ends the deal with no winner.</source>
        <translation>ভুল ডিক্লেয়ারে %1 পয়েন্ট লাগে এবং ডিল বিজয়ী ছাড়াই শেষ হয়।</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points; the others play on.</source>
        <translation>ভুল ডিক্লেয়ারে %1 পয়েন্ট লাগে; বাকিরা খেলা চালিয়ে যায়।</translation>
    </message>
    <message>
        <source>A losing hand counts at most %1 points; a hand that was already valid counts %2.</source>
        <translation>হারা হাতের সর্বোচ্চ %1 পয়েন্ট গোনা হয়; আগে থেকেই বৈধ হাতের %2।</translation>
    </message>
    <message>
        <source>Jokers may be taken from the open deck.</source>
        <translation>ওপেন ডেক থেকে জোকার তোলা যায়।</translation>
    </message>
    <message>
        <source>Jokers may not be taken from the open deck (except the very first open card).</source>
        <translation>ওপেন ডেক থেকে জোকার তোলা যায় না (একদম প্রথম খোলা তাস ছাড়া)।</translation>
    </message>
    <message>
        <source>A player reaching %1 points is out of the pool.</source>
        <translation>%1 পয়েন্টে পৌঁছানো খেলোয়াড় পুল থেকে বাদ।</translation>
    </message>
    <message>
        <source>A player who is out may re-join (three or more players) while the highest remaining score is at most %1.</source>
        <translation>বাদ পড়া খেলোয়াড় আবার যোগ দিতে পারে (তিন বা বেশি খেলোয়াড়), যতক্ষণ বাকিদের সর্বোচ্চ স্কোর %1-এর বেশি নয়।</translation>
    </message>
    <message>
        <source>A player who is out may not re-join.</source>
        <translation>বাদ পড়া খেলোয়াড় আবার যোগ দিতে পারে না।</translation>
    </message>
    <message>
        <source>Everyone starts with %1 chips (%2 per deal); the winner of a deal takes each loser&apos;s points in chips.</source>
        <translation>সবাই %1 চিপস নিয়ে শুরু করে (প্রতি ডিলে %2); ডিলের বিজয়ী প্রত্যেক পরাজিতের পয়েন্ট চিপসে নেয়।</translation>
    </message>
    <message>
        <source>One point is worth %1 (for display only).</source>
        <translation>এক পয়েন্টের মূল্য %1 (শুধু দেখানোর জন্য)।</translation>
    </message>
    <message>
        <source>Each turn has %1 seconds; %2 missed turns in a row count as a middle drop.</source>
        <translation>প্রতিটি দানে %1 সেকেন্ড; পরপর %2টি দান ফসকালে মিডল ড্রপ ধরা হয়।</translation>
    </message>
    <message>
        <source>There is no turn timer.</source>
        <translation>দানের কোনো টাইমার নেই।</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy</source>
        <translation>ইন্ডিয়ান রামির নিয়ম</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>নিয়মের লেখা পাওয়া যায়নি।</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>এই টেবিলের নিয়ম</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>নিয়ম</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 10, 30 or 50 for one, two or three of a kind, 100 for a marriage.</source>
        <translation>ডিলের প্রত্যেক অন্য খেলোয়াড় ভ্যালু কার্ডের দাম দেয়: এক ধরনের এক, দুই বা তিনটি তাসে 10, 30 বা 50, ম্যারেজে 100।</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 20 a card, 100 for a marriage, at most 240 from one player.</source>
        <translation>ডিলের প্রত্যেক অন্য খেলোয়াড় ভ্যালু কার্ডের দাম দেয়: প্রতি তাস 20, ম্যারেজে 100, একজনের কাছ থেকে সর্বোচ্চ 240।</translation>
    </message>
    <message>
        <source>Value cards are not paid.</source>
        <translation>ভ্যালু কার্ডের দাম দেওয়া হয় না।</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy (21 cards)</source>
        <translation>ইন্ডিয়ান রামির (21 তাস) নিয়ম</translation>
    </message>
</context>
<context>
    <name>rummy::SaveNotice</name>
    <message>
        <source>Not saved</source>
        <translation>সংরক্ষিত হয়নি</translation>
    </message>
    <message>
        <source>%1. Play goes on, without saving.</source>
        <translation>%1. খেলা চলছে, তবে সংরক্ষণ ছাড়াই।</translation>
    </message>
</context>
<context>
    <name>rummy::SavedGames</name>
    <message>
        <source>&amp;Save…</source>
        <translation>সংরক্ষণ(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>খেলা সংরক্ষণ করুন</translation>
    </message>
    <message>
        <source>Rummy saves (*.rummy)</source>
        <translation>রামির সংরক্ষিত খেলা (*.rummy)</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>লোড করুন(&amp;L)…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>সংরক্ষিত খেলা লোড করুন</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Play a &amp;deal by code…</source>
        <translation>কোড দিয়ে ডিল খেলুন(&amp;D)…</translation>
    </message>
    <message>
        <source>Play a deal by code</source>
        <translation>কোড দিয়ে ডিল খেলুন</translation>
    </message>
    <message>
        <source>Deal code (shown at the end of every deal, e.g. PTS-4-1ZK3M9QX0A7TB):</source>
        <translation>ডিল কোড (প্রতিটি ডিলের শেষে দেখানো হয়, যেমন PTS-4-1ZK3M9QX0A7TB):</translation>
    </message>
    <message>
        <source>The file %1 could not be moved aside.</source>
        <translation>ফাইল %1 সরিয়ে রাখা গেল না।</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>ফাইলটি %1 নামে রাখা হয়েছে।</translation>
    </message>
    <message>
        <source>Unfinished match not restored</source>
        <translation>অসমাপ্ত ম্যাচ ফেরানো যায়নি</translation>
    </message>
    <message>
        <source>Your unfinished match could not be restored. %1

%2 A new match starts.</source>
        <translation>আপনার অসমাপ্ত ম্যাচ ফেরানো গেল না। %1

%2 নতুন ম্যাচ শুরু হচ্ছে।</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>অসমাপ্ত ম্যাচ</translation>
    </message>
    <message>
        <source>Resume your unfinished match?</source>
        <translation>আপনার অসমাপ্ত ম্যাচ আবার শুরু করবেন?</translation>
    </message>
    <message>
        <source>A game of %1; it stopped in hand %2.</source>
        <translation>%1-এর একটি গেম; এটি হ্যান্ড %2-এ থেমেছিল।</translation>
    </message>
    <message>
        <source>A game of Gin Rummy; it stopped in hand %1, at %2 to %3.</source>
        <translation>জিন রামির একটি গেম; এটি হ্যান্ড %1-এ %2 বনাম %3-এ থেমেছিল।</translation>
    </message>
    <message numerus="yes">
        <source>It stopped in deal %1, with %n player(s) at the table.</source>
        <translation>
            <numerusform>এটি ডিল %1-এ থেমেছিল, টেবিলে %n জন খেলোয়াড় নিয়ে।</numerusform>
            <numerusform>এটি ডিল %1-এ থেমেছিল, টেবিলে %n জন খেলোয়াড় নিয়ে।</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>আবার শুরু</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>নতুন ম্যাচ</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>খেলা সংরক্ষিত হয়নি</translation>
    </message>
    <message>
        <source>Game not loaded</source>
        <translation>খেলা লোড হয়নি</translation>
    </message>
    <message>
        <source>%1 could not be loaded. %2</source>
        <translation>%1 লোড করা গেল না। %2</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>ডিল কোড নয়</translation>
    </message>
    <message>
        <source>The deal code %1 names a deal no table can have: a table seats 2 to 6 players, and at least two of them are dealt in, the dealer among them.</source>
        <translation>ডিল কোড %1 এমন একটি ডিলের কথা বলে যা কোনো টেবিলে হতে পারে না: একটি টেবিলে 2 থেকে 6 জন বসে, আর তাদের অন্তত দুজন তাস পায়, ডিলার তাদের একজন।</translation>
    </message>
    <message>
        <source>“%1” is not a deal code. A code looks like PTS-4-1ZK3M9QX0A7TB: the format, the number of players and the deal.</source>
        <translation>“%1” ডিল কোড নয়। কোড দেখতে PTS-4-1ZK3M9QX0A7TB-এর মতো: ফরম্যাট, খেলোয়াড় সংখ্যা আর ডিল।</translation>
    </message>
    <message>
        <source>The deal code %1 names a hand that cannot be dealt.</source>
        <translation>ডিল কোড %1 এমন হ্যান্ডের, যা বাঁটা যায় না।</translation>
    </message>
    <message>
        <source>The deal code %1 asks for a format that cannot be played with %2 players.</source>
        <translation>ডিল কোড %1 এমন ফরম্যাট চায় যা %2 জনে খেলা যায় না।</translation>
    </message>
</context>
<context>
    <name>rummy::SeatItem</name>
    <message>
        <source>D</source>
        <translation>ডি</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>সেটিংস</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>সেটিংসের পাতা</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>খেলা(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>হাউস রুলস(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>টেবিল(&amp;T)</translation>
    </message>
    <message>
        <source>Rule changes apply from the next match; table options apply at once.</source>
        <translation>নিয়মের পরিবর্তন পরের ম্যাচ থেকে প্রযোজ্য; টেবিলের বিকল্প সঙ্গে সঙ্গে।</translation>
    </message>
    <message>
        <source>Problem with these settings</source>
        <translation>এই সেটিংসে সমস্যা</translation>
    </message>
    <message>
        <source>Resets the options of the tab shown to their defaults.</source>
        <translation>দেখানো ট্যাবের বিকল্পগুলি ডিফল্টে ফেরায়।</translation>
    </message>
    <message>
        <source>Re-joining must stop below the pool limit (%1): lower the re-join limit.</source>
        <translation>আবার যোগ দেওয়া পুল সীমার (%1) নিচেই থামতে হবে: রি-জয়েন সীমা কমান।</translation>
    </message>
    <message>
        <source>%1 players need at least %2 cards, but %3 deck(s) and %4 printed jokers make %5: add a deck.</source>
        <translation>%1 জন খেলোয়াড়ের অন্তত %2টি তাস দরকার, কিন্তু %3 প্যাকেট ও %4টি ছাপা জোকারে হয় %5: একটি প্যাকেট যোগ করুন।</translation>
    </message>
    <message>
        <source>These rules cannot be played by %1 players.</source>
        <translation>এই নিয়মে %1 জন খেলতে পারে না।</translation>
    </message>
    <message>
        <source>These Gin options cannot be played.</source>
        <translation>এই জিন বিকল্পগুলো দিয়ে খেলা যায় না।</translation>
    </message>
    <message>
        <source>These options cannot be played.</source>
        <translation>এই বিকল্পগুলি দিয়ে খেলা যায় না।</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsFile</name>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read and was kept as %3.</source>
        <translation>সেটিংস ফাইল %1 %2 MB, সেটিংসের চেয়ে অনেক বড়; এটি পড়া হয়নি এবং %3 নামে রাখা হয়েছে।</translation>
    </message>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read.</source>
        <translation>সেটিংস ফাইল %1 %2 MB, সেটিংসের চেয়ে অনেক বড়; এটি পড়া হয়নি।</translation>
    </message>
    <message>
        <source>Some lines of the settings file %1 are not settings; they were skipped.</source>
        <translation>সেটিংস ফাইল %1-এর কিছু লাইন সেটিংস নয়; সেগুলো বাদ দেওয়া হয়েছে।</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>সেটিংস ফাইলটি যেমন ছিল তেমন %1 নামে রাখা আছে।</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2); it was kept as %3.</source>
        <translation>সেটিংস ফাইল %1 পড়া যায়নি (%2); এটি %3 নামে রাখা হয়েছে।</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2).</source>
        <translation>সেটিংস ফাইল %1 পড়া যায়নি (%2)।</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGamePage</name>
    <message>
        <source>A single deal: the losers pay the winner the points left in their hands.</source>
        <translation>একটিই ডিল: পরাজিতরা হাতে থাকা পয়েন্ট বিজয়ীকে দেয়।</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 101 points puts a player out. The last one in wins.</source>
        <translation>ডিলের পর ডিল; 101 পয়েন্টে খেলোয়াড় বাদ। শেষ পর্যন্ত টিকে থাকা জেতে।</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 201 points puts a player out. Drops cost 25 and 50.</source>
        <translation>ডিলের পর ডিল; 201 পয়েন্টে খেলোয়াড় বাদ। ড্রপে 25 ও 50।</translation>
    </message>
    <message>
        <source>Two deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>চিপসের জন্য দুটি ডিল; ড্রপ নেই। শেষে সবচেয়ে বেশি চিপস যার, সে জেতে।</translation>
    </message>
    <message>
        <source>Three deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>চিপসের জন্য তিনটি ডিল; ড্রপ নেই। শেষে সবচেয়ে বেশি চিপস যার, সে জেতে।</translation>
    </message>
    <message>
        <source>Six deals played for chips; dropping allowed. Most chips at the end wins.</source>
        <translation>চিপসের জন্য ছয়টি ডিল; ড্রপ চলে। শেষে সবচেয়ে বেশি চিপস যার, সে জেতে।</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>ম্যাচ ফরম্যাট</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>ফরম্যাট(&amp;F):</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>টেবিলে খেলোয়াড়</translation>
    </message>
    <message>
        <source>How many sit at the table, you included (2 to 6). Default: 4.</source>
        <translation>আপনাকে নিয়ে টেবিলে কতজন বসবে (2 থেকে 6)। ডিফল্ট: 4।</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>খেলোয়াড়(&amp;P):</translation>
    </message>
    <message>
        <source>Computer opponents</source>
        <translation>কম্পিউটার প্রতিপক্ষ</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>স্তর</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>নাম</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>সিট %1</translation>
    </message>
    <message>
        <source>Level of seat %1</source>
        <translation>সিট %1-এর স্তর</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>সিট %1-এর নাম</translation>
    </message>
    <message>
        <source>Left empty, the seat is called %1.</source>
        <translation>খালি রাখলে সিটের নাম হবে %1।</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>জিন রামি</translation>
    </message>
    <message>
        <source>Indian Rummy (13 cards)</source>
        <translation>ইন্ডিয়ান রামি (13 তাস)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>গেম</translation>
    </message>
    <message>
        <source>Which rummy game the next game plays. Default: Indian Rummy.</source>
        <translation>পরের গেমে কোন রামি খেলা হবে। ডিফল্ট: ইন্ডিয়ান রামি।</translation>
    </message>
    <message>
        <source>G&amp;ame:</source>
        <translation>খেলা(&amp;A):</translation>
    </message>
    <message>
        <source>Two players, ten cards each: meld your cards, knock when your deadwood is low, and be the first to 100 points. The House rules tab has Gin&apos;s options.</source>
        <translation>দুজন খেলোয়াড়, প্রত্যেকে দশটি তাস: মেল্ড বানান, ডেডউড কম হলে নক করুন, আর সবার আগে 100 পয়েন্টে পৌঁছান। জিনের বিকল্প হাউস রুলস ট্যাবে।</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>প্রতিপক্ষ</translation>
    </message>
    <message>
        <source>Indian Rummy (21 cards)</source>
        <translation>ইন্ডিয়ান রামি (21 তাস)</translation>
    </message>
    <message>
        <source>21 cards each from three decks: three pure sequences to declare, and value cards paid by everyone. %1</source>
        <translation>তিন প্যাকেট থেকে প্রত্যেককে 21 তাস: ডিক্লেয়ার করতে তিনটি পিওর সিকোয়েন্স, আর ভ্যালু কার্ড যার দাম সবাই দেয়। %1</translation>
    </message>
    <message>
        <source>Straight Rummy</source>
        <translation>স্ট্রেট রামি</translation>
    </message>
    <message>
        <source>Rummy 500</source>
        <translation>রামি 500</translation>
    </message>
    <message>
        <source>Rummy 51</source>
        <translation>রামি 51</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>কালুকি</translation>
    </message>
    <message>
        <source>Meld sets and runs on the table, lay off on anyone&apos;s melds, and go out first: the others pay what they hold.</source>
        <translation>টেবিলে সেট ও রান মেল্ড করুন, যে কারও মেল্ডে লে অফ করুন, আর সবার আগে বেরোন: বাকিরা হাতের তাসের মূল্য দেয়।</translation>
    </message>
    <message>
        <source>Take as deep into the discard pile as you can use: melds score for you, cards left in hand against you. First to 500 wins.</source>
        <translation>ফেলা তাসের স্তূপের যত গভীর থেকে কাজে লাগে তুলুন: মেল্ড আপনার পয়েন্ট বাড়ায়, হাতে থাকা তাস কমায়। প্রথমে 500-এ পৌঁছানো জেতে।</translation>
    </message>
    <message>
        <source>Rummy 51&apos;s cousin: fifteen cards, the pile only after your opening, and whoever goes out collects from the others.</source>
        <translation>রামি 51-এর আত্মীয়: পনেরোটি তাস, স্তূপ কেবল আপনার ওপেনিংয়ের পরে, আর যে বেরোয় সে বাকিদের কাছ থেকে আদায় করে।</translation>
    </message>
    <message>
        <source>Two decks and jokers: your first lay-down must be worth 51 points. Lowest total when someone reaches the target wins.</source>
        <translation>দুটি ডেক ও জোকার: আপনার প্রথম নামানো মেল্ডের মূল্য অন্তত 51 পয়েন্ট হতে হবে। কেউ লক্ষ্যে পৌঁছালে সবচেয়ে কম মোট যার, সে জেতে।</translation>
    </message>
    <message>
        <source>Easy makes plain moves, Hard remembers the open deck and plans its melds, Expert also looks ahead over the cards it cannot see. Default: Medium.</source>
        <translation>সহজ সাধারণ চাল দেয়, কঠিন ওপেন ডেক মনে রাখে ও মেল্ডের পরিকল্পনা করে, বিশেষজ্ঞ না-দেখা তাসগুলো নিয়েও আগে থেকে ভাবে। ডিফল্ট: মাঝারি।</translation>
    </message>
    <message>
        <source> s</source>
        <translation> সে.</translation>
    </message>
    <message>
        <source>Expert thinking time in seconds</source>
        <translation>বিশেষজ্ঞের ভাবার সময়, সেকেন্ডে</translation>
    </message>
    <message>
        <source>How long an Expert opponent thinks about each move: longer plays a little better. Default: 1 s.</source>
        <translation>বিশেষজ্ঞ প্রতিপক্ষ প্রতিটি চালে কতক্ষণ ভাবে: বেশি সময়ে একটু ভালো খেলে। ডিফল্ট: ১ সে.</translation>
    </message>
    <message>
        <source>E&amp;xpert thinks:</source>
        <translation>বিশেষজ্ঞ &amp;ভাবে:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGinPage</name>
    <message>
        <source>&amp;Knock value:</source>
        <translation>নকের সীমা(&amp;K):</translation>
    </message>
    <message>
        <source>The most deadwood a player may hold when knocking (0: gin only).</source>
        <translation>নক করার সময় সর্বোচ্চ কত ডেডউড রাখা যায় (0: শুধু জিন)।</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the knock value</source>
        <translation>ওকলাহোমা: প্রথম আপকার্ড নকের সীমা ঠিক করে(&amp;O)</translation>
    </message>
    <message>
        <source>Each hand&apos;s knock value is the value of its first upcard; a court card counts 10.</source>
        <translation>প্রতিটি হ্যান্ডে নকের সীমা তার প্রথম আপকার্ডের মান; ছবির তাস 10 ধরা হয়।</translation>
    </message>
    <message>
        <source>An &amp;ace turned up means gin only</source>
        <translation>টেক্কা উঠলে শুধু জিন(&amp;A)</translation>
    </message>
    <message>
        <source>Oklahoma: an ace as first upcard allows only gin (else a knock with 1).</source>
        <translation>ওকলাহোমা: প্রথম আপকার্ড টেক্কা হলে শুধু জিন (নইলে 1-এ নক)।</translation>
    </message>
    <message>
        <source>A &amp;spade turned up doubles the hand</source>
        <translation>ইস্কাপন উঠলে হ্যান্ড দ্বিগুণ(&amp;S)</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as first upcard doubles every point of the hand.</source>
        <translation>ওকলাহোমা: প্রথম আপকার্ড ইস্কাপন হলে হ্যান্ডের প্রতিটি পয়েন্ট দ্বিগুণ।</translation>
    </message>
    <message>
        <source>Straight gi&amp;n: only gin ends a hand</source>
        <translation>স্ট্রেট জিন: শুধু জিনেই হ্যান্ড শেষ(&amp;N)</translation>
    </message>
    <message>
        <source>Nobody may knock with deadwood; a hand ends with gin or at the wall.</source>
        <translation>ডেডউড নিয়ে কেউ নক করতে পারে না; হ্যান্ড জিনে বা ওয়ালে শেষ হয়।</translation>
    </message>
    <message>
        <source>G&amp;in bonus:</source>
        <translation>জিন বোনাস(&amp;I):</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin.</source>
        <translation>কেউ জিন করলে ডিফেন্ডারের ডেডউডের সঙ্গে যোগ হয়।</translation>
    </message>
    <message>
        <source>&amp;Undercut bonus:</source>
        <translation>আন্ডারকাট বোনাস(&amp;U):</translation>
    </message>
    <message>
        <source>Added to the difference when the defender&apos;s deadwood is not higher than the knocker&apos;s.</source>
        <translation>ডিফেন্ডারের ডেডউড নককারীর চেয়ে বেশি না হলে পার্থক্যের সঙ্গে যোগ হয়।</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>বিগ জিন বোনাস(&amp;B):</translation>
    </message>
    <message>
        <source>For laying down all eleven cards in melds without a discard; 0: no big gin.</source>
        <translation>কোনো তাস না ফেলে এগারোটি তাসই মেল্ডে নামালে; 0: বিগ জিন নেই।</translation>
    </message>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>গেম কত পয়েন্ট পর্যন্ত(&amp;M):</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s hand points reach this.</source>
        <translation>কোনো খেলোয়াড়ের হ্যান্ডের পয়েন্ট এতে পৌঁছালে গেম শেষ।</translation>
    </message>
    <message>
        <source>Gam&amp;e bonus:</source>
        <translation>গেম বোনাস(&amp;E):</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of the game.</source>
        <translation>গেমের শেষে বিজয়ীর পয়েন্টে যোগ হয়।</translation>
    </message>
    <message>
        <source>Bo&amp;x bonus:</source>
        <translation>বক্স বোনাস(&amp;X):</translation>
    </message>
    <message>
        <source>Added at the end of the game for every hand a player won.</source>
        <translation>গেমের শেষে খেলোয়াড়ের প্রতিটি জেতা হ্যান্ডের জন্য যোগ হয়।</translation>
    </message>
    <message>
        <source>A shutout &amp;doubles the winner&apos;s points</source>
        <translation>শাটআউটে বিজয়ীর পয়েন্ট দ্বিগুণ(&amp;D)</translation>
    </message>
    <message>
        <source>When the loser won no hand, the winner&apos;s hand points are doubled before the bonuses.</source>
        <translation>পরাজিত একটিও হ্যান্ড না জিতলে বোনাসের আগে বিজয়ীর হ্যান্ড পয়েন্ট দ্বিগুণ হয়।</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>নেওয়া তাস আবার ফেলা যায়(&amp;R)</translation>
    </message>
    <message>
        <source>When off, the card just taken from the discard pile may not be discarded in the same turn.</source>
        <translation>বন্ধ থাকলে ডিসকার্ড পাইল থেকে এইমাত্র নেওয়া তাস একই দানে ফেলা যায় না।</translation>
    </message>
    <message>
        <source>E&amp;qual deadwood is an undercut</source>
        <translation>সমান ডেডউড আন্ডারকাট(&amp;Q)</translation>
    </message>
    <message>
        <source>When off, equal counts win the hand for the knocker, for no points.</source>
        <translation>বন্ধ থাকলে সমান গণনায় নককারী হ্যান্ড জেতে, পয়েন্ট ছাড়া।</translation>
    </message>
    <message>
        <source>At the &amp;wall:</source>
        <translation>ওয়ালে(&amp;W):</translation>
    </message>
    <message>
        <source>What happens when two cards are left in the stock and a player discards without knocking.</source>
        <translation>স্টকে দুটি তাস বাকি থাকতে কেউ নক না করে তাস ফেললে কী হয়।</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>নক</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>হ্যান্ডের পয়েন্ট</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>গেম</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>খেলা</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>মানক: %1।</translation>
    </message>
    <message>
        <source>on</source>
        <translation>চালু</translation>
    </message>
    <message>
        <source>off</source>
        <translation>বন্ধ</translation>
    </message>
    <message>
        <source>The hand is void</source>
        <translation>হ্যান্ড বাতিল হয়</translation>
    </message>
    <message>
        <source>The other player may take the discard to knock</source>
        <translation>অন্য খেলোয়াড় নক করতে ফেলা তাস নিতে পারে</translation>
    </message>
    <message>
        <source>At the wall</source>
        <translation>ওয়ালে</translation>
    </message>
    <message>
        <source>Restore the standard Gin rules</source>
        <translation>জিনের মানক নিয়ম ফেরান</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsRulesPage</name>
    <message>
        <source>The shoe</source>
        <translation>শু (তাসের গাদা)</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>প্যাকেট(&amp;D):</translation>
    </message>
    <message>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>52 তাসের কয়টি প্যাকেট একসঙ্গে ফেঁটানো হয়।</translation>
    </message>
    <message>
        <source>Printed &amp;jokers:</source>
        <translation>ছাপা জোকার(&amp;J):</translation>
    </message>
    <message>
        <source>Printed jokers in the whole shoe; each is wild.</source>
        <translation>পুরো শু-তে ছাপা জোকার; প্রতিটিই ওয়াইল্ড।</translation>
    </message>
    <message>
        <source>&amp;Wild card rank</source>
        <translation>ওয়াইল্ড জোকার(&amp;W)</translation>
    </message>
    <message>
        <source>A card is cut face up after the deal; every card of its rank is a joker.</source>
        <translation>তাস বাঁটার পর একটি তাস চিত করে কাটা হয়; সেই র‍্যাঙ্কের প্রতিটি তাস জোকার।</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>স্কোরিং</translation>
    </message>
    <message>
        <source>&amp;First drop:</source>
        <translation>ফার্স্ট ড্রপ(&amp;F):</translation>
    </message>
    <message>
        <source>Points for leaving the deal before one&apos;s first draw.</source>
        <translation>প্রথম তাস তোলার আগে ডিল ছাড়ার পয়েন্ট।</translation>
    </message>
    <message>
        <source>&amp;Middle drop:</source>
        <translation>মিডল ড্রপ(&amp;M):</translation>
    </message>
    <message>
        <source>Points for leaving the deal after having drawn.</source>
        <translation>তাস তোলার পরে ডিল ছাড়ার পয়েন্ট।</translation>
    </message>
    <message>
        <source>Wrong &amp;declaration:</source>
        <translation>ভুল ডিক্লেয়ার(&amp;D):</translation>
    </message>
    <message>
        <source>Points for declaring a hand that is not valid.</source>
        <translation>অবৈধ হাত ডিক্লেয়ার করার পয়েন্ট।</translation>
    </message>
    <message>
        <source>&amp;Cap on a hand:</source>
        <translation>হাতের সর্বোচ্চ সীমা(&amp;C):</translation>
    </message>
    <message>
        <source>The most a losing hand can cost.</source>
        <translation>হারা হাতের সর্বোচ্চ পয়েন্ট।</translation>
    </message>
    <message>
        <source>&amp;Valid hand, not declared:</source>
        <translation>বৈধ হাত, ডিক্লেয়ার হয়নি(&amp;V):</translation>
    </message>
    <message>
        <source>What a loser pays whose hand was already valid.</source>
        <translation>যে পরাজিতের হাত আগে থেকেই বৈধ ছিল, সে কত দেয়।</translation>
    </message>
    <message>
        <source>A pure sequence &amp;alone lowers the count</source>
        <translation>শুধু পিওর সিকোয়েন্সেও পয়েন্ট কমে(&amp;A)</translation>
    </message>
    <message>
        <source>A loser with a pure sequence but no second sequence does not pay for the cards of that pure sequence.</source>
        <translation>যে পরাজিতের পিওর সিকোয়েন্স আছে কিন্তু দ্বিতীয় সিকোয়েন্স নেই, সে ওই পিওর সিকোয়েন্সের তাসের পয়েন্ট দেয় না।</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>খেলা</translation>
    </message>
    <message>
        <source>&amp;Jokers may be taken from the open deck</source>
        <translation>ওপেন ডেক থেকে জোকার তোলা যায়(&amp;J)</translation>
    </message>
    <message>
        <source>When off, a joker thrown on the open deck stays there (the first open card may always be taken).</source>
        <translation>বন্ধ থাকলে ওপেন ডেকে ফেলা জোকার সেখানেই থাকে (প্রথম খোলা তাস সবসময় তোলা যায়)।</translation>
    </message>
    <message>
        <source>A wrong declaration &amp;ends the deal</source>
        <translation>ভুল ডিক্লেয়ারে ডিল শেষ হয়(&amp;E)</translation>
    </message>
    <message>
        <source>When off, the player who declared wrongly pays and the others play on.</source>
        <translation>বন্ধ থাকলে ভুল ডিক্লেয়ারকারী পয়েন্ট দেয় এবং বাকিরা খেলে যায়।</translation>
    </message>
    <message>
        <source>&amp;Turn timer (seconds):</source>
        <translation>দানের টাইমার (সেকেন্ড)(&amp;T):</translation>
    </message>
    <message>
        <source>Seconds for each turn; 0 means no timer.</source>
        <translation>প্রতিটি দানের সেকেন্ড; 0 মানে টাইমার নেই।</translation>
    </message>
    <message>
        <source>No timer</source>
        <translation>টাইমার নেই</translation>
    </message>
    <message>
        <source>Missed turns &amp;as a drop:</source>
        <translation>ড্রপ ধরা ফসকানো দান(&amp;A):</translation>
    </message>
    <message>
        <source>Turns in a row that run out of time before the player counts as a middle drop.</source>
        <translation>পরপর কয়টি দানের সময় ফুরোলে খেলোয়াড়কে মিডল ড্রপ ধরা হয়।</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>পুল</translation>
    </message>
    <message>
        <source>Pool &amp;limit:</source>
        <translation>পুল সীমা(&amp;L):</translation>
    </message>
    <message>
        <source>A player who reaches this score is out.</source>
        <translation>এই স্কোরে পৌঁছানো খেলোয়াড় বাদ।</translation>
    </message>
    <message>
        <source>Players who are out may &amp;re-join</source>
        <translation>বাদ পড়া খেলোয়াড়রা আবার যোগ দিতে পারে(&amp;R)</translation>
    </message>
    <message>
        <source>A player who is out may buy back in, at the highest remaining score plus one.</source>
        <translation>বাদ পড়া খেলোয়াড় বাকিদের সর্বোচ্চ স্কোরের চেয়ে এক বেশিতে আবার ঢুকতে পারে।</translation>
    </message>
    <message>
        <source>Re-join &amp;while the top score is at most:</source>
        <translation>আবার যোগ, যতক্ষণ সর্বোচ্চ স্কোর অনধিক(&amp;W):</translation>
    </message>
    <message>
        <source>Re-joining is allowed only while no remaining player has more than this.</source>
        <translation>আবার যোগ দেওয়া যায় যতক্ষণ বাকি কোনো খেলোয়াড়ের এর বেশি নেই।</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>বাজি</translation>
    </message>
    <message>
        <source>C&amp;hips per deal:</source>
        <translation>প্রতি ডিলে চিপস(&amp;H):</translation>
    </message>
    <message>
        <source>Deals formats: each player starts with this many chips for every deal.</source>
        <translation>ডিলস ফরম্যাট: প্রত্যেক খেলোয়াড় প্রতিটি ডিলের জন্য এতগুলি চিপস নিয়ে শুরু করে।</translation>
    </message>
    <message>
        <source>&amp;Point value:</source>
        <translation>পয়েন্টের মূল্য(&amp;P):</translation>
    </message>
    <message>
        <source>Points format: what one point is worth, for the result screen.</source>
        <translation>পয়েন্টস ফরম্যাট: ফলাফলের পর্দার জন্য এক পয়েন্টের মূল্য।</translation>
    </message>
    <message>
        <source>Restore the format&apos;s standard rules</source>
        <translation>ফরম্যাটের মানক নিয়ম ফেরান</translation>
    </message>
    <message>
        <source>Sets every house rule to the standard value of the chosen format.</source>
        <translation>প্রতিটি হাউস রুল বাছাই করা ফরম্যাটের মানক মানে রাখে।</translation>
    </message>
    <message>
        <source>Standard in %1: %2.</source>
        <translation>%1-এ মানক: %2।</translation>
    </message>
    <message>
        <source>on</source>
        <translation>চালু</translation>
    </message>
    <message>
        <source>off</source>
        <translation>বন্ধ</translation>
    </message>
    <message>
        <source>Table: 10, 30, 50; a marriage 100</source>
        <translation>তালিকা: 10, 30, 50; ম্যারেজ 100</translation>
    </message>
    <message>
        <source>Flat: 20 a card</source>
        <translation>একই হারে: প্রতি তাস 20</translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation>দেওয়া হয় না</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>ভ্যালু কার্ড</translation>
    </message>
    <message>
        <source>21 cards: what every other player still in the deal pays a holder of value cards (the cut card&apos;s suit: its rank, one above and one below). Standard: the table.</source>
        <translation>21 তাস: ডিলে থাকা প্রত্যেক অন্য খেলোয়াড় ভ্যালু কার্ডের মালিককে কত দেয় (কাটা তাসের রং: তার র‍্যাঙ্ক, এক ধাপ ওপরে ও এক ধাপ নিচে)। মানক: তালিকা।</translation>
    </message>
    <message>
        <source>&amp;Value cards:</source>
        <translation>&amp;ভ্যালু কার্ড:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTableGamePage</name>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>গেম কত পয়েন্ট পর্যন্ত(&amp;M):</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s total reaches this.</source>
        <translation>কোনো খেলোয়াড়ের মোট এতে পৌঁছালে গেম শেষ হয়।</translation>
    </message>
    <message>
        <source>&amp;Hands in a game:</source>
        <translation>এক খেলায় হাত(&amp;H):</translation>
    </message>
    <message>
        <source>Play this many hands instead of to a target; the best total then wins.</source>
        <translation>লক্ষ্যের বদলে এতগুলো হাত খেলুন; তখন সবচেয়ে ভালো মোট জেতে।</translation>
    </message>
    <message>
        <source>To the target</source>
        <translation>লক্ষ্য পর্যন্ত</translation>
    </message>
    <message>
        <source>&amp;Opening points:</source>
        <translation>ওপেনিং পয়েন্ট(&amp;O):</translation>
    </message>
    <message>
        <source>The least a player&apos;s first lay-down must be worth (0: no minimum).</source>
        <translation>খেলোয়াড়ের প্রথম নামানো মেল্ডের ন্যূনতম মূল্য (0: কোনো ন্যূনতম নেই)।</translation>
    </message>
    <message>
        <source>Going out in one turn &amp;doubles the hand</source>
        <translation>এক চালে বেরোলে হ্যান্ড দ্বিগুণ(&amp;D)</translation>
    </message>
    <message>
        <source>Laying the whole hand down at once (rummy) doubles what the others pay.</source>
        <translation>পুরো হাত একবারে নামালে (রামি) বাকিদের দেয় দ্বিগুণ হয়।</translation>
    </message>
    <message>
        <source>Cards count &amp;5 or 10</source>
        <translation>তাস 5 বা 10 গোনা হয়(&amp;5)</translation>
    </message>
    <message>
        <source>Two to nine and a low ace count 5, ten to king 10, a high ace 15.</source>
        <translation>দুই থেকে নয় ও নিচু টেক্কা 5, দশ থেকে সাহেব 10, উঁচু টেক্কা 15।</translation>
    </message>
    <message>
        <source>The top card taken must be &amp;played at once</source>
        <translation>তোলা ওপরের তাস সঙ্গে সঙ্গে খেলতে হবে(&amp;P)</translation>
    </message>
    <message>
        <source>When on, even the pile&apos;s top card alone goes into a meld or onto one in the same turn.</source>
        <translation>চালু থাকলে ঢিবির একা ওপরের তাসটিও একই দানে কোনো মেল্ডে বা মেল্ডের ওপর যায়।</translation>
    </message>
    <message>
        <source>The deepest card taken starts a &amp;new meld</source>
        <translation>সবচেয়ে নিচ থেকে তোলা তাস নতুন মেল্ড শুরু করে(&amp;N)</translation>
    </message>
    <message>
        <source>When on, the card that must be played goes into a new meld, not onto a meld on the table.</source>
        <translation>চালু থাকলে যে তাস খেলতেই হবে তা নতুন মেল্ডে যায়, টেবিলের কোনো মেল্ডের ওপর নয়।</translation>
    </message>
    <message>
        <source>&amp;Floating: meld every card, go out with a discard</source>
        <translation>ফ্লোটিং: সব তাস মেল্ড করুন, ফেলা তাসে বেরোন(&amp;F)</translation>
    </message>
    <message>
        <source>When on, a player may lay down every card and wait for the next turn without cards; the hand ends only with a discard.</source>
        <translation>চালু থাকলে খেলোয়াড় সব তাস নামিয়ে তাস ছাড়াই পরের দানের অপেক্ষা করতে পারে; হাত শেষ হয় কেবল একটি ফেলা তাসে।</translation>
    </message>
    <message>
        <source>The l&amp;ast discard must fit no meld</source>
        <translation>শেষ ফেলা তাস কোনো মেল্ডে বসবে না(&amp;A)</translation>
    </message>
    <message>
        <source>When on, a last card that could be laid off must be laid off (the player then floats) rather than thrown to go out.</source>
        <translation>চালু থাকলে যে শেষ তাস কোনো মেল্ডে জোড়া যায় তা জুড়তেই হবে (তখন খেলোয়াড় ফ্লোট করে), বেরোনোর জন্য ফেলা যাবে না।</translation>
    </message>
    <message>
        <source>Only the player who goes &amp;out can win</source>
        <translation>কেবল যে বেরিয়ে যায় সে-ই জিততে পারে(&amp;O)</translation>
    </message>
    <message>
        <source>When on, the game ends only when the player who went out has reached the target; another player&apos;s higher total does not win.</source>
        <translation>চালু থাকলে খেলা তখনই শেষ হয় যখন বেরিয়ে যাওয়া খেলোয়াড় লক্ষ্যে পৌঁছেছে; অন্য খেলোয়াড়ের বেশি মোট জেতে না।</translation>
    </message>
    <message>
        <source>&amp;Lay off before one&apos;s own first meld</source>
        <translation>নিজের প্রথম মেল্ডের আগে লে অফ(&amp;L)</translation>
    </message>
    <message>
        <source>When off, a player must have laid a meld before adding to others.</source>
        <translation>বন্ধ থাকলে, অন্যদের মেল্ডে যোগ করার আগে খেলোয়াড়কে নিজের মেল্ড নামাতে হবে।</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>নেওয়া তাস আবার ফেলা যায়(&amp;R)</translation>
    </message>
    <message>
        <source>When off, the card just taken from the pile may not be discarded in the same turn.</source>
        <translation>বন্ধ থাকলে, স্তূপ থেকে সদ্য তোলা তাস একই চালে ফেলা যাবে না।</translation>
    </message>
    <message>
        <source>Going out needs a final d&amp;iscard</source>
        <translation>বেরোতে শেষে একটি তাস ফেলতে হয়(&amp;I)</translation>
    </message>
    <message>
        <source>When on, a player cannot go out by melding the last card.</source>
        <translation>চালু থাকলে, শেষ তাস মেল্ড করে বেরোনো যায় না।</translation>
    </message>
    <message>
        <source>S&amp;wap a joker for the card it stands for</source>
        <translation>জোকার যে তাসের বদলে আছে সেটি দিয়ে বদলান(&amp;W)</translation>
    </message>
    <message>
        <source>An opened player may give the natural card and take the joker.</source>
        <translation>ওপেনিং করা খেলোয়াড় আসল তাস দিয়ে জোকার নিতে পারে।</translation>
    </message>
    <message>
        <source>&amp;Take a card from a meld of four or more</source>
        <translation>চার বা বেশি তাসের মেল্ড থেকে একটি তাস নিন(&amp;T)</translation>
    </message>
    <message>
        <source>Instead of drawing, take a card from a meld and meld it at once.</source>
        <translation>তাস তোলার বদলে কোনো মেল্ড থেকে একটি তাস নিয়ে সঙ্গে সঙ্গে মেল্ড করুন।</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>মানক: %1।</translation>
    </message>
    <message>
        <source>on</source>
        <translation>চালু</translation>
    </message>
    <message>
        <source>off</source>
        <translation>বন্ধ</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTablePage</name>
    <message>
        <source>System</source>
        <translation>সিস্টেম</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>তাসের প্যাকেট</translation>
    </message>
    <message>
        <source>The card faces: the game&apos;s own decks, or an SVG deck installed by KDE or GNOME Aisleriot. Default: Standard (two colours).</source>
        <translation>তাসের মুখ: খেলার নিজস্ব প্যাকেট, অথবা KDE বা GNOME Aisleriot-এর ইনস্টল করা SVG প্যাকেট। ডিফল্ট: মানক (দুই রং)।</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>প্যাকেট(&amp;D):</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>লাল</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>নীল</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>সবুজ</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>তাসের পিঠ</translation>
    </message>
    <message>
        <source>The back of the game&apos;s own decks; a KDE or Aisleriot deck has one back of its own. Default: Red.</source>
        <translation>খেলার নিজস্ব প্যাকেটের পিঠ; KDE বা Aisleriot প্যাকেটের নিজস্ব একটি পিঠ থাকে। ডিফল্ট: লাল।</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>তাসের পিঠ(&amp;B):</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>টেবিলের রং</translation>
    </message>
    <message>
        <source>The colour of the felt. Default: green.</source>
        <translation>টেবিলের কাপড়ের রং। ডিফল্ট: সবুজ।</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>টেবিলের রং(&amp;C):</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>সাধারণ</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>দ্রুত</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>বন্ধ</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>অ্যানিমেশন গতি</translation>
    </message>
    <message>
        <source>How cards glide: Normal, Fast (bots think a third as long) or Off (cards jump, bots move at once). Default: Normal.</source>
        <translation>তাস কীভাবে সরে: সাধারণ, দ্রুত (বট এক-তৃতীয়াংশ সময় ভাবে) বা বন্ধ (তাস লাফিয়ে যায়, বট সঙ্গে সঙ্গে চাল দেয়)। ডিফল্ট: সাধারণ।</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>অ্যানিমেশন(&amp;A):</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> মি.সে.</translation>
    </message>
    <message>
        <source>Bot thinking time in milliseconds</source>
        <translation>বটের ভাবার সময়, মিলিসেকেন্ডে</translation>
    </message>
    <message>
        <source>How long a computer opponent seems to think at Normal speed; the bots decide at once whatever this says. Default: 700 ms.</source>
        <translation>সাধারণ গতিতে কম্পিউটার প্রতিপক্ষ কতক্ষণ ভাবছে বলে মনে হবে; এখানে যা-ই থাক, বট সঙ্গে সঙ্গে সিদ্ধান্ত নেয়। ডিফল্ট: 700 মি.সে.।</translation>
    </message>
    <message>
        <source>Bot &amp;thinking time:</source>
        <translation>বটের ভাবার সময়(&amp;T):</translation>
    </message>
    <message>
        <source>Language, applies after a restart</source>
        <translation>ভাষা, আবার চালু করার পর প্রযোজ্য</translation>
    </message>
    <message>
        <source>The language of the game. Default: the system&apos;s.</source>
        <translation>খেলার ভাষা। ডিফল্ট: সিস্টেমের।</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>ভাষা(&amp;L):</translation>
    </message>
    <message>
        <source>The language applies after a restart.</source>
        <translation>ভাষা আবার চালু করার পর প্রযোজ্য হবে।</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>শব্দ বাজান</translation>
    </message>
    <message>
        <source>Sounds for the deal, draws and discards, your turn, the turn clock running out, declarations, wins and losses. Default: on.</source>
        <translation>বাঁটা, তাস তোলা ও ফেলা, আপনার পালা, সময় ফুরিয়ে আসা, ঘোষণা, জয় ও হারের শব্দ। ডিফল্ট: চালু।</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>শব্দের মাত্রা</translation>
    </message>
    <message>
        <source>How loud the sounds are. Default: 70%.</source>
        <translation>শব্দ কত জোরে হবে। ডিফল্ট: ৭০%।</translation>
    </message>
    <message>
        <source>&amp;Sounds:</source>
        <translation>&amp;শব্দ:</translation>
    </message>
</context>
<context>
    <name>rummy::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>কিবোর্ড শর্টকাট</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>বাম, ডান</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>হাতের তাসগুলোর মধ্যে যান</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Home, End</translation>
    </message>
    <message>
        <source>The first or the last card of your hand</source>
        <translation>হাতের প্রথম বা শেষ তাস</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>স্পেস</translation>
    </message>
    <message>
        <source>Select or unselect the card</source>
        <translation>তাস বাছুন বা বাছাই সরান</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>কী</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>কী করে</translation>
    </message>
</context>
<context>
    <name>rummy::StatsDialog</name>
    <message>
        <source>&amp;Reset…</source>
        <translation>রিসেট(&amp;R)…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>পরিসংখ্যান</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>ম্যাচ ফরম্যাট</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>ফরম্যাট(&amp;F):</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>বিষয়</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>মান</translation>
    </message>
    <message>
        <source>Statistics for the chosen format</source>
        <translation>বাছাই করা ফরম্যাটের পরিসংখ্যান</translation>
    </message>
    <message>
        <source>Recent deals</source>
        <translation>সাম্প্রতিক ডিল</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>খেলা ম্যাচ</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>জেতা ম্যাচ</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>খেলা ডিল</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>জেতা ডিল</translation>
    </message>
    <message>
        <source>Deals lost</source>
        <translation>হারা ডিল</translation>
    </message>
    <message>
        <source>Average points per lost deal</source>
        <translation>হারা ডিলপিছু গড় পয়েন্ট</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Valid declarations</source>
        <translation>বৈধ ডিক্লেয়ার</translation>
    </message>
    <message>
        <source>Wrong declarations</source>
        <translation>ভুল ডিক্লেয়ার</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>ড্রপ</translation>
    </message>
    <message>
        <source>Current win streak (deals)</source>
        <translation>বর্তমান জয়ের ধারা (ডিল)</translation>
    </message>
    <message>
        <source>Best win streak (deals)</source>
        <translation>সেরা জয়ের ধারা (ডিল)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>পরিসংখ্যান রিসেট করুন</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>জিন রামি</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>খেলা গেম</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>জেতা গেম</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>খেলা হ্যান্ড</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>জেতা হ্যান্ড</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>জিন</translation>
    </message>
    <message>
        <source>Undercuts</source>
        <translation>আন্ডারকাট</translation>
    </message>
    <message>
        <source>Best game (points)</source>
        <translation>সেরা গেম (পয়েন্ট)</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>সাম্প্রতিক হ্যান্ড</translation>
    </message>
    <message>
        <source>Clear the statistics of every format and of Gin? This cannot be undone.</source>
        <translation>প্রতিটি ফরম্যাট ও জিনের পরিসংখ্যান মুছবেন? এটা আর ফেরানো যাবে না।</translation>
    </message>
    <message>
        <source>21 cards · %1</source>
        <translation>21 তাস · %1</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>ছেড়ে দেওয়া খেলা</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <translation>ছেড়ে দেওয়া ম্যাচ</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 স্টক থেকে তাস তুলল</translation>
    </message>
    <message>
        <source>%1 took %2 cards from the pile</source>
        <translation>%1 স্তূপ থেকে %2টি তাস তুলল</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 ডিসকার্ড পাইলের তাস নিল</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 %2 তুলল</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 %2 ফেলল</translation>
    </message>
    <message>
        <source>%1 laid a meld</source>
        <translation>%1 একটি মেল্ড নামাল</translation>
    </message>
    <message>
        <source>%1 laid off %2</source>
        <translation>%1 %2 লে অফ করল</translation>
    </message>
    <message>
        <source>%1 took a joker for %2</source>
        <translation>%1 %2 দিয়ে জোকার নিল</translation>
    </message>
    <message>
        <source>%1 took %2 from a meld</source>
        <translation>%1 একটি মেল্ড থেকে %2 নিল</translation>
    </message>
    <message>
        <source>%1 ended the turn</source>
        <translation>%1 চাল শেষ করল</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameFront</name>
    <message>
        <source>Rummy moves</source>
        <translation>রামির চাল</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>তাস তুলুন</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>ফেলা তাস নিন</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>মেল্ড</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>লে অফ</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>তাস ফেলুন</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>চাল শেষ</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>পরের হ্যান্ড</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>ইঙ্গিত</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>ইঙ্গিত: %1।</translation>
    </message>
    <message>
        <source>Abandon this game and start a new one?</source>
        <translation>এই গেম ছেড়ে নতুন একটি শুরু করবেন?</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>নিয়মের লেখা পাওয়া যায়নি।</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>নিয়ম</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>গেম শেষ: আবার খেলতে নতুন খেলা চাপুন।</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>হ্যান্ড শেষ: পরেরটি বাঁটতে পরের হ্যান্ড চাপুন।</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>এই হ্যান্ডের কোড: %1</translation>
    </message>
    <message>
        <source>Select cards and Meld (M), drag a card onto a meld to lay it off, or onto the pile to discard (D).</source>
        <translation>তাস বেছে মেল্ড করুন (M), লে অফ করতে তাস কোনো মেল্ডে টেনে আনুন, বা ফেলতে স্তূপে (D)।</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw (C, O).</source>
        <translation>আপনার পালা: তাস তুলতে স্টক বা ফেলা তাসের স্তূপে ক্লিক করুন (C, O)।</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C), or take a card from an opponent&apos;s meld of four or more into a new meld.</source>
        <translation>আপনার পালা: তাস তুলতে স্টকে ক্লিক করুন (C), অথবা প্রতিপক্ষের চার বা তার বেশি তাসের মেল্ড থেকে একটি তাস নিয়ে নতুন মেল্ড করুন।</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C).</source>
        <translation>আপনার পালা: তাস তুলতে স্টকে ক্লিক করুন (C)।</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>%1-এর দান।</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameScene</name>
    <message>
        <source>Rummy table</source>
        <translation>রামি টেবিল</translation>
    </message>
    <message>
        <source>The stock and the discard pile at the top, each player&apos;s melds in the middle, your hand at the bottom</source>
        <translation>উপরে স্টক ও ফেলা তাসের স্তূপ, মাঝে প্রত্যেক খেলোয়াড়ের মেল্ড, নিচে আপনার হাত</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>স্টক: %1</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>ফেলা তাস: খালি</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>ফেলা তাস: %1</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(ডিলার)</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 পয়েন্ট</translation>
    </message>
    <message>
        <source>in hand: %1</source>
        <translation>হাতে: %1</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>এখনও খোলেনি</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>এখনও কোনো মেল্ড নেই</translation>
    </message>
    <message>
        <source>Unmatched: %1 points</source>
        <translation>অমিল: %1 পয়েন্ট</translation>
    </message>
    <message>
        <source>Play %1 now: it must go into a meld.</source>
        <translation>%1 এখনই খেলুন: এটি কোনো মেল্ডে যেতেই হবে।</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>বাছাই: %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameTexts</name>
    <message>
        <source>Draw first: click the stock or the discard pile.</source>
        <translation>আগে তাস তুলুন: স্টক বা ফেলা তাসের স্তূপে ক্লিক করুন।</translation>
    </message>
    <message>
        <source>You have drawn already: meld, lay off or discard.</source>
        <translation>আপনি তাস তুলে ফেলেছেন: মেল্ড, লে অফ বা ফেলুন।</translation>
    </message>
    <message>
        <source>These cards do not make a meld: a set is three or four of a rank, a run three or more in a row of one suit.</source>
        <translation>এই তাসগুলি মেল্ড হয় না: সেট হল একই র‍্যাঙ্কের তিন বা চারটি তাস, রান একই স্যুটের পরপর তিন বা বেশি।</translation>
    </message>
    <message>
        <source>Only one meld per turn in this game.</source>
        <translation>এই গেমে এক চালে কেবল একটি মেল্ড।</translation>
    </message>
    <message>
        <source>Not before your opening: first lay down melds worth %1 points.</source>
        <translation>ওপেনিংয়ের আগে নয়: আগে %1 পয়েন্টের মেল্ড নামান।</translation>
    </message>
    <message>
        <source>Not before your first meld of your own.</source>
        <translation>নিজের প্রথম মেল্ডের আগে নয়।</translation>
    </message>
    <message>
        <source>Your opening must be worth %1 points or more.</source>
        <translation>আপনার ওপেনিংয়ের মূল্য অন্তত %1 পয়েন্ট হতে হবে।</translation>
    </message>
    <message>
        <source>Play %1 now: the card you took must go into a meld at once.</source>
        <translation>%1 এখনই খেলুন: তোলা তাসটি সঙ্গে সঙ্গে কোনো মেল্ডে যেতে হবে।</translation>
    </message>
    <message>
        <source>The card you took must be played at once, and cannot be.</source>
        <translation>তোলা তাসটি সঙ্গে সঙ্গে খেলতে হয়, কিন্তু তা খেলা যাচ্ছে না।</translation>
    </message>
    <message>
        <source>End your turn with a discard.</source>
        <translation>একটি তাস ফেলে চাল শেষ করুন।</translation>
    </message>
    <message>
        <source>That card does not fit on that meld.</source>
        <translation>ওই তাস ওই মেল্ডে বসে না।</translation>
    </message>
    <message>
        <source>The stock is empty: take the discard pile.</source>
        <translation>স্টক খালি: ফেলা তাসের স্তূপ নিন।</translation>
    </message>
    <message>
        <source>The card you took from the pile cannot go back on it this turn.</source>
        <translation>স্তূপ থেকে তোলা তাস এই চালে আবার ফেলা যাবে না।</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off (you then wait for your next turn without cards).</source>
        <translation>আপনার শেষ তাসটি টেবিলের একটি মেল্ডে বসে: সেটি সেখানে জুড়ে দিন (তারপর তাস ছাড়াই পরের দানের অপেক্ষা করবেন)।</translation>
    </message>
    <message>
        <source>Not a meld</source>
        <translation>মেল্ড নয়</translation>
    </message>
    <message>
        <source>%1 melds, %2 points</source>
        <translation>%1টি মেল্ড, %2 পয়েন্ট</translation>
    </message>
    <message>
        <source>Set, %1 points</source>
        <translation>সেট, %1 পয়েন্ট</translation>
    </message>
    <message>
        <source>Run, %1 points</source>
        <translation>রান, %1 পয়েন্ট</translation>
    </message>
    <message>
        <source>Opening: %1 of %2</source>
        <translation>ওপেনিং: %2-এর মধ্যে %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableRulesSummary</name>
    <message>
        <source>Kaluki follows the Rummy 51 rules below, with the differences listed here and in the section &quot;%1&quot; near the end.</source>
        <translation>কালুকি নিচের রামি ৫১-র নিয়মে খেলা হয়; তফাতগুলো এখানে এবং শেষের কাছে &quot;%1&quot; অংশে দেওয়া আছে।</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>কালুকি</translation>
    </message>
    <message>
        <source>Cards dealt to each player: %1.</source>
        <translation>প্রত্যেক খেলোয়াড়কে দেওয়া তাস: %1।</translation>
    </message>
    <message>
        <source>Nobody draws from the discard pile.</source>
        <translation>ফেলা তাসের স্তূপ থেকে কেউ তাস তোলে না।</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened.</source>
        <translation>ওপেনিংয়ের পরে ফেলা তাসের উপরের তাসটি তুলতে পারেন।</translation>
    </message>
    <message>
        <source>At most one joker in a meld.</source>
        <translation>একটি মেল্ডে সর্বোচ্চ একটি জোকার।</translation>
    </message>
    <message>
        <source>A meld may hold several jokers.</source>
        <translation>একটি মেল্ডে একাধিক জোকার থাকতে পারে।</translation>
    </message>
    <message>
        <source>An ace counts %1 wherever it lies.</source>
        <translation>টেক্কা যেখানেই থাকুক, %1 ধরা হয়।</translation>
    </message>
    <message>
        <source>The cards left in hand are penalty points: the lowest total wins.</source>
        <translation>হাতে থাকা তাস জরিমানার পয়েন্ট: সবচেয়ে কম মোট জেতে।</translation>
    </message>
    <message>
        <source>Whoever goes out scores the cards left in the other hands: the highest total wins.</source>
        <translation>যে বেরিয়ে যায় সে অন্যদের হাতে থাকা তাসের পয়েন্ট পায়: সবচেয়ে বেশি মোট জেতে।</translation>
    </message>
    <message>
        <source>Each player scores the cards they put on the table minus those left in hand: the highest total wins.</source>
        <translation>প্রত্যেক খেলোয়াড় টেবিলে নামানো তাসের পয়েন্ট পায়, হাতে থাকা তাসের পয়েন্ট বাদ দিয়ে: সবচেয়ে বেশি মোট জেতে।</translation>
    </message>
    <message>
        <source>A game of %1 hands; the best total wins.</source>
        <translation>%1 হাতের খেলা; সবচেয়ে ভালো মোট জেতে।</translation>
    </message>
    <message>
        <source>Game to %1 points.</source>
        <translation>গেম %1 পয়েন্ট পর্যন্ত।</translation>
    </message>
    <message>
        <source>Only the player who goes out can win the game.</source>
        <translation>যে খেলোয়াড় বেরিয়ে যায় কেবল সে-ই খেলা জিততে পারে।</translation>
    </message>
    <message>
        <source>Floating: a player may lay down every card; the hand ends with a discard.</source>
        <translation>ফ্লোটিং: খেলোয়াড় সব তাস নামিয়ে দিতে পারে; হাত শেষ হয় একটি ফেলা তাসে।</translation>
    </message>
    <message>
        <source>The discard that ends the hand must fit no meld on the table.</source>
        <translation>যে ফেলা তাসে হাত শেষ হয় তা টেবিলের কোনো মেল্ডে বসবে না।</translation>
    </message>
    <message>
        <source>The first lay-down must be worth %1 points or more.</source>
        <translation>প্রথম নামানো মেল্ডের মূল্য অন্তত %1 পয়েন্ট হতে হবে।</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>এই টেবিলের নিয়ম</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened; before that, only to lay it at once in your opening.</source>
        <translation>ওপেনিংয়ের পরে ফেলা তাসের উপরের তাসটি তুলতে পারেন; তার আগে কেবল সেটি সঙ্গে সঙ্গে আপনার ওপেনিংয়ে নামানোর জন্য।</translation>
    </message>
</context>
<context>
    <name>rummy::text</name>
    <message>
        <source>Joker</source>
        <translation>জোকার</translation>
    </message>
    <message>
        <source>pure sequence</source>
        <translation>পিওর সিকোয়েন্স</translation>
    </message>
    <message>
        <source>impure sequence</source>
        <translation>ইমপিওর সিকোয়েন্স</translation>
    </message>
    <message>
        <source>set</source>
        <translation>সেট</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>অবৈধ</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>এখন আপনার দান নয়।</translation>
    </message>
    <message>
        <source>Not now: draw a card first, or discard one.</source>
        <translation>এখন নয়: আগে একটি তাস তুলুন, বা একটি ফেলুন।</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>ওই তাস আপনার হাতে নেই।</translation>
    </message>
    <message>
        <source>A joker may not be taken from the open deck.</source>
        <translation>ওপেন ডেক থেকে জোকার তোলা যায় না।</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>ওপেন ডেক খালি।</translation>
    </message>
    <message>
        <source>This format does not allow dropping.</source>
        <translation>এই ফরম্যাটে ড্রপ করা যায় না।</translation>
    </message>
    <message>
        <source>The groups do not match your hand.</source>
        <translation>গ্রুপগুলি আপনার হাতের সঙ্গে মেলে না।</translation>
    </message>
    <message>
        <source>You are out of this deal.</source>
        <translation>আপনি এই ডিল থেকে বাদ।</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>ডিল শেষ।</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>ম্যাচ শেষ।</translation>
    </message>
    <message>
        <source>That move is not allowed (%1).</source>
        <translation>এই চাল চলবে না (%1)।</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>খেলছে</translation>
    </message>
    <message>
        <source>won</source>
        <translation>জিতেছে</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>হেরেছে</translation>
    </message>
    <message>
        <source>first drop</source>
        <translation>ফার্স্ট ড্রপ</translation>
    </message>
    <message>
        <source>middle drop</source>
        <translation>মিডল ড্রপ</translation>
    </message>
    <message>
        <source>wrong declaration</source>
        <translation>ভুল ডিক্লেয়ার</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>বাইরে বসে</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>র‍্যান্ডম</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>সহজ</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>মাঝারি</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>কঠিন</translation>
    </message>
    <message>
        <source>You</source>
        <translation>আপনি</translation>
    </message>
    <message>
        <source>Asha</source>
        <translation>আশা</translation>
    </message>
    <message>
        <source>Ravi</source>
        <translation>রবি</translation>
    </message>
    <message>
        <source>Meera</source>
        <translation>মীরা</translation>
    </message>
    <message>
        <source>Kiran</source>
        <translation>কিরণ</translation>
    </message>
    <message>
        <source>Dev</source>
        <translation>দেব</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>সিট %1</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>ইস্কাপন</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>হরতন</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>রুইতন</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>চিড়িতন</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>this card</source>
        <translation>এই তাস</translation>
    </message>
    <message>
        <source>Discard %1: deadwood worth %n points</source>
        <translation>%1 ফেলুন: %n পয়েন্টের অকেজো তাস</translation>
    </message>
    <message>
        <source>Discard %1: shed a high card (%n points) while it is early</source>
        <translation>%1 ফেলুন: শুরুতেই বড় তাস (%n পয়েন্ট) ছেড়ে দিন</translation>
    </message>
    <message>
        <source>Discard %1: a safe card, unlikely to help the next player</source>
        <translation>%1 ফেলুন: নিরাপদ তাস, পরের খেলোয়াড়ের কাজে লাগার সম্ভাবনা কম</translation>
    </message>
    <message>
        <source>Discard %1: every card is in a meld or a draw; this one helps least</source>
        <translation>%1 ফেলুন: প্রতিটি তাস কোনো মেল্ড বা অসম্পূর্ণ মেল্ডে আছে; এটি সবচেয়ে কম কাজের</translation>
    </message>
    <message>
        <source>%1; nobody collects %2</source>
        <translation>%1; কেউ %2 জমাচ্ছে না</translation>
    </message>
    <message>
        <source>Play %1: a random choice</source>
        <translation>%1 খেলুন: র‍্যান্ডম বাছাই</translation>
    </message>
    <message>
        <source>A random choice</source>
        <translation>র‍্যান্ডম বাছাই</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it completes or extends a meld</source>
        <translation>ওপেন ডেক থেকে %1 নিন: এটি একটি মেল্ড পূর্ণ করে বা বাড়ায়</translation>
    </message>
    <message>
        <source>Take the open card: it completes or extends a meld</source>
        <translation>খোলা তাস নিন: এটি একটি মেল্ড পূর্ণ করে বা বাড়ায়</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it lowers the points of your hand</source>
        <translation>ওপেন ডেক থেকে %1 নিন: এতে আপনার হাতের পয়েন্ট কমে</translation>
    </message>
    <message>
        <source>Take the open card: it lowers the points of your hand</source>
        <translation>খোলা তাস নিন: এতে আপনার হাতের পয়েন্ট কমে</translation>
    </message>
    <message>
        <source>Draw from the closed deck: %1 on the open deck does not help</source>
        <translation>ক্লোজড ডেক থেকে তুলুন: ওপেন ডেকের %1 কাজে লাগবে না</translation>
    </message>
    <message>
        <source>Draw from the closed deck: the open card does not help</source>
        <translation>ক্লোজড ডেক থেকে তুলুন: খোলা তাস কাজে লাগবে না</translation>
    </message>
    <message>
        <source>Finish with %1 and declare: your hand is valid</source>
        <translation>%1 দিয়ে ফিনিশ করে ডিক্লেয়ার করুন: আপনার হাত বৈধ</translation>
    </message>
    <message>
        <source>Declare: your hand is valid</source>
        <translation>ডিক্লেয়ার করুন: আপনার হাত বৈধ</translation>
    </message>
    <message>
        <source>Drop now for %n points: this hand has too little to build on</source>
        <translation>এখনই %n পয়েন্টে ড্রপ করুন: এই হাতে গড়ার মতো প্রায় কিছু নেই</translation>
    </message>
    <message>
        <source>Drop now for %n points: you are far behind, and a full loss would cost more</source>
        <translation>এখনই %n পয়েন্টে ড্রপ করুন: আপনি অনেক পিছিয়ে, পুরো হারে আরও বেশি লাগবে</translation>
    </message>
    <message>
        <source>Re-join the pool</source>
        <translation>পুলে আবার যোগ দিন</translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation>কোনো কারণ দেওয়া হয়নি</translation>
    </message>
    <message>
        <source>Points rummy</source>
        <translation>পয়েন্টস রামি</translation>
    </message>
    <message>
        <source>Pool rummy, 101</source>
        <translation>পুল রামি, 101</translation>
    </message>
    <message>
        <source>Pool rummy, 201</source>
        <translation>পুল রামি, 201</translation>
    </message>
    <message>
        <source>Deals rummy, 2 deals</source>
        <translation>ডিলস রামি, 2 ডিল</translation>
    </message>
    <message>
        <source>Deals rummy, 3 deals</source>
        <translation>ডিলস রামি, 3 ডিল</translation>
    </message>
    <message>
        <source>Deals rummy, 6 deals</source>
        <translation>ডিলস রামি, 6 ডিল</translation>
    </message>
    <message>
        <source>out on missed turns</source>
        <translation>চাল ফসকে বাইরে</translation>
    </message>
    <message>
        <source>Knock with gin, discarding %1: no deadwood left</source>
        <translation>%1 ফেলে জিন করে নক করুন: কোনো অকেজো তাস বাকি নেই</translation>
    </message>
    <message>
        <source>Knock, discarding %1: %n points of deadwood left</source>
        <translation>%1 ফেলে নক করুন: %n পয়েন্টের অকেজো তাস বাকি</translation>
    </message>
    <message>
        <source>Leave %1: it does not help your hand</source>
        <translation>%1 ছেড়ে দিন: এটি আপনার হাতের কাজে লাগবে না</translation>
    </message>
    <message>
        <source>Leave the upcard: it does not help your hand</source>
        <translation>খোলা তাস ছেড়ে দিন: এটি আপনার হাতের কাজে লাগবে না</translation>
    </message>
    <message>
        <source>Too much deadwood to knock: the cards you keep must count no more than the knock value.</source>
        <translation>নকের জন্য ডেডউড বেশি: রাখা তাসের মান নকের সীমার বেশি হতে পারবে না।</translation>
    </message>
    <message>
        <source>The card you just took from the discard pile cannot go back on it this turn: discard another card.</source>
        <translation>ডিসকার্ড পাইল থেকে এইমাত্র নেওয়া তাস এই দানে ফেরত যেতে পারে না: অন্য তাস ফেলুন।</translation>
    </message>
    <message>
        <source>You took the last discard at the wall: you must knock now.</source>
        <translation>আপনি ওয়ালে শেষ ফেলা তাস নিয়েছেন: এখন নক করতেই হবে।</translation>
    </message>
    <message>
        <source>tunnela</source>
        <translation>টানেলা</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>বিশেষজ্ঞ</translation>
    </message>
    <message>
        <source>The search found this move best, by %n point(s) on average</source>
        <translation>অনুসন্ধানে এই চালটি সেরা, গড়ে %n পয়েন্টে</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>স্টক থেকে তাস তুলুন</translation>
    </message>
    <message>
        <source>take %1 cards from the pile</source>
        <translation>স্তূপ থেকে %1টি তাস তুলুন</translation>
    </message>
    <message>
        <source>take the top of the pile</source>
        <translation>স্তূপের উপরের তাস তুলুন</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>%1 ফেলুন</translation>
    </message>
    <message>
        <source>declare, finishing with %1</source>
        <translation>%1 রেখে ঘোষণা করা</translation>
    </message>
    <message>
        <source>drop out of the deal</source>
        <translation>ডিল ছেড়ে দেওয়া</translation>
    </message>
    <message>
        <source>miss the turn</source>
        <translation>দান বাদ দেওয়া</translation>
    </message>
    <message>
        <source>leave the upcard</source>
        <translation>খোলা তাস রেখে দেওয়া</translation>
    </message>
    <message>
        <source>knock, discarding %1</source>
        <translation>%1 ফেলে নক করা</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>%1 মেল্ড করুন</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>%1 লে অফ করুন</translation>
    </message>
    <message>
        <source>swap %1 for a joker</source>
        <translation>%1 দিয়ে জোকার নিন</translation>
    </message>
    <message>
        <source>take %1 from a meld</source>
        <translation>কোনো মেল্ড থেকে %1 নিন</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>চাল শেষ করুন</translation>
    </message>
</context>
</TS>
