<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>FileKind</name>
    <message>
        <source>it is not an ordinary file (a folder, a pipe or a device)</source>
        <translation>ce n&apos;est pas un fichier ordinaire (un dossier, un tube ou un périphérique)</translation>
    </message>
</context>
<context>
    <name>GinSaveCodec</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>Le fichier est endommagé : les réglages des joueurs sont illisibles.</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>Ce fichier n’est pas une partie enregistrée de Rummy.</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>About Rummy</source>
        <translation>À propos de Rummy</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rummy %1&lt;/h3&gt;&lt;p&gt;Indian Rummy (13 and 21 cards: Points, Pool 101 and 201, Deals) and Gin Rummy against computer players, offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. You may share and change it under that licence; it comes with no warranty.&lt;/p&gt;&lt;p&gt;The rules engine, the computer players, the card faces and the translations are the Rummy project&apos;s own work. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rummy %1&lt;/h3&gt;&lt;p&gt;Rami indien (13/21 cartes : Points, Pool 101 et 201, Deals) et Gin Rummy contre des joueurs ordinateur, hors ligne.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence publique générale GNU, version 3 ou ultérieure. Vous pouvez le partager et le modifier selon cette licence ; il est fourni sans aucune garantie.&lt;/p&gt;&lt;p&gt;Le moteur de règles, les joueurs ordinateur, les cartes et les traductions sont l’œuvre du projet Rummy. Construit avec Qt %2.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Réinitialiser</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Aide</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ignorer</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Oui</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;Non</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurer les valeurs par défaut</translation>
    </message>
</context>
<context>
    <name>SaveRecord</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>Le fichier est endommagé : les réglages des joueurs sont illisibles.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>Le match enregistré contient un coup interdit par les règles : %1</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <source>The file is cut short: it ends in the middle of the saved game.</source>
        <translation>Le fichier est tronqué : il s’arrête au milieu de la partie enregistrée.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not readable as a saved game (line %1, column %2).</source>
        <translation>Le fichier est endommagé : il ne se lit pas comme une partie enregistrée (ligne %1, colonne %2).</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>Ce fichier n’est pas une partie enregistrée de Rummy.</translation>
    </message>
    <message>
        <source>The file is damaged: it does not say which save format it uses.</source>
        <translation>Le fichier est endommagé : il n’indique pas son format d’enregistrement.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Rummy (save format %1; this version reads format %2).</source>
        <translation>Cette partie a été enregistrée par une version plus récente de Rummy (format %1 ; cette version lit le format %2).</translation>
    </message>
    <message>
        <source>This game uses an old save format (%1) that this version of Rummy cannot read.</source>
        <translation>Cette partie utilise un ancien format d’enregistrement (%1) que cette version de Rummy ne sait pas lire.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable.</source>
        <translation>Le fichier est endommagé : l’historique du match est illisible.</translation>
    </message>
    <message>
        <source>The file is damaged: its rules cannot be played.</source>
        <translation>Le fichier est endommagé : ses règles ne sont pas jouables.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>Le match enregistré contient un coup interdit par les règles : %1</translation>
    </message>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>Le fichier est endommagé : les réglages des joueurs sont illisibles.</translation>
    </message>
    <message>
        <source>Could not save the game to %1: %2</source>
        <translation>Impossible d’enregistrer la partie dans %1 : %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>le dossier %1 ne peut pas être créé</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>This version of Rummy cannot play the game this file holds.</source>
        <translation>Cette version de Rummy ne peut pas jouer la partie que contient ce fichier.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable (at %1).</source>
        <translation>Le fichier est endommagé : l’historique de la partie est illisible (à %1).</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>it could not be opened: %1</source>
        <translation>il n’a pas pu être ouvert : %1</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>ce n’est pas du JSON valide (%1)</translation>
    </message>
    <message>
        <source>it is not a statistics file of this version</source>
        <translation>ce n’est pas un fichier de statistiques de cette version</translation>
    </message>
    <message>
        <source>the figures for %1 are damaged</source>
        <translation>les chiffres de %1 sont endommagés</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. It was kept as %3 and new statistics were started.</source>
        <translation>Votre fichier de statistiques %1 n’a pas pu être lu : %2. Il a été conservé sous %3 et de nouvelles statistiques ont commencé.</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. New statistics were started; the old file will be replaced when they are saved.</source>
        <translation>Votre fichier de statistiques %1 n’a pas pu être lu : %2. De nouvelles statistiques ont commencé ; l’ancien fichier sera remplacé à leur enregistrement.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1: %2</source>
        <translation>Vos statistiques n’ont pas pu être enregistrées dans %1 : %2</translation>
    </message>
    <message>
        <source>the figures for Gin are damaged</source>
        <translation>les chiffres du gin sont endommagés</translation>
    </message>
    <message>
        <source>the list of deals counted is damaged</source>
        <translation>la liste des donnes comptées est endommagée</translation>
    </message>
    <message>
        <source>the figures for 21 cards are damaged</source>
        <translation>les chiffres du jeu à 21 cartes sont endommagés</translation>
    </message>
    <message>
        <source>it is %1 MB, far larger than statistics are</source>
        <translation>il fait %1 Mo, bien plus que des statistiques</translation>
    </message>
    <message>
        <source>the figures for the table games are damaged</source>
        <translation>les chiffres des jeux de table sont endommagés</translation>
    </message>
</context>
<context>
    <name>TableGameInput</name>
    <message>
        <source>The opening needs %1 more points.</source>
        <translation>Il manque %1 points pour l&apos;ouverture.</translation>
    </message>
    <message>
        <source>Select three or more cards that make a set or a run, then Meld.</source>
        <translation>Choisissez trois cartes ou plus formant une série ou une suite, puis Poser.</translation>
    </message>
    <message>
        <source>Select one card to lay off, then click a meld on the table.</source>
        <translation>Choisissez une carte à ajouter, puis cliquez sur une combinaison de la table.</translation>
    </message>
    <message>
        <source>%1 fits on no meld on the table.</source>
        <translation>%1 ne va sur aucune combinaison de la table.</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>Choisissez une carte à défausser.</translation>
    </message>
</context>
<context>
    <name>TableGameResultPanel</name>
    <message>
        <source>%1 went out.</source>
        <translation>%1 est sorti.</translation>
    </message>
    <message>
        <source>Nobody went out: the hand is blocked.</source>
        <translation>Personne n&apos;est sorti : la donne est bloquée.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaisons</translation>
    </message>
    <message>
        <source>Melded</source>
        <translation>Posé</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>En main</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Hand %1 of %2. Click here or press N for the next hand.</source>
        <translation>Donne %1 sur %2. Cliquez ici ou appuyez sur N pour la donne suivante.</translation>
    </message>
    <message>
        <source>Target %1, for the player who goes out. Click here or press N for the next hand.</source>
        <translation>Objectif %1, pour le joueur qui sort. Cliquez ici ou appuyez sur N pour la donne suivante.</translation>
    </message>
    <message>
        <source>Target %1. Click here or press N for the next hand.</source>
        <translation>Objectif %1. Cliquez ici ou appuyez sur N pour la donne suivante.</translation>
    </message>
    <message>
        <source>%1 wins the game! Click here or press N for a new game.</source>
        <translation>%1 gagne la partie ! Cliquez ici ou appuyez sur N pour une nouvelle partie.</translation>
    </message>
</context>
<context>
    <name>TableGameSaveCodec</name>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>Ce fichier n’est pas une partie enregistrée de Rummy.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Indian Rummy against computer opponents.</source>
        <translation>Rami indien contre des adversaires virtuels.</translation>
    </message>
    <message>
        <source>Deal deterministically from seed &lt;N&gt;.</source>
        <translation>Distribuer de façon reproductible à partir de la graine &lt;N&gt;.</translation>
    </message>
    <message>
        <source>Players at the table, 2 to 6 (default 4).</source>
        <translation>Joueurs à la table, de 2 à 6 (4 par défaut).</translation>
    </message>
    <message>
        <source>Match format: points, pool101, pool201, deals2, deals3, deals6.</source>
        <translation>Formule du match : points, pool101, pool201, deals2, deals3, deals6.</translation>
    </message>
    <message>
        <source>Milliseconds a bot seems to think (default 700).</source>
        <translation>Millisecondes de réflexion apparente d’un robot (700 par défaut).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Some saved settings could not be used; their defaults apply instead.</source>
        <translation>Certains réglages enregistrés sont inutilisables ; leurs valeurs par défaut s’appliquent.</translation>
    </message>
    <message>
        <source>The game: indian13, indian21, gin, straight, 500, 51 or kaluki (default: the settings).</source>
        <translation>Le jeu : indian13, indian21, gin, straight, 500, 51 ou kaluki (par défaut : les réglages).</translation>
    </message>
</context>
<context>
    <name>rummy::AppSettings</name>
    <message>
        <source>“%1” is not a number from %2 to %3: %4.</source>
        <translation>« %1 » n’est pas un nombre de %2 à %3 : %4.</translation>
    </message>
    <message>
        <source>“%1” is not true or false: %2.</source>
        <translation>« %1 » n’est ni true ni false : %2.</translation>
    </message>
    <message>
        <source>Unknown match format “%1”; Points rummy is used.</source>
        <translation>Formule de match inconnue « %1 » ; le rami aux points est utilisé.</translation>
    </message>
    <message>
        <source>The number of players is reset to %1.</source>
        <translation>Le nombre de joueurs est ramené à %1.</translation>
    </message>
    <message>
        <source>Unknown level “%1” for seat %2; Medium is used.</source>
        <translation>Niveau inconnu « %1 » pour la place %2 ; Moyen est utilisé.</translation>
    </message>
    <message>
        <source>The name for seat %1 is too long; it is shortened.</source>
        <translation>Le nom de la place %1 est trop long ; il est raccourci.</translation>
    </message>
    <message>
        <source>The house rules are reset to the format&apos;s standard rules.</source>
        <translation>Les règles maison sont ramenées aux règles standard de la formule.</translation>
    </message>
    <message>
        <source>The saved house rules cannot be played by %1 players; the format&apos;s standard rules are used.</source>
        <translation>Les règles maison enregistrées ne se jouent pas à %1 joueurs ; les règles standard de la formule sont utilisées.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not installed; the built-in deck is used.</source>
        <translation>Le jeu de cartes « %1 » n’est pas installé ; le jeu intégré est utilisé.</translation>
    </message>
    <message>
        <source>Unknown card back “%1”; red is used.</source>
        <translation>Dos de carte inconnu « %1 » ; le rouge est utilisé.</translation>
    </message>
    <message>
        <source>“%1” is not a colour; the green felt is used.</source>
        <translation>« %1 » n’est pas une couleur ; le tapis vert est utilisé.</translation>
    </message>
    <message>
        <source>Unknown animation speed “%1”; Normal is used.</source>
        <translation>Vitesse d’animation inconnue « %1 » ; Normale est utilisée.</translation>
    </message>
    <message>
        <source>The bots&apos; thinking time is reset to %1 ms.</source>
        <translation>Le temps de réflexion des robots est ramené à %1 ms.</translation>
    </message>
    <message>
        <source>Unknown language “%1”; the system language is used.</source>
        <translation>Langue inconnue « %1 » ; la langue du système est utilisée.</translation>
    </message>
    <message>
        <source>The settings were saved by another version of Rummy (%1); the defaults are used.</source>
        <translation>Les réglages viennent d’une autre version de Rummy (%1) ; les valeurs par défaut sont utilisées.</translation>
    </message>
    <message>
        <source>Unknown game “%1”; Indian Rummy is used.</source>
        <translation>Jeu inconnu « %1 » ; le rami indien est utilisé.</translation>
    </message>
    <message>
        <source>Unknown wall rule “%1”.</source>
        <translation>Règle du mur inconnue « %1 ».</translation>
    </message>
    <message>
        <source>The Gin options are reset to the standard rules.</source>
        <translation>Les options du gin reviennent aux règles standard.</translation>
    </message>
    <message>
        <source>Unknown value-card scheme “%1”.</source>
        <translation>Manière de payer les cartes de valeur inconnue : « %1 ».</translation>
    </message>
    <message>
        <source>The table game&apos;s options are reset to its standard rules.</source>
        <translation>Les options du jeu de table reprennent ses règles standard.</translation>
    </message>
    <message>
        <source>The Expert&apos;s thinking time is reset to %1 ms.</source>
        <translation>Le temps de réflexion de l&apos;Expert est ramené à %1 ms.</translation>
    </message>
