<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>FileKind</name>
    <message>
        <source>it is not an ordinary file (a folder, a pipe or a device)</source>
        <translation>no es un archivo normal (una carpeta, una tubería o un dispositivo)</translation>
    </message>
</context>
<context>
    <name>GinSaveCodec</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>El archivo está dañado: la configuración de los jugadores es ilegible.</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>Este archivo no es una partida guardada de Rummy.</translation>
    </message>
</context>
<context>
    <name>QDialog</name>
    <message>
        <source>About Rummy</source>
        <translation>Acerca de Rummy</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Rummy %1&lt;/h3&gt;&lt;p&gt;Indian Rummy (13 and 21 cards: Points, Pool 101 and 201, Deals) and Gin Rummy against computer players, offline.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later. You may share and change it under that licence; it comes with no warranty.&lt;/p&gt;&lt;p&gt;The rules engine, the computer players, the card faces and the translations are the Rummy project&apos;s own work. Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Rummy %1&lt;/h3&gt;&lt;p&gt;Rummy indio (13/21 cartas: Puntos, Pool 101 y 201, Deals) y Gin Rummy contra jugadores del ordenador, sin conexión.&lt;/p&gt;&lt;p&gt;Software libre bajo la Licencia Pública General de GNU, versión 3 o posterior. Puede compartirlo y modificarlo según esa licencia; se ofrece sin ninguna garantía.&lt;/p&gt;&lt;p&gt;El motor de reglas, los jugadores del ordenador, las cartas y las traducciones son obra del proyecto Rummy. Hecho con Qt %2.&lt;/p&gt;</translation>
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
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Aplicar</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Ayuda</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>&amp;Sí</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>&amp;No</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>Restaurar valores predeterminados</translation>
    </message>
</context>
<context>
    <name>SaveRecord</name>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>El archivo está dañado: la configuración de los jugadores es ilegible.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>La partida guardada contiene una jugada que las reglas no permiten: %1</translation>
    </message>
</context>
<context>
    <name>SaveStore</name>
    <message>
        <source>The file is cut short: it ends in the middle of the saved game.</source>
        <translation>El archivo está incompleto: termina a mitad de la partida guardada.</translation>
    </message>
    <message>
        <source>The file is damaged: it is not readable as a saved game (line %1, column %2).</source>
        <translation>El archivo está dañado: no se puede leer como partida guardada (línea %1, columna %2).</translation>
    </message>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>Este archivo no es una partida guardada de Rummy.</translation>
    </message>
    <message>
        <source>The file is damaged: it does not say which save format it uses.</source>
        <translation>El archivo está dañado: no indica qué formato de guardado usa.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of Rummy (save format %1; this version reads format %2).</source>
        <translation>Esta partida se guardó con una versión más nueva de Rummy (formato %1; esta versión lee el formato %2).</translation>
    </message>
    <message>
        <source>This game uses an old save format (%1) that this version of Rummy cannot read.</source>
        <translation>Esta partida usa un formato de guardado antiguo (%1) que esta versión de Rummy no puede leer.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable.</source>
        <translation>El archivo está dañado: el registro de la partida es ilegible.</translation>
    </message>
    <message>
        <source>The file is damaged: its rules cannot be played.</source>
        <translation>El archivo está dañado: sus reglas no se pueden jugar.</translation>
    </message>
    <message>
        <source>The saved match holds a move the rules do not allow: %1</source>
        <translation>La partida guardada contiene una jugada que las reglas no permiten: %1</translation>
    </message>
    <message>
        <source>The file is damaged: the players&apos; settings are unreadable.</source>
        <translation>El archivo está dañado: la configuración de los jugadores es ilegible.</translation>
    </message>
    <message>
        <source>Could not save the game to %1: %2</source>
        <translation>No se pudo guardar la partida en %1: %2</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created</source>
        <translation>no se puede crear la carpeta %1</translation>
    </message>
    <message>
        <source>Could not open %1: %2</source>
        <translation>No se pudo abrir %1: %2</translation>
    </message>
    <message>
        <source>This version of Rummy cannot play the game this file holds.</source>
        <translation>Esta versión de Rummy no puede jugar la partida que contiene este archivo.</translation>
    </message>
    <message>
        <source>The file is damaged: the record of the match is unreadable (at %1).</source>
        <translation>El archivo está dañado: el registro de la partida no se puede leer (en %1).</translation>
    </message>
</context>
<context>
    <name>StatsStore</name>
    <message>
        <source>it could not be opened: %1</source>
        <translation>no se pudo abrir: %1</translation>
    </message>
    <message>
        <source>it is not valid JSON (%1)</source>
        <translation>no es JSON válido (%1)</translation>
    </message>
    <message>
        <source>it is not a statistics file of this version</source>
        <translation>no es un archivo de estadísticas de esta versión</translation>
    </message>
    <message>
        <source>the figures for %1 are damaged</source>
        <translation>las cifras de %1 están dañadas</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. It was kept as %3 and new statistics were started.</source>
        <translation>No se pudo leer su archivo de estadísticas %1: %2. Se conservó como %3 y se empezaron estadísticas nuevas.</translation>
    </message>
    <message>
        <source>Your statistics file %1 could not be read: %2. New statistics were started; the old file will be replaced when they are saved.</source>
        <translation>No se pudo leer su archivo de estadísticas %1: %2. Se empezaron estadísticas nuevas; el archivo antiguo se sustituirá al guardarlas.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved to %1: %2</source>
        <translation>No se pudieron guardar sus estadísticas en %1: %2</translation>
    </message>
    <message>
        <source>the figures for Gin are damaged</source>
        <translation>las cifras del gin están dañadas</translation>
    </message>
    <message>
        <source>the list of deals counted is damaged</source>
        <translation>la lista de manos contadas está dañada</translation>
    </message>
    <message>
        <source>the figures for 21 cards are damaged</source>
        <translation>las cifras de 21 cartas están dañadas</translation>
    </message>
    <message>
        <source>it is %1 MB, far larger than statistics are</source>
        <translation>ocupa %1 MB, mucho más que unas estadísticas</translation>
    </message>
    <message>
        <source>the figures for the table games are damaged</source>
        <translation>las cifras de los juegos de mesa están dañadas</translation>
    </message>
</context>
<context>
    <name>TableGameInput</name>
    <message>
        <source>The opening needs %1 more points.</source>
        <translation>A la apertura le faltan %1 puntos.</translation>
    </message>
    <message>
        <source>Select three or more cards that make a set or a run, then Meld.</source>
        <translation>Elija tres o más cartas que formen un trío o una escalera y luego Bajar.</translation>
    </message>
    <message>
        <source>Select one card to lay off, then click a meld on the table.</source>
        <translation>Elija una carta para colocar y luego haga clic en una combinación de la mesa.</translation>
    </message>
    <message>
        <source>%1 fits on no meld on the table.</source>
        <translation>%1 no encaja en ninguna combinación de la mesa.</translation>
    </message>
    <message>
        <source>Select one card to discard.</source>
        <translation>Elija una carta para descartar.</translation>
    </message>
</context>
<context>
    <name>TableGameResultPanel</name>
    <message>
        <source>%1 went out.</source>
        <translation>%1 cerró la mano.</translation>
    </message>
    <message>
        <source>Nobody went out: the hand is blocked.</source>
        <translation>Nadie cerró: la mano queda bloqueada.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Combinaciones</translation>
    </message>
    <message>
        <source>Melded</source>
        <translation>Bajado</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>En mano</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntos</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Hand %1 of %2. Click here or press N for the next hand.</source>
        <translation>Mano %1 de %2. Haga clic aquí o pulse N para la siguiente mano.</translation>
    </message>
    <message>
        <source>Target %1, for the player who goes out. Click here or press N for the next hand.</source>
        <translation>Objetivo %1, para el jugador que cierra. Haga clic aquí o pulse N para la siguiente mano.</translation>
    </message>
    <message>
        <source>Target %1. Click here or press N for the next hand.</source>
        <translation>Meta %1. Haga clic aquí o pulse N para la mano siguiente.</translation>
    </message>
    <message>
        <source>%1 wins the game! Click here or press N for a new game.</source>
        <translation>¡%1 gana la partida! Haga clic aquí o pulse N para una partida nueva.</translation>
    </message>
</context>
<context>
    <name>TableGameSaveCodec</name>
    <message>
        <source>This file is not a Rummy saved game.</source>
        <translation>Este archivo no es una partida guardada de Rummy.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Indian Rummy against computer opponents.</source>
        <translation>Rummy indio contra rivales controlados por el ordenador.</translation>
    </message>
    <message>
        <source>Deal deterministically from seed &lt;N&gt;.</source>
        <translation>Repartir de forma reproducible a partir de la semilla &lt;N&gt;.</translation>
    </message>
    <message>
        <source>Players at the table, 2 to 6 (default 4).</source>
        <translation>Jugadores en la mesa, de 2 a 6 (4 por omisión).</translation>
    </message>
    <message>
        <source>Match format: points, pool101, pool201, deals2, deals3, deals6.</source>
        <translation>Modalidad: points, pool101, pool201, deals2, deals3, deals6.</translation>
    </message>
    <message>
        <source>Milliseconds a bot seems to think (default 700).</source>
        <translation>Milisegundos que un bot parece pensar (700 por omisión).</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Some saved settings could not be used; their defaults apply instead.</source>
        <translation>Algunos ajustes guardados no se pudieron usar; en su lugar rigen sus valores predeterminados.</translation>
    </message>
    <message>
        <source>The game: indian13, indian21, gin, straight, 500, 51 or kaluki (default: the settings).</source>
        <translation>El juego: indian13, indian21, gin, straight, 500, 51 o kaluki (por defecto: los ajustes).</translation>
    </message>
</context>
<context>
    <name>rummy::AppSettings</name>
    <message>
        <source>“%1” is not a number from %2 to %3: %4.</source>
        <translation>«%1» no es un número de %2 a %3: %4.</translation>
    </message>
    <message>
        <source>“%1” is not true or false: %2.</source>
        <translation>«%1» no es true ni false: %2.</translation>
    </message>
    <message>
        <source>Unknown match format “%1”; Points rummy is used.</source>
        <translation>Modalidad desconocida «%1»; se usa rummy por puntos.</translation>
    </message>
    <message>
        <source>The number of players is reset to %1.</source>
        <translation>El número de jugadores vuelve a %1.</translation>
    </message>
    <message>
        <source>Unknown level “%1” for seat %2; Medium is used.</source>
        <translation>Nivel desconocido «%1» para el asiento %2; se usa Medio.</translation>
    </message>
    <message>
        <source>The name for seat %1 is too long; it is shortened.</source>
        <translation>El nombre del asiento %1 es demasiado largo; se acorta.</translation>
    </message>
    <message>
        <source>The house rules are reset to the format&apos;s standard rules.</source>
        <translation>Las reglas de la casa vuelven a las reglas estándar de la modalidad.</translation>
    </message>
    <message>
        <source>The saved house rules cannot be played by %1 players; the format&apos;s standard rules are used.</source>
        <translation>Las reglas de la casa guardadas no se pueden jugar con %1 jugadores; se usan las reglas estándar de la modalidad.</translation>
    </message>
    <message>
        <source>The card deck “%1” is not installed; the built-in deck is used.</source>
        <translation>La baraja «%1» no está instalada; se usa la baraja integrada.</translation>
    </message>
    <message>
        <source>Unknown card back “%1”; red is used.</source>
        <translation>Reverso desconocido «%1»; se usa el rojo.</translation>
    </message>
    <message>
        <source>“%1” is not a colour; the green felt is used.</source>
        <translation>«%1» no es un color; se usa el tapete verde.</translation>
    </message>
    <message>
        <source>Unknown animation speed “%1”; Normal is used.</source>
        <translation>Velocidad de animación desconocida «%1»; se usa Normal.</translation>
    </message>
    <message>
        <source>The bots&apos; thinking time is reset to %1 ms.</source>
        <translation>El tiempo de reflexión de los bots vuelve a %1 ms.</translation>
    </message>
    <message>
        <source>Unknown language “%1”; the system language is used.</source>
        <translation>Idioma desconocido «%1»; se usa el idioma del sistema.</translation>
    </message>
    <message>
        <source>The settings were saved by another version of Rummy (%1); the defaults are used.</source>
        <translation>Los ajustes se guardaron con otra versión de Rummy (%1); se usan los valores predeterminados.</translation>
    </message>
    <message>
        <source>Unknown game “%1”; Indian Rummy is used.</source>
        <translation>Juego desconocido «%1»; se usa el rummy indio.</translation>
    </message>
    <message>
        <source>Unknown wall rule “%1”.</source>
        <translation>Regla del muro desconocida «%1».</translation>
    </message>
    <message>
        <source>The Gin options are reset to the standard rules.</source>
        <translation>Las opciones del gin vuelven a las reglas estándar.</translation>
    </message>
    <message>
        <source>Unknown value-card scheme “%1”.</source>
        <translation>Forma de pagar las cartas de valor desconocida: «%1».</translation>
    </message>
    <message>
        <source>The table game&apos;s options are reset to its standard rules.</source>
        <translation>Las opciones del juego de mesa vuelven a sus reglas estándar.</translation>
    </message>
    <message>
        <source>The Expert&apos;s thinking time is reset to %1 ms.</source>
        <translation>El tiempo de reflexión del Experto vuelve a %1 ms.</translation>
    </message>
