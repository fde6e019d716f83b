<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name></name>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/columns.py" line="+29"/>
        <source>Empty</source>
        <translation>Vide</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../dominoes_qt/scene/solitaire_layouts/six_up.py" line="+38"/>
        <source>Discard pairs totalling 12</source>
        <translation>Défaussez des paires qui font 12</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/line.py" line="+50"/>
        <source>Start here</source>
        <extracomment>The table the line snakes in (tile units) and the hand row under it.</extracomment>
        <translation>Départ</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/scene/solitaire_layouts/six_up.py" line="-1"/>
        <source>Stock</source>
        <translation>Pioche</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>At most %n tile(s) in hand.</source>
        <translation>
            <numerusform>Au plus %n domino en main.</numerusform>
            <numerusform>Au plus %n dominos en main.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/row.py" line="+52"/>
        <source>Go on</source>
        <translation>Continuer</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../dominoes_qt/app/action_bar.py" line="+52"/>
        <source>Scores are declared by hand in this game:</source>
        <translation>Dans ce jeu, les points s’annoncent à la main&#xa0;:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Declare %1</source>
        <translation>Annoncer %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Muggins! (%1)</source>
        <translation>Muggins&#xa0;! (%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Muggins!</source>
        <translation>Muggins&#xa0;!</translation>
    </message>