</context>
<context>
    <name>rummy::CardCache</name>
    <message>
        <source>The card deck “%1” could not be read; the built-in deck is used.</source>
        <translation>Le jeu de cartes « %1 » n’a pas pu être lu ; le jeu intégré est utilisé.</translation>
    </message>
</context>
<context>
    <name>rummy::DealCodeBar</name>
    <message>
        <source>Deal code:</source>
        <translation>Code de la donne :</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Code de la donne</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Replay it with Game → Play a deal by code…</source>
        <translation>Rejouez-la avec Partie → Jouer une donne par code…</translation>
    </message>
    <message>
        <source>The code keeps the standard rules of the format, not the house rules of this match.</source>
        <translation>Le code garde les règles standard de la formule, pas les règles maison de ce match.</translation>
    </message>
</context>
<context>
    <name>rummy::DeckCatalog</name>
    <message>
        <source>Standard (two colours)</source>
        <translation>Standard (deux couleurs)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Quatre couleurs</translation>
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
        <translation>Historique de la défausse</translation>
    </message>
    <message>
        <source>threw %1</source>
        <translation>a jeté %1</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>a pris %1</translation>
    </message>
    <message>
        <source>%1 back (turn missed)</source>
        <translation>%1 rendue (tour manqué)</translation>
    </message>
    <message>
        <source>%1 on Finish</source>
        <translation>%1 sur Finir</translation>
    </message>
    <message>
        <source>Nothing has been thrown yet in this deal.</source>
        <translation>Rien n’a encore été jeté dans cette donne.</translation>
    </message>
    <message>
        <source>The whole deal, oldest first. Cards drawn from the closed deck are not shown: nobody sees them.</source>
        <translation>Toute la donne, la plus ancienne d’abord. Les cartes piochées dans la pioche fermée ne sont pas montrées : personne ne les voit.</translation>
    </message>
</context>
<context>
    <name>rummy::GameFront</name>
    <message>
        <source>Last move: %1.</source>
        <translation>Dernier coup : %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 a pioché</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 a pris la carte défaussée</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 a pris %2</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 a défaussé %2</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 a passé</translation>
    </message>
    <message>
        <source>%1 knocked</source>
        <translation>%1 a frappé</translation>
    </message>
</context>
<context>
    <name>rummy::GinFront</name>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>Prenez d’abord la carte retournée ou passez.</translation>
    </message>
    <message>
        <source>Both players passed the upcard: the first draw is from the stock.</source>
        <translation>Les deux joueurs ont passé : la première carte se prend à la pioche.</translation>
    </message>
    <message>
        <source>Gin moves</source>
        <translation>Coups du gin</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Prendre la défausse</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>Sélectionnez d’abord une carte (clic), puis Défausser.</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Trier</translation>
    </message>
    <message>
        <source>Back to the automatic grouping: melds first, then the deadwood (S)</source>
        <translation>Revenir au regroupement automatique : les combinaisons d’abord, puis les cartes isolées (S)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Frapper</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>Abandon this game of Gin Rummy and start a new one?</source>
        <translation>Abandonner cette partie de Gin Rummy et en commencer une nouvelle ?</translation>
    </message>
    <message>
        <source>You cannot knock yet: your best discard leaves deadwood %1, and a knock needs %2 or less.</source>
        <translation>Vous ne pouvez pas encore frapper : même la meilleure défausse laisse %1 points morts, et il en faut %2 ou moins.</translation>
    </message>
    <message>
        <source>Big gin! Lay down all eleven cards?</source>
        <translation>Big gin ! Étaler les onze cartes ?</translation>
    </message>
    <message>
        <source>Gin! Knock, discarding %1?</source>
        <translation>Gin ! Frapper en défaussant %1 ?</translation>
    </message>
    <message>
        <source>Knock, discarding %1? Deadwood %2</source>
        <translation>Frapper en défaussant %1 ? Points morts %2</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>La partie est terminée : cliquez sur Nouvelle partie pour rejouer.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>La donne est terminée : cliquez sur Donne suivante pour distribuer la suivante.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>Code de cette donne : %1</translation>
    </message>
    <message>
        <source>Your turn: take the upcard (O) or pass (P).</source>
        <translation>À vous : prenez la carte retournée (O) ou passez (P).</translation>
    </message>
    <message>
        <source>Two cards are left: take the discard to knock (O), or pass (P) and the hand is void.</source>
        <translation>Il reste deux cartes : prenez la défausse pour frapper (O), ou passez (P) et la donne est nulle.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the stock, or O to take the discard.</source>
        <translation>À vous : C pour piocher, O pour prendre la défausse.</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw.</source>
        <translation>À vous : cliquez sur la pioche ou la défausse pour tirer une carte.</translation>
    </message>
    <message>
        <source>You took the discard at the wall: knock now (K).</source>
        <translation>Vous avez pris la défausse au mur : frappez maintenant (K).</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or K to knock.</source>
        <translation>À vous : choisissez une carte avec les flèches et Espace, puis D pour la défausser ou K pour frapper.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the discard pile, or onto Knock.</source>
        <translation>À vous : faites glisser une carte sur la défausse, ou sur Frapper.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Au tour de %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinHintProvider</name>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>Conseil : que ferait un bon joueur ? (%1)</translation>
    </message>
    <message>
        <source>pass: %1 would not let you knock</source>
        <translation>passer : %1 ne vous permettrait pas de frapper</translation>
    </message>
    <message>
        <source>pass: %1 does not lower your deadwood</source>
        <translation>passer : %1 ne baisse pas vos points morts</translation>
    </message>
    <message>
        <source>take %1 and knock</source>
        <translation>prendre %1 et frapper</translation>
    </message>
    <message>
        <source>take %1: after a discard your deadwood would be %2</source>
        <translation>prendre %1 : après une défausse, vos points morts seraient de %2</translation>
    </message>
    <message>
        <source>draw from the stock: %1 does not help you</source>
        <translation>piocher : %1 ne vous aide pas</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>piocher</translation>
    </message>
    <message>
        <source>discard %1: it leaves deadwood %2</source>
        <translation>défausser %1 : il reste %2 points morts</translation>
    </message>
    <message>
        <source>knock with %1: that is gin</source>
        <translation>frapper avec %1 : c’est gin</translation>
    </message>
    <message>
        <source>knock with %1: deadwood %2</source>
        <translation>frapper avec %1 : points morts %2</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>Les conseils sont donnés à votre tour.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Conseil : %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinRulesDialog</name>
    <message>
        <source>Straight gin: only gin ends a hand; nobody may knock with deadwood.</source>
        <translation>Gin strict : seul un gin termine la donne ; personne ne peut frapper avec des points morts.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10); an ace turned up means gin only.</source>
        <translation>Oklahoma : la valeur de la première carte retournée fixe le seuil pour frapper (figure 10) ; un as retourné impose le gin.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10, an ace 1).</source>
        <translation>Oklahoma : la valeur de la première carte retournée fixe le seuil pour frapper (figure 10, as 1).</translation>
    </message>
    <message>
        <source>Knock with %1 or less deadwood.</source>
        <translation>On frappe avec %1 points morts ou moins.</translation>
    </message>
    <message>
        <source>A spade turned up as the first upcard doubles the hand.</source>
        <translation>Un pique comme première carte retournée double la donne.</translation>
    </message>
    <message>
        <source>Gin bonus %1, undercut bonus %2.</source>
        <translation>Bonus de gin %1, bonus de contre %2.</translation>
    </message>
    <message>
        <source>Big gin (all eleven cards melded) scores a bonus of %1.</source>
        <translation>Le big gin (les onze cartes combinées) rapporte un bonus de %1.</translation>
    </message>
    <message>
        <source>There is no big gin.</source>
        <translation>Il n’y a pas de big gin.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock is an undercut.</source>
        <translation>Des points morts égaux après un frappé comptent comme un contre.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock wins the hand for the knocker, for no points.</source>
        <translation>Des points morts égaux après un frappé donnent la donne à celui qui a frappé, sans points.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may be thrown back at once.</source>
        <translation>La carte que l’on vient de prendre à la défausse peut y être rejetée aussitôt.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be thrown back in the same turn.</source>
        <translation>La carte que l’on vient de prendre à la défausse ne peut pas y être rejetée au même tour.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the hand is void.</source>
        <translation>Au mur (deux cartes restant à la pioche), la donne est nulle.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the other player may take the last discard only to knock with it; otherwise the hand is void.</source>
        <translation>Au mur (deux cartes restant à la pioche), l’autre joueur peut prendre la dernière défausse uniquement pour frapper ; sinon la donne est nulle.</translation>
    </message>
    <message>
        <source>Game to %1 points; game bonus %2, box bonus %3 for every hand won.</source>
        <translation>Partie en %1 points ; bonus de partie %2, bonus de case %3 par donne gagnée.</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s points.</source>
        <translation>Un capot double les points du gagnant.</translation>
    </message>
    <message>
        <source>A shutout does not double the points.</source>
        <translation>Un capot ne double pas les points.</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>Règles du gin-rami</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>Le texte des règles est introuvable.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>Règles de cette table</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>rummy::GinScoreSheet</name>
    <message>
        <source>knock</source>
        <translation>frappé</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>contre</translation>
    </message>
    <message>
        <source>gin</source>
        <translation>gin</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>big gin</translation>
    </message>
    <message>
        <source>void</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Cases</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Capot</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>Bonus de case</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score sheet · game to %1</source>
        <translation>Feuille de marque · partie en %1</translation>
    </message>
    <message>
        <source>… earlier hands: %1</source>
        <translation>… donnes précédentes : %1</translation>
    </message>