</context>
<context>
    <name>rummy::CardCache</name>
    <message>
        <source>The card deck “%1” could not be read; the built-in deck is used.</source>
        <translation>No se pudo leer la baraja «%1»; se usa la baraja integrada.</translation>
    </message>
</context>
<context>
    <name>rummy::DealCodeBar</name>
    <message>
        <source>Deal code:</source>
        <translation>Código de la mano:</translation>
    </message>
    <message>
        <source>Deal code</source>
        <translation>Código de la mano</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Replay it with Game → Play a deal by code…</source>
        <translation>Vuelva a jugarla con Partida → Jugar una mano por código…</translation>
    </message>
    <message>
        <source>The code keeps the standard rules of the format, not the house rules of this match.</source>
        <translation>El código conserva las reglas estándar de la modalidad, no las reglas de la casa de esta partida.</translation>
    </message>
</context>
<context>
    <name>rummy::DeckCatalog</name>
    <message>
        <source>Standard (two colours)</source>
        <translation>Estándar (dos colores)</translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation>Cuatro colores</translation>
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
        <translation>Historial de descartes</translation>
    </message>
    <message>
        <source>threw %1</source>
        <translation>tiró %1</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>tomó %1</translation>
    </message>
    <message>
        <source>%1 back (turn missed)</source>
        <translation>%1 devuelta (turno perdido)</translation>
    </message>
    <message>
        <source>%1 on Finish</source>
        <translation>%1 en Terminar</translation>
    </message>
    <message>
        <source>Nothing has been thrown yet in this deal.</source>
        <translation>Aún no se ha tirado nada en esta mano.</translation>
    </message>
    <message>
        <source>The whole deal, oldest first. Cards drawn from the closed deck are not shown: nobody sees them.</source>
        <translation>Toda la mano, lo más antiguo primero. Las cartas robadas del mazo cerrado no se muestran: nadie las ve.</translation>
    </message>
</context>
<context>
    <name>rummy::GameFront</name>
    <message>
        <source>Last move: %1.</source>
        <translation>Última jugada: %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 robó del mazo</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 tomó el descarte</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 tomó %2</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 descartó %2</translation>
    </message>
    <message>
        <source>%1 passed</source>
        <translation>%1 pasó</translation>
    </message>
    <message>
        <source>%1 knocked</source>
        <translation>%1 tocó</translation>
    </message>
</context>
<context>
    <name>rummy::GinFront</name>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>Primero tome la carta descubierta o pase.</translation>
    </message>
    <message>
        <source>Both players passed the upcard: the first draw is from the stock.</source>
        <translation>Los dos pasaron la carta descubierta: el primer robo es del mazo.</translation>
    </message>
    <message>
        <source>Gin moves</source>
        <translation>Jugadas del gin</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Tomar descarte</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>Primero seleccione una carta (haga clic) y luego Descartar.</translation>
    </message>
    <message>
        <source>Sort</source>
        <translation>Ordenar</translation>
    </message>
    <message>
        <source>Back to the automatic grouping: melds first, then the deadwood (S)</source>
        <translation>Volver a la agrupación automática: primero las combinaciones, luego las cartas sueltas (S)</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Tocar</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>Abandon this game of Gin Rummy and start a new one?</source>
        <translation>¿Abandonar esta partida de Gin Rummy y empezar otra?</translation>
    </message>
    <message>
        <source>You cannot knock yet: your best discard leaves deadwood %1, and a knock needs %2 or less.</source>
        <translation>Aún no puede tocar: incluso con el mejor descarte quedan %1 puntos sueltos, y para tocar hacen falta %2 o menos.</translation>
    </message>
    <message>
        <source>Big gin! Lay down all eleven cards?</source>
        <translation>¡Big gin! ¿Bajar las once cartas?</translation>
    </message>
    <message>
        <source>Gin! Knock, discarding %1?</source>
        <translation>¡Gin! ¿Tocar descartando %1?</translation>
    </message>
    <message>
        <source>Knock, discarding %1? Deadwood %2</source>
        <translation>¿Tocar descartando %1? Sueltos %2</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>La partida ha terminado: pulse Nueva partida para volver a jugar.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>La mano ha terminado: pulse Mano siguiente para repartir la próxima.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>Código de esta mano: %1</translation>
    </message>
    <message>
        <source>Your turn: take the upcard (O) or pass (P).</source>
        <translation>Su turno: tome la carta descubierta (O) o pase (P).</translation>
    </message>
    <message>
        <source>Two cards are left: take the discard to knock (O), or pass (P) and the hand is void.</source>
        <translation>Quedan dos cartas: tome el descarte para tocar (O), o pase (P) y la mano queda anulada.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the stock, or O to take the discard.</source>
        <translation>Su turno: pulse C para robar del mazo u O para tomar el descarte.</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw.</source>
        <translation>Su turno: haga clic en el mazo o en el descarte para robar.</translation>
    </message>
    <message>
        <source>You took the discard at the wall: knock now (K).</source>
        <translation>Tomó el descarte en el muro: toque ahora (K).</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or K to knock.</source>
        <translation>Su turno: elija una carta con las flechas y Espacio, luego D para descartarla o K para cerrar.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the discard pile, or onto Knock.</source>
        <translation>Su turno: arrastre una carta al descarte, o a Tocar.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Turno de %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinHintProvider</name>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>Pista: ¿qué haría un buen jugador? (%1)</translation>
    </message>
    <message>
        <source>pass: %1 would not let you knock</source>
        <translation>pasar: con %1 no podría tocar</translation>
    </message>
    <message>
        <source>pass: %1 does not lower your deadwood</source>
        <translation>pasar: %1 no baja sus puntos sueltos</translation>
    </message>
    <message>
        <source>take %1 and knock</source>
        <translation>tomar %1 y tocar</translation>
    </message>
    <message>
        <source>take %1: after a discard your deadwood would be %2</source>
        <translation>tomar %1: tras un descarte tendría %2 puntos sueltos</translation>
    </message>
    <message>
        <source>draw from the stock: %1 does not help you</source>
        <translation>robar del mazo: %1 no le ayuda</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>robar del mazo</translation>
    </message>
    <message>
        <source>discard %1: it leaves deadwood %2</source>
        <translation>descartar %1: quedan %2 puntos sueltos</translation>
    </message>
    <message>
        <source>knock with %1: that is gin</source>
        <translation>tocar con %1: es gin</translation>
    </message>
    <message>
        <source>knock with %1: deadwood %2</source>
        <translation>tocar con %1: puntos sueltos %2</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>Las pistas se dan en su turno.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
</context>
<context>
    <name>rummy::GinRulesDialog</name>
    <message>
        <source>Straight gin: only gin ends a hand; nobody may knock with deadwood.</source>
        <translation>Gin estricto: solo el gin termina la mano; nadie puede tocar con puntos sueltos.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10); an ace turned up means gin only.</source>
        <translation>Oklahoma: el valor de la primera carta descubierta es el límite para tocar (figura 10); un as descubierto obliga a hacer gin.</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard&apos;s value is the knock value (a court card 10, an ace 1).</source>
        <translation>Oklahoma: el valor de la primera carta descubierta es el límite para tocar (figura 10, as 1).</translation>
    </message>
    <message>
        <source>Knock with %1 or less deadwood.</source>
        <translation>Se toca con %1 puntos sueltos o menos.</translation>
    </message>
    <message>
        <source>A spade turned up as the first upcard doubles the hand.</source>
        <translation>Una pica como primera carta descubierta duplica la mano.</translation>
    </message>
    <message>
        <source>Gin bonus %1, undercut bonus %2.</source>
        <translation>Bonificación de gin %1, de contragolpe %2.</translation>
    </message>
    <message>
        <source>Big gin (all eleven cards melded) scores a bonus of %1.</source>
        <translation>El big gin (las once cartas combinadas) da una bonificación de %1.</translation>
    </message>
    <message>
        <source>There is no big gin.</source>
        <translation>No hay big gin.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock is an undercut.</source>
        <translation>Igualdad de puntos sueltos tras tocar cuenta como contragolpe.</translation>
    </message>
    <message>
        <source>Equal deadwood after a knock wins the hand for the knocker, for no points.</source>
        <translation>Igualdad de puntos sueltos tras tocar da la mano a quien tocó, sin puntos.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may be thrown back at once.</source>
        <translation>La carta recién tomada del descarte puede volver a descartarse enseguida.</translation>
    </message>
    <message>
        <source>The card just taken from the discard pile may not be thrown back in the same turn.</source>
        <translation>La carta recién tomada del descarte no puede descartarse en el mismo turno.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the hand is void.</source>
        <translation>En el muro (dos cartas en el mazo) la mano queda anulada.</translation>
    </message>
    <message>
        <source>At the wall (two cards left in the stock) the other player may take the last discard only to knock with it; otherwise the hand is void.</source>
        <translation>En el muro (dos cartas en el mazo) el otro jugador puede tomar el último descarte solo para tocar con él; si no, la mano queda anulada.</translation>
    </message>
    <message>
        <source>Game to %1 points; game bonus %2, box bonus %3 for every hand won.</source>
        <translation>Partida a %1 puntos; bonificación de partida %2, de casilla %3 por cada mano ganada.</translation>
    </message>
    <message>
        <source>A shutout doubles the winner&apos;s points.</source>
        <translation>Un zapatero duplica los puntos del ganador.</translation>
    </message>
    <message>
        <source>A shutout does not double the points.</source>
        <translation>Un zapatero no duplica los puntos.</translation>
    </message>
    <message>
        <source>Rules of Gin Rummy</source>
        <translation>Reglas del gin rummy</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>Falta el texto de las reglas.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>Reglas de esta mesa</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
</context>
<context>
    <name>rummy::GinScoreSheet</name>
    <message>
        <source>knock</source>
        <translation>toque</translation>
    </message>
    <message>
        <source>undercut</source>
        <translation>contragolpe</translation>
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
        <translation>anulada</translation>
    </message>
    <message>
        <source>Boxes</source>
        <translation>Casillas</translation>
    </message>
    <message>
        <source>Shutout</source>
        <translation>Zapatero</translation>
    </message>
    <message>
        <source>×2</source>
        <translation>×2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Box bonus</source>
        <translation>Bonif. casillas</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Score sheet · game to %1</source>
        <translation>Hoja de puntos · partida a %1</translation>
    </message>
    <message>
        <source>… earlier hands: %1</source>
        <translation>… manos anteriores: %1</translation>
    </message>
</context>
<context>
    <name>rummy::GinShownGroups</name>
    <message>
        <source>set</source>
        <translation>trío o póquer</translation>
    </message>
    <message>
        <source>run</source>
        <translation>escalera</translation>
    </message>
    <message>
        <source>deadwood %1</source>
        <translation>sueltos %1</translation>
    </message>
    <message>
        <source>%1 + %2 laid off</source>
        <translation>%1 + %2 colocada(s)</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>sueltos</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableScene</name>
    <message>
        <source>Gin table</source>
        <translation>Mesa de gin</translation>
    </message>
    <message>
        <source>The opponent&apos;s cards at the top, the stock, the discard pile and the Knock target in the middle, the score sheet on the right, your hand at the bottom</source>
        <translation>Arriba las cartas del rival, en el centro el mazo, el descarte y la zona para tocar, a la derecha la hoja de puntos, abajo su mano</translation>
    </message>
