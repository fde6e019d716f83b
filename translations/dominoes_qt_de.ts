<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/columns.py" line="+29"/>
        <source>Empty</source>
        <translation>Leer</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../dominoes_qt/scene/solitaire_layouts/six_up.py" line="+38"/>
        <source>Discard pairs totalling 12</source>
        <translation>Paare mit der Summe 12 ablegen</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/line.py" line="+50"/>
        <source>Start here</source>
        <extracomment>The table the line snakes in (tile units) and the hand row under it.</extracomment>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/scene/solitaire_layouts/six_up.py" line="-1"/>
        <source>Stock</source>
        <translation>Talon</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>At most %n tile(s) in hand.</source>
        <translation>
            <numerusform>Höchstens %n Stein auf der Hand.</numerusform>
            <numerusform>Höchstens %n Steine auf der Hand.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/row.py" line="+52"/>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../dominoes_qt/app/action_bar.py" line="+52"/>
        <source>Scores are declared by hand in this game:</source>
        <translation>In diesem Spiel werden Punkte von Hand angesagt:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Declare %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Muggins! (%1)</source>
        <translation>Muggins! (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins!</source>
        <translation>Muggins!</translation>
    </message>
</context>
<context>
    <name>ControlsHelpDialog</name>
    <message>
        <location filename="../dominoes_qt/app/controls_help.py" line="+33"/>
        <source>Keyboard and Mouse</source>
        <translation>Tastatur und Maus</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Drag a tile from your hand onto a lit end to play it. Dropped anywhere else it goes back, and the status line says why.</source>
        <translation>Ziehe einen Stein aus deiner Hand an ein helles Ende, um ihn zu legen. Woanders losgelassen, kehrt er zurück, und die Statuszeile sagt, warum.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or click a tile: its ends light up; click one of them to play it there.</source>
        <translation>Oder klicke einen Stein an: Seine Enden leuchten auf; klicke eines davon an, um ihn dort zu legen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a tile that fits only one way to play it at once.</source>
        <translation>Doppelklicke einen Stein, der nur auf eine Weise passt, um ihn sofort zu legen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the boneyard to draw when no tile fits.</source>
        <translation>Klicke auf den Talon, um zu kaufen, wenn kein Stein passt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a tile along your hand to put it where you like.</source>
        <translation>Ziehe einen Stein in deiner Hand entlang, um ihn dorthin zu stellen, wo du willst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left, Right</source>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose a tile of your hand</source>
        <translation>wählt einen Stein deiner Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up, Down, Tab</source>
        <translation>Auf, Ab, Tab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose the end to play it on</source>
        <translation>wählt das Ende, an das er kommt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>play the chosen tile on the chosen end</source>
        <translation>legt den gewählten Stein an das gewählte Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>draw from the boneyard</source>
        <translation>kauft aus dem Talon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation>Leertaste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pass when you must; turn up your next tile (Blind Dominoes); make an announced draw or pass at once</source>
        <translation>passt, wenn du musst; deckt deinen nächsten Stein auf (Blindes Domino); führt ein angekündigtes Kaufen oder Passen sofort aus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>let go of the chosen tile</source>
        <translation>lässt den gewählten Stein los</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hint: the move a strong player would make</source>
        <translation>Tipp: der Zug, den ein starker Spieler machen würde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undo: take back your last move and the computers&apos; replies since. Undo stays within the current hand: once a hand is over its moves can no longer be taken back.</source>
        <translation>Rückgängig: nimmt deinen letzten Zug und die Antworten des Computers seitdem zurück. Rückgängig bleibt in der laufenden Runde: Ist eine Runde vorbei, können ihre Züge nicht mehr zurückgenommen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>redo: make again the moves you took back, until you make a new one</source>
        <translation>Wiederholen: macht die zurückgenommenen Züge noch einmal, bis du einen neuen Zug machst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>new game</source>
        <translation>neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rules of the game on the table</source>
        <translation>die Regeln des Spiels auf dem Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a tile that can move, then a lit place; or drag it there. A tile, or the stock, with a move of its own is played by a click.</source>
        <translation>Klicke einen Stein an, der sich bewegen kann, dann einen hellen Platz; oder ziehe ihn dorthin. Ein Stein, oder der Talon, mit einem eigenen Zug wird mit einem Klick gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyboard: Left and Right choose a tile, Up, Down or Tab where it goes, Enter plays, D or Space takes from the stock, Esc lets go.</source>
        <translation>Tastatur: Links und Rechts wählen einen Stein, Auf, Ab oder Tab, wohin er kommt, Eingabe spielt, D oder Leertaste nehmen aus dem Talon, Esc lässt los.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the mouse</source>
        <translation>Mit der Maus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With the keyboard</source>
        <translation>Mit der Tastatur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solitaires</source>
        <translation>Patiencen</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <location filename="../dominoes_qt/app/demo.py" line="+124"/>
        <source>Demo over: your game is back.</source>
        <extracomment>Pause before each computer move in the demo (at least: a slower chosen speed is kept). How long the rest of the key or click that ended the demo is waited for (then the game has the keyboard and the mouse again, even if a release never came). Pause on a finished hand or game before the next one is dealt. The demo started (True) or stopped (False).</extracomment>
        <translation>Demo beendet: dein Spiel ist zurück.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Demo: the computers play. Click or press a key to stop.</source>
        <translation>Demo: der Computer spielt. Zum Beenden klicken oder eine Taste drücken.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../dominoes_qt/app/controller.py" line="+198"/>
        <source>You</source>
        <extracomment>Default pause before each computer move and before a forced action is applied. Levels asked for hints, strongest first. how long computers wait before laying the next tile while a person may still press Declare or Muggins! (manual Muggins), so the window is a real one pause after announcing a forced action (None: the computer delay) (hand index, history index) of actions the controller applied for a human by itself what each undo took back, latest last, as (seat, action, forced) steps: redo applies them again; a new move, a new hand or another game forgets them</extracomment>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/app/review_window.py" line="+82"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/review_controller.py" line="+157"/>
        <location filename="../dominoes_qt/app/table_base.py" line="+175"/>
        <source>%1 &amp; %2</source>
        <extracomment>Kinds the table handles itself; any other legal kind gets a button (DECLARE, MUGGINS). The least time the first forced step of a person&apos;s turn stays on the status line (&quot;Your turn: no tile fits, so you draw a tile.&quot;), so it can be read before the draw is made. the status line&apos;s sentences (moves, prompts, scores) Draw Automatically: a lone draw is announced and made like a lone pass the person to act has been told it is their turn (a forced draw first says so) what happened since each person&apos;s last own move (prefixed to &quot;Your turn&quot;) the last message said and how to word it again (a live language switch)</extracomment>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/controller.py" line="+52"/>
        <source>There is no game on the table.</source>
        <translation>Es liegt kein Spiel auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn.</source>
        <translation>Warte, bis du am Zug bist.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>There is nothing to undo in this hand.</source>
        <translation>In dieser Runde gibt es nichts zurückzunehmen.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move taken back.</source>
        <translation>Zug zurückgenommen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn du am Zug bist.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Pass the computer to %1.</source>
        <translation>Gib den Computer an %1 weiter.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../dominoes_qt/app/game_files.py" line="+132"/>
        <source>&amp;Open…</source>
        <extracomment>The settings changed (Preferences or a menu toggle); the window applies the visual ones. The file of the game on the table changed (&quot;&quot; when it has none). False: no autosave, statistics or settings are read or written (screenshots, demos); Open and Save still work. Notices across the top of the window (the window puts this in its layout). read when first needed (a hand ends, the dialog opens), not for the first window The file the game on the table was opened from or saved to. (setup, moves) of the game on the table as that file holds it: no need to ask before replacing a game that is in its file as it stands. Undos in the game on the table (recorded with its result). the tile tracker was shown during the game on the table (counted as assisted) False: the autosave is left alone this session (an unfinished game is in it that could not be kept as a file). True while a demo plays (app/demo.py): its games are neither saved nor counted start-up: writes wait until the first frame is on screen (see hold_writes)</extracomment>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume a saved game</source>
        <translation>Ein gespeichertes Spiel fortsetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game to play it later</source>
        <translation>Das Spiel speichern, um später weiterzuspielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the game to a new file</source>
        <translation>Das Spiel in eine neue Datei speichern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Menu</source>
        <translation>Menü &amp;leeren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands and matches played and won</source>
        <translation>Gespielte und gewonnene Runden und Partien</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Your game cannot be saved automatically: %1. It is still on the table; to keep it, save it somewhere else with File ▸ Save As….</source>
        <translation>Dein Spiel kann nicht automatisch gespeichert werden: %1. Es liegt weiter auf dem Tisch; um es zu behalten, speichere es mit Datei ▸ Speichern unter… an einem anderen Ort.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your statistics cannot be saved (%1): the results of this session will be forgotten when you quit.</source>
        <translation>Deine Statistik kann nicht gespeichert werden (%1): Die Ergebnisse dieser Sitzung gehen beim Beenden verloren.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file could not be used (%1), so the default settings are in use.</source>
        <translation>Deine Einstellungsdatei war nicht zu gebrauchen (%1), daher gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your statistics file could not be used (%1), so the statistics start again from zero.</source>
        <translation>Deine Statistikdatei war nicht zu gebrauchen (%1), daher beginnt die Statistik wieder bei null.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The old file was kept as %1.</source>
        <translation>Die alte Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old file could not be moved, and was left as it is: %1.</source>
        <translation>Die alte Datei konnte nicht verschoben werden und blieb, wie sie ist: %1.</translation>
    </message>
</context>
<context>
    <name>GameFilesOpenSave</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_open_save.py" line="+74"/>
        <source>Dominoes games (*%1);;All files (*)</source>
        <translation>Domino-Spiele (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Open Game in Review</source>
        <translation>Partie in der Analyse öffnen</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened %1: this game is over.</source>
        <translation>%1 geöffnet: Diese Partie ist beendet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file does not exist.</source>
        <translation>Die Datei existiert nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game (it is not text).</source>
        <translation>Die Datei ist kein gespeichertes Spiel (sie ist kein Text).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game (it is not JSON).</source>
        <translation>Die Datei ist kein gespeichertes Spiel (sie ist kein JSON).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is incomplete: it was cut off.</source>
        <translation>Die Datei ist unvollständig: sie wurde abgeschnitten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Dominoes Qt game.</source>
        <translation>Die Datei ist kein Spiel von Dominoes Qt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was saved by a newer version of Dominoes Qt. Please update.</source>
        <translation>Das Spiel wurde mit einer neueren Version von Dominoes Qt gespeichert. Bitte aktualisiere das Programm.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is damaged or was changed: it cannot be replayed.</source>
        <translation>Das gespeicherte Spiel ist beschädigt oder wurde verändert: es kann nicht nachgespielt werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” could not be opened.

%2

Details: %3</source>
        <translation>„%1“ konnte nicht geöffnet werden.

%2

Einzelheiten: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save Game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot Save Game</source>
        <translation>Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to “%1”.

%2</source>
        <translation>Das Spiel konnte nicht in „%1“ gespeichert werden.

%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Your game of %1 is not finished (%n move(s) played). Save it before it leaves the table?</source>
        <translation>
            <numerusform>Deine Partie ist nicht zu Ende (%1, %n Zug gespielt). Vorher speichern?</numerusform>
            <numerusform>Deine Partie ist nicht zu Ende (%1, %n Züge gespielt). Vorher speichern?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unfinished Game</source>
        <translation>Unbeendetes Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you do not save it, its moves are lost.</source>
        <translation>Wenn du sie nicht speicherst, gehen ihre Züge verloren.</translation>
    </message>
</context>
<context>
    <name>GameFilesSettings</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_settings.py" line="+120"/>
        <source>Your settings cannot be saved (%1): changes apply until you quit.</source>
        <translation>Deine Einstellungen können nicht gespeichert werden (%1): Änderungen gelten bis zum Beenden.</translation>
    </message>
</context>
<context>
    <name>GameFilesStartUp</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_start_up.py" line="+86"/>
        <source>Your unfinished game is back on the table.</source>
        <translation>Dein unvollendetes Spiel liegt wieder auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your unfinished game could not be kept as a file (%1). It stays in the automatic save, so this game will not be saved automatically.</source>
        <translation>Dein unvollendetes Spiel konnte nicht als Datei aufbewahrt werden (%1). Es bleibt in der automatischen Sicherung, daher wird dieses Spiel nicht automatisch gespeichert.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your unfinished game of %1 was kept as %2. Open it with File ▸ Open Recent to play on.</source>
        <translation>Deine unfertige Partie (%1) wurde als %2 aufbewahrt. Öffne sie mit Datei ▸ Zuletzt geöffnet, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automatic save of your last game is damaged and cannot be resumed.

%1</source>
        <translation>Die automatische Sicherung deines letzten Spiels ist beschädigt und kann nicht fortgesetzt werden.

%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept as %1.</source>
        <translation>Die Datei wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished Game Lost</source>
        <translation>Unvollendetes Spiel verloren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The automatic save of your last game was damaged: the game goes back to its last move that could be checked, and the moves after it are lost (%1).</source>
        <translation>Die automatische Sicherung deiner letzten Partie war beschädigt: Die Partie geht zum letzten Zug zurück, der geprüft werden konnte, und die Züge danach sind verloren (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The damaged part was kept as %1.</source>
        <translation>Der beschädigte Teil wurde als %1 aufbewahrt.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>You have an unfinished game of %1 (%n move(s) played). Resume it?</source>
        <translation>
            <numerusform>Du hast eine unfertige Partie (%1, %n Zug gespielt). Fortsetzen?</numerusform>
            <numerusform>Du hast eine unfertige Partie (%1, %n Züge gespielt). Fortsetzen?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Resume Game</source>
        <translation>Spiel fortsetzen</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../dominoes_qt/app/hand_summary.py" line="+92"/>
        <source>Player %1</source>
        <extracomment>Tiles per line in a player&apos;s row before it wraps. Score lines shown before the list of points scrolls.</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End of the match</source>
        <extracomment>The hand the result belongs to, when it is still the match&apos;s current hand. True once the player chose &quot;New game&quot; at the end of the match.</extracomment>
        <translation>Ende der Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the hand</source>
        <translation>Ende der Runde</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You went out</source>
        <translation>Du bist alle Steine los</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 went out</source>
        <translation>%1 ist alle Steine los</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blocked — you share the win with %1</source>
        <translation>Blockiert — du teilst dir den Sieg mit %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked — %1 share the win</source>
        <translation>Blockiert — %1 teilen sich den Sieg</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie: nobody scores</source>
        <translation>Gleichstand: niemand punktet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked — a tie, and the side that blocked loses</source>
        <translation>Blockiert — Gleichstand, und wer blockiert hat, verliert</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blocked — your side has the fewest pips</source>
        <translation>Blockiert — dein Team hat die wenigsten Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked — %1 have the fewest pips</source>
        <translation>Blockiert — %1 haben die wenigsten Augen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blocked — you have the fewest pips</source>
        <translation>Blockiert — du hast die wenigsten Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked — %1 has the fewest pips</source>
        <translation>Blockiert — %1 hat die wenigsten Augen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target reached</source>
        <translation>Ziel erreicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody wins the hand</source>
        <translation>Niemand gewinnt die Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the hand</source>
        <translation>%1 gewinnt die Runde</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You share the win with %1!</source>
        <translation>Du teilst dir den Sieg mit %1!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share the win.</source>
        <translation>%1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody wins outright: a shared result.</source>
        <translation>Niemand gewinnt allein: ein geteiltes Ergebnis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game.</source>
        <translation>%1 gewinnt das Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match ends in a tie.</source>
        <translation>Die Partie endet unentschieden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You and %1 win the match %2 to %3!</source>
        <translation>Du und %1 gewinnt die Partie %2 zu %3!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the match %2 to %3!</source>
        <translation>Du gewinnst die Partie %2 zu %3!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win the match %2 to %3.</source>
        <translation>%1 gewinnen die Partie %2 zu %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the match %2 to %3.</source>
        <translation>%1 gewinnt die Partie %2 zu %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match with %1 points!</source>
        <translation>Du gewinnst die Partie mit %1 Punkten!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the match with %2 points.</source>
        <translation>%1 gewinnt die Partie mit %2 Punkten.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Next hand</source>
        <translation>Nächste &amp;Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Next round</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Review…</source>
        <extracomment>&quot;Review&quot;: the game move by move, graded by the coach (the window connects it)</extracomment>
        <translation>&amp;Analyse…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game move by move, each move graded by the coach</source>
        <translation>Die Partie Zug für Zug durchgehen, jeder Zug vom Trainer bewertet</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Re&amp;play this deal…</source>
        <extracomment>&quot;Replay this deal&quot;: the same tiles again, in your seat or another</extracomment>
        <translation>Diese Verteilung &amp;nachspielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal these tiles again, in your seat or another, and compare the results</source>
        <translation>Diese Steine noch einmal austeilen, auf deinem Platz oder einem anderen, und die Ergebnisse vergleichen</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 — round %2 of %3, engine %4-%4</source>
        <extracomment>notes added by the window (a replayed deal&apos;s comparison), above the buttons</extracomment>
        <translation>%1 — Runde %2 von %3, Lok %4-%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — hand %2</source>
        <translation>%1 — Runde %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiles left</source>
        <translation>Übrige Steine</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n Auge</numerusform>
            <numerusform>%n Augen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>out</source>
        <translation>fertig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no tiles</source>
        <translation>keine Steine</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>for the hand</source>
        <translation>für die Runde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>open ends count %1</source>
        <translation>offene Enden zählen %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>the pips left in the opponents&apos; hands</source>
        <translation>die Augen, die in den Händen der Gegner bleiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>the opponents&apos; pips minus the winning side&apos;s</source>
        <translation>die Augen der Gegner minus die des siegreichen Teams</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the opponents&apos; pips, rounded to the nearest 5</source>
        <translation>die Augen der Gegner, auf die nächste 5 gerundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the opponents&apos; pips minus the winning side&apos;s, rounded to the nearest 5</source>
        <translation>die Augen der Gegner minus die des siegreichen Teams, auf die nächste 5 gerundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips left in the opponents&apos; hands, rounded to the nearest 5</source>
        <translation>ein Punkt je 5 Augen, die in den Händen der Gegner bleiben, auf die nächste 5 gerundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every full 5 pips left in the opponents&apos; hands</source>
        <translation>ein Punkt je volle 5 Augen, die in den Händen der Gegner bleiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips in the opponents&apos; hands, rounded to the nearest 5</source>
        <translation>ein Punkt je 5 Augen in den Händen der Gegner, auf die nächste 5 gerundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips the opponents hold more than the winning side, rounded to the nearest 5</source>
        <translation>ein Punkt je 5 Augen, die die Gegner mehr haben als das siegreiche Team, auf die nächste 5 gerundet</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No points for the hand: %1</source>
        <translation>Keine Punkte für die Runde: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No points for the hand.</source>
        <translation>Keine Punkte für die Runde.</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>for the hand: %1</source>
        <translation>für die Runde: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a point for every 5</source>
        <translation>ein Punkt je 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a point for every 5 and every 3</source>
        <translation>ein Punkt je 5 und je 3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Muggins! %1</source>
        <translation>Muggins! %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bonus: %1</source>
        <translation>Bonus: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+1"/>
        <source>the pips left in the other hands</source>
        <translation>die Augen, die in den anderen Händen bleiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>all the pips left in every hand</source>
        <translation>alle Augen, die in allen Händen bleiben</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>the other hands&apos; pips minus the winner&apos;s</source>
        <translation>die Augen der anderen Hände minus die des Gewinners</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each other hand&apos;s pips minus the winner&apos;s</source>
        <translation>die Augen jeder anderen Hand minus die des Gewinners</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each other hand&apos;s pips, rounded to the nearest 5</source>
        <translation>die Augen jeder anderen Hand, auf die nächste 5 gerundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each other hand&apos;s pips minus the winner&apos;s, rounded to the nearest 5</source>
        <translation>die Augen jeder anderen Hand minus die des Gewinners, auf die nächste 5 gerundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips left in the other hands, rounded to the nearest 5</source>
        <translation>ein Punkt je 5 Augen, die in den anderen Händen bleiben, auf die nächste 5 gerundet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a point for every full 5 pips left in the other hands</source>
        <translation>ein Punkt je volle 5 Augen, die in den anderen Händen bleiben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips in each other hand, rounded to the nearest 5</source>
        <translation>ein Punkt je 5 Augen jeder anderen Hand, auf die nächste 5 gerundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips the other hands hold more than the winner, rounded to the nearest 5</source>
        <translation>ein Punkt je 5 Augen, die die anderen Hände mehr haben als der Gewinner, auf die nächste 5 gerundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>one point for winning the hand</source>
        <translation>ein Punkt für die gewonnene Runde</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points this hand</source>
        <translation>Punkte dieser Runde</translation>
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
        <translation>Niemand punktet in dieser Runde.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This hand</source>
        <translation>Diese Runde</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The lowest total after round %1 wins the match.</source>
        <translation>Die niedrigste Summe nach Runde %1 gewinnt die Partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First to %1 points wins the match.</source>
        <translation>Wer zuerst %1 Punkte hat, gewinnt die Partie.</translation>
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
        <translation>Dein Tisch</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>You were hosting table %1 — go back to it?</source>
        <translation>Du hast Tisch %1 eröffnet — zu ihm zurückkehren?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table&apos;s server starts again on this computer: you take your seat back, and your friends can come back to theirs.</source>
        <translation>Der Server des Tisches startet wieder auf diesem Computer: Du nimmst deinen Platz wieder ein, und deine Freunde können an ihre zurückkehren.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you host a new table instead, table %1 goes on with a computer in your seat until you go back to it (Join ▸ Your tables).</source>
        <translation>Eröffnest du stattdessen einen neuen Tisch, geht Tisch %1 weiter, und ein Computer spielt deinen Platz, bis du zurückkehrst (Beitreten ▸ Deine Tische).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can go back to it later: Play Online ▸ Join ▸ Your tables.</source>
        <translation>Du kannst später zurückkehren: Online spielen ▸ Beitreten ▸ Deine Tische.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other tables you hosted, waiting there too: %1.</source>
        <translation>Weitere von dir eröffnete Tische, die dort auch warten: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Go Back to the Table</source>
        <translation>&amp;Zurück zum Tisch</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host a New Table</source>
        <translation>&amp;Neuen Tisch eröffnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The server of table %1 could not start: %2</source>
        <translation>Der Server von Tisch %1 konnte nicht starten: %2</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <location filename="../dominoes_qt/app/licences_dialog.py" line="+60"/>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dominoes Qt is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with other free software, each part under its own licence.</source>
        <translation>Dominoes Qt ist freie Software: Du darfst es nach der GNU General Public License, Version 3 oder später, weitergeben und verändern. Es enthält weitere freie Software, jeden Teil unter seiner eigenen Lizenz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dominoes Qt</source>
        <translation>Dominoes Qt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third-party software</source>
        <translation>Software von Dritten</translation>
    </message>
</context>
<context>
    <name>LiveCoach</name>
    <message>
        <location filename="../dominoes_qt/app/live_coach.py" line="+213"/>
        <source>a good move</source>
        <translation>ein guter Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a good move, the best</source>
        <extracomment>The mark&apos;s colour for each grade (a good move&apos;s by its remark). The mark of the better move, shown on request (Game ▸ Show the Better Move). a move of yours graded: (action index in the record, MoveReview) a hand of yours graded whole: (hand index, your accuracy in percent or None) the analysis budget (tests make it small)</extracomment>
        <translation>ein guter Zug, der beste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a good move, but a close call</source>
        <translation>ein guter Zug, aber ein knapper Fall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an inaccuracy</source>
        <translation>eine Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a blunder</source>
        <translation>ein grober Fehler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: %1 was %2.</source>
        <translation>Trainer: %1 war %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Better: %1.</source>
        <translation>Besser: %1.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Coach: the better move instead of %1.</source>
        <translation>Trainer: der bessere Zug statt %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coach: a good move, the best.</source>
        <translation>Trainer: ein guter Zug, der beste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach: a good move, but a close call (it may be an inaccuracy).</source>
        <translation>Trainer: ein guter Zug, aber ein knapper Fall (vielleicht eine Ungenauigkeit).</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Coach: a good move.</source>
        <translation>Trainer: ein guter Zug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: an inaccuracy.</source>
        <translation>Trainer: eine Ungenauigkeit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach: a blunder.</source>
        <translation>Trainer: ein grober Fehler.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gave up %1 points; better: %2.</source>
        <translation>%1 Punkte verschenkt; besser: %2.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Coach: your accuracy this hand: %1%</source>
        <translation>Trainer: deine Genauigkeit in diesem Spiel: %1 %</translation>
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
        <translation>Bereit</translation>
    </message>
    <message>
        <location line="+292"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="-216"/>
        <source>Looking for a deal that can be won…</source>
        <translation>Suche ein Spiel, das sich gewinnen lässt …</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>You left the network table: your game is back.</source>
        <translation>Du hast den Netzwerktisch verlassen: dein Spiel ist zurück.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/window_closing.py" line="+64"/>
        <source>Tables in Play</source>
        <translation>Laufende Tische</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>At the tables: %1.</source>
        <translation>An den Tischen: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit Anyway</source>
        <translation>Trotzdem &amp;beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/main_window.py" line="+45"/>
        <source>Replay This Deal</source>
        <translation>Diese Verteilung nachspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play these tiles again from the seat of:</source>
        <translation>Diese Steine noch einmal spielen auf dem Platz von:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Regeln: %1</translation>
    </message>
</context>
<context>
    <name>NetworkController</name>
    <message>
        <location filename="../dominoes_qt/app/online/controller.py" line="+206"/>
        <source>Computer %1 (%2)</source>
        <extracomment>Pause after announcing a forced pass before it is sent (a draw waits half of it). the last ``table`` and ``state`` messages the check of each deal (docs/protocol.md, &quot;Provably fair deals&quot;)</extracomment>
        <translation>Computer %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No hand has been dealt yet.</source>
        <translation>Es wurde noch keine Runde gegeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move is on its way to the server.</source>
        <translation>Dein Zug ist unterwegs zum Server.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn: %1 is to play.</source>
        <translation>Warte, bis du dran bist: %1 ist am Zug.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The move was not sent: the connection is down.</source>
        <translation>Der Zug wurde nicht gesendet: die Verbindung ist unterbrochen.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Moves cannot be taken back at a network table.</source>
        <translation>An einem Netzwerktisch lassen sich Züge nicht zurücknehmen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves cannot be made again at a network table.</source>
        <translation>An einem Netzwerktisch lassen sich Züge nicht wiederholen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+80"/>
        <source>This table allows no hints.</source>
        <translation>An diesem Tisch gibt es keine Tipps.</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn du am Zug bist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sent: the connection is down.</source>
        <translation>Nicht gesendet: die Verbindung ist unterbrochen.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The server refused the move: %1</source>
        <translation>Der Server hat den Zug abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table has moved on: that move came too late.</source>
        <translation>Der Tisch ist schon weiter: dieser Zug kam zu spät.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Too many messages: wait a moment.</source>
        <translation>Zu viele Nachrichten: warte einen Moment.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server refused: %1</source>
        <translation>Der Server hat abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Deal verified: the tiles follow from the seed the server committed to before your part.</source>
        <translation>Verteilung geprüft: Die Steine folgen aus dem Startwert, auf den sich der Server vor deinem Anteil festgelegt hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal verified against the server&apos;s seed (you joined after it committed to it).</source>
        <translation>Verteilung mit dem Startwert des Servers geprüft (du bist erst nach seiner Festlegung beigetreten).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning: the server revealed a seed other than the one it committed to: this deal may not be fair.</source>
        <translation>Warnung: Der Server hat einen anderen Startwert offengelegt als den, auf den er sich festgelegt hat: Diese Verteilung ist vielleicht nicht fair.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the server left your part out of this deal&apos;s seed: this deal may not be fair.</source>
        <translation>Warnung: Der Server hat deinen Anteil am Startwert dieser Verteilung weggelassen: Diese Verteilung ist vielleicht nicht fair.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the server did not reveal this deal&apos;s seed: it cannot be checked.</source>
        <translation>Warnung: Der Server hat den Startwert dieser Verteilung nicht offengelegt, daher lässt sie sich nicht prüfen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the tiles dealt do not follow from the seed the server revealed: this deal may not be fair.</source>
        <translation>Warnung: Die verteilten Steine folgen nicht aus dem offengelegten Startwert des Servers: Diese Verteilung ist vielleicht nicht fair.</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../dominoes_qt/app/online/network_table.py" line="+131"/>
        <source>The server is back: taking your seat again.</source>
        <extracomment>How long a table is kept with nobody connected when its ``table`` message does not say (``kept_for``): a guest whose server went away waits for it that long. Seconds between two tries to reach a server that went away. the table is over for this window (left, or never joined and closed): it goes back to the local game what the link is doing: &quot;idle&quot;, &quot;connecting&quot;, &quot;up&quot;, &quot;down&quot; (coming back), &quot;gone&quot; the server&apos;s refusal of the seat: (code, its message, the table), worded when shown the seat&apos;s token (from ``joined``), kept in the held-seats file while we sit when the server went away (time.monotonic()), while it is gone</extracomment>
        <translation>Der Server ist zurück: du nimmst deinen Platz wieder ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected again.</source>
        <translation>Wieder verbunden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the server dropped: reconnecting…</source>
        <translation>Die Verbindung zum Server ist abgebrochen: neu verbinden…</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+296"/>
        <source>Could not connect to %1.</source>
        <translation>Keine Verbindung zu %1 möglich.</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>There is no table %1 on this server.</source>
        <translation>Auf diesem Server gibt es keinen Tisch %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at table %1 is no longer held: the server does not know it.</source>
        <translation>Dein Platz an Tisch %1 wird nicht mehr freigehalten: Der Server kennt ihn nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That seat is taken.</source>
        <translation>Dieser Platz ist besetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at this table is taken.</source>
        <translation>Alle Plätze an diesem Tisch sind besetzt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server holds as many tables as it can.</source>
        <translation>Der Server hat schon so viele Tische, wie er kann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server refused: %1</source>
        <translation>Der Server hat abgelehnt: %1</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+8"/>
        <location line="+20"/>
        <source>Not sent: the connection is down.</source>
        <translation>Nicht gesendet: die Verbindung ist unterbrochen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Leave the table</source>
        <translation>Tisch verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is under way: leave it? A computer plays your seat.</source>
        <translation>Die Partie läuft: verlassen? Ein Computer spielt deinen Platz.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>You left the table.</source>
        <translation>Du hast den Tisch verlassen.</translation>
    </message>
    <message>
        <location line="-283"/>
        <location line="+285"/>
        <source>The server is gone: waiting for it to come back.</source>
        <translation>Der Server ist weg: warte, bis er zurückkommt.</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>You are at table %1.</source>
        <translation>Du sitzt an Tisch %1.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Too many wrong table codes from this computer: wait a minute, then check the code and try again.</source>
        <translation>Zu viele falsche Tischcodes von diesem Computer: Warte eine Minute, prüfe dann den Code und versuche es noch einmal.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Close the Game</source>
        <translation>Spiel schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match at table %1 is under way. Close the game anyway?</source>
        <translation>Die Partie an Tisch %1 läuft. Das Spiel trotzdem schließen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your seat is kept for you: a computer plays it until you go back to the table (Play Online ▸ Join ▸ Your tables).</source>
        <translation>Dein Platz bleibt dir: Ein Computer spielt ihn, bis du an den Tisch zurückkehrst (Online spielen ▸ Beitreten ▸ Deine Tische).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close the Game</source>
        <translation>Spiel &amp;schließen</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&amp;Leave the Table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server is gone.</source>
        <translation>Der Server ist weg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: reconnecting to %1…</source>
        <translation>Verbindung verloren: verbinde neu mit %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Making the table…</source>
        <translation>Tisch wird angelegt…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joining table %1…</source>
        <translation>Komme an Tisch %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Waiting for %n more player(s) to join.</source>
        <translation>
            <numerusform>Warte auf %n weiteren Spieler.</numerusform>
            <numerusform>Warte auf %n weitere Spieler.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone is here: press Ready.</source>
        <translation>Alle sind da: klicke auf Bereit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>Waiting for %1 to be ready.</source>
        <translation>Warte, bis %1 bereit ist.</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>Dealing…</source>
        <translation>Es wird gegeben…</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The hand is over: close the summary when you are ready.</source>
        <translation>Die Runde ist vorbei: schließe die Übersicht, wenn du bereit bist.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The match is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sending your move…</source>
        <translation>Dein Zug wird gesendet…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s connection dropped: waiting up to %2 s.</source>
        <translation>Die Verbindung von %1 ist abgebrochen: warte bis zu %2 s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1 to play.</source>
        <translation>Warte auf den Zug von %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the server…</source>
        <translation>Warte auf den Server…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No connection to the server. Your seat is kept for %1; reconnecting…</source>
        <translation>Keine Verbindung zum Server. Dein Platz bleibt %1 lang reserviert; neue Verbindung…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server is gone. Your seat is kept for %1; the next try in %2 s.</source>
        <translation>Der Server ist weg. Dein Platz bleibt %1 lang reserviert; nächster Versuch in %2 s.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waiting for a person</source>
        <translation>wartet auf eine Person</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a computer plays for them</source>
        <translation>ein Computer spielt für diese Person</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown while you are not connected</source>
        <translation>unbekannt, solange du nicht verbunden bist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connection dropped: %1 s left</source>
        <translation>Verbindung abgebrochen: noch %1 s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+5"/>
        <source>not connected</source>
        <translation>nicht verbunden</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Assists (hints, coach, tile tracker): allowed at this table.</source>
        <translation>Hilfen (Tipps, Trainer, Steinzähler): an diesem Tisch erlaubt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assists (hints, coach, tile tracker): not allowed at this table.</source>
        <translation>Hilfen (Tipps, Trainer, Steinzähler): an diesem Tisch nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Network table: %1</source>
        <translation>Netzwerktisch: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network table</source>
        <translation>Netzwerktisch</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 at table %2 — Dominoes Qt</source>
        <translation>%1 an Tisch %2 — Dominoes Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network table — Dominoes Qt</source>
        <translation>Netzwerktisch — Dominoes Qt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Friends join with this code at the address %1.</source>
        <translation>Freunde kommen mit diesem Code unter der Adresse %1 dazu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer&apos;s other addresses: %1</source>
        <translation>Weitere Adressen dieses Computers: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match ends in a tie (%1).</source>
        <translation>Die Partie endet unentschieden (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the match (%1)!</source>
        <translation>Du gewinnst die Partie (%1)!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the match (%2).</source>
        <translation>%1 hat die Partie gewonnen (%2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The server did not come back: the table is over.</source>
        <translation>Der Server ist nicht zurückgekommen: der Tisch ist vorbei.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../dominoes_qt/app/new_game_dialog.py" line="+81"/>
        <source>New Game</source>
        <extracomment>The QSettings group of the remembered choices (the Play Online dialog keeps its own).</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Games</source>
        <extracomment>One entry per seat: the name field and the player combo (public for tests). The widget generated for each option of the selected game, by option key.</extracomment>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player who turns up the first tile</source>
        <translation>Der Spieler, der den ersten Stein aufdeckt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Starts:</source>
        <translation>&amp;Beginnt:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules and scoring</source>
        <translation>Regeln und Wertung</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>&amp;Deal</source>
        <translation>&amp;Austeilen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put this game&apos;s settings back to the usual</source>
        <translation>Die Einstellungen dieses Spiels auf den Standard zurücksetzen</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Rules…</source>
        <translation>R&amp;egeln…</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>&amp;Tile set:</source>
        <translation>Steinsa&amp;tz:</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Read the rules of the selected game</source>
        <translation>Die Regeln des gewählten Spiels lesen</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Res&amp;et</source>
        <translation>&amp;Zurücksetzen</translation>
    </message>
    <message numerus="yes">
        <location line="+153"/>
        <source>%1 (%n tiles)</source>
        <translation>
            <numerusform>%1 (%n Stein)</numerusform>
            <numerusform>%1 (%n Steine)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>This combination cannot be dealt: %1</source>
        <translation>Diese Kombination kann nicht ausgeteilt werden: %1</translation>
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
        <translation>Steine pro Spieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play in partnerships</source>
        <translation>In Teams spielen</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Usual</source>
        <translation>Standard</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usual (%1)</source>
        <translation>Standard (%1)</translation>
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
        <translation>Name von Spieler %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays seat %1</source>
        <translation>Wer Platz %1 spielt</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play this seat</source>
        <translation>Du spielst diesen Platz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another person (hot seat)</source>
        <translation>Eine andere Person (Hot Seat)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone else plays this seat at this computer; the tiles are hidden between turns</source>
        <translation>Jemand anderes spielt diesen Platz an diesem Computer; die Steine sind zwischen den Zügen verdeckt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer – %1</source>
        <translation>Computer – %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Everyone plays for themselves.</source>
        <translation>Jeder spielt für sich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partners sit opposite: %1 with you, %2 with %3.</source>
        <translation>Partner sitzen sich gegenüber: %1 mit dir, %2 mit %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partners sit opposite: %1 with %2, %3 with %4.</source>
        <translation>Partner sitzen sich gegenüber: %1 mit %2, %3 mit %4.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <location filename="../dominoes_qt/app/notices.py" line="+55"/>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>PlaceWords</name>
    <message>
        <location filename="../dominoes_qt/scene/place_words.py" line="+57"/>
        <source>The Mexican train</source>
        <translation>Mexikanischer Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your train</source>
        <translation>Dein Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s train</source>
        <translation>Zug von %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>on the Mexican train</source>
        <comment>where a tile lies</comment>
        <extracomment>Where a tile goes (after a verb of motion) and where one lies (disambiguation &quot;where a tile lies&quot;) are whole phrases, so a language can inflect them (German &quot;an deinen Zug&quot; / &quot;an deinem Zug&quot;, Portuguese &quot;no seu trem&quot;).</extracomment>
        <translation>am mexikanischen Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the Mexican train</source>
        <translation>an den mexikanischen Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on your train</source>
        <comment>where a tile lies</comment>
        <translation>an deinem Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on your train, public</source>
        <translation>an deinen Zug, öffentlich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on your train</source>
        <translation>an deinen Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train</source>
        <comment>where a tile lies</comment>
        <translation>am Zug von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train, public</source>
        <translation>an den Zug von %1, öffentlich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train</source>
        <translation>an den Zug von %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>on side %1 of the engine %2</source>
        <comment>where a tile lies</comment>
        <translation>an Seite %1 der Lok %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on side %1 of the engine %2</source>
        <translation>an Seite %1 der Lok %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>on toe %1 of the chicken foot %2</source>
        <comment>where a tile lies</comment>
        <translation>an Zeh %1 des Hühnerfußes %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on toe %1 of the chicken foot %2</source>
        <translation>an Zeh %1 des Hühnerfußes %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the end of %1</source>
        <comment>where a tile lies</comment>
        <translation>am Ende von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the end of %1</source>
        <translation>an das Ende von %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the %1 %2</source>
        <translation>die %1 %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 fits none of the open ends: %2.</source>
        <translation>%1 passt an keines der offenen Enden: %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The engine</source>
        <translation>Die Lok</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In your hand</source>
        <translation>In deiner Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1&apos;s hand</source>
        <translation>In der Hand von %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>open to everyone</source>
        <translation>für alle offen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>public: a marker is on it</source>
        <translation>öffentlich: eine Markierung liegt darauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>private</source>
        <translation>privat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2, open end %3</source>
        <translation>%1, %2, offenes Ende %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiles: %1</source>
        <translation>Steine: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The double %1 %2 waits to be satisfied: %3.</source>
        <translation>Der Pasch %1 %2 muss bedient werden: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody may play elsewhere until a tile matches it</source>
        <translation>Niemand darf woanders anlegen, bis ein Stein an ihn passt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The engine %1 needs a tile on each side (%3 still open): %2.</source>
        <translation>Die Lok %1 braucht an jeder Seite einen Stein (noch %3 offen): %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every side of the engine comes before any other play</source>
        <translation>Jede Seite der Lok kommt vor jedem anderen Zug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chicken foot %1 needs its toes (%3 still open): %2.</source>
        <translation>Der Hühnerfuß %1 braucht seine Zehen (noch %3 offen): %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its toes come before any other play</source>
        <translation>Seine Zehen kommen vor jedem anderen Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open end showing %1, %2</source>
        <translation>Offenes Ende mit %1, %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the round is over</source>
        <translation>die Runde ist vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn to answer it</source>
        <translation>du bist dran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to answer it</source>
        <translation>%1 ist dran</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <location filename="../dominoes_qt/app/online/host_game_chooser.py" line="+78"/>
        <source>A friend (joins with the code)</source>
        <extracomment>the game offered first when none was hosted before: the one on the table</extracomment>
        <translation>Ein Freund (tritt mit dem Code bei)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Someone who joins this table from their own computer with the table&apos;s code</source>
        <translation>Jemand, der diesem Tisch von seinem eigenen Computer aus mit dem Code des Tisches beitritt</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/online/play_online_dialog.py" line="+77"/>
        <source>Play Online</source>
        <extracomment>The longest name a player may type (the table shows it beside the seat). the game on the window&apos;s table, offered first to a player who never hosted one the seats (url, table, seat) whose tables are open in this game: not offered again</extracomment>
        <translation>Online spielen</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your name at the table</source>
        <extracomment>the fields whose messages are shown: left once with something typed, or OK pressed the seat to take back once the server of this game has started (Your tables)</extracomment>
        <translation>Dein Name am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host a Table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join a Table</source>
        <translation>Einem Tisch beitreten</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>This is not a table code: check the one your host gave you.</source>
        <translation>Das ist kein Tischcode: Prüfe den Code, den du bekommen hast.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Type the server&apos;s address.</source>
        <translation>Gib die Adresse des Servers ein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An address starts with ws:// or wss://, or with the server&apos;s name.</source>
        <translation>Eine Adresse beginnt mit ws:// oder wss:// oder mit dem Namen des Servers.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is not a computer&apos;s name or address.</source>
        <translation>Das ist weder Name noch Adresse eines Computers.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The port is a number from 1 to 65535.</source>
        <translation>Der Port ist eine Zahl von 1 bis 65535.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type the table&apos;s code.</source>
        <translation>Gib den Code des Tisches ein.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Join</source>
        <translation>&amp;Beitreten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Host</source>
        <translation>&amp;Tisch eröffnen</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Starting the server…</source>
        <translation>Server wird gestartet…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The server could not start: %1</source>
        <translation>Der Server konnte nicht starten: %1</translation>
    </message>
</context>
<context>
    <name>PlayOnlineHostTab</name>
    <message>
        <location filename="../dominoes_qt/app/online/host_tab.py" line="+55"/>
        <source>Where the table is</source>
        <translation>Wo der Tisch steht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A server on this &amp;computer</source>
        <translation>Ein Server auf diesem &amp;Computer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server &amp;at:</source>
        <translation>Der Server &amp;unter:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ort:</source>
        <translation>P&amp;ort:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ws://host:port</source>
        <translation>ws://rechner:port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address of the server</source>
        <translation>Adresse des Servers</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;List on the local network</source>
        <translation>Im lokalen Netz &amp;anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on your network see the table in their Join tab. Unlisted, they join with its code.</source>
        <translation>Freunde in deinem Netz sehen den Tisch in ihrem Reiter „Beitreten“. Sonst treten sie mit seinem Code bei.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The server of this game is running on port %1.</source>
        <translation>Der Server dieses Spiels läuft auf Port %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Port %1 is in use by another program: the server will take a free one.</source>
        <translation>Port %1 wird von einem anderen Programm benutzt: Der Server nimmt einen freien.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Friends on your network join at the address the waiting room shows.</source>
        <translation>Freunde in deinem Netz treten über die Adresse bei, die der Warteraum zeigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friends on your network join at:</source>
        <translation>Freunde in deinem Netz treten hier bei:</translation>
    </message>
</context>
<context>
    <name>PlayOnlineJoinTab</name>
    <message>
        <location filename="../dominoes_qt/app/online/join_tab.py" line="+65"/>
        <source>Tables on the local network:</source>
        <translation>Tische im lokalen Netz:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tables on the local network</source>
        <translation>Tische im lokalen Netz</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ws://host:port, host:port or host</source>
        <translation>ws://rechner:port, rechner:port oder rechner</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Server &amp;address:</source>
        <translation>Server&amp;adresse:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table &amp;code:</source>
        <translation>Tisch&amp;code:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Or join by address and code</source>
        <translation>Oder mit Adresse und Code beitreten</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The code your host gives you</source>
        <translation>Code vom Gastgeber</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free seats</source>
        <translation>Freie Plätze</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Server</source>
        <translation>Server</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Seit</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tables on the local network cannot be found here (%1): join with the address and the code.</source>
        <translation>Tische im lokalen Netz lassen sich hier nicht suchen (%1): Tritt mit Adresse und Code bei.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a table to join it.</source>
        <translation>Doppelklicke auf einen Tisch, um ihm beizutreten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for tables on the local network…</source>
        <translation>Suche Tische im lokalen Netz…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of %2, in play</source>
        <translation>%1 von %2, im Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table %1 at %2</source>
        <translation>Tisch %1 unter %2</translation>
    </message>
</context>
<context>
    <name>PlayOnlineYourTables</name>
    <message>
        <location filename="../dominoes_qt/app/online/your_tables.py" line="+74"/>
        <location line="+5"/>
        <source>Your tables</source>
        <translation>Deine Tische</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Return to the Table</source>
        <translation>&amp;Zurück an den Tisch</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Seat: %1, table %2 on %3</source>
        <translation>Platz: %1, Tisch %2 auf %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seats you hold at tables you have not left: double-click one to go back to it.</source>
        <translation>Plätze an Tischen, die du nicht verlassen hast: Doppelklicke auf einen, um dorthin zurückzukehren.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../dominoes_qt/app/preferences_dialog.py" line="+85"/>
        <source>Preferences</source>
        <extracomment>Upper bound of integer options without a maximum of their own (targets and the like).</extracomment>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;General</source>
        <extracomment>Option values per game id, so switching the game back and forth keeps edits. The last game&apos;s seats (not edited here; dropped by Restore Defaults).</extracomment>
        <translation>&amp;Allgemein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Games</source>
        <translation>&amp;Neue Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Appearance</source>
        <translation>A&amp;ussehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Coach</source>
        <translation>&amp;Trainer</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown at your seat</source>
        <translation>Der Name an deinem Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Dein &amp;Name:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <source>Slow</source>
        <translation>Langsam</translation>
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
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long computer players pause before a move</source>
        <translation>Wie lange Computerspieler vor einem Zug warten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;speed:</source>
        <translation>&amp;Computertempo:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animate tiles</source>
        <translation>Steine &amp;animieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide tiles to their places</source>
        <translation>Steine an ihren Platz gleiten lassen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Animation s&amp;peed:</source>
        <translation>Animations&amp;tempo:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw automatically when no tile fits</source>
        <translation>Automatisch &amp;kaufen, wenn kein Stein passt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow &amp;undo</source>
        <translation>&amp;Rückgängig erlauben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo use is counted in the statistics</source>
        <translation>Rückgängig-Züge werden in der Statistik gezählt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play s&amp;ounds</source>
        <translation>Klän&amp;ge abspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile laid, a draw, a pass, points, a hand won or lost</source>
        <translation>Ein gelegter Stein, ein Kauf, ein Passen, Punkte, eine gewonnene oder verlorene Runde</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Players:</source>
        <translation>S&amp;pieler:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer &amp;level:</source>
        <translation>Computer&amp;stärke:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Coloured pips</source>
        <translation>Farbige Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic (black pips)</source>
        <translation>Klassisch (schwarze Augen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coloured pips with numerals</source>
        <translation>Farbige Augen mit Ziffern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black with white pips</source>
        <translation>Schwarz mit weißen Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Tiles:</source>
        <translation>S&amp;teine:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the system (green felt, or dark in dark mode)</source>
        <translation>Wie das System (grüner Filz, im dunklen Modus dunkel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Grüner Filz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ta&amp;ble:</source>
        <translation>Ti&amp;sch:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>Spr&amp;ache:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After each hand</source>
        <translation>Nach jedem Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each move</source>
        <translation>Nach jedem Zug</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Grade your moves against the solver: a mark on each tile you played, your accuracy in the statistics</source>
        <translation>Deine Züge mit dem Löser bewerten: eine Markierung auf jedem gespielten Stein, deine Genauigkeit in der Statistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach &amp;mode:</source>
        <translation>Trainer-&amp;Modus:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;tile tracker</source>
        <translation>&amp;Steinzähler anzeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which numbers each other player cannot hold, and how many tiles of each number are unseen; games played with it are marked as assisted in the statistics</source>
        <translation>Welche Zahlen jeder andere Spieler nicht haben kann und wie viele Steine jeder Zahl du nicht gesehen hast; damit gespielte Partien gelten in der Statistik als unterstützt</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Usual (%1)</source>
        <translation>Standard (%1)</translation>
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
        <translation>Diese Verteilung, die Punkte deiner Seite minus die der anderen (weniger ist besser): beim ersten Mal %1, diesmal %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This deal, your side&apos;s points minus the others&apos; (more is better): the first time %1, this time %2.</source>
        <translation>Diese Verteilung, die Punkte deiner Seite minus die der anderen (mehr ist besser): beim ersten Mal %1, diesmal %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 points better than the first time.</source>
        <translation>%1 Punkte besser als beim ersten Mal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 points worse than the first time.</source>
        <translation>%1 Punkte schlechter als beim ersten Mal.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same as the first time.</source>
        <translation>Genauso wie beim ersten Mal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard in your seat: %1.</source>
        <translation>Schwer auf deinem Platz: %1.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../dominoes_qt/app/review_window.py" line="+55"/>
        <source>First</source>
        <extracomment>emitted with (step, MoveReview) when a move&apos;s analysis arrives (tests wait on it) the coach&apos;s budget when none is given (tests make it small)</extracomment>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay this deal…</source>
        <translation>Diese Verteilung nachspielen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the tiles of the hand shown again, in your seat or another, and compare the results</source>
        <translation>Die Steine des gezeigten Spiels noch einmal austeilen, auf deinem Platz oder einem anderen, und die Ergebnisse vergleichen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Analysing: %v of %m moves</source>
        <translation>Analyse: %v von %m Zügen</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Review: %1</source>
        <extracomment>why a game has no open-hands column (the train games, the scoring games) the reason of an inaccuracy or a blunder</extracomment>
        <translation>Analyse: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fair value</source>
        <translation>Fairer Wert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open hands</source>
        <translation>Offene Hände</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No open-hands values in the train games: with the boneyard to draw from and a train for every player, a round is far too large to solve exactly. The fair values play every deal out.</source>
        <translation>Keine Werte mit offenen Händen in den Zugspielen: mit dem Stapel zum Ziehen und einem Zug für jeden Spieler ist eine Runde viel zu groß, um sie exakt zu lösen. Die fairen Werte spielen jede Verteilung zu Ende.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No open-hands values in this game: the exact solver plays the line block games only (no points during the hand, nothing left to draw).</source>
        <translation>Keine Werte mit offenen Händen in diesem Spiel: der exakte Löser spielt nur die Block-Spiele in einer Reihe (keine Punkte während des Spiels, nichts mehr zu ziehen).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected points of the mover&apos;s side over the rest of the hand, minus the other sides&apos;, averaged over deals of the tiles the mover could not see that fit everything it had seen, each solved or played out.</source>
        <translation>Erwartete Punkte der ziehenden Seite im Rest des Spiels minus die der anderen Seiten, gemittelt über Verteilungen der Steine, die sie nicht sehen konnte und die zu allem passen, was sie gesehen hatte, jede gelöst oder zu Ende gespielt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points of the mover&apos;s side minus the other sides&apos; with every hand known and every seat playing perfectly (the exact solver).</source>
        <translation>Punkte der ziehenden Seite minus die der anderen Seiten, wenn alle Hände bekannt sind und alle perfekt spielen (der exakte Löser).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>good</source>
        <translation>gut</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>good (the best move)</source>
        <translation>gut (der beste Zug)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good (a close call)</source>
        <translation>gut (ein knapper Fall)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not graded</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on your train</source>
        <translation>%1 auf deinen Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2&apos;s train</source>
        <translation>%1 auf den Zug von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the Mexican train</source>
        <translation>%1 auf den mexikanischen Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the engine</source>
        <translation>%1 an die Lok</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, toe of the %2</source>
        <translation>%1, Zeh des %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 after the %2</source>
        <translation>%1 hinter den %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>draw</source>
        <translation>kaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn a tile</source>
        <translation>einen Stein aufdecken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declaration</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on %2</source>
        <translation>%1 an die %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal. Step forward to see the first move.</source>
        <translation>Die Verteilung. Geh vor, um den ersten Zug zu sehen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 played. The hand is still being played: only your own moves are shown.</source>
        <translation>%1 hat gezogen. Das Spiel läuft noch: nur deine eigenen Züge werden gezeigt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2. Analysing…</source>
        <translation>%1: %2. Analyse läuft…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Accuracy in this hand</source>
        <translation>Genauigkeit in diesem Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the game</source>
        <translation>in der Partie</translation>
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
        <translation>Der einzige erlaubte Zug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal could be won before this move and cannot be won after it.</source>
        <translation>Die Verteilung war vor diesem Zug zu gewinnen und ist es danach nicht mehr.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A winning move: %1.</source>
        <translation>Ein gewinnender Zug: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal could no longer be won.</source>
        <translation>Die Verteilung war nicht mehr zu gewinnen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal can still be won.</source>
        <translation>Die Verteilung ist noch zu gewinnen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gave up %1 points; best: %2.</source>
        <translation>%1 Punkte verschenkt; am besten: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too close to call: between %1 and %2 points given up over the deals the mover could be facing.</source>
        <translation>Zu knapp für ein Urteil: zwischen %1 und %2 Punkten verschenkt über die Verteilungen, denen der Spieler gegenüberstehen konnte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exact: every deal the mover could be facing, each by its chance.</source>
        <translation>Exakt: jede Verteilung, der der Spieler gegenüberstehen konnte, nach ihrer Wahrscheinlichkeit gewichtet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With open hands: gave up %1.</source>
        <translation>Mit offenen Händen: %1 verschenkt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 lets %2 score %3 at once on average; %4 holds them to %5.</source>
        <translation>%1 lässt %2 im Schnitt sofort %3 Punkte machen; %4 hält es bei %5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 scores %2 at once, %3 %4; the opponents&apos; best answer to %3 scores %5 on average.</source>
        <translation>%1 bringt sofort %2 Punkte, %3 %4; die beste Antwort der Gegner auf %3 bringt im Schnitt %5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 leaves %2 without a play in %3% of the deals the mover could be facing, %4 in %5%.</source>
        <translation>%1 lässt %2 in %3 % der möglichen Verteilungen ohne Zug, %4 in %5 %.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is worth %2 points more than %3 over the deals the mover could be facing, the opponents&apos; best answers considered.</source>
        <translation>%1 ist über die Verteilungen, denen der Spieler gegenüberstehen konnte, %2 Punkte mehr wert als %3, die besten Antworten der Gegner eingerechnet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The solitaire solver, which knows the order of the stock, tells whether the deal could still be won.</source>
        <translation>Der Patience-Löser, der die Reihenfolge des Talons kennt, sagt, ob die Verteilung noch zu gewinnen war.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../dominoes_qt/app/rules_help.py" line="+107"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Rules of %1</source>
        <translation>Regeln: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kind of game</source>
        <translation>Art des Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile sets</source>
        <translation>Steinsätze</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Partnerships</source>
        <translation>Teams</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>always two teams of two, partners sit opposite</source>
        <translation>immer zwei Teams zu zweit, Partner sitzen sich gegenüber</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with %1 players, partners sit opposite</source>
        <translation>mit %1 Spielern sitzen Partner sich gegenüber</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How to play</source>
        <translation>So wird gespielt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>usually</source>
        <translation>üblich</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 with %2</source>
        <translation>%1 mit %2</translation>
    </message>
</context>
<context>
    <name>SeatReturn</name>
    <message>
        <location filename="../dominoes_qt/app/online/seat_return.py" line="+37"/>
        <source>Your Seat</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You still have a seat at table %1 — go back to it?</source>
        <translation>Du hast noch einen Platz an Tisch %1 — dorthin zurückkehren?</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1, seat %2, on %3.</source>
        <translation>%1, Platz %2, auf %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A computer plays your seat while you are away. You can also go back later: Play Online ▸ Join ▸ Your tables.</source>
        <translation>Ein Computer spielt deinen Platz, solange du weg bist. Du kannst auch später zurückkehren: Online spielen ▸ Beitreten ▸ Deine Tische.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other tables where you hold a seat: %1.</source>
        <translation>Weitere Tische, an denen du einen Platz hast: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Go Back to the Table</source>
        <translation>&amp;Zurück zum Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Nicht jetzt</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../dominoes_qt/app/online/side_panel.py" line="+104"/>
        <source>At the table</source>
        <extracomment>The longest chat line the server takes (docs/protocol.md). Chat lines kept in the log. (seat, name, text, about) as the server sent them (seat -1: the table itself)</extracomment>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Jetzt erneut versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something (Enter sends)</source>
        <translation>Schreib etwas (Eingabe sendet)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not sent: the connection is down.</source>
        <translation>Nicht gesendet: die Verbindung ist unterbrochen.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 left the table.</source>
        <translation>%1 hat den Tisch verlassen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left the table: a computer plays their seat.</source>
        <translation>%1 hat den Tisch verlassen: ein Computer spielt den Platz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has not come back: a computer plays their seat until they return.</source>
        <translation>%1 ist nicht zurückgekommen: ein Computer spielt den Platz bis zur Rückkehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back and plays their own seat again.</source>
        <translation>%1 ist zurück und spielt wieder selbst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seat %1 is free again.</source>
        <translation>Der Platz %1 ist wieder frei.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(free)</source>
        <translation>(frei)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Scores (lowest total wins)</source>
        <translation>Punkte (die niedrigste Summe gewinnt)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores (to %1)</source>
        <translation>Punkte (bis %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>SolitaireScene</name>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_scene.py" line="+443"/>
        <source>Drop the tile on a lit place.</source>
        <extracomment>Largest tile unit in pixels (a tile is 2 units long) and the margin round the picture.</extracomment>
        <translation>Lege den Stein auf einem hellen Platz ab.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Now click a lit place (or drag the tile there).</source>
        <translation>Klicke jetzt einen hellen Platz an (oder ziehe den Stein dorthin).</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Enter plays; Up/Down choose where.</source>
        <translation>Eingabe spielt; Auf/Ab wählen, wohin.</translation>
    </message>
</context>
<context>
    <name>SolitaireSummaryDialog</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_summary.py" line="+38"/>
        <source>You won!</source>
        <translation>Gewonnen!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No moves left</source>
        <translation>Keine Züge mehr</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You won {game}: every tile is cleared.</source>
        <translation>Du hast {game} gewonnen: alle Steine sind weg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No moves left: you lost {game}.</source>
        <translation>Keine Züge mehr: du hast {game} verloren.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n tile(s) left.</source>
        <translation>
            <numerusform>%n Stein übrig.</numerusform>
            <numerusform>%n Steine übrig.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play &amp;Again</source>
        <translation>Noch &amp;einmal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>S&amp;chließen</translation>
    </message>
</context>
<context>
    <name>SolitaireTable</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_table.py" line="+96"/>
        <source>This game is over: undo, or start a new one.</source>
        <extracomment>Seconds the solver may think for a hint before it gives up. the hinted Action, or None (&quot;no winning line from here&quot;)</extracomment>
        <translation>Dieses Spiel ist vorbei: nimm Züge zurück oder beginne ein neues.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is not a move in this game.</source>
        <translation>Das ist kein Zug in diesem Spiel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is nothing to play now.</source>
        <translation>Jetzt gibt es nichts zu spielen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thinking…</source>
        <translation>Überlege…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No winning line from here.</source>
        <translation>Von hier aus gibt es keinen Gewinnweg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: {move} (it still wins).</source>
        <translation>Tipp: {move} (gewinnt noch).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {move}.</source>
        <translation>Tipp: {move}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>take a tile from the stock</source>
        <translation>einen Stein aus dem Talon nehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>go on counting</source>
        <translation>weiterzählen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} on the {end} end</source>
        <translation>{tile} an das {end}er-Ende</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{a} with {b}</source>
        <translation>{a} mit {b}</translation>
    </message>
</context>
<context>
    <name>SolitaireWindowPart</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_window.py" line="+85"/>
        <source>You won: every tile is cleared.</source>
        <translation>Gewonnen: alle Steine sind weg.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>No moves left: you lost with %n tile(s) on the table.</source>
        <translation>
            <numerusform>Keine Züge mehr: verloren mit %n Stein auf dem Tisch.</numerusform>
            <numerusform>Keine Züge mehr: verloren mit %n Steinen auf dem Tisch.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Won {won} of {played}; winning streak {streak}, best {best}.</source>
        <translation>{won} von {played} gewonnen; Gewinnserie {streak}, beste {best}.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../dominoes_qt/app/statistics_dialog.py" line="+42"/>
        <source>%1 (online)</source>
        <translation>%1 (online)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Statistics</source>
        <extracomment>Emitted after a reset, with the game id (empty for all games).</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No games finished yet.</source>
        <translation>Noch keine Spiele beendet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Zurücksetzen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of the game shown</source>
        <translation>Die Statistik des gezeigten Spiels löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset &amp;All…</source>
        <translation>&amp;Alles zurücksetzen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every game</source>
        <translation>Die Statistik aller Spiele löschen</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Games played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Gewonnene Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most tiles cleared</source>
        <translation>Meiste abgeräumte Steine</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+13"/>
        <source>Current winning streak</source>
        <translation>Aktuelle Gewinnserie</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Best winning streak</source>
        <translation>Beste Gewinnserie</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Undos</source>
        <translation>Rücknahmen</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Hands played</source>
        <translation>Gespielte Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands won</source>
        <translation>Gewonnene Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches won</source>
        <translation>Gewonnene Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Bester Punktestand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score</source>
        <translation>Durchschnittlicher Punktestand</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matches with undo</source>
        <translation>Partien mit Rücknahme</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches with the tile tracker</source>
        <translation>Partien mit dem Steinzähler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s accuracy, last 20 hands</source>
        <translation>Genauigkeit laut Trainer, letzte 20 Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s accuracy, earlier hands</source>
        <translation>Genauigkeit laut Trainer, frühere Spiele</translation>
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
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Forget all statistics of %1? This cannot be undone.</source>
        <translation>Die gesamte Statistik (%1) löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset Statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Die Statistik aller Spiele löschen? Das kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset All Statistics</source>
        <translation>Gesamte Statistik zurücksetzen</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <location filename="../dominoes_qt/app/status_words.py" line="+64"/>
        <source>You pass.</source>
        <translation>Du passt.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 passes.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw a tile.</source>
        <translation>Du kaufst einen Stein.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 draws a tile.</source>
        <translation>%1 kauft einen Stein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: nothing fits, so you pass.</source>
        <translation>Du bist am Zug: nichts passt, also passt du.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: no tile fits, so you draw a tile.</source>
        <translation>Du bist am Zug: kein Stein passt, also kaufst du einen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You play %2 %3.</source>
        <translation>Du legst %2 %3.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2 %3.</source>
        <translation>%1 legt %2 %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play %2.</source>
        <translation>Du legst %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2.</source>
        <translation>%1 legt %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You draw %n tile(s).</source>
        <translation>
            <numerusform>Du kaufst %n Stein.</numerusform>
            <numerusform>Du kaufst %n Steine.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 draws %n tile(s).</source>
        <translation>
            <numerusform>%1 kauft %n Stein.</numerusform>
            <numerusform>%1 kauft %n Steine.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You turn up %2 and play it.</source>
        <translation>Du deckst %2 auf und legst ihn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2 and plays it.</source>
        <translation>%1 deckt %2 auf und legt ihn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: choose its end.</source>
        <translation>Du deckst %2 auf: wähle sein Ende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it fits two ways.</source>
        <translation>%1 deckt %2 auf: er passt an zwei Enden.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: it does not fit.</source>
        <translation>Du deckst %2 auf: er passt nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it does not fit.</source>
        <translation>%1 deckt %2 auf: er passt nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: it does not fit and stays face up.</source>
        <translation>Du deckst %2 auf: er passt nicht und bleibt offen liegen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it does not fit and stays face up.</source>
        <translation>%1 deckt %2 auf: er passt nicht und bleibt offen liegen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 declares %2.</source>
        <translation>%1 sagt %2 an.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your turn: click the front tile of your row.</source>
        <translation>Du bist am Zug: klicke den vordersten Stein deiner Reihe an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the end for the turned tile.</source>
        <translation>Wähle das Ende für den aufgedeckten Stein.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your run goes on: play another tile on your train, or press Space to stop.</source>
        <translation>Deine Serie geht weiter: lege noch einen Stein an deinen Zug, oder drücke Leertaste, um aufzuhören.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: drag a tile onto a matching end, or choose one with Left/Right and press Enter.</source>
        <translation>Du bist am Zug: ziehe einen Stein an ein passendes Ende, oder wähle einen mit Links/Rechts und drücke Eingabe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No tile fits: click the boneyard or press D to draw.</source>
        <translation>Kein Stein passt: klicke auf den Talon oder drücke D, um zu kaufen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your lead: drag any tile onto the table.</source>
        <translation>Du beginnst: ziehe einen beliebigen Stein auf den Tisch.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead: %1 may lead (lit): drag one onto the table.</source>
        <translation>Du beginnst: du kannst mit %1 beginnen (hell): ziehe einen davon auf den Tisch.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your lead: the lowest double, %1, starts the hand: drag it onto the table.</source>
        <translation>Du beginnst: der niedrigste Pasch, %1, eröffnet die Runde: ziehe ihn auf den Tisch.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: the highest double, %1, starts the hand: drag it onto the table.</source>
        <translation>Du beginnst: der höchste Pasch, %1, eröffnet die Runde: ziehe ihn auf den Tisch.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: with no double dealt, the heaviest tile, %1, starts the hand: drag it onto the table.</source>
        <translation>Du beginnst: da kein Pasch ausgeteilt wurde, eröffnet der schwerste Stein, %1, die Runde: ziehe ihn auf den Tisch.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: %1 starts the hand: drag it onto the table.</source>
        <translation>Du beginnst: %1 eröffnet die Runde: ziehe ihn auf den Tisch.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You score %2 (%3).</source>
        <translation>Du bekommst %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You score %2.</source>
        <translation>Du bekommst %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 score %2 (%3).</source>
        <translation>%1 bekommen %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 score %2.</source>
        <translation>%1 bekommen %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 scores %2 (%3).</source>
        <translation>%1 bekommt %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 scores %2.</source>
        <translation>%1 bekommt %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Team total: %1.</source>
        <translation>Punkte des Teams: %1.</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <location filename="../dominoes_qt/app/accessibility.py" line="+53"/>
        <source>blank</source>
        <extracomment>Each number as a word: a screen reader says &quot;six-four&quot; well, &quot;6-4&quot; as &quot;six minus four&quot;.</extracomment>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one</source>
        <translation>eins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>zwei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>drei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>fünf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>sieben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>zehn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eleven</source>
        <translation>elf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twelve</source>
        <translation>zwölf</translation>
    </message>
    <message>
        <location line="+86"/>
        <location line="+8"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Face-down tile</source>
        <translation>Verdeckter Stein</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open end showing %1</source>
        <translation>Offenes Ende mit %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place to lead</source>
        <translation>Platz zum Eröffnen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tile can be played here</source>
        <translation>Hier kann ein Stein gelegt werden</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Can be moved now</source>
        <translation>Kann jetzt bewegt werden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the table</source>
        <translation>Auf dem Tisch</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score</source>
        <translation>Punktestand</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Does not fit now</source>
        <translation>Passt gerade nicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plays %1</source>
        <translation>Passt %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can lead</source>
        <translation>Kann eröffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays on the end showing %1</source>
        <translation>Passt an das Ende mit %1</translation>
    </message>
</context>
<context>
    <name>TableEnds</name>
    <message>
        <location filename="../dominoes_qt/app/table_ends.py" line="+215"/>
        <source>&amp;Leave the Table</source>
        <extracomment>the last review opened (Game ▸ Review, File ▸ Open in Review) a deal being replayed: its record, seat, first margin and hard&apos;s (replay_deal) False: a plain message box at the end of a hand instead of the summary dialog</extracomment>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End of the hand</source>
        <translation>Ende der Runde</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 went out.</source>
        <translation>%1 ist alle Steine los.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has the fewest pips.</source>
        <translation>%1 hat die wenigsten Augen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is blocked: %1 share the win.</source>
        <translation>Die Runde ist blockiert: %1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is blocked and tied: nobody scores.</source>
        <translation>Die Runde ist blockiert und unentschieden: niemand punktet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 (%3 pips)</source>
        <translation>%1: %2 (%3 Augen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score: %1</source>
        <translation>Stand: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 share the win (%2).</source>
        <translation>%1 teilen sich den Sieg (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends in a tie (%1).</source>
        <translation>Das Spiel endet unentschieden (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game (%2).</source>
        <translation>%1 gewinnt das Spiel (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game over</source>
        <translation>Spiel vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game</source>
        <translation>Neues Spiel</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../dominoes_qt/scene/table_input.py" line="+241"/>
        <source>Click a lit end to play %1 there.</source>
        <extracomment>A tile of the hand was chosen with the keys or a click (its id): the accessible canvas sends assistive technology a focus event for it. the tile chosen with a click or the arrows (its ends are lit) which lit end Up/Down/Tab chose, among the scene&apos;s flat targets the hinted action, and the state version it was given for drawing is legal (the boneyard takes a click); Blind&apos;s front tile to turn up</extracomment>
        <translation>Klicke ein helles Ende an, um %1 dort zu legen.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Drop %1 on a lit end.</source>
        <translation>Lege %1 an einem hellen Ende ab.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 leads: Enter plays it.</source>
        <translation>%1 eröffnet: Eingabe spielt ihn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %3, at the %2: Enter plays it.</source>
        <translation>%1 %3, an die %2: Eingabe spielt ihn.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on the end showing %2: Enter plays it.</source>
        <translation>%1 an das Ende mit %2: Eingabe spielt ihn.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: Enter plays it %2; Up/Down chooses another place.</source>
        <translation>%1: Eingabe spielt ihn %2; Auf/Ab wählt einen anderen Platz.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Enter plays it %2.</source>
        <translation>%1: Eingabe spielt ihn %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Up/Down chooses the end, Enter plays.</source>
        <translation>%1: Auf/Ab wählt das Ende, Eingabe spielt.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../dominoes_qt/scene/table_scene.py" line="+551"/>
        <source>Boneyard</source>
        <extracomment>Tiles visibly stacked in the boneyard pile (the rest wait under them, hidden). every tile each seat has held this hand (a tile back in the hand was undone) the line of play: its geometry, fit, zoom and pan the train games&apos; owners, markers and doubles (made with the first train game) what the player&apos;s gestures mean here, and the player&apos;s choice (selection, hint) the coach&apos;s marks on played tiles (tile id -&gt; the mark, a child of the tile)</extracomment>
        <translation>Talon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set aside</source>
        <translation>Beiseitegelegt</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+114"/>
        <location line="+2"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n Stein</numerusform>
            <numerusform>%n Steine</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>thinking…</source>
        <translation>überlegt…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 · lowest total wins</source>
        <translation>%1 · die niedrigste Summe gewinnt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2 · engine %3-%3</source>
        <translation>Runde %1 von %2 · Lok %3-%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · to %2</source>
        <translation>%1 · bis %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Pass the computer to %1</source>
        <translation>Gib den Computer an %1 weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click anywhere when %1 is ready.</source>
        <translation>Klicke irgendwohin, wenn %1 bereit ist.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Hint: you can only pass.</source>
        <translation>Tipp: du kannst nur passen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: draw from the boneyard.</source>
        <translation>Tipp: kaufe aus dem Talon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: play %1 %2.</source>
        <translation>Tipp: lege %1 %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: play %1.</source>
        <translation>Tipp: lege %1.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../dominoes_qt/scene/table_view.py" line="+86"/>
        <source>Zoom &amp;In</source>
        <extracomment>Wheel rotation (eighths of a degree) of one notch: one ZOOM_STEP with Ctrl held.</extracomment>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom &amp;Out</source>
        <translation>Verk&amp;leinern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Whole Table</source>
        <translation>Ganzen &amp;Tisch zeigen</translation>
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
        <translation>Können nicht haben: %1.  Ungesehen: %2</translation>
    </message>
</context>
<context>
    <name>TrainMarks</name>
    <message>
        <location filename="../dominoes_qt/scene/train_marks.py" line="+79"/>
        <source>Mexican train</source>
        <extracomment>over the board&apos;s tiles, under the hands and the moving tile the station lies on the felt, under the tiles where a lane&apos;s sign starts, out from the engine&apos;s side (tile units)</extracomment>
        <translation>Mexikanischer Zug</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The station: every train starts at the engine</source>
        <translation>Der Bahnhof: Jeder Zug beginnt an der Lok</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <location filename="../dominoes_qt/app/online/waiting_room.py" line="+101"/>
        <source>The table&apos;s code:</source>
        <extracomment>the host&apos;s choice (the others read the label)</extracomment>
        <translation>Der Code des Tisches:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I Am &amp;Ready</source>
        <translation>Ich bin &amp;bereit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Jetzt erneut versuchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Allow assists at this table (hints, coach, tile tracker)</source>
        <translation>Hilfen an diesem Tisch &amp;erlauben (Tipps, Trainer, Steinzähler)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Leave</source>
        <translation>&amp;Verlassen</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+17"/>
        <source>(free)</source>
        <translation>(frei)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not ready</source>
        <translation>nicht bereit</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A person</source>
        <translation>Eine Person</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (%1)</source>
        <translation>Computer (%1)</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../dominoes_qt/app/window_menus.py" line="+49"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game</source>
        <translation>Ein neues Spiel beginnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo Move</source>
        <translation>Zug &amp;rückgängig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back your last move (and the replies to it), within the current hand</source>
        <translation>Deinen letzten Zug (und die Antworten darauf) zurücknehmen, innerhalb der laufenden Runde</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo Move</source>
        <translation>Zug &amp;wiederholen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make again the moves you took back</source>
        <translation>Die zurückgenommenen Züge noch einmal machen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play &amp;Online…</source>
        <translation>&amp;Online spielen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host a table for friends on other computers, or join theirs</source>
        <translation>Einen Tisch für Freunde an anderen Computern eröffnen oder sich an ihren setzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D&amp;emo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the computers play this game in every seat, until you click or press a key</source>
        <translation>Den Computer dieses Spiel auf allen Plätzen spielen lassen, bis du klickst oder eine Taste drückst</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggest a move</source>
        <translation>Einen Zug vorschlagen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;view…</source>
        <translation>&amp;Analyse…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step through this game move by move, each move graded by the coach</source>
        <translation>Diese Partie Zug für Zug durchgehen, jeder Zug vom Trainer bewertet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;Better Move</source>
        <translation>&amp;Besseren Zug zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach lights the move that would have been better than your last</source>
        <translation>Der Trainer zeigt den Zug, der besser gewesen wäre als dein letzter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open in Re&amp;view…</source>
        <translation>In der &amp;Analyse öffnen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review a saved game move by move</source>
        <translation>Eine gespeicherte Partie Zug für Zug analysieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw Automatically</source>
        <translation>Automatisch &amp;kaufen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw from the boneyard by yourself when no tile fits</source>
        <translation>Selbsttätig aus dem Talon kaufen, wenn kein Stein passt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Allow Undo Against Computers</source>
        <translation>Rückgängig gegen Computer &amp;erlauben</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Ready for the Next Hand</source>
        <translation>&amp;Bereit für die nächste Runde</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the hand&apos;s summary and say you are ready</source>
        <translation>Die Übersicht des Spiels schließen und sagen, dass du bereit bist</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave Table</source>
        <translation>Tisch &amp;verlassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give your seat up and go back to your own game</source>
        <translation>Deinen Platz aufgeben und zu deinem eigenen Spiel zurückkehren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit Dominoes Qt</source>
        <translation>Dominoes Qt beenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the table on the whole screen</source>
        <translation>Den Tisch auf dem ganzen Bildschirm zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Off</source>
        <translation>&amp;Aus</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+11"/>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
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
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Instant</source>
        <translation>So&amp;fort</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Tastatur und Maus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How to play with the mouse or with the keyboard alone</source>
        <translation>Wie man mit der Maus oder nur mit der Tastatur spielt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Licences</source>
        <translation>&amp;Lizenzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Dominoes Qt</source>
        <translation>Ü&amp;ber Dominoes Qt</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Computer Speed</source>
        <translation>&amp;Computertempo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Table</source>
        <translation>&amp;Tisch</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation Speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&lt;h3&gt;Dominoes Qt {version}&lt;/h3&gt;&lt;p&gt;A desktop dominoes game with {count} games: block and draw games, scoring games and Blind Dominoes, against computer players or friends at the same computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dominoes Qt {version}&lt;/h3&gt;&lt;p&gt;Ein Domino-Spiel für den Desktop mit {count} Spielen: Block- und Kaufspiele, Zählspiele und Blind-Domino, gegen Computerspieler oder mit Freunden am selben Computer.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;And {count} solitaires for one player, with hints from a solver that can also deal only games you can win.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Dazu {count} Patiencen für eine Person, mit Tipps von einem Löser, der auch nur gewinnbare Spiele austeilen kann.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;small&gt;Rules engine: compiled.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Regel-Engine: kompiliert.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;small&gt;Rules engine: pure Python.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Regel-Engine: reines Python.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About Dominoes Qt</source>
        <translation>Über Dominoes Qt</translation>
    </message>
</context>
<context>
    <name>choices</name>
    <message>
        <location filename="../dominoes_qt/rules/names.py" line="+66"/>
        <source>Nobody scores</source>
        <extracomment>Readable text for option choices, by (option key, stable value). A test checks that every choice of every option in the catalogue has an entry here.</extracomment>
        <translation>Niemand punktet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The side that blocked loses</source>
        <translation>Wer blockiert hat, verliert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw until a tile fits</source>
        <translation>Kaufen, bis ein Stein passt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw one; play it if it fits</source>
        <translation>Einen kaufen; legen, wenn er passt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw one; the turn ends</source>
        <translation>Einen kaufen; der Zug endet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drawing: pass</source>
        <translation>Kein Kaufen: passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every double</source>
        <translation>Jeder Pasch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first double only</source>
        <translation>Nur der erste Pasch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No spinners</source>
        <translation>Keine Kreuzpasche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lead double forms a cross</source>
        <translation>Der erste Pasch bildet ein Kreuz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The others&apos; pips minus yours (Classic)</source>
        <translation>Augen der anderen minus deine (Klassisch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yours subtracted from each (Leaflet)</source>
        <translation>Deine von jedem abgezogen (Faltblatt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highest double (redeal if none)</source>
        <translation>Höchster Pasch (neu geben, wenn keiner)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest double</source>
        <translation>Niedrigster Pasch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The double-six</source>
        <translation>Die Doppel-Sechs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Highest double&apos;s holder, any tile</source>
        <translation>Inhaber des höchsten Pasches, beliebiger Stein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn by lot, any tile</source>
        <translation>Ausgelost, beliebiger Stein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chosen player, any tile</source>
        <translation>Der gewählte Spieler, beliebiger Stein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highest double, else heaviest tile</source>
        <translation>Höchster Pasch, sonst schwerster Stein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The losers&apos; pips</source>
        <translation>Die Augen der Verlierer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One point per hand won</source>
        <translation>Ein Punkt pro gewonnener Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other team&apos;s pips</source>
        <translation>Die Augen des anderen Teams</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every pip left</source>
        <translation>Alle übrigen Augen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 6-6 holder, with the 6-6</source>
        <translation>Wer die Doppel-Sechs hat, mit ihr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes to the left each hand</source>
        <translation>Wandert jede Runde nach links</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand&apos;s winner</source>
        <translation>Der Gewinner der letzten Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents only</source>
        <translation>Nur die Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any other player, partners too</source>
        <translation>Jeder andere Spieler, auch der Partner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face value (15 scores 15)</source>
        <translation>Nennwert (15 zählt 15)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pub (15 scores 8, 61 up)</source>
        <translation>Kneipe (15 zählt 8, bis 61)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A single hand</source>
        <translation>Eine einzige Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands until someone has 100</source>
        <translation>Runden, bis jemand 100 hat</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All opponents together, rounded</source>
        <translation>Alle Gegner zusammen, gerundet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each opponent, rounded</source>
        <translation>Jeder Gegner, gerundet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never rounded up</source>
        <translation>Nie aufgerundet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minus the winner&apos;s pips when blocked</source>
        <translation>Minus die Augen des Gewinners bei Blockade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once, by the player who laid it</source>
        <translation>Sofort, von dem, der ihn gelegt hat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By the next players; the extra play is free</source>
        <translation>Von den nächsten Spielern; der Extrazug ist frei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 points</source>
        <translation>0 Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 points</source>
        <translation>50 Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cross of four tiles</source>
        <translation>Ein Kreuz aus vier Steinen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double chicken foot of six tiles</source>
        <translation>Ein doppelter Hühnerfuß aus sechs Steinen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No bonus</source>
        <translation>Kein Bonus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game&apos;s usual number</source>
        <extracomment>The app translates this plural itself (``rules_help.choice_text``): lupdate needs the literal call.</extracomment>
        <translation>Die übliche Zahl des Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One for every double</source>
        <translation>Eine für jeden Pasch</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Double-six</source>
        <translation>Doppel-Sechs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-nine</source>
        <translation>Doppel-Neun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-twelve</source>
        <translation>Doppel-Zwölf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-%1</source>
        <translation>Doppel-%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2</source>
        <translation>%1 bis %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/rules_help.py" line="-149"/>
        <source>%n point(s)</source>
        <translation>%n Pkt.</translation>
    </message>
</context>
<context>
    <name>families</name>
    <message>
        <location filename="../dominoes_qt/rules/names.py" line="-118"/>
        <source>Block and draw games</source>
        <extracomment>Display order and titles of the game families; unknown families follow as &quot;Other games&quot;.</extracomment>
        <translation>Block- und Kaufspiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring games</source>
        <translation>Zählspiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind dominoes</source>
        <translation>Blind-Domino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train games</source>
        <translation>Zugspiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solitaires</source>
        <translation>Patiencen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other games</source>
        <translation>Andere Spiele</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../dominoes_qt/rules/games/blind.py" line="+326"/>
        <source>Blind Dominoes</source>
        <translation>Blind-Domino</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody sees the tiles: turn them up one by one and play them if they fit.</source>
        <translation>Niemand sieht die Steine: decke sie einzeln auf und lege sie, wenn sie passen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All the tiles are dealt evenly (14 each for two players, 9 for three, 7 for four, 5 for five; the rest are set aside) and each player lays his face down in a row. The starting player turns up his first tile as the lead. On your turn, turn up the front tile of your row: if it fits an end it is played and you turn up the next one; if not it goes face down to the back of your row and the turn passes to the left. The first player out wins; if no tile can fit any more, the fewest pips win.</source>
        <translation>Alle Steine werden gleichmäßig verteilt (14 für zwei Spieler, 9 für drei, 7 für vier, 5 für fünf; der Rest wird beiseitegelegt), und jeder legt seine verdeckt in eine Reihe. Der beginnende Spieler deckt seinen ersten Stein als Anfangsstein auf. Bist du am Zug, deckst du den vordersten Stein deiner Reihe auf: passt er an ein Ende, wird er gelegt und du deckst den nächsten auf; sonst kommt er verdeckt ans Ende deiner Reihe, und der Zug geht nach links weiter. Wer zuerst alle Steine los ist, gewinnt; kann kein Stein mehr passen, gewinnen die wenigsten Augen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Blind Dominoes (doubles face up)</source>
        <translation>Blind-Domino (Pasche offen)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blind Dominoes from the boxed set: a double that does not fit stays face up.</source>
        <translation>Blind-Domino aus der Spielschachtel: ein Pasch, der nicht passt, bleibt offen liegen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each player draws a tile: the heaviest starts. Fourteen tiles each for two players, nine for three, seven for four, laid face down in a row. The first player turns up his first tile as the lead, then his next. A tile that fits either end is played and you turn up another; one that does not goes to the back of your row face down, but a double goes back face up and stays face up. The first player out wins; when nobody can play, the fewest dots win.</source>
        <translation>Jeder Spieler zieht einen Stein: der schwerste beginnt. Vierzehn Steine für zwei Spieler, neun für drei, sieben für vier, verdeckt in einer Reihe. Der erste Spieler deckt seinen ersten Stein als Anfangsstein auf, dann seinen nächsten. Ein Stein, der an ein Ende passt, wird gelegt, und du deckst einen weiteren auf; einer, der nicht passt, kommt verdeckt ans Ende deiner Reihe, ein Pasch aber offen, und er bleibt offen. Wer zuerst alle Steine los ist, gewinnt; kann niemand mehr legen, gewinnen die wenigsten Augen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/block_draw.py" line="+33"/>
        <source>Block and Draw (Classic Dominoes)</source>
        <translation>Blockieren und Kaufen (klassisches Domino)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five tiles each; draw until you can play; every double opens four ways.</source>
        <translation>Fünf Steine je Spieler; kaufen, bis man legen kann; jeder Pasch öffnet vier Richtungen.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>2–4 players take five tiles each. The holder of the highest double leads it. Match an open end with a tile of the same number; doubles lie crosswise and open four ways. Cannot play: draw until you can. The first player out scores the pips left in the other hands; in a blocked hand the lightest hand scores the others&apos; pips minus its own. First to 100 wins.</source>
        <translation>2–4 Spieler erhalten je fünf Steine. Wer den höchsten Pasch hat, spielt ihn aus. Lege an ein offenes Ende einen Stein mit derselben Zahl; Pasche liegen quer und öffnen vier Richtungen. Kannst du nicht legen, kaufst du, bis du kannst. Wer zuerst alle Steine los ist, bekommt die Augen in den anderen Händen; bei Blockade bekommt die leichteste Hand die Augen der anderen minus die eigenen. Wer zuerst 100 hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With four players the partners sit opposite and score together.</source>
        <translation>Bei vier Spielern sitzen Partner sich gegenüber und zählen gemeinsam.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Block Game</source>
        <translation>Das Blockspiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The English pub game: no drawing — knock when you cannot play.</source>
        <translation>Das englische Kneipenspiel: kein Kaufen — klopfen, wenn man nicht legen kann.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Six tiles each with four players (8 with two, 6 with three, 5 with five; 9 with double-nine, 12 with double-twelve); the rest sleep. The highest double leads. Play to either end of the line; if you cannot, knock. Chipping out scores the losers&apos; spots; a blocked hand goes to the side with fewest spots, who score the difference.</source>
        <translation>Sechs Steine je Spieler bei vier Spielern (8 bei zwei, 6 bei drei, 5 bei fünf; 9 mit Doppel-Neun, 12 mit Doppel-Zwölf); der Rest bleibt verdeckt liegen. Der höchste Pasch beginnt. Lege an eines der beiden Enden der Kette; kannst du nicht, klopfst du. Wer alle Steine los ist, bekommt die Augen der Verlierer; eine blockierte Runde geht an die Seite mit den wenigsten Augen, die die Differenz bekommt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Draw Game</source>
        <translation>Das Kaufspiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Block Game, but you draw sleeping tiles when you cannot play.</source>
        <translation>Das Blockspiel, aber wer nicht legen kann, kauft verdeckte Steine.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seven tiles each with two players (5 with three, 4 with four, 3 with five). As the Block Game, but a player who cannot play draws from the boneyard until he can; when it is empty he passes.</source>
        <translation>Sieben Steine je Spieler bei zwei Spielern (5 bei drei, 4 bei vier, 3 bei fünf). Wie das Blockspiel, aber wer nicht legen kann, kauft aus dem Talon, bis er kann; ist er leer, passt er.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cross Dominoes</source>
        <translation>Kreuz-Domino</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first double forms a cross: four tiles must go round it first.</source>
        <translation>Der erste Pasch bildet ein Kreuz: zuerst müssen vier Steine um ihn herum liegen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As the Draw Game, but the next four tiles after the lead double must be played against its four sides to form a cross; draw if you have none. Then play on the four arms.</source>
        <translation>Wie das Kaufspiel, aber die vier Steine nach dem Anfangspasch müssen an seine vier Seiten gelegt werden und ein Kreuz bilden; hast du keinen, kaufst du. Danach wird an den vier Armen gelegt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double Nine Cross</source>
        <translation>Doppel-Neun-Kreuz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cross dominoes with a double-nine set; every later double branches.</source>
        <translation>Kreuz-Domino mit einem Doppel-Neun-Satz; jeder spätere Pasch verzweigt.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Double-nine set; seven tiles each for two or three players, five for more. The highest double leads and four tiles form a cross round it; afterwards every double opens two new lines.</source>
        <translation>Doppel-Neun-Satz; sieben Steine je Spieler bei zwei oder drei Spielern, fünf bei mehr. Der höchste Pasch beginnt, und vier Steine bilden ein Kreuz um ihn; danach öffnet jeder Pasch zwei neue Linien.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Domino (to 100)</source>
        <translation>Domino (bis 100)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The boxed-set game: draw until you can play; the winner takes all pips.</source>
        <translation>Das Spiel aus der Schachtel: kaufen, bis man legen kann; der Gewinner bekommt alle Augen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seven tiles each for two players, five for three or four. Highest double leads. Cannot play: draw until you can (variation: draw one). Going out or having the fewest pips when blocked scores all the other players&apos; pips. First to 100 (or 50) wins.</source>
        <translation>Sieben Steine je Spieler bei zwei Spielern, fünf bei drei oder vier. Der höchste Pasch beginnt. Kannst du nicht legen, kaufst du, bis du kannst (Variante: einen kaufen). Wer alle Steine los ist oder bei Blockade die wenigsten Augen hat, bekommt alle Augen der anderen Spieler. Wer zuerst 100 (oder 50) hat, gewinnt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Star</source>
        <translation>Der Stern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players; the 6-6 is surrounded by four sixes to form a star.</source>
        <translation>Vier Spieler; die Doppel-Sechs wird von vier Sechsen zu einem Stern umringt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Four players, seven tiles each. The 6-6 leads; the next four tiles must be sixes round it, forming a star. Then play on the four arms. Cannot play: pass. First out scores the others&apos; pips.</source>
        <translation>Vier Spieler, je sieben Steine. Die Doppel-Sechs beginnt; die nächsten vier Steine müssen Sechsen um sie herum sein und einen Stern bilden. Danach wird an den vier Armen gelegt. Kannst du nicht legen, passt du. Wer zuerst alle Steine los ist, bekommt die Augen der anderen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lucky Draw</source>
        <translation>Glückszug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every double opens four ways; all tiles are dealt, no drawing.</source>
        <translation>Jeder Pasch öffnet vier Richtungen; alle Steine werden verteilt, kein Kaufen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four players take seven tiles; three players take nine and the holder of the 6-6 also takes the last tile. The 6-6 leads; every double can be played off all four edges. Cannot play: pass.</source>
        <translation>Vier Spieler erhalten je sieben Steine; drei Spieler je neun, und wer die Doppel-Sechs hat, bekommt auch den letzten Stein. Die Doppel-Sechs beginnt; jeder Pasch kann an allen vier Seiten angelegt werden. Kannst du nicht legen, passt du.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Partnership Block</source>
        <translation>Block im Team</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two teams of two, seven tiles each, no drawing; the locking team loses a tie.</source>
        <translation>Zwei Teams zu zweit, je sieben Steine, kein Kaufen; bei Gleichstand verliert das blockierende Team.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Four players in two teams, partners opposite; all 28 tiles dealt. The 6-6 leads. Cannot play: pass. The team that goes out scores the losing team&apos;s pips. Locked game: the lighter team takes the other team&apos;s pips; on a tie the team that locked the game loses.</source>
        <translation>Vier Spieler in zwei Teams, Partner gegenüber; alle 28 Steine werden verteilt. Die Doppel-Sechs beginnt. Kannst du nicht legen, passt du. Das Team, das alle Steine los ist, bekommt die Augen des Verliererteams. Blockiertes Spiel: das leichtere Team bekommt die Augen des anderen Teams; bei Gleichstand verliert das Team, das blockiert hat.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="+53"/>
        <source>All Fives</source>
        <translation>Alle Fünfe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score the open ends whenever they add up to a multiple of five.</source>
        <translation>Punkte für die offenen Enden, wenn sie ein Vielfaches von fünf ergeben.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seven tiles each for two players, five for three or four. The highest double leads. Every double is a spinner (its ends open once both sides are covered). After each play, if the open ends add up to a multiple of five the player scores that many points; a double at an end counts both halves. Cannot play: draw until you can. The player who goes out scores each opponent&apos;s pips rounded to the nearest five. First to 100 wins, at once.</source>
        <translation>Sieben Steine je Spieler bei zwei Spielern, fünf bei drei oder vier. Der höchste Pasch beginnt. Jeder Pasch ist ein Kreuzpasch (seine Enden öffnen sich, sobald beide Seiten belegt sind). Ergeben die offenen Enden nach einem Zug ein Vielfaches von fünf, bekommt der Spieler so viele Punkte; ein Pasch an einem Ende zählt beide Hälften. Kannst du nicht legen, kaufst du, bis du kannst. Wer alle Steine los ist, bekommt die Augen jedes Gegners, auf die nächste Fünf gerundet. Wer zuerst 100 hat, gewinnt sofort.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pub All Fives: five tiles, two sleeping tiles, lead any tile.</source>
        <translation>Alle Fünfe aus der Kneipe: fünf Steine, zwei verdeckte Steine, beliebiger Anfangsstein.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Five tiles each. The holder of the highest double leads any tile. Play to either end; if the ends then add up to a multiple of five you score it (a double counts both halves: 3 + 6 + 6 = 15). Cannot play: draw, but the last two sleeping tiles are never drawn. At the end each loser&apos;s pips minus the winner&apos;s, rounded to the nearest five, go to the winner. With &apos;declare scores yourself&apos;, a score you forget can be claimed by the others: Muggins!</source>
        <translation>Fünf Steine je Spieler. Wer den höchsten Pasch hat, spielt einen beliebigen Stein aus. Lege an eines der Enden; ergeben die Enden dann ein Vielfaches von fünf, bekommst du diese Punkte (ein Pasch zählt beide Hälften: 3 + 6 + 6 = 15). Kannst du nicht legen, kaufst du, aber die letzten zwei verdeckten Steine werden nie gekauft. Am Ende gehen die Augen jedes Verlierers minus die des Gewinners, auf die nächste Fünf gerundet, an den Gewinner. Mit „Punkte selbst ansagen“ können die anderen eine vergessene Wertung beanspruchen: Muggins!</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Fives and Threes</source>
        <translation>Fünfen und Dreien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score open ends that make a multiple of three or of five.</source>
        <translation>Punkte für offene Enden, die ein Vielfaches von drei oder fünf ergeben.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>As Muggins, but a count that is a multiple of three or of five scores its value once (6 scores 6, 15 scores 15). At the end the winner scores the losers&apos; pips, minus his own for each loser when blocked.</source>
        <translation>Wie Muggins, aber eine Summe, die ein Vielfaches von drei oder fünf ist, zählt einmal ihren Wert (6 zählt 6, 15 zählt 15). Am Ende bekommt der Gewinner die Augen der Verlierer, bei Blockade minus seine eigenen für jeden Verlierer.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Five Up</source>
        <translation>Fünf hoch</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A point for every five on the open ends; every double is a spinner; 61 up.</source>
        <translation>Ein Punkt für jede Fünf an den offenen Enden; jeder Pasch ist ein Kreuzpasch; bis 61.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Draw a tile each: the heaviest leads any tile. Five tiles each; one tile always stays in the boneyard. Every double is a spinner. After each play, if the open ends add up to a multiple of five you score a point per five (15 scores 3); a double counts until both its sides are covered. The winner of the hand scores a point per five pips left in the opponents&apos; hands. First to 61 wins at once.</source>
        <translation>Jeder zieht einen Stein: der schwerste spielt einen beliebigen Stein aus. Fünf Steine je Spieler; ein Stein bleibt immer im Talon. Jeder Pasch ist ein Kreuzpasch. Ergeben die offenen Enden nach einem Zug ein Vielfaches von fünf, bekommst du einen Punkt pro Fünf (15 zählt 3); ein Pasch zählt, bis beide Seiten belegt sind. Der Gewinner der Runde bekommt einen Punkt pro fünf Augen in den Händen der Gegner. Wer zuerst 61 hat, gewinnt sofort.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All Sevens</source>
        <translation>Alle Sieben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles join when the touching halves add up to seven; 6-1, 5-2, 4-3 and 0-0 are wild.</source>
        <translation>Steine passen, wenn die sich berührenden Hälften sieben ergeben; 6-1, 5-2, 4-3 und 0-0 sind Joker.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seven tiles each for two players, five for three or four. The highest double leads. Tiles are laid end to end; a half may touch an end only if the two add up to seven (a 2 against a 5). The wild tiles 6-1, 5-2, 4-3 and 0-0 go on any end at any time, and only they can follow a blank. You may draw while more than two tiles remain; you must draw if you cannot play. Going out scores the opponents&apos; pips; when blocked, the lightest hand scores the others&apos; pips minus its own.</source>
        <translation>Sieben Steine je Spieler bei zwei Spielern, fünf bei drei oder vier. Der höchste Pasch beginnt. Die Steine werden Ende an Ende gelegt; eine Hälfte darf ein Ende nur berühren, wenn beide zusammen sieben ergeben (eine 2 an eine 5). Die Joker 6-1, 5-2, 4-3 und 0-0 passen jederzeit an jedes Ende, und nur sie dürfen auf eine Null folgen. Du darfst kaufen, solange mehr als zwei Steine übrig sind; du musst kaufen, wenn du nicht legen kannst. Wer alle Steine los ist, bekommt die Augen der Gegner; bei Blockade bekommt die leichteste Hand die Augen der anderen minus die eigenen.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Bergen</source>
        <translation>Bergen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score 2 for a double-header and 3 for a triple-header; 15 up.</source>
        <translation>2 Punkte für ein Doppelende und 3 für ein Dreifachende; bis 15.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Six tiles each. The lowest double leads and scores 2 at once. When both ends show the same number you score 2 (a double-header); when a double at one end matches the other end, 3 (a triple-header). Cannot play: draw, but two tiles always stay in the boneyard. First to 15 wins.</source>
        <translation>Sechs Steine je Spieler. Der niedrigste Pasch beginnt und zählt sofort 2. Zeigen beide Enden dieselbe Zahl, bekommst du 2 (ein Doppelende); passt ein Pasch an einem Ende zum anderen Ende, 3 (ein Dreifachende). Kannst du nicht legen, kaufst du, aber zwei Steine bleiben immer im Talon. Wer zuerst 15 hat, gewinnt.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="+124"/>
        <source>Bingo (solitaire)</source>
        <translation>Bingo (Patience)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count 0 to 12 along a row of 28 tiles; take each tile whose pips match its number.</source>
        <translation>Entlang einer Reihe von 28 Steinen von 0 bis 12 zählen; jeden Stein nehmen, dessen Augen seiner Zahl entsprechen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All 28 tiles lie face up in one row. Counting from the left, each tile is given the next number of 0, 1, 2 ... 12, 0, 1 ... When a tile&apos;s pips add up to the number it is given you may take it away; the next tile gets the next number. At the right end the gaps close and the count carries on from the left end. You win when every tile is gone; you lose when the count goes all the way round without a tile to take.</source>
        <translation>Alle 28 Steine liegen offen in einer Reihe. Von links gezählt bekommt jeder Stein die nächste Zahl von 0, 1, 2 ... 12, 0, 1 ... Ergeben die Augen eines Steins die Zahl, die er bekommt, darfst du ihn wegnehmen; der nächste Stein bekommt die nächste Zahl. Am rechten Ende schließen sich die Lücken, und die Zählung geht am linken Ende weiter. Du gewinnst, wenn alle Steine weg sind; du verlierst, wenn die Zählung einmal ganz herumläuft, ohne dass ein Stein zu nehmen ist.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+138"/>
        <source>Domino Patience</source>
        <translation>Domino-Patience</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build one line from a hand of five, drawing when nothing fits; play all 28 tiles.</source>
        <translation>Eine Linie aus einer Hand von fünf bauen und kaufen, wenn nichts passt; alle 28 Steine legen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold five tiles; play any one to start the line. Then play tiles from your hand onto either end where the numbers match (doubles lie crosswise but do not branch). When nothing in your hand fits, draw from the stock until you can play. You win when all 28 tiles are in the line; you lose when the stock is empty and nothing fits.</source>
        <translation>Du hältst fünf Steine; lege einen beliebigen, um die Linie zu beginnen. Dann legst du Steine aus deiner Hand an eines der Enden, wo die Zahlen passen (Pasche liegen quer, verzweigen aber nicht). Passt nichts aus deiner Hand, kaufst du aus dem Talon, bis du legen kannst. Du gewinnst, wenn alle 28 Steine in der Linie liegen; du verlierst, wenn der Talon leer ist und nichts passt.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+18"/>
        <source>Five&apos;s the Limit</source>
        <translation>Fünf ist die Grenze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patience with never more than five tiles in hand.</source>
        <translation>Patience mit nie mehr als fünf Steinen auf der Hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played like Domino Patience, but you may draw only while you hold fewer than five tiles: five tiles in hand and none fits is a loss, and so is an empty stock with nothing that fits. You win when all 28 tiles are in the line.</source>
        <translation>Wie Domino-Patience, aber du darfst nur kaufen, solange du weniger als fünf Steine hältst: fünf Steine auf der Hand, von denen keiner passt, sind verloren, ebenso ein leerer Talon, wenn nichts passt. Du gewinnst, wenn alle 28 Steine in der Linie liegen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="+120"/>
        <source>Five Columns</source>
        <translation>Fünf Säulen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pairs totalling 12 from the bottoms of five columns and a reserve.</source>
        <translation>Paare mit der Summe 12 vom Fuß von fünf Säulen und aus einer Reserve ablegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three tiles form the reserve; the other 25 lie in five columns of five. The bottom tile of each column and the reserve tiles are available. Discard any two available tiles whose pips total exactly 12; the tile above a discarded one becomes available. When a column is empty you may move the bottom tile of another column into it. You win when all 28 are discarded; you lose when no pair totals 12 and no move would uncover a tile.</source>
        <translation>Drei Steine bilden die Reserve; die anderen 25 liegen in fünf Säulen zu fünf. Der unterste Stein jeder Säule und die Reservesteine sind verfügbar. Lege zwei beliebige verfügbare Steine ab, deren Augen genau 12 ergeben; der Stein über einem abgelegten wird verfügbar. Ist eine Säule leer, darfst du den untersten Stein einer anderen Säule hineinlegen. Du gewinnst, wenn alle 28 abgelegt sind; du verlierst, wenn kein Paar 12 ergibt und kein Zug einen Stein freilegen würde.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+82"/>
        <source>Twelve To Go</source>
        <translation>Zwölf gesucht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pairs totalling 12 from six tiles showing, refilled from the stock.</source>
        <translation>Paare mit der Summe 12 aus sechs offenen Steinen ablegen, aufgefüllt aus dem Talon.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six tiles are face up; the other 22 are the stock. Discard any two showing tiles whose pips total 12; they are replaced from the stock while it lasts. You win when all 28 are discarded; you lose when no two showing tiles total 12.</source>
        <translation>Sechs Steine liegen offen; die anderen 22 sind der Talon. Lege zwei offene Steine ab, deren Augen 12 ergeben; sie werden aus dem Talon ersetzt, solange er reicht. Du gewinnst, wenn alle 28 abgelegt sind; du verlierst, wenn keine zwei offenen Steine 12 ergeben.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/knock_out.py" line="+127"/>
        <source>Knock-Out</source>
        <translation>Knock-out</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock out neighbours whose touching halves match until the line is gone.</source>
        <translation>Nachbarn mit passenden Hälften herausschlagen, bis die Linie weg ist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All 28 tiles lie end to end in one line, each turned face up where it lies. When two neighbours touch with the same number you may knock both out; the gap closes and their old neighbours now touch. Tiles are never turned. You win when the line is gone; you lose when no two touching halves match.</source>
        <translation>Alle 28 Steine liegen Ende an Ende in einer Linie, jeder offen, wo er liegt. Berühren sich zwei Nachbarn mit derselben Zahl, darfst du beide herausschlagen; die Lücke schließt sich, und ihre alten Nachbarn berühren sich nun. Steine werden nie gedreht. Du gewinnst, wenn die Linie weg ist; du verlierst, wenn keine zwei sich berührenden Hälften passen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="+101"/>
        <source>Matching Numbers</source>
        <translation>Gleiche Zahlen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a tile from between two that share a number; deal the stock one tile at a time.</source>
        <translation>Einen Stein zwischen zwei mit gleicher Zahl nehmen; den Talon Stein für Stein ausgeben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three tiles start a row. When two tiles with exactly one tile between them share a number, the middle tile is taken away and the row closes up. If three neighbours all share one number you may take all three. When nothing can be taken, the next stock tile goes on the right end. You win when the stock and the row are both empty; you lose when the stock is empty and nothing can be taken.</source>
        <translation>Drei Steine beginnen eine Reihe. Haben zwei Steine mit genau einem Stein dazwischen eine gemeinsame Zahl, wird der mittlere Stein weggenommen und die Reihe rückt zusammen. Haben drei Nachbarn alle eine gemeinsame Zahl, darfst du alle drei nehmen. Kann nichts genommen werden, kommt der nächste Talonstein ans rechte Ende. Du gewinnst, wenn Talon und Reihe leer sind; du verlierst, wenn der Talon leer ist und nichts genommen werden kann.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+851"/>
        <source>Mexican Train</source>
        <translation>Mexikanischer Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build your own train from the engine, share the Mexican train, and satisfy every double; the lowest total after the last round wins.</source>
        <translation>Baue deinen eigenen Zug von der Lok aus, teile den mexikanischen Zug und bediene jeden Pasch; die niedrigste Summe nach der letzten Runde gewinnt.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>One round for every double, from the highest down: the round&apos;s double, the engine, lies in the centre. Each player builds his own train from the engine; anyone may start and play on the one Mexican train. Play one tile matching the open end of your train, of the Mexican train or of any public train. With no tile to play, draw one and play it if it fits; otherwise your train becomes public (a marker on it) until you play on it again. A double is laid across and its player plays again: nobody may play anywhere else until a tile is played on the double. The round ends when someone plays his last tile, or when nobody can play; everyone adds the pips left in his hand to his total. The lowest total after the last round wins.</source>
        <translation>Eine Runde für jeden Pasch, vom höchsten abwärts: der Pasch der Runde, die Lok, liegt in der Mitte. Jeder Spieler baut seinen eigenen Zug von der Lok aus; jeder darf den einen mexikanischen Zug beginnen und an ihn anlegen. Lege einen Stein an das offene Ende deines Zuges, des mexikanischen Zuges oder eines öffentlichen Zuges. Hast du keinen passenden Stein, kaufe einen und lege ihn, wenn er passt; sonst wird dein Zug öffentlich (mit einer Markierung), bis du wieder an ihn anlegst. Ein Pasch wird quer gelegt und sein Spieler ist noch einmal dran: niemand darf woanders anlegen, bis ein Stein an den Pasch gelegt ist. Die Runde endet, wenn jemand seinen letzten Stein legt oder niemand mehr legen kann; jeder zählt die Augen in seiner Hand zu seiner Summe. Die niedrigste Summe nach der letzten Runde gewinnt.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Chicken Foot</source>
        <translation>Hühnerfuß</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surround the engine, then grow the lines; every double is a chicken foot that needs three toes. The lowest total wins.</source>
        <translation>Umgib die Lok, dann verlängere die Linien; jeder Pasch ist ein Hühnerfuß, der drei Zehen braucht. Die niedrigste Summe gewinnt.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>One round for every double, from the highest down: the round&apos;s double, the engine, lies in the centre. First four tiles must be played around it, one on each side and each end, each matching the engine. Then play one tile matching any free end. A double is laid across and becomes a chicken foot: the next three plays must be its toes, tiles matching it, before any other play. With no tile to play, draw one and play it if it fits. The round ends when someone plays his last tile, or when nobody can play; everyone adds the pips left in his hand (the double blank counts 50). The lowest total after the last round wins.</source>
        <translation>Eine Runde für jeden Pasch, vom höchsten abwärts: der Pasch der Runde, die Lok, liegt in der Mitte. Zuerst müssen vier Steine um sie gelegt werden, einer an jede Seite und jedes Ende, jeder passend zur Lok. Dann lege einen Stein an ein beliebiges freies Ende. Ein Pasch wird quer gelegt und wird ein Hühnerfuß: die nächsten drei Züge müssen seine Zehen sein, passende Steine, vor jedem anderen Zug. Hast du keinen passenden Stein, kaufe einen und lege ihn, wenn er passt. Die Runde endet, wenn jemand seinen letzten Stein legt oder niemand mehr legen kann; jeder zählt die Augen in seiner Hand (der Doppel-Null zählt 50). Die niedrigste Summe nach der letzten Runde gewinnt.</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <location filename="../dominoes_qt/ai/basic.py" line="+119"/>
        <source>Plays any legal move at random.</source>
        <translation>Spielt irgendeinen erlaubten Zug, zufällig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../dominoes_qt/app/players.py" line="+42"/>
        <source>Greedy</source>
        <translation>Gierig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the move that scores most now, else its heaviest tile.</source>
        <translation>Spielt den Zug, der jetzt am meisten Punkte bringt, sonst seinen schwersten Stein.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Plays its heaviest tile that fits.</source>
        <translation>Legt seinen schwersten passenden Stein.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/basic.py" line="-3"/>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Random</source>
        <extracomment>Weights of the greedy evaluation, in pips: a double is worth shedding early, and each number kept in hand (or tile still playable afterwards) is worth keeping options open. Scoring games: a point scored now outweighs any amount of shedding. Actions that put a known tile on the table (CHOOSE: Blind Dominoes&apos; choice of end).</extracomment>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Plays any tile that fits, at random.</source>
        <translation>Legt zufällig irgendeinen passenden Stein.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/hard.py" line="+499"/>
        <source>Hard</source>
        <extracomment>Worth of a match won inside a play-out, as a share of the target score. Also read soft hints from the opponents&apos; plays (see inference.infer). The shipped budget (the strength table in docs/ai.md was measured with it). partner seats known to keep the convention (None: every partner; see meet_table)</extracomment>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A strong player: reads passes and draws to guess the hidden hands, then plays each move out many times before choosing. Two Hard partners signal: early in a hand each plays a double if it can, else the tile that leaves open the number it holds most of.</source>
        <translation>Ein starker Spieler: liest aus Passen und Kaufen die verdeckten Hände und spielt jeden Zug oft durch, bevor er wählt. Zwei Partner auf Stufe Schwer geben sich Zeichen: zu Beginn eines Spiels legt jeder einen Pasch, wenn er kann, sonst den Stein, der die Zahl offen lässt, von der er die meisten hält.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/levels.py" line="+125"/>
        <source>Easy</source>
        <extracomment>Probability that ``easy`` plays a random legal tile instead of its simple preference.</extracomment>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A beginner: plays any tile that fits, often without a second thought.</source>
        <translation>Ein Anfänger: legt irgendeinen passenden Stein, oft ohne nachzudenken.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A solid club player: takes the best score on offer, sheds heavy tiles and plays to the numbers you have shown you lack.</source>
        <translation>Ein solider Vereinsspieler: nimmt die beste Wertung, wird schwere Steine los und spielt auf die Zahlen, die dir offensichtlich fehlen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/sampled_ab.py" line="+102"/>
        <source>Sampled alpha-beta</source>
        <extracomment>Deals sampled per decision. Search from this move of the hand on (counting every play, pass and draw as a move).</extracomment>
        <translation>Alpha-Beta mit Stichproben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A yardstick for the arena: solves twenty guessed deals exactly from the eighth move and plays the best average; before that, its heaviest double or tile.</source>
        <translation>Ein Maßstab für die Arena: löst ab dem achten Zug zwanzig geschätzte Verteilungen exakt und spielt den besten Durchschnitt; davor seinen schwersten Pasch oder Stein.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../dominoes_qt/rules/games/blind.py" line="-48"/>
        <source>Choose the end automatically</source>
        <translation>Ende automatisch wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a turned tile fits both ends, play it on the first one instead of asking.</source>
        <translation>Passt ein aufgedeckter Stein an beide Enden, ihn an das erste legen, statt zu fragen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A single hand, the winner takes it; or hands scored like Block and Draw until a player reaches 100.</source>
        <translation>Eine einzige Runde, der Gewinner bekommt alles; oder Runden mit Wertung wie beim Blockieren und Kaufen, bis ein Spieler 100 erreicht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/games/common.py" line="+32"/>
        <source>Spinners</source>
        <translation>Kreuzpasche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no spinners the line has two ends; with every double a spinner, each double opens four ways (Blind Hughie).</source>
        <translation>Ohne Kreuzpasche hat die Kette zwei Enden; ist jeder Pasch ein Kreuzpasch, öffnet jeder Pasch vier Richtungen (Blind Hughie).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/block_draw.py" line="-185"/>
        <source>Blocked hand (preset)</source>
        <translation>Blockierte Runde (Vorgabe)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lightest hand scores the others&apos; pips minus its own (Classic booklet), or its own pips subtracted from each opponent&apos;s (Leaflet).</source>
        <translation>Die leichteste Hand bekommt die Augen der anderen minus die eigenen (klassisches Regelheft), oder ihre eigenen Augen werden von denen jedes Gegners abgezogen (Faltblatt).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No double dealt</source>
        <translation>Kein Pasch ausgeteilt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nobody holds a double: shuffle and deal again, or let the heaviest tile lead instead.</source>
        <translation>Wenn niemand einen Pasch hat: neu mischen und geben, oder stattdessen den schwersten Stein beginnen lassen.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Both partners must chip out</source>
        <translation>Beide Partner müssen fertig sein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A partnership wins only when both partners are out.</source>
        <translation>Ein Team gewinnt erst, wenn beide Partner alle Steine los sind.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Blocked hand award</source>
        <translation>Wertung bei Blockade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a locked game the lighter team takes the other team&apos;s pips, or every pip left in both teams&apos; hands.</source>
        <translation>Im blockierten Spiel bekommt das leichtere Team die Augen des anderen Teams, oder alle übrigen Augen in den Händen beider Teams.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead of later hands</source>
        <translation>Anspiel der späteren Runden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first hand is led with the 6-6. Later hands: the 6-6 holder leads it again, or the lead passes to the left each hand, or the winner of the last hand leads; these two may lead any tile.</source>
        <translation>Die erste Runde beginnt mit der Doppel-Sechs. Spätere Runden: Wer die Doppel-Sechs hat, spielt sie wieder aus, oder das Anspiel wandert jede Runde nach links, oder der Gewinner der letzten Runde spielt aus; in diesen beiden Fällen mit einem beliebigen Stein.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/common.py" line="-19"/>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first side to reach this score wins the match.</source>
        <translation>Die Seite, die diese Punktzahl zuerst erreicht, gewinnt die Partie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie in a blocked hand</source>
        <translation>Gleichstand bei Blockade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a blocked hand leaves the lightest hands tied: either nobody scores, or the side that blocked the game loses.</source>
        <translation>Wenn eine blockierte Runde die leichtesten Hände gleichauf lässt: entweder punktet niemand, oder die Seite, die das Spiel blockiert hat, verliert.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="-147"/>
        <source>Drawing</source>
        <translation>Kaufen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who cannot play either draws until a tile fits, or draws one tile and plays it if it fits, otherwise the turn ends.</source>
        <translation>Wer nicht legen kann, kauft entweder, bis ein Stein passt, oder kauft einen Stein und legt ihn, wenn er passt, sonst endet der Zug.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Which doubles open four ways: all, only the first, or none.</source>
        <translation>Welche Pasche vier Richtungen öffnen: alle, nur der erste oder keiner.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spinner sides before tips</source>
        <translation>Kreuzpasch-Seiten vor den Enden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A spinner&apos;s ends open only after both of its sides are covered.</source>
        <translation>Die Enden eines Kreuzpasches öffnen sich erst, wenn beide Seiten belegt sind.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-73"/>
        <source>Tiles per player (0 = the game&apos;s usual number)</source>
        <translation>Steine pro Spieler (0 = die übliche Zahl des Spiels)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+2"/>
        <source>Deal this many tiles to each player instead of the rule book&apos;s number.</source>
        <translation>Jedem Spieler so viele Steine geben statt der Zahl aus dem Regelbuch.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scoring</source>
        <translation>Wertung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winners score the losers&apos; pips, or one point per hand won; with one point per hand the target is 5 unless you set another.</source>
        <translation>Die Gewinner bekommen die Augen der Verlierer, oder einen Punkt pro gewonnener Runde; mit einem Punkt pro Runde wird bis 5 gespielt, wenn du kein anderes Ziel einstellst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who may claim a missed score</source>
        <translation>Wer nicht angesagte Punkte beanspruchen darf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With partners and scores declared by hand: a score its maker did not declare may be claimed by the opponents only (as most club rules play it), or by any other player, the maker&apos;s partner too.</source>
        <translation>Mit Partnern und selbst angesagten Punkten: Punkte, die ihr Spieler nicht angesagt hat, dürfen nur die Gegner beanspruchen (wie in den meisten Clubs), oder jeder andere Spieler, auch der Partner dessen, der sie gemacht hat.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="-71"/>
        <source>Declare scores yourself (Muggins!)</source>
        <translation>Punkte selbst ansagen (Muggins!)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores are not added automatically: declare them before the next tile is laid, or another player may claim them.</source>
        <translation>Punkte werden nicht automatisch addiert: sage sie an, bevor der nächste Stein gelegt wird, sonst kann ein anderer Spieler sie beanspruchen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Previous hand&apos;s winner leads</source>
        <translation>Gewinner der letzten Runde beginnt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the first hand the winner of the last hand leads any tile.</source>
        <translation>Nach der ersten Runde spielt der Gewinner der letzten Runde einen beliebigen Stein aus.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Finish the hand before the match ends</source>
        <translation>Die Runde vor Partieende fertig spielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: reaching the target ends the match at once. On: the hand is played out and the highest total wins.</source>
        <translation>Aus: Erreichen des Ziels beendet die Partie sofort. Ein: die Runde wird zu Ende gespielt, und die höchste Summe gewinnt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tiles that stay in the boneyard</source>
        <translation>Steine, die im Talon bleiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This many boneyard tiles can never be drawn.</source>
        <translation>So viele Talonsteine können nie gekauft werden.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead</source>
        <translation>Anspiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the hand, and whether a double must lead.</source>
        <translation>Wer die Runde beginnt und ob ein Pasch beginnen muss.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Draw until a tile fits, draw one and play it if it fits, or draw one and end the turn.</source>
        <translation>Kaufen, bis ein Stein passt, einen kaufen und legen, wenn er passt, oder einen kaufen und den Zug beenden.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Scoring style</source>
        <translation>Wertungsart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face value: a count of 15 scores 15. Pub: one point per three and per five in the count (15 scores 8), a point for chipping out, no drawing, seven tiles each for two players, and 61 up unless you set another target.</source>
        <translation>Nennwert: eine Summe von 15 zählt 15. Kneipe: ein Punkt pro Drei und pro Fünf in der Summe (15 zählt 8), ein Punkt fürs Fertigwerden, kein Kaufen, sieben Steine für jeden bei zwei Spielern, und bis 61, wenn du kein anderes Ziel einstellst.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Points for the tiles left</source>
        <translation>Punkte für die übrigen Steine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A point per five pips left in the losers&apos; hands: all opponents together, rounded to the nearest five; each opponent rounded separately; never rounded up; or, in a blocked hand, minus the winner&apos;s own pips.</source>
        <translation>Ein Punkt pro fünf Augen in den Händen der Verlierer: alle Gegner zusammen, auf die nächste Fünf gerundet; jeder Gegner einzeln gerundet; nie aufgerundet; oder bei Blockade minus die eigenen Augen des Gewinners.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Draw even when you could play</source>
        <translation>Kaufen, auch wenn du legen könntest</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While more than two tiles sleep you may draw instead of playing.</source>
        <translation>Solange mehr als zwei Steine verdeckt liegen, darfst du kaufen statt zu legen.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Bonus for winning the hand</source>
        <translation>Bonus für den Rundensieg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for the player who goes out or holds the lightest hand when play is blocked.</source>
        <translation>Punkte für den Spieler, der alle Steine los ist oder bei Blockade die leichteste Hand hat.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/base.py" line="+335"/>
        <source>Winnable deals only</source>
        <extracomment>Positions the solver may visit to prove a deal winnable (a count, not a time, so a replay of the record on any machine reproduces the same deal). Reshuffles tried before the deal is kept as it is (then it may not be winnable). Orientations of deals built rather than shuffled (Knock-Out&apos;s winnable lines), by order.</extracomment>
        <translation>Nur gewinnbare Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle again until the solver proves the deal can be won. If it cannot find one within a few seconds, you get an ordinary deal and are told it is not proved winnable.</source>
        <translation>Neu mischen, bis der Löser beweist, dass das Spiel gewinnbar ist. Findet er in wenigen Sekunden keines, bekommst du ein gewöhnliches Spiel und erfährst, dass es nicht als gewinnbar bewiesen ist.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="+7"/>
        <source>Restart the count at 0 each pass</source>
        <translation>Zählung bei jedem Durchgang bei 0 beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each time the count comes back to the left end of the row it starts again at 0 (harder: a pass with no tile taken loses).</source>
        <translation>Jedes Mal, wenn die Zählung zum linken Ende der Reihe zurückkommt, beginnt sie wieder bei 0 (schwerer: ein Durchgang ohne genommenen Stein verliert).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take matching tiles automatically</source>
        <translation>Passende Steine automatisch nehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile whose pips equal the number called is always taken; you only watch the count go round.</source>
        <translation>Ein Stein, dessen Augen der ausgerufenen Zahl entsprechen, wird immer genommen; du siehst nur der Zählung zu.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+4"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+6"/>
        <source>Tiles in your opening hand</source>
        <translation>Steine auf deiner Anfangshand</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+1"/>
        <source>How many tiles you hold at the start.</source>
        <translation>Wie viele Steine du zu Beginn hältst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Most tiles in your hand</source>
        <translation>Höchstens so viele Steine auf der Hand</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+2"/>
        <source>Doubles open on all four sides</source>
        <translation>Pasche öffnen nach allen vier Seiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every double, once laid, can be built on from all four sides.</source>
        <translation>Jeder Pasch kann, sobald er liegt, von allen vier Seiten angelegt werden.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+1"/>
        <source>You may not draw while you hold this many tiles; holding this many with none that fits loses.</source>
        <translation>Du darfst nicht kaufen, solange du so viele Steine hältst; so viele zu halten, ohne dass einer passt, ist verloren.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="+7"/>
        <source>Tiles in the reserve</source>
        <translation>Steine in der Reserve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tiles start in the reserve (the rest go into the columns).</source>
        <translation>Wie viele Steine in der Reserve beginnen (der Rest kommt in die Säulen).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+4"/>
        <source>Tiles face up</source>
        <translation>Offen liegende Steine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tiles are face up at once (fewer is harder).</source>
        <translation>Wie viele Steine gleichzeitig offen liegen (weniger ist schwerer).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="+6"/>
        <source>Take every tile you can before the next is dealt</source>
        <translation>Alles Mögliche wegnehmen, bevor der nächste Stein kommt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that can be taken must be taken before the next tile is dealt; off, you may deal at any time.</source>
        <translation>Ein Stein, der genommen werden kann, muss genommen werden, bevor der nächste Stein kommt; aus, darfst du jederzeit ausgeben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take three neighbours that share a number (needed to win)</source>
        <translation>Drei Nachbarn mit gemeinsamer Zahl wegnehmen (zum Gewinnen nötig)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three neighbours sharing one number may all be taken at once. Without it no deal can be won: a single tile goes only from between two others, so the two at the ends of the row always stay.</source>
        <translation>Drei Nachbarn mit einer gemeinsamen Zahl dürfen zusammen genommen werden. Ohne das lässt sich kein Spiel gewinnen: Ein einzelner Stein geht nur zwischen zwei anderen weg, also bleiben die beiden am Ende der Reihe immer liegen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/catalogue.py" line="+164"/>
        <source>Partners sit opposite (4 players)</source>
        <extracomment>``apply(fields, value)`` sets Settings fields for a value; ``fields`` also holds ``players`` and ``set_n`` for options whose effect depends on them. choice -&gt; {other option key: default}: choosing the value changes other options&apos; defaults (pub Fives and Threes plays to 61); a value given for those options still wins. the GameState class that plays it: None for the shared line-game hand (or, with manual Muggins, its declaring hand; see ``match.hand_class_for``)</extracomment>
        <translation>Partner sitzen sich gegenüber (4 Spieler)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Always on in this game: two teams of two, partners opposite each other.</source>
        <translation>In diesem Spiel immer: zwei Teams zu zweit, Partner sitzen sich gegenüber.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play in two teams of two, partners opposite each other.</source>
        <translation>In zwei Teams zu zweit spielen, Partner sitzen sich gegenüber.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-6"/>
        <source>Rounds (0 = one per double)</source>
        <translation>Runden (0 = eine pro Pasch)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a round for every double from the highest down to the double blank, or only this many rounds.</source>
        <translation>Spiele eine Runde für jeden Pasch vom höchsten bis zum Doppel-Null, oder nur so viele Runden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double blank left in hand counts</source>
        <translation>Der Doppel-Null in der Hand zählt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 0-0 left in a hand at the end of a round counts 0 or 50 points.</source>
        <translation>Der 0-0, der am Ende einer Runde in der Hand bleibt, zählt 0 oder 50 Punkte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A double must be satisfied before going out</source>
        <translation>Ein Pasch muss bedient sein, bevor man ausgeht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who plays his last tile as a double is not out until the double is satisfied.</source>
        <translation>Wer seinen letzten Stein als Pasch legt, ist erst draußen, wenn der Pasch bedient ist.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Satisfying a double</source>
        <translation>Einen Pasch bedienen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who lays a double plays again and must satisfy it first; or his extra play may go anywhere and only the next players must satisfy it.</source>
        <translation>Wer einen Pasch legt, ist noch einmal dran und muss ihn zuerst bedienen; oder sein Extrazug darf überallhin und nur die nächsten Spieler müssen ihn bedienen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run on the first turn</source>
        <translation>Reihe im ersten Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On his first turn of a round a player may lay any number of tiles along his own train.</source>
        <translation>In seinem ersten Zug einer Runde darf ein Spieler beliebig viele Steine an seinen eigenen Zug legen.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The centre</source>
        <translation>Die Mitte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four tiles around the engine (one on each side and each end), or six, three on each long side (a double chicken foot), before any other play.</source>
        <translation>Vier Steine um die Lok (einer an jeder Seite und jedem Ende), oder sechs, drei an jeder Längsseite (ein doppelter Hühnerfuß), vor jedem anderen Zug.</translation>
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
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} cannot go there: choose one of the ends it fits.</source>
        <translation>{tile} kann dort nicht hin: wähle eines der Enden, an die er passt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the end for {tile} first.</source>
        <translation>Wähle zuerst das Ende für {tile}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up the front tile of your row first.</source>
        <translation>Decke zuerst den vordersten Stein deiner Reihe auf.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Blind Dominoes you can only turn up the front tile of your row.</source>
        <translation>Beim Blind-Domino kannst du nur den vordersten Stein deiner Reihe aufdecken.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-432"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+169"/>
        <source>That is not allowed in this game.</source>
        <translation>Das ist in diesem Spiel nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/base.py" line="-200"/>
        <source>That is not a move in this game.</source>
        <extracomment>What a pointer gesture starts from or drops on: a tile id or a named place. One way to make a move: drag ``source`` onto ``target``, or click ``source`` (target None). the solitaire table&apos;s features: tiles lie across (Knock-Out), the row is counted along (Bingo), a face-down stock is dealt from (Matching, Patience, Twelve To Go) the hand limit shown on the table (Five&apos;s the Limit); 0: none positions &quot;winnable deals only&quot; may search in all before it keeps the plain deal (about 10 s of one core: a game whose positions cost more searches fewer) &quot;winnable deals only&quot;: True when the solver proved this deal winnable, False when it gave up at its bound (the deal is then an ordinary random one), None when not asked. the face-down stock, dealt from its end (None in a player&apos;s view: unseen)</extracomment>
        <translation>Das ist kein Zug in diesem Spiel.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="-112"/>
        <source>Count 0 to 12 along the row</source>
        <extracomment>a counted row&apos;s positions cost more to search (about 65 µs each, 13 s for 200,000 with the count restarting each pass): fewer keep &quot;winnable deals only&quot; within about 10 s</extracomment>
        <translation>Entlang der Reihe von 0 bis 12 zählen</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{tile} is not the tile being called: the count is at {number}.</source>
        <translation>{tile} ist nicht der aufgerufene Stein: die Zählung steht bei {number}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{number} is called on {tile}, which does not match: no tile can be taken.</source>
        <translation>{number} wird bei {tile} aufgerufen, der nicht passt: Kein Stein kann genommen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{number} is called on {tile}: click it to take it, or Space to go on.</source>
        <translation>{number} fällt auf {tile}: klicke ihn an, um ihn zu nehmen, oder Leertaste, um weiterzumachen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/knock_out.py" line="-96"/>
        <source>Knock out matching neighbours</source>
        <translation>Passende Nachbarn herausschlagen</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Drag a tile onto its neighbour where the touching halves match.</source>
        <translation>Ziehe einen Stein auf seinen Nachbarn, wo die sich berührenden Hälften passen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{a} and {b} are not neighbours.</source>
        <translation>{a} und {b} sind keine Nachbarn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The touching halves of {a} and {b} differ ({x} and {y}).</source>
        <translation>Die sich berührenden Hälften von {a} und {b} sind verschieden ({x} und {y}).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="-92"/>
        <source>Take a tile between two that share a number</source>
        <translation>Einen Stein zwischen zwei Steinen mit gleicher Zahl nehmen</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Click a lit tile to take it (drag it onto a neighbour to take all three when they share a number).</source>
        <translation>Klicke einen hellen Stein an, um ihn zu nehmen (ziehe ihn auf einen Nachbarn, um alle drei zu nehmen, wenn sie eine Zahl teilen).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click the stock for the next tile.</source>
        <translation>Klicke auf den Talon für den nächsten Stein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the tiles you can first: a tile between two that share a number goes.</source>
        <translation>Nimm zuerst die Steine, die du kannst: ein Stein zwischen zwei mit gleicher Zahl geht weg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="-26"/>
        <source>The stock is empty.</source>
        <translation>Der Talon ist leer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} can go only when its two neighbours share a number.</source>
        <translation>{tile} darf nur weg, wenn seine beiden Nachbarn eine Zahl teilen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="-25"/>
        <source>Drag a tile onto another so that the two total 12.</source>
        <translation>Ziehe einen Stein so auf einen anderen, dass beide zusammen 12 ergeben.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{tile} is not face up: pair two of the tiles showing.</source>
        <translation>{tile} liegt nicht offen: Lege zwei der offenen Steine zusammen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="-17"/>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+3"/>
        <source>{a} and {b} total {total}, not 12.</source>
        <translation>{a} und {b} ergeben {total}, nicht 12.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Drag an available tile onto another so that the two total 12 (or a column&apos;s bottom tile onto an empty column).</source>
        <translation>Ziehe einen verfügbaren Stein so auf einen anderen, dass beide 12 ergeben (oder den untersten Stein einer Säule auf eine leere Säule).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only the bottom tile of a column of two or more moves, to an empty column.</source>
        <translation>Nur der unterste Stein einer Säule von zwei oder mehr Steinen kann ziehen, und zwar auf eine leere Säule.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{tile} is covered: only the bottom tile of a column and the reserve are available.</source>
        <translation>{tile} ist verdeckt: nur der unterste Stein einer Säule und die Reserve sind verfügbar.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="-13"/>
        <source>Drag a tile from your hand to start the line.</source>
        <translation>Ziehe einen Stein aus deiner Hand, um die Linie zu beginnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag a tile from your hand onto a lit end.</source>
        <translation>Ziehe einen Stein aus deiner Hand an ein helles Ende.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing fits: click the stock to draw.</source>
        <translation>Nichts passt: klicke auf den Talon, um zu kaufen.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A tile in your hand fits: play it before you draw.</source>
        <translation>Ein Stein in deiner Hand passt: lege ihn, bevor du kaufst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is full ({limit} tiles).</source>
        <translation>Deine Hand ist voll ({limit} Steine).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-19"/>
        <location filename="../dominoes_qt/rules/hand.py" line="-135"/>
        <location line="+6"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+3"/>
        <source>{tile} does not match {end}.</source>
        <translation>{tile} passt nicht zu {end}.</translation>
    </message>
    <message>
        <location line="-10"/>
        <location filename="../dominoes_qt/rules/hand.py" line="-35"/>
        <source>Name a tile to play.</source>
        <translation>Nenne einen Stein zum Legen.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The round is over.</source>
        <extracomment>Chicken Foot: the first socket of placed tiles (lower ids are the engine&apos;s sides). Mexican Train: each personal train&apos;s marker, and the trains with an unsatisfied double Chicken Foot: the chicken foot whose toes are awaited (placement index, -1 none) the seat to act has already played this turn (a double&apos;s bonus play or a run) must_satisfy_to_go_out: seat -&gt; the placement of the double that was its last tile</extracomment>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>{tile} is not in your hand.</source>
        <translation>{tile} ist nicht in deiner Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile you drew does not fit: pass.</source>
        <translation>Der gekaufte Stein passt nicht: passe.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You must play the tile you drew.</source>
        <translation>Du musst den gekauften Stein legen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may draw only one tile: pass.</source>
        <translation>Du darfst nur einen Stein kaufen: passe.</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>There is no such train.</source>
        <extracomment>the placements of each train: 0 .. p - 1 personal, p the Mexican train trains whose last tile is an unsatisfied double, oldest first</extracomment>
        <translation>Diesen Zug gibt es nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The double {tile} must be satisfied first.</source>
        <translation>Zuerst muss der Pasch {tile} bedient werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On your first turn you may go on only along your own train.</source>
        <translation>In deinem ersten Zug darfst du nur an deinem eigenen Zug weiterlegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s train is private.</source>
        <translation>Der Zug von {owner} ist privat.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>First the engine&apos;s sides: every side of the centre needs a tile.</source>
        <extracomment>every free socket, socket -&gt; number shown (insertion ordered)</extracomment>
        <translation>Zuerst die Seiten der Lok: jede Seite der Mitte braucht einen Stein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chicken foot on {tile} needs its three toes first.</source>
        <translation>Der Hühnerfuß am {tile} braucht zuerst seine drei Zehen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+3"/>
        <source>The first tile has already been played.</source>
        <translation>Der erste Stein wurde schon gelegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} has no {end}.</source>
        <translation>{tile} hat keine {end}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand must start with {tile}.</source>
        <translation>Die Runde muss mit {tile} beginnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} cannot lead.</source>
        <translation>{tile} darf nicht beginnen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is on the table yet: lead a tile.</source>
        <translation>Noch liegt nichts auf dem Tisch: spiele einen Stein aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That end is not open yet.</source>
        <translation>Dieses Ende ist noch nicht offen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-307"/>
        <location line="+224"/>
        <location line="+85"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <source>That is not an open end.</source>
        <translation>Das ist kein offenes Ende.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>{tile} does not fit any open end: draw a tile.</source>
        <translation>{tile} passt an kein offenes Ende: kaufe einen Stein.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} cannot go on the {end}: a half must make seven with it.</source>
        <translation>{tile} kann nicht an {end}: eine Hälfte muss mit ihm sieben ergeben.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-331"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+8"/>
        <source>{tile} must touch the {end} with its {end} half.</source>
        <translation>{tile} muss {end} mit seiner Hälfte {end} berühren.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+4"/>
        <source>{tile} does not match {end} (open ends show {ends}).</source>
        <translation>{tile} passt nicht zu {end} (offene Enden zeigen {ends}).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+7"/>
        <location line="+6"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+4"/>
        <location line="+6"/>
        <source>You hold a tile that fits: you must play it.</source>
        <translation>Du hast einen passenden Stein: du musst ihn legen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="-4"/>
        <source>This game has no drawing: pass instead.</source>
        <translation>In diesem Spiel wird nicht gekauft: passe stattdessen.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-3"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <source>You cannot draw: the boneyard is used up.</source>
        <translation>Du kannst nicht kaufen: der Talon ist aufgebraucht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+5"/>
        <source>You must draw from the boneyard before passing.</source>
        <translation>Du musst aus dem Talon kaufen, bevor du passt.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>Scores are added automatically in this game.</source>
        <translation>In diesem Spiel werden Punkte automatisch addiert.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-11"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <location filename="../dominoes_qt/rules/muggins.py" line="+21"/>
        <source>That is not allowed now.</source>
        <translation>Das ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/muggins.py" line="-19"/>
        <source>There is no seat {seat}.</source>
        <translation>Es gibt keinen Platz {seat}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to declare.</source>
        <translation>Nichts anzusagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player who scored can declare.</source>
        <translation>Nur der Spieler, der gepunktet hat, kann ansagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong amount: the score is {points} ({detail}), not {declared}.</source>
        <translation>Falscher Betrag: die Wertung ist {points} ({detail}), nicht {declared}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no missed score to claim.</source>
        <translation>Es gibt keine vergessene Wertung zu beanspruchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot claim your own missed score.</source>
        <translation>Du kannst deine eigene vergessene Wertung nicht beanspruchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot claim your partner&apos;s missed score.</source>
        <translation>Du kannst die vergessene Wertung deines Partners nicht beanspruchen.</translation>
    </message>
</context>
<context>
    <name>scores</name>
    <message>
        <location filename="../dominoes_qt/app/score_words.py" line="+22"/>
        <source>double-header</source>
        <translation>Doppelende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple-header</source>
        <translation>Dreifachende</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
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
        <translation>Süd</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+4"/>
        <location filename="../dominoes_qt/app/status_words.py" line="+8"/>
        <location line="+4"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location line="-3"/>
        <location line="+2"/>
        <location filename="../dominoes_qt/app/status_words.py" line="-3"/>
        <location line="+2"/>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <location filename="../dominoes_qt/app/status_words.py" line="-1"/>
        <location line="+2"/>
        <source>East</source>
        <translation>Ost</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/online/controller.py" line="-248"/>
        <location filename="../dominoes_qt/app/online/side_panel.py" line="-72"/>
        <location filename="../dominoes_qt/app/players.py" line="+13"/>
        <location line="+21"/>
        <location filename="../dominoes_qt/app/status_words.py" line="+4"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="-16"/>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
</TS>