</context>
<context>
    <name>rummy::GinShownGroups</name>
    <message>
        <source>set</source>
        <translation>brelan ou carré</translation>
    </message>
    <message>
        <source>run</source>
        <translation>suite</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>points morts %1</translation>
    </message>
    <message>
        <source>%1 + %2 laid off</source>
        <translation>%1 + %2 posée(s)</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>points morts</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableScene</name>
    <message>
        <source>Gin table</source>
        <translation>Table de gin</translation>
    </message>
    <message>
        <source>The opponent&apos;s cards at the top, the stock, the discard pile and the Knock target in the middle, the score sheet on the right, your hand at the bottom</source>
        <translation>En haut les cartes de l’adversaire, au milieu la pioche, la défausse et la zone pour frapper, à droite la feuille de marque, en bas votre main</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableTexts</name>
    <message>
        <source>Stock · %1 · wall at %2</source>
        <translation>Pioche · %1 · mur à %2</translation>
    </message>
    <message>
        <source>Stock · %1</source>
        <translation>Pioche · %1</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Carte retournée</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Cards in the discard pile: %1</source>
        <translation>Cartes dans la défausse : %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Frapper</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Gin seulement</translation>
    </message>
    <message>
        <source>Deadwood ≤ %1</source>
        <translation>Points morts ≤ %1</translation>
    </message>
    <message>
        <source>Take to knock</source>
        <translation>Prendre pour frapper</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Prendre %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>À vous : prenez la carte retournée ou passez</translation>
    </message>
    <message>
        <source>The wall: take the discard to knock, or pass</source>
        <translation>Le mur : prenez la défausse pour frapper, ou passez</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or the discard pile</source>
        <translation>À vous : piochez ou prenez la défausse</translation>
    </message>
    <message>
        <source>Knock now: you took the discard at the wall</source>
        <translation>Frappez maintenant : vous avez pris la défausse au mur</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock</source>
        <translation>À vous : défaussez une carte ou frappez</translation>
    </message>
    <message>
        <source>%1 pts · hands won: %2</source>
        <translation>%1 pts · donnes gagnées : %2</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Points morts %1</translation>
    </message>
    <message>
        <source>Without %1: gin!</source>
        <translation>Sans %1 : gin !</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2, you may knock</source>
        <translation>Sans %1 : points morts %2, vous pouvez frapper</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2</source>
        <translation>Sans %1 : points morts %2</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: gin only</source>
        <translation>Oklahoma, %1 retourné : gin seulement</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: knock at %2 or less</source>
        <translation>Oklahoma, %1 retourné : frapper à %2 ou moins</translation>
    </message>
    <message>
        <source>points doubled</source>
        <translation>points doublés</translation>
    </message>
    <message>
        <source>Gin only: no knocking with deadwood</source>
        <translation>Gin seulement : pas de frappé avec des points morts</translation>
    </message>
    <message>
        <source>Knock at %1 or less</source>
        <translation>Frapper à %1 ou moins</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>Contre !</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>Gin !</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>Big gin !</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>Donne nulle</translation>
    </message>
    <message>
        <source>The stock is down to %1 cards: nobody scores.</source>
        <translation>Il ne reste que %1 cartes à la pioche : personne ne marque.</translation>
    </message>
    <message>
        <source>%1 deals again.</source>
        <translation>Donneur à nouveau : %1.</translation>
    </message>
    <message>
        <source>Gin: %1</source>
        <translation>Gin : %1</translation>
    </message>
    <message>
        <source>Big gin: %1, all eleven cards melded</source>
        <translation>Big gin : %1, les onze cartes combinées</translation>
    </message>
    <message>
        <source>Knock: %1 · deadwood %2</source>
        <translation>Frappé : %1 · points morts %2</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2 · cards laid off: %3</source>
        <translation>Défense : %1 · points morts %2 · cartes posées : %3</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2</source>
        <translation>Défense : %1 · points morts %2</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 = %4</source>
        <translation>Points pour %1 : %2 − %3 = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 + %4 undercut bonus = %5</source>
        <translation>Points pour %1 : %2 − %3 + %4 de bonus de contre = %5</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 gin bonus = %4</source>
        <translation>Points pour %1 : %2 + %3 de bonus de gin = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 big gin bonus = %4</source>
        <translation>Points pour %1 : %2 + %3 de bonus de big gin = %4</translation>
    </message>
    <message>
        <source>Doubled: a spade was the first upcard, %1 points.</source>
        <translation>Doublé : la première carte retournée était un pique, %1 points.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>Code de cette donne : %1</translation>
    </message>
    <message>
        <source>Game over. Winner: %1, %2 to %3</source>
        <translation>Partie terminée. Vainqueur : %1, %2 à %3</translation>
    </message>
    <message>
        <source>Shutout: the loser won no hand, so the winner&apos;s points are doubled.</source>
        <translation>Capot : le perdant n’a gagné aucune donne, les points du gagnant sont doublés.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
</context>
<context>
    <name>rummy::HintProvider</name>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>Conseil : que ferait un bon joueur ? (%1)</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>Les conseils sont donnés à votre tour.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Conseil : %1.</translation>
    </message>
    <message>
        <source>(The spare label marks %1, the throw that leaves the fewest points now; the hint also weighs what each card may still become and what it would give the next player.)</source>
        <translation>(L’étiquette « en trop » marque %1, la défausse qui laisse le moins de points maintenant ; le conseil pèse aussi ce que chaque carte peut encore devenir et ce qu’elle donnerait au joueur suivant.)</translation>
    </message>
</context>
<context>
    <name>rummy::IndianController</name>
    <message>
        <source>The open deck was shuffled into a new closed deck. %1</source>
        <translation>La défausse a été mélangée en une nouvelle pioche. %1</translation>
    </message>
    <message>
        <source>%1 missed a turn</source>
        <translation>%1 a passé son tour</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row: a middle drop for %3 points</source>
        <translation>%1 a manqué %2 tours de suite : abandon en cours de donne pour %3 points</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row and loses the deal with %3 points</source>
        <translation>%1 a manqué %2 tours de suite et perd la donne avec %3 points</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before a drop</source>
        <translation>Tour manqué : %1 sur %2 avant l’abandon</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before the deal is lost</source>
        <translation>Tour manqué : %1 sur %2 avant de perdre la donne</translation>
    </message>
    <message>
        <source>%1 drew from the deck</source>
        <translation>%1 a pioché</translation>
    </message>
    <message>
        <source>%1 drew from the open deck</source>
        <translation>%1 a pris dans la défausse</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 a pris %2</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 a défaussé %2</translation>
    </message>
    <message>
        <source>%1 declared</source>
        <translation>%1 a déclaré</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>%1 a abandonné</translation>
    </message>
</context>
<context>
    <name>rummy::IndianFront</name>
    <message>
        <source>Discard &amp;history…</source>
        <translation>&amp;Historique de la défausse…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Last deal&apos;s &amp;result…</source>
        <translation>&amp;Résultat de la dernière donne…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Take open card</source>
        <translation>Prendre la carte visible</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Trier par couleur</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>Trier par combinaisons</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Grouper</translation>
    </message>
    <message>
        <source>Select cards first (click them or press Space), then Group.</source>
        <translation>Sélectionnez d’abord des cartes (clic ou Espace), puis Grouper.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>Sélectionnez d’abord une carte (clic), puis Défausser.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>Select the card to put on the finish slot, then Finish.</source>
        <translation>Sélectionnez la carte à poser sur la case de fin, puis Terminer.</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Abandonner</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the closed deck, or O to take the open card.</source>
        <translation>À vous : C pour piocher dans la pioche fermée, O pour prendre la carte visible.</translation>
    </message>
    <message>
        <source>Your turn: click the closed deck or the open deck to draw.</source>
        <translation>À vous : cliquez sur la pioche ou la défausse pour prendre une carte.</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or F to finish.</source>
        <translation>À vous : choisissez une carte avec les flèches et Espace, puis D pour la défausser ou F pour finir.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the open deck to discard, or onto Finish.</source>
        <translation>À vous : faites glisser une carte sur la défausse pour la jeter, ou sur Terminer.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Au tour de %1.</translation>
    </message>
    <message>
        <source>Middle drop: %1 points</source>
        <translation>Abandon en cours de donne : %1 points</translation>
    </message>
    <message>
        <source>First drop: %1 points</source>
        <translation>Abandon d’entrée : %1 points</translation>
    </message>
    <message>
        <source>Finish and declare</source>
        <translation>Terminer et déclarer</translation>
    </message>
    <message>
        <source>Put %1 on the finish slot and declare your hand?</source>
        <translation>Poser %1 sur la case de fin et déclarer votre main ?</translation>
    </message>
    <message>
        <source>Your groups are not a valid declaration (you need a pure sequence, a second sequence, and every card in a meld).</source>
        <translation>Vos groupes ne forment pas une déclaration valide (il faut une suite pure, une deuxième suite, et chaque carte dans une combinaison).</translation>
    </message>
    <message>
        <source>Declaring now costs %1 points. Declare anyway?</source>
        <translation>Déclarer maintenant coûte %1 points. Déclarer quand même ?</translation>
    </message>
    <message>
        <source>Middle drop for %1 points?</source>
        <translation>Abandonner en cours de donne pour %1 points ?</translation>
    </message>
    <message>
        <source>First drop for %1 points?</source>
        <translation>Abandonner d’entrée pour %1 points ?</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Re-join the pool?</source>
        <translation>Revenir dans le pool ?</translation>
    </message>
    <message>
        <source>You are out of the pool. Re-join the game at %1 points?</source>
        <translation>Vous êtes éliminé du pool. Revenir dans la partie à %1 points ?</translation>
    </message>
    <message>
        <source>Abandon this match and start a new one?</source>
        <translation>Abandonner cette partie et en commencer une nouvelle ?</translation>
    </message>
</context>
<context>
    <name>rummy::IndianScene</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Opponents around the top, the decks in the middle, your hand at the bottom</source>
        <translation>Les adversaires en haut, la pioche et la défausse au milieu, votre main en bas</translation>
    </message>
</context>
<context>
    <name>rummy::IndianTexts</name>
    <message>
        <source>Wild: aces</source>
        <translation>Joker : as</translation>
    </message>
    <message>
        <source>Wild: twos</source>
        <translation>Joker : deux</translation>
    </message>
    <message>
        <source>Wild: threes</source>
        <translation>Joker : trois</translation>
    </message>
    <message>
        <source>Wild: fours</source>
        <translation>Joker : quatre</translation>
    </message>
    <message>
        <source>Wild: fives</source>
        <translation>Joker : cinq</translation>
    </message>
    <message>
        <source>Wild: sixes</source>
        <translation>Joker : six</translation>
    </message>
    <message>
        <source>Wild: sevens</source>
        <translation>Joker : sept</translation>
    </message>
    <message>
        <source>Wild: eights</source>
        <translation>Joker : huit</translation>
    </message>
    <message>
        <source>Wild: nines</source>
        <translation>Joker : neuf</translation>
    </message>
    <message>
        <source>Wild: tens</source>
        <translation>Joker : dix</translation>
    </message>
    <message>
        <source>Wild: jacks</source>
        <translation>Joker : valets</translation>
    </message>
    <message>
        <source>Wild: queens</source>
        <translation>Joker : dames</translation>
    </message>
    <message>
        <source>Wild: kings</source>
        <translation>Joker : rois</translation>
    </message>
    <message>
        <source>Deck · empty, click to reshuffle</source>
        <translation>Pioche · vide, cliquer pour mélanger</translation>
    </message>
    <message>
        <source>Deck · %1</source>
        <translation>Pioche · %1</translation>
    </message>
    <message>
        <source>No wild</source>
        <translation>Pas de joker</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminer</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
    <message>
        <source>Open deck, newest first:</source>
        <translation>Défausse, la plus récente d’abord :</translation>
    </message>
    <message>
        <source>%1 (turned up by the dealer)</source>
        <translation>%1 (retournée par le donneur)</translation>
    </message>
    <message>
        <source>%1 — thrown by %2</source>
        <translation>%1 — jetée par %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n older</source>
        <translation>
            <numerusform>… et %n plus ancienne</numerusform>
            <numerusform>… et %n plus anciennes</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Donne terminée</translation>
    </message>
    <message>
        <source>Your turn: draw</source>
        <translation>À vous : piochez</translation>
    </message>
    <message>
        <source>Your turn: discard</source>
        <translation>À vous : défaussez</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <source>%1 · %2 s</source>
        <translation>%1 · %2 s</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n jeton</numerusform>
            <numerusform>%n jetons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out · watching</source>
        <translation>Éliminé · spectateur</translation>
    </message>
    <message>
        <source>You dropped · watching</source>
        <translation>Abandon · spectateur</translation>
    </message>
    <message>
        <source>Wrong declaration · watching</source>
        <translation>Fausse déclaration · spectateur</translation>
    </message>
    <message>
        <source>Turns missed · watching</source>
        <translation>Tours manqués · spectateur</translation>
    </message>
    <message>
        <source>Sitting out · watching</source>
        <translation>Hors jeu · spectateur</translation>
    </message>
    <message numerus="yes">
        <source>You · %n chips</source>
        <translation>
            <numerusform>Vous · %n jeton</numerusform>
            <numerusform>Vous · %n jetons</numerusform>
        </translation>
    </message>
    <message>
        <source>You · score %1</source>
        <translation>Vous · score %1</translation>
    </message>
    <message>
        <source>Deal costs: %1 pts</source>
        <translation>Coût de la donne : %1 pts</translation>
    </message>
    <message>
        <source>Hand: valid, %1 pts</source>
        <translation>Main : valide, %1 pts</translation>
    </message>
    <message>
        <source>Hand: %1 pts</source>
        <translation>Main : %1 pts</translation>
    </message>
    <message>
        <source>%1 · 3 pure needed: %2 so far</source>
        <translation>%1 · 3 pures requises : %2 pour l’instant</translation>
    </message>
    <message>
        <source>★ Value cards: %1</source>
        <translation>★ Cartes de valeur : %1</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>reste</translation>
    </message>
    <message>
        <source>%1 — a value card</source>
        <translation>%1 — une carte de valeur</translation>
    </message>