</context>
<context>
    <name>rummy::GinTableTexts</name>
    <message>
        <source>Stock · %1 · wall at %2</source>
        <translation>Mazo · %1 · muro en %2</translation>
    </message>
    <message>
        <source>Stock · %1</source>
        <translation>Mazo · %1</translation>
    </message>
    <message>
        <source>Upcard</source>
        <translation>Carta descubierta</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Cards in the discard pile: %1</source>
        <translation>Cartas en el descarte: %1</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Tocar</translation>
    </message>
    <message>
        <source>Gin only</source>
        <translation>Solo gin</translation>
    </message>
    <message>
        <source>Deadwood ≤ %1</source>
        <translation>Sueltos ≤ %1</translation>
    </message>
    <message>
        <source>Take to knock</source>
        <translation>Tomar para tocar</translation>
    </message>
    <message>
        <source>Take %1</source>
        <translation>Tomar %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 está jugando…</translation>
    </message>
    <message>
        <source>Your turn: take the upcard or pass</source>
        <translation>Su turno: tome la carta descubierta o pase</translation>
    </message>
    <message>
        <source>The wall: take the discard to knock, or pass</source>
        <translation>El muro: tome el descarte para tocar, o pase</translation>
    </message>
    <message>
        <source>Your turn: draw from the stock or the discard pile</source>
        <translation>Su turno: robe del mazo o del descarte</translation>
    </message>
    <message>
        <source>Knock now: you took the discard at the wall</source>
        <translation>Toque ahora: tomó el descarte en el muro</translation>
    </message>
    <message>
        <source>Your turn: discard a card, or knock</source>
        <translation>Su turno: descarte una carta o toque</translation>
    </message>
    <message>
        <source>%1 pts · hands won: %2</source>
        <translation>%1 ptos · manos ganadas: %2</translation>
    </message>
    <message>
        <source>Deadwood %1</source>
        <translation>Sueltos %1</translation>
    </message>
    <message>
        <source>Without %1: gin!</source>
        <translation>Sin %1: ¡gin!</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2, you may knock</source>
        <translation>Sin %1: sueltos %2, puede tocar</translation>
    </message>
    <message>
        <source>Without %1: deadwood %2</source>
        <translation>Sin %1: sueltos %2</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: gin only</source>
        <translation>Oklahoma, %1 descubierta: solo gin</translation>
    </message>
    <message>
        <source>Oklahoma, %1 turned up: knock at %2 or less</source>
        <translation>Oklahoma, %1 descubierta: tocar con %2 o menos</translation>
    </message>
    <message>
        <source>points doubled</source>
        <translation>puntos dobles</translation>
    </message>
    <message>
        <source>Gin only: no knocking with deadwood</source>
        <translation>Solo gin: no se toca con puntos sueltos</translation>
    </message>
    <message>
        <source>Knock at %1 or less</source>
        <translation>Tocar con %1 o menos</translation>
    </message>
    <message>
        <source>Undercut!</source>
        <translation>¡Contragolpe!</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>¡Gin!</translation>
    </message>
    <message>
        <source>Big gin!</source>
        <translation>¡Big gin!</translation>
    </message>
    <message>
        <source>Void hand</source>
        <translation>Mano anulada</translation>
    </message>
    <message>
        <source>The stock is down to %1 cards: nobody scores.</source>
        <translation>Quedan %1 cartas en el mazo: nadie puntúa.</translation>
    </message>
    <message>
        <source>%1 deals again.</source>
        <translation>Vuelve a repartir: %1.</translation>
    </message>
    <message>
        <source>Gin: %1</source>
        <translation>Gin: %1</translation>
    </message>
    <message>
        <source>Big gin: %1, all eleven cards melded</source>
        <translation>Big gin: %1, las once cartas combinadas</translation>
    </message>
    <message>
        <source>Knock: %1 · deadwood %2</source>
        <translation>Toque: %1 · sueltos %2</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2 · cards laid off: %3</source>
        <translation>Defensa: %1 · sueltos %2 · cartas colocadas: %3</translation>
    </message>
    <message>
        <source>Defender: %1 · deadwood %2</source>
        <translation>Defensa: %1 · sueltos %2</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 = %4</source>
        <translation>Puntos para %1: %2 − %3 = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 − %3 + %4 undercut bonus = %5</source>
        <translation>Puntos para %1: %2 − %3 + %4 de contragolpe = %5</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 gin bonus = %4</source>
        <translation>Puntos para %1: %2 + %3 de gin = %4</translation>
    </message>
    <message>
        <source>Points for %1: %2 + %3 big gin bonus = %4</source>
        <translation>Puntos para %1: %2 + %3 de big gin = %4</translation>
    </message>
    <message>
        <source>Doubled: a spade was the first upcard, %1 points.</source>
        <translation>Doble: la primera carta descubierta fue una pica, %1 puntos.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>Código de esta mano: %1</translation>
    </message>
    <message>
        <source>Game over. Winner: %1, %2 to %3</source>
        <translation>Partida terminada. Ganador: %1, %2 a %3</translation>
    </message>
    <message>
        <source>Shutout: the loser won no hand, so the winner&apos;s points are doubled.</source>
        <translation>Zapatero: el perdedor no ganó ninguna mano, así que los puntos del ganador se duplican.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
</context>
<context>
    <name>rummy::HintProvider</name>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Hint: what would a strong player do? (%1)</source>
        <translation>Pista: ¿qué haría un buen jugador? (%1)</translation>
    </message>
    <message>
        <source>Hints are given on your turn.</source>
        <translation>Las pistas se dan en su turno.</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <source>(The spare label marks %1, the throw that leaves the fewest points now; the hint also weighs what each card may still become and what it would give the next player.)</source>
        <translation>(La etiqueta «sobrante» marca %1, el descarte que deja menos puntos ahora; la pista también pesa en qué puede convertirse cada carta y lo que daría al siguiente jugador.)</translation>
    </message>
</context>
<context>
    <name>rummy::IndianController</name>
    <message>
        <source>The open deck was shuffled into a new closed deck. %1</source>
        <translation>El montón abierto se barajó como nuevo mazo cerrado. %1</translation>
    </message>
    <message>
        <source>%1 missed a turn</source>
        <translation>%1 perdió un turno</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row: a middle drop for %3 points</source>
        <translation>%1 perdió %2 turnos seguidos: retirada a mitad de mano por %3 puntos</translation>
    </message>
    <message>
        <source>%1 missed %2 turns in a row and loses the deal with %3 points</source>
        <translation>%1 perdió %2 turnos seguidos y pierde la mano con %3 puntos</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before a drop</source>
        <translation>Turno perdido: %1 de %2 antes de la retirada</translation>
    </message>
    <message>
        <source>Turn missed: %1 of %2 before the deal is lost</source>
        <translation>Turno perdido: %1 de %2 antes de perder la mano</translation>
    </message>
    <message>
        <source>%1 drew from the deck</source>
        <translation>%1 robó del mazo</translation>
    </message>
    <message>
        <source>%1 drew from the open deck</source>
        <translation>%1 robó del descarte</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 tomó %2</translation>
    </message>
    <message>
        <source>%1 threw %2</source>
        <translation>%1 descartó %2</translation>
    </message>
    <message>
        <source>%1 declared</source>
        <translation>%1 cantó</translation>
    </message>
    <message>
        <source>%1 dropped</source>
        <translation>%1 se retiró</translation>
    </message>
</context>
<context>
    <name>rummy::IndianFront</name>
    <message>
        <source>Discard &amp;history…</source>
        <translation>&amp;Historial de descartes…</translation>
    </message>
    <message>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <source>Last deal&apos;s &amp;result…</source>
        <translation>&amp;Resultado de la última mano…</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Take open card</source>
        <translation>Tomar la carta visible</translation>
    </message>
    <message>
        <source>Sort by suit</source>
        <translation>Ordenar por palo</translation>
    </message>
    <message>
        <source>Sort by melds</source>
        <translation>Ordenar por combinaciones</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Agrupar</translation>
    </message>
    <message>
        <source>Select cards first (click them or press Space), then Group.</source>
        <translation>Primero seleccione cartas (haga clic o pulse Espacio) y luego Agrupar.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Select a card first (click it), then Discard.</source>
        <translation>Primero seleccione una carta (haga clic) y luego Descartar.</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>Select the card to put on the finish slot, then Finish.</source>
        <translation>Seleccione la carta para la casilla de cierre y luego Terminar.</translation>
    </message>
    <message>
        <source>Drop</source>
        <translation>Retirarse</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <source>Your turn: press C to draw from the closed deck, or O to take the open card.</source>
        <translation>Su turno: pulse C para robar del mazo cerrado u O para tomar la carta abierta.</translation>
    </message>
    <message>
        <source>Your turn: click the closed deck or the open deck to draw.</source>
        <translation>Su turno: haga clic en el mazo o en el descarte para robar.</translation>
    </message>
    <message>
        <source>Your turn: choose a card with the arrow keys and Space, then D to discard it or F to finish.</source>
        <translation>Su turno: elija una carta con las flechas y Espacio, luego D para descartarla o F para terminar.</translation>
    </message>
    <message>
        <source>Your turn: drag a card onto the open deck to discard, or onto Finish.</source>
        <translation>Su turno: arrastre una carta al descarte para descartarla, o a Terminar.</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Turno de %1.</translation>
    </message>
    <message>
        <source>Middle drop: %1 points</source>
        <translation>Retirada a mitad de mano: %1 puntos</translation>
    </message>
    <message>
        <source>First drop: %1 points</source>
        <translation>Retirada inicial: %1 puntos</translation>
    </message>
    <message>
        <source>Finish and declare</source>
        <translation>Terminar y cantar</translation>
    </message>
    <message>
        <source>Put %1 on the finish slot and declare your hand?</source>
        <translation>¿Poner %1 en la casilla de cierre y cantar su mano?</translation>
    </message>
    <message>
        <source>Your groups are not a valid declaration (you need a pure sequence, a second sequence, and every card in a meld).</source>
        <translation>Sus grupos no son un cierre válido (hace falta una escalera pura, una segunda escalera y cada carta en una combinación).</translation>
    </message>
    <message>
        <source>Declaring now costs %1 points. Declare anyway?</source>
        <translation>Cantar ahora cuesta %1 puntos. ¿Cantar de todos modos?</translation>
    </message>
    <message>
        <source>Middle drop for %1 points?</source>
        <translation>¿Retirarse a mitad de mano por %1 puntos?</translation>
    </message>
    <message>
        <source>First drop for %1 points?</source>
        <translation>¿Retirarse de entrada por %1 puntos?</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>Re-join the pool?</source>
        <translation>¿Volver al pool?</translation>
    </message>
    <message>
        <source>You are out of the pool. Re-join the game at %1 points?</source>
        <translation>Ha quedado fuera del pool. ¿Volver a la partida con %1 puntos?</translation>
    </message>
    <message>
        <source>Abandon this match and start a new one?</source>
        <translation>¿Abandonar esta partida y empezar otra?</translation>
    </message>
</context>
<context>
    <name>rummy::IndianScene</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Opponents around the top, the decks in the middle, your hand at the bottom</source>
        <translation>Los rivales arriba, el mazo y el descarte en el centro, su mano abajo</translation>
    </message>
</context>
<context>
    <name>rummy::IndianTexts</name>
    <message>
        <source>Wild: aces</source>
        <translation>Comodín: ases</translation>
    </message>
    <message>
        <source>Wild: twos</source>
        <translation>Comodín: doses</translation>
    </message>
    <message>
        <source>Wild: threes</source>
        <translation>Comodín: treses</translation>
    </message>
    <message>
        <source>Wild: fours</source>
        <translation>Comodín: cuatros</translation>
    </message>
    <message>
        <source>Wild: fives</source>
        <translation>Comodín: cincos</translation>
    </message>
    <message>
        <source>Wild: sixes</source>
        <translation>Comodín: seises</translation>
    </message>
    <message>
        <source>Wild: sevens</source>
        <translation>Comodín: sietes</translation>
    </message>
    <message>
        <source>Wild: eights</source>
        <translation>Comodín: ochos</translation>
    </message>
    <message>
        <source>Wild: nines</source>
        <translation>Comodín: nueves</translation>
    </message>
    <message>
        <source>Wild: tens</source>
        <translation>Comodín: dieces</translation>
    </message>
    <message>
        <source>Wild: jacks</source>
        <translation>Comodín: jotas</translation>
    </message>
    <message>
        <source>Wild: queens</source>
        <translation>Comodín: reinas</translation>
    </message>
    <message>
        <source>Wild: kings</source>
        <translation>Comodín: reyes</translation>
    </message>
    <message>
        <source>Deck · empty, click to reshuffle</source>
        <translation>Mazo · vacío, haga clic para barajar</translation>
    </message>
    <message>
        <source>Deck · %1</source>
        <translation>Mazo · %1</translation>
    </message>
    <message>
        <source>No wild</source>
        <translation>Sin comodín</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>Descarte</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Terminar</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>El descarte está vacío.</translation>
    </message>
    <message>
        <source>Open deck, newest first:</source>
        <translation>Descarte, la más reciente primero:</translation>
    </message>
    <message>
        <source>%1 (turned up by the dealer)</source>
        <translation>%1 (volteada por quien reparte)</translation>
    </message>
    <message>
        <source>%1 — thrown by %2</source>
        <translation>%1 — descartada por %2</translation>
    </message>
    <message numerus="yes">
        <source>… and %n older</source>
        <translation>
            <numerusform>… y %n más antigua</numerusform>
            <numerusform>… y %n más antiguas</numerusform>
        </translation>
    </message>
    <message>
        <source>Deal over</source>
        <translation>Mano terminada</translation>
    </message>
    <message>
        <source>Your turn: draw</source>
        <translation>Su turno: robe</translation>
    </message>
    <message>
        <source>Your turn: discard</source>
        <translation>Su turno: descarte</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 está jugando…</translation>
    </message>
    <message>
        <source>%1 · %2 s</source>
        <translation>%1 · %2 s</translation>
    </message>
    <message numerus="yes">
        <source>%n chips</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pts</source>
        <translation>
            <numerusform>%n pto.</numerusform>
            <numerusform>%n ptos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>You are out · watching</source>
        <translation>Está fuera · mirando</translation>
    </message>
    <message>
        <source>You dropped · watching</source>
        <translation>Se retiró · mirando</translation>
    </message>
    <message>
        <source>Wrong declaration · watching</source>
        <translation>Cierre falso · mirando</translation>
    </message>
    <message>
        <source>Turns missed · watching</source>
        <translation>Turnos perdidos · mirando</translation>
    </message>
    <message>
        <source>Sitting out · watching</source>
        <translation>Descansa · mirando</translation>
    </message>
    <message numerus="yes">
        <source>You · %n chips</source>
        <translation>
            <numerusform>Usted · %n ficha</numerusform>
            <numerusform>Usted · %n fichas</numerusform>
        </translation>
    </message>
    <message>
        <source>You · score %1</source>
        <translation>Usted · puntuación %1</translation>
    </message>
    <message>
        <source>Deal costs: %1 pts</source>
        <translation>Coste de la mano: %1 ptos.</translation>
    </message>
    <message>
        <source>Hand: valid, %1 pts</source>
        <translation>Mano: válida, %1 ptos.</translation>
    </message>
    <message>
        <source>Hand: %1 pts</source>
        <translation>Mano: %1 ptos.</translation>
    </message>
    <message>
        <source>%1 · 3 pure needed: %2 so far</source>
        <translation>%1 · 3 puras necesarias: %2 por ahora</translation>
    </message>
    <message>
        <source>★ Value cards: %1</source>
        <translation>★ Cartas de valor: %1</translation>
    </message>
    <message>
        <source>spare</source>
        <translation>sobrantes</translation>
    </message>
    <message>
        <source>%1 — a value card</source>
        <translation>%1 — una carta de valor</translation>
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
        <translation>Estado de la partida</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>Velocidad de &amp;animación</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Desactivada</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>The settings could not be saved; they apply until you quit.</source>
        <translation>No se pudieron guardar los ajustes; se aplican hasta que salga.</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Start a game of Gin Rummy now? The game on the table ends.</source>
        <translation>¿Empezar ahora una partida de gin rummy? El juego de la mesa termina.</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy now? The game on the table ends.</source>
        <translation>¿Empezar ahora una partida de rummy indio? El juego de la mesa termina.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>&amp;About Rummy</source>
        <translation>Acerca &amp;de Rummy</translation>
    </message>
    <message>
        <source>Start a match of Indian Rummy with 21 cards now? The game on the table ends.</source>
        <translation>¿Empezar ahora una partida de rummy indio con 21 cartas? El juego de la mesa termina.</translation>
    </message>
    <message>
        <source>Start a game of %1 now? The game on the table ends.</source>
        <translation>¿Empezar ahora una partida de %1? La partida en la mesa termina.</translation>
    </message>
    <message>
        <source>Re&amp;view last deal…</source>
        <translation>Anali&amp;zar la última mano…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>No deal has ended yet: there is nothing to review.</source>
        <translation>Aún no ha terminado ninguna mano: no hay nada que analizar.</translation>
    </message>
