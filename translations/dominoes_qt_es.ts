<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name></name>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/columns.py" line="+29"/>
        <source>Empty</source>
        <translation>Vacía</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reserve</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../dominoes_qt/scene/solitaire_layouts/six_up.py" line="+38"/>
        <source>Discard pairs totalling 12</source>
        <translation>Descarta parejas que sumen 12</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/line.py" line="+50"/>
        <source>Start here</source>
        <extracomment>The table the line snakes in (tile units) and the hand row under it.</extracomment>
        <translation>Inicio</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/scene/solitaire_layouts/six_up.py" line="-1"/>
        <source>Stock</source>
        <translation>Pozo</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>At most %n tile(s) in hand.</source>
        <translation>
            <numerusform>Como máximo %n ficha en la mano.</numerusform>
            <numerusform>Como máximo %n fichas en la mano.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/row.py" line="+52"/>
        <source>Go on</source>
        <translation>Seguir</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../dominoes_qt/app/action_bar.py" line="+52"/>
        <source>Scores are declared by hand in this game:</source>
        <translation>En este juego los puntos se cantan a mano:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Declare %1</source>
        <translation>Cantar %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Muggins! (%1)</source>
        <translation>¡Muggins! (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins!</source>
        <translation>¡Muggins!</translation>
    </message>
</context>
<context>
    <name>ControlsHelpDialog</name>
    <message>
        <location filename="../dominoes_qt/app/controls_help.py" line="+33"/>
        <source>Keyboard and Mouse</source>
        <translation>Teclado y ratón</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Drag a tile from your hand onto a lit end to play it. Dropped anywhere else it goes back, and the status line says why.</source>
        <translation>Arrastra una ficha de tu mano a un extremo iluminado para jugarla. Si la sueltas en otro sitio vuelve a su lugar, y la barra de estado dice por qué.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or click a tile: its ends light up; click one of them to play it there.</source>
        <translation>O haz clic en una ficha: sus extremos se iluminan; haz clic en uno para jugarla allí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a tile that fits only one way to play it at once.</source>
        <translation>Haz doble clic en una ficha que solo entra de una manera para jugarla enseguida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the boneyard to draw when no tile fits.</source>
        <translation>Haz clic en el pozo para robar cuando ninguna ficha entra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a tile along your hand to put it where you like.</source>
        <translation>Arrastra una ficha a lo largo de tu mano para ponerla donde quieras.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left, Right</source>
        <translation>Izquierda, Derecha</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose a tile of your hand</source>
        <translation>elige una ficha de tu mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up, Down, Tab</source>
        <translation>Arriba, Abajo, Tab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose the end to play it on</source>
        <translation>elige el extremo donde jugarla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>play the chosen tile on the chosen end</source>
        <translation>juega la ficha elegida en el extremo elegido</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>draw from the boneyard</source>
        <translation>roba del pozo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation>Espacio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pass when you must; turn up your next tile (Blind Dominoes); make an announced draw or pass at once</source>
        <translation>pasa cuando debes; destapa tu siguiente ficha (dominó a ciegas); roba o pasa enseguida cuando ya se ha anunciado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>let go of the chosen tile</source>
        <translation>suelta la ficha elegida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hint: the move a strong player would make</source>
        <translation>pista: la jugada que haría un jugador fuerte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undo: take back your last move and the computers&apos; replies since. Undo stays within the current hand: once a hand is over its moves can no longer be taken back.</source>
        <translation>deshacer: retira tu última jugada y las respuestas de la computadora desde entonces. Deshacer no sale de la mano en curso: cuando una mano termina, sus jugadas ya no se pueden deshacer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>redo: make again the moves you took back, until you make a new one</source>
        <translation>rehacer: vuelve a hacer las jugadas que deshiciste, hasta que hagas una nueva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>new game</source>
        <translation>nueva partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rules of the game on the table</source>
        <translation>las reglas del juego en la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full screen</source>
        <translation>pantalla completa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a tile that can move, then a lit place; or drag it there. A tile, or the stock, with a move of its own is played by a click.</source>
        <translation>Haz clic en una ficha que pueda moverse y luego en un lugar iluminado, o arrástrala allí. Una ficha, o el pozo, con una jugada propia se juega con un clic.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyboard: Left and Right choose a tile, Up, Down or Tab where it goes, Enter plays, D or Space takes from the stock, Esc lets go.</source>
        <translation>Teclado: Izquierda y Derecha eligen una ficha, Arriba, Abajo o Tab adónde va, Intro juega, D o Espacio toman del pozo, Esc la suelta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the mouse</source>
        <translation>Con el ratón</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With the keyboard</source>
        <translation>Con el teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solitaires</source>
        <translation>Solitarios</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <location filename="../dominoes_qt/app/demo.py" line="+124"/>
        <source>Demo over: your game is back.</source>
        <extracomment>Pause before each computer move in the demo (at least: a slower chosen speed is kept). How long the rest of the key or click that ended the demo is waited for (then the game has the keyboard and the mouse again, even if a release never came). Pause on a finished hand or game before the next one is dealt. The demo started (True) or stopped (False).</extracomment>
        <translation>Fin de la demostración: tu partida ha vuelto.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Demo: the computers play. Click or press a key to stop.</source>
        <translation>Demostración: juega la computadora. Haz clic o pulsa una tecla para terminar.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../dominoes_qt/app/controller.py" line="+198"/>
        <source>You</source>
        <extracomment>Default pause before each computer move and before a forced action is applied. Levels asked for hints, strongest first. how long computers wait before laying the next tile while a person may still press Declare or Muggins! (manual Muggins), so the window is a real one pause after announcing a forced action (None: the computer delay) (hand index, history index) of actions the controller applied for a human by itself what each undo took back, latest last, as (seat, action, forced) steps: redo applies them again; a new move, a new hand or another game forgets them</extracomment>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/app/review_window.py" line="+82"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/review_controller.py" line="+157"/>
        <location filename="../dominoes_qt/app/table_base.py" line="+175"/>
        <source>%1 &amp; %2</source>
        <extracomment>Kinds the table handles itself; any other legal kind gets a button (DECLARE, MUGGINS). The least time the first forced step of a person&apos;s turn stays on the status line (&quot;Your turn: no tile fits, so you draw a tile.&quot;), so it can be read before the draw is made. the status line&apos;s sentences (moves, prompts, scores) Draw Automatically: a lone draw is announced and made like a lone pass the person to act has been told it is their turn (a forced draw first says so) what happened since each person&apos;s last own move (prefixed to &quot;Your turn&quot;) the last message said and how to word it again (a live language switch)</extracomment>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/controller.py" line="+52"/>
        <source>There is no game on the table.</source>
        <translation>No hay ninguna partida en la mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That is not allowed now.</source>
        <translation>Eso no está permitido ahora.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>There is nothing to undo in this hand.</source>
        <translation>No hay nada que deshacer en esta mano.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move taken back.</source>
        <translation>Jugada deshecha.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is nothing to redo.</source>
        <translation>No hay nada que rehacer.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Las pistas se dan cuando es tu turno.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Pass the computer to %1.</source>
        <translation>Pasa la computadora a %1.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../dominoes_qt/app/game_files.py" line="+132"/>
        <source>&amp;Open…</source>
        <extracomment>The settings changed (Preferences or a menu toggle); the window applies the visual ones. The file of the game on the table changed (&quot;&quot; when it has none). False: no autosave, statistics or settings are read or written (screenshots, demos); Open and Save still work. Notices across the top of the window (the window puts this in its layout). read when first needed (a hand ends, the dialog opens), not for the first window The file the game on the table was opened from or saved to. (setup, moves) of the game on the table as that file holds it: no need to ask before replacing a game that is in its file as it stands. Undos in the game on the table (recorded with its result). the tile tracker was shown during the game on the table (counted as assisted) False: the autosave is left alone this session (an unfinished game is in it that could not be kept as a file). True while a demo plays (app/demo.py): its games are neither saved nor counted start-up: writes wait until the first frame is on screen (see hold_writes)</extracomment>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume a saved game</source>
        <translation>Reanudar una partida guardada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game to play it later</source>
        <translation>Guardar la partida para seguir más tarde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the game to a new file</source>
        <translation>Guardar la partida en un archivo nuevo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vaciar menú</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands and matches played and won</source>
        <translation>Manos y partidas jugadas y ganadas</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Your game cannot be saved automatically: %1. It is still on the table; to keep it, save it somewhere else with File ▸ Save As….</source>
        <translation>Tu partida no se puede guardar automáticamente: %1. Sigue en la mesa; para conservarla, guárdala en otro lugar con Archivo ▸ Guardar como….</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your statistics cannot be saved (%1): the results of this session will be forgotten when you quit.</source>
        <translation>Tus estadísticas no se pueden guardar (%1): los resultados de esta sesión se perderán al salir.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file could not be used (%1), so the default settings are in use.</source>
        <translation>No se pudo usar tu archivo de ajustes (%1), así que se usan los ajustes predeterminados.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your statistics file could not be used (%1), so the statistics start again from zero.</source>
        <translation>No se pudo usar tu archivo de estadísticas (%1), así que las estadísticas empiezan de nuevo desde cero.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The old file was kept as %1.</source>
        <translation>El archivo antiguo se guardó como %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old file could not be moved, and was left as it is: %1.</source>
        <translation>El archivo antiguo no se pudo mover y se dejó como estaba: %1.</translation>
    </message>
</context>
<context>
    <name>GameFilesOpenSave</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_open_save.py" line="+74"/>
        <source>Dominoes games (*%1);;All files (*)</source>
        <translation>Partidas de dominó (*%1);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Open Game in Review</source>
        <translation>Abrir partida en la revisión</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>No se puede abrir la partida</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened %1: this game is over.</source>
        <translation>Se abrió %1: esta partida ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened %1.</source>
        <translation>%1 abierta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file does not exist.</source>
        <translation>El archivo no existe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>El archivo está vacío.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game (it is not text).</source>
        <translation>El archivo no es una partida guardada (no es texto).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game (it is not JSON).</source>
        <translation>El archivo no es una partida guardada (no es JSON).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is incomplete: it was cut off.</source>
        <translation>El archivo está incompleto: quedó cortado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Dominoes Qt game.</source>
        <translation>El archivo no es una partida de Dominoes Qt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was saved by a newer version of Dominoes Qt. Please update.</source>
        <translation>La partida se guardó con una versión más nueva de Dominoes Qt. Actualiza el programa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is damaged or was changed: it cannot be replayed.</source>
        <translation>La partida guardada está dañada o fue modificada: no se puede reproducir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” could not be opened.

%2

Details: %3</source>
        <translation>No se pudo abrir «%1».

%2

Detalles: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save Game</source>
        <translation>Guardar partida</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot Save Game</source>
        <translation>No se puede guardar la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to “%1”.

%2</source>
        <translation>No se pudo guardar la partida en «%1».

%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved to %1.</source>
        <translation>Guardada en %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Your game of %1 is not finished (%n move(s) played). Save it before it leaves the table?</source>
        <translation>
            <numerusform>Tu partida no ha terminado (%1, %n jugada hecha). ¿Guardarla antes de quitarla de la mesa?</numerusform>
            <numerusform>Tu partida no ha terminado (%1, %n jugadas hechas). ¿Guardarla antes de quitarla de la mesa?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unfinished Game</source>
        <translation>Partida sin terminar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you do not save it, its moves are lost.</source>
        <translation>Si no la guardas, se perderán sus jugadas.</translation>
    </message>
</context>
<context>
    <name>GameFilesSettings</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_settings.py" line="+120"/>
        <source>Your settings cannot be saved (%1): changes apply until you quit.</source>
        <translation>Tus ajustes no se pueden guardar (%1): los cambios valen hasta que salgas.</translation>
    </message>
</context>
<context>
    <name>GameFilesStartUp</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_start_up.py" line="+86"/>
        <source>Your unfinished game is back on the table.</source>
        <translation>Tu partida sin terminar vuelve a la mesa.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your unfinished game could not be kept as a file (%1). It stays in the automatic save, so this game will not be saved automatically.</source>
        <translation>Tu partida sin terminar no se pudo conservar como archivo (%1). Sigue en el guardado automático, así que esta partida no se guardará automáticamente.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your unfinished game of %1 was kept as %2. Open it with File ▸ Open Recent to play on.</source>
        <translation>Tu partida sin terminar (%1) se guardó como %2. Ábrela con Archivo ▸ Abrir recientes para seguir jugando.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automatic save of your last game is damaged and cannot be resumed.

%1</source>
        <translation>El guardado automático de tu última partida está dañado y no se puede reanudar.

%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept as %1.</source>
        <translation>Se conservó como %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished Game Lost</source>
        <translation>Partida sin terminar perdida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The automatic save of your last game was damaged: the game goes back to its last move that could be checked, and the moves after it are lost (%1).</source>
        <translation>El guardado automático de tu última partida estaba dañado: la partida vuelve a su última jugada que se pudo comprobar, y las jugadas posteriores se pierden (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The damaged part was kept as %1.</source>
        <translation>La parte dañada se guardó como %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>You have an unfinished game of %1 (%n move(s) played). Resume it?</source>
        <translation>
            <numerusform>Tienes una partida sin terminar (%1, %n jugada hecha). ¿Quieres reanudarla?</numerusform>
            <numerusform>Tienes una partida sin terminar (%1, %n jugadas hechas). ¿Quieres reanudarla?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Resume Game</source>
        <translation>Reanudar partida</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../dominoes_qt/app/hand_summary.py" line="+92"/>
        <source>Player %1</source>
        <extracomment>Tiles per line in a player&apos;s row before it wraps. Score lines shown before the list of points scrolls.</extracomment>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End of the match</source>
        <extracomment>The hand the result belongs to, when it is still the match&apos;s current hand. True once the player chose &quot;New game&quot; at the end of the match.</extracomment>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the hand</source>
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You went out</source>
        <translation>Dominaste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 went out</source>
        <translation>%1 dominó</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blocked — you share the win with %1</source>
        <translation>Tranque: compartes la victoria con %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked — %1 share the win</source>
        <translation>Tranque: %1 comparten la victoria</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie: nobody scores</source>
        <translation>Empate: nadie se anota puntos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked — a tie, and the side that blocked loses</source>
        <translation>Tranque: empate, y pierde el lado que trancó</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blocked — your side has the fewest pips</source>
        <translation>Tranque: tu equipo tiene menos puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked — %1 have the fewest pips</source>
        <translation>Tranque: %1 tienen menos puntos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blocked — you have the fewest pips</source>
        <translation>Tranque: tienes menos puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked — %1 has the fewest pips</source>
        <translation>Tranque: %1 tiene menos puntos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target reached</source>
        <translation>Meta alcanzada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody wins the hand</source>
        <translation>Nadie gana la mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the hand</source>
        <translation>%1 gana la mano</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You share the win with %1!</source>
        <translation>¡Compartes la victoria con %1!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share the win.</source>
        <translation>%1 comparten la victoria.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody wins outright: a shared result.</source>
        <translation>Nadie gana en solitario: resultado compartido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game!</source>
        <translation>¡Ganas el juego!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game.</source>
        <translation>%1 gana el juego.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match ends in a tie.</source>
        <translation>La partida termina en empate.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You and %1 win the match %2 to %3!</source>
        <translation>¡Tú y %1 ganan la partida %2 a %3!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the match %2 to %3!</source>
        <translation>¡Ganas la partida %2 a %3!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win the match %2 to %3.</source>
        <translation>%1 ganan la partida %2 a %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the match %2 to %3.</source>
        <translation>%1 gana la partida %2 a %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match with %1 points!</source>
        <translation>¡Ganas la partida con %1 puntos!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the match with %2 points.</source>
        <translation>%1 gana la partida con %2 puntos.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Siguiente mano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Next round</source>
        <translation>&amp;Siguiente ronda</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Review…</source>
        <extracomment>&quot;Review&quot;: the game move by move, graded by the coach (the window connects it)</extracomment>
        <translation>&amp;Revisar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game move by move, each move graded by the coach</source>
        <translation>Recorre la partida jugada a jugada, cada jugada calificada por el entrenador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Re&amp;play this deal…</source>
        <extracomment>&quot;Replay this deal&quot;: the same tiles again, in your seat or another</extracomment>
        <translation>Re&amp;petir este reparto…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal these tiles again, in your seat or another, and compare the results</source>
        <translation>Reparte de nuevo estas fichas, en tu puesto o en otro, y compara los resultados</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 — round %2 of %3, engine %4-%4</source>
        <extracomment>notes added by the window (a replayed deal&apos;s comparison), above the buttons</extracomment>
        <translation>%1 — ronda %2 de %3, locomotora %4-%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — hand %2</source>
        <translation>%1 — mano %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiles left</source>
        <translation>Fichas restantes</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>out</source>
        <translation>dominó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no tiles</source>
        <translation>sin fichas</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>for the hand</source>
        <translation>por la mano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>open ends count %1</source>
        <translation>los extremos suman %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>the pips left in the opponents&apos; hands</source>
        <translation>los puntos que quedan en las manos de los rivales</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>the opponents&apos; pips minus the winning side&apos;s</source>
        <translation>los puntos de los rivales menos los del equipo ganador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the opponents&apos; pips, rounded to the nearest 5</source>
        <translation>los puntos de los rivales, redondeados al 5 más cercano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the opponents&apos; pips minus the winning side&apos;s, rounded to the nearest 5</source>
        <translation>los puntos de los rivales menos los del equipo ganador, redondeados al 5 más cercano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips left in the opponents&apos; hands, rounded to the nearest 5</source>
        <translation>un punto por cada 5 puntos que quedan en las manos de los rivales, redondeando al 5 más cercano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every full 5 pips left in the opponents&apos; hands</source>
        <translation>un punto por cada 5 puntos completos que quedan en las manos de los rivales</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips in the opponents&apos; hands, rounded to the nearest 5</source>
        <translation>un punto por cada 5 puntos de las manos de los rivales, redondeando al 5 más cercano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips the opponents hold more than the winning side, rounded to the nearest 5</source>
        <translation>un punto por cada 5 puntos que los rivales tienen de más que el equipo ganador, redondeando al 5 más cercano</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No points for the hand: %1</source>
        <translation>Sin puntos por la mano: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No points for the hand.</source>
        <translation>Sin puntos por la mano.</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>for the hand: %1</source>
        <translation>por la mano: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a point for every 5</source>
        <translation>un punto por cada 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a point for every 5 and every 3</source>
        <translation>un punto por cada 5 y por cada 3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Muggins! %1</source>
        <translation>¡Muggins! %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bonus: %1</source>
        <translation>bonificación: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+1"/>
        <source>the pips left in the other hands</source>
        <translation>los puntos que quedan en las otras manos</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>all the pips left in every hand</source>
        <translation>todos los puntos que quedan en todas las manos</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>the other hands&apos; pips minus the winner&apos;s</source>
        <translation>los puntos de las otras manos menos los del ganador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each other hand&apos;s pips minus the winner&apos;s</source>
        <translation>los puntos de cada otra mano menos los del ganador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each other hand&apos;s pips, rounded to the nearest 5</source>
        <translation>los puntos de cada otra mano, redondeados al 5 más cercano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each other hand&apos;s pips minus the winner&apos;s, rounded to the nearest 5</source>
        <translation>los puntos de cada otra mano menos los del ganador, redondeados al 5 más cercano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips left in the other hands, rounded to the nearest 5</source>
        <translation>un punto por cada 5 puntos que quedan en las otras manos, redondeando al 5 más cercano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a point for every full 5 pips left in the other hands</source>
        <translation>un punto por cada 5 puntos completos que quedan en las otras manos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips in each other hand, rounded to the nearest 5</source>
        <translation>un punto por cada 5 puntos de cada otra mano, redondeando al 5 más cercano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips the other hands hold more than the winner, rounded to the nearest 5</source>
        <translation>un punto por cada 5 puntos que las otras manos tienen de más que el ganador, redondeando al 5 más cercano</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>one point for winning the hand</source>
        <translation>un punto por ganar la mano</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points this hand</source>
        <translation>Puntos de esta mano</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+59"/>
        <source>+%1</source>
        <translation>+%1</translation>
    </message>
    <message>
        <location line="-44"/>
        <source>Nobody scores this hand.</source>
        <translation>Nadie se anota puntos en esta mano.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Score</source>
        <translation>Tanteo</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This hand</source>
        <translation>Esta mano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The lowest total after round %1 wins the match.</source>
        <translation>El total más bajo tras la ronda %1 gana la partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First to %1 points wins the match.</source>
        <translation>Gana la partida quien llegue primero a %1 puntos.</translation>
    </message>
</context>
<context>
    <name>HostReturn</name>
    <message>
        <location filename="../dominoes_qt/app/online/host_return.py" line="+80"/>
        <location line="+125"/>
        <source>Your Table</source>
        <extracomment>The answers of :func:`ask_go_back`.
----------
the question (a hook tests replace): (seat, other tables held) -&gt; go back?</extracomment>
        <translation>Tu mesa</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>You were hosting table %1 — go back to it?</source>
        <translation>Tenías abierta la mesa %1 — ¿volver a ella?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table&apos;s server starts again on this computer: you take your seat back, and your friends can come back to theirs.</source>
        <translation>El servidor de la mesa vuelve a iniciarse en este ordenador: recuperas tu asiento y tus amigos pueden volver a los suyos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you host a new table instead, table %1 goes on with a computer in your seat until you go back to it (Join ▸ Your tables).</source>
        <translation>Si abres una mesa nueva, la mesa %1 sigue con un ordenador en tu asiento hasta que vuelvas a ella (Unirse ▸ Tus mesas).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can go back to it later: Play Online ▸ Join ▸ Your tables.</source>
        <translation>Puedes volver a ella más tarde: Jugar en línea ▸ Unirse ▸ Tus mesas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other tables you hosted, waiting there too: %1.</source>
        <translation>Otras mesas que abriste y que también esperan allí: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Go Back to the Table</source>
        <translation>&amp;Volver a la mesa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host a New Table</source>
        <translation>Abrir una mesa &amp;nueva</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Not Now</source>
        <translation>A&amp;hora no</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The server of table %1 could not start: %2</source>
        <translation>El servidor de la mesa %1 no pudo iniciarse: %2</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <location filename="../dominoes_qt/app/licences_dialog.py" line="+60"/>
        <source>Licences</source>
        <translation>Licencias</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dominoes Qt is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with other free software, each part under its own licence.</source>
        <translation>Dominoes Qt es software libre: puede compartirlo y modificarlo según la Licencia Pública General de GNU, versión 3 o posterior. Incluye otro software libre, cada parte con su propia licencia.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dominoes Qt</source>
        <translation>Dominoes Qt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third-party software</source>
        <translation>Software de terceros</translation>
    </message>
</context>
<context>
    <name>LiveCoach</name>
    <message>
        <location filename="../dominoes_qt/app/live_coach.py" line="+213"/>
        <source>a good move</source>
        <translation>una buena jugada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a good move, the best</source>
        <extracomment>The mark&apos;s colour for each grade (a good move&apos;s by its remark). The mark of the better move, shown on request (Game ▸ Show the Better Move). a move of yours graded: (action index in the record, MoveReview) a hand of yours graded whole: (hand index, your accuracy in percent or None) the analysis budget (tests make it small)</extracomment>
        <translation>una buena jugada, la mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a good move, but a close call</source>
        <translation>una buena jugada, pero dudosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an inaccuracy</source>
        <translation>una imprecisión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a blunder</source>
        <translation>un error grave</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: %1 was %2.</source>
        <translation>Entrenador: %1 fue %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Better: %1.</source>
        <translation>Mejor: %1.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Coach: the better move instead of %1.</source>
        <translation>Entrenador: la mejor jugada en lugar de %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coach: a good move, the best.</source>
        <translation>Entrenador: una buena jugada, la mejor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach: a good move, but a close call (it may be an inaccuracy).</source>
        <translation>Entrenador: una buena jugada, pero dudosa (puede ser una imprecisión).</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Coach: a good move.</source>
        <translation>Entrenador: una buena jugada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: an inaccuracy.</source>
        <translation>Entrenador: una imprecisión.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach: a blunder.</source>
        <translation>Entrenador: un error grave.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gave up %1 points; better: %2.</source>
        <translation>Cediste %1 puntos; mejor: %2.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Coach: your accuracy this hand: %1%</source>
        <translation>Entrenador: tu precisión en esta mano: %1%</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../dominoes_qt/app/main_window.py" line="+117"/>
        <location line="+306"/>
        <location line="+179"/>
        <source>Dominoes Qt</source>
        <extracomment>False: nothing is read from or written to the settings (screenshots, demos)</extracomment>
        <translation>Dominoes Qt</translation>
    </message>
    <message>
        <location line="-409"/>
        <source>Ready</source>
        <extracomment>the local game (New Game, Open, autosave, undo); ``controller`` is the one driving the table now: this one, or a network table&apos;s the network table in this window (Play Online), while there is one the local game put aside while at a network table: (record, redo stack) Open/Save, autosave, resume, statistics and the preferences (``AppSettings``) the table&apos;s sounds (never in a window that keeps nothing: screenshots, demos) Declare and Muggins! (manual Muggins), under the table the table, or a network table&apos;s waiting room in its place the network table&apos;s seats, scores and chat, beside the table while at one summaries, the match&apos;s end, the review and Replay This Deal the live coach and the tile tracker (Preferences ▸ Coach), made when turned on the table server this game runs (Play Online ▸ Host on this computer): made on the first such table, stopped when the window closes what closing asks first; ``quit_chosen``: Game ▸ Quit, which asks as the close button does (a window closed by the program asks nothing about its table)</extracomment>
        <translation>Listo</translation>
    </message>
    <message>
        <location line="+292"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location line="-216"/>
        <source>Looking for a deal that can be won…</source>
        <translation>Buscando un reparto que se pueda ganar…</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>You left the network table: your game is back.</source>
        <translation>Has dejado la mesa en red: tu partida ha vuelto.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/window_closing.py" line="+64"/>
        <source>Tables in Play</source>
        <translation>Mesas en juego</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>At the tables: %1.</source>
        <translation>En las mesas: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Salir de todos modos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep Playing</source>
        <translation>Seguir &amp;jugando</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/main_window.py" line="+45"/>
        <source>Replay This Deal</source>
        <translation>Repetir este reparto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play these tiles again from the seat of:</source>
        <translation>Jugar de nuevo estas fichas desde el puesto de:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Reglas: %1</translation>
    </message>
</context>
<context>
    <name>NetworkController</name>
    <message>
        <location filename="../dominoes_qt/app/online/controller.py" line="+206"/>
        <source>Computer %1 (%2)</source>
        <extracomment>Pause after announcing a forced pass before it is sent (a draw waits half of it). the last ``table`` and ``state`` messages the check of each deal (docs/protocol.md, &quot;Provably fair deals&quot;)</extracomment>
        <translation>Ordenador %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (%1)</source>
        <translation>Ordenador (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No hand has been dealt yet.</source>
        <translation>Aún no se ha repartido ninguna mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move is on its way to the server.</source>
        <translation>Tu jugada va camino del servidor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn: %1 is to play.</source>
        <translation>Espera tu turno: le toca jugar a %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That is not allowed now.</source>
        <translation>Eso no está permitido ahora.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The move was not sent: the connection is down.</source>
        <translation>La jugada no se envió: la conexión está caída.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Moves cannot be taken back at a network table.</source>
        <translation>En una mesa en red no se pueden deshacer jugadas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves cannot be made again at a network table.</source>
        <translation>En una mesa en red no se pueden rehacer jugadas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+80"/>
        <source>This table allows no hints.</source>
        <translation>Esta mesa no permite pistas.</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Las pistas se dan cuando es tu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sent: the connection is down.</source>
        <translation>No enviado: la conexión está caída.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The server refused the move: %1</source>
        <translation>El servidor rechazó la jugada: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table has moved on: that move came too late.</source>
        <translation>La mesa ya siguió adelante: esa jugada llegó tarde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Too many messages: wait a moment.</source>
        <translation>Demasiados mensajes: espera un momento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server refused: %1</source>
        <translation>El servidor lo rechazó: %1</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Deal verified: the tiles follow from the seed the server committed to before your part.</source>
        <translation>Reparto verificado: las fichas salen de la semilla con la que el servidor se comprometió antes de tu parte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal verified against the server&apos;s seed (you joined after it committed to it).</source>
        <translation>Reparto verificado con la semilla del servidor (te uniste después de que se comprometiera con ella).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning: the server revealed a seed other than the one it committed to: this deal may not be fair.</source>
        <translation>Atención: el servidor reveló una semilla distinta de aquella con la que se comprometió: puede que este reparto no sea justo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the server left your part out of this deal&apos;s seed: this deal may not be fair.</source>
        <translation>Atención: el servidor dejó tu parte fuera de la semilla de este reparto: puede que este reparto no sea justo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the server did not reveal this deal&apos;s seed: it cannot be checked.</source>
        <translation>Atención: el servidor no reveló la semilla de este reparto: no se puede comprobar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the tiles dealt do not follow from the seed the server revealed: this deal may not be fair.</source>
        <translation>Atención: las fichas repartidas no salen de la semilla que reveló el servidor: puede que este reparto no sea justo.</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../dominoes_qt/app/online/network_table.py" line="+131"/>
        <source>The server is back: taking your seat again.</source>
        <extracomment>How long a table is kept with nobody connected when its ``table`` message does not say (``kept_for``): a guest whose server went away waits for it that long. Seconds between two tries to reach a server that went away. the table is over for this window (left, or never joined and closed): it goes back to the local game what the link is doing: &quot;idle&quot;, &quot;connecting&quot;, &quot;up&quot;, &quot;down&quot; (coming back), &quot;gone&quot; the server&apos;s refusal of the seat: (code, its message, the table), worded when shown the seat&apos;s token (from ``joined``), kept in the held-seats file while we sit when the server went away (time.monotonic()), while it is gone</extracomment>
        <translation>El servidor ha vuelto: recuperas tu asiento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected again.</source>
        <translation>Conectado de nuevo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the server dropped: reconnecting…</source>
        <translation>Se cayó la conexión con el servidor: reconectando…</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+296"/>
        <source>Could not connect to %1.</source>
        <translation>No se pudo conectar a %1.</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>There is no table %1 on this server.</source>
        <translation>No hay ninguna mesa %1 en este servidor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at table %1 is no longer held: the server does not know it.</source>
        <translation>Tu asiento en la mesa %1 ya no está reservado: el servidor no lo conoce.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That seat is taken.</source>
        <translation>Ese asiento está ocupado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at this table is taken.</source>
        <translation>Todos los asientos de esta mesa están ocupados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server holds as many tables as it can.</source>
        <translation>El servidor ya tiene todas las mesas que puede.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server refused: %1</source>
        <translation>El servidor lo rechazó: %1</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+8"/>
        <location line="+20"/>
        <source>Not sent: the connection is down.</source>
        <translation>No enviado: la conexión está caída.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is under way: leave it? A computer plays your seat.</source>
        <translation>La partida está en curso: ¿dejarla? Un ordenador jugará en tu asiento.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>You left the table.</source>
        <translation>Dejaste la mesa.</translation>
    </message>
    <message>
        <location line="-283"/>
        <location line="+285"/>
        <source>The server is gone: waiting for it to come back.</source>
        <translation>El servidor se ha ido: esperando a que vuelva.</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>You are at table %1.</source>
        <translation>Estás en la mesa %1.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Too many wrong table codes from this computer: wait a minute, then check the code and try again.</source>
        <translation>Demasiados códigos de mesa erróneos desde este ordenador: espera un minuto, comprueba el código y vuelve a intentarlo.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Close the Game</source>
        <translation>Cerrar el juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match at table %1 is under way. Close the game anyway?</source>
        <translation>La partida en la mesa %1 está en curso. ¿Cerrar el juego de todos modos?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your seat is kept for you: a computer plays it until you go back to the table (Play Online ▸ Join ▸ Your tables).</source>
        <translation>Tu asiento se guarda: un ordenador juega en él hasta que vuelvas a la mesa (Jugar en línea ▸ Unirse ▸ Tus mesas).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close the Game</source>
        <translation>&amp;Cerrar el juego</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>&amp;Keep Playing</source>
        <translation>Seguir &amp;jugando</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&amp;Leave the Table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Connecting to %1…</source>
        <translation>Conectando a %1…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server is gone.</source>
        <translation>El servidor ya no está.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: reconnecting to %1…</source>
        <translation>Conexión perdida: reconectando a %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Making the table…</source>
        <translation>Creando la mesa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joining table %1…</source>
        <translation>Uniéndose a la mesa %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Waiting for %n more player(s) to join.</source>
        <translation>
            <numerusform>Esperando a que se una %n jugador más.</numerusform>
            <numerusform>Esperando a que se unan %n jugadores más.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone is here: press Ready.</source>
        <translation>Ya están todos: pulsa Listo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>Waiting for %1 to be ready.</source>
        <translation>Esperando a que %1 esté listo.</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The hand is over: close the summary when you are ready.</source>
        <translation>La mano ha terminado: cierra el resumen cuando estés listo.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The match is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sending your move…</source>
        <translation>Enviando tu jugada…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn.</source>
        <translation>Tu turno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s connection dropped: waiting up to %2 s.</source>
        <translation>Se cayó la conexión de %1: se espera hasta %2 s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1 to play.</source>
        <translation>Esperando a que juegue %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the server…</source>
        <translation>Esperando al servidor…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No connection to the server. Your seat is kept for %1; reconnecting…</source>
        <translation>Sin conexión con el servidor. Tu asiento se guarda durante %1; reconectando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server is gone. Your seat is kept for %1; the next try in %2 s.</source>
        <translation>El servidor se ha ido. Tu asiento se guarda durante %1; próximo intento en %2 s.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>computer</source>
        <translation>ordenador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waiting for a person</source>
        <translation>esperando a una persona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a computer plays for them</source>
        <translation>un ordenador juega por esta persona</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown while you are not connected</source>
        <translation>desconocido mientras no estás conectado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connection dropped: %1 s left</source>
        <translation>conexión caída: quedan %1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+5"/>
        <source>not connected</source>
        <translation>no conectado</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Assists (hints, coach, tile tracker): allowed at this table.</source>
        <translation>Ayudas (pistas, entrenador, contador de fichas): permitidas en esta mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assists (hints, coach, tile tracker): not allowed at this table.</source>
        <translation>Ayudas (pistas, entrenador, contador de fichas): no permitidas en esta mesa.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Network table: %1</source>
        <translation>Mesa en red: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network table</source>
        <translation>Mesa en red</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 at table %2 — Dominoes Qt</source>
        <translation>%1 en la mesa %2 — Dominoes Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network table — Dominoes Qt</source>
        <translation>Mesa en red — Dominoes Qt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Friends join with this code at the address %1.</source>
        <translation>Tus amigos se unen con este código en la dirección %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer&apos;s other addresses: %1</source>
        <translation>Otras direcciones de este ordenador: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match ends in a tie (%1).</source>
        <translation>La partida termina en empate (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the match (%1)!</source>
        <translation>¡Ganas la partida (%1)!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the match (%2).</source>
        <translation>%1 ganó la partida (%2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The server did not come back: the table is over.</source>
        <translation>El servidor no ha vuelto: la mesa ha terminado.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../dominoes_qt/app/new_game_dialog.py" line="+81"/>
        <source>New Game</source>
        <extracomment>The QSettings group of the remembered choices (the Play Online dialog keeps its own).</extracomment>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Games</source>
        <extracomment>One entry per seat: the name field and the player combo (public for tests). The widget generated for each option of the selected game, by option key.</extracomment>
        <translation>Juegos</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player who turns up the first tile</source>
        <translation>El jugador que descubre la primera ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Starts:</source>
        <translation>&amp;Sale:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules and scoring</source>
        <translation>Reglas y puntuación</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>&amp;Deal</source>
        <translation>&amp;Repartir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put this game&apos;s settings back to the usual</source>
        <translation>Devolver los ajustes de este juego a los habituales</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Rules…</source>
        <translation>Re&amp;glas…</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>&amp;Tile set:</source>
        <translation>Juego de &amp;fichas:</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Read the rules of the selected game</source>
        <translation>Leer las reglas del juego seleccionado</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Res&amp;et</source>
        <translation>Res&amp;tablecer</translation>
    </message>
    <message numerus="yes">
        <location line="+153"/>
        <source>%1 (%n tiles)</source>
        <translation>
            <numerusform>%1 (%n ficha)</numerusform>
            <numerusform>%1 (%n fichas)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>This combination cannot be dealt: %1</source>
        <translation>Esta combinación no se puede repartir: %1</translation>
    </message>
</context>
<context>
    <name>NewGameOptions</name>
    <message>
        <location filename="../dominoes_qt/app/new_game_options.py" line="+86"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tiles per player</source>
        <translation>Fichas por jugador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play in partnerships</source>
        <translation>Jugar por parejas</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Usual</source>
        <translation>Habitual</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usual (%1)</source>
        <translation>Habitual (%1)</translation>
    </message>
</context>
<context>
    <name>NewGameSeats</name>
    <message>
        <location filename="../dominoes_qt/app/new_game_seats.py" line="+116"/>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Name of player %1</source>
        <translation>Nombre del jugador %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays seat %1</source>
        <translation>Quién juega en el puesto %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play this seat</source>
        <translation>Juegas tú en este puesto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another person (hot seat)</source>
        <translation>Otra persona (por turnos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone else plays this seat at this computer; the tiles are hidden between turns</source>
        <translation>Otra persona juega en este puesto en esta computadora; las fichas se ocultan entre turnos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer – %1</source>
        <translation>Computadora – %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Everyone plays for themselves.</source>
        <translation>Cada uno juega para sí.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partners sit opposite: %1 with you, %2 with %3.</source>
        <translation>Las parejas se sientan enfrente: %1 contigo, %2 con %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partners sit opposite: %1 with %2, %3 with %4.</source>
        <translation>Las parejas se sientan enfrente: %1 con %2, %3 con %4.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <location filename="../dominoes_qt/app/notices.py" line="+55"/>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>PlaceWords</name>
    <message>
        <location filename="../dominoes_qt/scene/place_words.py" line="+57"/>
        <source>The Mexican train</source>
        <translation>El tren mexicano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your train</source>
        <translation>Tu tren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s train</source>
        <translation>Tren de %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>on the Mexican train</source>
        <comment>where a tile lies</comment>
        <extracomment>Where a tile goes (after a verb of motion) and where one lies (disambiguation &quot;where a tile lies&quot;) are whole phrases, so a language can inflect them (German &quot;an deinen Zug&quot; / &quot;an deinem Zug&quot;, Portuguese &quot;no seu trem&quot;).</extracomment>
        <translation>en el tren mexicano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the Mexican train</source>
        <translation>en el tren mexicano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on your train</source>
        <comment>where a tile lies</comment>
        <translation>en tu tren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on your train, public</source>
        <translation>en tu tren, público</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on your train</source>
        <translation>en tu tren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train</source>
        <comment>where a tile lies</comment>
        <translation>en el tren de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train, public</source>
        <translation>en el tren de %1, público</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train</source>
        <translation>en el tren de %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>on side %1 of the engine %2</source>
        <comment>where a tile lies</comment>
        <translation>en el lado %1 de la locomotora %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on side %1 of the engine %2</source>
        <translation>en el lado %1 de la locomotora %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>on toe %1 of the chicken foot %2</source>
        <comment>where a tile lies</comment>
        <translation>en el dedo %1 de la pata de gallo %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on toe %1 of the chicken foot %2</source>
        <translation>en el dedo %1 de la pata de gallo %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the end of %1</source>
        <comment>where a tile lies</comment>
        <translation>en el extremo de %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the end of %1</source>
        <translation>en el extremo de %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the %1 %2</source>
        <translation>el %1 %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 fits none of the open ends: %2.</source>
        <translation>%1 no entra en ningún extremo abierto: %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The engine</source>
        <translation>La locomotora</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In your hand</source>
        <translation>En tu mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1&apos;s hand</source>
        <translation>En la mano de %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>open to everyone</source>
        <translation>abierto a todos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>public: a marker is on it</source>
        <translation>público: tiene un marcador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>private</source>
        <translation>privado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2, open end %3</source>
        <translation>%1, %2, extremo abierto %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiles: %1</source>
        <translation>Fichas: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The double %1 %2 waits to be satisfied: %3.</source>
        <translation>El doble %1 %2 espera que lo cubran: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody may play elsewhere until a tile matches it</source>
        <translation>Nadie puede jugar en otro sitio hasta que una ficha lo cubra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The engine %1 needs a tile on each side (%3 still open): %2.</source>
        <translation>La locomotora %1 necesita una ficha en cada lado (quedan %3): %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every side of the engine comes before any other play</source>
        <translation>Cada lado de la locomotora va antes que cualquier otra jugada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chicken foot %1 needs its toes (%3 still open): %2.</source>
        <translation>La pata de gallo %1 necesita sus dedos (quedan %3): %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its toes come before any other play</source>
        <translation>Sus dedos van antes que cualquier otra jugada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open end showing %1, %2</source>
        <translation>Extremo abierto con %1, %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the round is over</source>
        <translation>la ronda ha terminado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn to answer it</source>
        <translation>te toca a ti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to answer it</source>
        <translation>le toca a %1</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <location filename="../dominoes_qt/app/online/host_game_chooser.py" line="+78"/>
        <source>A friend (joins with the code)</source>
        <extracomment>the game offered first when none was hosted before: the one on the table</extracomment>
        <translation>Un amigo (se une con el código)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Someone who joins this table from their own computer with the table&apos;s code</source>
        <translation>Alguien que se une a esta mesa desde su propia computadora con el código de la mesa</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/online/play_online_dialog.py" line="+77"/>
        <source>Play Online</source>
        <extracomment>The longest name a player may type (the table shows it beside the seat). the game on the window&apos;s table, offered first to a player who never hosted one the seats (url, table, seat) whose tables are open in this game: not offered again</extracomment>
        <translation>Jugar en línea</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your name at the table</source>
        <extracomment>the fields whose messages are shown: left once with something typed, or OK pressed the seat to take back once the server of this game has started (Your tables)</extracomment>
        <translation>Tu nombre en la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host a Table</source>
        <translation>Abrir una mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join a Table</source>
        <translation>Unirse a una mesa</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>This is not a table code: check the one your host gave you.</source>
        <translation>Esto no es un código de mesa: revisa el que te dio el anfitrión.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Type the server&apos;s address.</source>
        <translation>Escribe la dirección del servidor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An address starts with ws:// or wss://, or with the server&apos;s name.</source>
        <translation>Una dirección empieza por ws:// o wss://, o por el nombre del servidor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is not a computer&apos;s name or address.</source>
        <translation>Esto no es el nombre ni la dirección de una computadora.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The port is a number from 1 to 65535.</source>
        <translation>El puerto es un número de 1 a 65535.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type the table&apos;s code.</source>
        <translation>Escribe el código de la mesa.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Join</source>
        <translation>&amp;Unirse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Host</source>
        <translation>&amp;Abrir la mesa</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Starting the server…</source>
        <translation>Iniciando el servidor…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The server could not start: %1</source>
        <translation>El servidor no pudo iniciarse: %1</translation>
    </message>
</context>
<context>
    <name>PlayOnlineHostTab</name>
    <message>
        <location filename="../dominoes_qt/app/online/host_tab.py" line="+55"/>
        <source>Where the table is</source>
        <translation>Dónde está la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A server on this &amp;computer</source>
        <translation>Un servidor en esta &amp;computadora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server &amp;at:</source>
        <translation>El servidor &amp;en:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ort:</source>
        <translation>P&amp;uerto:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ws://host:port</source>
        <translation>ws://equipo:puerto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address of the server</source>
        <translation>Dirección del servidor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;List on the local network</source>
        <translation>&amp;Mostrar en la red local</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on your network see the table in their Join tab. Unlisted, they join with its code.</source>
        <translation>Tus amigos de la red ven la mesa en su pestaña Unirse. Si no se muestra, se unen con su código.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The server of this game is running on port %1.</source>
        <translation>El servidor de este juego funciona en el puerto %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Port %1 is in use by another program: the server will take a free one.</source>
        <translation>Otro programa usa el puerto %1: el servidor tomará uno libre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Friends on your network join at the address the waiting room shows.</source>
        <translation>Tus amigos de la red se unen en la dirección que muestra la sala de espera.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friends on your network join at:</source>
        <translation>Tus amigos de la red se unen en:</translation>
    </message>
</context>
<context>
    <name>PlayOnlineJoinTab</name>
    <message>
        <location filename="../dominoes_qt/app/online/join_tab.py" line="+65"/>
        <source>Tables on the local network:</source>
        <translation>Mesas en la red local:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tables on the local network</source>
        <translation>Mesas en la red local</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ws://host:port, host:port or host</source>
        <translation>ws://equipo:puerto, equipo:puerto o equipo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Server &amp;address:</source>
        <translation>&amp;Dirección del servidor:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table &amp;code:</source>
        <translation>&amp;Código de la mesa:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Or join by address and code</source>
        <translation>O únete con la dirección y el código</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The code your host gives you</source>
        <translation>El código del anfitrión</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Host</source>
        <translation>Anfitrión</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free seats</source>
        <translation>Asientos libres</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Server</source>
        <translation>Servidor</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat</source>
        <translation>Asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Desde</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tables on the local network cannot be found here (%1): join with the address and the code.</source>
        <translation>Aquí no se pueden buscar mesas en la red local (%1): únete con la dirección y el código.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a table to join it.</source>
        <translation>Haz doble clic en una mesa para unirte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for tables on the local network…</source>
        <translation>Buscando mesas en la red local…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of %2, in play</source>
        <translation>%1 de %2, en juego</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table %1 at %2</source>
        <translation>Mesa %1 en %2</translation>
    </message>
</context>
<context>
    <name>PlayOnlineYourTables</name>
    <message>
        <location filename="../dominoes_qt/app/online/your_tables.py" line="+74"/>
        <location line="+5"/>
        <source>Your tables</source>
        <translation>Tus mesas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Return to the Table</source>
        <translation>&amp;Volver a la mesa</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Seat: %1, table %2 on %3</source>
        <translation>Asiento: %1, mesa %2 en %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seats you hold at tables you have not left: double-click one to go back to it.</source>
        <translation>Asientos que tienes en mesas que no has dejado: haz doble clic en uno para volver a él.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../dominoes_qt/app/preferences_dialog.py" line="+85"/>
        <source>Preferences</source>
        <extracomment>Upper bound of integer options without a maximum of their own (targets and the like).</extracomment>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;General</source>
        <extracomment>Option values per game id, so switching the game back and forth keeps edits. The last game&apos;s seats (not edited here; dropped by Restore Defaults).</extracomment>
        <translation>&amp;General</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Games</source>
        <translation>&amp;Partidas nuevas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Appearance</source>
        <translation>&amp;Apariencia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Coach</source>
        <translation>&amp;Entrenador</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown at your seat</source>
        <translation>El nombre que se muestra en tu puesto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+16"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+14"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Instant</source>
        <translation>Instantánea</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long computer players pause before a move</source>
        <translation>Cuánto esperan los jugadores de la computadora antes de jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;speed:</source>
        <translation>&amp;Velocidad de la computadora:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animate tiles</source>
        <translation>&amp;Animar las fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide tiles to their places</source>
        <translation>Deslizar las fichas hasta su sitio</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Animation s&amp;peed:</source>
        <translation>Velocidad de a&amp;nimación:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw automatically when no tile fits</source>
        <translation>&amp;Robar automáticamente cuando ninguna ficha entra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow &amp;undo</source>
        <translation>Permitir &amp;deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo use is counted in the statistics</source>
        <translation>El uso de deshacer cuenta en las estadísticas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play s&amp;ounds</source>
        <translation>Reproducir &amp;sonidos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile laid, a draw, a pass, points, a hand won or lost</source>
        <translation>Una ficha jugada, un robo, un paso, puntos, una mano ganada o perdida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Volume:</source>
        <translation>V&amp;olumen:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jugadores:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer &amp;level:</source>
        <translation>&amp;Nivel de la computadora:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Coloured pips</source>
        <translation>Puntos de colores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic (black pips)</source>
        <translation>Clásico (puntos negros)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coloured pips with numerals</source>
        <translation>Puntos de colores con números</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black with white pips</source>
        <translation>Negras con puntos blancos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Tiles:</source>
        <translation>&amp;Fichas:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the system (green felt, or dark in dark mode)</source>
        <translation>Como el sistema (paño verde, u oscura en modo oscuro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Paño verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Oscura</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ta&amp;ble:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Off</source>
        <translation>Desactivado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After each hand</source>
        <translation>Tras cada mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each move</source>
        <translation>Tras cada jugada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Grade your moves against the solver: a mark on each tile you played, your accuracy in the statistics</source>
        <translation>Califica tus jugadas frente al solucionador: una marca en cada ficha que jugaste, tu precisión en las estadísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach &amp;mode:</source>
        <translation>&amp;Modo del entrenador:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;tile tracker</source>
        <translation>Mostrar el &amp;contador de fichas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which numbers each other player cannot hold, and how many tiles of each number are unseen; games played with it are marked as assisted in the statistics</source>
        <translation>Qué números no puede tener cada otro jugador y cuántas fichas de cada número no has visto; las partidas jugadas con él se marcan como asistidas en las estadísticas</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Usual (%1)</source>
        <translation>Habitual (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
</context>
<context>
    <name>ReplayCompare</name>
    <message>
        <location filename="../dominoes_qt/app/replay_compare.py" line="+35"/>
        <source>This deal, your side&apos;s points minus the others&apos; (fewer is better): the first time %1, this time %2.</source>
        <translation>Este reparto, los puntos de tu lado menos los de los demás (menos es mejor): la primera vez %1, esta vez %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This deal, your side&apos;s points minus the others&apos; (more is better): the first time %1, this time %2.</source>
        <translation>Este reparto, los puntos de tu lado menos los de los demás (más es mejor): la primera vez %1, esta vez %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 points better than the first time.</source>
        <translation>%1 puntos mejor que la primera vez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 points worse than the first time.</source>
        <translation>%1 puntos peor que la primera vez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same as the first time.</source>
        <translation>Igual que la primera vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard in your seat: %1.</source>
        <translation>Difícil en tu asiento: %1.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../dominoes_qt/app/review_window.py" line="+55"/>
        <source>First</source>
        <extracomment>emitted with (step, MoveReview) when a move&apos;s analysis arrives (tests wait on it) the coach&apos;s budget when none is given (tests make it small)</extracomment>
        <translation>Inicio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Adelante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last</source>
        <translation>Final</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay this deal…</source>
        <translation>Repetir este reparto…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the tiles of the hand shown again, in your seat or another, and compare the results</source>
        <translation>Reparte de nuevo las fichas de la mano mostrada, en tu puesto o en otro, y compara los resultados</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Analysing: %v of %m moves</source>
        <translation>Analizando: %v de %m jugadas</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Review: %1</source>
        <extracomment>why a game has no open-hands column (the train games, the scoring games) the reason of an inaccuracy or a blunder</extracomment>
        <translation>Revisión: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fair value</source>
        <translation>Valor justo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open hands</source>
        <translation>Manos abiertas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No open-hands values in the train games: with the boneyard to draw from and a train for every player, a round is far too large to solve exactly. The fair values play every deal out.</source>
        <translation>Sin valores a manos abiertas en los juegos de trenes: con el pozo para robar y un tren por jugador, una ronda es demasiado grande para resolverla con exactitud. Los valores justos juegan cada reparto hasta el final.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No open-hands values in this game: the exact solver plays the line block games only (no points during the hand, nothing left to draw).</source>
        <translation>Sin valores a manos abiertas en este juego: el solucionador exacto solo juega los juegos de bloqueo en línea (sin puntos durante la mano, nada que robar).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected points of the mover&apos;s side over the rest of the hand, minus the other sides&apos;, averaged over deals of the tiles the mover could not see that fit everything it had seen, each solved or played out.</source>
        <translation>Puntos esperados del bando que juega en el resto de la mano, menos los de los otros bandos, promediados sobre repartos de las fichas que no podía ver que concuerdan con todo lo que había visto, cada uno resuelto o jugado hasta el final.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points of the mover&apos;s side minus the other sides&apos; with every hand known and every seat playing perfectly (the exact solver).</source>
        <translation>Puntos del bando que juega menos los de los otros bandos con todas las manos a la vista y cada jugador jugando a la perfección (el solucionador exacto).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>good</source>
        <translation>buena</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>good (the best move)</source>
        <translation>buena (la mejor jugada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good (a close call)</source>
        <translation>buena (dudosa)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>imprecisión</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not graded</source>
        <translation>sin calificar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on your train</source>
        <translation>%1 en tu tren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2&apos;s train</source>
        <translation>%1 en el tren de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the Mexican train</source>
        <translation>%1 en el tren mexicano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the engine</source>
        <translation>%1 en la locomotora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, toe of the %2</source>
        <translation>%1, dedo del %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 after the %2</source>
        <translation>%1 tras el %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>draw</source>
        <translation>robar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn a tile</source>
        <translation>voltear una ficha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declaration</source>
        <translation>declaración</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on %2</source>
        <translation>%1 sobre el %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move %1 of %2</source>
        <translation>Jugada %1 de %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal. Step forward to see the first move.</source>
        <translation>El reparto. Avanza para ver la primera jugada.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 played. The hand is still being played: only your own moves are shown.</source>
        <translation>%1 jugó. La mano aún se está jugando: solo se muestran tus propias jugadas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2. Analysing…</source>
        <translation>%1: %2. Analizando…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Accuracy in this hand</source>
        <translation>Precisión en esta mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the game</source>
        <translation>en la partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2%</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2, %3.</source>
        <translation>%1: %2, %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The only legal move.</source>
        <translation>La única jugada legal.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal could be won before this move and cannot be won after it.</source>
        <translation>El reparto se podía ganar antes de esta jugada y ya no se puede ganar después.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A winning move: %1.</source>
        <translation>Una jugada ganadora: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal could no longer be won.</source>
        <translation>El reparto ya no se podía ganar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal can still be won.</source>
        <translation>El reparto aún se puede ganar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gave up %1 points; best: %2.</source>
        <translation>Cedió %1 puntos; la mejor: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too close to call: between %1 and %2 points given up over the deals the mover could be facing.</source>
        <translation>Demasiado ajustado para decidir: entre %1 y %2 puntos cedidos en los repartos que el jugador podía tener delante.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exact: every deal the mover could be facing, each by its chance.</source>
        <translation>Exacto: todos los repartos que el jugador podía tener delante, cada uno según su probabilidad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With open hands: gave up %1.</source>
        <translation>Con manos abiertas: cedió %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 lets %2 score %3 at once on average; %4 holds them to %5.</source>
        <translation>%1 deja a %2 anotar %3 de inmediato de media; %4 lo limita a %5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 scores %2 at once, %3 %4; the opponents&apos; best answer to %3 scores %5 on average.</source>
        <translation>%1 anota %2 de inmediato, %3 %4; la mejor respuesta de los rivales a %3 anota %5 de media.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 leaves %2 without a play in %3% of the deals the mover could be facing, %4 in %5%.</source>
        <translation>%1 deja a %2 sin jugada en el %3% de los repartos que el jugador podía tener delante; %4, en el %5%.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is worth %2 points more than %3 over the deals the mover could be facing, the opponents&apos; best answers considered.</source>
        <translation>%1 vale %2 puntos más que %3 en los repartos que el jugador podía tener delante, con las mejores respuestas de los rivales.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The solitaire solver, which knows the order of the stock, tells whether the deal could still be won.</source>
        <translation>El solucionador del solitario, que conoce el orden del mazo, dice si el reparto aún se podía ganar.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../dominoes_qt/app/rules_help.py" line="+107"/>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Game:</source>
        <translation>&amp;Juego:</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Rules of %1</source>
        <translation>Reglas: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kind of game</source>
        <translation>Tipo de juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile sets</source>
        <translation>Juegos de fichas</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Partnerships</source>
        <translation>Parejas</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>always two teams of two, partners sit opposite</source>
        <translation>siempre dos parejas, los compañeros se sientan enfrente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with %1 players, partners sit opposite</source>
        <translation>con %1 jugadores, las parejas se sientan enfrente</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>usually</source>
        <translation>habitualmente</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 with %2</source>
        <translation>%1 con %2</translation>
    </message>
</context>
<context>
    <name>SeatReturn</name>
    <message>
        <location filename="../dominoes_qt/app/online/seat_return.py" line="+37"/>
        <source>Your Seat</source>
        <translation>Tu asiento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You still have a seat at table %1 — go back to it?</source>
        <translation>Todavía tienes un asiento en la mesa %1: ¿volver a ella?</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1, seat %2, on %3.</source>
        <translation>%1, asiento %2, en %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A computer plays your seat while you are away. You can also go back later: Play Online ▸ Join ▸ Your tables.</source>
        <translation>Un ordenador juega en tu asiento mientras no estás. También puedes volver más tarde: Jugar en línea ▸ Unirse ▸ Tus mesas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other tables where you hold a seat: %1.</source>
        <translation>Otras mesas donde tienes un asiento: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Go Back to the Table</source>
        <translation>&amp;Volver a la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not Now</source>
        <translation>A&amp;hora no</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../dominoes_qt/app/online/side_panel.py" line="+104"/>
        <source>At the table</source>
        <extracomment>The longest chat line the server takes (docs/protocol.md). Chat lines kept in the log. (seat, name, text, about) as the server sent them (seat -1: the table itself)</extracomment>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Reintentar ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something (Enter sends)</source>
        <translation>Escribe algo (Intro envía)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not sent: the connection is down.</source>
        <translation>No enviado: la conexión está caída.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 left the table.</source>
        <translation>%1 dejó la mesa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left the table: a computer plays their seat.</source>
        <translation>%1 dejó la mesa: un ordenador juega en su asiento.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has not come back: a computer plays their seat until they return.</source>
        <translation>%1 no ha vuelto: un ordenador juega en su asiento hasta que regrese.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back and plays their own seat again.</source>
        <translation>%1 ha vuelto y juega de nuevo en su asiento.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seat %1 is free again.</source>
        <translation>El asiento %1 vuelve a estar libre.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(free)</source>
        <translation>(libre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Scores (lowest total wins)</source>
        <translation>Puntos (gana el total más bajo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores (to %1)</source>
        <translation>Puntos (a %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores</source>
        <translation>Puntos</translation>
    </message>
</context>
<context>
    <name>SolitaireScene</name>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_scene.py" line="+443"/>
        <source>Drop the tile on a lit place.</source>
        <extracomment>Largest tile unit in pixels (a tile is 2 units long) and the margin round the picture.</extracomment>
        <translation>Suelta la ficha en un lugar iluminado.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Now click a lit place (or drag the tile there).</source>
        <translation>Ahora haz clic en un lugar iluminado (o arrastra la ficha allí).</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Enter plays; Up/Down choose where.</source>
        <translation>Intro juega; Arriba/Abajo eligen dónde.</translation>
    </message>
</context>
<context>
    <name>SolitaireSummaryDialog</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_summary.py" line="+38"/>
        <source>You won!</source>
        <translation>¡Ganaste!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No moves left</source>
        <translation>No quedan jugadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You won {game}: every tile is cleared.</source>
        <translation>Ganaste {game}: no queda ni una ficha.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No moves left: you lost {game}.</source>
        <translation>No quedan jugadas: perdiste {game}.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n tile(s) left.</source>
        <translation>
            <numerusform>Queda %n ficha.</numerusform>
            <numerusform>Quedan %n fichas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play &amp;Again</source>
        <translation>&amp;Jugar otra vez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Cerrar</translation>
    </message>
</context>
<context>
    <name>SolitaireTable</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_table.py" line="+96"/>
        <source>This game is over: undo, or start a new one.</source>
        <extracomment>Seconds the solver may think for a hint before it gives up. the hinted Action, or None (&quot;no winning line from here&quot;)</extracomment>
        <translation>Esta partida terminó: deshaz o empieza otra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is not a move in this game.</source>
        <translation>Eso no es una jugada de este juego.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is nothing to play now.</source>
        <translation>Ahora no hay nada que jugar.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No winning line from here.</source>
        <translation>Desde aquí no hay forma de ganar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: {move} (it still wins).</source>
        <translation>Pista: {move} (aún se gana).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {move}.</source>
        <translation>Pista: {move}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>take a tile from the stock</source>
        <translation>robar una ficha del pozo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>go on counting</source>
        <translation>seguir contando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} on the {end} end</source>
        <translation>{tile} en el extremo del {end}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{a} with {b}</source>
        <translation>{a} con {b}</translation>
    </message>
</context>
<context>
    <name>SolitaireWindowPart</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_window.py" line="+85"/>
        <source>You won: every tile is cleared.</source>
        <translation>Ganaste: no queda ni una ficha.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>No moves left: you lost with %n tile(s) on the table.</source>
        <translation>
            <numerusform>No quedan jugadas: perdiste con %n ficha en la mesa.</numerusform>
            <numerusform>No quedan jugadas: perdiste con %n fichas en la mesa.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Won {won} of {played}; winning streak {streak}, best {best}.</source>
        <translation>Ganadas {won} de {played}; racha actual {streak}, mejor racha {best}.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../dominoes_qt/app/statistics_dialog.py" line="+42"/>
        <source>%1 (online)</source>
        <translation>%1 (en línea)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Statistics</source>
        <extracomment>Emitted after a reset, with the game id (empty for all games).</extracomment>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No games finished yet.</source>
        <translation>Todavía no hay partidas terminadas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Restablecer…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of the game shown</source>
        <translation>Olvidar las estadísticas del juego mostrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset &amp;All…</source>
        <translation>Restablecer &amp;todo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every game</source>
        <translation>Olvidar las estadísticas de todos los juegos</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most tiles cleared</source>
        <translation>Máximo de fichas retiradas</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+13"/>
        <source>Current winning streak</source>
        <translation>Racha actual de victorias</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Best winning streak</source>
        <translation>Mejor racha de victorias</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Undos</source>
        <translation>Deshacer usados</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Hands played</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches played</source>
        <translation>Partidas completas jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches won</source>
        <translation>Partidas completas ganadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Mejor tanteo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score</source>
        <translation>Tanteo medio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matches with undo</source>
        <translation>Partidas con deshacer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches with the tile tracker</source>
        <translation>Partidas con el contador de fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s accuracy, last 20 hands</source>
        <translation>Precisión según el entrenador, últimas 20 manos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s accuracy, earlier hands</source>
        <translation>Precisión según el entrenador, manos anteriores</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistic</source>
        <translation>Estadística</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Forget all statistics of %1? This cannot be undone.</source>
        <translation>¿Olvidar todas las estadísticas (%1)? No se puede deshacer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset Statistics</source>
        <translation>Restablecer estadísticas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>¿Olvidar las estadísticas de todos los juegos? No se puede deshacer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset All Statistics</source>
        <translation>Restablecer todas las estadísticas</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <location filename="../dominoes_qt/app/status_words.py" line="+64"/>
        <source>You pass.</source>
        <translation>Pasas.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 passes.</source>
        <translation>%1 pasa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw a tile.</source>
        <translation>Robas una ficha.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 draws a tile.</source>
        <translation>%1 roba una ficha.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: nothing fits, so you pass.</source>
        <translation>Tu turno: nada entra, así que pasas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: no tile fits, so you draw a tile.</source>
        <translation>Tu turno: ninguna ficha entra, así que robas una.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You play %2 %3.</source>
        <translation>Juegas %2 %3.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2 %3.</source>
        <translation>%1 juega %2 %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play %2.</source>
        <translation>Juegas %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2.</source>
        <translation>%1 juega %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You draw %n tile(s).</source>
        <translation>
            <numerusform>Robas %n ficha.</numerusform>
            <numerusform>Robas %n fichas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 draws %n tile(s).</source>
        <translation>
            <numerusform>%1 roba %n ficha.</numerusform>
            <numerusform>%1 roba %n fichas.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You turn up %2 and play it.</source>
        <translation>Descubres %2 y la juegas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2 and plays it.</source>
        <translation>%1 descubre %2 y la juega.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: choose its end.</source>
        <translation>Descubres %2: elige su extremo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it fits two ways.</source>
        <translation>%1 descubre %2: entra por los dos lados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: it does not fit.</source>
        <translation>Descubres %2: no entra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it does not fit.</source>
        <translation>%1 descubre %2: no entra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: it does not fit and stays face up.</source>
        <translation>Descubres %2: no entra y queda boca arriba.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it does not fit and stays face up.</source>
        <translation>%1 descubre %2: no entra y queda boca arriba.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 declares %2.</source>
        <translation>%1 canta %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your turn: click the front tile of your row.</source>
        <translation>Tu turno: haz clic en la primera ficha de tu fila.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the end for the turned tile.</source>
        <translation>Elige el extremo para la ficha descubierta.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your run goes on: play another tile on your train, or press Space to stop.</source>
        <translation>Tu serie sigue: juega otra ficha en tu tren, o pulsa Espacio para parar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: drag a tile onto a matching end, or choose one with Left/Right and press Enter.</source>
        <translation>Tu turno: arrastra una ficha a un extremo que case, o elige una con Izquierda/Derecha y pulsa Intro.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No tile fits: click the boneyard or press D to draw.</source>
        <translation>Ninguna ficha entra: haz clic en el pozo o pulsa D para robar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Tu turno.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your lead: drag any tile onto the table.</source>
        <translation>Tu salida: arrastra cualquier ficha a la mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead: %1 may lead (lit): drag one onto the table.</source>
        <translation>Tu salida: puedes salir con %1 (iluminadas): arrastra una a la mesa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your lead: the lowest double, %1, starts the hand: drag it onto the table.</source>
        <translation>Tu salida: el doble más bajo, %1, abre la mano: arrástralo a la mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: the highest double, %1, starts the hand: drag it onto the table.</source>
        <translation>Tu salida: el doble más alto, %1, abre la mano: arrástralo a la mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: with no double dealt, the heaviest tile, %1, starts the hand: drag it onto the table.</source>
        <translation>Tu salida: como no se repartió ningún doble, la ficha más pesada, %1, abre la mano: arrástrala a la mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: %1 starts the hand: drag it onto the table.</source>
        <translation>Tu salida: %1 abre la mano: arrástrala a la mesa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You score %2 (%3).</source>
        <translation>Te anotas %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You score %2.</source>
        <translation>Te anotas %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 score %2 (%3).</source>
        <translation>%1 se anotan %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 score %2.</source>
        <translation>%1 se anotan %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 scores %2 (%3).</source>
        <translation>%1 se anota %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 scores %2.</source>
        <translation>%1 se anota %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Team total: %1.</source>
        <translation>Total del equipo: %1.</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <location filename="../dominoes_qt/app/accessibility.py" line="+53"/>
        <source>blank</source>
        <extracomment>Each number as a word: a screen reader says &quot;six-four&quot; well, &quot;6-4&quot; as &quot;six minus four&quot;.</extracomment>
        <translation>blanca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one</source>
        <translation>uno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eleven</source>
        <translation>once</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twelve</source>
        <translation>doce</translation>
    </message>
    <message>
        <location line="+86"/>
        <location line="+8"/>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Face-down tile</source>
        <translation>Ficha boca abajo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open end showing %1</source>
        <translation>Extremo abierto con %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place to lead</source>
        <translation>Lugar para salir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tile can be played here</source>
        <translation>Aquí se puede jugar una ficha</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Can be moved now</source>
        <translation>Se puede mover ahora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Does not fit now</source>
        <translation>No entra ahora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plays %1</source>
        <translation>Se juega %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can lead</source>
        <translation>Puede salir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays on the end showing %1</source>
        <translation>Se juega en el extremo con %1</translation>
    </message>
</context>
<context>
    <name>TableEnds</name>
    <message>
        <location filename="../dominoes_qt/app/table_ends.py" line="+215"/>
        <source>&amp;Leave the Table</source>
        <extracomment>the last review opened (Game ▸ Review, File ▸ Open in Review) a deal being replayed: its record, seat, first margin and hard&apos;s (replay_deal) False: a plain message box at the end of a hand instead of the summary dialog</extracomment>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End of the hand</source>
        <translation>Fin de la mano</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 went out.</source>
        <translation>%1 dominó.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has the fewest pips.</source>
        <translation>%1 tiene menos puntos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is blocked: %1 share the win.</source>
        <translation>La mano está trancada: %1 comparten la victoria.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is blocked and tied: nobody scores.</source>
        <translation>La mano está trancada y empatada: nadie se anota puntos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 (%3 pips)</source>
        <translation>%1: %2 (%3 puntos)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points: %1</source>
        <translation>Puntos: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score: %1</source>
        <translation>Tanteo: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 share the win (%2).</source>
        <translation>%1 comparten la victoria (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends in a tie (%1).</source>
        <translation>El juego termina en empate (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game (%2).</source>
        <translation>%1 gana el juego (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game over</source>
        <translation>Fin del juego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game</source>
        <translation>Nueva partida</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../dominoes_qt/scene/table_input.py" line="+241"/>
        <source>Click a lit end to play %1 there.</source>
        <extracomment>A tile of the hand was chosen with the keys or a click (its id): the accessible canvas sends assistive technology a focus event for it. the tile chosen with a click or the arrows (its ends are lit) which lit end Up/Down/Tab chose, among the scene&apos;s flat targets the hinted action, and the state version it was given for drawing is legal (the boneyard takes a click); Blind&apos;s front tile to turn up</extracomment>
        <translation>Haz clic en un extremo iluminado para jugar %1 allí.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Drop %1 on a lit end.</source>
        <translation>Suelta %1 en un extremo iluminado.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 leads: Enter plays it.</source>
        <translation>%1 sale: Intro la juega.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %3, at the %2: Enter plays it.</source>
        <translation>%1 %3, en el %2: Intro la juega.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on the end showing %2: Enter plays it.</source>
        <translation>%1 en el extremo que muestra %2: Intro la juega.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: Enter plays it %2; Up/Down chooses another place.</source>
        <translation>%1: Intro la juega %2; Arriba/Abajo elige otro lugar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Enter plays it %2.</source>
        <translation>%1: Intro la juega %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Up/Down chooses the end, Enter plays.</source>
        <translation>%1: Arriba/Abajo elige el extremo, Intro juega.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../dominoes_qt/scene/table_scene.py" line="+551"/>
        <source>Boneyard</source>
        <extracomment>Tiles visibly stacked in the boneyard pile (the rest wait under them, hidden). every tile each seat has held this hand (a tile back in the hand was undone) the line of play: its geometry, fit, zoom and pan the train games&apos; owners, markers and doubles (made with the first train game) what the player&apos;s gestures mean here, and the player&apos;s choice (selection, hint) the coach&apos;s marks on played tiles (tile id -&gt; the mark, a child of the tile)</extracomment>
        <translation>Pozo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set aside</source>
        <translation>Apartadas</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+114"/>
        <location line="+2"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n ficha</numerusform>
            <numerusform>%n fichas</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn</source>
        <translation>tu turno</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 · lowest total wins</source>
        <translation>%1 · gana el total más bajo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2 · engine %3-%3</source>
        <translation>Ronda %1 de %2 · locomotora %3-%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · to %2</source>
        <translation>%1 · a %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Pass the computer to %1</source>
        <translation>Pasa la computadora a %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click anywhere when %1 is ready.</source>
        <translation>Haz clic en cualquier sitio cuando %1 esté listo.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Hint: you can only pass.</source>
        <translation>Pista: solo puedes pasar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: draw from the boneyard.</source>
        <translation>Pista: roba del pozo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: play %1 %2.</source>
        <translation>Pista: juega %1 %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: play %1.</source>
        <translation>Pista: juega %1.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../dominoes_qt/scene/table_view.py" line="+86"/>
        <source>Zoom &amp;In</source>
        <extracomment>Wheel rotation (eighths of a degree) of one notch: one ZOOM_STEP with Ctrl held.</extracomment>
        <translation>A&amp;mpliar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Whole Table</source>
        <translation>Ver &amp;toda la mesa</translation>
    </message>
</context>
<context>
    <name>TileTracker</name>
    <message>
        <location filename="../dominoes_qt/app/tile_tracker.py" line="+52"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot hold: %1.  Unseen: %2</source>
        <translation>No pueden tener: %1.  Sin ver: %2</translation>
    </message>
</context>
<context>
    <name>TrainMarks</name>
    <message>
        <location filename="../dominoes_qt/scene/train_marks.py" line="+79"/>
        <source>Mexican train</source>
        <extracomment>over the board&apos;s tiles, under the hands and the moving tile the station lies on the felt, under the tiles where a lane&apos;s sign starts, out from the engine&apos;s side (tile units)</extracomment>
        <translation>Tren mexicano</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The station: every train starts at the engine</source>
        <translation>La estación: todos los trenes salen de la locomotora</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <location filename="../dominoes_qt/app/online/waiting_room.py" line="+101"/>
        <source>The table&apos;s code:</source>
        <extracomment>the host&apos;s choice (the others read the label)</extracomment>
        <translation>El código de la mesa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I Am &amp;Ready</source>
        <translation>Estoy &amp;listo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Reintentar ahora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Allow assists at this table (hints, coach, tile tracker)</source>
        <translation>&amp;Permitir ayudas en esta mesa (pistas, entrenador, contador de fichas)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Leave</source>
        <translation>&amp;Dejar</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+17"/>
        <source>(free)</source>
        <translation>(libre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ready</source>
        <translation>listo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not ready</source>
        <translation>no está listo</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A person</source>
        <translation>Una persona</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (%1)</source>
        <translation>Ordenador (%1)</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../dominoes_qt/app/window_menus.py" line="+49"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game</source>
        <translation>Empezar una partida nueva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back your last move (and the replies to it), within the current hand</source>
        <translation>Deshacer tu última jugada (y las respuestas), dentro de la mano en curso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo Move</source>
        <translation>Re&amp;hacer jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make again the moves you took back</source>
        <translation>Volver a hacer las jugadas que deshiciste</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play &amp;Online…</source>
        <translation>Jugar en &amp;línea…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host a table for friends on other computers, or join theirs</source>
        <translation>Abre una mesa para amigos en otras computadoras, o únete a la suya</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D&amp;emo</source>
        <translation>Demostració&amp;n</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the computers play this game in every seat, until you click or press a key</source>
        <translation>Que la computadora juegue esta partida en todos los puestos, hasta que hagas clic o pulses una tecla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggest a move</source>
        <translation>Sugerir una jugada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;view…</source>
        <translation>Rev&amp;isar…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step through this game move by move, each move graded by the coach</source>
        <translation>Recorre esta partida jugada a jugada, cada jugada calificada por el entrenador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;Better Move</source>
        <translation>Mostrar la &amp;mejor jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach lights the move that would have been better than your last</source>
        <translation>El entrenador ilumina la jugada que habría sido mejor que la última tuya</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open in Re&amp;view…</source>
        <translation>Abrir en la re&amp;visión…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review a saved game move by move</source>
        <translation>Revisa una partida guardada jugada a jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw Automatically</source>
        <translation>&amp;Robar automáticamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw from the boneyard by yourself when no tile fits</source>
        <translation>Robar del pozo por ti cuando ninguna ficha entra</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Allow Undo Against Computers</source>
        <translation>Permitir deshacer contra la c&amp;omputadora</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Ready for the Next Hand</source>
        <translation>&amp;Listo para la siguiente mano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the hand&apos;s summary and say you are ready</source>
        <translation>Cerrar el resumen de la mano y decir que estás listo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave Table</source>
        <translation>&amp;Dejar la mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give your seat up and go back to your own game</source>
        <translation>Dejar tu asiento y volver a tu propia partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit Dominoes Qt</source>
        <translation>Salir de Dominoes Qt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Full Screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the table on the whole screen</source>
        <translation>Mostrar la mesa en toda la pantalla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Off</source>
        <translation>&amp;Desactivada</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+11"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lenta</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Instant</source>
        <translation>&amp;Instantánea</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Teclado y ratón</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How to play with the mouse or with the keyboard alone</source>
        <translation>Cómo jugar con el ratón o solo con el teclado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Licences</source>
        <translation>&amp;Licencias</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Dominoes Qt</source>
        <translation>&amp;Acerca de Dominoes Qt</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Computer Speed</source>
        <translation>&amp;Velocidad de la computadora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation Speed</source>
        <translation>Velocidad de &amp;animación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&lt;h3&gt;Dominoes Qt {version}&lt;/h3&gt;&lt;p&gt;A desktop dominoes game with {count} games: block and draw games, scoring games and Blind Dominoes, against computer players or friends at the same computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dominoes Qt {version}&lt;/h3&gt;&lt;p&gt;Un juego de dominó para escritorio con {count} juegos: juegos de bloqueo y de robo, juegos de puntos y dominó ciego, contra la computadora o con amigos en la misma computadora.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;And {count} solitaires for one player, with hints from a solver that can also deal only games you can win.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Y {count} solitarios para un jugador, con pistas de un resolvedor que también puede repartir solo partidas que se pueden ganar.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;small&gt;Rules engine: compiled.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Motor de reglas: compilado.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;small&gt;Rules engine: pure Python.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Motor de reglas: Python puro.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About Dominoes Qt</source>
        <translation>Acerca de Dominoes Qt</translation>
    </message>
</context>
<context>
    <name>choices</name>
    <message>
        <location filename="../dominoes_qt/rules/names.py" line="+66"/>
        <source>Nobody scores</source>
        <extracomment>Readable text for option choices, by (option key, stable value). A test checks that every choice of every option in the catalogue has an entry here.</extracomment>
        <translation>Nadie se anota puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The side that blocked loses</source>
        <translation>Pierde el lado que trancó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw until a tile fits</source>
        <translation>Robar hasta que entre una ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw one; play it if it fits</source>
        <translation>Robar una; jugarla si entra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw one; the turn ends</source>
        <translation>Robar una; se acaba el turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drawing: pass</source>
        <translation>Sin robo: se pasa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every double</source>
        <translation>Todos los dobles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first double only</source>
        <translation>Solo el primer doble</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No spinners</source>
        <translation>Sin dobles abiertos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lead double forms a cross</source>
        <translation>El doble de salida forma una cruz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The others&apos; pips minus yours (Classic)</source>
        <translation>Los puntos de los demás menos los tuyos (Clásico)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yours subtracted from each (Leaflet)</source>
        <translation>Los tuyos restados a cada uno (Folleto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highest double (redeal if none)</source>
        <translation>El doble más alto (se reparte de nuevo si no hay)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest double</source>
        <translation>El doble más bajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The double-six</source>
        <translation>El doble seis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Highest double&apos;s holder, any tile</source>
        <translation>Quien tenga el doble más alto, cualquier ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn by lot, any tile</source>
        <translation>Por sorteo, cualquier ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chosen player, any tile</source>
        <translation>El jugador elegido, cualquier ficha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highest double, else heaviest tile</source>
        <translation>El doble más alto, si no la ficha más pesada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The losers&apos; pips</source>
        <translation>Los puntos de los perdedores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One point per hand won</source>
        <translation>Un punto por mano ganada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other team&apos;s pips</source>
        <translation>Los puntos del otro equipo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every pip left</source>
        <translation>Todos los puntos que quedan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 6-6 holder, with the 6-6</source>
        <translation>Quien tenga el doble seis, con el doble seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes to the left each hand</source>
        <translation>Pasa a la izquierda en cada mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand&apos;s winner</source>
        <translation>El ganador de la última mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents only</source>
        <translation>Solo los rivales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any other player, partners too</source>
        <translation>Cualquier otro jugador, también el compañero</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face value (15 scores 15)</source>
        <translation>Valor nominal (15 vale 15)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pub (15 scores 8, 61 up)</source>
        <translation>De bar (15 vale 8, a 61)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A single hand</source>
        <translation>Una sola mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands until someone has 100</source>
        <translation>Manos hasta que alguien llegue a 100</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All opponents together, rounded</source>
        <translation>Todos los rivales juntos, redondeado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each opponent, rounded</source>
        <translation>Cada rival, redondeado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never rounded up</source>
        <translation>Sin redondear nunca hacia arriba</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minus the winner&apos;s pips when blocked</source>
        <translation>Menos los puntos del ganador en un tranque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once, by the player who laid it</source>
        <translation>En el acto, por quien lo puso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By the next players; the extra play is free</source>
        <translation>Por los siguientes jugadores; la jugada extra es libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 points</source>
        <translation>0 puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 points</source>
        <translation>50 puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cross of four tiles</source>
        <translation>Una cruz de cuatro fichas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double chicken foot of six tiles</source>
        <translation>Una doble pata de gallo de seis fichas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yes</source>
        <translation>Sí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No bonus</source>
        <translation>Sin bonificación</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game&apos;s usual number</source>
        <extracomment>The app translates this plural itself (``rules_help.choice_text``): lupdate needs the literal call.</extracomment>
        <translation>El número habitual del juego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One for every double</source>
        <translation>Una por cada doble</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Double-six</source>
        <translation>Doble seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-nine</source>
        <translation>Doble nueve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-twelve</source>
        <translation>Doble doce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-%1</source>
        <translation>Doble %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/rules_help.py" line="-149"/>
        <source>%n point(s)</source>
        <translation>%n pts.</translation>
    </message>
</context>
<context>
    <name>families</name>
    <message>
        <location filename="../dominoes_qt/rules/names.py" line="-118"/>
        <source>Block and draw games</source>
        <extracomment>Display order and titles of the game families; unknown families follow as &quot;Other games&quot;.</extracomment>
        <translation>Juegos de bloqueo y de robo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring games</source>
        <translation>Juegos de puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind dominoes</source>
        <translation>Dominó ciego</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train games</source>
        <translation>Juegos de trenes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solitaires</source>
        <translation>Solitarios</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other games</source>
        <translation>Otros juegos</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../dominoes_qt/rules/games/blind.py" line="+326"/>
        <source>Blind Dominoes</source>
        <translation>Dominó ciego</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody sees the tiles: turn them up one by one and play them if they fit.</source>
        <translation>Nadie ve las fichas: descúbrelas una a una y júgalas si entran.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All the tiles are dealt evenly (14 each for two players, 9 for three, 7 for four, 5 for five; the rest are set aside) and each player lays his face down in a row. The starting player turns up his first tile as the lead. On your turn, turn up the front tile of your row: if it fits an end it is played and you turn up the next one; if not it goes face down to the back of your row and the turn passes to the left. The first player out wins; if no tile can fit any more, the fewest pips win.</source>
        <translation>Se reparten todas las fichas por igual (14 para dos jugadores, 9 para tres, 7 para cuatro, 5 para cinco; las demás se apartan) y cada jugador pone las suyas boca abajo en fila. El jugador que sale descubre su primera ficha como salida. En tu turno descubre la primera ficha de tu fila: si entra en un extremo se juega y descubres la siguiente; si no, vuelve boca abajo al final de tu fila y el turno pasa a la izquierda. Gana el primero que domina; si ya no puede entrar ninguna ficha, gana quien tenga menos puntos.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Blind Dominoes (doubles face up)</source>
        <translation>Dominó ciego (dobles boca arriba)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blind Dominoes from the boxed set: a double that does not fit stays face up.</source>
        <translation>El dominó ciego de la caja: un doble que no entra queda boca arriba.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each player draws a tile: the heaviest starts. Fourteen tiles each for two players, nine for three, seven for four, laid face down in a row. The first player turns up his first tile as the lead, then his next. A tile that fits either end is played and you turn up another; one that does not goes to the back of your row face down, but a double goes back face up and stays face up. The first player out wins; when nobody can play, the fewest dots win.</source>
        <translation>Cada jugador roba una ficha: empieza la más pesada. Catorce fichas para dos jugadores, nueve para tres, siete para cuatro, boca abajo en fila. El primer jugador descubre su primera ficha como salida y luego la siguiente. Una ficha que entra en un extremo se juega y descubres otra; la que no entra vuelve boca abajo al final de tu fila, pero un doble vuelve boca arriba y se queda así. Gana el primero que domina; cuando nadie puede jugar, gana quien tenga menos puntos.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/block_draw.py" line="+33"/>
        <source>Block and Draw (Classic Dominoes)</source>
        <translation>Bloqueo y robo (dominó clásico)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five tiles each; draw until you can play; every double opens four ways.</source>
        <translation>Cinco fichas cada uno; se roba hasta poder jugar; cada doble abre cuatro salidas.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>2–4 players take five tiles each. The holder of the highest double leads it. Match an open end with a tile of the same number; doubles lie crosswise and open four ways. Cannot play: draw until you can. The first player out scores the pips left in the other hands; in a blocked hand the lightest hand scores the others&apos; pips minus its own. First to 100 wins.</source>
        <translation>De 2 a 4 jugadores con cinco fichas cada uno. Sale quien tenga el doble más alto, con ese doble. Casa un extremo abierto con una ficha del mismo número; los dobles se ponen atravesados y abren cuatro salidas. Si no puedes jugar, roba hasta poder. El primero que domina se anota los puntos que quedan en las otras manos; en un tranque la mano más ligera se anota los puntos de los demás menos los suyos. Gana el primero que llega a 100.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With four players the partners sit opposite and score together.</source>
        <translation>Con cuatro jugadores las parejas se sientan enfrente y suman juntas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Block Game</source>
        <translation>Dominó de bloqueo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The English pub game: no drawing — knock when you cannot play.</source>
        <translation>El juego de los bares ingleses: sin robo; si no puedes jugar, pasas.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Six tiles each with four players (8 with two, 6 with three, 5 with five; 9 with double-nine, 12 with double-twelve); the rest sleep. The highest double leads. Play to either end of the line; if you cannot, knock. Chipping out scores the losers&apos; spots; a blocked hand goes to the side with fewest spots, who score the difference.</source>
        <translation>Seis fichas cada uno con cuatro jugadores (8 con dos, 6 con tres, 5 con cinco; 9 con doble nueve, 12 con doble doce); las demás quedan dormidas. Sale el doble más alto. Juega en cualquier extremo de la línea; si no puedes, pasas. Quien domina se anota los puntos de los perdedores; en un tranque gana el lado con menos puntos, que se anota la diferencia.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Draw Game</source>
        <translation>Dominó con robo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Block Game, but you draw sleeping tiles when you cannot play.</source>
        <translation>El dominó de bloqueo, pero robas fichas dormidas cuando no puedes jugar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seven tiles each with two players (5 with three, 4 with four, 3 with five). As the Block Game, but a player who cannot play draws from the boneyard until he can; when it is empty he passes.</source>
        <translation>Siete fichas cada uno con dos jugadores (5 con tres, 4 con cuatro, 3 con cinco). Como el dominó de bloqueo, pero quien no puede jugar roba del pozo hasta poder; cuando está vacío, pasa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cross Dominoes</source>
        <translation>Dominó en cruz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first double forms a cross: four tiles must go round it first.</source>
        <translation>El primer doble forma una cruz: primero deben ir cuatro fichas a su alrededor.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As the Draw Game, but the next four tiles after the lead double must be played against its four sides to form a cross; draw if you have none. Then play on the four arms.</source>
        <translation>Como el dominó con robo, pero las cuatro fichas siguientes al doble de salida deben jugarse contra sus cuatro lados para formar una cruz; si no tienes ninguna, roba. Después se juega en los cuatro brazos.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double Nine Cross</source>
        <translation>Cruz de doble nueve</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cross dominoes with a double-nine set; every later double branches.</source>
        <translation>Dominó en cruz con un juego de doble nueve; cada doble posterior abre ramas.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Double-nine set; seven tiles each for two or three players, five for more. The highest double leads and four tiles form a cross round it; afterwards every double opens two new lines.</source>
        <translation>Juego de doble nueve; siete fichas cada uno para dos o tres jugadores, cinco si son más. Sale el doble más alto y cuatro fichas forman una cruz a su alrededor; después cada doble abre dos líneas nuevas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Domino (to 100)</source>
        <translation>Dominó (a 100)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The boxed-set game: draw until you can play; the winner takes all pips.</source>
        <translation>El juego de la caja: se roba hasta poder jugar; el ganador se lleva todos los puntos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seven tiles each for two players, five for three or four. Highest double leads. Cannot play: draw until you can (variation: draw one). Going out or having the fewest pips when blocked scores all the other players&apos; pips. First to 100 (or 50) wins.</source>
        <translation>Siete fichas cada uno para dos jugadores, cinco para tres o cuatro. Sale el doble más alto. Si no puedes jugar, roba hasta poder (variante: roba una). Quien domina, o tiene menos puntos en un tranque, se anota todos los puntos de los demás jugadores. Gana el primero que llega a 100 (o a 50).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Star</source>
        <translation>La estrella</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players; the 6-6 is surrounded by four sixes to form a star.</source>
        <translation>Cuatro jugadores; el seis doble se rodea de cuatro seises para formar una estrella.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Four players, seven tiles each. The 6-6 leads; the next four tiles must be sixes round it, forming a star. Then play on the four arms. Cannot play: pass. First out scores the others&apos; pips.</source>
        <translation>Cuatro jugadores, siete fichas cada uno. Sale el seis doble; las cuatro fichas siguientes deben ser seises a su alrededor, formando una estrella. Después se juega en los cuatro brazos. Si no puedes jugar, pasas. El primero que domina se anota los puntos de los demás.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lucky Draw</source>
        <translation>Golpe de suerte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every double opens four ways; all tiles are dealt, no drawing.</source>
        <translation>Cada doble abre cuatro salidas; se reparten todas las fichas, sin robo.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four players take seven tiles; three players take nine and the holder of the 6-6 also takes the last tile. The 6-6 leads; every double can be played off all four edges. Cannot play: pass.</source>
        <translation>Cuatro jugadores toman siete fichas; tres jugadores toman nueve y quien tiene el seis doble se queda también la última ficha. Sale el seis doble; cada doble se puede jugar por sus cuatro lados. Si no puedes jugar, pasas.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Partnership Block</source>
        <translation>Bloqueo por parejas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two teams of two, seven tiles each, no drawing; the locking team loses a tie.</source>
        <translation>Dos parejas, siete fichas cada uno, sin robo; en un empate pierde la pareja que trancó.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Four players in two teams, partners opposite; all 28 tiles dealt. The 6-6 leads. Cannot play: pass. The team that goes out scores the losing team&apos;s pips. Locked game: the lighter team takes the other team&apos;s pips; on a tie the team that locked the game loses.</source>
        <translation>Cuatro jugadores en dos parejas, sentados enfrente; se reparten las 28 fichas. Sale el seis doble. Si no puedes jugar, pasas. La pareja que domina se anota los puntos de la pareja perdedora. En un tranque la pareja con menos puntos se lleva los del otro equipo; en un empate pierde la pareja que trancó.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="+53"/>
        <source>All Fives</source>
        <translation>Todos los cincos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score the open ends whenever they add up to a multiple of five.</source>
        <translation>Anótate los extremos abiertos cada vez que suman un múltiplo de cinco.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seven tiles each for two players, five for three or four. The highest double leads. Every double is a spinner (its ends open once both sides are covered). After each play, if the open ends add up to a multiple of five the player scores that many points; a double at an end counts both halves. Cannot play: draw until you can. The player who goes out scores each opponent&apos;s pips rounded to the nearest five. First to 100 wins, at once.</source>
        <translation>Siete fichas cada uno para dos jugadores, cinco para tres o cuatro. Sale el doble más alto. Cada doble abre cuatro salidas (sus lados se abren cuando ambos extremos están cubiertos). Tras cada jugada, si los extremos abiertos suman un múltiplo de cinco, el jugador se anota esos puntos; un doble en un extremo cuenta sus dos mitades. Si no puedes jugar, roba hasta poder. Quien domina se anota los puntos de cada rival redondeados al cinco más cercano. Gana al instante el primero que llega a 100.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pub All Fives: five tiles, two sleeping tiles, lead any tile.</source>
        <translation>El «todos los cincos» de bar: cinco fichas, dos fichas dormidas, se sale con cualquier ficha.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Five tiles each. The holder of the highest double leads any tile. Play to either end; if the ends then add up to a multiple of five you score it (a double counts both halves: 3 + 6 + 6 = 15). Cannot play: draw, but the last two sleeping tiles are never drawn. At the end each loser&apos;s pips minus the winner&apos;s, rounded to the nearest five, go to the winner. With &apos;declare scores yourself&apos;, a score you forget can be claimed by the others: Muggins!</source>
        <translation>Cinco fichas cada uno. Quien tenga el doble más alto sale con cualquier ficha. Juega en cualquier extremo; si entonces los extremos suman un múltiplo de cinco, te lo anotas (un doble cuenta sus dos mitades: 3 + 6 + 6 = 15). Si no puedes jugar, roba, pero las dos últimas fichas dormidas no se roban nunca. Al final, los puntos de cada perdedor menos los del ganador, redondeados al cinco más cercano, son para el ganador. Con «cantar los puntos uno mismo», los demás pueden reclamar un tanto que olvides: ¡Muggins!</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Fives and Threes</source>
        <translation>Cincos y treses</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score open ends that make a multiple of three or of five.</source>
        <translation>Anótate los extremos abiertos que sumen un múltiplo de tres o de cinco.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>As Muggins, but a count that is a multiple of three or of five scores its value once (6 scores 6, 15 scores 15). At the end the winner scores the losers&apos; pips, minus his own for each loser when blocked.</source>
        <translation>Como el Muggins, pero una suma que es múltiplo de tres o de cinco vale su valor una vez (6 vale 6, 15 vale 15). Al final el ganador se anota los puntos de los perdedores, menos los suyos por cada perdedor si hay tranque.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Five Up</source>
        <translation>A 61 de cinco en cinco</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A point for every five on the open ends; every double is a spinner; 61 up.</source>
        <translation>Un punto por cada cinco en los extremos abiertos; cada doble abre cuatro salidas; a 61.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Draw a tile each: the heaviest leads any tile. Five tiles each; one tile always stays in the boneyard. Every double is a spinner. After each play, if the open ends add up to a multiple of five you score a point per five (15 scores 3); a double counts until both its sides are covered. The winner of the hand scores a point per five pips left in the opponents&apos; hands. First to 61 wins at once.</source>
        <translation>Cada uno roba una ficha: quien tenga la más pesada sale con cualquier ficha. Cinco fichas cada uno; siempre queda una ficha en el pozo. Cada doble abre cuatro salidas. Tras cada jugada, si los extremos abiertos suman un múltiplo de cinco te anotas un punto por cada cinco (15 vale 3); un doble cuenta hasta que sus dos lados estén cubiertos. El ganador de la mano se anota un punto por cada cinco puntos que queden en las manos de los rivales. Gana al instante el primero que llega a 61.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All Sevens</source>
        <translation>Todos los sietes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles join when the touching halves add up to seven; 6-1, 5-2, 4-3 and 0-0 are wild.</source>
        <translation>Las fichas se unen cuando las mitades que se tocan suman siete; 6-1, 5-2, 4-3 y 0-0 son comodines.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seven tiles each for two players, five for three or four. The highest double leads. Tiles are laid end to end; a half may touch an end only if the two add up to seven (a 2 against a 5). The wild tiles 6-1, 5-2, 4-3 and 0-0 go on any end at any time, and only they can follow a blank. You may draw while more than two tiles remain; you must draw if you cannot play. Going out scores the opponents&apos; pips; when blocked, the lightest hand scores the others&apos; pips minus its own.</source>
        <translation>Siete fichas cada uno para dos jugadores, cinco para tres o cuatro. Sale el doble más alto. Las fichas se ponen una tras otra; una mitad solo puede tocar un extremo si ambas suman siete (un 2 junto a un 5). Los comodines 6-1, 5-2, 4-3 y 0-0 van en cualquier extremo en cualquier momento, y solo ellos pueden seguir a una blanca. Puedes robar mientras queden más de dos fichas; debes robar si no puedes jugar. Quien domina se anota los puntos de los rivales; en un tranque, la mano más ligera se anota los puntos de los demás menos los suyos.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Bergen</source>
        <translation>Bergen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score 2 for a double-header and 3 for a triple-header; 15 up.</source>
        <translation>2 puntos por un doble extremo y 3 por un triple extremo; a 15.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Six tiles each. The lowest double leads and scores 2 at once. When both ends show the same number you score 2 (a double-header); when a double at one end matches the other end, 3 (a triple-header). Cannot play: draw, but two tiles always stay in the boneyard. First to 15 wins.</source>
        <translation>Seis fichas cada uno. Sale el doble más bajo, que vale 2 puntos al instante. Cuando los dos extremos muestran el mismo número te anotas 2 (doble extremo); cuando un doble en un extremo coincide con el otro extremo, 3 (triple extremo). Si no puedes jugar, roba, pero siempre quedan dos fichas en el pozo. Gana el primero que llega a 15.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="+124"/>
        <source>Bingo (solitaire)</source>
        <translation>Bingo (solitario)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count 0 to 12 along a row of 28 tiles; take each tile whose pips match its number.</source>
        <translation>Cuenta de 0 a 12 a lo largo de una fila de 28 fichas; quita cada ficha cuyos puntos coincidan con su número.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All 28 tiles lie face up in one row. Counting from the left, each tile is given the next number of 0, 1, 2 ... 12, 0, 1 ... When a tile&apos;s pips add up to the number it is given you may take it away; the next tile gets the next number. At the right end the gaps close and the count carries on from the left end. You win when every tile is gone; you lose when the count goes all the way round without a tile to take.</source>
        <translation>Las 28 fichas están boca arriba en una sola fila. Contando desde la izquierda, cada ficha recibe el número siguiente de 0, 1, 2 ... 12, 0, 1 ... Cuando los puntos de una ficha suman el número que recibe, puedes quitarla; la ficha siguiente recibe el número siguiente. Al llegar al extremo derecho los huecos se cierran y la cuenta sigue desde el extremo izquierdo. Ganas cuando no queda ninguna ficha; pierdes cuando la cuenta da toda la vuelta sin ninguna ficha que quitar.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+138"/>
        <source>Domino Patience</source>
        <translation>Paciencia de dominó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build one line from a hand of five, drawing when nothing fits; play all 28 tiles.</source>
        <translation>Forma una sola línea con una mano de cinco, robando cuando nada entra; juega las 28 fichas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold five tiles; play any one to start the line. Then play tiles from your hand onto either end where the numbers match (doubles lie crosswise but do not branch). When nothing in your hand fits, draw from the stock until you can play. You win when all 28 tiles are in the line; you lose when the stock is empty and nothing fits.</source>
        <translation>Tienes cinco fichas; juega cualquiera para empezar la línea. Después juega fichas de tu mano en cualquier extremo donde los números casen (los dobles van atravesados pero no abren ramas). Cuando nada de tu mano entra, roba del pozo hasta poder jugar. Ganas cuando las 28 fichas están en la línea; pierdes cuando el pozo está vacío y nada entra.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+18"/>
        <source>Five&apos;s the Limit</source>
        <translation>Cinco es el límite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patience with never more than five tiles in hand.</source>
        <translation>Paciencia sin tener nunca más de cinco fichas en la mano.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played like Domino Patience, but you may draw only while you hold fewer than five tiles: five tiles in hand and none fits is a loss, and so is an empty stock with nothing that fits. You win when all 28 tiles are in the line.</source>
        <translation>Se juega como la paciencia de dominó, pero solo puedes robar mientras tengas menos de cinco fichas: cinco fichas en la mano sin que ninguna entre es derrota, y también un pozo vacío sin nada que entre. Ganas cuando las 28 fichas están en la línea.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="+120"/>
        <source>Five Columns</source>
        <translation>Cinco columnas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pairs totalling 12 from the bottoms of five columns and a reserve.</source>
        <translation>Descarta parejas que sumen 12 del pie de cinco columnas y de una reserva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three tiles form the reserve; the other 25 lie in five columns of five. The bottom tile of each column and the reserve tiles are available. Discard any two available tiles whose pips total exactly 12; the tile above a discarded one becomes available. When a column is empty you may move the bottom tile of another column into it. You win when all 28 are discarded; you lose when no pair totals 12 and no move would uncover a tile.</source>
        <translation>Tres fichas forman la reserva; las otras 25 están en cinco columnas de cinco. La ficha de abajo de cada columna y las fichas de la reserva están disponibles. Descarta dos fichas disponibles cualesquiera cuyos puntos sumen exactamente 12; la ficha que había encima de una descartada queda disponible. Cuando una columna está vacía puedes mover a ella la ficha de abajo de otra columna. Ganas cuando las 28 están descartadas; pierdes cuando ninguna pareja suma 12 y ningún movimiento descubriría una ficha.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+82"/>
        <source>Twelve To Go</source>
        <translation>A por doce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pairs totalling 12 from six tiles showing, refilled from the stock.</source>
        <translation>Descarta parejas que sumen 12 entre seis fichas a la vista, repuestas del pozo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six tiles are face up; the other 22 are the stock. Discard any two showing tiles whose pips total 12; they are replaced from the stock while it lasts. You win when all 28 are discarded; you lose when no two showing tiles total 12.</source>
        <translation>Seis fichas están boca arriba; las otras 22 forman el pozo. Descarta dos fichas a la vista cuyos puntos sumen 12; se reponen del pozo mientras quede. Ganas cuando las 28 están descartadas; pierdes cuando no hay dos fichas a la vista que sumen 12.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/knock_out.py" line="+127"/>
        <source>Knock-Out</source>
        <translation>Eliminación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock out neighbours whose touching halves match until the line is gone.</source>
        <translation>Elimina vecinas cuyas mitades en contacto coinciden hasta que la línea desaparezca.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All 28 tiles lie end to end in one line, each turned face up where it lies. When two neighbours touch with the same number you may knock both out; the gap closes and their old neighbours now touch. Tiles are never turned. You win when the line is gone; you lose when no two touching halves match.</source>
        <translation>Las 28 fichas están una tras otra en una sola línea, cada una boca arriba donde está. Cuando dos vecinas se tocan con el mismo número puedes eliminar ambas; el hueco se cierra y sus antiguas vecinas pasan a tocarse. Las fichas nunca se giran. Ganas cuando la línea desaparece; pierdes cuando no coinciden dos mitades en contacto.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="+101"/>
        <source>Matching Numbers</source>
        <translation>Números iguales</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a tile from between two that share a number; deal the stock one tile at a time.</source>
        <translation>Quita una ficha que esté entre dos que comparten un número; saca las fichas del pozo de una en una.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three tiles start a row. When two tiles with exactly one tile between them share a number, the middle tile is taken away and the row closes up. If three neighbours all share one number you may take all three. When nothing can be taken, the next stock tile goes on the right end. You win when the stock and the row are both empty; you lose when the stock is empty and nothing can be taken.</source>
        <translation>Tres fichas empiezan una fila. Cuando dos fichas con exactamente una ficha entre ellas comparten un número, la ficha del medio se quita y la fila se cierra. Si tres vecinas comparten un mismo número puedes quitar las tres. Cuando no se puede quitar nada, la siguiente ficha del pozo va al extremo derecho. Ganas cuando el pozo y la fila están vacíos; pierdes cuando el pozo está vacío y no se puede quitar nada.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+851"/>
        <source>Mexican Train</source>
        <translation>Tren mexicano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build your own train from the engine, share the Mexican train, and satisfy every double; the lowest total after the last round wins.</source>
        <translation>Construye tu propio tren desde la locomotora, comparte el tren mexicano y cubre cada doble; gana el total más bajo tras la última ronda.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>One round for every double, from the highest down: the round&apos;s double, the engine, lies in the centre. Each player builds his own train from the engine; anyone may start and play on the one Mexican train. Play one tile matching the open end of your train, of the Mexican train or of any public train. With no tile to play, draw one and play it if it fits; otherwise your train becomes public (a marker on it) until you play on it again. A double is laid across and its player plays again: nobody may play anywhere else until a tile is played on the double. The round ends when someone plays his last tile, or when nobody can play; everyone adds the pips left in his hand to his total. The lowest total after the last round wins.</source>
        <translation>Una ronda por cada doble, del más alto hacia abajo: el doble de la ronda, la locomotora, está en el centro. Cada jugador construye su propio tren desde la locomotora; cualquiera puede empezar el único tren mexicano y jugar en él. Juega una ficha que case con el extremo abierto de tu tren, del tren mexicano o de cualquier tren público. Sin ficha que jugar, roba una y júgala si entra; si no, tu tren pasa a ser público (con un marcador) hasta que vuelvas a jugar en él. Un doble se pone atravesado y su jugador juega otra vez: nadie puede jugar en otro sitio hasta que se juegue una ficha sobre el doble. La ronda acaba cuando alguien juega su última ficha o cuando nadie puede jugar; cada uno suma a su total los puntos que le quedan en la mano. Gana el total más bajo tras la última ronda.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Chicken Foot</source>
        <translation>Pata de gallo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surround the engine, then grow the lines; every double is a chicken foot that needs three toes. The lowest total wins.</source>
        <translation>Rodea la locomotora y luego alarga las líneas; cada doble es una pata de gallo que necesita tres dedos. Gana el total más bajo.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>One round for every double, from the highest down: the round&apos;s double, the engine, lies in the centre. First four tiles must be played around it, one on each side and each end, each matching the engine. Then play one tile matching any free end. A double is laid across and becomes a chicken foot: the next three plays must be its toes, tiles matching it, before any other play. With no tile to play, draw one and play it if it fits. The round ends when someone plays his last tile, or when nobody can play; everyone adds the pips left in his hand (the double blank counts 50). The lowest total after the last round wins.</source>
        <translation>Una ronda por cada doble, del más alto hacia abajo: el doble de la ronda, la locomotora, está en el centro. Primero hay que jugar cuatro fichas a su alrededor, una en cada lado y en cada punta, cada una casando con la locomotora. Después juega una ficha que case con cualquier extremo libre. Un doble se pone atravesado y se convierte en una pata de gallo: las tres jugadas siguientes deben ser sus dedos, fichas que casen con él, antes de cualquier otra jugada. Sin ficha que jugar, roba una y júgala si entra. La ronda acaba cuando alguien juega su última ficha o cuando nadie puede jugar; cada uno suma los puntos que le quedan en la mano (el doble blanco cuenta 50). Gana el total más bajo tras la última ronda.</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <location filename="../dominoes_qt/ai/basic.py" line="+119"/>
        <source>Plays any legal move at random.</source>
        <translation>Juega cualquier jugada legal al azar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../dominoes_qt/app/players.py" line="+42"/>
        <source>Greedy</source>
        <translation>Codicioso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the move that scores most now, else its heaviest tile.</source>
        <translation>Juega la jugada que más puntos da ahora; si no, su ficha más pesada.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Plays its heaviest tile that fits.</source>
        <translation>Juega su ficha más pesada que entre.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/basic.py" line="-3"/>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Random</source>
        <extracomment>Weights of the greedy evaluation, in pips: a double is worth shedding early, and each number kept in hand (or tile still playable afterwards) is worth keeping options open. Scoring games: a point scored now outweighs any amount of shedding. Actions that put a known tile on the table (CHOOSE: Blind Dominoes&apos; choice of end).</extracomment>
        <translation>Al azar</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Plays any tile that fits, at random.</source>
        <translation>Juega cualquier ficha que entre, al azar.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/hard.py" line="+499"/>
        <source>Hard</source>
        <extracomment>Worth of a match won inside a play-out, as a share of the target score. Also read soft hints from the opponents&apos; plays (see inference.infer). The shipped budget (the strength table in docs/ai.md was measured with it). partner seats known to keep the convention (None: every partner; see meet_table)</extracomment>
        <translation>Difícil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A strong player: reads passes and draws to guess the hidden hands, then plays each move out many times before choosing. Two Hard partners signal: early in a hand each plays a double if it can, else the tile that leaves open the number it holds most of.</source>
        <translation>Un jugador fuerte: interpreta los pases y los robos para adivinar las manos ocultas, y simula cada jugada muchas veces antes de elegir. Dos compañeros en Difícil se hacen señas: al principio de la mano cada uno juega un doble si puede y, si no, la ficha que deja abierto el número del que más tiene.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/levels.py" line="+125"/>
        <source>Easy</source>
        <extracomment>Probability that ``easy`` plays a random legal tile instead of its simple preference.</extracomment>
        <translation>Fácil</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A beginner: plays any tile that fits, often without a second thought.</source>
        <translation>Un principiante: juega cualquier ficha que entre, a menudo sin pensarlo dos veces.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A solid club player: takes the best score on offer, sheds heavy tiles and plays to the numbers you have shown you lack.</source>
        <translation>Un buen jugador de club: se anota los mejores puntos posibles, se deshace de las fichas pesadas y juega a los números que has mostrado que te faltan.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/sampled_ab.py" line="+102"/>
        <source>Sampled alpha-beta</source>
        <extracomment>Deals sampled per decision. Search from this move of the hand on (counting every play, pass and draw as a move).</extracomment>
        <translation>Alfa-beta por muestreo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A yardstick for the arena: solves twenty guessed deals exactly from the eighth move and plays the best average; before that, its heaviest double or tile.</source>
        <translation>Una vara de medir para la arena: desde la octava jugada resuelve con exactitud veinte repartos supuestos y juega el mejor promedio; antes, su doble o ficha más pesada.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../dominoes_qt/rules/games/blind.py" line="-48"/>
        <source>Choose the end automatically</source>
        <translation>Elegir el extremo automáticamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a turned tile fits both ends, play it on the first one instead of asking.</source>
        <translation>Cuando una ficha descubierta entra por los dos extremos, jugarla en el primero en lugar de preguntar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A single hand, the winner takes it; or hands scored like Block and Draw until a player reaches 100.</source>
        <translation>Una sola mano y el ganador se la lleva; o manos puntuadas como en bloqueo y robo hasta que un jugador llegue a 100.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/games/common.py" line="+32"/>
        <source>Spinners</source>
        <translation>Dobles abiertos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no spinners the line has two ends; with every double a spinner, each double opens four ways (Blind Hughie).</source>
        <translation>Sin dobles abiertos la línea tiene dos extremos; si cada doble es abierto, cada doble abre cuatro salidas (Blind Hughie).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/block_draw.py" line="-185"/>
        <source>Blocked hand (preset)</source>
        <translation>Mano trancada (preajuste)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lightest hand scores the others&apos; pips minus its own (Classic booklet), or its own pips subtracted from each opponent&apos;s (Leaflet).</source>
        <translation>La mano más ligera se anota los puntos de los demás menos los suyos (folleto clásico), o sus propios puntos se restan a los de cada rival (folleto).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No double dealt</source>
        <translation>Ningún doble repartido</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nobody holds a double: shuffle and deal again, or let the heaviest tile lead instead.</source>
        <translation>Cuando nadie tiene un doble: barajar y repartir de nuevo, o que salga la ficha más pesada.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Both partners must chip out</source>
        <translation>Ambos compañeros deben dominar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A partnership wins only when both partners are out.</source>
        <translation>Una pareja gana solo cuando los dos compañeros han dominado.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Blocked hand award</source>
        <translation>Premio del tranque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a locked game the lighter team takes the other team&apos;s pips, or every pip left in both teams&apos; hands.</source>
        <translation>En un tranque la pareja más ligera se lleva los puntos del otro equipo, o todos los puntos que quedan en las manos de ambos equipos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead of later hands</source>
        <translation>Salida de las manos siguientes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first hand is led with the 6-6. Later hands: the 6-6 holder leads it again, or the lead passes to the left each hand, or the winner of the last hand leads; these two may lead any tile.</source>
        <translation>La primera mano se sale con el doble seis. En las siguientes: quien tenga el doble seis vuelve a salir con él, o la salida pasa a la izquierda en cada mano, o sale el ganador de la última mano; en estos dos casos se puede salir con cualquier ficha.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/common.py" line="-19"/>
        <source>Target score</source>
        <translation>Tanteo objetivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first side to reach this score wins the match.</source>
        <translation>Gana la partida el primer lado que alcanza este tanteo.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie in a blocked hand</source>
        <translation>Empate en un tranque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a blocked hand leaves the lightest hands tied: either nobody scores, or the side that blocked the game loses.</source>
        <translation>Cuando un tranque deja empatadas las manos más ligeras: o nadie se anota puntos, o pierde el lado que trancó el juego.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="-147"/>
        <source>Drawing</source>
        <translation>Robo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who cannot play either draws until a tile fits, or draws one tile and plays it if it fits, otherwise the turn ends.</source>
        <translation>Quien no puede jugar roba hasta que entra una ficha, o roba una y la juega si entra; si no, se acaba su turno.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Which doubles open four ways: all, only the first, or none.</source>
        <translation>Qué dobles abren cuatro salidas: todos, solo el primero o ninguno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spinner sides before tips</source>
        <translation>Lados del doble antes que las puntas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A spinner&apos;s ends open only after both of its sides are covered.</source>
        <translation>Los extremos de un doble abierto solo se abren cuando sus dos lados están cubiertos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-73"/>
        <source>Tiles per player (0 = the game&apos;s usual number)</source>
        <translation>Fichas por jugador (0 = el número habitual del juego)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+2"/>
        <source>Deal this many tiles to each player instead of the rule book&apos;s number.</source>
        <translation>Repartir este número de fichas a cada jugador en lugar del que indica el reglamento.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winners score the losers&apos; pips, or one point per hand won; with one point per hand the target is 5 unless you set another.</source>
        <translation>Los ganadores se anotan los puntos de los perdedores, o un punto por mano ganada; con un punto por mano se juega a 5 si no se elige otra meta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who may claim a missed score</source>
        <translation>Quién puede reclamar puntos no cantados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With partners and scores declared by hand: a score its maker did not declare may be claimed by the opponents only (as most club rules play it), or by any other player, the maker&apos;s partner too.</source>
        <translation>Por parejas y cantando los puntos: los puntos que su autor no cantó solo los pueden reclamar los rivales (como en la mayoría de los clubes), o cualquier otro jugador, también el compañero de quien los hizo.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="-71"/>
        <source>Declare scores yourself (Muggins!)</source>
        <translation>Cantar los puntos uno mismo (¡Muggins!)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores are not added automatically: declare them before the next tile is laid, or another player may claim them.</source>
        <translation>Los puntos no se suman solos: cántalos antes de poner la siguiente ficha, o otro jugador puede reclamarlos.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Previous hand&apos;s winner leads</source>
        <translation>Sale el ganador de la mano anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the first hand the winner of the last hand leads any tile.</source>
        <translation>Después de la primera mano, el ganador de la mano anterior sale con cualquier ficha.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Finish the hand before the match ends</source>
        <translation>Terminar la mano antes de acabar la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: reaching the target ends the match at once. On: the hand is played out and the highest total wins.</source>
        <translation>Desactivado: alcanzar la meta termina la partida al instante. Activado: la mano se juega hasta el final y gana el total más alto.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tiles that stay in the boneyard</source>
        <translation>Fichas que quedan en el pozo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This many boneyard tiles can never be drawn.</source>
        <translation>Este número de fichas del pozo no se puede robar nunca.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead</source>
        <translation>Salida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the hand, and whether a double must lead.</source>
        <translation>Quién sale en la mano, y si hay que salir con un doble.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Draw until a tile fits, draw one and play it if it fits, or draw one and end the turn.</source>
        <translation>Robar hasta que entre una ficha, robar una y jugarla si entra, o robar una y acabar el turno.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Scoring style</source>
        <translation>Estilo de puntuación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face value: a count of 15 scores 15. Pub: one point per three and per five in the count (15 scores 8), a point for chipping out, no drawing, seven tiles each for two players, and 61 up unless you set another target.</source>
        <translation>Valor nominal: una suma de 15 vale 15. De bar: un punto por cada tres y cada cinco de la suma (15 vale 8), un punto por dominar, sin robo, siete fichas cada uno con dos jugadores, y a 61 si no se elige otra meta.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Points for the tiles left</source>
        <translation>Puntos por las fichas restantes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A point per five pips left in the losers&apos; hands: all opponents together, rounded to the nearest five; each opponent rounded separately; never rounded up; or, in a blocked hand, minus the winner&apos;s own pips.</source>
        <translation>Un punto por cada cinco puntos que queden en las manos de los perdedores: todos los rivales juntos, redondeado al cinco más cercano; cada rival redondeado por separado; sin redondear nunca hacia arriba; o, en un tranque, menos los puntos del propio ganador.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Draw even when you could play</source>
        <translation>Robar aunque puedas jugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While more than two tiles sleep you may draw instead of playing.</source>
        <translation>Mientras duerman más de dos fichas puedes robar en lugar de jugar.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Bonus for winning the hand</source>
        <translation>Bonificación por ganar la mano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for the player who goes out or holds the lightest hand when play is blocked.</source>
        <translation>Puntos para el jugador que domina o que tiene la mano más ligera cuando hay tranque.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/base.py" line="+335"/>
        <source>Winnable deals only</source>
        <extracomment>Positions the solver may visit to prove a deal winnable (a count, not a time, so a replay of the record on any machine reproduces the same deal). Reshuffles tried before the deal is kept as it is (then it may not be winnable). Orientations of deals built rather than shuffled (Knock-Out&apos;s winnable lines), by order.</extracomment>
        <translation>Solo repartos ganables</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle again until the solver proves the deal can be won. If it cannot find one within a few seconds, you get an ordinary deal and are told it is not proved winnable.</source>
        <translation>Barajar de nuevo hasta que el resolvedor demuestre que el reparto se puede ganar. Si no encuentra uno en pocos segundos, recibes un reparto normal y se te avisa de que no está demostrado que se pueda ganar.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="+7"/>
        <source>Restart the count at 0 each pass</source>
        <translation>Reiniciar la cuenta en 0 en cada pasada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each time the count comes back to the left end of the row it starts again at 0 (harder: a pass with no tile taken loses).</source>
        <translation>Cada vez que la cuenta vuelve al extremo izquierdo de la fila empieza otra vez en 0 (más difícil: una pasada sin quitar ninguna ficha pierde).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take matching tiles automatically</source>
        <translation>Quitar las fichas coincidentes automáticamente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile whose pips equal the number called is always taken; you only watch the count go round.</source>
        <translation>Una ficha cuyos puntos igualan el número cantado siempre se quita; solo ves cómo da vueltas la cuenta.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+4"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+6"/>
        <source>Tiles in your opening hand</source>
        <translation>Fichas de tu mano inicial</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+1"/>
        <source>How many tiles you hold at the start.</source>
        <translation>Cuántas fichas tienes al empezar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Most tiles in your hand</source>
        <translation>Máximo de fichas en la mano</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+2"/>
        <source>Doubles open on all four sides</source>
        <translation>Los dobles se abren por los cuatro lados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every double, once laid, can be built on from all four sides.</source>
        <translation>Cada doble, una vez puesto, admite fichas por sus cuatro lados.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+1"/>
        <source>You may not draw while you hold this many tiles; holding this many with none that fits loses.</source>
        <translation>No puedes robar mientras tengas este número de fichas; tener este número sin que ninguna entre es derrota.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="+7"/>
        <source>Tiles in the reserve</source>
        <translation>Fichas en la reserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tiles start in the reserve (the rest go into the columns).</source>
        <translation>Cuántas fichas empiezan en la reserva (el resto va a las columnas).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+4"/>
        <source>Tiles face up</source>
        <translation>Fichas boca arriba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tiles are face up at once (fewer is harder).</source>
        <translation>Cuántas fichas están boca arriba a la vez (menos es más difícil).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="+6"/>
        <source>Take every tile you can before the next is dealt</source>
        <translation>Quitar todas las fichas posibles antes de sacar la siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that can be taken must be taken before the next tile is dealt; off, you may deal at any time.</source>
        <translation>Una ficha que se puede quitar debe quitarse antes de sacar la siguiente; desactivado, puedes sacar en cualquier momento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take three neighbours that share a number (needed to win)</source>
        <translation>Quitar tres vecinas que comparten un número (necesario para ganar)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three neighbours sharing one number may all be taken at once. Without it no deal can be won: a single tile goes only from between two others, so the two at the ends of the row always stay.</source>
        <translation>Tres vecinas que comparten un número se pueden quitar a la vez. Sin esto no se puede ganar ningún reparto: una ficha sola solo se quita de entre otras dos, así que las dos de los extremos de la fila siempre se quedan.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/catalogue.py" line="+164"/>
        <source>Partners sit opposite (4 players)</source>
        <extracomment>``apply(fields, value)`` sets Settings fields for a value; ``fields`` also holds ``players`` and ``set_n`` for options whose effect depends on them. choice -&gt; {other option key: default}: choosing the value changes other options&apos; defaults (pub Fives and Threes plays to 61); a value given for those options still wins. the GameState class that plays it: None for the shared line-game hand (or, with manual Muggins, its declaring hand; see ``match.hand_class_for``)</extracomment>
        <translation>Las parejas se sientan enfrente (4 jugadores)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Always on in this game: two teams of two, partners opposite each other.</source>
        <translation>Siempre en este juego: dos parejas, los compañeros sentados uno enfrente del otro.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play in two teams of two, partners opposite each other.</source>
        <translation>Jugar en dos parejas, los compañeros sentados uno enfrente del otro.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-6"/>
        <source>Rounds (0 = one per double)</source>
        <translation>Rondas (0 = una por doble)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a round for every double from the highest down to the double blank, or only this many rounds.</source>
        <translation>Juega una ronda por cada doble, del más alto al doble blanco, o solo este número de rondas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double blank left in hand counts</source>
        <translation>El doble blanco en la mano cuenta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 0-0 left in a hand at the end of a round counts 0 or 50 points.</source>
        <translation>El 0-0 que queda en una mano al final de una ronda cuenta 0 o 50 puntos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A double must be satisfied before going out</source>
        <translation>Hay que cubrir el doble antes de terminar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who plays his last tile as a double is not out until the double is satisfied.</source>
        <translation>Quien juega su última ficha como doble no termina hasta que el doble esté cubierto.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Satisfying a double</source>
        <translation>Cubrir un doble</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who lays a double plays again and must satisfy it first; or his extra play may go anywhere and only the next players must satisfy it.</source>
        <translation>Quien pone un doble juega otra vez y debe cubrirlo primero; o su jugada extra puede ir a cualquier sitio y solo los siguientes jugadores deben cubrirlo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run on the first turn</source>
        <translation>Tirada en el primer turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On his first turn of a round a player may lay any number of tiles along his own train.</source>
        <translation>En su primer turno de una ronda un jugador puede poner cuantas fichas quiera en su propio tren.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The centre</source>
        <translation>El centro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four tiles around the engine (one on each side and each end), or six, three on each long side (a double chicken foot), before any other play.</source>
        <translation>Cuatro fichas alrededor de la locomotora (una en cada lado y en cada punta), o seis, tres en cada lado largo (una doble pata de gallo), antes de cualquier otra jugada.</translation>
    </message>
</context>
<context>
    <name>punctuation</name>
    <message>
        <location filename="../dominoes_qt/app/i18n.py" line="+108"/>
        <source>%1: %2</source>
        <extracomment>(setting, name in its own language). Names are never translated: a reader must find theirs.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>rules</name>
    <message>
        <location filename="../dominoes_qt/rules/games/blind.py" line="-143"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+374"/>
        <location filename="../dominoes_qt/rules/muggins.py" line="+81"/>
        <source>The hand is over.</source>
        <extracomment>each seat&apos;s row, front first (tile ids); a tile stays in its row until placed
----------
All Sevens: tiles whose one half sums to seven with v, wilds excluded; and the wilds. The deal copy() passes to the constructor: no deal at all, the copy&apos;s attributes follow. a block game on a line of numbers matched (no drawing, no scores in the hand)
----------
the score made by the last tile laid, still open for its maker&apos;s declaration the undeclared score of the tile before, open to other players&apos; claims</extracomment>
        <translation>La mano ha terminado.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} cannot go there: choose one of the ends it fits.</source>
        <translation>{tile} no puede ir ahí: elige uno de los extremos donde entra.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the end for {tile} first.</source>
        <translation>Primero elige el extremo para {tile}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up the front tile of your row first.</source>
        <translation>Primero descubre la primera ficha de tu fila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Blind Dominoes you can only turn up the front tile of your row.</source>
        <translation>En el dominó ciego solo puedes descubrir la primera ficha de tu fila.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-432"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+169"/>
        <source>That is not allowed in this game.</source>
        <translation>Eso no está permitido en este juego.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/base.py" line="-200"/>
        <source>That is not a move in this game.</source>
        <extracomment>What a pointer gesture starts from or drops on: a tile id or a named place. One way to make a move: drag ``source`` onto ``target``, or click ``source`` (target None). the solitaire table&apos;s features: tiles lie across (Knock-Out), the row is counted along (Bingo), a face-down stock is dealt from (Matching, Patience, Twelve To Go) the hand limit shown on the table (Five&apos;s the Limit); 0: none positions &quot;winnable deals only&quot; may search in all before it keeps the plain deal (about 10 s of one core: a game whose positions cost more searches fewer) &quot;winnable deals only&quot;: True when the solver proved this deal winnable, False when it gave up at its bound (the deal is then an ordinary random one), None when not asked. the face-down stock, dealt from its end (None in a player&apos;s view: unseen)</extracomment>
        <translation>Eso no es una jugada de este juego.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>The game is over.</source>
        <translation>El juego ha terminado.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="-112"/>
        <source>Count 0 to 12 along the row</source>
        <extracomment>a counted row&apos;s positions cost more to search (about 65 µs each, 13 s for 200,000 with the count restarting each pass): fewer keep &quot;winnable deals only&quot; within about 10 s</extracomment>
        <translation>Cuenta de 0 a 12 a lo largo de la fila</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{tile} is not the tile being called: the count is at {number}.</source>
        <translation>{tile} no es la ficha que se canta: la cuenta va por {number}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{number} is called on {tile}, which does not match: no tile can be taken.</source>
        <translation>Se canta {number} sobre {tile}, que no coincide: no se puede tomar ninguna ficha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{number} is called on {tile}: click it to take it, or Space to go on.</source>
        <translation>Se canta {number} en {tile}: haz clic en ella para quitarla, o pulsa Espacio para seguir.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/knock_out.py" line="-96"/>
        <source>Knock out matching neighbours</source>
        <translation>Elimina vecinas que coincidan</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Drag a tile onto its neighbour where the touching halves match.</source>
        <translation>Arrastra una ficha sobre su vecina donde las mitades en contacto coinciden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{a} and {b} are not neighbours.</source>
        <translation>{a} y {b} no son vecinas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The touching halves of {a} and {b} differ ({x} and {y}).</source>
        <translation>Las mitades en contacto de {a} y {b} son distintas ({x} y {y}).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="-92"/>
        <source>Take a tile between two that share a number</source>
        <translation>Quita una ficha entre dos que comparten un número</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Click a lit tile to take it (drag it onto a neighbour to take all three when they share a number).</source>
        <translation>Haz clic en una ficha iluminada para quitarla (arrástrala sobre una vecina para quitar las tres cuando comparten un número).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click the stock for the next tile.</source>
        <translation>Haz clic en el pozo para sacar la siguiente ficha.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the tiles you can first: a tile between two that share a number goes.</source>
        <translation>Primero quita las fichas que puedas: se va una ficha que está entre dos que comparten un número.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="-26"/>
        <source>The stock is empty.</source>
        <translation>El pozo está vacío.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} can go only when its two neighbours share a number.</source>
        <translation>{tile} solo puede irse cuando sus dos vecinas comparten un número.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="-25"/>
        <source>Drag a tile onto another so that the two total 12.</source>
        <translation>Arrastra una ficha sobre otra de modo que las dos sumen 12.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{tile} is not face up: pair two of the tiles showing.</source>
        <translation>{tile} no está boca arriba: junta dos de las fichas visibles.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="-17"/>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+3"/>
        <source>{a} and {b} total {total}, not 12.</source>
        <translation>{a} y {b} suman {total}, no 12.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Drag an available tile onto another so that the two total 12 (or a column&apos;s bottom tile onto an empty column).</source>
        <translation>Arrastra una ficha disponible sobre otra de modo que las dos sumen 12 (o la ficha de abajo de una columna a una columna vacía).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only the bottom tile of a column of two or more moves, to an empty column.</source>
        <translation>Solo se mueve la ficha de abajo de una columna de dos o más, y a una columna vacía.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{tile} is covered: only the bottom tile of a column and the reserve are available.</source>
        <translation>{tile} está tapada: solo están disponibles la ficha de abajo de cada columna y la reserva.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="-13"/>
        <source>Drag a tile from your hand to start the line.</source>
        <translation>Arrastra una ficha de tu mano para empezar la línea.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag a tile from your hand onto a lit end.</source>
        <translation>Arrastra una ficha de tu mano a un extremo iluminado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing fits: click the stock to draw.</source>
        <translation>Nada entra: haz clic en el pozo para robar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A tile in your hand fits: play it before you draw.</source>
        <translation>Una ficha de tu mano entra: juégala antes de robar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is full ({limit} tiles).</source>
        <translation>Tu mano está llena ({limit} fichas).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-19"/>
        <location filename="../dominoes_qt/rules/hand.py" line="-135"/>
        <location line="+6"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+3"/>
        <source>{tile} does not match {end}.</source>
        <translation>{tile} no casa con {end}.</translation>
    </message>
    <message>
        <location line="-10"/>
        <location filename="../dominoes_qt/rules/hand.py" line="-35"/>
        <source>Name a tile to play.</source>
        <translation>Indica una ficha para jugar.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The round is over.</source>
        <extracomment>Chicken Foot: the first socket of placed tiles (lower ids are the engine&apos;s sides). Mexican Train: each personal train&apos;s marker, and the trains with an unsatisfied double Chicken Foot: the chicken foot whose toes are awaited (placement index, -1 none) the seat to act has already played this turn (a double&apos;s bonus play or a run) must_satisfy_to_go_out: seat -&gt; the placement of the double that was its last tile</extracomment>
        <translation>La ronda ha terminado.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>{tile} is not in your hand.</source>
        <translation>{tile} no está en tu mano.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile you drew does not fit: pass.</source>
        <translation>La ficha que robaste no entra: pasa.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You must play the tile you drew.</source>
        <translation>Debes jugar la ficha que robaste.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may draw only one tile: pass.</source>
        <translation>Solo puedes robar una ficha: pasa.</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>There is no such train.</source>
        <extracomment>the placements of each train: 0 .. p - 1 personal, p the Mexican train trains whose last tile is an unsatisfied double, oldest first</extracomment>
        <translation>Ese tren no existe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The double {tile} must be satisfied first.</source>
        <translation>Primero hay que cubrir el doble {tile}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On your first turn you may go on only along your own train.</source>
        <translation>En tu primer turno solo puedes seguir por tu propio tren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s train is private.</source>
        <translation>El tren de {owner} es privado.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>First the engine&apos;s sides: every side of the centre needs a tile.</source>
        <extracomment>every free socket, socket -&gt; number shown (insertion ordered)</extracomment>
        <translation>Primero los lados de la locomotora: cada lado del centro necesita una ficha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chicken foot on {tile} needs its three toes first.</source>
        <translation>La pata de gallo del {tile} necesita antes sus tres dedos.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+3"/>
        <source>The first tile has already been played.</source>
        <translation>La primera ficha ya se ha jugado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} has no {end}.</source>
        <translation>{tile} no tiene {end}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand must start with {tile}.</source>
        <translation>La mano debe empezar con {tile}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} cannot lead.</source>
        <translation>{tile} no puede salir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is on the table yet: lead a tile.</source>
        <translation>Aún no hay nada en la mesa: sal con una ficha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That end is not open yet.</source>
        <translation>Ese extremo aún no está abierto.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-307"/>
        <location line="+224"/>
        <location line="+85"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <source>That is not an open end.</source>
        <translation>Eso no es un extremo abierto.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>{tile} does not fit any open end: draw a tile.</source>
        <translation>{tile} no entra en ningún extremo abierto: roba una ficha.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} cannot go on the {end}: a half must make seven with it.</source>
        <translation>{tile} no puede ir en {end}: una mitad debe sumar siete con él.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-331"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+8"/>
        <source>{tile} must touch the {end} with its {end} half.</source>
        <translation>{tile} debe tocar {end} con su mitad {end}.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+4"/>
        <source>{tile} does not match {end} (open ends show {ends}).</source>
        <translation>{tile} no casa con {end} (los extremos abiertos muestran {ends}).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+7"/>
        <location line="+6"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+4"/>
        <location line="+6"/>
        <source>You hold a tile that fits: you must play it.</source>
        <translation>Tienes una ficha que entra: debes jugarla.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="-4"/>
        <source>This game has no drawing: pass instead.</source>
        <translation>En este juego no se roba: pasa.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-3"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <source>You cannot draw: the boneyard is used up.</source>
        <translation>No puedes robar: el pozo se ha agotado.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+5"/>
        <source>You must draw from the boneyard before passing.</source>
        <translation>Debes robar del pozo antes de pasar.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>Scores are added automatically in this game.</source>
        <translation>En este juego los puntos se suman solos.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-11"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <location filename="../dominoes_qt/rules/muggins.py" line="+21"/>
        <source>That is not allowed now.</source>
        <translation>Eso no está permitido ahora.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/muggins.py" line="-19"/>
        <source>There is no seat {seat}.</source>
        <translation>No hay ningún puesto {seat}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to declare.</source>
        <translation>No hay nada que cantar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player who scored can declare.</source>
        <translation>Solo puede cantar el jugador que hizo los puntos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong amount: the score is {points} ({detail}), not {declared}.</source>
        <translation>Cantidad incorrecta: el tanteo es {points} ({detail}), no {declared}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no missed score to claim.</source>
        <translation>No hay ningún tanto olvidado que reclamar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot claim your own missed score.</source>
        <translation>No puedes reclamar tu propio tanto olvidado.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot claim your partner&apos;s missed score.</source>
        <translation>No puedes reclamar el tanto olvidado de tu compañero.</translation>
    </message>
</context>
<context>
    <name>scores</name>
    <message>
        <location filename="../dominoes_qt/app/score_words.py" line="+22"/>
        <source>double-header</source>
        <translation>doble extremo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple-header</source>
        <translation>triple extremo</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
</context>
<context>
    <name>seats</name>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="+57"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>South</source>
        <extracomment>Levels listed first, in this order, when the registry has them. The level a new computer seat gets: the first of these that exists, else the first level.</extracomment>
        <translation>Sur</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <location filename="../dominoes_qt/app/status_words.py" line="+8"/>
        <location line="+4"/>
        <source>North</source>
        <translation>Norte</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+2"/>
        <location filename="../dominoes_qt/app/status_words.py" line="-3"/>
        <location line="+2"/>
        <source>West</source>
        <translation>Oeste</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <location filename="../dominoes_qt/app/status_words.py" line="-1"/>
        <location line="+2"/>
        <source>East</source>
        <translation>Este</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/online/controller.py" line="-248"/>
        <location filename="../dominoes_qt/app/online/side_panel.py" line="-72"/>
        <location filename="../dominoes_qt/app/players.py" line="+13"/>
        <location line="+21"/>
        <location filename="../dominoes_qt/app/status_words.py" line="+4"/>
        <source>Player %1</source>
        <translation>Jugador %1</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="-16"/>
        <source>You</source>
        <translation>Tú</translation>
    </message>
</context>
</TS>