</context>
<context>
    <name>rummy::MainWindow</name>
    <message>
        <source>Rummy</source>
        <translation>Rummy</translation>
    </message>
    <message>
        <source>Game status</source>
        <translation>État de la partie</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Vitesse d’&amp;animation</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Désactivée</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>Para&amp;mètres…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>Les paramètres n’ont pas pu être enregistrés ; ils s’appliquent jusqu’à la fermeture.</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Start a game of Gin Rummy now? The game on the table ends.</source>
        <translation>Commencer une partie de gin-rami maintenant ? Le jeu en cours s’arrête.</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy now? The game on the table ends.</source>
        <translation>Commencer un match de rami indien maintenant ? Le jeu en cours s’arrête.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;About Rummy</source>
        <translation>À &amp;propos de Rummy</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy with 21 cards now? The game on the table ends.</source>
        <translation>Commencer un match de rami indien à 21 cartes maintenant ? Le jeu en cours s’arrête.</translation>
    </message>
    <message>
        <source>Start a game of %1 now? The game on the table ends.</source>
        <translation>Commencer une partie de %1 maintenant ? La partie en cours prend fin.</translation>
    </message>
    <message>
        <source>Re&amp;view last deal…</source>
        <translation>Anal&amp;yser la dernière donne…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>No deal has ended yet: there is nothing to review.</source>
        <translation>Aucune donne n&apos;est encore finie : rien à analyser.</translation>
    </message>
</context>
<context>
    <name>rummy::MatchHeader</name>
    <message>
        <source>What is being played</source>
        <translation>Ce qui se joue</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>The match&apos;s running scores</source>
        <translation>Les scores de la partie</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>Donne %1 (départage)</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 joueurs</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin-rami</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Main %1</translation>
    </message>
    <message>
        <source>Game to %1</source>
        <translation>Partie en %1</translation>
    </message>
    <message>
        <source>21 cards</source>
        <translation>21 cartes</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Main %1 sur %2</translation>
    </message>
</context>
<context>
    <name>rummy::ResultDialog</name>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Result&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Groups&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Joueur&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Résultat&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Groupes&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>Donne %1 (départage)</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Total (out at %1)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Standing&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Joueur&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Cette donne&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Total (éliminé à %1)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Situation&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Chips&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Joueur&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Cette donne&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Jetons&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Value (%1 a point)&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Joueur&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Valeur (%1 le point)&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;eliminated this deal&lt;/b&gt;</source>
        <translation>&lt;b&gt;éliminé à cette donne&lt;/b&gt;</translation>
    </message>
    <message>
        <source>out</source>
        <translation>éliminé</translation>
    </message>
    <message>
        <source>%1 to the limit</source>
        <translation>%1 avant la limite</translation>
    </message>
    <message numerus="yes">
        <source>re-joined %n time(s)</source>
        <translation>
            <numerusform>revenu %n fois</numerusform>
            <numerusform>revenu %n fois</numerusform>
        </translation>
    </message>
    <message>
        <source>may re-join at %1</source>
        <translation>peut revenir à %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Deals left: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Donnes restantes : %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Match over.&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Match terminé.&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 won the match.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 a gagné le match.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No winner.</source>
        <translation>Pas de gagnant.</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Fin de la donne</translation>
    </message>
    <message>
        <source>Deal results</source>
        <translation>Résultats de la donne</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nouveau match</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>Cartes de valeur</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Received&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Paid&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Net of the deal&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Joueur&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Reçu&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Payé&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Bilan de la donne&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>rummy::ResultsChart</name>
    <message>
        <source>Recent results</source>
        <translation>Résultats récents</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Aucune donne jouée pour l’instant.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message numerus="yes">
        <source>lost %n points</source>
        <translation>
            <numerusform>%n point perdu</numerusform>
            <numerusform>%n points perdus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest first: %1.</source>
        <translation>
            <numerusform>Dernière donne : %1.</numerusform>
            <numerusform>%n dernières donnes, la plus ancienne d’abord : %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest on the left; bars down are points lost</source>
        <translation>
            <numerusform>Dernière donne ; les barres vers le bas sont des points perdus</numerusform>
            <numerusform>%n dernières donnes, la plus ancienne à gauche ; les barres vers le bas sont des points perdus</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rummy::ReviewDialog</name>
    <message>
        <source>good</source>
        <translation>bon</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>douteux</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>mauvais</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>très mauvais</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maître</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Joueur de club</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Occasionnel</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — good.</source>
        <translation>Coup %1 : vous avez choisi de %2 — bon.</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — %3: about %4 points worse than to %5.</source>
        <translation>Coup %1 : vous avez choisi de %2 — %3 : environ %4 points de moins que %5.</translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation>Analyse de la donne %1</translation>
    </message>
    <message>
        <source>The engine is looking at each of your decisions…</source>
        <translation>Le moteur examine chacune de vos décisions…</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progression de l&apos;analyse</translation>
    </message>
    <message>
        <source>Your decisions, graded</source>
        <translation>Vos décisions, notées</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>Analyse interrompue.</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>Vous n&apos;aviez aucun choix à faire dans cette donne.</translation>
    </message>
    <message>
        <source> Your draws from the stock were worth %1 points against the average card.</source>
        <translation> Vos pioches dans le talon valaient %1 points par rapport à la carte moyenne.</translation>
    </message>
    <message>
        <source>%1 decisions graded; on average each gave away %2 points: %3.</source>
        <translation>%1 décisions notées ; en moyenne chacune a coûté %2 points : %3.</translation>
    </message>
</context>
<context>
    <name>rummy::RulesDialog</name>
    <message numerus="yes">
        <source>Format: %1, %n players.</source>
        <translation>
            <numerusform>Formule : %1, %n joueur.</numerusform>
            <numerusform>Formule : %1, %n joueurs.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shoe: %1 and %2 printed jokers; %3.</source>
        <translation>Le sabot : %1 et %2 jokers imprimés ; %3.</translation>
    </message>
    <message>
        <source>one deck</source>
        <translation>un jeu</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 jeux</translation>
    </message>
    <message>
        <source>a wild-joker card is cut</source>
        <translation>une carte joker est tirée</translation>
    </message>
    <message>
        <source>no wild-joker card</source>
        <translation>pas de carte joker</translation>
    </message>
    <message>
        <source>Dropping costs %1 points before your first draw (first drop) and %2 points after it (middle drop).</source>
        <translation>Abandonner coûte %1 points avant votre première pioche (abandon d’entrée) et %2 points après (abandon en cours de donne).</translation>
    </message>
    <message>
        <source>Dropping is not allowed in this format.</source>
        <translation>L’abandon n’est pas permis dans cette formule.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points and ends the deal with no winner.</source>
        <translation>Une fausse déclaration coûte %1 points et termine la donne sans gagnant.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points; the others play on.</source>
        <translation>Une fausse déclaration coûte %1 points ; les autres continuent.</translation>
    </message>
    <message>
        <source>A losing hand counts at most %1 points; a hand that was already valid counts %2.</source>
        <translation>Une main perdante compte au plus %1 points ; une main déjà valide compte %2.</translation>
    </message>
    <message>
        <source>Jokers may be taken from the open deck.</source>
        <translation>Les jokers peuvent être pris dans la défausse.</translation>
    </message>
    <message>
        <source>Jokers may not be taken from the open deck (except the very first open card).</source>
        <translation>Les jokers ne peuvent pas être pris dans la défausse (sauf la toute première carte visible).</translation>
    </message>
    <message>
        <source>A player reaching %1 points is out of the pool.</source>
        <translation>Un joueur qui atteint %1 points est éliminé du pool.</translation>
    </message>
    <message>
        <source>A player who is out may re-join (three or more players) while the highest remaining score is at most %1.</source>
        <translation>Un joueur éliminé peut revenir (à partir de trois joueurs) tant que le plus haut score restant ne dépasse pas %1.</translation>
    </message>
    <message>
        <source>A player who is out may not re-join.</source>
        <translation>Un joueur éliminé ne peut pas revenir.</translation>
    </message>
    <message>
        <source>Everyone starts with %1 chips (%2 per deal); the winner of a deal takes each loser&apos;s points in chips.</source>
        <translation>Chacun commence avec %1 jetons (%2 par donne) ; le gagnant d’une donne reçoit en jetons les points de chaque perdant.</translation>
    </message>
    <message>
        <source>One point is worth %1 (for display only).</source>
        <translation>Un point vaut %1 (pour l’affichage seulement).</translation>
    </message>
    <message>
        <source>Each turn has %1 seconds; %2 missed turns in a row count as a middle drop.</source>
        <translation>Chaque tour dure %1 secondes ; %2 tours manqués de suite comptent comme un abandon en cours de donne.</translation>
    </message>
    <message>
        <source>There is no turn timer.</source>
        <translation>Pas de limite de temps par tour.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy</source>
        <translation>Règles du rami indien</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>Le texte des règles est introuvable.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>Règles de cette table</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 10, 30 or 50 for one, two or three of a kind, 100 for a marriage.</source>
        <translation>Chaque autre joueur de la donne paie les cartes de valeur : 10, 30 ou 50 pour une, deux ou trois d’une sorte, 100 pour un mariage.</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 20 a card, 100 for a marriage, at most 240 from one player.</source>
        <translation>Chaque autre joueur de la donne paie les cartes de valeur : 20 par carte, 100 pour un mariage, 240 au plus par joueur.</translation>
    </message>
    <message>
        <source>Value cards are not paid.</source>
        <translation>Les cartes de valeur ne sont pas payées.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy (21 cards)</source>
        <translation>Règles du rami indien (21 cartes)</translation>
    </message>
</context>
<context>
    <name>rummy::SaveNotice</name>
    <message>
        <source>Not saved</source>
        <translation>Non enregistré</translation>
    </message>
    <message>
        <source>%1. Play goes on, without saving.</source>
        <translation>%1. La partie continue, sans enregistrement.</translation>
    </message>
</context>
<context>
    <name>rummy::SavedGames</name>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Rummy saves (*.rummy)</source>
        <translation>Parties de Rummy (*.rummy)</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Charger…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Charger une partie enregistrée</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Play a &amp;deal by code…</source>
        <translation>Jouer une &amp;donne par code…</translation>
    </message>
    <message>
        <source>Play a deal by code</source>
        <translation>Jouer une donne par code</translation>
    </message>
    <message>
        <source>Deal code (shown at the end of every deal, e.g. PTS-4-1ZK3M9QX0A7TB):</source>
        <translation>Code de la donne (affiché à la fin de chaque donne, p. ex. PTS-4-1ZK3M9QX0A7TB) :</translation>
    </message>
    <message>
        <source>The file %1 could not be moved aside.</source>
        <translation>Le fichier %1 n’a pas pu être mis de côté.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>Le fichier a été conservé sous %1.</translation>
    </message>
    <message>
        <source>Unfinished match not restored</source>
        <translation>Match inachevé non restauré</translation>
    </message>
    <message>
        <source>Your unfinished match could not be restored. %1

%2 A new match starts.</source>
        <translation>Votre match inachevé n’a pas pu être restauré. %1

%2 Un nouveau match commence.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Match inachevé</translation>
    </message>
    <message>
        <source>Resume your unfinished match?</source>
        <translation>Reprendre votre match inachevé ?</translation>
    </message>
    <message>
        <source>A game of %1; it stopped in hand %2.</source>
        <translation>Une partie de %1 ; elle s&apos;est arrêtée à la donne %2.</translation>
    </message>
    <message>
        <source>A game of Gin Rummy; it stopped in hand %1, at %2 to %3.</source>
        <translation>Une partie de gin-rami ; elle s’est arrêtée à la donne %1, à %2 contre %3.</translation>
    </message>
    <message numerus="yes">
        <source>It stopped in deal %1, with %n player(s) at the table.</source>
        <translation>
            <numerusform>Il s’est arrêté à la donne %1, avec %n joueur à la table.</numerusform>
            <numerusform>Il s’est arrêté à la donne %1, avec %n joueurs à la table.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Nouveau match</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>Game not loaded</source>
        <translation>Partie non chargée</translation>
    </message>
    <message>
        <source>%1 could not be loaded. %2</source>
        <translation>%1 n’a pas pu être chargé. %2</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>Pas un code de donne</translation>
    </message>
    <message>
        <source>The deal code %1 names a deal no table can have: a table seats 2 to 6 players, and at least two of them are dealt in, the dealer among them.</source>
        <translation>Le code de donne %1 désigne une donne impossible à une table : une table accueille de 2 à 6 joueurs, et au moins deux d’entre eux reçoivent des cartes, dont le donneur.</translation>
    </message>
    <message>
        <source>“%1” is not a deal code. A code looks like PTS-4-1ZK3M9QX0A7TB: the format, the number of players and the deal.</source>
        <translation>« %1 » n’est pas un code de donne. Un code ressemble à PTS-4-1ZK3M9QX0A7TB : la formule, le nombre de joueurs et la donne.</translation>
    </message>
    <message>
        <source>The deal code %1 names a hand that cannot be dealt.</source>
        <translation>Le code de donne %1 désigne une donne impossible à distribuer.</translation>
    </message>
    <message>
        <source>The deal code %1 asks for a format that cannot be played with %2 players.</source>
        <translation>Le code de donne %1 demande une formule qui ne se joue pas à %2 joueurs.</translation>
    </message>