</context>
<context>
    <name>rummy::MatchHeader</name>
    <message>
        <source>What is being played</source>
        <translation>Qué se juega</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Clasificación</translation>
    </message>
    <message>
        <source>The match&apos;s running scores</source>
        <translation>Las puntuaciones de la partida</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>Mano %1 (desempate)</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 jugadores</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin rummy</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Game to %1</source>
        <translation>Partida a %1</translation>
    </message>
    <message>
        <source>21 cards</source>
        <translation>21 cartas</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
</context>
<context>
    <name>rummy::ResultDialog</name>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Result&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Groups&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Jugador&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Resultado&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Grupos&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Puntos&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>Deal %1 (tie-breaker)</source>
        <translation>Mano %1 (desempate)</translation>
    </message>
    <message>
        <source>Deal %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Deal %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Total (out at %1)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Standing&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Jugador&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Esta mano&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Total (fuera con %1)&lt;/th&gt;&lt;th align=&apos;left&apos;&gt;Situación&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;This deal&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Chips&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Jugador&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Esta mano&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Fichas&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Points&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Value (%1 a point)&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Jugador&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Puntos&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Valor (%1 por punto)&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;eliminated this deal&lt;/b&gt;</source>
        <translation>&lt;b&gt;eliminado en esta mano&lt;/b&gt;</translation>
    </message>
    <message>
        <source>out</source>
        <translation>fuera</translation>
    </message>
    <message>
        <source>%1 to the limit</source>
        <translation>%1 hasta el límite</translation>
    </message>
    <message numerus="yes">
        <source>re-joined %n time(s)</source>
        <translation>
            <numerusform>volvió %n vez</numerusform>
            <numerusform>volvió %n veces</numerusform>
        </translation>
    </message>
    <message>
        <source>may re-join at %1</source>
        <translation>puede volver con %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;Deals left: %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Manos restantes: %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;Match over.&lt;/b&gt; %1&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;Partida terminada.&lt;/b&gt; %1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 won the match.&lt;/b&gt;</source>
        <translation>&lt;b&gt;%1 ganó la partida.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No winner.</source>
        <translation>Sin ganador.</translation>
    </message>
    <message>
        <source>End of the deal</source>
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <source>Deal results</source>
        <translation>Resultados de la mano</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>Cartas de valor</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Player&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Received&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Paid&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Net of the deal&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=&apos;left&apos;&gt;Jugador&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Recibido&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Pagado&lt;/th&gt;&lt;th align=&apos;right&apos;&gt;Neto de la mano&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
</context>
<context>
    <name>rummy::ResultsChart</name>
    <message>
        <source>Recent results</source>
        <translation>Resultados recientes</translation>
    </message>
    <message>
        <source>No deals played yet.</source>
        <translation>Aún no se ha jugado ninguna mano.</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message numerus="yes">
        <source>lost %n points</source>
        <translation>
            <numerusform>perdió %n punto</numerusform>
            <numerusform>perdió %n puntos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest first: %1.</source>
        <translation>
            <numerusform>Última mano: %1.</numerusform>
            <numerusform>Últimas %n manos, la más antigua primero: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last %n deals, oldest on the left; bars down are points lost</source>
        <translation>
            <numerusform>Última mano; las barras hacia abajo son puntos perdidos</numerusform>
            <numerusform>Últimas %n manos, la más antigua a la izquierda; las barras hacia abajo son puntos perdidos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>rummy::ReviewDialog</name>
    <message>
        <source>good</source>
        <translation>buena</translation>
    </message>
    <message>
        <source>doubtful</source>
        <translation>dudosa</translation>
    </message>
    <message>
        <source>bad</source>
        <translation>mala</translation>
    </message>
    <message>
        <source>very bad</source>
        <translation>muy mala</translation>
    </message>
    <message>
        <source>Master</source>
        <translation>Maestro</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fuerte</translation>
    </message>
    <message>
        <source>Club player</source>
        <translation>Jugador de club</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Ocasional</translation>
    </message>
    <message>
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — good.</source>
        <translation>Jugada %1: elegiste %2 — buena.</translation>
    </message>
    <message>
        <source>Move %1: you chose to %2 — %3: about %4 points worse than to %5.</source>
        <translation>Jugada %1: elegiste %2 — %3: unos %4 puntos peor que %5.</translation>
    </message>
    <message>
        <source>Review of deal %1</source>
        <translation>Análisis de la mano %1</translation>
    </message>
    <message>
        <source>The engine is looking at each of your decisions…</source>
        <translation>El motor está mirando cada una de tus decisiones…</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progreso del análisis</translation>
    </message>
    <message>
        <source>Your decisions, graded</source>
        <translation>Tus decisiones, valoradas</translation>
    </message>
    <message>
        <source>Review stopped.</source>
        <translation>Análisis detenido.</translation>
    </message>
    <message>
        <source>You had no choice to make in this deal.</source>
        <translation>En esta mano no tuviste ninguna elección.</translation>
    </message>
    <message>
        <source> Your draws from the stock were worth %1 points against the average card.</source>
        <translation> Tus robos del mazo valieron %1 puntos frente a la carta media.</translation>
    </message>
    <message>
        <source>%1 decisions graded; on average each gave away %2 points: %3.</source>
        <translation>%1 decisiones valoradas; de media cada una costó %2 puntos: %3.</translation>
    </message>
</context>
<context>
    <name>rummy::RulesDialog</name>
    <message numerus="yes">
        <source>Format: %1, %n players.</source>
        <translation>
            <numerusform>Modalidad: %1, %n jugador.</numerusform>
            <numerusform>Modalidad: %1, %n jugadores.</numerusform>
        </translation>
    </message>
    <message>
        <source>The shoe: %1 and %2 printed jokers; %3.</source>
        <translation>El sabot: %1 y %2 comodines impresos; %3.</translation>
    </message>
    <message>
        <source>one deck</source>
        <translation>una baraja</translation>
    </message>
    <message>
        <source>%1 decks</source>
        <translation>%1 barajas</translation>
    </message>
    <message>
        <source>a wild-joker card is cut</source>
        <translation>se corta una carta comodín</translation>
    </message>
    <message>
        <source>no wild-joker card</source>
        <translation>sin carta comodín</translation>
    </message>
    <message>
        <source>Dropping costs %1 points before your first draw (first drop) and %2 points after it (middle drop).</source>
        <translation>Retirarse cuesta %1 puntos antes de su primer robo (retirada inicial) y %2 puntos después (retirada a mitad de mano).</translation>
    </message>
    <message>
        <source>Dropping is not allowed in this format.</source>
        <translation>En esta modalidad no se permite retirarse.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points and ends the deal with no winner.</source>
        <translation>Un cierre falso cuesta %1 puntos y termina la mano sin ganador.</translation>
    </message>
    <message>
        <source>A wrong declaration costs %1 points; the others play on.</source>
        <translation>Un cierre falso cuesta %1 puntos; los demás siguen jugando.</translation>
    </message>
    <message>
        <source>A losing hand counts at most %1 points; a hand that was already valid counts %2.</source>
        <translation>Una mano perdedora cuenta como máximo %1 puntos; una mano que ya era válida cuenta %2.</translation>
    </message>
    <message>
        <source>Jokers may be taken from the open deck.</source>
        <translation>Se pueden tomar comodines del descarte.</translation>
    </message>
    <message>
        <source>Jokers may not be taken from the open deck (except the very first open card).</source>
        <translation>No se pueden tomar comodines del descarte (salvo la primerísima carta visible).</translation>
    </message>
    <message>
        <source>A player reaching %1 points is out of the pool.</source>
        <translation>Quien llega a %1 puntos queda fuera del pool.</translation>
    </message>
    <message>
        <source>A player who is out may re-join (three or more players) while the highest remaining score is at most %1.</source>
        <translation>Quien está fuera puede volver (con tres o más jugadores) mientras la puntuación más alta restante no pase de %1.</translation>
    </message>
    <message>
        <source>A player who is out may not re-join.</source>
        <translation>Quien está fuera no puede volver.</translation>
    </message>
    <message>
        <source>Everyone starts with %1 chips (%2 per deal); the winner of a deal takes each loser&apos;s points in chips.</source>
        <translation>Todos empiezan con %1 fichas (%2 por mano); el ganador de una mano cobra en fichas los puntos de cada perdedor.</translation>
    </message>
    <message>
        <source>One point is worth %1 (for display only).</source>
        <translation>Un punto vale %1 (solo para mostrar).</translation>
    </message>
    <message>
        <source>Each turn has %1 seconds; %2 missed turns in a row count as a middle drop.</source>
        <translation>Cada turno tiene %1 segundos; %2 turnos perdidos seguidos cuentan como retirada a mitad de mano.</translation>
    </message>
    <message>
        <source>There is no turn timer.</source>
        <translation>No hay límite de tiempo por turno.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy</source>
        <translation>Reglas del rummy indio</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>Falta el texto de las reglas.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>Reglas de esta mesa</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 10, 30 or 50 for one, two or three of a kind, 100 for a marriage.</source>
        <translation>Cada otro jugador de la mano paga las cartas de valor: 10, 30 o 50 por una, dos o tres de un tipo, 100 por un matrimonio.</translation>
    </message>
    <message>
        <source>Value cards are paid by every other player in the deal: 20 a card, 100 for a marriage, at most 240 from one player.</source>
        <translation>Cada otro jugador de la mano paga las cartas de valor: 20 por carta, 100 por un matrimonio, como mucho 240 por jugador.</translation>
    </message>
    <message>
        <source>Value cards are not paid.</source>
        <translation>Las cartas de valor no se pagan.</translation>
    </message>
    <message>
        <source>Rules of Indian Rummy (21 cards)</source>
        <translation>Reglas del rummy indio (21 cartas)</translation>
    </message>
</context>
<context>
    <name>rummy::SaveNotice</name>
    <message>
        <source>Not saved</source>
        <translation>No guardado</translation>
    </message>
    <message>
        <source>%1. Play goes on, without saving.</source>
        <translation>%1. La partida continúa, sin guardar.</translation>
    </message>
</context>
<context>
    <name>rummy::SavedGames</name>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>Rummy saves (*.rummy)</source>
        <translation>Partidas de Rummy (*.rummy)</translation>
    </message>
    <message>
        <source>Ctrl+S</source>
        <translation>Ctrl+S</translation>
    </message>
    <message>
        <source>&amp;Load…</source>
        <translation>&amp;Cargar…</translation>
    </message>
    <message>
        <source>Load a saved game</source>
        <translation>Cargar una partida guardada</translation>
    </message>
    <message>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message>
        <source>Play a &amp;deal by code…</source>
        <translation>Jugar una &amp;mano por código…</translation>
    </message>
    <message>
        <source>Play a deal by code</source>
        <translation>Jugar una mano por código</translation>
    </message>
    <message>
        <source>Deal code (shown at the end of every deal, e.g. PTS-4-1ZK3M9QX0A7TB):</source>
        <translation>Código de la mano (se muestra al final de cada mano, p. ej. PTS-4-1ZK3M9QX0A7TB):</translation>
    </message>
    <message>
        <source>The file %1 could not be moved aside.</source>
        <translation>No se pudo apartar el archivo %1.</translation>
    </message>
    <message>
        <source>The file was kept as %1.</source>
        <translation>El archivo se conservó como %1.</translation>
    </message>
    <message>
        <source>Unfinished match not restored</source>
        <translation>Partida sin terminar no restaurada</translation>
    </message>
    <message>
        <source>Your unfinished match could not be restored. %1

%2 A new match starts.</source>
        <translation>No se pudo restaurar su partida sin terminar. %1