</context>
<context>
    <name>ControlsHelpDialog</name>
    <message>
        <location filename="../dominoes_qt/app/controls_help.py" line="+33"/>
        <source>Keyboard and Mouse</source>
        <translation>Clavier et souris</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Drag a tile from your hand onto a lit end to play it. Dropped anywhere else it goes back, and the status line says why.</source>
        <translation>Faites glisser un domino de votre main sur un bout éclairé pour le poser. Lâché ailleurs, il revient, et la barre d’état dit pourquoi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or click a tile: its ends light up; click one of them to play it there.</source>
        <translation>Ou cliquez sur un domino&#xa0;: ses bouts s’éclairent&#xa0;; cliquez sur l’un d’eux pour l’y poser.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a tile that fits only one way to play it at once.</source>
        <translation>Double-cliquez sur un domino qui ne va que d’une façon pour le poser aussitôt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the boneyard to draw when no tile fits.</source>
        <translation>Cliquez sur la pioche pour piocher quand aucun domino ne va.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a tile along your hand to put it where you like.</source>
        <translation>Faites glisser un domino le long de votre main pour le placer où vous voulez.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left, Right</source>
        <translation>Gauche, Droite</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose a tile of your hand</source>
        <translation>choisit un domino de votre main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up, Down, Tab</source>
        <translation>Haut, Bas, Tab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose the end to play it on</source>
        <translation>choisit le bout où le poser</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>play the chosen tile on the chosen end</source>
        <translation>pose le domino choisi sur le bout choisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>draw from the boneyard</source>
        <translation>pioche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation>Espace</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pass when you must; turn up your next tile (Blind Dominoes); make an announced draw or pass at once</source>
        <translation>boude quand vous y êtes obligé&#xa0;; retourne votre domino suivant (dominos à l’aveugle)&#xa0;; fait aussitôt une pioche ou une bouderie annoncée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Esc</source>
        <translation>Échap</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>let go of the chosen tile</source>
        <translation>lâche le domino choisi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hint: the move a strong player would make</source>
        <translation>conseil&#xa0;: le coup que jouerait un joueur fort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undo: take back your last move and the computers&apos; replies since. Undo stays within the current hand: once a hand is over its moves can no longer be taken back.</source>
        <translation>annuler&#xa0;: reprend votre dernier coup et les réponses de l’ordinateur depuis. Annuler reste dans la manche en cours&#xa0;: une manche terminée, ses coups ne peuvent plus être repris.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>redo: make again the moves you took back, until you make a new one</source>
        <translation>rétablir&#xa0;: rejoue les coups que vous avez repris, jusqu’à ce que vous en jouiez un nouveau</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>new game</source>
        <translation>nouvelle partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rules of the game on the table</source>
        <translation>les règles du jeu sur la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full screen</source>
        <translation>plein écran</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a tile that can move, then a lit place; or drag it there. A tile, or the stock, with a move of its own is played by a click.</source>
        <translation>Cliquez sur un domino qui peut bouger, puis sur une place éclairée, ou faites-le glisser jusque-là. Un domino, ou la pioche, qui a un coup à lui se joue d’un clic.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyboard: Left and Right choose a tile, Up, Down or Tab where it goes, Enter plays, D or Space takes from the stock, Esc lets go.</source>
        <translation>Clavier&#xa0;: Gauche et Droite choisissent un domino, Haut, Bas ou Tab où il va, Entrée joue, D ou Espace prennent dans la pioche, Échap lâche.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the mouse</source>
        <translation>À la souris</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With the keyboard</source>
        <translation>Au clavier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solitaires</source>
        <translation>Réussites</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <location filename="../dominoes_qt/app/demo.py" line="+124"/>
        <source>Demo over: your game is back.</source>
        <extracomment>Pause before each computer move in the demo (at least: a slower chosen speed is kept). How long the rest of the key or click that ended the demo is waited for (then the game has the keyboard and the mouse again, even if a release never came). Pause on a finished hand or game before the next one is dealt. The demo started (True) or stopped (False).</extracomment>
        <translation>Fin de la démo&#xa0;: votre partie est revenue.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Demo: the computers play. Click or press a key to stop.</source>
        <translation>Démo&#xa0;: l’ordinateur joue. Cliquez ou appuyez sur une touche pour arrêter.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../dominoes_qt/app/controller.py" line="+198"/>
        <source>You</source>
        <extracomment>Default pause before each computer move and before a forced action is applied. Levels asked for hints, strongest first. how long computers wait before laying the next tile while a person may still press Declare or Muggins! (manual Muggins), so the window is a real one pause after announcing a forced action (None: the computer delay) (hand index, history index) of actions the controller applied for a human by itself what each undo took back, latest last, as (seat, action, forced) steps: redo applies them again; a new move, a new hand or another game forgets them</extracomment>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/app/review_window.py" line="+82"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/review_controller.py" line="+157"/>
        <location filename="../dominoes_qt/app/table_base.py" line="+175"/>
        <source>%1 &amp; %2</source>
        <extracomment>Kinds the table handles itself; any other legal kind gets a button (DECLARE, MUGGINS). The least time the first forced step of a person&apos;s turn stays on the status line (&quot;Your turn: no tile fits, so you draw a tile.&quot;), so it can be read before the draw is made. the status line&apos;s sentences (moves, prompts, scores) Draw Automatically: a lone draw is announced and made like a lone pass the person to act has been told it is their turn (a forced draw first says so) what happened since each person&apos;s last own move (prefixed to &quot;Your turn&quot;) the last message said and how to word it again (a live language switch)</extracomment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/controller.py" line="+52"/>
        <source>There is no game on the table.</source>
        <translation>Il n’y a pas de partie sur la table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That is not allowed now.</source>
        <translation>Ce n’est pas permis maintenant.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>There is nothing to undo in this hand.</source>
        <translation>Il n’y a rien à annuler dans cette manche.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move taken back.</source>
        <translation>Coup annulé.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is nothing to redo.</source>
        <translation>Il n’y a rien à rétablir.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Un conseil est donné quand c’est votre tour.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Pass the computer to %1.</source>
        <translation>Passez l’ordinateur à %1.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../dominoes_qt/app/game_files.py" line="+132"/>
        <source>&amp;Open…</source>
        <extracomment>The settings changed (Preferences or a menu toggle); the window applies the visual ones. The file of the game on the table changed (&quot;&quot; when it has none). False: no autosave, statistics or settings are read or written (screenshots, demos); Open and Save still work. Notices across the top of the window (the window puts this in its layout). read when first needed (a hand ends, the dialog opens), not for the first window The file the game on the table was opened from or saved to. (setup, moves) of the game on the table as that file holds it: no need to ask before replacing a game that is in its file as it stands. Undos in the game on the table (recorded with its result). the tile tracker was shown during the game on the table (counted as assisted) False: the autosave is left alone this session (an unfinished game is in it that could not be kept as a file). True while a demo plays (app/demo.py): its games are neither saved nor counted start-up: writes wait until the first frame is on screen (see hold_writes)</extracomment>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Resume a saved game</source>
        <translation>Reprendre une partie enregistrée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game to play it later</source>
        <translation>Enregistrer la partie pour la reprendre plus tard</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the game to a new file</source>
        <translation>Enregistrer la partie dans un nouveau fichier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Vider le menu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands and matches played and won</source>
        <translation>Manches et parties jouées et gagnées</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Your game cannot be saved automatically: %1. It is still on the table; to keep it, save it somewhere else with File ▸ Save As….</source>
        <translation>Votre partie ne peut pas être enregistrée automatiquement&#xa0;: %1. Elle est toujours sur la table&#xa0;; pour la garder, enregistrez-la ailleurs avec Fichier ▸ Enregistrer sous….</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your statistics cannot be saved (%1): the results of this session will be forgotten when you quit.</source>
        <translation>Vos statistiques ne peuvent pas être enregistrées (%1)&#xa0;: les résultats de cette session seront perdus en quittant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file could not be used (%1), so the default settings are in use.</source>
        <translation>Votre fichier de préférences est inutilisable (%1)&#xa0;: les préférences par défaut sont appliquées.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your statistics file could not be used (%1), so the statistics start again from zero.</source>
        <translation>Votre fichier de statistiques est inutilisable (%1)&#xa0;: les statistiques repartent de zéro.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The old file was kept as %1.</source>
        <translation>L’ancien fichier a été conservé sous %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old file could not be moved, and was left as it is: %1.</source>
        <translation>L’ancien fichier n’a pas pu être déplacé et a été laissé tel quel&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>GameFilesOpenSave</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_open_save.py" line="+74"/>
        <source>Dominoes games (*%1);;All files (*)</source>
        <translation>Parties de dominos (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Open Game in Review</source>
        <translation>Ouvrir une partie en revue</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Impossible d’ouvrir la partie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened %1: this game is over.</source>
        <translation>%1 ouvert&#xa0;: cette partie est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file does not exist.</source>
        <translation>Le fichier n’existe pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game (it is not text).</source>
        <translation>Le fichier n’est pas une partie enregistrée (ce n’est pas du texte).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game (it is not JSON).</source>
        <translation>Le fichier n’est pas une partie enregistrée (ce n’est pas du JSON).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is incomplete: it was cut off.</source>
        <translation>Le fichier est incomplet&#xa0;: il a été tronqué.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Dominoes Qt game.</source>
        <translation>Le fichier n’est pas une partie de Dominoes Qt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was saved by a newer version of Dominoes Qt. Please update.</source>
        <translation>La partie a été enregistrée par une version plus récente de Dominoes Qt. Veuillez mettre le jeu à jour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is damaged or was changed: it cannot be replayed.</source>
        <translation>La partie enregistrée est endommagée ou a été modifiée&#xa0;: elle ne peut pas être rejouée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” could not be opened.

%2

Details: %3</source>
        <translation>« %1 » n’a pas pu être ouvert.

%2

Détails&#xa0;: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save Game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot Save Game</source>
        <translation>Impossible d’enregistrer la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to “%1”.

%2</source>
        <translation>La partie n’a pas pu être enregistrée dans « %1 ».

%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved to %1.</source>
        <translation>Enregistrée dans %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Your game of %1 is not finished (%n move(s) played). Save it before it leaves the table?</source>
        <translation>
            <numerusform>Votre partie n’est pas finie (%1, %n coup joué). L’enregistrer avant qu’elle quitte la table&#xa0;?</numerusform>
            <numerusform>Votre partie n’est pas finie (%1, %n coups joués). L’enregistrer avant qu’elle quitte la table&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unfinished Game</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you do not save it, its moves are lost.</source>
        <translation>Si vous ne l’enregistrez pas, ses coups seront perdus.</translation>
    </message>
</context>
<context>
    <name>GameFilesSettings</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_settings.py" line="+120"/>
        <source>Your settings cannot be saved (%1): changes apply until you quit.</source>
        <translation>Vos préférences ne peuvent pas être enregistrées (%1)&#xa0;: les changements valent jusqu’à ce que vous quittiez.</translation>
    </message>
</context>
<context>
    <name>GameFilesStartUp</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_start_up.py" line="+86"/>
        <source>Your unfinished game is back on the table.</source>
        <translation>Votre partie inachevée est de retour sur la table.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your unfinished game could not be kept as a file (%1). It stays in the automatic save, so this game will not be saved automatically.</source>
        <translation>Votre partie inachevée n’a pas pu être conservée dans un fichier (%1). Elle reste dans l’enregistrement automatique&#xa0;; cette partie-ci ne sera donc pas enregistrée automatiquement.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your unfinished game of %1 was kept as %2. Open it with File ▸ Open Recent to play on.</source>
        <translation>Votre partie inachevée (%1) a été conservée sous %2. Ouvrez-la avec Fichier ▸ Ouvrir un fichier récent pour la reprendre.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automatic save of your last game is damaged and cannot be resumed.

%1</source>
        <translation>L’enregistrement automatique de votre dernière partie est endommagé et ne peut pas être repris.

%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept as %1.</source>
        <translation>Le fichier a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished Game Lost</source>
        <translation>Partie inachevée perdue</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The automatic save of your last game was damaged: the game goes back to its last move that could be checked, and the moves after it are lost (%1).</source>
        <translation>La sauvegarde automatique de votre dernière partie était endommagée&#xa0;: la partie revient à son dernier coup qui a pu être vérifié, et les coups suivants sont perdus (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The damaged part was kept as %1.</source>
        <translation>La partie endommagée a été conservée sous %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>You have an unfinished game of %1 (%n move(s) played). Resume it?</source>
        <translation>
            <numerusform>Vous avez une partie inachevée (%1, %n coup joué). La reprendre&#xa0;?</numerusform>
            <numerusform>Vous avez une partie inachevée (%1, %n coups joués). La reprendre&#xa0;?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Resume Game</source>
        <translation>Reprendre la partie</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../dominoes_qt/app/hand_summary.py" line="+92"/>
        <source>Player %1</source>
        <extracomment>Tiles per line in a player&apos;s row before it wraps. Score lines shown before the list of points scrolls.</extracomment>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End of the match</source>
        <extracomment>The hand the result belongs to, when it is still the match&apos;s current hand. True once the player chose &quot;New game&quot; at the end of the match.</extracomment>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the hand</source>
        <translation>Fin de la manche</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You went out</source>
        <translation>Vous avez fait domino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 went out</source>
        <translation>%1 a fait domino</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blocked — you share the win with %1</source>
        <translation>Jeu bloqué — vous partagez la victoire avec %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked — %1 share the win</source>
        <translation>Jeu bloqué — %1 partagent la victoire</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie: nobody scores</source>
        <translation>Égalité&#xa0;: personne ne marque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked — a tie, and the side that blocked loses</source>
        <translation>Jeu bloqué — égalité, et le camp qui a bloqué perd</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blocked — your side has the fewest pips</source>
        <translation>Jeu bloqué — votre camp a le moins de points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked — %1 have the fewest pips</source>
        <translation>Jeu bloqué — %1 ont le moins de points</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blocked — you have the fewest pips</source>
        <translation>Jeu bloqué — vous avez le moins de points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked — %1 has the fewest pips</source>
        <translation>Jeu bloqué — %1 a le moins de points</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target reached</source>
        <translation>Objectif atteint</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody wins the hand</source>
        <translation>Personne ne gagne la manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the hand</source>
        <translation>%1 gagne la manche</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You share the win with %1!</source>
        <translation>Vous partagez la victoire avec %1&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share the win.</source>
        <translation>%1 partagent la victoire.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody wins outright: a shared result.</source>
        <translation>Personne ne gagne seul&#xa0;: résultat partagé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game!</source>
        <translation>Vous gagnez le jeu&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game.</source>
        <translation>%1 gagne le jeu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match ends in a tie.</source>
        <translation>La partie se termine par une égalité.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You and %1 win the match %2 to %3!</source>
        <translation>%1 et vous gagnez la partie %2 à %3&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the match %2 to %3!</source>
        <translation>Vous gagnez la partie %2 à %3&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win the match %2 to %3.</source>
        <translation>%1 gagnent la partie %2 à %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the match %2 to %3.</source>
        <translation>%1 gagne la partie %2 à %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match with %1 points!</source>
        <translation>Vous gagnez la partie avec %1 points&#xa0;!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the match with %2 points.</source>
        <translation>%1 gagne la partie avec %2 points.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Next hand</source>
        <translation>Manche &amp;suivante</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Next round</source>
        <translation>Manche &amp;suivante</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Review…</source>
        <extracomment>&quot;Review&quot;: the game move by move, graded by the coach (the window connects it)</extracomment>
        <translation>&amp;Revoir…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the game move by move, each move graded by the coach</source>
        <translation>Parcourir la partie coup par coup, chaque coup noté par l’entraîneur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Re&amp;play this deal…</source>
        <extracomment>&quot;Replay this deal&quot;: the same tiles again, in your seat or another</extracomment>
        <translation>Re&amp;jouer cette donne…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal these tiles again, in your seat or another, and compare the results</source>
        <translation>Redistribuer ces dominos, à votre place ou à une autre, et comparer les résultats</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 — round %2 of %3, engine %4-%4</source>
        <extracomment>notes added by the window (a replayed deal&apos;s comparison), above the buttons</extracomment>
        <translation>%1 — manche %2 sur %3, locomotive %4-%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — hand %2</source>
        <translation>%1 — manche %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiles left</source>
        <translation>Dominos restants</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>out</source>
        <translation>domino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no tiles</source>
        <translation>aucun domino</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>for the hand</source>
        <translation>pour la manche</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>open ends count %1</source>
        <translation>les bouts comptent %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>the pips left in the opponents&apos; hands</source>
        <translation>les points restant dans les mains des adversaires</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>the opponents&apos; pips minus the winning side&apos;s</source>
        <translation>les points des adversaires moins ceux du camp gagnant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the opponents&apos; pips, rounded to the nearest 5</source>
        <translation>les points des adversaires, arrondis au 5 le plus proche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the opponents&apos; pips minus the winning side&apos;s, rounded to the nearest 5</source>
        <translation>les points des adversaires moins ceux du camp gagnant, arrondis au 5 le plus proche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips left in the opponents&apos; hands, rounded to the nearest 5</source>
        <translation>un point par tranche de 5 points restant dans les mains des adversaires, arrondi au 5 le plus proche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every full 5 pips left in the opponents&apos; hands</source>
        <translation>un point par tranche complète de 5 points restant dans les mains des adversaires</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips in the opponents&apos; hands, rounded to the nearest 5</source>
        <translation>un point par tranche de 5 points des mains des adversaires, arrondi au 5 le plus proche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips the opponents hold more than the winning side, rounded to the nearest 5</source>
        <translation>un point par tranche de 5 points que les adversaires ont de plus que le camp gagnant, arrondi au 5 le plus proche</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No points for the hand: %1</source>
        <translation>Pas de points pour la manche&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No points for the hand.</source>
        <translation>Pas de points pour la manche.</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>for the hand: %1</source>
        <translation>pour la manche&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a point for every 5</source>
        <translation>un point par tranche de 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a point for every 5 and every 3</source>
        <translation>un point par tranche de 5 et par tranche de 3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Muggins! %1</source>
        <translation>Muggins&#xa0;! %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bonus: %1</source>
        <translation>bonus&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+1"/>
        <source>the pips left in the other hands</source>
        <translation>les points restant dans les autres mains</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>all the pips left in every hand</source>
        <translation>tous les points restant dans toutes les mains</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>the other hands&apos; pips minus the winner&apos;s</source>
        <translation>les points des autres mains moins ceux du gagnant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each other hand&apos;s pips minus the winner&apos;s</source>
        <translation>les points de chaque autre main moins ceux du gagnant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each other hand&apos;s pips, rounded to the nearest 5</source>
        <translation>les points de chaque autre main, arrondis au 5 le plus proche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each other hand&apos;s pips minus the winner&apos;s, rounded to the nearest 5</source>
        <translation>les points de chaque autre main moins ceux du gagnant, arrondis au 5 le plus proche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips left in the other hands, rounded to the nearest 5</source>
        <translation>un point par tranche de 5 points restant dans les autres mains, arrondi au 5 le plus proche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a point for every full 5 pips left in the other hands</source>
        <translation>un point par tranche complète de 5 points restant dans les autres mains</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips in each other hand, rounded to the nearest 5</source>
        <translation>un point par tranche de 5 points de chaque autre main, arrondi au 5 le plus proche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips the other hands hold more than the winner, rounded to the nearest 5</source>
        <translation>un point par tranche de 5 points que les autres mains ont de plus que le gagnant, arrondi au 5 le plus proche</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>one point for winning the hand</source>
        <translation>un point pour la manche gagnée</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points this hand</source>
        <translation>Points de la manche</translation>
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
        <translation>Personne ne marque dans cette manche.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This hand</source>
        <translation>Cette manche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The lowest total after round %1 wins the match.</source>
        <translation>Le plus petit total après la manche %1 gagne la partie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First to %1 points wins the match.</source>
        <translation>Le premier à %1 points gagne la partie.</translation>
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
        <translation>Votre table</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>You were hosting table %1 — go back to it?</source>
        <translation>Vous aviez ouvert la table %1 — y retourner&#xa0;?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table&apos;s server starts again on this computer: you take your seat back, and your friends can come back to theirs.</source>
        <translation>Le serveur de la table redémarre sur cet ordinateur&#xa0;: vous reprenez votre place, et vos amis peuvent revenir à la leur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you host a new table instead, table %1 goes on with a computer in your seat until you go back to it (Join ▸ Your tables).</source>
        <translation>Si vous ouvrez plutôt une nouvelle table, la table %1 continue avec un ordinateur à votre place jusqu’à votre retour (Rejoindre ▸ Vos tables).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can go back to it later: Play Online ▸ Join ▸ Your tables.</source>
        <translation>Vous pourrez y retourner plus tard&#xa0;: Jouer en ligne ▸ Rejoindre ▸ Vos tables.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other tables you hosted, waiting there too: %1.</source>
        <translation>Autres tables que vous avez ouvertes et qui attendent aussi&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Go Back to the Table</source>
        <translation>&amp;Retourner à la table</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host a New Table</source>
        <translation>Ouvrir une &amp;nouvelle table</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The server of table %1 could not start: %2</source>
        <translation>Le serveur de la table %1 n’a pas pu démarrer&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <location filename="../dominoes_qt/app/licences_dialog.py" line="+60"/>
        <source>Licences</source>
        <translation>Licences</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dominoes Qt is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with other free software, each part under its own licence.</source>
        <translation>Dominoes Qt est un logiciel libre&#xa0;: vous pouvez le partager et le modifier selon la Licence publique générale GNU, version 3 ou ultérieure. Il est fourni avec d’autres logiciels libres, chacun sous sa propre licence.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dominoes Qt</source>
        <translation>Dominoes Qt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third-party software</source>
        <translation>Logiciels tiers</translation>
    </message>
</context>
<context>
    <name>LiveCoach</name>
    <message>
        <location filename="../dominoes_qt/app/live_coach.py" line="+213"/>
        <source>a good move</source>
        <translation>un bon coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a good move, the best</source>
        <extracomment>The mark&apos;s colour for each grade (a good move&apos;s by its remark). The mark of the better move, shown on request (Game ▸ Show the Better Move). a move of yours graded: (action index in the record, MoveReview) a hand of yours graded whole: (hand index, your accuracy in percent or None) the analysis budget (tests make it small)</extracomment>
        <translation>un bon coup, le meilleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a good move, but a close call</source>
        <translation>un bon coup, mais serré</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an inaccuracy</source>
        <translation>une imprécision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a blunder</source>
        <translation>une gaffe</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: %1 was %2.</source>
        <translation>Entraîneur&#xa0;: %1 était %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Better: %1.</source>
        <translation>Mieux&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Coach: the better move instead of %1.</source>
        <translation>Entraîneur&#xa0;: le meilleur coup à la place de %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coach: a good move, the best.</source>
        <translation>Entraîneur&#xa0;: un bon coup, le meilleur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach: a good move, but a close call (it may be an inaccuracy).</source>
        <translation>Entraîneur&#xa0;: un bon coup, mais serré (c&apos;est peut-être une imprécision).</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Coach: a good move.</source>
        <translation>Entraîneur&#xa0;: un bon coup.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: an inaccuracy.</source>
        <translation>Entraîneur&#xa0;: une imprécision.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach: a blunder.</source>
        <translation>Entraîneur&#xa0;: une gaffe.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gave up %1 points; better: %2.</source>
        <translation>%1 points cédés&#xa0;; mieux&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Coach: your accuracy this hand: %1%</source>
        <translation>Entraîneur&#xa0;: votre précision dans cette manche&#xa0;: %1 %</translation>
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
        <translation>Prêt</translation>
    </message>
    <message>
        <location line="+292"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="-216"/>
        <source>Looking for a deal that can be won…</source>
        <translation>Recherche d’une donne gagnable…</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>You left the network table: your game is back.</source>
        <translation>Vous avez quitté la table en réseau&#xa0;: votre partie est revenue.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/window_closing.py" line="+64"/>
        <source>Tables in Play</source>
        <translation>Tables en cours</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>At the tables: %1.</source>
        <translation>Aux tables&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Quitter quand même</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/main_window.py" line="+45"/>
        <source>Replay This Deal</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play these tiles again from the seat of:</source>
        <translation>Rejouer ces dominos à la place de&#xa0;:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Règles&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>NetworkController</name>
    <message>
        <location filename="../dominoes_qt/app/online/controller.py" line="+206"/>
        <source>Computer %1 (%2)</source>
        <extracomment>Pause after announcing a forced pass before it is sent (a draw waits half of it). the last ``table`` and ``state`` messages the check of each deal (docs/protocol.md, &quot;Provably fair deals&quot;)</extracomment>
        <translation>Ordinateur %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No hand has been dealt yet.</source>
        <translation>Aucune manche n’a encore été distribuée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move is on its way to the server.</source>
        <translation>Votre coup est en route vers le serveur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn: %1 is to play.</source>
        <translation>Attendez votre tour&#xa0;: c’est à %1 de jouer.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That is not allowed now.</source>
        <translation>Ce n’est pas permis maintenant.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The move was not sent: the connection is down.</source>
        <translation>Le coup n’a pas été envoyé&#xa0;: la connexion est coupée.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Moves cannot be taken back at a network table.</source>
        <translation>On ne peut pas annuler de coup à une table en réseau.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves cannot be made again at a network table.</source>
        <translation>On ne peut pas rejouer de coup à une table en réseau.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+80"/>
        <source>This table allows no hints.</source>
        <translation>Cette table ne permet pas d’indices.</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Un indice est donné quand c’est votre tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sent: the connection is down.</source>
        <translation>Non envoyé&#xa0;: la connexion est coupée.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The server refused the move: %1</source>
        <translation>Le serveur a refusé le coup&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table has moved on: that move came too late.</source>
        <translation>La table est passée à la suite&#xa0;: ce coup est arrivé trop tard.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Too many messages: wait a moment.</source>
        <translation>Trop de messages&#xa0;: patientez un instant.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server refused: %1</source>
        <translation>Le serveur a refusé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Deal verified: the tiles follow from the seed the server committed to before your part.</source>
        <translation>Donne vérifiée&#xa0;: les dominos découlent de la graine à laquelle le serveur s’est engagé avant votre part.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal verified against the server&apos;s seed (you joined after it committed to it).</source>
        <translation>Donne vérifiée avec la graine du serveur (vous êtes arrivé après son engagement).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning: the server revealed a seed other than the one it committed to: this deal may not be fair.</source>
        <translation>Attention&#xa0;: le serveur a révélé une autre graine que celle à laquelle il s’était engagé&#xa0;: cette donne n’est peut-être pas équitable.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the server left your part out of this deal&apos;s seed: this deal may not be fair.</source>
        <translation>Attention&#xa0;: le serveur a omis votre part de la graine de cette donne&#xa0;: cette donne n’est peut-être pas équitable.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the server did not reveal this deal&apos;s seed: it cannot be checked.</source>
        <translation>Attention&#xa0;: le serveur n’a pas révélé la graine de cette donne&#xa0;: elle ne peut pas être vérifiée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the tiles dealt do not follow from the seed the server revealed: this deal may not be fair.</source>
        <translation>Attention&#xa0;: les dominos distribués ne découlent pas de la graine révélée par le serveur&#xa0;: cette donne n’est peut-être pas équitable.</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../dominoes_qt/app/online/network_table.py" line="+131"/>
        <source>The server is back: taking your seat again.</source>
        <extracomment>How long a table is kept with nobody connected when its ``table`` message does not say (``kept_for``): a guest whose server went away waits for it that long. Seconds between two tries to reach a server that went away. the table is over for this window (left, or never joined and closed): it goes back to the local game what the link is doing: &quot;idle&quot;, &quot;connecting&quot;, &quot;up&quot;, &quot;down&quot; (coming back), &quot;gone&quot; the server&apos;s refusal of the seat: (code, its message, the table), worded when shown the seat&apos;s token (from ``joined``), kept in the held-seats file while we sit when the server went away (time.monotonic()), while it is gone</extracomment>
        <translation>Le serveur est revenu&#xa0;: vous reprenez votre place.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected again.</source>
        <translation>De nouveau connecté.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the server dropped: reconnecting…</source>
        <translation>La connexion au serveur est coupée&#xa0;: reconnexion…</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+296"/>
        <source>Could not connect to %1.</source>
        <translation>Impossible de se connecter à %1.</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>There is no table %1 on this server.</source>
        <translation>Il n’y a pas de table %1 sur ce serveur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at table %1 is no longer held: the server does not know it.</source>
        <translation>Votre place à la table %1 n’est plus gardée&#xa0;: le serveur ne la connaît pas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That seat is taken.</source>
        <translation>Cette place est prise.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at this table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server holds as many tables as it can.</source>
        <translation>Le serveur tient déjà autant de tables qu’il le peut.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server refused: %1</source>
        <translation>Le serveur a refusé&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+8"/>
        <location line="+20"/>
        <source>Not sent: the connection is down.</source>
        <translation>Non envoyé&#xa0;: la connexion est coupée.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is under way: leave it? A computer plays your seat.</source>
        <translation>La partie est en cours&#xa0;: la quitter&#xa0;? Un ordinateur jouera à votre place.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>You left the table.</source>
        <translation>Vous avez quitté la table.</translation>
    </message>
    <message>
        <location line="-283"/>
        <location line="+285"/>
        <source>The server is gone: waiting for it to come back.</source>
        <translation>Le serveur a disparu&#xa0;: en attente de son retour.</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>You are at table %1.</source>
        <translation>Vous êtes à la table %1.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Too many wrong table codes from this computer: wait a minute, then check the code and try again.</source>
        <translation>Trop de codes de table erronés depuis cet ordinateur&#xa0;: attendez une minute, puis vérifiez le code et réessayez.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Close the Game</source>
        <translation>Fermer le jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match at table %1 is under way. Close the game anyway?</source>
        <translation>La partie à la table %1 est en cours. Fermer le jeu quand même&#xa0;?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your seat is kept for you: a computer plays it until you go back to the table (Play Online ▸ Join ▸ Your tables).</source>
        <translation>Votre place vous est gardée&#xa0;: un ordinateur joue à votre place jusqu’à votre retour à la table (Jouer en ligne ▸ Rejoindre ▸ Vos tables).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close the Game</source>
        <translation>&amp;Fermer le jeu</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&amp;Leave the Table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server is gone.</source>
        <translation>Le serveur a disparu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: reconnecting to %1…</source>
        <translation>Connexion perdue&#xa0;: reconnexion à %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Making the table…</source>
        <translation>Création de la table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joining table %1…</source>
        <translation>Arrivée à la table %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Waiting for %n more player(s) to join.</source>
        <translation>
            <numerusform>En attente de %n joueur de plus.</numerusform>
            <numerusform>En attente de %n joueurs de plus.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone is here: press Ready.</source>
        <translation>Tout le monde est là&#xa0;: cliquez sur Prêt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>Waiting for %1 to be ready.</source>
        <translation>En attente que %1 soit prêt.</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>Dealing…</source>
        <translation>Distribution…</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The hand is over: close the summary when you are ready.</source>
        <translation>La manche est terminée&#xa0;: fermez le résumé quand vous êtes prêt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The match is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sending your move…</source>
        <translation>Envoi de votre coup…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s connection dropped: waiting up to %2 s.</source>
        <translation>La connexion de %1 est coupée&#xa0;: attente jusqu’à %2&#xa0;s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1 to play.</source>
        <translation>En attente du coup de %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the server…</source>
        <translation>En attente du serveur…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No connection to the server. Your seat is kept for %1; reconnecting…</source>
        <translation>Pas de connexion au serveur. Votre place est gardée pendant %1&#xa0;; reconnexion…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server is gone. Your seat is kept for %1; the next try in %2 s.</source>
        <translation>Le serveur a disparu. Votre place est gardée pendant %1&#xa0;; prochain essai dans %2 s.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waiting for a person</source>
        <translation>en attente d’une personne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a computer plays for them</source>
        <translation>un ordinateur joue à sa place</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown while you are not connected</source>
        <translation>inconnu tant que vous n’êtes pas connecté</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connection dropped: %1 s left</source>
        <translation>connexion coupée&#xa0;: encore %1&#xa0;s</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <location line="-5"/>
        <location line="+5"/>
        <source>not connected</source>
        <translation>non connecté</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Assists (hints, coach, tile tracker): allowed at this table.</source>
        <translation>Aides (indices, entraîneur, compteur de dominos)&#xa0;: permises à cette table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assists (hints, coach, tile tracker): not allowed at this table.</source>
        <translation>Aides (indices, entraîneur, compteur de dominos)&#xa0;: interdites à cette table.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Network table: %1</source>
        <translation>Table en réseau&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network table</source>
        <translation>Table en réseau</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 at table %2 — Dominoes Qt</source>
        <translation>%1 à la table %2 — Dominoes Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network table — Dominoes Qt</source>
        <translation>Table en réseau — Dominoes Qt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Friends join with this code at the address %1.</source>
        <translation>Vos amis rejoignent la table avec ce code à l’adresse %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer&apos;s other addresses: %1</source>
        <translation>Autres adresses de cet ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match ends in a tie (%1).</source>
        <translation>La partie se termine sur une égalité (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the match (%1)!</source>
        <translation>Vous gagnez la partie (%1)&#xa0;!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the match (%2).</source>
        <translation>%1 a gagné la partie (%2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The server did not come back: the table is over.</source>
        <translation>Le serveur n’est pas revenu&#xa0;: la table est terminée.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../dominoes_qt/app/new_game_dialog.py" line="+81"/>
        <source>New Game</source>
        <extracomment>The QSettings group of the remembered choices (the Play Online dialog keeps its own).</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Games</source>
        <extracomment>One entry per seat: the name field and the player combo (public for tests). The widget generated for each option of the selected game, by option key.</extracomment>
        <translation>Jeux</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player who turns up the first tile</source>
        <translation>Le joueur qui retourne le premier domino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Starts:</source>
        <translation>&amp;Commence&#xa0;:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules and scoring</source>
        <translation>Règles et décompte</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put this game&apos;s settings back to the usual</source>
        <translation>Remettre les réglages habituels de ce jeu</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Règles…</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>&amp;Tile set:</source>
        <translation>Jeu de domin&amp;os&#xa0;:</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Read the rules of the selected game</source>
        <translation>Lire les règles du jeu choisi</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Res&amp;et</source>
        <translation>Réinitiali&amp;ser</translation>
    </message>
    <message numerus="yes">
        <location line="+153"/>
        <source>%1 (%n tiles)</source>
        <translation>
            <numerusform>%1 (%n domino)</numerusform>
            <numerusform>%1 (%n dominos)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>This combination cannot be dealt: %1</source>
        <translation>Cette combinaison ne peut pas être distribuée&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>NewGameOptions</name>
    <message>
        <location filename="../dominoes_qt/app/new_game_options.py" line="+86"/>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Tiles per player</source>
        <translation>Dominos par joueur</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play in partnerships</source>
        <translation>Jouer en équipes</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Usual</source>
        <translation>Habituel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Usual (%1)</source>
        <translation>Habituel (%1)</translation>
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
        <translation>Nom du joueur %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays seat %1</source>
        <translation>Qui joue la place %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play this seat</source>
        <translation>Vous jouez cette place</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another person (hot seat)</source>
        <translation>Une autre personne (chacun son tour)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone else plays this seat at this computer; the tiles are hidden between turns</source>
        <translation>Quelqu’un d’autre joue cette place sur cet ordinateur&#xa0;; les dominos sont cachés entre les tours</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer – %1</source>
        <translation>Ordinateur – %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Everyone plays for themselves.</source>
        <translation>Chacun joue pour soi.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partners sit opposite: %1 with you, %2 with %3.</source>
        <translation>Les partenaires sont face à face&#xa0;: %1 avec vous, %2 avec %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partners sit opposite: %1 with %2, %3 with %4.</source>
        <translation>Les partenaires sont face à face&#xa0;: %1 avec %2, %3 avec %4.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <location filename="../dominoes_qt/app/notices.py" line="+55"/>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>PlaceWords</name>
    <message>
        <location filename="../dominoes_qt/scene/place_words.py" line="+57"/>
        <source>The Mexican train</source>
        <translation>Le train mexicain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your train</source>
        <translation>Votre train</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s train</source>
        <translation>Train de %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>on the Mexican train</source>
        <comment>where a tile lies</comment>
        <extracomment>Where a tile goes (after a verb of motion) and where one lies (disambiguation &quot;where a tile lies&quot;) are whole phrases, so a language can inflect them (German &quot;an deinen Zug&quot; / &quot;an deinem Zug&quot;, Portuguese &quot;no seu trem&quot;).</extracomment>
        <translation>sur le train mexicain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the Mexican train</source>
        <translation>sur le train mexicain</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on your train</source>
        <comment>where a tile lies</comment>
        <translation>sur votre train</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on your train, public</source>
        <translation>sur votre train, public</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on your train</source>
        <translation>sur votre train</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train</source>
        <comment>where a tile lies</comment>
        <translation>sur le train de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train, public</source>
        <translation>sur le train de %1, public</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train</source>
        <translation>sur le train de %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>on side %1 of the engine %2</source>
        <comment>where a tile lies</comment>
        <translation>sur le côté %1 de la locomotive %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on side %1 of the engine %2</source>
        <translation>sur le côté %1 de la locomotive %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>on toe %1 of the chicken foot %2</source>
        <comment>where a tile lies</comment>
        <translation>sur le doigt %1 de la patte de poulet %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on toe %1 of the chicken foot %2</source>
        <translation>sur le doigt %1 de la patte de poulet %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the end of %1</source>
        <comment>where a tile lies</comment>
        <translation>au bout du %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the end of %1</source>
        <translation>au bout du %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the %1 %2</source>
        <translation>le %1 %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 fits none of the open ends: %2.</source>
        <translation>%1 ne va sur aucun bout libre&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The engine</source>
        <translation>La locomotive</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In your hand</source>
        <translation>Dans votre main</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1&apos;s hand</source>
        <translation>Dans la main de %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>open to everyone</source>
        <translation>ouvert à tous</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>public: a marker is on it</source>
        <translation>public&#xa0;: un marqueur est posé dessus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>private</source>
        <translation>privé</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2, open end %3</source>
        <translation>%1, %2, bout libre %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiles: %1</source>
        <translation>Dominos&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The double %1 %2 waits to be satisfied: %3.</source>
        <translation>Le double %1 %2 attend d’être couvert&#xa0;: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody may play elsewhere until a tile matches it</source>
        <translation>Personne ne joue ailleurs avant qu’un domino le couvre</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The engine %1 needs a tile on each side (%3 still open): %2.</source>
        <translation>La locomotive %1 demande un domino de chaque côté (encore %3 libres)&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every side of the engine comes before any other play</source>
        <translation>Chaque côté de la locomotive passe avant tout autre coup</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chicken foot %1 needs its toes (%3 still open): %2.</source>
        <translation>La patte de poulet %1 demande ses doigts (encore %3 libres)&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its toes come before any other play</source>
        <translation>Ses doigts passent avant tout autre coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open end showing %1, %2</source>
        <translation>Bout libre montrant %1, %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the round is over</source>
        <translation>la manche est finie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn to answer it</source>
        <translation>à vous de jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to answer it</source>
        <translation>à %1 de jouer</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <location filename="../dominoes_qt/app/online/host_game_chooser.py" line="+78"/>
        <source>A friend (joins with the code)</source>
        <extracomment>the game offered first when none was hosted before: the one on the table</extracomment>
        <translation>Un ami (rejoint avec le code)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Someone who joins this table from their own computer with the table&apos;s code</source>
        <translation>Quelqu’un qui rejoint cette table depuis son propre ordinateur avec le code de la table</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/online/play_online_dialog.py" line="+77"/>
        <source>Play Online</source>
        <extracomment>The longest name a player may type (the table shows it beside the seat). the game on the window&apos;s table, offered first to a player who never hosted one the seats (url, table, seat) whose tables are open in this game: not offered again</extracomment>
        <translation>Jouer en ligne</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your name at the table</source>
        <extracomment>the fields whose messages are shown: left once with something typed, or OK pressed the seat to take back once the server of this game has started (Your tables)</extracomment>
        <translation>Votre nom à la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host a Table</source>
        <translation>Ouvrir une table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join a Table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>This is not a table code: check the one your host gave you.</source>
        <translation>Ce n’est pas un code de table&#xa0;: vérifiez celui que l’hôte vous a donné.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Type the server&apos;s address.</source>
        <translation>Saisissez l’adresse du serveur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An address starts with ws:// or wss://, or with the server&apos;s name.</source>
        <translation>Une adresse commence par ws:// ou wss://, ou par le nom du serveur.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is not a computer&apos;s name or address.</source>
        <translation>Ce n’est ni le nom ni l’adresse d’un ordinateur.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The port is a number from 1 to 65535.</source>
        <translation>Le port est un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type the table&apos;s code.</source>
        <translation>Saisissez le code de la table.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Host</source>
        <translation>Ouvrir la &amp;table</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Starting the server…</source>
        <translation>Démarrage du serveur…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The server could not start: %1</source>
        <translation>Le serveur n’a pas pu démarrer&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>PlayOnlineHostTab</name>
    <message>
        <location filename="../dominoes_qt/app/online/host_tab.py" line="+55"/>
        <source>Where the table is</source>
        <translation>Où est la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A server on this &amp;computer</source>
        <translation>Un serveur sur cet &amp;ordinateur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server &amp;at:</source>
        <translation>Le serveur à l’&amp;adresse&#xa0;:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ort:</source>
        <translation>&amp;Port&#xa0;:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ws://host:port</source>
        <translation>ws://machine:port</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address of the server</source>
        <translation>Adresse du serveur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;List on the local network</source>
        <translation>&amp;Afficher sur le réseau local</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on your network see the table in their Join tab. Unlisted, they join with its code.</source>
        <translation>Vos amis du réseau voient la table dans leur onglet Rejoindre. Sinon, ils la rejoignent avec son code.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The server of this game is running on port %1.</source>
        <translation>Le serveur de ce jeu tourne sur le port %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Port %1 is in use by another program: the server will take a free one.</source>
        <translation>Le port %1 est utilisé par un autre programme&#xa0;: le serveur en prendra un libre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Friends on your network join at the address the waiting room shows.</source>
        <translation>Vos amis du réseau rejoignent à l’adresse qu’affiche la salle d’attente.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friends on your network join at:</source>
        <translation>Vos amis du réseau rejoignent à&#xa0;:</translation>
    </message>
</context>
<context>
    <name>PlayOnlineJoinTab</name>
    <message>
        <location filename="../dominoes_qt/app/online/join_tab.py" line="+65"/>
        <source>Tables on the local network:</source>
        <translation>Tables sur le réseau local&#xa0;:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tables on the local network</source>
        <translation>Tables sur le réseau local</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ws://host:port, host:port or host</source>
        <translation>ws://machine:port, machine:port ou machine</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Server &amp;address:</source>
        <translation>&amp;Adresse du serveur&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table &amp;code:</source>
        <translation>&amp;Code de la table&#xa0;:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Or join by address and code</source>
        <translation>Ou rejoindre avec l’adresse et le code</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The code your host gives you</source>
        <translation>Le code de l’hôte</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free seats</source>
        <translation>Places libres</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+2"/>
        <source>Server</source>
        <translation>Serveur</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Depuis</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tables on the local network cannot be found here (%1): join with the address and the code.</source>
        <translation>Impossible de chercher des tables sur le réseau local ici (%1)&#xa0;: rejoignez avec l’adresse et le code.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a table to join it.</source>
        <translation>Double-cliquez sur une table pour la rejoindre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for tables on the local network…</source>
        <translation>Recherche de tables sur le réseau local…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of %2, in play</source>
        <translation>%1 sur %2, en jeu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table %1 at %2</source>
        <translation>Table %1 à %2</translation>
    </message>
</context>
<context>
    <name>PlayOnlineYourTables</name>
    <message>
        <location filename="../dominoes_qt/app/online/your_tables.py" line="+74"/>
        <location line="+5"/>
        <source>Your tables</source>
        <translation>Vos tables</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Return to the Table</source>
        <translation>Re&amp;tourner à la table</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Seat: %1, table %2 on %3</source>
        <translation>Place&#xa0;: %1, table %2 sur %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seats you hold at tables you have not left: double-click one to go back to it.</source>
        <translation>Les places que vous gardez aux tables que vous n’avez pas quittées&#xa0;: double-cliquez sur l’une pour y retourner.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../dominoes_qt/app/preferences_dialog.py" line="+85"/>
        <source>Preferences</source>
        <extracomment>Upper bound of integer options without a maximum of their own (targets and the like).</extracomment>
        <translation>Préférences</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;General</source>
        <extracomment>Option values per game id, so switching the game back and forth keeps edits. The last game&apos;s seats (not edited here; dropped by Restore Defaults).</extracomment>
        <translation>&amp;Général</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Games</source>
        <translation>&amp;Nouvelles parties</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Appearance</source>
        <translation>&amp;Apparence</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Coach</source>
        <translation>&amp;Entraîneur</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown at your seat</source>
        <translation>Le nom affiché à votre place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+18"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location line="-17"/>
        <location line="+16"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="-15"/>
        <location line="+14"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Instant</source>
        <translation>Instantanée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long computer players pause before a move</source>
        <translation>Combien de temps les joueurs de l’ordinateur attendent avant de jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;speed:</source>
        <translation>&amp;Vitesse de l’ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animate tiles</source>
        <translation>&amp;Animer les dominos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide tiles to their places</source>
        <translation>Faire glisser les dominos à leur place</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Animation s&amp;peed:</source>
        <translation>Vitesse d’a&amp;nimation&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw automatically when no tile fits</source>
        <translation>&amp;Piocher automatiquement quand aucun domino ne va</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow &amp;undo</source>
        <translation>Autoriser l’ann&amp;ulation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo use is counted in the statistics</source>
        <translation>Les annulations sont comptées dans les statistiques</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play s&amp;ounds</source>
        <translation>Jouer les &amp;sons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile laid, a draw, a pass, points, a hand won or lost</source>
        <translation>Un domino posé, une pioche, un passe, des points, une manche gagnée ou perdue</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Volume:</source>
        <translation>V&amp;olume&#xa0;:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Players:</source>
        <translation>J&amp;oueurs&#xa0;:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer &amp;level:</source>
        <translation>&amp;Niveau de l’ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Coloured pips</source>
        <translation>Points en couleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic (black pips)</source>
        <translation>Classique (points noirs)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coloured pips with numerals</source>
        <translation>Points en couleur avec chiffres</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black with white pips</source>
        <translation>Noirs à points blancs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Tiles:</source>
        <translation>&amp;Dominos&#xa0;:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the system (green felt, or dark in dark mode)</source>
        <translation>Comme le système (tapis vert, ou sombre en mode sombre)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ta&amp;ble:</source>
        <translation>Ta&amp;ble&#xa0;:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After each hand</source>
        <translation>Après chaque manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each move</source>
        <translation>Après chaque coup</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Grade your moves against the solver: a mark on each tile you played, your accuracy in the statistics</source>
        <translation>Noter vos coups avec le solveur&#xa0;: une marque sur chaque domino joué, votre précision dans les statistiques</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach &amp;mode:</source>
        <translation>&amp;Mode de l’entraîneur&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;tile tracker</source>
        <translation>Afficher le &amp;compteur de dominos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which numbers each other player cannot hold, and how many tiles of each number are unseen; games played with it are marked as assisted in the statistics</source>
        <translation>Les numéros que chaque autre joueur ne peut pas avoir, et combien de dominos de chaque numéro vous n’avez pas vus&#xa0;; les parties jouées avec lui sont marquées comme assistées dans les statistiques</translation>
    </message>
    <message>
        <location line="+97"/>
        <source>Usual (%1)</source>
        <translation>Habituel (%1)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ReplayCompare</name>
    <message>
        <location filename="../dominoes_qt/app/replay_compare.py" line="+35"/>
        <source>This deal, your side&apos;s points minus the others&apos; (fewer is better): the first time %1, this time %2.</source>
        <translation>Cette donne, les points de votre camp moins ceux des autres (moins, c’est mieux)&#xa0;: la première fois %1, cette fois %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This deal, your side&apos;s points minus the others&apos; (more is better): the first time %1, this time %2.</source>
        <translation>Cette donne, les points de votre camp moins ceux des autres (plus, c’est mieux)&#xa0;: la première fois %1, cette fois %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 points better than the first time.</source>
        <translation>%1 points de mieux que la première fois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 points worse than the first time.</source>
        <translation>%1 points de moins bien que la première fois.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same as the first time.</source>
        <translation>Comme la première fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard in your seat: %1.</source>
        <translation>Difficile à votre place&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../dominoes_qt/app/review_window.py" line="+55"/>
        <source>First</source>
        <extracomment>emitted with (step, MoveReview) when a move&apos;s analysis arrives (tests wait on it) the coach&apos;s budget when none is given (tests make it small)</extracomment>
        <translation>Début</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Reculer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Avancer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last</source>
        <translation>Fin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay this deal…</source>
        <translation>Rejouer cette donne…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the tiles of the hand shown again, in your seat or another, and compare the results</source>
        <translation>Redistribuer les dominos de la manche affichée, à votre place ou à une autre, et comparer les résultats</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Analysing: %v of %m moves</source>
        <translation>Analyse&#xa0;: %v coups sur %m</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Review: %1</source>
        <extracomment>why a game has no open-hands column (the train games, the scoring games) the reason of an inaccuracy or a blunder</extracomment>
        <translation>Revue&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fair value</source>
        <translation>Valeur juste</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open hands</source>
        <translation>Mains ouvertes</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No open-hands values in the train games: with the boneyard to draw from and a train for every player, a round is far too large to solve exactly. The fair values play every deal out.</source>
        <translation>Pas de valeurs à mains ouvertes dans les jeux de trains&#xa0;: avec la pioche et un train par joueur, une manche est bien trop grande pour être résolue exactement. Les valeurs justes jouent chaque donne jusqu’au bout.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No open-hands values in this game: the exact solver plays the line block games only (no points during the hand, nothing left to draw).</source>
        <translation>Pas de valeurs à mains ouvertes dans ce jeu&#xa0;: le solveur exact ne joue que les jeux de blocage en ligne (pas de points pendant la donne, plus rien à piocher).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected points of the mover&apos;s side over the rest of the hand, minus the other sides&apos;, averaged over deals of the tiles the mover could not see that fit everything it had seen, each solved or played out.</source>
        <translation>Points attendus du camp qui joue sur le reste de la manche, moins ceux des autres camps, en moyenne sur des donnes des dominos qu’il ne pouvait pas voir conformes à tout ce qu’il avait vu, chacune résolue ou jouée jusqu’au bout.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points of the mover&apos;s side minus the other sides&apos; with every hand known and every seat playing perfectly (the exact solver).</source>
        <translation>Points du camp qui joue moins ceux des autres camps, toutes les mains connues et chaque joueur jouant parfaitement (le solveur exact).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>good</source>
        <translation>bon</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>good (the best move)</source>
        <translation>bon (le meilleur coup)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good (a close call)</source>
        <translation>bon (serré)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not graded</source>
        <translation>non noté</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on your train</source>
        <translation>%1 sur votre train</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2&apos;s train</source>
        <translation>%1 sur le train de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the Mexican train</source>
        <translation>%1 sur le train mexicain</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the engine</source>
        <translation>%1 sur la locomotive</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, toe of the %2</source>
        <translation>%1, orteil du %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 after the %2</source>
        <translation>%1 après le %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>draw</source>
        <translation>piocher</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn a tile</source>
        <translation>retourner un domino</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declaration</source>
        <translation>annonce</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on %2</source>
        <translation>%1 sur le %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal. Step forward to see the first move.</source>
        <translation>La donne. Avancez pour voir le premier coup.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 played. The hand is still being played: only your own moves are shown.</source>
        <translation>%1 a joué. La manche est en cours&#xa0;: seuls vos propres coups sont montrés.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2. Analysing…</source>
        <translation>%1&#xa0;: %2. Analyse…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Accuracy in this hand</source>
        <translation>Précision dans cette manche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the game</source>
        <translation>dans la partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2%</source>
        <translation>%1 %2&#xa0;%</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: %2, %3.</source>
        <translation>%1&#xa0;: %2, %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The only legal move.</source>
        <translation>Le seul coup permis.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal could be won before this move and cannot be won after it.</source>
        <translation>La donne pouvait être gagnée avant ce coup et ne peut plus l’être après.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A winning move: %1.</source>
        <translation>Un coup gagnant&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal could no longer be won.</source>
        <translation>La donne ne pouvait plus être gagnée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal can still be won.</source>
        <translation>La donne peut encore être gagnée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gave up %1 points; best: %2.</source>
        <translation>A cédé %1 points&#xa0;; le meilleur&#xa0;: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too close to call: between %1 and %2 points given up over the deals the mover could be facing.</source>
        <translation>Trop serré pour trancher&#xa0;: entre %1 et %2 points cédés sur les donnes que le joueur pouvait affronter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exact: every deal the mover could be facing, each by its chance.</source>
        <translation>Exact&#xa0;: toutes les donnes que le joueur pouvait affronter, chacune selon sa probabilité.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With open hands: gave up %1.</source>
        <translation>Mains ouvertes&#xa0;: a cédé %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 lets %2 score %3 at once on average; %4 holds them to %5.</source>
        <translation>%1 laisse %2 marquer %3 aussitôt en moyenne&#xa0;; %4 le limite à %5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 scores %2 at once, %3 %4; the opponents&apos; best answer to %3 scores %5 on average.</source>
        <translation>%1 marque %2 aussitôt, %3 %4&#xa0;; la meilleure réponse adverse à %3 marque %5 en moyenne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 leaves %2 without a play in %3% of the deals the mover could be facing, %4 in %5%.</source>
        <translation>%1 laisse %2 sans coup dans %3&#xa0;% des donnes que le joueur pouvait affronter, %4 dans %5&#xa0;%.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is worth %2 points more than %3 over the deals the mover could be facing, the opponents&apos; best answers considered.</source>
        <translation>%1 vaut %2 points de plus que %3 sur les donnes que le joueur pouvait affronter, compte tenu des meilleures réponses adverses.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The solitaire solver, which knows the order of the stock, tells whether the deal could still be won.</source>
        <translation>Le solveur de la réussite, qui connaît l’ordre de la pioche, dit si la donne pouvait encore être gagnée.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../dominoes_qt/app/rules_help.py" line="+107"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Rules of %1</source>
        <translation>Règles&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kind of game</source>
        <translation>Type de jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile sets</source>
        <translation>Jeux de dominos</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Partnerships</source>
        <translation>Équipes</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>always two teams of two, partners sit opposite</source>
        <translation>toujours deux équipes de deux, les partenaires face à face</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with %1 players, partners sit opposite</source>
        <translation>à %1 joueurs, les partenaires sont face à face</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>usually</source>
        <translation>habituellement</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 with %2</source>
        <translation>%1 avec %2</translation>
    </message>
</context>
<context>
    <name>SeatReturn</name>
    <message>
        <location filename="../dominoes_qt/app/online/seat_return.py" line="+37"/>
        <source>Your Seat</source>
        <translation>Votre place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You still have a seat at table %1 — go back to it?</source>
        <translation>Vous avez encore une place à la table %1 — y retourner&#xa0;?</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1, seat %2, on %3.</source>
        <translation>%1, place %2, sur %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A computer plays your seat while you are away. You can also go back later: Play Online ▸ Join ▸ Your tables.</source>
        <translation>Un ordinateur joue à votre place pendant votre absence. Vous pourrez aussi y retourner plus tard&#xa0;: Jouer en ligne ▸ Rejoindre ▸ Vos tables.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other tables where you hold a seat: %1.</source>
        <translation>Autres tables où vous avez une place&#xa0;: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Go Back to the Table</source>
        <translation>&amp;Retourner à la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Pas maintenant</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../dominoes_qt/app/online/side_panel.py" line="+104"/>
        <source>At the table</source>
        <extracomment>The longest chat line the server takes (docs/protocol.md). Chat lines kept in the log. (seat, name, text, about) as the server sent them (seat -1: the table itself)</extracomment>
        <translation>À la table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Réessayer maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something (Enter sends)</source>
        <translation>Écrivez quelque chose (Entrée envoie)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not sent: the connection is down.</source>
        <translation>Non envoyé&#xa0;: la connexion est coupée.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 left the table.</source>
        <translation>%1 a quitté la table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left the table: a computer plays their seat.</source>
        <translation>%1 a quitté la table&#xa0;: un ordinateur joue à sa place.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has not come back: a computer plays their seat until they return.</source>
        <translation>%1 n’est pas revenu&#xa0;: un ordinateur joue à sa place jusqu’à son retour.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back and plays their own seat again.</source>
        <translation>%1 est de retour et reprend sa place.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seat %1 is free again.</source>
        <translation>La place %1 est de nouveau libre.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(free)</source>
        <translation>(libre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Scores (lowest total wins)</source>
        <translation>Points (le plus petit total gagne)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores (to %1)</source>
        <translation>Points (en %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>SolitaireScene</name>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_scene.py" line="+443"/>
        <source>Drop the tile on a lit place.</source>
        <extracomment>Largest tile unit in pixels (a tile is 2 units long) and the margin round the picture.</extracomment>
        <translation>Déposez le domino sur une place éclairée.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Now click a lit place (or drag the tile there).</source>
        <translation>Cliquez maintenant sur une place éclairée (ou faites-y glisser le domino).</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Enter plays; Up/Down choose where.</source>
        <translation>Entrée joue&#xa0;; Haut/Bas choisissent où.</translation>
    </message>
</context>
<context>
    <name>SolitaireSummaryDialog</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_summary.py" line="+38"/>
        <source>You won!</source>
        <translation>Gagné&#xa0;!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No moves left</source>
        <translation>Plus aucun coup</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You won {game}: every tile is cleared.</source>
        <translation>Vous avez gagné {game}&#xa0;: tous les dominos sont partis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No moves left: you lost {game}.</source>
        <translation>Plus aucun coup&#xa0;: vous avez perdu {game}.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n tile(s) left.</source>
        <translation>
            <numerusform>%n domino restant.</numerusform>
            <numerusform>%n dominos restants.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play &amp;Again</source>
        <translation>&amp;Rejouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>SolitaireTable</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_table.py" line="+96"/>
        <source>This game is over: undo, or start a new one.</source>
        <extracomment>Seconds the solver may think for a hint before it gives up. the hinted Action, or None (&quot;no winning line from here&quot;)</extracomment>
        <translation>Cette partie est finie&#xa0;: annulez ou commencez-en une autre.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is not a move in this game.</source>
        <translation>Ce n’est pas un coup de ce jeu.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is nothing to play now.</source>
        <translation>Il n’y a rien à jouer maintenant.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No winning line from here.</source>
        <translation>Plus de chemin gagnant à partir d’ici.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: {move} (it still wins).</source>
        <translation>Conseil&#xa0;: {move} (on gagne encore).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {move}.</source>
        <translation>Conseil&#xa0;: {move}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>take a tile from the stock</source>
        <translation>prendre un domino dans la pioche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>go on counting</source>
        <translation>continuer à compter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} on the {end} end</source>
        <translation>{tile} sur le bout {end}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{a} with {b}</source>
        <translation>{a} avec {b}</translation>
    </message>
</context>
<context>
    <name>SolitaireWindowPart</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_window.py" line="+85"/>
        <source>You won: every tile is cleared.</source>
        <translation>Gagné&#xa0;: tous les dominos sont partis.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>No moves left: you lost with %n tile(s) on the table.</source>
        <translation>
            <numerusform>Plus aucun coup&#xa0;: perdu avec %n domino sur la table.</numerusform>
            <numerusform>Plus aucun coup&#xa0;: perdu avec %n dominos sur la table.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Won {won} of {played}; winning streak {streak}, best {best}.</source>
        <translation>{won} gagnées sur {played}&#xa0;; série en cours {streak}, meilleure {best}.</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../dominoes_qt/app/statistics_dialog.py" line="+42"/>
        <source>%1 (online)</source>
        <translation>%1 (en ligne)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Statistics</source>
        <extracomment>Emitted after a reset, with the game id (empty for all games).</extracomment>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No games finished yet.</source>
        <translation>Aucune partie terminée pour l’instant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Réinitialiser…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of the game shown</source>
        <translation>Oublier les statistiques du jeu affiché</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset &amp;All…</source>
        <translation>&amp;Tout réinitialiser…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every game</source>
        <translation>Oublier les statistiques de tous les jeux</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most tiles cleared</source>
        <translation>Plus de dominos retirés</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+13"/>
        <source>Current winning streak</source>
        <translation>Série de victoires en cours</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Best winning streak</source>
        <translation>Meilleure série de victoires</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Undos</source>
        <translation>Annulations</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Hands played</source>
        <translation>Manches jouées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands won</source>
        <translation>Manches gagnées</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches played</source>
        <translation>Matchs joués</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches won</source>
        <translation>Matchs gagnés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matches with undo</source>
        <translation>Matchs avec annulation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches with the tile tracker</source>
        <translation>Parties avec le compteur de dominos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s accuracy, last 20 hands</source>
        <translation>Précision selon l’entraîneur, 20 dernières manches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s accuracy, earlier hands</source>
        <translation>Précision selon l’entraîneur, manches précédentes</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2 %)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistic</source>
        <translation>Statistique</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Forget all statistics of %1? This cannot be undone.</source>
        <translation>Oublier toutes les statistiques (%1)&#xa0;? C’est irréversible.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset Statistics</source>
        <translation>Réinitialiser les statistiques</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Oublier les statistiques de tous les jeux&#xa0;? C’est irréversible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset All Statistics</source>
        <translation>Réinitialiser toutes les statistiques</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <location filename="../dominoes_qt/app/status_words.py" line="+64"/>
        <source>You pass.</source>
        <translation>Vous boudez.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 passes.</source>
        <translation>%1 boude.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw a tile.</source>
        <translation>Vous piochez un domino.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 draws a tile.</source>
        <translation>%1 pioche un domino.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: nothing fits, so you pass.</source>
        <translation>À vous&#xa0;: rien ne va, vous boudez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: no tile fits, so you draw a tile.</source>
        <translation>À vous&#xa0;: aucun domino ne va, vous piochez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You play %2 %3.</source>
        <translation>Vous posez %2 %3.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2 %3.</source>
        <translation>%1 pose %2 %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play %2.</source>
        <translation>Vous posez %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2.</source>
        <translation>%1 pose %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You draw %n tile(s).</source>
        <translation>
            <numerusform>Vous piochez %n domino.</numerusform>
            <numerusform>Vous piochez %n dominos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 draws %n tile(s).</source>
        <translation>
            <numerusform>%1 pioche %n domino.</numerusform>
            <numerusform>%1 pioche %n dominos.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You turn up %2 and play it.</source>
        <translation>Vous retournez %2 et le posez.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2 and plays it.</source>
        <translation>%1 retourne %2 et le pose.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: choose its end.</source>
        <translation>Vous retournez %2&#xa0;: choisissez son bout.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it fits two ways.</source>
        <translation>%1 retourne %2&#xa0;: il se pose des deux côtés.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: it does not fit.</source>
        <translation>Vous retournez %2&#xa0;: il ne se pose pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it does not fit.</source>
        <translation>%1 retourne %2&#xa0;: il ne se pose pas.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: it does not fit and stays face up.</source>
        <translation>Vous retournez %2&#xa0;: il ne se pose pas et reste face visible.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it does not fit and stays face up.</source>
        <translation>%1 retourne %2&#xa0;: il ne se pose pas et reste face visible.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 declares %2.</source>
        <translation>%1 annonce %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your turn: click the front tile of your row.</source>
        <translation>À vous&#xa0;: cliquez sur le premier domino de votre rangée.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the end for the turned tile.</source>
        <translation>Choisissez le bout pour le domino retourné.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your run goes on: play another tile on your train, or press Space to stop.</source>
        <translation>Votre série continue&#xa0;: posez un autre domino sur votre train, ou appuyez sur Espace pour arrêter.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: drag a tile onto a matching end, or choose one with Left/Right and press Enter.</source>
        <translation>À vous&#xa0;: faites glisser un domino vers un bout de même valeur, ou choisissez-en un avec Gauche/Droite et appuyez sur Entrée.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No tile fits: click the boneyard or press D to draw.</source>
        <translation>Aucun domino ne va&#xa0;: cliquez sur la pioche ou appuyez sur D pour piocher.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your lead: drag any tile onto the table.</source>
        <translation>À vous d’ouvrir&#xa0;: faites glisser n’importe quel domino sur la table.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead: %1 may lead (lit): drag one onto the table.</source>
        <translation>À vous d’ouvrir&#xa0;: vous pouvez ouvrir avec %1 (éclairés)&#xa0;: faites-en glisser un sur la table.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your lead: the lowest double, %1, starts the hand: drag it onto the table.</source>
        <translation>À vous d’ouvrir&#xa0;: le plus petit double, %1, ouvre la manche&#xa0;: faites-le glisser sur la table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: the highest double, %1, starts the hand: drag it onto the table.</source>
        <translation>À vous d’ouvrir&#xa0;: le plus gros double, %1, ouvre la manche&#xa0;: faites-le glisser sur la table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: with no double dealt, the heaviest tile, %1, starts the hand: drag it onto the table.</source>
        <translation>À vous d’ouvrir&#xa0;: aucun double n’ayant été distribué, le domino le plus lourd, %1, ouvre la manche&#xa0;: faites-le glisser sur la table.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: %1 starts the hand: drag it onto the table.</source>
        <translation>À vous d’ouvrir&#xa0;: %1 ouvre la manche&#xa0;: faites-le glisser sur la table.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You score %2 (%3).</source>
        <translation>Vous marquez %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You score %2.</source>
        <translation>Vous marquez %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 score %2 (%3).</source>
        <translation>%1 marquent %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 score %2.</source>
        <translation>%1 marquent %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 scores %2 (%3).</source>
        <translation>%1 marque %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 scores %2.</source>
        <translation>%1 marque %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Team total: %1.</source>
        <translation>Total de l’équipe&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <location filename="../dominoes_qt/app/accessibility.py" line="+53"/>
        <source>blank</source>
        <extracomment>Each number as a word: a screen reader says &quot;six-four&quot; well, &quot;6-4&quot; as &quot;six minus four&quot;.</extracomment>
        <translation>blanc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one</source>
        <translation>un</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eleven</source>
        <translation>onze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twelve</source>
        <translation>douze</translation>
    </message>
    <message>
        <location line="+86"/>
        <location line="+8"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Face-down tile</source>
        <translation>Domino face cachée</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open end showing %1</source>
        <translation>Bout ouvert montrant %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place to lead</source>
        <translation>Place pour ouvrir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tile can be played here</source>
        <translation>Un domino peut être joué ici</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Can be moved now</source>
        <translation>Peut être déplacé maintenant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Does not fit now</source>
        <translation>Ne va nulle part pour l’instant</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plays %1</source>
        <translation>Se joue %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can lead</source>
        <translation>Peut ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays on the end showing %1</source>
        <translation>Se joue sur le bout montrant %1</translation>
    </message>
</context>
<context>
    <name>TableEnds</name>
    <message>
        <location filename="../dominoes_qt/app/table_ends.py" line="+215"/>
        <source>&amp;Leave the Table</source>
        <extracomment>the last review opened (Game ▸ Review, File ▸ Open in Review) a deal being replayed: its record, seat, first margin and hard&apos;s (replay_deal) False: a plain message box at the end of a hand instead of the summary dialog</extracomment>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End of the hand</source>
        <translation>Fin de la manche</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 went out.</source>
        <translation>%1 a fait domino.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has the fewest pips.</source>
        <translation>%1 a le moins de points.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is blocked: %1 share the win.</source>
        <translation>La manche est bloquée&#xa0;: %1 partagent la victoire.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is blocked and tied: nobody scores.</source>
        <translation>La manche est bloquée et à égalité&#xa0;: personne ne marque.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 (%3 pips)</source>
        <translation>%1&#xa0;: %2 (%3 points)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points: %1</source>
        <translation>Points&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 share the win (%2).</source>
        <translation>%1 partagent la victoire (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends in a tie (%1).</source>
        <translation>Le jeu se termine par une égalité (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game (%2).</source>
        <translation>%1 gagne le jeu (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game over</source>
        <translation>Fin du jeu</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../dominoes_qt/scene/table_input.py" line="+241"/>
        <source>Click a lit end to play %1 there.</source>
        <extracomment>A tile of the hand was chosen with the keys or a click (its id): the accessible canvas sends assistive technology a focus event for it. the tile chosen with a click or the arrows (its ends are lit) which lit end Up/Down/Tab chose, among the scene&apos;s flat targets the hinted action, and the state version it was given for drawing is legal (the boneyard takes a click); Blind&apos;s front tile to turn up</extracomment>
        <translation>Cliquez sur un bout éclairé pour y poser %1.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Drop %1 on a lit end.</source>
        <translation>Déposez %1 sur un bout éclairé.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 leads: Enter plays it.</source>
        <translation>%1 ouvre la manche&#xa0;: Entrée le joue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %3, at the %2: Enter plays it.</source>
        <translation>%1 %3, sur le %2&#xa0;: Entrée le joue.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on the end showing %2: Enter plays it.</source>
        <translation>%1 sur le bout qui montre %2&#xa0;: Entrée le joue.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: Enter plays it %2; Up/Down chooses another place.</source>
        <translation>%1&#xa0;: Entrée le joue %2&#xa0;; Haut/Bas choisit un autre endroit.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Enter plays it %2.</source>
        <translation>%1&#xa0;: Entrée le joue %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Up/Down chooses the end, Enter plays.</source>
        <translation>%1&#xa0;: Haut/Bas choisit le bout, Entrée joue.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../dominoes_qt/scene/table_scene.py" line="+551"/>
        <source>Boneyard</source>
        <extracomment>Tiles visibly stacked in the boneyard pile (the rest wait under them, hidden). every tile each seat has held this hand (a tile back in the hand was undone) the line of play: its geometry, fit, zoom and pan the train games&apos; owners, markers and doubles (made with the first train game) what the player&apos;s gestures mean here, and the player&apos;s choice (selection, hint) the coach&apos;s marks on played tiles (tile id -&gt; the mark, a child of the tile)</extracomment>
        <translation>Pioche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set aside</source>
        <translation>Mis de côté</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+114"/>
        <location line="+2"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n domino</numerusform>
            <numerusform>%n dominos</numerusform>
        </translation>
    </message>
    <message>
        <location line="-4"/>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn</source>
        <translation>à vous</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 · lowest total wins</source>
        <translation>%1 · le plus petit total gagne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2 · engine %3-%3</source>
        <translation>Manche %1 sur %2 · locomotive %3-%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · to %2</source>
        <translation>%1 · en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Pass the computer to %1</source>
        <translation>Passez l’ordinateur à %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click anywhere when %1 is ready.</source>
        <translation>Cliquez n’importe où quand %1 est prêt.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Hint: you can only pass.</source>
        <translation>Conseil&#xa0;: vous ne pouvez que bouder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: draw from the boneyard.</source>
        <translation>Conseil&#xa0;: piochez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: play %1 %2.</source>
        <translation>Conseil&#xa0;: posez %1 %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: play %1.</source>
        <translation>Conseil&#xa0;: posez %1.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../dominoes_qt/scene/table_view.py" line="+86"/>
        <source>Zoom &amp;In</source>
        <extracomment>Wheel rotation (eighths of a degree) of one notch: one ZOOM_STEP with Ctrl held.</extracomment>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Whole Table</source>
        <translation>Afficher toute la &amp;table</translation>
    </message>
</context>
<context>
    <name>TileTracker</name>
    <message>
        <location filename="../dominoes_qt/app/tile_tracker.py" line="+52"/>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cannot hold: %1.  Unseen: %2</source>
        <translation>Ne peuvent pas avoir&#xa0;: %1.  Non vus&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>TrainMarks</name>
    <message>
        <location filename="../dominoes_qt/scene/train_marks.py" line="+79"/>
        <source>Mexican train</source>
        <extracomment>over the board&apos;s tiles, under the hands and the moving tile the station lies on the felt, under the tiles where a lane&apos;s sign starts, out from the engine&apos;s side (tile units)</extracomment>
        <translation>Train mexicain</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The station: every train starts at the engine</source>
        <translation>La gare&#xa0;: chaque train part de la locomotive</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <location filename="../dominoes_qt/app/online/waiting_room.py" line="+101"/>
        <source>The table&apos;s code:</source>
        <extracomment>the host&apos;s choice (the others read the label)</extracomment>
        <translation>Le code de la table&#xa0;:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I Am &amp;Ready</source>
        <translation>Je suis &amp;prêt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Réessayer maintenant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Allow assists at this table (hints, coach, tile tracker)</source>
        <translation>&amp;Permettre les aides à cette table (indices, entraîneur, compteur de dominos)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Leave</source>
        <translation>&amp;Quitter</translation>
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
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not ready</source>
        <translation>pas prêt</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A person</source>
        <translation>Une personne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (%1)</source>
        <translation>Ordinateur (%1)</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../dominoes_qt/app/window_menus.py" line="+49"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back your last move (and the replies to it), within the current hand</source>
        <translation>Reprendre votre dernier coup (et les réponses), dans la manche en cours</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Rétablir le coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make again the moves you took back</source>
        <translation>Rejouer les coups que vous avez repris</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play &amp;Online…</source>
        <translation>&amp;Jouer en ligne…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host a table for friends on other computers, or join theirs</source>
        <translation>Ouvrir une table pour des amis sur d’autres ordinateurs, ou rejoindre la leur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D&amp;emo</source>
        <translation>&amp;Démo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the computers play this game in every seat, until you click or press a key</source>
        <translation>Laisser l’ordinateur jouer cette partie à toutes les places, jusqu’à un clic ou une touche</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggest a move</source>
        <translation>Suggérer un coup</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;view…</source>
        <translation>Re&amp;voir…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step through this game move by move, each move graded by the coach</source>
        <translation>Parcourir cette partie coup par coup, chaque coup noté par l’entraîneur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;Better Move</source>
        <translation>Montrer le &amp;meilleur coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach lights the move that would have been better than your last</source>
        <translation>L’entraîneur éclaire le coup qui aurait été meilleur que votre dernier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open in Re&amp;view…</source>
        <translation>Ouvrir en re&amp;vue…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review a saved game move by move</source>
        <translation>Revoir une partie enregistrée coup par coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw Automatically</source>
        <translation>&amp;Piocher automatiquement</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw from the boneyard by yourself when no tile fits</source>
        <translation>Piocher pour vous quand aucun domino ne va</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Allow Undo Against Computers</source>
        <translation>Autoriser l’a&amp;nnulation contre l’ordinateur</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Ready for the Next Hand</source>
        <translation>Prêt pour la manche &amp;suivante</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the hand&apos;s summary and say you are ready</source>
        <translation>Fermer le résumé de la manche et dire que vous êtes prêt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave Table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give your seat up and go back to your own game</source>
        <translation>Laisser votre place et revenir à votre propre partie</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit Dominoes Qt</source>
        <translation>Quitter Dominoes Qt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Full Screen</source>
        <translation>Plein &amp;écran</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the table on the whole screen</source>
        <translation>Afficher la table sur tout l’écran</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Off</source>
        <translation>&amp;Désactivée</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+11"/>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+12"/>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <location line="-11"/>
        <location line="+11"/>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>&amp;Instant</source>
        <translation>&amp;Instantanée</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Clavier et souris</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How to play with the mouse or with the keyboard alone</source>
        <translation>Comment jouer à la souris ou au clavier seul</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Licences</source>
        <translation>&amp;Licences</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Dominoes Qt</source>
        <translation>À &amp;propos de Dominoes Qt</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Computer Speed</source>
        <translation>Vitesse de l’&amp;ordinateur</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation Speed</source>
        <translation>Vitesse d’a&amp;nimation</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&lt;h3&gt;Dominoes Qt {version}&lt;/h3&gt;&lt;p&gt;A desktop dominoes game with {count} games: block and draw games, scoring games and Blind Dominoes, against computer players or friends at the same computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dominoes Qt {version}&lt;/h3&gt;&lt;p&gt;Un jeu de dominos pour ordinateur de bureau avec {count} jeux&#xa0;: jeux de blocage et de pioche, jeux à points et dominos à l’aveugle, contre l’ordinateur ou entre amis sur le même ordinateur.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;And {count} solitaires for one player, with hints from a solver that can also deal only games you can win.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Et {count} réussites pour un joueur, avec des conseils d’un solveur qui peut aussi ne distribuer que des donnes gagnables.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;small&gt;Rules engine: compiled.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Moteur de règles&#xa0;: compilé.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;small&gt;Rules engine: pure Python.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Moteur de règles&#xa0;: Python pur.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About Dominoes Qt</source>
        <translation>À propos de Dominoes Qt</translation>
    </message>
</context>
<context>
    <name>choices</name>
    <message>
        <location filename="../dominoes_qt/rules/names.py" line="+66"/>
        <source>Nobody scores</source>
        <extracomment>Readable text for option choices, by (option key, stable value). A test checks that every choice of every option in the catalogue has an entry here.</extracomment>
        <translation>Personne ne marque</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The side that blocked loses</source>
        <translation>Le camp qui a bloqué perd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw until a tile fits</source>
        <translation>Piocher jusqu’à ce qu’un domino aille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw one; play it if it fits</source>
        <translation>Piocher un domino&#xa0;; le poser s’il va</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw one; the turn ends</source>
        <translation>Piocher un domino&#xa0;; le tour se termine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drawing: pass</source>
        <translation>Pas de pioche&#xa0;: bouder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every double</source>
        <translation>Chaque double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first double only</source>
        <translation>Le premier double seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No spinners</source>
        <translation>Aucun double à quatre branches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lead double forms a cross</source>
        <translation>Le double d’ouverture forme une croix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The others&apos; pips minus yours (Classic)</source>
        <translation>Les points des autres moins les vôtres (Classique)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yours subtracted from each (Leaflet)</source>
        <translation>Les vôtres retirés de chacun (Dépliant)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highest double (redeal if none)</source>
        <translation>Le plus gros double (redonner s’il n’y en a pas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest double</source>
        <translation>Le plus petit double</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The double-six</source>
        <translation>Le double-six</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Highest double&apos;s holder, any tile</source>
        <translation>Le détenteur du plus gros double, n’importe quel domino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn by lot, any tile</source>
        <translation>Tiré au sort, n’importe quel domino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chosen player, any tile</source>
        <translation>Le joueur choisi, n’importe quel domino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highest double, else heaviest tile</source>
        <translation>Le plus gros double, sinon le domino le plus lourd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The losers&apos; pips</source>
        <translation>Les points des perdants</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One point per hand won</source>
        <translation>Un point par manche gagnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other team&apos;s pips</source>
        <translation>Les points de l’autre équipe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every pip left</source>
        <translation>Tous les points restants</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 6-6 holder, with the 6-6</source>
        <translation>Le détenteur du double-six, avec le double-six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes to the left each hand</source>
        <translation>Passe à gauche à chaque manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand&apos;s winner</source>
        <translation>Le gagnant de la dernière manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents only</source>
        <translation>Les adversaires seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any other player, partners too</source>
        <translation>Tout autre joueur, partenaire compris</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face value (15 scores 15)</source>
        <translation>Valeur faciale (15 vaut 15)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pub (15 scores 8, 61 up)</source>
        <translation>Pub (15 vaut 8, en 61)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A single hand</source>
        <translation>Une seule manche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands until someone has 100</source>
        <translation>Des manches jusqu’à ce que quelqu’un ait 100</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All opponents together, rounded</source>
        <translation>Tous les adversaires ensemble, arrondi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each opponent, rounded</source>
        <translation>Chaque adversaire, arrondi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never rounded up</source>
        <translation>Jamais arrondi au-dessus</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minus the winner&apos;s pips when blocked</source>
        <translation>Moins les points du gagnant quand c’est bloqué</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once, by the player who laid it</source>
        <translation>Aussitôt, par celui qui l’a posé</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By the next players; the extra play is free</source>
        <translation>Par les joueurs suivants&#xa0;; le coup en plus est libre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 points</source>
        <translation>0 point</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 points</source>
        <translation>50 points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cross of four tiles</source>
        <translation>Une croix de quatre dominos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double chicken foot of six tiles</source>
        <translation>Une double patte de poulet de six dominos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No bonus</source>
        <translation>Pas de bonus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game&apos;s usual number</source>
        <extracomment>The app translates this plural itself (``rules_help.choice_text``): lupdate needs the literal call.</extracomment>
        <translation>Le nombre habituel du jeu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One for every double</source>
        <translation>Une par double</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Double-six</source>
        <translation>Double-six</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-nine</source>
        <translation>Double-neuf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-twelve</source>
        <translation>Double-douze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-%1</source>
        <translation>Double-%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2</source>
        <translation>%1 à %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/rules_help.py" line="-149"/>
        <source>%n point(s)</source>
        <translation>%n pts</translation>
    </message>
</context>
<context>
    <name>families</name>
    <message>
        <location filename="../dominoes_qt/rules/names.py" line="-118"/>
        <source>Block and draw games</source>
        <extracomment>Display order and titles of the game families; unknown families follow as &quot;Other games&quot;.</extracomment>
        <translation>Jeux de blocage et de pioche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring games</source>
        <translation>Jeux à points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind dominoes</source>
        <translation>Dominos à l’aveugle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train games</source>
        <translation>Jeux de trains</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solitaires</source>
        <translation>Réussites</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other games</source>
        <translation>Autres jeux</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../dominoes_qt/rules/games/blind.py" line="+326"/>
        <source>Blind Dominoes</source>
        <translation>Dominos à l’aveugle</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody sees the tiles: turn them up one by one and play them if they fit.</source>
        <translation>Personne ne voit les dominos&#xa0;: retournez-les un par un et posez-les s’ils vont.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All the tiles are dealt evenly (14 each for two players, 9 for three, 7 for four, 5 for five; the rest are set aside) and each player lays his face down in a row. The starting player turns up his first tile as the lead. On your turn, turn up the front tile of your row: if it fits an end it is played and you turn up the next one; if not it goes face down to the back of your row and the turn passes to the left. The first player out wins; if no tile can fit any more, the fewest pips win.</source>
        <translation>Tous les dominos sont distribués à parts égales (14 chacun à deux joueurs, 9 à trois, 7 à quatre, 5 à cinq&#xa0;; le reste est mis de côté) et chaque joueur pose les siens face cachée en rangée. Le premier joueur retourne son premier domino pour ouvrir. À votre tour, retournez le premier domino de votre rangée&#xa0;: s’il va à un bout, il est posé et vous retournez le suivant&#xa0;; sinon il retourne face cachée au fond de votre rangée et le tour passe à gauche. Le premier à faire domino gagne&#xa0;; si plus aucun domino ne peut aller, le moins de points gagne.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Blind Dominoes (doubles face up)</source>
        <translation>Dominos à l’aveugle (doubles visibles)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blind Dominoes from the boxed set: a double that does not fit stays face up.</source>
        <translation>Les dominos à l’aveugle de la boîte&#xa0;: un double qui ne va pas reste face visible.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each player draws a tile: the heaviest starts. Fourteen tiles each for two players, nine for three, seven for four, laid face down in a row. The first player turns up his first tile as the lead, then his next. A tile that fits either end is played and you turn up another; one that does not goes to the back of your row face down, but a double goes back face up and stays face up. The first player out wins; when nobody can play, the fewest dots win.</source>
        <translation>Chaque joueur tire un domino&#xa0;: le plus lourd commence. Quatorze dominos chacun à deux joueurs, neuf à trois, sept à quatre, posés face cachée en rangée. Le premier joueur retourne son premier domino pour ouvrir, puis le suivant. Un domino qui va à un bout est posé et vous en retournez un autre&#xa0;; celui qui ne va pas retourne face cachée au fond de votre rangée, mais un double y retourne face visible et le reste. Le premier à faire domino gagne&#xa0;; quand personne ne peut jouer, le moins de points gagne.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/block_draw.py" line="+33"/>
        <source>Block and Draw (Classic Dominoes)</source>
        <translation>Blocage et pioche (dominos classiques)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five tiles each; draw until you can play; every double opens four ways.</source>
        <translation>Cinq dominos chacun&#xa0;; piochez jusqu’à pouvoir jouer&#xa0;; chaque double s’ouvre en quatre.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>2–4 players take five tiles each. The holder of the highest double leads it. Match an open end with a tile of the same number; doubles lie crosswise and open four ways. Cannot play: draw until you can. The first player out scores the pips left in the other hands; in a blocked hand the lightest hand scores the others&apos; pips minus its own. First to 100 wins.</source>
        <translation>2 à 4 joueurs reçoivent cinq dominos chacun. Le détenteur du plus gros double l’ouvre. Assortissez un bout ouvert avec un domino du même nombre&#xa0;; les doubles se posent en travers et s’ouvrent en quatre. Impossible de jouer&#xa0;: piochez jusqu’à pouvoir. Le premier à faire domino marque les points restant dans les autres mains&#xa0;; dans une manche bloquée, la main la plus légère marque les points des autres moins les siens. Le premier à 100 gagne.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With four players the partners sit opposite and score together.</source>
        <translation>À quatre joueurs, les partenaires sont face à face et marquent ensemble.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Block Game</source>
        <translation>Le jeu bloqué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The English pub game: no drawing — knock when you cannot play.</source>
        <translation>Le jeu des pubs anglais&#xa0;: pas de pioche — on boude quand on ne peut pas jouer.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Six tiles each with four players (8 with two, 6 with three, 5 with five; 9 with double-nine, 12 with double-twelve); the rest sleep. The highest double leads. Play to either end of the line; if you cannot, knock. Chipping out scores the losers&apos; spots; a blocked hand goes to the side with fewest spots, who score the difference.</source>
        <translation>Six dominos chacun à quatre joueurs (8 à deux, 6 à trois, 5 à cinq&#xa0;; 9 en double-neuf, 12 en double-douze)&#xa0;; le reste dort. Le plus gros double ouvre. Jouez à l’un ou l’autre bout de la chaîne&#xa0;; si vous ne pouvez pas, vous boudez. Faire domino rapporte les points des perdants&#xa0;; une manche bloquée va au camp qui a le moins de points, qui marque la différence.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Draw Game</source>
        <translation>Le jeu de pioche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Block Game, but you draw sleeping tiles when you cannot play.</source>
        <translation>Le jeu bloqué, mais on pioche les dominos qui dorment quand on ne peut pas jouer.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seven tiles each with two players (5 with three, 4 with four, 3 with five). As the Block Game, but a player who cannot play draws from the boneyard until he can; when it is empty he passes.</source>
        <translation>Sept dominos chacun à deux joueurs (5 à trois, 4 à quatre, 3 à cinq). Comme le jeu bloqué, mais un joueur qui ne peut pas jouer pioche jusqu’à pouvoir&#xa0;; quand la pioche est vide, il boude.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cross Dominoes</source>
        <translation>Dominos en croix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first double forms a cross: four tiles must go round it first.</source>
        <translation>Le premier double forme une croix&#xa0;: quatre dominos doivent d’abord l’entourer.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As the Draw Game, but the next four tiles after the lead double must be played against its four sides to form a cross; draw if you have none. Then play on the four arms.</source>
        <translation>Comme le jeu de pioche, mais les quatre dominos qui suivent le double d’ouverture doivent être posés contre ses quatre côtés pour former une croix&#xa0;; piochez si vous n’en avez pas. Jouez ensuite sur les quatre branches.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double Nine Cross</source>
        <translation>Croix double-neuf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cross dominoes with a double-nine set; every later double branches.</source>
        <translation>Dominos en croix avec un jeu double-neuf&#xa0;; chaque double suivant crée une branche.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Double-nine set; seven tiles each for two or three players, five for more. The highest double leads and four tiles form a cross round it; afterwards every double opens two new lines.</source>
        <translation>Jeu double-neuf&#xa0;; sept dominos chacun à deux ou trois joueurs, cinq au-delà. Le plus gros double ouvre et quatre dominos forment une croix autour de lui&#xa0;; ensuite chaque double ouvre deux nouvelles lignes.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Domino (to 100)</source>
        <translation>Domino (en 100)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The boxed-set game: draw until you can play; the winner takes all pips.</source>
        <translation>Le jeu de la boîte&#xa0;: piochez jusqu’à pouvoir jouer&#xa0;; le gagnant prend tous les points.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seven tiles each for two players, five for three or four. Highest double leads. Cannot play: draw until you can (variation: draw one). Going out or having the fewest pips when blocked scores all the other players&apos; pips. First to 100 (or 50) wins.</source>
        <translation>Sept dominos chacun à deux joueurs, cinq à trois ou quatre. Le plus gros double ouvre. Impossible de jouer&#xa0;: piochez jusqu’à pouvoir (variante&#xa0;: piochez-en un). Faire domino, ou avoir le moins de points quand c’est bloqué, rapporte tous les points des autres joueurs. Le premier à 100 (ou 50) gagne.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Star</source>
        <translation>L’étoile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players; the 6-6 is surrounded by four sixes to form a star.</source>
        <translation>Quatre joueurs&#xa0;; le double-six est entouré de quatre six pour former une étoile.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Four players, seven tiles each. The 6-6 leads; the next four tiles must be sixes round it, forming a star. Then play on the four arms. Cannot play: pass. First out scores the others&apos; pips.</source>
        <translation>Quatre joueurs, sept dominos chacun. Le double-six ouvre&#xa0;; les quatre dominos suivants doivent être des six autour de lui, formant une étoile. Jouez ensuite sur les quatre branches. Impossible de jouer&#xa0;: boudez. Le premier à faire domino marque les points des autres.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lucky Draw</source>
        <translation>Coup de chance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every double opens four ways; all tiles are dealt, no drawing.</source>
        <translation>Chaque double s’ouvre en quatre&#xa0;; tous les dominos sont distribués, pas de pioche.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four players take seven tiles; three players take nine and the holder of the 6-6 also takes the last tile. The 6-6 leads; every double can be played off all four edges. Cannot play: pass.</source>
        <translation>À quatre joueurs, sept dominos chacun&#xa0;; à trois, neuf chacun et le détenteur du double-six prend aussi le dernier domino. Le double-six ouvre&#xa0;; chaque double peut être joué sur ses quatre côtés. Impossible de jouer&#xa0;: boudez.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Partnership Block</source>
        <translation>Blocage en équipes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two teams of two, seven tiles each, no drawing; the locking team loses a tie.</source>
        <translation>Deux équipes de deux, sept dominos chacun, pas de pioche&#xa0;; l’équipe qui bloque perd en cas d’égalité.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Four players in two teams, partners opposite; all 28 tiles dealt. The 6-6 leads. Cannot play: pass. The team that goes out scores the losing team&apos;s pips. Locked game: the lighter team takes the other team&apos;s pips; on a tie the team that locked the game loses.</source>
        <translation>Quatre joueurs en deux équipes, partenaires face à face&#xa0;; les 28 dominos sont distribués. Le double-six ouvre. Impossible de jouer&#xa0;: boudez. L’équipe qui fait domino marque les points de l’équipe perdante. Jeu bloqué&#xa0;: l’équipe la plus légère prend les points de l’autre équipe&#xa0;; en cas d’égalité, l’équipe qui a bloqué le jeu perd.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="+53"/>
        <source>All Fives</source>
        <translation>Tous les cinq</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score the open ends whenever they add up to a multiple of five.</source>
        <translation>Marquez les bouts ouverts chaque fois qu’ils font un multiple de cinq.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seven tiles each for two players, five for three or four. The highest double leads. Every double is a spinner (its ends open once both sides are covered). After each play, if the open ends add up to a multiple of five the player scores that many points; a double at an end counts both halves. Cannot play: draw until you can. The player who goes out scores each opponent&apos;s pips rounded to the nearest five. First to 100 wins, at once.</source>
        <translation>Sept dominos chacun à deux joueurs, cinq à trois ou quatre. Le plus gros double ouvre. Chaque double s’ouvre en quatre (ses bouts s’ouvrent une fois ses deux côtés couverts). Après chaque pose, si les bouts ouverts font un multiple de cinq, le joueur marque autant de points&#xa0;; un double à un bout compte ses deux moitiés. Impossible de jouer&#xa0;: piochez jusqu’à pouvoir. Celui qui fait domino marque les points de chaque adversaire arrondis au cinq le plus proche. Le premier à 100 gagne aussitôt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pub All Fives: five tiles, two sleeping tiles, lead any tile.</source>
        <translation>Le « tous les cinq » des pubs&#xa0;: cinq dominos, deux dominos qui dorment, ouverture libre.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Five tiles each. The holder of the highest double leads any tile. Play to either end; if the ends then add up to a multiple of five you score it (a double counts both halves: 3 + 6 + 6 = 15). Cannot play: draw, but the last two sleeping tiles are never drawn. At the end each loser&apos;s pips minus the winner&apos;s, rounded to the nearest five, go to the winner. With &apos;declare scores yourself&apos;, a score you forget can be claimed by the others: Muggins!</source>
        <translation>Cinq dominos chacun. Le détenteur du plus gros double ouvre avec n’importe quel domino. Jouez à l’un ou l’autre bout&#xa0;; si les bouts font alors un multiple de cinq, vous le marquez (un double compte ses deux moitiés&#xa0;: 3 + 6 + 6 = 15). Impossible de jouer&#xa0;: piochez, mais les deux derniers dominos qui dorment ne sont jamais piochés. À la fin, les points de chaque perdant moins ceux du gagnant, arrondis au cinq le plus proche, vont au gagnant. Avec « annoncer soi-même les points », un score oublié peut être réclamé par les autres&#xa0;: Muggins&#xa0;!</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Fives and Threes</source>
        <translation>Cinq et trois</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score open ends that make a multiple of three or of five.</source>
        <translation>Marquez les bouts ouverts qui font un multiple de trois ou de cinq.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>As Muggins, but a count that is a multiple of three or of five scores its value once (6 scores 6, 15 scores 15). At the end the winner scores the losers&apos; pips, minus his own for each loser when blocked.</source>
        <translation>Comme le Muggins, mais un total multiple de trois ou de cinq marque sa valeur une fois (6 vaut 6, 15 vaut 15). À la fin, le gagnant marque les points des perdants, moins les siens pour chaque perdant quand c’est bloqué.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Five Up</source>
        <translation>Cinq en 61</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A point for every five on the open ends; every double is a spinner; 61 up.</source>
        <translation>Un point par cinq sur les bouts ouverts&#xa0;; chaque double s’ouvre en quatre&#xa0;; en 61.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Draw a tile each: the heaviest leads any tile. Five tiles each; one tile always stays in the boneyard. Every double is a spinner. After each play, if the open ends add up to a multiple of five you score a point per five (15 scores 3); a double counts until both its sides are covered. The winner of the hand scores a point per five pips left in the opponents&apos; hands. First to 61 wins at once.</source>
        <translation>Chacun tire un domino&#xa0;: le plus lourd ouvre avec n’importe quel domino. Cinq dominos chacun&#xa0;; un domino reste toujours dans la pioche. Chaque double s’ouvre en quatre. Après chaque pose, si les bouts ouverts font un multiple de cinq, vous marquez un point par cinq (15 vaut 3)&#xa0;; un double compte jusqu’à ce que ses deux côtés soient couverts. Le gagnant de la manche marque un point par cinq points restant dans les mains adverses. Le premier à 61 gagne aussitôt.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All Sevens</source>
        <translation>Tous les sept</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles join when the touching halves add up to seven; 6-1, 5-2, 4-3 and 0-0 are wild.</source>
        <translation>Les dominos se touchent quand les moitiés en contact font sept&#xa0;; 6-1, 5-2, 4-3 et 0-0 sont des jokers.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seven tiles each for two players, five for three or four. The highest double leads. Tiles are laid end to end; a half may touch an end only if the two add up to seven (a 2 against a 5). The wild tiles 6-1, 5-2, 4-3 and 0-0 go on any end at any time, and only they can follow a blank. You may draw while more than two tiles remain; you must draw if you cannot play. Going out scores the opponents&apos; pips; when blocked, the lightest hand scores the others&apos; pips minus its own.</source>
        <translation>Sept dominos chacun à deux joueurs, cinq à trois ou quatre. Le plus gros double ouvre. Les dominos se posent bout à bout&#xa0;; une moitié ne peut toucher un bout que si les deux font sept (un 2 contre un 5). Les jokers 6-1, 5-2, 4-3 et 0-0 vont à n’importe quel bout à tout moment, et eux seuls peuvent suivre un blanc. Vous pouvez piocher tant qu’il reste plus de deux dominos&#xa0;; vous devez piocher si vous ne pouvez pas jouer. Faire domino rapporte les points des adversaires&#xa0;; quand c’est bloqué, la main la plus légère marque les points des autres moins les siens.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Bergen</source>
        <translation>Bergen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score 2 for a double-header and 3 for a triple-header; 15 up.</source>
        <translation>2 points pour un double bout et 3 pour un triple bout&#xa0;; en 15.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Six tiles each. The lowest double leads and scores 2 at once. When both ends show the same number you score 2 (a double-header); when a double at one end matches the other end, 3 (a triple-header). Cannot play: draw, but two tiles always stay in the boneyard. First to 15 wins.</source>
        <translation>Six dominos chacun. Le plus petit double ouvre et marque 2 aussitôt. Quand les deux bouts montrent le même nombre, vous marquez 2 (un double bout)&#xa0;; quand un double à un bout est assorti à l’autre bout, 3 (un triple bout). Impossible de jouer&#xa0;: piochez, mais deux dominos restent toujours dans la pioche. Le premier à 15 gagne.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="+124"/>
        <source>Bingo (solitaire)</source>
        <translation>Bingo (réussite)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count 0 to 12 along a row of 28 tiles; take each tile whose pips match its number.</source>
        <translation>Comptez de 0 à 12 le long d’une rangée de 28 dominos&#xa0;; prenez chaque domino dont les points égalent son nombre.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All 28 tiles lie face up in one row. Counting from the left, each tile is given the next number of 0, 1, 2 ... 12, 0, 1 ... When a tile&apos;s pips add up to the number it is given you may take it away; the next tile gets the next number. At the right end the gaps close and the count carries on from the left end. You win when every tile is gone; you lose when the count goes all the way round without a tile to take.</source>
        <translation>Les 28 dominos sont face visible en une seule rangée. En comptant depuis la gauche, chaque domino reçoit le nombre suivant parmi 0, 1, 2 ... 12, 0, 1 ... Quand les points d’un domino égalent le nombre qu’il reçoit, vous pouvez le retirer&#xa0;; le domino suivant reçoit le nombre suivant. Au bout à droite, les trous se referment et le compte reprend depuis le bout gauche. Vous gagnez quand tous les dominos sont partis&#xa0;; vous perdez quand le compte fait tout le tour sans domino à prendre.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+138"/>
        <source>Domino Patience</source>
        <translation>Patience aux dominos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build one line from a hand of five, drawing when nothing fits; play all 28 tiles.</source>
        <translation>Construisez une seule chaîne avec une main de cinq, en piochant quand rien ne va&#xa0;; posez les 28 dominos.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold five tiles; play any one to start the line. Then play tiles from your hand onto either end where the numbers match (doubles lie crosswise but do not branch). When nothing in your hand fits, draw from the stock until you can play. You win when all 28 tiles are in the line; you lose when the stock is empty and nothing fits.</source>
        <translation>Vous avez cinq dominos&#xa0;; posez-en un pour commencer la chaîne. Posez ensuite des dominos de votre main à l’un ou l’autre bout où les nombres sont assortis (les doubles se posent en travers mais ne font pas de branche). Quand rien dans votre main ne va, piochez jusqu’à pouvoir jouer. Vous gagnez quand les 28 dominos sont dans la chaîne&#xa0;; vous perdez quand la pioche est vide et que rien ne va.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+18"/>
        <source>Five&apos;s the Limit</source>
        <translation>Cinq au maximum</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patience with never more than five tiles in hand.</source>
        <translation>Une patience sans jamais plus de cinq dominos en main.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played like Domino Patience, but you may draw only while you hold fewer than five tiles: five tiles in hand and none fits is a loss, and so is an empty stock with nothing that fits. You win when all 28 tiles are in the line.</source>
        <translation>Se joue comme la patience aux dominos, mais vous ne pouvez piocher que si vous avez moins de cinq dominos&#xa0;: cinq dominos en main dont aucun ne va, c’est perdu, tout comme une pioche vide sans rien qui aille. Vous gagnez quand les 28 dominos sont dans la chaîne.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="+120"/>
        <source>Five Columns</source>
        <translation>Cinq colonnes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pairs totalling 12 from the bottoms of five columns and a reserve.</source>
        <translation>Défaussez des paires qui font 12 depuis le bas de cinq colonnes et une réserve.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three tiles form the reserve; the other 25 lie in five columns of five. The bottom tile of each column and the reserve tiles are available. Discard any two available tiles whose pips total exactly 12; the tile above a discarded one becomes available. When a column is empty you may move the bottom tile of another column into it. You win when all 28 are discarded; you lose when no pair totals 12 and no move would uncover a tile.</source>
        <translation>Trois dominos forment la réserve&#xa0;; les 25 autres sont en cinq colonnes de cinq. Le domino du bas de chaque colonne et ceux de la réserve sont disponibles. Défaussez deux dominos disponibles dont les points font exactement 12&#xa0;; le domino au-dessus d’un domino défaussé devient disponible. Quand une colonne est vide, vous pouvez y déplacer le domino du bas d’une autre colonne. Vous gagnez quand les 28 sont défaussés&#xa0;; vous perdez quand aucune paire ne fait 12 et qu’aucun déplacement ne découvrirait un domino.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+82"/>
        <source>Twelve To Go</source>
        <translation>Objectif douze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pairs totalling 12 from six tiles showing, refilled from the stock.</source>
        <translation>Défaussez des paires qui font 12 parmi six dominos visibles, complétés depuis la pioche.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six tiles are face up; the other 22 are the stock. Discard any two showing tiles whose pips total 12; they are replaced from the stock while it lasts. You win when all 28 are discarded; you lose when no two showing tiles total 12.</source>
        <translation>Six dominos sont face visible&#xa0;; les 22 autres forment la pioche. Défaussez deux dominos visibles dont les points font 12&#xa0;; ils sont remplacés depuis la pioche tant qu’elle dure. Vous gagnez quand les 28 sont défaussés&#xa0;; vous perdez quand aucune paire de dominos visibles ne fait 12.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/knock_out.py" line="+127"/>
        <source>Knock-Out</source>
        <translation>Élimination</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock out neighbours whose touching halves match until the line is gone.</source>
        <translation>Éliminez les voisins dont les moitiés en contact sont assorties jusqu’à ce que la chaîne disparaisse.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All 28 tiles lie end to end in one line, each turned face up where it lies. When two neighbours touch with the same number you may knock both out; the gap closes and their old neighbours now touch. Tiles are never turned. You win when the line is gone; you lose when no two touching halves match.</source>
        <translation>Les 28 dominos sont bout à bout en une seule chaîne, chacun face visible là où il est. Quand deux voisins se touchent par le même nombre, vous pouvez éliminer les deux&#xa0;; le trou se referme et leurs anciens voisins se touchent. Les dominos ne sont jamais retournés. Vous gagnez quand la chaîne a disparu&#xa0;; vous perdez quand aucune paire de moitiés en contact n’est assortie.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="+101"/>
        <source>Matching Numbers</source>
        <translation>Nombres assortis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a tile from between two that share a number; deal the stock one tile at a time.</source>
        <translation>Prenez un domino entre deux qui partagent un nombre&#xa0;; distribuez la pioche un domino à la fois.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three tiles start a row. When two tiles with exactly one tile between them share a number, the middle tile is taken away and the row closes up. If three neighbours all share one number you may take all three. When nothing can be taken, the next stock tile goes on the right end. You win when the stock and the row are both empty; you lose when the stock is empty and nothing can be taken.</source>
        <translation>Trois dominos commencent une rangée. Quand deux dominos séparés par exactement un domino partagent un nombre, le domino du milieu est retiré et la rangée se resserre. Si trois voisins partagent tous un nombre, vous pouvez prendre les trois. Quand rien ne peut être pris, le domino suivant de la pioche va au bout droit. Vous gagnez quand la pioche et la rangée sont vides&#xa0;; vous perdez quand la pioche est vide et que rien ne peut être pris.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+851"/>
        <source>Mexican Train</source>
        <translation>Train mexicain</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build your own train from the engine, share the Mexican train, and satisfy every double; the lowest total after the last round wins.</source>
        <translation>Construisez votre train depuis la locomotive, partagez le train mexicain et couvrez chaque double&#xa0;; le plus petit total après la dernière manche gagne.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>One round for every double, from the highest down: the round&apos;s double, the engine, lies in the centre. Each player builds his own train from the engine; anyone may start and play on the one Mexican train. Play one tile matching the open end of your train, of the Mexican train or of any public train. With no tile to play, draw one and play it if it fits; otherwise your train becomes public (a marker on it) until you play on it again. A double is laid across and its player plays again: nobody may play anywhere else until a tile is played on the double. The round ends when someone plays his last tile, or when nobody can play; everyone adds the pips left in his hand to his total. The lowest total after the last round wins.</source>
        <translation>Une manche par double, du plus fort au plus faible&#xa0;: le double de la manche, la locomotive, est au centre. Chaque joueur construit son propre train depuis la locomotive&#xa0;; tout le monde peut commencer le seul train mexicain et y jouer. Posez un domino qui correspond au bout ouvert de votre train, du train mexicain ou d’un train public. Sans domino à poser, piochez-en un et posez-le s’il va&#xa0;; sinon votre train devient public (un marqueur dessus) jusqu’à ce que vous y jouiez de nouveau. Un double se pose en travers et son joueur rejoue&#xa0;: personne ne peut jouer ailleurs tant qu’un domino n’a pas été posé sur le double. La manche se termine quand quelqu’un pose son dernier domino, ou quand personne ne peut jouer&#xa0;; chacun ajoute à son total les points qui lui restent en main. Le plus petit total après la dernière manche gagne.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Chicken Foot</source>
        <translation>Patte de poulet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surround the engine, then grow the lines; every double is a chicken foot that needs three toes. The lowest total wins.</source>
        <translation>Entourez la locomotive, puis prolongez les lignes&#xa0;; chaque double est une patte de poulet qui demande trois doigts. Le plus petit total gagne.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>One round for every double, from the highest down: the round&apos;s double, the engine, lies in the centre. First four tiles must be played around it, one on each side and each end, each matching the engine. Then play one tile matching any free end. A double is laid across and becomes a chicken foot: the next three plays must be its toes, tiles matching it, before any other play. With no tile to play, draw one and play it if it fits. The round ends when someone plays his last tile, or when nobody can play; everyone adds the pips left in his hand (the double blank counts 50). The lowest total after the last round wins.</source>
        <translation>Une manche par double, du plus fort au plus faible&#xa0;: le double de la manche, la locomotive, est au centre. D’abord quatre dominos doivent être posés autour, un sur chaque côté et chaque bout, chacun assorti à la locomotive. Ensuite posez un domino assorti à n’importe quel bout libre. Un double se pose en travers et devient une patte de poulet&#xa0;: les trois coups suivants doivent être ses doigts, des dominos assortis, avant tout autre coup. Sans domino à poser, piochez-en un et posez-le s’il va. La manche se termine quand quelqu’un pose son dernier domino, ou quand personne ne peut jouer&#xa0;; chacun ajoute les points qui lui restent en main (le double blanc compte 50). Le plus petit total après la dernière manche gagne.</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <location filename="../dominoes_qt/ai/basic.py" line="+119"/>
        <source>Plays any legal move at random.</source>
        <translation>Joue au hasard n’importe quel coup permis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../dominoes_qt/app/players.py" line="+42"/>
        <source>Greedy</source>
        <translation>Glouton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the move that scores most now, else its heaviest tile.</source>
        <translation>Joue le coup qui marque le plus maintenant, sinon son domino le plus lourd.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Plays its heaviest tile that fits.</source>
        <translation>Pose son domino le plus lourd qui va.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/basic.py" line="-3"/>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Random</source>
        <extracomment>Weights of the greedy evaluation, in pips: a double is worth shedding early, and each number kept in hand (or tile still playable afterwards) is worth keeping options open. Scoring games: a point scored now outweighs any amount of shedding. Actions that put a known tile on the table (CHOOSE: Blind Dominoes&apos; choice of end).</extracomment>
        <translation>Au hasard</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Plays any tile that fits, at random.</source>
        <translation>Pose au hasard un domino qui va.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/hard.py" line="+499"/>
        <source>Hard</source>
        <extracomment>Worth of a match won inside a play-out, as a share of the target score. Also read soft hints from the opponents&apos; plays (see inference.infer). The shipped budget (the strength table in docs/ai.md was measured with it). partner seats known to keep the convention (None: every partner; see meet_table)</extracomment>
        <translation>Difficile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A strong player: reads passes and draws to guess the hidden hands, then plays each move out many times before choosing. Two Hard partners signal: early in a hand each plays a double if it can, else the tile that leaves open the number it holds most of.</source>
        <translation>Un joueur fort&#xa0;: il interprète les bouderies et les pioches pour deviner les mains cachées, puis simule chaque coup de nombreuses fois avant de choisir. Deux partenaires en Difficile se font des signes&#xa0;: en début de donne, chacun pose un double s&apos;il le peut, sinon le domino qui laisse ouvert le chiffre qu&apos;il possède le plus.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/levels.py" line="+125"/>
        <source>Easy</source>
        <extracomment>Probability that ``easy`` plays a random legal tile instead of its simple preference.</extracomment>
        <translation>Facile</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A beginner: plays any tile that fits, often without a second thought.</source>
        <translation>Un débutant&#xa0;: il pose n’importe quel domino qui va, souvent sans réfléchir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A solid club player: takes the best score on offer, sheds heavy tiles and plays to the numbers you have shown you lack.</source>
        <translation>Un bon joueur de club&#xa0;: il prend le meilleur score possible, se débarrasse des dominos lourds et joue les nombres qui vous manquent visiblement.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/sampled_ab.py" line="+102"/>
        <source>Sampled alpha-beta</source>
        <extracomment>Deals sampled per decision. Search from this move of the hand on (counting every play, pass and draw as a move).</extracomment>
        <translation>Alpha-bêta échantillonné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A yardstick for the arena: solves twenty guessed deals exactly from the eighth move and plays the best average; before that, its heaviest double or tile.</source>
        <translation>Un étalon pour l’arène&#xa0;: à partir du huitième coup, résout exactement vingt donnes supposées et joue la meilleure moyenne&#xa0;; avant, son double ou son domino le plus lourd.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../dominoes_qt/rules/games/blind.py" line="-48"/>
        <source>Choose the end automatically</source>
        <translation>Choisir le bout automatiquement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a turned tile fits both ends, play it on the first one instead of asking.</source>
        <translation>Quand un domino retourné va aux deux bouts, le poser sur le premier au lieu de demander.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A single hand, the winner takes it; or hands scored like Block and Draw until a player reaches 100.</source>
        <translation>Une seule manche, le gagnant remporte tout&#xa0;; ou des manches comptées comme au blocage et pioche jusqu’à ce qu’un joueur atteigne 100.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/games/common.py" line="+32"/>
        <source>Spinners</source>
        <translation>Doubles à quatre branches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no spinners the line has two ends; with every double a spinner, each double opens four ways (Blind Hughie).</source>
        <translation>Sans doubles à quatre branches, la chaîne a deux bouts&#xa0;; si chaque double en est un, chaque double s’ouvre en quatre (Blind Hughie).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/block_draw.py" line="-185"/>
        <source>Blocked hand (preset)</source>
        <translation>Manche bloquée (préréglage)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lightest hand scores the others&apos; pips minus its own (Classic booklet), or its own pips subtracted from each opponent&apos;s (Leaflet).</source>
        <translation>La main la plus légère marque les points des autres moins les siens (livret classique), ou ses propres points sont retirés de ceux de chaque adversaire (dépliant).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No double dealt</source>
        <translation>Aucun double distribué</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nobody holds a double: shuffle and deal again, or let the heaviest tile lead instead.</source>
        <translation>Quand personne n’a de double&#xa0;: mélanger et redistribuer, ou laisser ouvrir le domino le plus lourd.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Both partners must chip out</source>
        <translation>Les deux partenaires doivent faire domino</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A partnership wins only when both partners are out.</source>
        <translation>Une équipe ne gagne que quand les deux partenaires ont fait domino.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Blocked hand award</source>
        <translation>Gain d’une manche bloquée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a locked game the lighter team takes the other team&apos;s pips, or every pip left in both teams&apos; hands.</source>
        <translation>Dans un jeu bloqué, l’équipe la plus légère prend les points de l’autre équipe, ou tous les points restant dans les mains des deux équipes.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead of later hands</source>
        <translation>Ouverture des manches suivantes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first hand is led with the 6-6. Later hands: the 6-6 holder leads it again, or the lead passes to the left each hand, or the winner of the last hand leads; these two may lead any tile.</source>
        <translation>La première manche s’ouvre avec le double-six. Ensuite&#xa0;: le détenteur du double-six ouvre de nouveau avec lui, ou l’ouverture passe à gauche à chaque manche, ou le gagnant de la dernière manche ouvre&#xa0;; dans ces deux cas, on ouvre avec n’importe quel domino.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/common.py" line="-19"/>
        <source>Target score</source>
        <translation>Score à atteindre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first side to reach this score wins the match.</source>
        <translation>Le premier camp à atteindre ce score gagne la partie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie in a blocked hand</source>
        <translation>Égalité dans une manche bloquée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a blocked hand leaves the lightest hands tied: either nobody scores, or the side that blocked the game loses.</source>
        <translation>Quand une manche bloquée laisse les mains les plus légères à égalité&#xa0;: soit personne ne marque, soit le camp qui a bloqué le jeu perd.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="-147"/>
        <source>Drawing</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who cannot play either draws until a tile fits, or draws one tile and plays it if it fits, otherwise the turn ends.</source>
        <translation>Un joueur qui ne peut pas jouer pioche jusqu’à ce qu’un domino aille, ou pioche un domino et le pose s’il va, sinon son tour se termine.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Which doubles open four ways: all, only the first, or none.</source>
        <translation>Quels doubles s’ouvrent en quatre&#xa0;: tous, seulement le premier, ou aucun.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spinner sides before tips</source>
        <translation>Côtés du double avant les bouts</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A spinner&apos;s ends open only after both of its sides are covered.</source>
        <translation>Les bouts d’un double à quatre branches ne s’ouvrent qu’une fois ses deux côtés couverts.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-73"/>
        <source>Tiles per player (0 = the game&apos;s usual number)</source>
        <translation>Dominos par joueur (0 = le nombre habituel du jeu)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+2"/>
        <source>Deal this many tiles to each player instead of the rule book&apos;s number.</source>
        <translation>Distribuer ce nombre de dominos à chaque joueur au lieu de celui de la règle.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scoring</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winners score the losers&apos; pips, or one point per hand won; with one point per hand the target is 5 unless you set another.</source>
        <translation>Les gagnants marquent les points des perdants, ou un point par manche gagnée&#xa0;; avec un point par manche, on joue en 5 sauf si vous fixez un autre objectif.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who may claim a missed score</source>
        <translation>Qui peut réclamer des points non annoncés</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With partners and scores declared by hand: a score its maker did not declare may be claimed by the opponents only (as most club rules play it), or by any other player, the maker&apos;s partner too.</source>
        <translation>En équipes, avec les points annoncés&#xa0;: des points que leur auteur n’a pas annoncés peuvent être réclamés par les adversaires seulement (comme dans la plupart des clubs), ou par tout autre joueur, y compris le partenaire de leur auteur.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="-71"/>
        <source>Declare scores yourself (Muggins!)</source>
        <translation>Annoncer soi-même les points (Muggins&#xa0;!)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores are not added automatically: declare them before the next tile is laid, or another player may claim them.</source>
        <translation>Les points ne s’ajoutent pas tout seuls&#xa0;: annoncez-les avant la pose du domino suivant, sinon un autre joueur peut les réclamer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Previous hand&apos;s winner leads</source>
        <translation>Le gagnant de la manche précédente ouvre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the first hand the winner of the last hand leads any tile.</source>
        <translation>Après la première manche, le gagnant de la dernière manche ouvre avec n’importe quel domino.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Finish the hand before the match ends</source>
        <translation>Finir la manche avant la fin de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: reaching the target ends the match at once. On: the hand is played out and the highest total wins.</source>
        <translation>Désactivé&#xa0;: atteindre l’objectif termine aussitôt la partie. Activé&#xa0;: la manche est jouée jusqu’au bout et le plus gros total gagne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tiles that stay in the boneyard</source>
        <translation>Dominos qui restent dans la pioche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This many boneyard tiles can never be drawn.</source>
        <translation>Ce nombre de dominos de la pioche ne peut jamais être pioché.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the hand, and whether a double must lead.</source>
        <translation>Qui ouvre la manche, et si un double doit ouvrir.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Draw until a tile fits, draw one and play it if it fits, or draw one and end the turn.</source>
        <translation>Piocher jusqu’à ce qu’un domino aille, piocher un domino et le poser s’il va, ou piocher un domino et finir le tour.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Scoring style</source>
        <translation>Style de décompte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face value: a count of 15 scores 15. Pub: one point per three and per five in the count (15 scores 8), a point for chipping out, no drawing, seven tiles each for two players, and 61 up unless you set another target.</source>
        <translation>Valeur faciale&#xa0;: un total de 15 vaut 15. Pub&#xa0;: un point par trois et par cinq dans le total (15 vaut 8), un point pour faire domino, pas de pioche, sept dominos chacun à deux joueurs, et en 61 sauf si vous fixez un autre objectif.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Points for the tiles left</source>
        <translation>Points pour les dominos restants</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A point per five pips left in the losers&apos; hands: all opponents together, rounded to the nearest five; each opponent rounded separately; never rounded up; or, in a blocked hand, minus the winner&apos;s own pips.</source>
        <translation>Un point par cinq points restant dans les mains des perdants&#xa0;: tous les adversaires ensemble, arrondi au cinq le plus proche&#xa0;; chaque adversaire arrondi séparément&#xa0;; jamais arrondi au-dessus&#xa0;; ou, dans une manche bloquée, moins les propres points du gagnant.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Draw even when you could play</source>
        <translation>Piocher même si vous pouvez jouer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While more than two tiles sleep you may draw instead of playing.</source>
        <translation>Tant que plus de deux dominos dorment, vous pouvez piocher au lieu de jouer.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Bonus for winning the hand</source>
        <translation>Bonus pour la manche gagnée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for the player who goes out or holds the lightest hand when play is blocked.</source>
        <translation>Des points pour le joueur qui fait domino ou qui a la main la plus légère quand le jeu est bloqué.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/base.py" line="+335"/>
        <source>Winnable deals only</source>
        <extracomment>Positions the solver may visit to prove a deal winnable (a count, not a time, so a replay of the record on any machine reproduces the same deal). Reshuffles tried before the deal is kept as it is (then it may not be winnable). Orientations of deals built rather than shuffled (Knock-Out&apos;s winnable lines), by order.</extracomment>
        <translation>Donnes gagnables seulement</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle again until the solver proves the deal can be won. If it cannot find one within a few seconds, you get an ordinary deal and are told it is not proved winnable.</source>
        <translation>Remélanger jusqu’à ce que le solveur prouve que la donne peut être gagnée. S’il n’en trouve pas en quelques secondes, vous avez une donne ordinaire et on vous dit qu’elle n’est pas prouvée gagnable.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="+7"/>
        <source>Restart the count at 0 each pass</source>
        <translation>Recommencer le compte à 0 à chaque tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each time the count comes back to the left end of the row it starts again at 0 (harder: a pass with no tile taken loses).</source>
        <translation>Chaque fois que le compte revient au bout gauche de la rangée, il recommence à 0 (plus difficile&#xa0;: un tour sans domino pris fait perdre).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take matching tiles automatically</source>
        <translation>Prendre les dominos assortis automatiquement</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile whose pips equal the number called is always taken; you only watch the count go round.</source>
        <translation>Un domino dont les points égalent le nombre annoncé est toujours pris&#xa0;; vous regardez seulement le compte tourner.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+4"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+6"/>
        <source>Tiles in your opening hand</source>
        <translation>Dominos dans votre main de départ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+1"/>
        <source>How many tiles you hold at the start.</source>
        <translation>Combien de dominos vous avez au départ.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Most tiles in your hand</source>
        <translation>Dominos en main au plus</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+2"/>
        <source>Doubles open on all four sides</source>
        <translation>Doubles ouverts sur les quatre côtés</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every double, once laid, can be built on from all four sides.</source>
        <translation>Chaque double, une fois posé, peut être prolongé sur ses quatre côtés.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+1"/>
        <source>You may not draw while you hold this many tiles; holding this many with none that fits loses.</source>
        <translation>Vous ne pouvez pas piocher tant que vous avez ce nombre de dominos&#xa0;; en avoir autant sans qu’aucun ne va, c’est perdu.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="+7"/>
        <source>Tiles in the reserve</source>
        <translation>Dominos dans la réserve</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tiles start in the reserve (the rest go into the columns).</source>
        <translation>Combien de dominos commencent dans la réserve (le reste va dans les colonnes).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+4"/>
        <source>Tiles face up</source>
        <translation>Dominos face visible</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tiles are face up at once (fewer is harder).</source>
        <translation>Combien de dominos sont face visible à la fois (moins, c’est plus difficile).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="+6"/>
        <source>Take every tile you can before the next is dealt</source>
        <translation>Retirer tout ce qui peut l’être avant le domino suivant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that can be taken must be taken before the next tile is dealt; off, you may deal at any time.</source>
        <translation>Un domino qui peut être pris doit l’être avant que le suivant soit distribué&#xa0;; désactivé, vous pouvez distribuer à tout moment.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take three neighbours that share a number (needed to win)</source>
        <translation>Prendre trois voisins qui partagent un nombre (indispensable pour gagner)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three neighbours sharing one number may all be taken at once. Without it no deal can be won: a single tile goes only from between two others, so the two at the ends of the row always stay.</source>
        <translation>Trois voisins partageant un nombre peuvent être pris ensemble. Sans cela, aucune donne ne peut être gagnée&#xa0;: un domino seul ne part que d’entre deux autres, donc les deux aux bouts de la rangée restent toujours.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/catalogue.py" line="+164"/>
        <source>Partners sit opposite (4 players)</source>
        <extracomment>``apply(fields, value)`` sets Settings fields for a value; ``fields`` also holds ``players`` and ``set_n`` for options whose effect depends on them. choice -&gt; {other option key: default}: choosing the value changes other options&apos; defaults (pub Fives and Threes plays to 61); a value given for those options still wins. the GameState class that plays it: None for the shared line-game hand (or, with manual Muggins, its declaring hand; see ``match.hand_class_for``)</extracomment>
        <translation>Les partenaires sont face à face (4 joueurs)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Always on in this game: two teams of two, partners opposite each other.</source>
        <translation>Toujours dans ce jeu&#xa0;: deux équipes de deux, les partenaires face à face.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play in two teams of two, partners opposite each other.</source>
        <translation>Jouer en deux équipes de deux, les partenaires face à face.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-6"/>
        <source>Rounds (0 = one per double)</source>
        <translation>Manches (0 = une par double)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a round for every double from the highest down to the double blank, or only this many rounds.</source>
        <translation>Jouez une manche par double, du plus fort jusqu’au double blanc, ou seulement ce nombre de manches.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double blank left in hand counts</source>
        <translation>Le double blanc resté en main compte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 0-0 left in a hand at the end of a round counts 0 or 50 points.</source>
        <translation>Le 0-0 resté en main à la fin d’une manche compte 0 ou 50 points.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A double must be satisfied before going out</source>
        <translation>Un double doit être couvert avant de finir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who plays his last tile as a double is not out until the double is satisfied.</source>
        <translation>Celui qui pose son dernier domino en double ne finit qu’une fois le double couvert.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Satisfying a double</source>
        <translation>Couvrir un double</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who lays a double plays again and must satisfy it first; or his extra play may go anywhere and only the next players must satisfy it.</source>
        <translation>Celui qui pose un double rejoue et doit le couvrir d’abord&#xa0;; ou son coup en plus peut aller n’importe où et seuls les joueurs suivants doivent le couvrir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run on the first turn</source>
        <translation>Série au premier tour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On his first turn of a round a player may lay any number of tiles along his own train.</source>
        <translation>À son premier tour d’une manche, un joueur peut poser autant de dominos qu’il veut sur son propre train.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The centre</source>
        <translation>Le centre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four tiles around the engine (one on each side and each end), or six, three on each long side (a double chicken foot), before any other play.</source>
        <translation>Quatre dominos autour de la locomotive (un sur chaque côté et chaque bout), ou six, trois sur chaque grand côté (une double patte de poulet), avant tout autre coup.</translation>
    </message>
</context>
<context>
    <name>punctuation</name>
    <message>
        <location filename="../dominoes_qt/app/i18n.py" line="+108"/>
        <source>%1: %2</source>
        <extracomment>(setting, name in its own language). Names are never translated: a reader must find theirs.</extracomment>
        <translation>%1&#xa0;: %2</translation>
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
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} cannot go there: choose one of the ends it fits.</source>
        <translation>{tile} ne peut pas aller là&#xa0;: choisissez l’un des bouts où il va.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the end for {tile} first.</source>
        <translation>Choisissez d’abord le bout pour {tile}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up the front tile of your row first.</source>
        <translation>Retournez d’abord le premier domino de votre rangée.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Blind Dominoes you can only turn up the front tile of your row.</source>
        <translation>Aux dominos à l’aveugle, vous ne pouvez retourner que le premier domino de votre rangée.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-432"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+169"/>
        <source>That is not allowed in this game.</source>
        <translation>Ce n’est pas permis dans ce jeu.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/base.py" line="-200"/>
        <source>That is not a move in this game.</source>
        <extracomment>What a pointer gesture starts from or drops on: a tile id or a named place. One way to make a move: drag ``source`` onto ``target``, or click ``source`` (target None). the solitaire table&apos;s features: tiles lie across (Knock-Out), the row is counted along (Bingo), a face-down stock is dealt from (Matching, Patience, Twelve To Go) the hand limit shown on the table (Five&apos;s the Limit); 0: none positions &quot;winnable deals only&quot; may search in all before it keeps the plain deal (about 10 s of one core: a game whose positions cost more searches fewer) &quot;winnable deals only&quot;: True when the solver proved this deal winnable, False when it gave up at its bound (the deal is then an ordinary random one), None when not asked. the face-down stock, dealt from its end (None in a player&apos;s view: unseen)</extracomment>
        <translation>Ce n’est pas un coup de ce jeu.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>The game is over.</source>
        <translation>Le jeu est terminé.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="-112"/>
        <source>Count 0 to 12 along the row</source>
        <extracomment>a counted row&apos;s positions cost more to search (about 65 µs each, 13 s for 200,000 with the count restarting each pass): fewer keep &quot;winnable deals only&quot; within about 10 s</extracomment>
        <translation>Comptez de 0 à 12 le long de la rangée</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{tile} is not the tile being called: the count is at {number}.</source>
        <translation>{tile} n’est pas le domino appelé&#xa0;: le compte en est à {number}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{number} is called on {tile}, which does not match: no tile can be taken.</source>
        <translation>{number} est annoncé sur {tile}, qui ne correspond pas&#xa0;: aucun domino ne peut être pris.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{number} is called on {tile}: click it to take it, or Space to go on.</source>
        <translation>{number} tombe sur {tile}&#xa0;: cliquez dessus pour le prendre, ou Espace pour continuer.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/knock_out.py" line="-96"/>
        <source>Knock out matching neighbours</source>
        <translation>Éliminez les voisins assortis</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Drag a tile onto its neighbour where the touching halves match.</source>
        <translation>Faites glisser un domino sur son voisin là où les moitiés en contact sont assorties.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{a} and {b} are not neighbours.</source>
        <translation>{a} et {b} ne sont pas voisins.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The touching halves of {a} and {b} differ ({x} and {y}).</source>
        <translation>Les moitiés en contact de {a} et {b} diffèrent ({x} et {y}).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="-92"/>
        <source>Take a tile between two that share a number</source>
        <translation>Prenez un domino entre deux qui partagent un nombre</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Click a lit tile to take it (drag it onto a neighbour to take all three when they share a number).</source>
        <translation>Cliquez sur un domino éclairé pour le prendre (faites-le glisser sur un voisin pour prendre les trois quand ils partagent un nombre).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click the stock for the next tile.</source>
        <translation>Cliquez sur la pioche pour le domino suivant.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the tiles you can first: a tile between two that share a number goes.</source>
        <translation>Prenez d’abord les dominos que vous pouvez&#xa0;: un domino entre deux qui partagent un nombre s’en va.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="-26"/>
        <source>The stock is empty.</source>
        <translation>La pioche est vide.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} can go only when its two neighbours share a number.</source>
        <translation>{tile} ne peut partir que si ses deux voisins partagent un nombre.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="-25"/>
        <source>Drag a tile onto another so that the two total 12.</source>
        <translation>Faites glisser un domino sur un autre pour que les deux fassent 12.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{tile} is not face up: pair two of the tiles showing.</source>
        <translation>{tile} n’est pas face visible&#xa0;: associez deux des dominos visibles.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="-17"/>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+3"/>
        <source>{a} and {b} total {total}, not 12.</source>
        <translation>{a} et {b} font {total}, pas 12.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Drag an available tile onto another so that the two total 12 (or a column&apos;s bottom tile onto an empty column).</source>
        <translation>Faites glisser un domino disponible sur un autre pour que les deux fassent 12 (ou le domino du bas d’une colonne sur une colonne vide).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only the bottom tile of a column of two or more moves, to an empty column.</source>
        <translation>Seul le domino du bas d’une colonne de deux ou plus se déplace, vers une colonne vide.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{tile} is covered: only the bottom tile of a column and the reserve are available.</source>
        <translation>{tile} est couvert&#xa0;: seuls le domino du bas d’une colonne et la réserve sont disponibles.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="-13"/>
        <source>Drag a tile from your hand to start the line.</source>
        <translation>Faites glisser un domino de votre main pour commencer la chaîne.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag a tile from your hand onto a lit end.</source>
        <translation>Faites glisser un domino de votre main sur un bout éclairé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing fits: click the stock to draw.</source>
        <translation>Rien ne va&#xa0;: cliquez sur la pioche pour piocher.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A tile in your hand fits: play it before you draw.</source>
        <translation>Un domino de votre main va&#xa0;: posez-le avant de piocher.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is full ({limit} tiles).</source>
        <translation>Votre main est pleine ({limit} dominos).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-19"/>
        <location filename="../dominoes_qt/rules/hand.py" line="-135"/>
        <location line="+6"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+3"/>
        <source>{tile} does not match {end}.</source>
        <translation>{tile} ne va pas avec {end}.</translation>
    </message>
    <message>
        <location line="-10"/>
        <location filename="../dominoes_qt/rules/hand.py" line="-35"/>
        <source>Name a tile to play.</source>
        <translation>Indiquez un domino à poser.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The round is over.</source>
        <extracomment>Chicken Foot: the first socket of placed tiles (lower ids are the engine&apos;s sides). Mexican Train: each personal train&apos;s marker, and the trains with an unsatisfied double Chicken Foot: the chicken foot whose toes are awaited (placement index, -1 none) the seat to act has already played this turn (a double&apos;s bonus play or a run) must_satisfy_to_go_out: seat -&gt; the placement of the double that was its last tile</extracomment>
        <translation>La manche est terminée.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>{tile} is not in your hand.</source>
        <translation>{tile} n’est pas dans votre main.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile you drew does not fit: pass.</source>
        <translation>Le domino pioché ne va pas&#xa0;: boudez.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You must play the tile you drew.</source>
        <translation>Vous devez poser le domino pioché.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may draw only one tile: pass.</source>
        <translation>Vous ne pouvez piocher qu’un domino&#xa0;: boudez.</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>There is no such train.</source>
        <extracomment>the placements of each train: 0 .. p - 1 personal, p the Mexican train trains whose last tile is an unsatisfied double, oldest first</extracomment>
        <translation>Ce train n’existe pas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The double {tile} must be satisfied first.</source>
        <translation>Il faut d’abord couvrir le double {tile}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On your first turn you may go on only along your own train.</source>
        <translation>À votre premier tour, vous ne pouvez continuer que sur votre propre train.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s train is private.</source>
        <translation>Le train de {owner} est privé.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>First the engine&apos;s sides: every side of the centre needs a tile.</source>
        <extracomment>every free socket, socket -&gt; number shown (insertion ordered)</extracomment>
        <translation>D’abord les côtés de la locomotive&#xa0;: chaque côté du centre demande un domino.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chicken foot on {tile} needs its three toes first.</source>
        <translation>La patte de poulet du {tile} demande d’abord ses trois doigts.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+3"/>
        <source>The first tile has already been played.</source>
        <translation>Le premier domino a déjà été posé.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} has no {end}.</source>
        <translation>{tile} n’a pas de {end}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand must start with {tile}.</source>
        <translation>La manche doit commencer par {tile}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} cannot lead.</source>
        <translation>{tile} ne peut pas ouvrir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is on the table yet: lead a tile.</source>
        <translation>Rien n’est encore sur la table&#xa0;: ouvrez avec un domino.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That end is not open yet.</source>
        <translation>Ce bout n’est pas encore ouvert.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-307"/>
        <location line="+224"/>
        <location line="+85"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <source>That is not an open end.</source>
        <translation>Ce n’est pas un bout ouvert.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>{tile} does not fit any open end: draw a tile.</source>
        <translation>{tile} ne va à aucun bout ouvert&#xa0;: piochez un domino.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} cannot go on the {end}: a half must make seven with it.</source>
        <translation>{tile} ne peut pas aller sur {end}&#xa0;: une moitié doit faire sept avec lui.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-331"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+8"/>
        <source>{tile} must touch the {end} with its {end} half.</source>
        <translation>{tile} doit toucher {end} par sa moitié {end}.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+4"/>
        <source>{tile} does not match {end} (open ends show {ends}).</source>
        <translation>{tile} ne va pas avec {end} (les bouts ouverts montrent {ends}).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+7"/>
        <location line="+6"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+4"/>
        <location line="+6"/>
        <source>You hold a tile that fits: you must play it.</source>
        <translation>Vous avez un domino qui va&#xa0;: vous devez le poser.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="-4"/>
        <source>This game has no drawing: pass instead.</source>
        <translation>Ce jeu n’a pas de pioche&#xa0;: boudez.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-3"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <source>You cannot draw: the boneyard is used up.</source>
        <translation>Vous ne pouvez pas piocher&#xa0;: la pioche est épuisée.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+5"/>
        <source>You must draw from the boneyard before passing.</source>
        <translation>Vous devez piocher avant de bouder.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>Scores are added automatically in this game.</source>
        <translation>Dans ce jeu, les points s’ajoutent automatiquement.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-11"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <location filename="../dominoes_qt/rules/muggins.py" line="+21"/>
        <source>That is not allowed now.</source>
        <translation>Ce n’est pas permis maintenant.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/muggins.py" line="-19"/>
        <source>There is no seat {seat}.</source>
        <translation>Il n’y a pas de place {seat}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to declare.</source>
        <translation>Rien à annoncer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player who scored can declare.</source>
        <translation>Seul le joueur qui a marqué peut annoncer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong amount: the score is {points} ({detail}), not {declared}.</source>
        <translation>Montant erroné&#xa0;: le score est {points} ({detail}), pas {declared}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no missed score to claim.</source>
        <translation>Il n’y a pas de score oublié à réclamer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot claim your own missed score.</source>
        <translation>Vous ne pouvez pas réclamer votre propre score oublié.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot claim your partner&apos;s missed score.</source>
        <translation>Vous ne pouvez pas réclamer le score oublié de votre partenaire.</translation>
    </message>
</context>
<context>
    <name>scores</name>
    <message>
        <location filename="../dominoes_qt/app/score_words.py" line="+22"/>
        <source>double-header</source>
        <translation>double bout</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple-header</source>
        <translation>triple bout</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
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
        <translation>Sud</translation>
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
        <translation>Ouest</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <location filename="../dominoes_qt/app/status_words.py" line="-1"/>
        <location line="+2"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/online/controller.py" line="-248"/>
        <location filename="../dominoes_qt/app/online/side_panel.py" line="-72"/>
        <location filename="../dominoes_qt/app/players.py" line="+13"/>
        <location line="+21"/>
        <location filename="../dominoes_qt/app/status_words.py" line="+4"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="-16"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
</TS>