</context>
<context>
    <name>rummy::SeatItem</name>
    <message>
        <source>D</source>
        <translation>D</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Pages des paramètres</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>Règles &amp;maison</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <source>Rule changes apply from the next match; table options apply at once.</source>
        <translation>Les changements de règles s’appliquent au prochain match ; les options de table tout de suite.</translation>
    </message>
    <message>
        <source>Problem with these settings</source>
        <translation>Problème avec ces paramètres</translation>
    </message>
    <message>
        <source>Resets the options of the tab shown to their defaults.</source>
        <translation>Remet les options de l’onglet affiché à leurs valeurs par défaut.</translation>
    </message>
    <message>
        <source>Re-joining must stop below the pool limit (%1): lower the re-join limit.</source>
        <translation>Le retour doit cesser sous la limite du pool (%1) : baissez la limite de retour.</translation>
    </message>
    <message>
        <source>%1 players need at least %2 cards, but %3 deck(s) and %4 printed jokers make %5: add a deck.</source>
        <translation>%1 joueurs ont besoin d’au moins %2 cartes, mais %3 jeu(x) et %4 jokers imprimés font %5 : ajoutez un jeu.</translation>
    </message>
    <message>
        <source>These rules cannot be played by %1 players.</source>
        <translation>Ces règles ne se jouent pas à %1 joueurs.</translation>
    </message>
    <message>
        <source>These Gin options cannot be played.</source>
        <translation>Ces options de gin ne sont pas jouables.</translation>
    </message>
    <message>
        <source>These options cannot be played.</source>
        <translation>Ces options ne permettent pas de jouer.</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsFile</name>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read and was kept as %3.</source>
        <translation>Le fichier de réglages %1 fait %2 Mo, bien plus que des réglages ; il n’a pas été lu et a été gardé sous le nom %3.</translation>
    </message>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read.</source>
        <translation>Le fichier de réglages %1 fait %2 Mo, bien plus que des réglages ; il n’a pas été lu.</translation>
    </message>
    <message>
        <source>Some lines of the settings file %1 are not settings; they were skipped.</source>
        <translation>Certaines lignes du fichier de réglages %1 ne sont pas des réglages ; elles ont été ignorées.</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>Le fichier de réglages tel qu’il était est gardé sous le nom %1.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2); it was kept as %3.</source>
        <translation>Le fichier de réglages %1 n&apos;a pas pu être lu (%2) ; il a été conservé sous %3.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2).</source>
        <translation>Le fichier de réglages %1 n&apos;a pas pu être lu (%2).</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGamePage</name>
    <message>
        <source>A single deal: the losers pay the winner the points left in their hands.</source>
        <translation>Une seule donne : les perdants paient au gagnant les points restés dans leur main.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 101 points puts a player out. The last one in wins.</source>
        <translation>Donne après donne ; atteindre 101 points élimine. Le dernier en jeu gagne.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 201 points puts a player out. Drops cost 25 and 50.</source>
        <translation>Donne après donne ; atteindre 201 points élimine. Les abandons coûtent 25 et 50.</translation>
    </message>
    <message>
        <source>Two deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>Deux donnes jouées aux jetons ; pas d’abandon. Le plus de jetons à la fin gagne.</translation>
    </message>
    <message>
        <source>Three deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>Trois donnes jouées aux jetons ; pas d’abandon. Le plus de jetons à la fin gagne.</translation>
    </message>
    <message>
        <source>Six deals played for chips; dropping allowed. Most chips at the end wins.</source>
        <translation>Six donnes jouées aux jetons ; abandon permis. Le plus de jetons à la fin gagne.</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>Formule du match</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formule :</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Joueurs à la table</translation>
    </message>
    <message>
        <source>How many sit at the table, you included (2 to 6). Default: 4.</source>
        <translation>Combien de joueurs à la table, vous compris (de 2 à 6). Par défaut : 4.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs :</translation>
    </message>
    <message>
        <source>Computer opponents</source>
        <translation>Adversaires virtuels</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Level of seat %1</source>
        <translation>Niveau de la place %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nom de la place %1</translation>
    </message>
    <message>
        <source>Left empty, the seat is called %1.</source>
        <translation>Laissée vide, la place s’appelle %1.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin-rami</translation>
    </message>
    <message>
        <source>Indian Rummy (13 cards)</source>
        <translation>Rami indien (13 cartes)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Which rummy game the next game plays. Default: Indian Rummy.</source>
        <translation>Le rami que jouera la prochaine partie. Par défaut : le rami indien.</translation>
    </message>
    <message>
        <source>G&amp;ame:</source>
        <translation>J&amp;eu :</translation>
    </message>
    <message>
        <source>Two players, ten cards each: meld your cards, knock when your deadwood is low, and be the first to 100 points. The House rules tab has Gin&apos;s options.</source>
        <translation>Deux joueurs, dix cartes chacun : combinez vos cartes, frappez quand vos points morts sont bas, et atteignez le premier 100 points. Les options du gin sont dans l’onglet Règles maison.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Indian Rummy (21 cards)</source>
        <translation>Rami indien (21 cartes)</translation>
    </message>
    <message>
        <source>21 cards each from three decks: three pure sequences to declare, and value cards paid by everyone. %1</source>
        <translation>21 cartes chacun, tirées de trois jeux : trois suites pures pour déclarer, et des cartes de valeur payées par tous. %1</translation>
    </message>
    <message>
        <source>Straight Rummy</source>
        <translation>Rami simple</translation>
    </message>
    <message>
        <source>Rummy 500</source>
        <translation>Rami 500</translation>
    </message>
    <message>
        <source>Rummy 51</source>
        <translation>Rami 51</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>Kaluki</translation>
    </message>
    <message>
        <source>Meld sets and runs on the table, lay off on anyone&apos;s melds, and go out first: the others pay what they hold.</source>
        <translation>Posez séries et suites, ajoutez aux combinaisons de chacun et sortez le premier : les autres paient ce qu&apos;ils ont en main.</translation>
    </message>
    <message>
        <source>Take as deep into the discard pile as you can use: melds score for you, cards left in hand against you. First to 500 wins.</source>
        <translation>Prenez dans la défausse aussi profond que vous pouvez l&apos;utiliser : les combinaisons comptent pour vous, les cartes en main contre vous. Le premier à 500 gagne.</translation>
    </message>
    <message>
        <source>Rummy 51&apos;s cousin: fifteen cards, the pile only after your opening, and whoever goes out collects from the others.</source>
        <translation>Cousin du Rami 51 : quinze cartes, la défausse seulement après votre ouverture, et celui qui sort encaisse auprès des autres.</translation>
    </message>
    <message>
        <source>Two decks and jokers: your first lay-down must be worth 51 points. Lowest total when someone reaches the target wins.</source>
        <translation>Deux jeux et des jokers : votre première pose doit valoir au moins 51 points. Quand quelqu&apos;un atteint l&apos;objectif, le plus petit total gagne.</translation>
    </message>
    <message>
        <source>Easy makes plain moves, Hard remembers the open deck and plans its melds, Expert also looks ahead over the cards it cannot see. Default: Medium.</source>
        <translation>Facile joue des coups simples, Difficile retient la défausse et prépare ses combinaisons, Expert calcule en plus avec les cartes qu&apos;il ne voit pas. Par défaut : Moyen.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Expert thinking time in seconds</source>
        <translation>Temps de réflexion de l&apos;Expert en secondes</translation>
    </message>
    <message>
        <source>How long an Expert opponent thinks about each move: longer plays a little better. Default: 1 s.</source>
        <translation>Combien de temps un adversaire Expert réfléchit à chaque coup : plus longtemps joue un peu mieux. Par défaut : 1 s.</translation>
    </message>
    <message>
        <source>E&amp;xpert thinks:</source>
        <translation>E&amp;xpert réfléchit :</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGinPage</name>
    <message>
        <source>&amp;Knock value:</source>
        <translation>Seuil pour &amp;frapper :</translation>
    </message>
    <message>
        <source>The most deadwood a player may hold when knocking (0: gin only).</source>
        <translation>Le maximum de points morts permis pour frapper (0 : gin seulement).</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the knock value</source>
        <translation>&amp;Oklahoma : la première carte retournée fixe le seuil</translation>
    </message>
    <message>
        <source>Each hand&apos;s knock value is the value of its first upcard; a court card counts 10.</source>
        <translation>Le seuil de chaque donne est la valeur de sa première carte retournée ; une figure vaut 10.</translation>
    </message>
    <message>
        <source>An &amp;ace turned up means gin only</source>
        <translation>Un &amp;as retourné impose le gin</translation>
    </message>
    <message>
        <source>Oklahoma: an ace as first upcard allows only gin (else a knock with 1).</source>
        <translation>Oklahoma : un as comme première carte retournée n’autorise que le gin (sinon frapper à 1).</translation>
    </message>
    <message>
        <source>A &amp;spade turned up doubles the hand</source>
        <translation>Un &amp;pique retourné double la donne</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as first upcard doubles every point of the hand.</source>
        <translation>Oklahoma : un pique comme première carte retournée double chaque point de la donne.</translation>
    </message>
    <message>
        <source>Straight gi&amp;n: only gin ends a hand</source>
        <translation>Gin stric&amp;t : seul le gin termine la donne</translation>
    </message>
    <message>
        <source>Nobody may knock with deadwood; a hand ends with gin or at the wall.</source>
        <translation>Personne ne peut frapper avec des points morts ; une donne se termine par un gin ou au mur.</translation>
    </message>
    <message>
        <source>G&amp;in bonus:</source>
        <translation>Bonus de &amp;gin :</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin.</source>
        <translation>S’ajoute aux points morts de la défense quand un joueur fait gin.</translation>
    </message>
    <message>
        <source>&amp;Undercut bonus:</source>
        <translation>Bonus de &amp;contre :</translation>
    </message>
    <message>
        <source>Added to the difference when the defender&apos;s deadwood is not higher than the knocker&apos;s.</source>
        <translation>S’ajoute à la différence quand la défense n’a pas plus de points morts que celui qui frappe.</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>Bonus de &amp;big gin :</translation>
    </message>
    <message>
        <source>For laying down all eleven cards in melds without a discard; 0: no big gin.</source>
        <translation>Pour étaler les onze cartes en combinaisons sans défausser ; 0 : pas de big gin.</translation>
    </message>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>Partie &amp;en :</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s hand points reach this.</source>
        <translation>La partie s’arrête quand les points de donne d’un joueur atteignent ce total.</translation>
    </message>
    <message>
        <source>Gam&amp;e bonus:</source>
        <translation>Bon&amp;us de partie :</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of the game.</source>
        <translation>S’ajoute au score du gagnant à la fin de la partie.</translation>
    </message>
    <message>
        <source>Bo&amp;x bonus:</source>
        <translation>Bonus de ca&amp;se :</translation>
    </message>
    <message>
        <source>Added at the end of the game for every hand a player won.</source>
        <translation>S’ajoute à la fin de la partie pour chaque donne gagnée par un joueur.</translation>
    </message>
    <message>
        <source>A shutout &amp;doubles the winner&apos;s points</source>
        <translation>Un capot &amp;double les points du gagnant</translation>
    </message>
    <message>
        <source>When the loser won no hand, the winner&apos;s hand points are doubled before the bonuses.</source>
        <translation>Si le perdant n’a gagné aucune donne, les points de donne du gagnant sont doublés avant les bonus.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>La carte prise peut être &amp;rejetée</translation>
    </message>
    <message>
        <source>When off, the card just taken from the discard pile may not be discarded in the same turn.</source>
        <translation>Désactivé, la carte que l’on vient de prendre à la défausse ne peut pas être défaussée au même tour.</translation>
    </message>
    <message>
        <source>E&amp;qual deadwood is an undercut</source>
        <translation>Des points morts égau&amp;x font un contre</translation>
    </message>
    <message>
        <source>When off, equal counts win the hand for the knocker, for no points.</source>
        <translation>Désactivé, à égalité celui qui a frappé gagne la donne, sans points.</translation>
    </message>
    <message>
        <source>At the &amp;wall:</source>
        <translation>Au &amp;mur :</translation>
    </message>
    <message>
        <source>What happens when two cards are left in the stock and a player discards without knocking.</source>
        <translation>Ce qui se passe quand il reste deux cartes à la pioche et qu’un joueur défausse sans frapper.</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Frapper</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>Marque d’une donne</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partie</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>Standard : %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>The hand is void</source>
        <translation>La donne est nulle</translation>
    </message>
    <message>
        <source>The other player may take the discard to knock</source>
        <translation>L’autre joueur peut prendre la défausse pour frapper</translation>
    </message>
    <message>
        <source>At the wall</source>
        <translation>Au mur</translation>
    </message>
    <message>
        <source>Restore the standard Gin rules</source>
        <translation>Rétablir les règles standard du gin</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsRulesPage</name>
    <message>
        <source>The shoe</source>
        <translation>Le sabot</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>&amp;Jeux :</translation>
    </message>
    <message>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>Combien de jeux de 52 cartes sont mélangés ensemble.</translation>
    </message>
    <message>
        <source>Printed &amp;jokers:</source>
        <translation>Jokers &amp;imprimés :</translation>
    </message>
    <message>
        <source>Printed jokers in the whole shoe; each is wild.</source>
        <translation>Jokers imprimés dans tout le sabot ; chacun est un joker.</translation>
    </message>
    <message>
        <source>&amp;Wild card rank</source>
        <translation>Carte &amp;joker</translation>
    </message>
    <message>
        <source>A card is cut face up after the deal; every card of its rank is a joker.</source>
        <translation>Après la distribution, une carte est retournée ; toutes les cartes de sa valeur sont des jokers.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>&amp;First drop:</source>
        <translation>Abandon d’&amp;entrée :</translation>
    </message>
    <message>
        <source>Points for leaving the deal before one&apos;s first draw.</source>
        <translation>Points pour quitter la donne avant sa première pioche.</translation>
    </message>
    <message>
        <source>&amp;Middle drop:</source>
        <translation>Abandon en &amp;cours :</translation>
    </message>
    <message>
        <source>Points for leaving the deal after having drawn.</source>
        <translation>Points pour quitter la donne après avoir pioché.</translation>
    </message>
    <message>
        <source>Wrong &amp;declaration:</source>
        <translation>Fausse &amp;déclaration :</translation>
    </message>
    <message>
        <source>Points for declaring a hand that is not valid.</source>
        <translation>Points pour la déclaration d’une main non valide.</translation>
    </message>
    <message>
        <source>&amp;Cap on a hand:</source>
        <translation>&amp;Plafond d’une main :</translation>
    </message>
    <message>
        <source>The most a losing hand can cost.</source>
        <translation>Le maximum que peut coûter une main perdante.</translation>
    </message>
    <message>
        <source>&amp;Valid hand, not declared:</source>
        <translation>Main &amp;valide non déclarée :</translation>
    </message>
    <message>
        <source>What a loser pays whose hand was already valid.</source>
        <translation>Ce que paie un perdant dont la main était déjà valide.</translation>
    </message>
    <message>
        <source>A pure sequence &amp;alone lowers the count</source>
        <translation>Une suite pure &amp;seule réduit le décompte</translation>
    </message>
    <message>
        <source>A loser with a pure sequence but no second sequence does not pay for the cards of that pure sequence.</source>
        <translation>Un perdant qui a une suite pure mais pas de deuxième suite ne paie pas les cartes de cette suite pure.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>&amp;Jokers may be taken from the open deck</source>
        <translation>Les &amp;jokers peuvent être pris dans la défausse</translation>
    </message>
    <message>
        <source>When off, a joker thrown on the open deck stays there (the first open card may always be taken).</source>
        <translation>Désactivé, un joker jeté dans la défausse y reste (la première carte visible peut toujours être prise).</translation>
    </message>
    <message>
        <source>A wrong declaration &amp;ends the deal</source>
        <translation>Une fausse déclaration &amp;termine la donne</translation>
    </message>
    <message>
        <source>When off, the player who declared wrongly pays and the others play on.</source>
        <translation>Désactivé, le joueur qui a mal déclaré paie et les autres continuent.</translation>
    </message>
    <message>
        <source>&amp;Turn timer (seconds):</source>
        <translation>&amp;Temps par tour (secondes) :</translation>
    </message>
    <message>
        <source>Seconds for each turn; 0 means no timer.</source>
        <translation>Secondes par tour ; 0 signifie sans limite.</translation>
    </message>
    <message>
        <source>No timer</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <source>Missed turns &amp;as a drop:</source>
        <translation>Tours manqués valant &amp;abandon :</translation>
    </message>
    <message>
        <source>Turns in a row that run out of time before the player counts as a middle drop.</source>
        <translation>Tours de suite hors délai avant que le joueur compte comme un abandon en cours de donne.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Pool &amp;limit:</source>
        <translation>&amp;Limite du pool :</translation>
    </message>
    <message>
        <source>A player who reaches this score is out.</source>
        <translation>Un joueur qui atteint ce score est éliminé.</translation>
    </message>
    <message>
        <source>Players who are out may &amp;re-join</source>
        <translation>Les joueurs éliminés peuvent &amp;revenir</translation>
    </message>
    <message>
        <source>A player who is out may buy back in, at the highest remaining score plus one.</source>
        <translation>Un joueur éliminé peut racheter sa place, au plus haut score restant plus un.</translation>
    </message>
    <message>
        <source>Re-join &amp;while the top score is at most:</source>
        <translation>Retour &amp;tant que le plus haut score vaut au plus :</translation>
    </message>
    <message>
        <source>Re-joining is allowed only while no remaining player has more than this.</source>
        <translation>Le retour n’est permis que si aucun joueur restant n’a davantage.</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Mises</translation>
    </message>
    <message>
        <source>C&amp;hips per deal:</source>
        <translation>Je&amp;tons par donne :</translation>
    </message>
    <message>
        <source>Deals formats: each player starts with this many chips for every deal.</source>
        <translation>Formules en donnes : chaque joueur commence avec autant de jetons par donne.</translation>
    </message>
    <message>
        <source>&amp;Point value:</source>
        <translation>&amp;Valeur du point :</translation>
    </message>
    <message>
        <source>Points format: what one point is worth, for the result screen.</source>
        <translation>Formule aux points : ce que vaut un point, pour l’écran des résultats.</translation>
    </message>
    <message>
        <source>Restore the format&apos;s standard rules</source>
        <translation>Rétablir les règles standard de la formule</translation>
    </message>
    <message>
        <source>Sets every house rule to the standard value of the chosen format.</source>
        <translation>Remet chaque règle maison à la valeur standard de la formule choisie.</translation>
    </message>
    <message>
        <source>Standard in %1: %2.</source>
        <translation>Standard en %1 : %2.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Table: 10, 30, 50; a marriage 100</source>
        <translation>Barème : 10, 30, 50 ; un mariage 100</translation>
    </message>
    <message>
        <source>Flat: 20 a card</source>
        <translation>Forfait : 20 par carte</translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation>Non payées</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>Cartes de valeur</translation>
    </message>
    <message>
        <source>21 cards: what every other player still in the deal pays a holder of value cards (the cut card&apos;s suit: its rank, one above and one below). Standard: the table.</source>
        <translation>21 cartes : ce que chaque autre joueur encore dans la donne paie à qui détient des cartes de valeur (la couleur de la carte retournée : son rang, un au-dessus et un au-dessous). Standard : le barème.</translation>
    </message>
    <message>
        <source>&amp;Value cards:</source>
        <translation>Cartes de &amp;valeur :</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTableGamePage</name>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>Partie &amp;en :</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s total reaches this.</source>
        <translation>La partie se termine quand le total d&apos;un joueur atteint cette valeur.</translation>
    </message>
    <message>
        <source>&amp;Hands in a game:</source>
        <translation>&amp;Donnes par partie :</translation>
    </message>
    <message>
        <source>Play this many hands instead of to a target; the best total then wins.</source>
        <translation>Jouer ce nombre de donnes au lieu d&apos;un objectif ; le meilleur total gagne alors.</translation>
    </message>
    <message>
        <source>To the target</source>
        <translation>Jusqu&apos;à l&apos;objectif</translation>
    </message>
    <message>
        <source>&amp;Opening points:</source>
        <translation>Points d&apos;&amp;ouverture :</translation>
    </message>
    <message>
        <source>The least a player&apos;s first lay-down must be worth (0: no minimum).</source>
        <translation>La valeur minimale de la première pose d&apos;un joueur (0 : aucun minimum).</translation>
    </message>
    <message>
        <source>Going out in one turn &amp;doubles the hand</source>
        <translation>Sortir en un seul tour &amp;double la donne</translation>
    </message>
    <message>
        <source>Laying the whole hand down at once (rummy) doubles what the others pay.</source>
        <translation>Poser toute sa main d&apos;un coup (rami) double ce que paient les autres.</translation>
    </message>
    <message>
        <source>Cards count &amp;5 or 10</source>
        <translation>Les cartes valent &amp;5 ou 10</translation>
    </message>
    <message>
        <source>Two to nine and a low ace count 5, ten to king 10, a high ace 15.</source>
        <translation>Du deux au neuf et l&apos;as bas valent 5, du dix au roi 10, l&apos;as haut 15.</translation>
    </message>
    <message>
        <source>The top card taken must be &amp;played at once</source>
        <translation>La carte du dessus prise doit être &amp;posée aussitôt</translation>
    </message>
    <message>
        <source>When on, even the pile&apos;s top card alone goes into a meld or onto one in the same turn.</source>
        <translation>Si activé, même la seule carte du dessus de la défausse va dans une combinaison ou sur une combinaison au même tour.</translation>
    </message>
    <message>
        <source>The deepest card taken starts a &amp;new meld</source>
        <translation>La carte la plus profonde prise commence une &amp;nouvelle combinaison</translation>
    </message>
    <message>
        <source>When on, the card that must be played goes into a new meld, not onto a meld on the table.</source>
        <translation>Si activé, la carte à jouer va dans une nouvelle combinaison, pas sur une combinaison de la table.</translation>
    </message>
    <message>
        <source>&amp;Floating: meld every card, go out with a discard</source>
        <translation>&amp;Flottement : poser toutes les cartes, sortir par une défausse</translation>
    </message>
    <message>
        <source>When on, a player may lay down every card and wait for the next turn without cards; the hand ends only with a discard.</source>
        <translation>Activé, un joueur peut poser toutes ses cartes et attendre son prochain tour sans cartes ; la donne ne se termine que par une défausse.</translation>
    </message>
    <message>
        <source>The l&amp;ast discard must fit no meld</source>
        <translation>La dernière défausse ne doit aller sur &amp;aucune combinaison</translation>
    </message>
    <message>
        <source>When on, a last card that could be laid off must be laid off (the player then floats) rather than thrown to go out.</source>
        <translation>Activé, une dernière carte qui pourrait être ajoutée doit l&apos;être (le joueur flotte alors) au lieu d&apos;être jetée pour sortir.</translation>
    </message>
    <message>
        <source>Only the player who goes &amp;out can win</source>
        <translation>Seul le joueur qui s&amp;ort peut gagner</translation>
    </message>
    <message>
        <source>When on, the game ends only when the player who went out has reached the target; another player&apos;s higher total does not win.</source>
        <translation>Activé, la partie ne se termine que lorsque le joueur qui est sorti a atteint l&apos;objectif ; le total plus élevé d&apos;un autre joueur ne gagne pas.</translation>
    </message>
    <message>
        <source>&amp;Lay off before one&apos;s own first meld</source>
        <translation>&amp;Ajouter avant sa première combinaison</translation>
    </message>
    <message>
        <source>When off, a player must have laid a meld before adding to others.</source>
        <translation>Si désactivé, un joueur doit avoir posé une combinaison avant d&apos;ajouter à celles des autres.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>La carte prise peut être &amp;rejetée</translation>
    </message>
    <message>
        <source>When off, the card just taken from the pile may not be discarded in the same turn.</source>
        <translation>Si désactivé, la carte qui vient d&apos;être prise dans la défausse ne peut pas être défaussée au même tour.</translation>
    </message>
    <message>
        <source>Going out needs a final d&amp;iscard</source>
        <translation>Sortir exige une dernière d&amp;éfausse</translation>
    </message>
    <message>
        <source>When on, a player cannot go out by melding the last card.</source>
        <translation>Si activé, on ne peut pas sortir en posant sa dernière carte.</translation>
    </message>
    <message>
        <source>S&amp;wap a joker for the card it stands for</source>
        <translation>É&amp;changer un joker contre la carte qu&apos;il remplace</translation>
    </message>
    <message>
        <source>An opened player may give the natural card and take the joker.</source>
        <translation>Un joueur qui a ouvert peut donner la vraie carte et prendre le joker.</translation>
    </message>
    <message>
        <source>&amp;Take a card from a meld of four or more</source>
        <translation>&amp;Prendre une carte dans une combinaison de quatre ou plus</translation>
    </message>
    <message>
        <source>Instead of drawing, take a card from a meld and meld it at once.</source>
        <translation>Au lieu de piocher, prendre une carte dans une combinaison et la poser aussitôt.</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>Standard : %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTablePage</name>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Jeu de cartes</translation>
    </message>
    <message>
        <source>The card faces: the game&apos;s own decks, or an SVG deck installed by KDE or GNOME Aisleriot. Default: Standard (two colours).</source>
        <translation>Les faces des cartes : les jeux du programme, ou un jeu SVG installé par KDE ou GNOME Aisleriot. Par défaut : Standard (deux couleurs).</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <source>The back of the game&apos;s own decks; a KDE or Aisleriot deck has one back of its own. Default: Red.</source>
        <translation>Le dos des jeux du programme ; un jeu KDE ou Aisleriot a son propre dos. Par défaut : Rouge.</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes :</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Couleur de la table</translation>
    </message>
    <message>
        <source>The colour of the felt. Default: green.</source>
        <translation>La couleur du tapis. Par défaut : vert.</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>&amp;Couleur de la table :</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivée</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse d’animation</translation>
    </message>
    <message>
        <source>How cards glide: Normal, Fast (bots think a third as long) or Off (cards jump, bots move at once). Default: Normal.</source>
        <translation>Le glissement des cartes : Normale, Rapide (les robots réfléchissent trois fois moins) ou Désactivée (les cartes sautent, les robots jouent aussitôt). Par défaut : Normale.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation :</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Bot thinking time in milliseconds</source>
        <translation>Temps de réflexion des robots en millisecondes</translation>
    </message>
    <message>
        <source>How long a computer opponent seems to think at Normal speed; the bots decide at once whatever this says. Default: 700 ms.</source>
        <translation>Combien de temps un adversaire virtuel semble réfléchir à vitesse normale ; les robots décident aussitôt quoi qu’il en soit. Par défaut : 700 ms.</translation>
    </message>
    <message>
        <source>Bot &amp;thinking time:</source>
        <translation>&amp;Réflexion des robots :</translation>
    </message>
    <message>
        <source>Language, applies after a restart</source>
        <translation>Langue, appliquée au prochain démarrage</translation>
    </message>
    <message>
        <source>The language of the game. Default: the system&apos;s.</source>
        <translation>La langue du jeu. Par défaut : celle du système.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>The language applies after a restart.</source>
        <translation>La langue s’applique au prochain démarrage.</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Jouer les sons</translation>
    </message>
    <message>
        <source>Sounds for the deal, draws and discards, your turn, the turn clock running out, declarations, wins and losses. Default: on.</source>
        <translation>Sons de la donne, des pioches et défausses, de votre tour, de la fin du temps de jeu, des déclarations, des victoires et des défaites. Par défaut : activés.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume des sons</translation>
    </message>
    <message>
        <source>How loud the sounds are. Default: 70%.</source>
        <translation>Le volume des sons. Par défaut : 70 %.</translation>
    </message>
    <message>
        <source>&amp;Sounds:</source>
        <translation>&amp;Sons :</translation>
    </message>