%2 Empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Unfinished match</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <source>Resume your unfinished match?</source>
        <translation>¿Reanudar su partida sin terminar?</translation>
    </message>
    <message>
        <source>A game of %1; it stopped in hand %2.</source>
        <translation>Una partida de %1; se detuvo en la mano %2.</translation>
    </message>
    <message>
        <source>A game of Gin Rummy; it stopped in hand %1, at %2 to %3.</source>
        <translation>Una partida de gin rummy; se detuvo en la mano %1, con %2 a %3.</translation>
    </message>
    <message numerus="yes">
        <source>It stopped in deal %1, with %n player(s) at the table.</source>
        <translation>
            <numerusform>Se detuvo en la mano %1, con %n jugador en la mesa.</numerusform>
            <numerusform>Se detuvo en la mano %1, con %n jugadores en la mesa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>New match</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>Game not saved</source>
        <translation>Partida no guardada</translation>
    </message>
    <message>
        <source>Game not loaded</source>
        <translation>Partida no cargada</translation>
    </message>
    <message>
        <source>%1 could not be loaded. %2</source>
        <translation>No se pudo cargar %1. %2</translation>
    </message>
    <message>
        <source>Not a deal code</source>
        <translation>No es un código de mano</translation>
    </message>
    <message>
        <source>The deal code %1 names a deal no table can have: a table seats 2 to 6 players, and at least two of them are dealt in, the dealer among them.</source>
        <translation>El código de mano %1 indica una mano que ninguna mesa puede tener: en una mesa se sientan de 2 a 6 jugadores, y al menos dos de ellos reciben cartas, entre ellos el que reparte.</translation>
    </message>
    <message>
        <source>“%1” is not a deal code. A code looks like PTS-4-1ZK3M9QX0A7TB: the format, the number of players and the deal.</source>
        <translation>«%1» no es un código de mano. Un código es como PTS-4-1ZK3M9QX0A7TB: la modalidad, el número de jugadores y la mano.</translation>
    </message>
    <message>
        <source>The deal code %1 names a hand that cannot be dealt.</source>
        <translation>El código %1 indica una mano que no se puede repartir.</translation>
    </message>
    <message>
        <source>The deal code %1 asks for a format that cannot be played with %2 players.</source>
        <translation>El código de mano %1 pide una modalidad que no se puede jugar con %2 jugadores.</translation>
    </message>