</context>
<context>
    <name>rummy::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Gauche, Droite</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>Passer d’une carte à l’autre dans votre main</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Début, Fin</translation>
    </message>
    <message>
        <source>The first or the last card of your hand</source>
        <translation>La première ou la dernière carte de votre main</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <source>Select or unselect the card</source>
        <translation>Sélectionner ou désélectionner la carte</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Touche</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Action</translation>
    </message>
</context>
<context>
    <name>rummy::StatsDialog</name>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>Formule du match</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Formule :</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Donnée</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Statistics for the chosen format</source>
        <translation>Statistiques de la formule choisie</translation>
    </message>
    <message>
        <source>Recent deals</source>
        <translation>Donnes récentes</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Matchs joués</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Matchs gagnés</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Donnes gagnées</translation>
    </message>
    <message>
        <source>Deals lost</source>
        <translation>Donnes perdues</translation>
    </message>
    <message>
        <source>Average points per lost deal</source>
        <translation>Points moyens par donne perdue</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Valid declarations</source>
        <translation>Déclarations valides</translation>
    </message>
    <message>
        <source>Wrong declarations</source>
        <translation>Fausses déclarations</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Abandons</translation>
    </message>
    <message>
        <source>Current win streak (deals)</source>
        <translation>Série de victoires en cours (donnes)</translation>
    </message>
    <message>
        <source>Best win streak (deals)</source>
        <translation>Meilleure série de victoires (donnes)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin-rami</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Donnes gagnées</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>Gins</translation>
    </message>
    <message>
        <source>Undercuts</source>
        <translation>Contres</translation>
    </message>
    <message>
        <source>Best game (points)</source>
        <translation>Meilleure partie (points)</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>Donnes récentes</translation>
    </message>
    <message>
        <source>Clear the statistics of every format and of Gin? This cannot be undone.</source>
        <translation>Effacer les statistiques de toutes les formules et du gin ? C’est irréversible.</translation>
    </message>
    <message>
        <source>21 cards · %1</source>
        <translation>21 cartes · %1</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Parties abandonnées</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <translation>Matchs abandonnés</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 a pioché</translation>
    </message>
    <message>
        <source>%1 took %2 cards from the pile</source>
        <translation>%1 a pris %2 cartes de la défausse</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 a pris la carte défaussée</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 a pris %2</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 a défaussé %2</translation>
    </message>
    <message>
        <source>%1 laid a meld</source>
        <translation>%1 a posé une combinaison</translation>
    </message>
    <message>
        <source>%1 laid off %2</source>
        <translation>%1 a ajouté %2</translation>
    </message>
    <message>
        <source>%1 took a joker for %2</source>
        <translation>%1 a échangé %2 contre un joker</translation>
    </message>
    <message>
        <source>%1 took %2 from a meld</source>
        <translation>%1 a pris %2 dans une combinaison</translation>
    </message>
    <message>
        <source>%1 ended the turn</source>
        <translation>%1 a fini son tour</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameFront</name>
    <message>
        <source>Rummy moves</source>
        <translation>Coups de rami</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Prendre la défausse</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Poser</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Ajouter</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Finir le tour</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Conseil : %1.</translation>
    </message>
    <message>
        <source>Abandon this game and start a new one?</source>
        <translation>Abandonner cette partie et en commencer une nouvelle ?</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>Le texte des règles est introuvable.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>La partie est terminée : cliquez sur Nouvelle partie pour rejouer.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>La donne est terminée : cliquez sur Donne suivante pour distribuer la suivante.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>Code de cette donne : %1</translation>
    </message>
    <message>
        <source>Select cards and Meld (M), drag a card onto a meld to lay it off, or onto the pile to discard (D).</source>
        <translation>Choisissez des cartes et posez-les (M), glissez une carte sur une combinaison pour l&apos;ajouter, ou sur la défausse pour la jeter (D).</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw (C, O).</source>
        <translation>À vous : cliquez sur la pioche ou la défausse pour piocher (C, O).</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C), or take a card from an opponent&apos;s meld of four or more into a new meld.</source>
        <translation>À vous : cliquez sur la pioche pour piocher (C), ou prenez une carte d’une combinaison adverse de quatre cartes ou plus pour une nouvelle combinaison.</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C).</source>
        <translation>À vous : cliquez sur la pioche pour piocher (C).</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Au tour de %1.</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameScene</name>
    <message>
        <source>Rummy table</source>
        <translation>Table de rami</translation>
    </message>
    <message>
        <source>The stock and the discard pile at the top, each player&apos;s melds in the middle, your hand at the bottom</source>
        <translation>En haut la pioche et la défausse, au milieu les combinaisons de chaque joueur, en bas votre main</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Pioche : %1</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Défausse : vide</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Défausse : %1</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(donneur)</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>in hand: %1</source>
        <translation>en main : %1</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>pas encore ouvert</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>Aucune combinaison posée</translation>
    </message>
    <message>
        <source>Unmatched: %1 points</source>
        <translation>Cartes isolées : %1 points</translation>
    </message>
    <message>
        <source>Play %1 now: it must go into a meld.</source>
        <translation>Jouez %1 maintenant : elle doit entrer dans une combinaison.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Sélection : %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameTexts</name>
    <message>
        <source>Draw first: click the stock or the discard pile.</source>
        <translation>Piochez d&apos;abord : cliquez sur la pioche ou la défausse.</translation>
    </message>
    <message>
        <source>You have drawn already: meld, lay off or discard.</source>
        <translation>Vous avez déjà pioché : posez, ajoutez ou défaussez.</translation>
    </message>
    <message>
        <source>These cards do not make a meld: a set is three or four of a rank, a run three or more in a row of one suit.</source>
        <translation>Ces cartes ne forment pas de combinaison : une série, c&apos;est trois ou quatre cartes de même rang ; une suite, trois cartes ou plus qui se suivent dans une couleur.</translation>
    </message>
    <message>
        <source>Only one meld per turn in this game.</source>
        <translation>Une seule combinaison par tour dans ce jeu.</translation>
    </message>
    <message>
        <source>Not before your opening: first lay down melds worth %1 points.</source>
        <translation>Pas avant votre ouverture : posez d&apos;abord des combinaisons valant %1 points.</translation>
    </message>
    <message>
        <source>Not before your first meld of your own.</source>
        <translation>Pas avant votre première combinaison.</translation>
    </message>
    <message>
        <source>Your opening must be worth %1 points or more.</source>
        <translation>Votre ouverture doit valoir %1 points ou plus.</translation>
    </message>
    <message>
        <source>Play %1 now: the card you took must go into a meld at once.</source>
        <translation>Jouez %1 maintenant : la carte prise doit entrer tout de suite dans une combinaison.</translation>
    </message>
    <message>
        <source>The card you took must be played at once, and cannot be.</source>
        <translation>La carte prise doit être jouée aussitôt, et elle ne peut pas l&apos;être.</translation>
    </message>
    <message>
        <source>End your turn with a discard.</source>
        <translation>Terminez votre tour par une défausse.</translation>
    </message>
    <message>
        <source>That card does not fit on that meld.</source>
        <translation>Cette carte ne va pas sur cette combinaison.</translation>
    </message>
    <message>
        <source>The stock is empty: take the discard pile.</source>
        <translation>La pioche est vide : prenez la défausse.</translation>
    </message>
    <message>
        <source>The card you took from the pile cannot go back on it this turn.</source>
        <translation>La carte prise dans la défausse ne peut pas y retourner ce tour-ci.</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off (you then wait for your next turn without cards).</source>
        <translation>Votre dernière carte va sur une combinaison de la table : ajoutez-la (vous attendrez ensuite votre prochain tour sans cartes).</translation>
    </message>
    <message>
        <source>Not a meld</source>
        <translation>Pas une combinaison</translation>
    </message>
    <message>
        <source>%1 melds, %2 points</source>
        <translation>%1 combinaisons, %2 points</translation>
    </message>
    <message>
        <source>Set, %1 points</source>
        <translation>Série, %1 points</translation>
    </message>
    <message>
        <source>Run, %1 points</source>
        <translation>Suite, %1 points</translation>
    </message>
    <message>
        <source>Opening: %1 of %2</source>
        <translation>Ouverture : %1 sur %2</translation>
    </message>