</context>
<context>
    <name>rummy::SeatItem</name>
    <message>
        <source>D</source>
        <translation>R</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Páginas de ajustes</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;House rules</source>
        <translation>Reglas de la &amp;casa</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <source>Rule changes apply from the next match; table options apply at once.</source>
        <translation>Los cambios de reglas rigen desde la próxima partida; las opciones de mesa, al momento.</translation>
    </message>
    <message>
        <source>Problem with these settings</source>
        <translation>Problema con estos ajustes</translation>
    </message>
    <message>
        <source>Resets the options of the tab shown to their defaults.</source>
        <translation>Devuelve las opciones de la pestaña visible a sus valores predeterminados.</translation>
    </message>
    <message>
        <source>Re-joining must stop below the pool limit (%1): lower the re-join limit.</source>
        <translation>La vuelta debe acabar por debajo del límite del pool (%1): baje el límite de vuelta.</translation>
    </message>
    <message>
        <source>%1 players need at least %2 cards, but %3 deck(s) and %4 printed jokers make %5: add a deck.</source>
        <translation>%1 jugadores necesitan al menos %2 cartas, pero %3 baraja(s) y %4 comodines impresos suman %5: añada una baraja.</translation>
    </message>
    <message>
        <source>These rules cannot be played by %1 players.</source>
        <translation>Estas reglas no se pueden jugar con %1 jugadores.</translation>
    </message>
    <message>
        <source>These Gin options cannot be played.</source>
        <translation>No se puede jugar con estas opciones de gin.</translation>
    </message>
    <message>
        <source>These options cannot be played.</source>
        <translation>No se puede jugar con estas opciones.</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsFile</name>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read and was kept as %3.</source>
        <translation>El archivo de ajustes %1 ocupa %2 MB, mucho más que unos ajustes; no se ha leído y se ha guardado como %3.</translation>
    </message>
    <message>
        <source>The settings file %1 is %2 MB, far larger than settings are; it was not read.</source>
        <translation>El archivo de ajustes %1 ocupa %2 MB, mucho más que unos ajustes; no se ha leído.</translation>
    </message>
    <message>
        <source>Some lines of the settings file %1 are not settings; they were skipped.</source>
        <translation>Algunas líneas del archivo de ajustes %1 no son ajustes; se han omitido.</translation>
    </message>
    <message>
        <source>The settings file as it was is kept as %1.</source>
        <translation>El archivo de ajustes tal como estaba se guarda como %1.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2); it was kept as %3.</source>
        <translation>No se pudo leer el archivo de ajustes %1 (%2); se ha guardado como %3.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read (%2).</source>
        <translation>No se pudo leer el archivo de ajustes %1 (%2).</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGamePage</name>
    <message>
        <source>A single deal: the losers pay the winner the points left in their hands.</source>
        <translation>Una sola mano: los perdedores pagan al ganador los puntos que les quedan en la mano.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 101 points puts a player out. The last one in wins.</source>
        <translation>Mano tras mano; llegar a 101 puntos elimina. Gana el último que queda.</translation>
    </message>
    <message>
        <source>Deal after deal; reaching 201 points puts a player out. Drops cost 25 and 50.</source>
        <translation>Mano tras mano; llegar a 201 puntos elimina. Retirarse cuesta 25 y 50.</translation>
    </message>
    <message>
        <source>Two deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>Dos manos por fichas; sin retirarse. Gana quien tenga más fichas al final.</translation>
    </message>
    <message>
        <source>Three deals played for chips; no dropping. Most chips at the end wins.</source>
        <translation>Tres manos por fichas; sin retirarse. Gana quien tenga más fichas al final.</translation>
    </message>
    <message>
        <source>Six deals played for chips; dropping allowed. Most chips at the end wins.</source>
        <translation>Seis manos por fichas; se permite retirarse. Gana quien tenga más fichas al final.</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Modalidad:</translation>
    </message>
    <message>
        <source>Players at the table</source>
        <translation>Jugadores en la mesa</translation>
    </message>
    <message>
        <source>How many sit at the table, you included (2 to 6). Default: 4.</source>
        <translation>Cuántos se sientan a la mesa, usted incluido (de 2 a 6). Predeterminado: 4.</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <source>Computer opponents</source>
        <translation>Rivales del ordenador</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>Level of seat %1</source>
        <translation>Nivel del asiento %1</translation>
    </message>
    <message>
        <source>Name of seat %1</source>
        <translation>Nombre del asiento %1</translation>
    </message>
    <message>
        <source>Left empty, the seat is called %1.</source>
        <translation>Si se deja vacío, el asiento se llama %1.</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin rummy</translation>
    </message>
    <message>
        <source>Indian Rummy (13 cards)</source>
        <translation>Rummy indio (13 cartas)</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>Which rummy game the next game plays. Default: Indian Rummy.</source>
        <translation>Qué rummy se juega en la próxima partida. Por defecto: rummy indio.</translation>
    </message>
    <message>
        <source>G&amp;ame:</source>
        <translation>J&amp;uego:</translation>
    </message>
    <message>
        <source>Two players, ten cards each: meld your cards, knock when your deadwood is low, and be the first to 100 points. The House rules tab has Gin&apos;s options.</source>
        <translation>Dos jugadores, diez cartas cada uno: combine sus cartas, toque cuando tenga pocos puntos sueltos y llegue primero a 100 puntos. Las opciones del gin están en la pestaña Reglas de la casa.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Indian Rummy (21 cards)</source>
        <translation>Rummy indio (21 cartas)</translation>
    </message>
    <message>
        <source>21 cards each from three decks: three pure sequences to declare, and value cards paid by everyone. %1</source>
        <translation>21 cartas cada uno de tres barajas: tres escaleras puras para declarar, y cartas de valor que pagan todos. %1</translation>
    </message>
    <message>
        <source>Straight Rummy</source>
        <translation>Rummy clásico</translation>
    </message>
    <message>
        <source>Rummy 500</source>
        <translation>Rummy 500</translation>
    </message>
    <message>
        <source>Rummy 51</source>
        <translation>Rummy 51</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>Kaluki</translation>
    </message>
    <message>
        <source>Meld sets and runs on the table, lay off on anyone&apos;s melds, and go out first: the others pay what they hold.</source>
        <translation>Baje tríos y escaleras, coloque en las combinaciones de cualquiera y cierre primero: los demás pagan lo que tienen en la mano.</translation>
    </message>
    <message>
        <source>Take as deep into the discard pile as you can use: melds score for you, cards left in hand against you. First to 500 wins.</source>
        <translation>Tome del descarte tan hondo como pueda aprovechar: las combinaciones suman para usted, las cartas en la mano restan. Gana el primero en llegar a 500.</translation>
    </message>
    <message>
        <source>Rummy 51&apos;s cousin: fifteen cards, the pile only after your opening, and whoever goes out collects from the others.</source>
        <translation>Pariente del Rummy 51: quince cartas, el descarte solo después de su apertura, y quien cierra cobra a los demás.</translation>
    </message>
    <message>
        <source>Two decks and jokers: your first lay-down must be worth 51 points. Lowest total when someone reaches the target wins.</source>
        <translation>Dos barajas y comodines: su primera bajada debe valer al menos 51 puntos. Cuando alguien llega a la meta, gana el total más bajo.</translation>
    </message>
    <message>
        <source>Easy makes plain moves, Hard remembers the open deck and plans its melds, Expert also looks ahead over the cards it cannot see. Default: Medium.</source>
        <translation>Fácil hace jugadas sencillas; Difícil recuerda el descarte y planea sus combinaciones; Experto además calcula con las cartas que no ve. Predeterminado: Medio.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Expert thinking time in seconds</source>
        <translation>Tiempo de reflexión del Experto en segundos</translation>
    </message>
    <message>
        <source>How long an Expert opponent thinks about each move: longer plays a little better. Default: 1 s.</source>
        <translation>Cuánto piensa un rival Experto cada jugada: más tiempo juega algo mejor. Predeterminado: 1 s.</translation>
    </message>
    <message>
        <source>E&amp;xpert thinks:</source>
        <translation>E&amp;xperto piensa:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsGinPage</name>
    <message>
        <source>&amp;Knock value:</source>
        <translation>Límite para &amp;tocar:</translation>
    </message>
    <message>
        <source>The most deadwood a player may hold when knocking (0: gin only).</source>
        <translation>El máximo de puntos sueltos permitido al tocar (0: solo gin).</translation>
    </message>
    <message>
        <source>&amp;Oklahoma: the first upcard sets the knock value</source>
        <translation>&amp;Oklahoma: la primera carta descubierta fija el límite</translation>
    </message>
    <message>
        <source>Each hand&apos;s knock value is the value of its first upcard; a court card counts 10.</source>
        <translation>El límite de cada mano es el valor de su primera carta descubierta; una figura vale 10.</translation>
    </message>
    <message>
        <source>An &amp;ace turned up means gin only</source>
        <translation>Un &amp;as descubierto obliga al gin</translation>
    </message>
    <message>
        <source>Oklahoma: an ace as first upcard allows only gin (else a knock with 1).</source>
        <translation>Oklahoma: un as como primera carta descubierta solo permite gin (si no, tocar con 1).</translation>
    </message>
    <message>
        <source>A &amp;spade turned up doubles the hand</source>
        <translation>Una &amp;pica descubierta duplica la mano</translation>
    </message>
    <message>
        <source>Oklahoma: a spade as first upcard doubles every point of the hand.</source>
        <translation>Oklahoma: una pica como primera carta descubierta duplica cada punto de la mano.</translation>
    </message>
    <message>
        <source>Straight gi&amp;n: only gin ends a hand</source>
        <translation>Gin estricto: solo el gi&amp;n termina la mano</translation>
    </message>
    <message>
        <source>Nobody may knock with deadwood; a hand ends with gin or at the wall.</source>
        <translation>Nadie puede tocar con puntos sueltos; la mano termina con gin o en el muro.</translation>
    </message>
    <message>
        <source>G&amp;in bonus:</source>
        <translation>Bonificación de &amp;gin:</translation>
    </message>
    <message>
        <source>Added to the defender&apos;s deadwood when a player goes gin.</source>
        <translation>Se suma a los puntos sueltos de la defensa cuando un jugador hace gin.</translation>
    </message>
    <message>
        <source>&amp;Undercut bonus:</source>
        <translation>Bonificación de &amp;contragolpe:</translation>
    </message>
    <message>
        <source>Added to the difference when the defender&apos;s deadwood is not higher than the knocker&apos;s.</source>
        <translation>Se suma a la diferencia cuando la defensa no tiene más puntos sueltos que quien toca.</translation>
    </message>
    <message>
        <source>&amp;Big gin bonus:</source>
        <translation>Bonificación de &amp;big gin:</translation>
    </message>
    <message>
        <source>For laying down all eleven cards in melds without a discard; 0: no big gin.</source>
        <translation>Por bajar las once cartas combinadas sin descartar; 0: sin big gin.</translation>
    </message>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>Partida &amp;hasta:</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s hand points reach this.</source>
        <translation>La partida termina cuando los puntos de mano de un jugador llegan a esta cifra.</translation>
    </message>
    <message>
        <source>Gam&amp;e bonus:</source>
        <translation>Bonif&amp;icación de partida:</translation>
    </message>
    <message>
        <source>Added to the winner&apos;s score at the end of the game.</source>
        <translation>Se suma a la puntuación del ganador al final de la partida.</translation>
    </message>
    <message>
        <source>Bo&amp;x bonus:</source>
        <translation>Bonificación de ca&amp;silla:</translation>
    </message>
    <message>
        <source>Added at the end of the game for every hand a player won.</source>
        <translation>Se suma al final de la partida por cada mano que ganó un jugador.</translation>
    </message>
    <message>
        <source>A shutout &amp;doubles the winner&apos;s points</source>
        <translation>Un zapatero &amp;duplica los puntos del ganador</translation>
    </message>
    <message>
        <source>When the loser won no hand, the winner&apos;s hand points are doubled before the bonuses.</source>
        <translation>Si el perdedor no ganó ninguna mano, los puntos de mano del ganador se duplican antes de las bonificaciones.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>La carta tomada puede &amp;reponerse</translation>
    </message>
    <message>
        <source>When off, the card just taken from the discard pile may not be discarded in the same turn.</source>
        <translation>Desactivado, la carta recién tomada del descarte no puede descartarse en el mismo turno.</translation>
    </message>
    <message>
        <source>E&amp;qual deadwood is an undercut</source>
        <translation>&amp;Empate de sueltos es contragolpe</translation>
    </message>
    <message>
        <source>When off, equal counts win the hand for the knocker, for no points.</source>
        <translation>Desactivado, en empate gana la mano quien tocó, sin puntos.</translation>
    </message>
    <message>
        <source>At the &amp;wall:</source>
        <translation>En el &amp;muro:</translation>
    </message>
    <message>
        <source>What happens when two cards are left in the stock and a player discards without knocking.</source>
        <translation>Qué ocurre cuando quedan dos cartas en el mazo y un jugador descarta sin tocar.</translation>
    </message>
    <message>
        <source>Knocking</source>
        <translation>Tocar</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>Puntuación de una mano</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partida</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>Estándar: %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>The hand is void</source>
        <translation>La mano se anula</translation>
    </message>
    <message>
        <source>The other player may take the discard to knock</source>
        <translation>El otro jugador puede tomar el descarte para tocar</translation>
    </message>
    <message>
        <source>At the wall</source>
        <translation>En el muro</translation>
    </message>
    <message>
        <source>Restore the standard Gin rules</source>
        <translation>Restaurar las reglas estándar del gin</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsRulesPage</name>
    <message>
        <source>The shoe</source>
        <translation>El sabot</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>&amp;Barajas:</translation>
    </message>
    <message>
        <source>How many 52-card decks are shuffled together.</source>
        <translation>Cuántas barajas de 52 cartas se mezclan juntas.</translation>
    </message>
    <message>
        <source>Printed &amp;jokers:</source>
        <translation>&amp;Comodines impresos:</translation>
    </message>
    <message>
        <source>Printed jokers in the whole shoe; each is wild.</source>
        <translation>Comodines impresos en todo el sabot; cada uno es comodín.</translation>
    </message>
    <message>
        <source>&amp;Wild card rank</source>
        <translation>Carta &amp;comodín</translation>
    </message>
    <message>
        <source>A card is cut face up after the deal; every card of its rank is a joker.</source>
        <translation>Tras el reparto se corta una carta boca arriba; toda carta de su valor es comodín.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>&amp;First drop:</source>
        <translation>Retirada &amp;inicial:</translation>
    </message>
    <message>
        <source>Points for leaving the deal before one&apos;s first draw.</source>
        <translation>Puntos por dejar la mano antes del primer robo.</translation>
    </message>
    <message>
        <source>&amp;Middle drop:</source>
        <translation>Retirada a &amp;mitad:</translation>
    </message>
    <message>
        <source>Points for leaving the deal after having drawn.</source>
        <translation>Puntos por dejar la mano después de haber robado.</translation>
    </message>
    <message>
        <source>Wrong &amp;declaration:</source>
        <translation>Cierre &amp;falso:</translation>
    </message>
    <message>
        <source>Points for declaring a hand that is not valid.</source>
        <translation>Puntos por cantar una mano que no es válida.</translation>
    </message>
    <message>
        <source>&amp;Cap on a hand:</source>
        <translation>&amp;Tope por mano:</translation>
    </message>
    <message>
        <source>The most a losing hand can cost.</source>
        <translation>Lo máximo que puede costar una mano perdedora.</translation>
    </message>
    <message>
        <source>&amp;Valid hand, not declared:</source>
        <translation>Mano &amp;válida sin cantar:</translation>
    </message>
    <message>
        <source>What a loser pays whose hand was already valid.</source>
        <translation>Lo que paga un perdedor cuya mano ya era válida.</translation>
    </message>
    <message>
        <source>A pure sequence &amp;alone lowers the count</source>
        <translation>Una escalera pura &amp;sola reduce la cuenta</translation>
    </message>
    <message>
        <source>A loser with a pure sequence but no second sequence does not pay for the cards of that pure sequence.</source>
        <translation>Un perdedor con escalera pura pero sin segunda escalera no paga las cartas de esa escalera pura.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>&amp;Jokers may be taken from the open deck</source>
        <translation>Se pueden tomar &amp;comodines del descarte</translation>
    </message>
    <message>
        <source>When off, a joker thrown on the open deck stays there (the first open card may always be taken).</source>
        <translation>Desactivado, un comodín descartado se queda en el descarte (la primera carta visible siempre se puede tomar).</translation>
    </message>
    <message>
        <source>A wrong declaration &amp;ends the deal</source>
        <translation>Un cierre falso &amp;termina la mano</translation>
    </message>
    <message>
        <source>When off, the player who declared wrongly pays and the others play on.</source>
        <translation>Desactivado, quien cantó mal paga y los demás siguen jugando.</translation>
    </message>
    <message>
        <source>&amp;Turn timer (seconds):</source>
        <translation>&amp;Tiempo por turno (segundos):</translation>
    </message>
    <message>
        <source>Seconds for each turn; 0 means no timer.</source>
        <translation>Segundos por turno; 0 significa sin límite.</translation>
    </message>
    <message>
        <source>No timer</source>
        <translation>Sin límite</translation>
    </message>
    <message>
        <source>Missed turns &amp;as a drop:</source>
        <translation>Turnos perdidos como &amp;retirada:</translation>
    </message>
    <message>
        <source>Turns in a row that run out of time before the player counts as a middle drop.</source>
        <translation>Turnos seguidos sin tiempo antes de que el jugador cuente como retirada a mitad de mano.</translation>
    </message>
    <message>
        <source>Pool</source>
        <translation>Pool</translation>
    </message>
    <message>
        <source>Pool &amp;limit:</source>
        <translation>&amp;Límite del pool:</translation>
    </message>
    <message>
        <source>A player who reaches this score is out.</source>
        <translation>Quien llega a esta puntuación queda fuera.</translation>
    </message>
    <message>
        <source>Players who are out may &amp;re-join</source>
        <translation>Los eliminados pueden &amp;volver</translation>
    </message>
    <message>
        <source>A player who is out may buy back in, at the highest remaining score plus one.</source>
        <translation>Quien está fuera puede volver a entrar con la puntuación más alta restante más uno.</translation>
    </message>
    <message>
        <source>Re-join &amp;while the top score is at most:</source>
        <translation>Volver &amp;mientras la puntuación más alta sea como máximo:</translation>
    </message>
    <message>
        <source>Re-joining is allowed only while no remaining player has more than this.</source>
        <translation>Solo se puede volver mientras ningún jugador restante tenga más que esto.</translation>
    </message>
    <message>
        <source>Stakes</source>
        <translation>Apuestas</translation>
    </message>
    <message>
        <source>C&amp;hips per deal:</source>
        <translation>&amp;Fichas por mano:</translation>
    </message>
    <message>
        <source>Deals formats: each player starts with this many chips for every deal.</source>
        <translation>Modalidades por manos: cada jugador empieza con tantas fichas por mano.</translation>
    </message>
    <message>
        <source>&amp;Point value:</source>
        <translation>&amp;Valor del punto:</translation>
    </message>
    <message>
        <source>Points format: what one point is worth, for the result screen.</source>
        <translation>Modalidad por puntos: lo que vale un punto, para la pantalla de resultados.</translation>
    </message>
    <message>
        <source>Restore the format&apos;s standard rules</source>
        <translation>Restaurar las reglas estándar de la modalidad</translation>
    </message>
    <message>
        <source>Sets every house rule to the standard value of the chosen format.</source>
        <translation>Pone cada regla de la casa en el valor estándar de la modalidad elegida.</translation>
    </message>
    <message>
        <source>Standard in %1: %2.</source>
        <translation>Estándar en %1: %2.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Table: 10, 30, 50; a marriage 100</source>
        <translation>Tabla: 10, 30, 50; un matrimonio 100</translation>
    </message>
    <message>
        <source>Flat: 20 a card</source>
        <translation>Fijo: 20 por carta</translation>
    </message>
    <message>
        <source>Not paid</source>
        <translation>No se pagan</translation>
    </message>
    <message>
        <source>Value cards</source>
        <translation>Cartas de valor</translation>
    </message>
    <message>
        <source>21 cards: what every other player still in the deal pays a holder of value cards (the cut card&apos;s suit: its rank, one above and one below). Standard: the table.</source>
        <translation>21 cartas: lo que cada otro jugador que sigue en la mano paga a quien tiene cartas de valor (el palo de la carta cortada: su rango, uno por encima y uno por debajo). Estándar: la tabla.</translation>
    </message>
    <message>
        <source>&amp;Value cards:</source>
        <translation>Cartas de &amp;valor:</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTableGamePage</name>
    <message>
        <source>Ga&amp;me to:</source>
        <translation>Partida &amp;hasta:</translation>
    </message>
    <message>
        <source>The game ends when a player&apos;s total reaches this.</source>
        <translation>La partida termina cuando el total de un jugador llega a esto.</translation>
    </message>
    <message>
        <source>&amp;Hands in a game:</source>
        <translation>&amp;Manos por partida:</translation>
    </message>
    <message>
        <source>Play this many hands instead of to a target; the best total then wins.</source>
        <translation>Jugar este número de manos en lugar de hasta un objetivo; gana entonces el mejor total.</translation>
    </message>
    <message>
        <source>To the target</source>
        <translation>Hasta el objetivo</translation>
    </message>
    <message>
        <source>&amp;Opening points:</source>
        <translation>Puntos de &amp;apertura:</translation>
    </message>
    <message>
        <source>The least a player&apos;s first lay-down must be worth (0: no minimum).</source>
        <translation>Lo mínimo que debe valer la primera bajada de un jugador (0: sin mínimo).</translation>
    </message>
    <message>
        <source>Going out in one turn &amp;doubles the hand</source>
        <translation>Cerrar en un solo turno &amp;duplica la mano</translation>
    </message>
    <message>
        <source>Laying the whole hand down at once (rummy) doubles what the others pay.</source>
        <translation>Bajar toda la mano de una vez (rummy) duplica lo que pagan los demás.</translation>
    </message>
    <message>
        <source>Cards count &amp;5 or 10</source>
        <translation>Las cartas valen &amp;5 o 10</translation>
    </message>
    <message>
        <source>Two to nine and a low ace count 5, ten to king 10, a high ace 15.</source>
        <translation>Del dos al nueve y el as bajo valen 5, del diez al rey 10, el as alto 15.</translation>
    </message>
    <message>
        <source>The top card taken must be &amp;played at once</source>
        <translation>La carta de arriba tomada se &amp;juega en seguida</translation>
    </message>
    <message>
        <source>When on, even the pile&apos;s top card alone goes into a meld or onto one in the same turn.</source>
        <translation>Si está activo, incluso la sola carta de arriba del descarte va a una combinación o sobre una en el mismo turno.</translation>
    </message>
    <message>
        <source>The deepest card taken starts a &amp;new meld</source>
        <translation>La carta más profunda tomada empieza una &amp;nueva combinación</translation>
    </message>
    <message>
        <source>When on, the card that must be played goes into a new meld, not onto a meld on the table.</source>
        <translation>Si está activo, la carta que debe jugarse va a una combinación nueva, no sobre una combinación de la mesa.</translation>
    </message>
    <message>
        <source>&amp;Floating: meld every card, go out with a discard</source>
        <translation>&amp;Flotar: bajar todas las cartas, cerrar con un descarte</translation>
    </message>
    <message>
        <source>When on, a player may lay down every card and wait for the next turn without cards; the hand ends only with a discard.</source>
        <translation>Activado, un jugador puede bajar todas sus cartas y esperar su siguiente turno sin cartas; la mano solo termina con un descarte.</translation>
    </message>
    <message>
        <source>The l&amp;ast discard must fit no meld</source>
        <translation>El último desc&amp;arte no debe encajar en ninguna combinación</translation>
    </message>
    <message>
        <source>When on, a last card that could be laid off must be laid off (the player then floats) rather than thrown to go out.</source>
        <translation>Activado, una última carta que se podría añadir debe añadirse (el jugador flota entonces) en lugar de tirarse para cerrar.</translation>
    </message>
    <message>
        <source>Only the player who goes &amp;out can win</source>
        <translation>Solo el jugador que &amp;cierra puede ganar</translation>
    </message>
    <message>
        <source>When on, the game ends only when the player who went out has reached the target; another player&apos;s higher total does not win.</source>
        <translation>Activado, la partida solo termina cuando el jugador que cerró ha alcanzado el objetivo; un total más alto de otro jugador no gana.</translation>
    </message>
    <message>
        <source>&amp;Lay off before one&apos;s own first meld</source>
        <translation>&amp;Colocar antes de la primera combinación propia</translation>
    </message>
    <message>
        <source>When off, a player must have laid a meld before adding to others.</source>
        <translation>Si está desactivado, un jugador debe haber bajado una combinación antes de colocar en las de otros.</translation>
    </message>
    <message>
        <source>The taken card may be th&amp;rown back</source>
        <translation>La carta tomada puede &amp;reponerse</translation>
    </message>
    <message>
        <source>When off, the card just taken from the pile may not be discarded in the same turn.</source>
        <translation>Si está desactivado, la carta recién tomada del descarte no puede descartarse en el mismo turno.</translation>
    </message>
    <message>
        <source>Going out needs a final d&amp;iscard</source>
        <translation>Cerrar exige un último d&amp;escarte</translation>
    </message>
    <message>
        <source>When on, a player cannot go out by melding the last card.</source>
        <translation>Si está activado, no se puede cerrar bajando la última carta.</translation>
    </message>
    <message>
        <source>S&amp;wap a joker for the card it stands for</source>
        <translation>Cam&amp;biar un comodín por la carta que representa</translation>
    </message>
    <message>
        <source>An opened player may give the natural card and take the joker.</source>
        <translation>Un jugador que ya abrió puede dar la carta natural y tomar el comodín.</translation>
    </message>
    <message>
        <source>&amp;Take a card from a meld of four or more</source>
        <translation>&amp;Tomar una carta de una combinación de cuatro o más</translation>
    </message>
    <message>
        <source>Instead of drawing, take a card from a meld and meld it at once.</source>
        <translation>En lugar de robar, tomar una carta de una combinación y bajarla enseguida.</translation>
    </message>
    <message>
        <source>Standard: %1.</source>
        <translation>Estándar: %1.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>off</source>
        <translation>no</translation>
    </message>
</context>
<context>
    <name>rummy::SettingsTablePage</name>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Card deck</source>
        <translation>Baraja</translation>
    </message>
    <message>
        <source>The card faces: the game&apos;s own decks, or an SVG deck installed by KDE or GNOME Aisleriot. Default: Standard (two colours).</source>
        <translation>Las caras de las cartas: las barajas propias del juego o una baraja SVG instalada por KDE o GNOME Aisleriot. Predeterminado: Estándar (dos colores).</translation>
    </message>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Baraja:</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Reverso</translation>
    </message>
    <message>
        <source>The back of the game&apos;s own decks; a KDE or Aisleriot deck has one back of its own. Default: Red.</source>
        <translation>El reverso de las barajas propias del juego; una baraja de KDE o Aisleriot tiene su propio reverso. Predeterminado: Rojo.</translation>
    </message>
    <message>
        <source>Card &amp;back:</source>
        <translation>&amp;Reverso:</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Color de la mesa</translation>
    </message>
    <message>
        <source>The colour of the felt. Default: green.</source>
        <translation>El color del tapete. Predeterminado: verde.</translation>
    </message>
    <message>
        <source>Table &amp;colour:</source>
        <translation>&amp;Color de la mesa:</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desactivada</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <source>How cards glide: Normal, Fast (bots think a third as long) or Off (cards jump, bots move at once). Default: Normal.</source>
        <translation>Cómo se deslizan las cartas: Normal, Rápida (los bots piensan la tercera parte) o Desactivada (las cartas saltan, los bots juegan al momento). Predeterminado: Normal.</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animación:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Bot thinking time in milliseconds</source>
        <translation>Tiempo de reflexión de los bots en milisegundos</translation>
    </message>
    <message>
        <source>How long a computer opponent seems to think at Normal speed; the bots decide at once whatever this says. Default: 700 ms.</source>
        <translation>Cuánto parece pensar un rival del ordenador a velocidad normal; los bots deciden al momento diga lo que diga esto. Predeterminado: 700 ms.</translation>
    </message>
    <message>
        <source>Bot &amp;thinking time:</source>
        <translation>&amp;Reflexión de los bots:</translation>
    </message>
    <message>
        <source>Language, applies after a restart</source>
        <translation>Idioma, se aplica tras reiniciar</translation>
    </message>
    <message>
        <source>The language of the game. Default: the system&apos;s.</source>
        <translation>El idioma del juego. Predeterminado: el del sistema.</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>The language applies after a restart.</source>
        <translation>El idioma se aplica tras reiniciar.</translation>
    </message>
    <message>
        <source>Play sounds</source>
        <translation>Reproducir sonidos</translation>
    </message>
    <message>
        <source>Sounds for the deal, draws and discards, your turn, the turn clock running out, declarations, wins and losses. Default: on.</source>
        <translation>Sonidos al repartir, robar y descartar, en su turno, cuando se acaba el tiempo del turno, en declaraciones, victorias y derrotas. Por defecto: activados.</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volumen de los sonidos</translation>
    </message>
    <message>
        <source>How loud the sounds are. Default: 70%.</source>
        <translation>Qué tan fuertes son los sonidos. Por defecto: 70 %.</translation>
    </message>
    <message>
        <source>&amp;Sounds:</source>
        <translation>&amp;Sonidos:</translation>
    </message>
</context>
<context>
    <name>rummy::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Izquierda, Derecha</translation>
    </message>
    <message>
        <source>Move between the cards of your hand</source>
        <translation>Moverse entre las cartas de su mano</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Inicio, Fin</translation>
    </message>
    <message>
        <source>The first or the last card of your hand</source>
        <translation>La primera o la última carta de su mano</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <source>Select or unselect the card</source>
        <translation>Seleccionar o quitar la selección de la carta</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Tecla</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Qué hace</translation>
    </message>
</context>
<context>
    <name>rummy::StatsDialog</name>
    <message>
        <source>&amp;Reset…</source>
        <translation>&amp;Restablecer…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Match format</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation>&amp;Modalidad:</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Statistics for the chosen format</source>
        <translation>Estadísticas de la modalidad elegida</translation>
    </message>
    <message>
        <source>Recent deals</source>
        <translation>Manos recientes</translation>
    </message>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <source>Matches played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Deals played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>Deals won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <source>Deals lost</source>
        <translation>Manos perdidas</translation>
    </message>
    <message>
        <source>Average points per lost deal</source>
        <translation>Puntos medios por mano perdida</translation>
    </message>
    <message>
        <source>–</source>
        <translation>–</translation>
    </message>
    <message>
        <source>Valid declarations</source>
        <translation>Cierres válidos</translation>
    </message>
    <message>
        <source>Wrong declarations</source>
        <translation>Cierres falsos</translation>
    </message>
    <message>
        <source>Drops</source>
        <translation>Retiradas</translation>
    </message>
    <message>
        <source>Current win streak (deals)</source>
        <translation>Racha actual de victorias (manos)</translation>
    </message>
    <message>
        <source>Best win streak (deals)</source>
        <translation>Mejor racha de victorias (manos)</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin rummy</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>Gins</translation>
    </message>
    <message>
        <source>Undercuts</source>
        <translation>Contragolpes</translation>
    </message>
    <message>
        <source>Best game (points)</source>
        <translation>Mejor partida (puntos)</translation>
    </message>
    <message>
        <source>Recent hands</source>
        <translation>Manos recientes</translation>
    </message>
    <message>
        <source>Clear the statistics of every format and of Gin? This cannot be undone.</source>
        <translation>¿Borrar las estadísticas de todas las modalidades y del gin? No se puede deshacer.</translation>
    </message>
    <message>
        <source>21 cards · %1</source>
        <translation>21 cartas · %1</translation>
    </message>
    <message>
        <source>Games abandoned</source>
        <translation>Juegos abandonados</translation>
    </message>
    <message>
        <source>Matches abandoned</source>
        <translation>Partidas abandonadas</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameController</name>
    <message>
        <source>%1 drew from the stock</source>
        <translation>%1 robó del mazo</translation>
    </message>
    <message>
        <source>%1 took %2 cards from the pile</source>
        <translation>%1 tomó %2 cartas del descarte</translation>
    </message>
    <message>
        <source>%1 took the discard</source>
        <translation>%1 tomó el descarte</translation>
    </message>
    <message>
        <source>%1 took %2</source>
        <translation>%1 tomó %2</translation>
    </message>
    <message>
        <source>%1 discarded %2</source>
        <translation>%1 descartó %2</translation>
    </message>
    <message>
        <source>%1 laid a meld</source>
        <translation>%1 bajó una combinación</translation>
    </message>
    <message>
        <source>%1 laid off %2</source>
        <translation>%1 colocó %2</translation>
    </message>
    <message>
        <source>%1 took a joker for %2</source>
        <translation>%1 cambió %2 por un comodín</translation>
    </message>
    <message>
        <source>%1 took %2 from a meld</source>
        <translation>%1 tomó %2 de una combinación</translation>
    </message>
    <message>
        <source>%1 ended the turn</source>
        <translation>%1 terminó el turno</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameFront</name>
    <message>
        <source>Rummy moves</source>
        <translation>Jugadas de rummy</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Take discard</source>
        <translation>Tomar descarte</translation>
    </message>
    <message>
        <source>Meld</source>
        <translation>Bajar</translation>
    </message>
    <message>
        <source>Lay off</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Hint: %1.</source>
        <translation>Pista: %1.</translation>
    </message>
    <message>
        <source>Abandon this game and start a new one?</source>
        <translation>¿Abandonar esta partida y empezar una nueva?</translation>
    </message>
    <message>
        <source>The rules text is missing.</source>
        <translation>Falta el texto de las reglas.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>The game is over: press New game to play again.</source>
        <translation>La partida ha terminado: pulse Nueva partida para volver a jugar.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand to deal the next one.</source>
        <translation>La mano ha terminado: pulse Mano siguiente para repartir la próxima.</translation>
    </message>
    <message>
        <source>Code of this hand: %1</source>
        <translation>Código de esta mano: %1</translation>
    </message>
    <message>
        <source>Select cards and Meld (M), drag a card onto a meld to lay it off, or onto the pile to discard (D).</source>
        <translation>Elija cartas y bájelas (M), arrastre una carta sobre una combinación para colocarla, o sobre el descarte para descartarla (D).</translation>
    </message>
    <message>
        <source>Your turn: click the stock or the discard pile to draw (C, O).</source>
        <translation>Su turno: haga clic en el mazo o en el descarte para robar (C, O).</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C), or take a card from an opponent&apos;s meld of four or more into a new meld.</source>
        <translation>Su turno: haga clic en el mazo para robar (C), o tome una carta de una combinación rival de cuatro o más para una combinación nueva.</translation>
    </message>
    <message>
        <source>Your turn: click the stock to draw (C).</source>
        <translation>Su turno: haga clic en el mazo para robar (C).</translation>
    </message>
    <message>
        <source>%1&apos;s turn.</source>
        <translation>Turno de %1.</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameScene</name>
    <message>
        <source>Rummy table</source>
        <translation>Mesa de rummy</translation>
    </message>
    <message>
        <source>The stock and the discard pile at the top, each player&apos;s melds in the middle, your hand at the bottom</source>
        <translation>Arriba el mazo y el descarte, en el centro las combinaciones de cada jugador, abajo su mano</translation>
    </message>
    <message>
        <source>Stock: %1</source>
        <translation>Mazo: %1</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Descarte: vacío</translation>
    </message>
    <message>
        <source>Discard pile: %1</source>
        <translation>Descarte: %1</translation>
    </message>
    <message>
        <source>(dealer)</source>
        <translation>(reparte)</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 puntos</translation>
    </message>
    <message>
        <source>in hand: %1</source>
        <translation>en mano: %1</translation>
    </message>
    <message>
        <source>not opened</source>
        <translation>aún sin abrir</translation>
    </message>
    <message>
        <source>No melds yet</source>
        <translation>Aún sin combinaciones</translation>
    </message>
    <message>
        <source>Unmatched: %1 points</source>
        <translation>Sin combinar: %1 puntos</translation>
    </message>
    <message>
        <source>Play %1 now: it must go into a meld.</source>
        <translation>Juegue %1 ahora: debe ir a una combinación.</translation>
    </message>
    <message>
        <source>Selected: %1</source>
        <translation>Elegidas: %1</translation>
    </message>