</context>
<context>
    <name>rummy::TableRulesSummary</name>
    <message>
        <source>Kaluki follows the Rummy 51 rules below, with the differences listed here and in the section &quot;%1&quot; near the end.</source>
        <translation>Le Kaluki suit les règles du Rami 51 ci-dessous, avec les différences indiquées ici et dans la section « %1 » vers la fin.</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>Kaluki</translation>
    </message>
    <message>
        <source>Cards dealt to each player: %1.</source>
        <translation>Cartes distribuées à chaque joueur : %1.</translation>
    </message>
    <message>
        <source>Nobody draws from the discard pile.</source>
        <translation>Personne ne pioche dans la défausse.</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened.</source>
        <translation>Vous pouvez prendre la carte du dessus de la défausse une fois que vous avez ouvert.</translation>
    </message>
    <message>
        <source>At most one joker in a meld.</source>
        <translation>Au plus un joker par combinaison.</translation>
    </message>
    <message>
        <source>A meld may hold several jokers.</source>
        <translation>Une combinaison peut contenir plusieurs jokers.</translation>
    </message>
    <message>
        <source>An ace counts %1 wherever it lies.</source>
        <translation>Un as vaut %1 où qu’il soit.</translation>
    </message>
    <message>
        <source>The cards left in hand are penalty points: the lowest total wins.</source>
        <translation>Les cartes restées en main sont des points de pénalité : le total le plus bas gagne.</translation>
    </message>
    <message>
        <source>Whoever goes out scores the cards left in the other hands: the highest total wins.</source>
        <translation>Celui qui sort marque les cartes restées dans les autres mains : le total le plus haut gagne.</translation>
    </message>
    <message>
        <source>Each player scores the cards they put on the table minus those left in hand: the highest total wins.</source>
        <translation>Chaque joueur marque les cartes qu’il a posées moins celles restées en main : le total le plus haut gagne.</translation>
    </message>
    <message>
        <source>A game of %1 hands; the best total wins.</source>
        <translation>Une partie en %1 donnes ; le meilleur total gagne.</translation>
    </message>
    <message>
        <source>Game to %1 points.</source>
        <translation>Partie en %1 points.</translation>
    </message>
    <message>
        <source>Only the player who goes out can win the game.</source>
        <translation>Seul le joueur qui sort peut gagner la partie.</translation>
    </message>
    <message>
        <source>Floating: a player may lay down every card; the hand ends with a discard.</source>
        <translation>Flottement : un joueur peut poser toutes ses cartes ; la donne se termine par une défausse.</translation>
    </message>
    <message>
        <source>The discard that ends the hand must fit no meld on the table.</source>
        <translation>La défausse qui termine la donne ne doit aller sur aucune combinaison de la table.</translation>
    </message>
    <message>
        <source>The first lay-down must be worth %1 points or more.</source>
        <translation>La première pose doit valoir %1 points ou plus.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>Règles de cette table</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened; before that, only to lay it at once in your opening.</source>
        <translation>Vous pouvez prendre la carte du dessus de la défausse une fois que vous avez ouvert ; avant, seulement pour la poser aussitôt dans votre ouverture.</translation>
    </message>