</context>
<context>
    <name>rummy::TableGameTexts</name>
    <message>
        <source>Draw first: click the stock or the discard pile.</source>
        <translation>Primero robe: haga clic en el mazo o en el descarte.</translation>
    </message>
    <message>
        <source>You have drawn already: meld, lay off or discard.</source>
        <translation>Ya ha robado: baje, coloque o descarte.</translation>
    </message>
    <message>
        <source>These cards do not make a meld: a set is three or four of a rank, a run three or more in a row of one suit.</source>
        <translation>Estas cartas no forman combinación: un trío son tres o cuatro del mismo valor, una escalera tres o más seguidas de un palo.</translation>
    </message>
    <message>
        <source>Only one meld per turn in this game.</source>
        <translation>En este juego, solo una combinación por turno.</translation>
    </message>
    <message>
        <source>Not before your opening: first lay down melds worth %1 points.</source>
        <translation>No antes de su apertura: primero baje combinaciones que valgan %1 puntos.</translation>
    </message>
    <message>
        <source>Not before your first meld of your own.</source>
        <translation>No antes de su primera combinación propia.</translation>
    </message>
    <message>
        <source>Your opening must be worth %1 points or more.</source>
        <translation>Su apertura debe valer %1 puntos o más.</translation>
    </message>
    <message>
        <source>Play %1 now: the card you took must go into a meld at once.</source>
        <translation>Juegue %1 ahora: la carta tomada debe ir enseguida a una combinación.</translation>
    </message>
    <message>
        <source>The card you took must be played at once, and cannot be.</source>
        <translation>La carta tomada debe jugarse enseguida, y no es posible.</translation>
    </message>
    <message>
        <source>End your turn with a discard.</source>
        <translation>Termine su turno con un descarte.</translation>
    </message>
    <message>
        <source>That card does not fit on that meld.</source>
        <translation>Esa carta no encaja en esa combinación.</translation>
    </message>
    <message>
        <source>The stock is empty: take the discard pile.</source>
        <translation>El mazo está vacío: tome el descarte.</translation>
    </message>
    <message>
        <source>The card you took from the pile cannot go back on it this turn.</source>
        <translation>La carta tomada del descarte no puede volver a él en este turno.</translation>
    </message>
    <message>
        <source>Your last card fits a meld on the table: lay it off (you then wait for your next turn without cards).</source>
        <translation>Su última carta encaja en una combinación de la mesa: añádala (después esperará su siguiente turno sin cartas).</translation>
    </message>
    <message>
        <source>Not a meld</source>
        <translation>No es combinación</translation>
    </message>
    <message>
        <source>%1 melds, %2 points</source>
        <translation>%1 combinaciones, %2 puntos</translation>
    </message>
    <message>
        <source>Set, %1 points</source>
        <translation>Trío, %1 puntos</translation>
    </message>
    <message>
        <source>Run, %1 points</source>
        <translation>Escalera, %1 puntos</translation>
    </message>
    <message>
        <source>Opening: %1 of %2</source>
        <translation>Apertura: %1 de %2</translation>
    </message>
</context>
<context>
    <name>rummy::TableRulesSummary</name>
    <message>
        <source>Kaluki follows the Rummy 51 rules below, with the differences listed here and in the section &quot;%1&quot; near the end.</source>
        <translation>El Kaluki sigue las reglas del Rummy 51 de abajo, con las diferencias indicadas aquí y en la sección «%1» cerca del final.</translation>
    </message>
    <message>
        <source>Kaluki</source>
        <translation>Kaluki</translation>
    </message>
    <message>
        <source>Cards dealt to each player: %1.</source>
        <translation>Cartas repartidas a cada jugador: %1.</translation>
    </message>
    <message>
        <source>Nobody draws from the discard pile.</source>
        <translation>Nadie roba del descarte.</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened.</source>
        <translation>Puede tomar la carta superior del descarte una vez que haya abierto.</translation>
    </message>
    <message>
        <source>At most one joker in a meld.</source>
        <translation>Como mucho un comodín por combinación.</translation>
    </message>
    <message>
        <source>A meld may hold several jokers.</source>
        <translation>Una combinación puede llevar varios comodines.</translation>
    </message>
    <message>
        <source>An ace counts %1 wherever it lies.</source>
        <translation>Un as vale %1 esté donde esté.</translation>
    </message>
    <message>
        <source>The cards left in hand are penalty points: the lowest total wins.</source>
        <translation>Las cartas que quedan en la mano son puntos de penalización: gana el total más bajo.</translation>
    </message>
    <message>
        <source>Whoever goes out scores the cards left in the other hands: the highest total wins.</source>
        <translation>Quien cierra se anota las cartas que quedan en las otras manos: gana el total más alto.</translation>
    </message>
    <message>
        <source>Each player scores the cards they put on the table minus those left in hand: the highest total wins.</source>
        <translation>Cada jugador se anota las cartas que bajó a la mesa menos las que le quedan en la mano: gana el total más alto.</translation>
    </message>
    <message>
        <source>A game of %1 hands; the best total wins.</source>
        <translation>Una partida de %1 manos; gana el mejor total.</translation>
    </message>
    <message>
        <source>Game to %1 points.</source>
        <translation>Partida a %1 puntos.</translation>
    </message>
    <message>
        <source>Only the player who goes out can win the game.</source>
        <translation>Solo el jugador que cierra puede ganar la partida.</translation>
    </message>
    <message>
        <source>Floating: a player may lay down every card; the hand ends with a discard.</source>
        <translation>Flotar: un jugador puede bajar todas sus cartas; la mano termina con un descarte.</translation>
    </message>
    <message>
        <source>The discard that ends the hand must fit no meld on the table.</source>
        <translation>El descarte que termina la mano no debe encajar en ninguna combinación de la mesa.</translation>
    </message>
    <message>
        <source>The first lay-down must be worth %1 points or more.</source>
        <translation>La primera bajada debe valer %1 puntos o más.</translation>
    </message>
    <message>
        <source>This table&apos;s rules</source>
        <translation>Reglas de esta mesa</translation>
    </message>
    <message>
        <source>You may take the top discard once you have opened; before that, only to lay it at once in your opening.</source>
        <translation>Puede tomar la carta superior del descarte una vez que haya abierto; antes, solo para bajarla enseguida en su apertura.</translation>
    </message>
</context>
<context>
    <name>rummy::text</name>
    <message>
        <source>Joker</source>
        <translation>Comodín</translation>
    </message>
    <message>
        <source>pure sequence</source>
        <translation>escalera pura</translation>
    </message>
    <message>
        <source>impure sequence</source>
        <translation>escalera impura</translation>
    </message>
    <message>
        <source>set</source>
        <translation>trío o póquer</translation>
    </message>
    <message>
        <source>invalid</source>
        <translation>no válido</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es su turno.</translation>
    </message>
    <message>
        <source>Not now: draw a card first, or discard one.</source>
        <translation>Ahora no: primero robe una carta o descarte una.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en su mano.</translation>
    </message>
    <message>
        <source>A joker may not be taken from the open deck.</source>
        <translation>No se puede tomar un comodín del descarte.</translation>
    </message>
    <message>
        <source>The open deck is empty.</source>
        <translation>El descarte está vacío.</translation>
    </message>
    <message>
        <source>This format does not allow dropping.</source>
        <translation>Esta modalidad no permite retirarse.</translation>
    </message>
    <message>
        <source>The groups do not match your hand.</source>
        <translation>Los grupos no coinciden con su mano.</translation>
    </message>
    <message>
        <source>You are out of this deal.</source>
        <translation>Está fuera de esta mano.</translation>
    </message>
    <message>
        <source>The deal is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>That move is not allowed (%1).</source>
        <translation>Esa jugada no está permitida (%1).</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>jugando</translation>
    </message>
    <message>
        <source>won</source>
        <translation>ganó</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdió</translation>
    </message>
    <message>
        <source>first drop</source>
        <translation>retirada inicial</translation>
    </message>
    <message>
        <source>middle drop</source>
        <translation>retirada a mitad</translation>
    </message>
    <message>
        <source>wrong declaration</source>
        <translation>cierre falso</translation>
    </message>
    <message>
        <source>sitting out</source>
        <translation>descansa</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aleatorio</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Usted</translation>
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
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>this card</source>
        <translation>esta carta</translation>
    </message>
    <message>
        <source>Discard %1: deadwood worth %n points</source>
        <translation>Descarte %1: carta suelta que vale %n puntos</translation>
    </message>
    <message>
        <source>Discard %1: shed a high card (%n points) while it is early</source>
        <translation>Descarte %1: suelte una carta alta (%n puntos) mientras es pronto</translation>
    </message>
    <message>
        <source>Discard %1: a safe card, unlikely to help the next player</source>
        <translation>Descarte %1: una carta segura, que difícilmente ayuda al siguiente jugador</translation>
    </message>
    <message>
        <source>Discard %1: every card is in a meld or a draw; this one helps least</source>
        <translation>Descarte %1: cada carta está en una combinación o en un proyecto; esta es la que menos ayuda</translation>
    </message>
    <message>
        <source>%1; nobody collects %2</source>
        <translation>%1; nadie colecciona %2</translation>
    </message>
    <message>
        <source>Play %1: a random choice</source>
        <translation>Juegue %1: una elección al azar</translation>
    </message>
    <message>
        <source>A random choice</source>
        <translation>Una elección al azar</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it completes or extends a meld</source>
        <translation>Tome %1 del descarte: completa o alarga una combinación</translation>
    </message>
    <message>
        <source>Take the open card: it completes or extends a meld</source>
        <translation>Tome la carta visible: completa o alarga una combinación</translation>
    </message>
    <message>
        <source>Take %1 from the open deck: it lowers the points of your hand</source>
        <translation>Tome %1 del descarte: baja los puntos de su mano</translation>
    </message>
    <message>
        <source>Take the open card: it lowers the points of your hand</source>
        <translation>Tome la carta visible: baja los puntos de su mano</translation>
    </message>
    <message>
        <source>Draw from the closed deck: %1 on the open deck does not help</source>
        <translation>Robe del mazo: %1 en el descarte no ayuda</translation>
    </message>
    <message>
        <source>Draw from the closed deck: the open card does not help</source>
        <translation>Robe del mazo: la carta visible no ayuda</translation>
    </message>
    <message>
        <source>Finish with %1 and declare: your hand is valid</source>
        <translation>Termine con %1 y cante: su mano es válida</translation>
    </message>
    <message>
        <source>Declare: your hand is valid</source>
        <translation>Cante: su mano es válida</translation>
    </message>
    <message>
        <source>Drop now for %n points: this hand has too little to build on</source>
        <translation>Retírese ahora por %n puntos: esta mano ofrece muy poco</translation>
    </message>
    <message>
        <source>Drop now for %n points: you are far behind, and a full loss would cost more</source>
        <translation>Retírese ahora por %n puntos: va muy atrás y una derrota completa costaría más</translation>
    </message>
    <message>
        <source>Re-join the pool</source>
        <translation>Volver al pool</translation>
    </message>
    <message>
        <source>No reason given</source>
        <translation>Sin motivo indicado</translation>
    </message>
    <message>
        <source>Points rummy</source>
        <translation>Rummy por puntos</translation>
    </message>
    <message>
        <source>Pool rummy, 101</source>
        <translation>Rummy pool, 101</translation>
    </message>
    <message>
        <source>Pool rummy, 201</source>
        <translation>Rummy pool, 201</translation>
    </message>
    <message>
        <source>Deals rummy, 2 deals</source>
        <translation>Rummy por manos, 2 manos</translation>
    </message>
    <message>
        <source>Deals rummy, 3 deals</source>
        <translation>Rummy por manos, 3 manos</translation>
    </message>
    <message>
        <source>Deals rummy, 6 deals</source>
        <translation>Rummy por manos, 6 manos</translation>
    </message>
    <message>
        <source>out on missed turns</source>
        <translation>fuera por turnos perdidos</translation>
    </message>
    <message>
        <source>Knock with gin, discarding %1: no deadwood left</source>
        <translation>Cierre con gin descartando %1: sin cartas sueltas</translation>
    </message>
    <message>
        <source>Knock, discarding %1: %n points of deadwood left</source>
        <translation>Cierre descartando %1: quedan %n puntos de cartas sueltas</translation>
    </message>
    <message>
        <source>Leave %1: it does not help your hand</source>
        <translation>Deje %1: no ayuda a su mano</translation>
    </message>
    <message>
        <source>Leave the upcard: it does not help your hand</source>
        <translation>Deje la carta visible: no ayuda a su mano</translation>
    </message>
    <message>
        <source>Too much deadwood to knock: the cards you keep must count no more than the knock value.</source>
        <translation>Demasiados puntos sueltos para tocar: las cartas que conserva no deben superar el límite.</translation>
    </message>
    <message>
        <source>The card you just took from the discard pile cannot go back on it this turn: discard another card.</source>
        <translation>La carta que acaba de tomar del descarte no puede volver a él en este turno: descarte otra.</translation>
    </message>
    <message>
        <source>You took the last discard at the wall: you must knock now.</source>
        <translation>Tomó el último descarte en el muro: ahora debe tocar.</translation>
    </message>
    <message>
        <source>tunnela</source>
        <translation>tunnela</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>The search found this move best, by %n point(s) on average</source>
        <translation>La búsqueda halló esta jugada la mejor, por %n puntos de media</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>robar del mazo</translation>
    </message>
    <message>
        <source>take %1 cards from the pile</source>
        <translation>tomar %1 cartas del descarte</translation>
    </message>
    <message>
        <source>take the top of the pile</source>
        <translation>tomar la carta de arriba del descarte</translation>
    </message>
    <message>
        <source>discard %1</source>
        <translation>descartar %1</translation>
    </message>
    <message>
        <source>declare, finishing with %1</source>
        <translation>cantar, terminando con %1</translation>
    </message>
    <message>
        <source>drop out of the deal</source>
        <translation>retirarse de la mano</translation>
    </message>
    <message>
        <source>miss the turn</source>
        <translation>perder el turno</translation>
    </message>
    <message>
        <source>leave the upcard</source>
        <translation>dejar la carta descubierta</translation>
    </message>
    <message>
        <source>knock, discarding %1</source>
        <translation>llamar descartando %1</translation>
    </message>
    <message>
        <source>meld %1</source>
        <translation>bajar %1</translation>
    </message>
    <message>
        <source>lay off %1</source>
        <translation>colocar %1</translation>
    </message>
    <message>
        <source>swap %1 for a joker</source>
        <translation>cambiar %1 por un comodín</translation>
    </message>
    <message>
        <source>take %1 from a meld</source>
        <translation>tomar %1 de una combinación</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>terminar el turno</translation>
    </message>
</context>
</TS>