</context>
<context>
    <name>rummy::text</name>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>pure sequence</source>
        <translation>suite pure</translation>
    </message>
    <message>
        <source>impure sequence</source>
        <translation>suite impure</translation>
    </message>
    <message>
        <source>set</source>
        <translation>brelan ou carré</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>non valide</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>Not now: draw a card first, or discard one.</source>
        <translation>Pas maintenant : piochez d’abord une carte, ou défaussez-en une.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>A joker may not be taken from the open deck.</source>
        <translation>Un joker ne peut pas être pris dans la défausse.</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
    <message>
        <source>This format does not allow dropping.</source>
        <translation>Cette formule ne permet pas d’abandonner.</translation>
    </message>
    <message>
        <source>The groups do not match your hand.</source>
        <translation>Les groupes ne correspondent pas à votre main.</translation>
    </message>
    <message>
        <source>You are out of this deal.</source>
        <translation>Vous êtes hors de cette donne.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Le match est terminé.</translation>
    </message>
    <message>
        <source>That move is not allowed (%1).</source>
        <translation>Ce coup n’est pas permis (%1).</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>en jeu</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagné</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>first drop</source>
        <translation>abandon d’entrée</translation>
    </message>
    <message>
        <source>middle drop</source>
        <translation>abandon en cours</translation>
    </message>
    <message>
        <source>wrong declaration</source>
        <translation>fausse déclaration</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>hors jeu</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Asha</source>
        <translation>Asha</translation>
    </message>
    <message>
        <source>Ravi</source>
        <translation>Ravi</translation>
    </message>
    <message>
        <source>Meera</source>
        <translation>Meera</translation>
    </message>
    <message>
        <source>Kiran</source>
        <translation>Kiran</translation>
    </message>
    <message>
        <source>Dev</source>
        <translation>Dev</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>piques</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœurs</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreaux</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfles</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>this card</source>
        <translation>cette carte</translation>
    </message>
    <message>
        <source>Discard %1: deadwood worth %n points</source>
        <translation>Défaussez %1 : une carte isolée qui vaut %n points</translation>
    </message>
    <message>
        <source>Discard %1: shed a high card (%n points) while it is early</source>
        <translation>Défaussez %1 : lâchez une carte forte (%n points) tant qu’il est tôt</translation>
    </message>
    <message>
        <source>Discard %1: a safe card, unlikely to help the next player</source>
        <translation>Défaussez %1 : une carte sûre, qui aidera peu le joueur suivant</translation>
    </message>
    <message>
        <source>Discard %1: every card is in a meld or a draw; this one helps least</source>
        <translation>Défaussez %1 : chaque carte est dans une combinaison ou une ébauche ; celle-ci sert le moins</translation>
    </message>
    <message>
        <source>%1; nobody collects %2</source>
        <translation>%1 ; personne ne collectionne les %2</translation>
    </message>
    <message>
        <source>Play %1: a random choice</source>
        <translation>Jouez %1 : un choix au hasard</translation>
    </message>
    <message>
        <source>A random choice</source>
        <translation>Un choix au hasard</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it completes or extends a meld</source>
        <translation>Prenez %1 dans la défausse : elle complète ou prolonge une combinaison</translation>
    </message>
    <message>
        <source>Take the open card: it completes or extends a meld</source>
        <translation>Prenez la carte visible : elle complète ou prolonge une combinaison</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it lowers the points of your hand</source>
        <translation>Prenez %1 dans la défausse : elle réduit les points de votre main</translation>
    </message>
    <message>
        <source>Take the open card: it lowers the points of your hand</source>
        <translation>Prenez la carte visible : elle réduit les points de votre main</translation>
    </message>
    <message>
        <source>Draw from the closed deck: %1 on the open deck does not help</source>
        <translation>Piochez : %1 dans la défausse ne sert à rien</translation>
    </message>
    <message>
        <source>Draw from the closed deck: the open card does not help</source>
        <translation>Piochez : la carte visible ne sert à rien</translation>
    </message>
    <message>
        <source>Finish with %1 and declare: your hand is valid</source>
        <translation>Terminez avec %1 et déclarez : votre main est valide</translation>
    </message>
    <message>
        <source>Declare: your hand is valid</source>
        <translation>Déclarez : votre main est valide</translation>
    </message>
    <message>
        <source>Drop now for %n points: this hand has too little to build on</source>
        <translation>Abandonnez maintenant pour %n points : cette main offre trop peu</translation>
    </message>
    <message>
        <source>Drop now for %n points: you are far behind, and a full loss would cost more</source>
        <translation>Abandonnez maintenant pour %n points : vous êtes loin derrière, et une défaite complète coûterait plus</translation>
    </message>
    <message>
        <source>Re-join the pool</source>
        <translation>Revenir dans le pool</translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation>Aucune raison donnée</translation>
    </message>
    <message>
        <source>Points rummy</source>
        <translation>Rami aux points</translation>
    </message>
    <message>
        <source>Pool rummy, 101</source>
        <translation>Rami pool, 101</translation>
    </message>
    <message>
        <source>Pool rummy, 201</source>
        <translation>Rami pool, 201</translation>
    </message>
    <message>
        <source>Deals rummy, 2 deals</source>
        <translation>Rami en donnes, 2 donnes</translation>
    </message>
    <message>
        <source>Deals rummy, 3 deals</source>
        <translation>Rami en donnes, 3 donnes</translation>
    </message>
    <message>
        <source>Deals rummy, 6 deals</source>
        <translation>Rami en donnes, 6 donnes</translation>
    </message>
    <message>
        <source>out on missed turns</source>
        <translation>éliminé pour tours manqués</translation>
    </message>
    <message>
        <source>Knock with gin, discarding %1: no deadwood left</source>
        <translation>Frappez avec gin en défaussant %1 : aucune carte isolée</translation>
    </message>
    <message>
        <source>Knock, discarding %1: %n points of deadwood left</source>
        <translation>Frappez en défaussant %1 : il reste %n points de cartes isolées</translation>
    </message>
    <message>
        <source>Leave %1: it does not help your hand</source>
        <translation>Laissez %1 : elle n&apos;aide pas votre main</translation>
    </message>
    <message>
        <source>Leave the upcard: it does not help your hand</source>
        <translation>Laissez la carte visible : elle n&apos;aide pas votre main</translation>
    </message>
    <message>
        <source>Too much deadwood to knock: the cards you keep must count no more than the knock value.</source>
        <translation>Trop de points morts pour frapper : les cartes gardées ne doivent pas dépasser le seuil.</translation>
    </message>
    <message>
        <source>The card you just took from the discard pile cannot go back on it this turn: discard another card.</source>
        <translation>La carte que vous venez de prendre à la défausse ne peut pas y retourner ce tour-ci : défaussez-en une autre.</translation>
    </message>
    <message>
        <source>You took the last discard at the wall: you must knock now.</source>
        <translation>Vous avez pris la dernière défausse au mur : vous devez frapper maintenant.</translation>
    </message>
    <message>
        <source>tunnela</source>
        <translation>tunnela</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>The search found this move best, by %n point(s) on average</source>
        <translation>La recherche juge ce coup le meilleur, de %n points en moyenne</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>piocher</translation>
    </message>
    <message>
        <source>take %1 cards from the pile</source>
        <translation>prendre %1 cartes de la défausse</translation>
    </message>
    <message>
        <source>take the top of the pile</source>
        <translation>prendre la carte du dessus de la défausse</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>défausser %1</translation>
    </message>
    <message>
        <source>declare, finishing with %1</source>
        <translation>déclarer en finissant par %1</translation>
    </message>
    <message>
        <source>drop out of the deal</source>
        <translation>abandonner la donne</translation>
    </message>
    <message>
        <source>miss the turn</source>
        <translation>passer son tour</translation>
    </message>
    <message>
        <source>leave the upcard</source>
        <translation>laisser la carte retournée</translation>
    </message>
    <message>
        <source>knock, discarding %1</source>
        <translation>frapper en défaussant %1</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>poser %1</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>ajouter %1</translation>
    </message>
    <message>
        <source>swap %1 for a joker</source>
        <translation>échanger %1 contre un joker</translation>
    </message>
    <message>
        <source>take %1 from a meld</source>
        <translation>prendre %1 dans une combinaison</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>finir le tour</translation>
    </message>
</context>
</TS>
