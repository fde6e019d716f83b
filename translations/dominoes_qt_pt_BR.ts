<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name></name>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/columns.py" line="+29"/>
        <source>Empty</source>
        <translation>Vazia</translation>
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
        <translation>Descarte pares que somem 12</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/line.py" line="+50"/>
        <source>Start here</source>
        <extracomment>The table the line snakes in (tile units) and the hand row under it.</extracomment>
        <translation>Início</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your hand</source>
        <translation>Sua mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/scene/solitaire_layouts/six_up.py" line="-1"/>
        <source>Stock</source>
        <translation>Monte</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>At most %n tile(s) in hand.</source>
        <translation>
            <numerusform>No máximo %n peça na mão.</numerusform>
            <numerusform>No máximo %n peças na mão.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_layouts/row.py" line="+52"/>
        <source>Go on</source>
        <translation>Continuar</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../dominoes_qt/app/action_bar.py" line="+52"/>
        <source>Scores are declared by hand in this game:</source>
        <translation>Neste jogo os pontos são anunciados à mão:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Declare %1</source>
        <translation>Anunciar %1</translation>
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
        <translation>Teclado e mouse</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Drag a tile from your hand onto a lit end to play it. Dropped anywhere else it goes back, and the status line says why.</source>
        <translation>Arraste uma peça da sua mão até uma ponta iluminada para jogá-la. Solta em outro lugar, ela volta, e a barra de status diz por quê.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Or click a tile: its ends light up; click one of them to play it there.</source>
        <translation>Ou clique em uma peça: as pontas dela se iluminam; clique em uma delas para jogá-la ali.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-click a tile that fits only one way to play it at once.</source>
        <translation>Clique duas vezes em uma peça que só encaixa de um jeito para jogá-la na hora.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click the boneyard to draw when no tile fits.</source>
        <translation>Clique no monte para comprar quando nenhuma peça encaixa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag a tile along your hand to put it where you like.</source>
        <translation>Arraste uma peça ao longo da sua mão para colocá-la onde quiser.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Left, Right</source>
        <translation>Esquerda, Direita</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose a tile of your hand</source>
        <translation>escolhe uma peça da sua mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Up, Down, Tab</source>
        <translation>Cima, Baixo, Tab</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>choose the end to play it on</source>
        <translation>escolhe a ponta onde jogá-la</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>play the chosen tile on the chosen end</source>
        <translation>joga a peça escolhida na ponta escolhida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>D</source>
        <translation>D</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>draw from the boneyard</source>
        <translation>compra do monte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Space</source>
        <translation>Espaço</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>pass when you must; turn up your next tile (Blind Dominoes); make an announced draw or pass at once</source>
        <translation>passa quando for obrigado; vira a sua próxima peça (dominó às cegas); faz na hora uma compra ou um passe já anunciado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>let go of the chosen tile</source>
        <translation>larga a peça escolhida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>hint: the move a strong player would make</source>
        <translation>dica: a jogada que um jogador forte faria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>undo: take back your last move and the computers&apos; replies since. Undo stays within the current hand: once a hand is over its moves can no longer be taken back.</source>
        <translation>desfazer: desfaz a sua última jogada e as respostas do computador desde então. Desfazer fica dentro da rodada atual: terminada uma rodada, as jogadas dela não podem mais ser desfeitas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>redo: make again the moves you took back, until you make a new one</source>
        <translation>refazer: faz de novo as jogadas que você desfez, até você fazer uma nova</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>new game</source>
        <translation>nova partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rules of the game on the table</source>
        <translation>as regras do jogo na mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>full screen</source>
        <translation>tela cheia</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a tile that can move, then a lit place; or drag it there. A tile, or the stock, with a move of its own is played by a click.</source>
        <translation>Clique em uma peça que pode se mover e depois em um lugar iluminado, ou arraste-a até lá. Uma peça, ou o monte, com uma jogada própria é jogada com um clique.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keyboard: Left and Right choose a tile, Up, Down or Tab where it goes, Enter plays, D or Space takes from the stock, Esc lets go.</source>
        <translation>Teclado: Esquerda e Direita escolhem uma peça, Cima, Baixo ou Tab para onde vai, Enter joga, D ou Espaço pegam do monte, Esc larga.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With the mouse</source>
        <translation>Com o mouse</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>With the keyboard</source>
        <translation>Com o teclado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solitaires</source>
        <translation>Paciências</translation>
    </message>
</context>
<context>
    <name>Demo</name>
    <message>
        <location filename="../dominoes_qt/app/demo.py" line="+124"/>
        <source>Demo over: your game is back.</source>
        <extracomment>Pause before each computer move in the demo (at least: a slower chosen speed is kept). How long the rest of the key or click that ended the demo is waited for (then the game has the keyboard and the mouse again, even if a release never came). Pause on a finished hand or game before the next one is dealt. The demo started (True) or stopped (False).</extracomment>
        <translation>Fim da demonstração: a sua partida voltou.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Demo: the computers play. Click or press a key to stop.</source>
        <translation>Demonstração: o computador joga. Clique ou aperte uma tecla para parar.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../dominoes_qt/app/controller.py" line="+198"/>
        <source>You</source>
        <extracomment>Default pause before each computer move and before a forced action is applied. Levels asked for hints, strongest first. how long computers wait before laying the next tile while a person may still press Declare or Muggins! (manual Muggins), so the window is a real one pause after announcing a forced action (None: the computer delay) (hand index, history index) of actions the controller applied for a human by itself what each undo took back, latest last, as (seat, action, forced) steps: redo applies them again; a new move, a new hand or another game forgets them</extracomment>
        <translation>Você</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/app/review_window.py" line="+82"/>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/review_controller.py" line="+157"/>
        <location filename="../dominoes_qt/app/table_base.py" line="+175"/>
        <source>%1 &amp; %2</source>
        <extracomment>Kinds the table handles itself; any other legal kind gets a button (DECLARE, MUGGINS). The least time the first forced step of a person&apos;s turn stays on the status line (&quot;Your turn: no tile fits, so you draw a tile.&quot;), so it can be read before the draw is made. the status line&apos;s sentences (moves, prompts, scores) Draw Automatically: a lone draw is announced and made like a lone pass the person to act has been told it is their turn (a forced draw first says so) what happened since each person&apos;s last own move (prefixed to &quot;Your turn&quot;) the last message said and how to word it again (a live language switch)</extracomment>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/controller.py" line="+52"/>
        <source>There is no game on the table.</source>
        <translation>Não há nenhuma partida na mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn.</source>
        <translation>Espere a sua vez.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>That is not allowed now.</source>
        <translation>Isso não é permitido agora.</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>There is nothing to undo in this hand.</source>
        <translation>Não há nada para desfazer nesta rodada.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Move taken back.</source>
        <translation>Jogada desfeita.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>There is nothing to redo.</source>
        <translation>Não há nada para refazer.</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>A hint is given when it is your turn.</source>
        <translation>As dicas são dadas quando é a sua vez.</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Pass the computer to %1.</source>
        <translation>Passe o computador para %1.</translation>
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
        <translation>Retomar uma partida salva</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game to play it later</source>
        <translation>Salvar a partida para continuar depois</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save the game to a new file</source>
        <translation>Salvar a partida em um arquivo novo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recentes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Clear Menu</source>
        <translation>&amp;Limpar menu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estatísticas…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands and matches played and won</source>
        <translation>Rodadas e partidas jogadas e ganhas</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Your game cannot be saved automatically: %1. It is still on the table; to keep it, save it somewhere else with File ▸ Save As….</source>
        <translation>Sua partida não pode ser salva automaticamente: %1. Ela continua na mesa; para guardá-la, salve-a em outro lugar com Arquivo ▸ Salvar como….</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your statistics cannot be saved (%1): the results of this session will be forgotten when you quit.</source>
        <translation>Suas estatísticas não podem ser salvas (%1): os resultados desta sessão serão perdidos ao sair.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your settings file could not be used (%1), so the default settings are in use.</source>
        <translation>Não foi possível usar seu arquivo de configurações (%1), então as configurações padrão estão em uso.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your statistics file could not be used (%1), so the statistics start again from zero.</source>
        <translation>Não foi possível usar seu arquivo de estatísticas (%1), então as estatísticas recomeçam do zero.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The old file was kept as %1.</source>
        <translation>O arquivo antigo foi guardado como %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The old file could not be moved, and was left as it is: %1.</source>
        <translation>O arquivo antigo não pôde ser movido e ficou como estava: %1.</translation>
    </message>
</context>
<context>
    <name>GameFilesOpenSave</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_open_save.py" line="+74"/>
        <source>Dominoes games (*%1);;All files (*)</source>
        <translation>Partidas de dominó (*%1);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Open Game in Review</source>
        <translation>Abrir partida na revisão</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+11"/>
        <source>Cannot Open Game</source>
        <translation>Não é possível abrir a partida</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Opened %1: this game is over.</source>
        <translation>%1 aberto: esta partida terminou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Opened %1.</source>
        <translation>%1 aberta.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The file does not exist.</source>
        <translation>O arquivo não existe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is empty.</source>
        <translation>O arquivo está vazio.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game (it is not text).</source>
        <translation>O arquivo não é uma partida salva (não é texto).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a saved game (it is not JSON).</source>
        <translation>O arquivo não é uma partida salva (não é JSON).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is incomplete: it was cut off.</source>
        <translation>O arquivo está incompleto: foi cortado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The file is not a Dominoes Qt game.</source>
        <translation>O arquivo não é uma partida do Dominoes Qt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game was saved by a newer version of Dominoes Qt. Please update.</source>
        <translation>A partida foi salva por uma versão mais nova do Dominoes Qt. Atualize o programa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The saved game is damaged or was changed: it cannot be replayed.</source>
        <translation>A partida salva está danificada ou foi alterada: não pode ser reproduzida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The file cannot be read.</source>
        <translation>Não é possível ler o arquivo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>“%1” could not be opened.

%2

Details: %3</source>
        <translation>Não foi possível abrir “%1”.

%2

Detalhes: %3</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Save Game</source>
        <translation>Salvar partida</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Cannot Save Game</source>
        <translation>Não é possível salvar a partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game could not be saved to “%1”.

%2</source>
        <translation>Não foi possível salvar a partida em “%1”.

%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Saved to %1.</source>
        <translation>Salva em %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+34"/>
        <source>Your game of %1 is not finished (%n move(s) played). Save it before it leaves the table?</source>
        <translation>
            <numerusform>Sua partida não terminou (%1, %n jogada feita). Salvá-la antes que saia da mesa?</numerusform>
            <numerusform>Sua partida não terminou (%1, %n jogadas feitas). Salvá-la antes que saia da mesa?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unfinished Game</source>
        <translation>Partida não terminada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you do not save it, its moves are lost.</source>
        <translation>Se você não salvá-la, as jogadas serão perdidas.</translation>
    </message>
</context>
<context>
    <name>GameFilesSettings</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_settings.py" line="+120"/>
        <source>Your settings cannot be saved (%1): changes apply until you quit.</source>
        <translation>Suas configurações não podem ser salvas (%1): as mudanças valem até você sair.</translation>
    </message>
</context>
<context>
    <name>GameFilesStartUp</name>
    <message>
        <location filename="../dominoes_qt/app/game_files_start_up.py" line="+86"/>
        <source>Your unfinished game is back on the table.</source>
        <translation>Sua partida não terminada está de volta à mesa.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Your unfinished game could not be kept as a file (%1). It stays in the automatic save, so this game will not be saved automatically.</source>
        <translation>Sua partida não terminada não pôde ser guardada como arquivo (%1). Ela continua no salvamento automático, então esta partida não será salva automaticamente.</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Your unfinished game of %1 was kept as %2. Open it with File ▸ Open Recent to play on.</source>
        <translation>Sua partida não terminada (%1) foi guardada como %2. Abra-a com Arquivo ▸ Abrir recentes para continuar jogando.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The automatic save of your last game is damaged and cannot be resumed.

%1</source>
        <translation>O salvamento automático da sua última partida está danificado e não pode ser retomado.

%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept as %1.</source>
        <translation>O arquivo foi guardado como %1.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unfinished Game Lost</source>
        <translation>Partida não terminada perdida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The automatic save of your last game was damaged: the game goes back to its last move that could be checked, and the moves after it are lost (%1).</source>
        <translation>O salvamento automático da sua última partida estava danificado: a partida volta à última jogada que pôde ser verificada, e as jogadas depois dela foram perdidas (%1).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The damaged part was kept as %1.</source>
        <translation>A parte danificada foi guardada como %1.</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>You have an unfinished game of %1 (%n move(s) played). Resume it?</source>
        <translation>
            <numerusform>Você tem uma partida inacabada (%1, %n jogada feita). Retomá-la?</numerusform>
            <numerusform>Você tem uma partida inacabada (%1, %n jogadas feitas). Retomá-la?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Resume Game</source>
        <translation>Retomar partida</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <location filename="../dominoes_qt/app/hand_summary.py" line="+92"/>
        <source>Player %1</source>
        <extracomment>Tiles per line in a player&apos;s row before it wraps. Score lines shown before the list of points scrolls.</extracomment>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>End of the match</source>
        <extracomment>The hand the result belongs to, when it is still the match&apos;s current hand. True once the player chose &quot;New game&quot; at the end of the match.</extracomment>
        <translation>Fim da partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End of the hand</source>
        <translation>Fim da rodada</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You went out</source>
        <translation>Você bateu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 went out</source>
        <translation>%1 bateu</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Blocked — you share the win with %1</source>
        <translation>Jogo fechado — você divide a vitória com %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked — %1 share the win</source>
        <translation>Jogo fechado — %1 dividem a vitória</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tie: nobody scores</source>
        <translation>Empate: ninguém marca</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blocked — a tie, and the side that blocked loses</source>
        <translation>Jogo fechado — empate, e perde o lado que fechou</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Blocked — your side has the fewest pips</source>
        <translation>Jogo fechado — sua dupla tem menos pontos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked — %1 have the fewest pips</source>
        <translation>Jogo fechado — %1 têm menos pontos</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Blocked — you have the fewest pips</source>
        <translation>Jogo fechado — você tem menos pontos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blocked — %1 has the fewest pips</source>
        <translation>Jogo fechado — %1 tem menos pontos</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Target reached</source>
        <translation>Meta alcançada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody wins the hand</source>
        <translation>Ninguém ganha a rodada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the hand</source>
        <translation>%1 ganha a rodada</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>You share the win with %1!</source>
        <translation>Você divide a vitória com %1!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share the win.</source>
        <translation>%1 dividem a vitória.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody wins outright: a shared result.</source>
        <translation>Ninguém ganha sozinho: resultado dividido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the game!</source>
        <translation>Você ganhou o jogo!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game.</source>
        <translation>%1 ganha o jogo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match ends in a tie.</source>
        <translation>A partida termina empatada.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You and %1 win the match %2 to %3!</source>
        <translation>Você e %1 ganham a partida por %2 a %3!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the match %2 to %3!</source>
        <translation>Você ganha a partida por %2 a %3!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 win the match %2 to %3.</source>
        <translation>%1 ganham a partida por %2 a %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the match %2 to %3.</source>
        <translation>%1 ganha a partida por %2 a %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You win the match with %1 points!</source>
        <translation>Você ganha a partida com %1 pontos!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the match with %2 points.</source>
        <translation>%1 ganha a partida com %2 pontos.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>&amp;New game</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Próxima rodada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Next round</source>
        <translation>&amp;Próxima rodada</translation>
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
        <translation>Percorra a partida lance a lance, cada lance avaliado pelo treinador</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Re&amp;play this deal…</source>
        <extracomment>&quot;Replay this deal&quot;: the same tiles again, in your seat or another</extracomment>
        <translation>Re&amp;petir esta distribuição…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal these tiles again, in your seat or another, and compare the results</source>
        <translation>Distribua de novo estas pedras, no seu lugar ou em outro, e compare os resultados</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>%1 — round %2 of %3, engine %4-%4</source>
        <extracomment>notes added by the window (a replayed deal&apos;s comparison), above the buttons</extracomment>
        <translation>%1 — rodada %2 de %3, locomotiva %4-%4</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 — hand %2</source>
        <translation>%1 — rodada %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiles left</source>
        <translation>Peças restantes</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <location line="+18"/>
        <source>out</source>
        <translation>bateu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no tiles</source>
        <translation>sem peças</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>for the hand</source>
        <translation>pela rodada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>open ends count %1</source>
        <translation>as pontas somam %1</translation>
    </message>
    <message>
        <location line="+48"/>
        <location line="+1"/>
        <source>the pips left in the opponents&apos; hands</source>
        <translation>os pontos que sobram nas mãos dos adversários</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>the opponents&apos; pips minus the winning side&apos;s</source>
        <translation>os pontos dos adversários menos os da dupla vencedora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the opponents&apos; pips, rounded to the nearest 5</source>
        <translation>os pontos dos adversários, arredondados para o 5 mais próximo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the opponents&apos; pips minus the winning side&apos;s, rounded to the nearest 5</source>
        <translation>os pontos dos adversários menos os da dupla vencedora, arredondados para o 5 mais próximo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips left in the opponents&apos; hands, rounded to the nearest 5</source>
        <translation>um ponto a cada 5 pontos que sobram nas mãos dos adversários, arredondando para o 5 mais próximo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every full 5 pips left in the opponents&apos; hands</source>
        <translation>um ponto a cada 5 pontos completos que sobram nas mãos dos adversários</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips in the opponents&apos; hands, rounded to the nearest 5</source>
        <translation>um ponto a cada 5 pontos das mãos dos adversários, arredondando para o 5 mais próximo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips the opponents hold more than the winning side, rounded to the nearest 5</source>
        <translation>um ponto a cada 5 pontos que os adversários têm a mais que a dupla vencedora, arredondando para o 5 mais próximo</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No points for the hand: %1</source>
        <translation>Nenhum ponto pela rodada: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No points for the hand.</source>
        <translation>Nenhum ponto pela rodada.</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>for the hand: %1</source>
        <translation>pela rodada: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a point for every 5</source>
        <translation>um ponto a cada 5</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a point for every 5 and every 3</source>
        <translation>um ponto a cada 5 e a cada 3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Muggins! %1</source>
        <translation>Muggins! %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>bonus: %1</source>
        <translation>bônus: %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+1"/>
        <source>the pips left in the other hands</source>
        <translation>os pontos que sobram nas outras mãos</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+23"/>
        <source>all the pips left in every hand</source>
        <translation>todos os pontos que sobram em todas as mãos</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>the other hands&apos; pips minus the winner&apos;s</source>
        <translation>os pontos das outras mãos menos os do vencedor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each other hand&apos;s pips minus the winner&apos;s</source>
        <translation>os pontos de cada outra mão menos os do vencedor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>each other hand&apos;s pips, rounded to the nearest 5</source>
        <translation>os pontos de cada outra mão, arredondados para o 5 mais próximo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>each other hand&apos;s pips minus the winner&apos;s, rounded to the nearest 5</source>
        <translation>os pontos de cada outra mão menos os do vencedor, arredondados para o 5 mais próximo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips left in the other hands, rounded to the nearest 5</source>
        <translation>um ponto a cada 5 pontos que sobram nas outras mãos, arredondando para o 5 mais próximo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a point for every full 5 pips left in the other hands</source>
        <translation>um ponto a cada 5 pontos completos que sobram nas outras mãos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips in each other hand, rounded to the nearest 5</source>
        <translation>um ponto a cada 5 pontos de cada outra mão, arredondando para o 5 mais próximo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a point for every 5 pips the other hands hold more than the winner, rounded to the nearest 5</source>
        <translation>um ponto a cada 5 pontos que as outras mãos têm a mais que o vencedor, arredondando para o 5 mais próximo</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>one point for winning the hand</source>
        <translation>um ponto por vencer a rodada</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Points this hand</source>
        <translation>Pontos desta rodada</translation>
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
        <translation>Ninguém marca nesta rodada.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Score</source>
        <translation>Placar</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>This hand</source>
        <translation>Esta rodada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The lowest total after round %1 wins the match.</source>
        <translation>O menor total após a rodada %1 vence a partida.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>First to %1 points wins the match.</source>
        <translation>Quem chegar primeiro a %1 pontos ganha a partida.</translation>
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
        <translation>Sua mesa</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>You were hosting table %1 — go back to it?</source>
        <translation>Você tinha aberto a mesa %1 — voltar para ela?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table&apos;s server starts again on this computer: you take your seat back, and your friends can come back to theirs.</source>
        <translation>O servidor da mesa volta a iniciar neste computador: você retoma seu lugar, e seus amigos podem voltar aos deles.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If you host a new table instead, table %1 goes on with a computer in your seat until you go back to it (Join ▸ Your tables).</source>
        <translation>Se você abrir uma mesa nova, a mesa %1 continua com um computador no seu lugar até você voltar para ela (Entrar ▸ Suas mesas).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can go back to it later: Play Online ▸ Join ▸ Your tables.</source>
        <translation>Você pode voltar para ela depois: Jogar online ▸ Entrar ▸ Suas mesas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Other tables you hosted, waiting there too: %1.</source>
        <translation>Outras mesas que você abriu e que também esperam lá: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Go Back to the Table</source>
        <translation>&amp;Voltar para a mesa</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Host a New Table</source>
        <translation>Abrir uma mesa &amp;nova</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Agora não</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>The server of table %1 could not start: %2</source>
        <translation>O servidor da mesa %1 não pôde iniciar: %2</translation>
    </message>
</context>
<context>
    <name>LicencesDialog</name>
    <message>
        <location filename="../dominoes_qt/app/licences_dialog.py" line="+60"/>
        <source>Licences</source>
        <translation>Licenças</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Dominoes Qt is free software: you may share and change it under the GNU General Public License, version 3 or later. It comes with other free software, each part under its own licence.</source>
        <translation>O Dominoes Qt é software livre: você pode compartilhá-lo e modificá-lo nos termos da Licença Pública Geral GNU, versão 3 ou posterior. Ele vem com outros softwares livres, cada parte com sua própria licença.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dominoes Qt</source>
        <translation>Dominoes Qt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Third-party software</source>
        <translation>Software de terceiros</translation>
    </message>
</context>
<context>
    <name>LiveCoach</name>
    <message>
        <location filename="../dominoes_qt/app/live_coach.py" line="+213"/>
        <source>a good move</source>
        <translation>uma boa jogada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>a good move, the best</source>
        <extracomment>The mark&apos;s colour for each grade (a good move&apos;s by its remark). The mark of the better move, shown on request (Game ▸ Show the Better Move). a move of yours graded: (action index in the record, MoveReview) a hand of yours graded whole: (hand index, your accuracy in percent or None) the analysis budget (tests make it small)</extracomment>
        <translation>uma boa jogada, a melhor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a good move, but a close call</source>
        <translation>uma boa jogada, mas duvidosa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>an inaccuracy</source>
        <translation>uma imprecisão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a blunder</source>
        <translation>um erro grave</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: %1 was %2.</source>
        <translation>Treinador: %1 foi %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Better: %1.</source>
        <translation>Melhor: %1.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Coach: the better move instead of %1.</source>
        <translation>Treinador: o lance melhor em vez de %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coach: a good move, the best.</source>
        <translation>Treinador: uma boa jogada, a melhor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach: a good move, but a close call (it may be an inaccuracy).</source>
        <translation>Treinador: uma boa jogada, mas duvidosa (pode ser uma imprecisão).</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>Coach: a good move.</source>
        <translation>Treinador: um bom lance.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coach: an inaccuracy.</source>
        <translation>Treinador: uma imprecisão.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach: a blunder.</source>
        <translation>Treinador: um erro grave.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gave up %1 points; better: %2.</source>
        <translation>Cedeu %1 pontos; melhor: %2.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Coach: your accuracy this hand: %1%</source>
        <translation>Treinador: sua precisão nesta mão: %1%</translation>
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
        <translation>Pronto</translation>
    </message>
    <message>
        <location line="+292"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <location line="-216"/>
        <source>Looking for a deal that can be won…</source>
        <translation>Procurando uma distribuição vencível…</translation>
    </message>
    <message>
        <location line="+160"/>
        <source>You left the network table: your game is back.</source>
        <translation>Você saiu da mesa em rede: sua partida voltou.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/window_closing.py" line="+64"/>
        <source>Tables in Play</source>
        <translation>Mesas em jogo</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>At the tables: %1.</source>
        <translation>Nas mesas: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit Anyway</source>
        <translation>&amp;Sair mesmo assim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuar jogando</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/main_window.py" line="+45"/>
        <source>Replay This Deal</source>
        <translation>Repetir esta distribuição</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play these tiles again from the seat of:</source>
        <translation>Jogar de novo estas pedras no lugar de:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Rules of %1</source>
        <translation>&amp;Regras: %1</translation>
    </message>
</context>
<context>
    <name>NetworkController</name>
    <message>
        <location filename="../dominoes_qt/app/online/controller.py" line="+206"/>
        <source>Computer %1 (%2)</source>
        <extracomment>Pause after announcing a forced pass before it is sent (a draw waits half of it). the last ``table`` and ``state`` messages the check of each deal (docs/protocol.md, &quot;Provably fair deals&quot;)</extracomment>
        <translation>Computador %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (%1)</source>
        <translation>Computador (%1)</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No hand has been dealt yet.</source>
        <translation>Nenhuma rodada foi distribuída ainda.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The match is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hand is over.</source>
        <translation>A rodada terminou.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your move is on its way to the server.</source>
        <translation>Sua jogada está a caminho do servidor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wait for your turn: %1 is to play.</source>
        <translation>Aguarde sua vez: é a vez de %1.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>That is not allowed now.</source>
        <translation>Isso não é permitido agora.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The move was not sent: the connection is down.</source>
        <translation>A jogada não foi enviada: a conexão caiu.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Moves cannot be taken back at a network table.</source>
        <translation>Numa mesa em rede não é possível desfazer jogadas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Moves cannot be made again at a network table.</source>
        <translation>Numa mesa em rede não é possível refazer jogadas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+80"/>
        <source>This table allows no hints.</source>
        <translation>Esta mesa não permite dicas.</translation>
    </message>
    <message>
        <location line="-78"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Uma dica é dada quando é a sua vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Not sent: the connection is down.</source>
        <translation>Não enviado: a conexão caiu.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>The server refused the move: %1</source>
        <translation>O servidor recusou a jogada: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is not your turn.</source>
        <translation>Não é a sua vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table has moved on: that move came too late.</source>
        <translation>A mesa já seguiu adiante: essa jogada chegou tarde.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Too many messages: wait a moment.</source>
        <translation>Mensagens demais: aguarde um momento.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The server refused: %1</source>
        <translation>O servidor recusou: %1</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Deal verified: the tiles follow from the seed the server committed to before your part.</source>
        <translation>Distribuição verificada: as peças vêm da semente com que o servidor se comprometeu antes da sua parte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deal verified against the server&apos;s seed (you joined after it committed to it).</source>
        <translation>Distribuição verificada com a semente do servidor (você entrou depois do compromisso dele).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Warning: the server revealed a seed other than the one it committed to: this deal may not be fair.</source>
        <translation>Atenção: o servidor revelou uma semente diferente daquela com que se comprometeu: esta distribuição pode não ser justa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the server left your part out of this deal&apos;s seed: this deal may not be fair.</source>
        <translation>Atenção: o servidor deixou a sua parte fora da semente desta distribuição: esta distribuição pode não ser justa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the server did not reveal this deal&apos;s seed: it cannot be checked.</source>
        <translation>Atenção: o servidor não revelou a semente desta distribuição: ela não pode ser verificada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Warning: the tiles dealt do not follow from the seed the server revealed: this deal may not be fair.</source>
        <translation>Atenção: as peças distribuídas não vêm da semente revelada pelo servidor: esta distribuição pode não ser justa.</translation>
    </message>
</context>
<context>
    <name>NetworkTable</name>
    <message>
        <location filename="../dominoes_qt/app/online/network_table.py" line="+131"/>
        <source>The server is back: taking your seat again.</source>
        <extracomment>How long a table is kept with nobody connected when its ``table`` message does not say (``kept_for``): a guest whose server went away waits for it that long. Seconds between two tries to reach a server that went away. the table is over for this window (left, or never joined and closed): it goes back to the local game what the link is doing: &quot;idle&quot;, &quot;connecting&quot;, &quot;up&quot;, &quot;down&quot; (coming back), &quot;gone&quot; the server&apos;s refusal of the seat: (code, its message, the table), worded when shown the seat&apos;s token (from ``joined``), kept in the held-seats file while we sit when the server went away (time.monotonic()), while it is gone</extracomment>
        <translation>O servidor voltou: retomando seu lugar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connected again.</source>
        <translation>Conectado de novo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The connection to the server dropped: reconnecting…</source>
        <translation>A conexão com o servidor caiu: reconectando…</translation>
    </message>
    <message>
        <location line="+14"/>
        <location line="+296"/>
        <source>Could not connect to %1.</source>
        <translation>Não foi possível conectar a %1.</translation>
    </message>
    <message>
        <location line="-176"/>
        <source>There is no table %1 on this server.</source>
        <translation>Não há nenhuma mesa %1 neste servidor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat at table %1 is no longer held: the server does not know it.</source>
        <translation>Seu lugar na mesa %1 não está mais reservado: o servidor não o conhece.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That seat is taken.</source>
        <translation>Esse lugar está ocupado.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every seat at this table is taken.</source>
        <translation>Todos os lugares desta mesa estão ocupados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server holds as many tables as it can.</source>
        <translation>O servidor já tem todas as mesas que consegue.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server refused: %1</source>
        <translation>O servidor recusou: %1</translation>
    </message>
    <message>
        <location line="+69"/>
        <location line="+8"/>
        <location line="+20"/>
        <source>Not sent: the connection is down.</source>
        <translation>Não enviado: a conexão caiu.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Leave the table</source>
        <translation>Sair da mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match is under way: leave it? A computer plays your seat.</source>
        <translation>A partida está em andamento: sair dela? Um computador jogará no seu lugar.</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>You left the table.</source>
        <translation>Você saiu da mesa.</translation>
    </message>
    <message>
        <location line="-283"/>
        <location line="+285"/>
        <source>The server is gone: waiting for it to come back.</source>
        <translation>O servidor sumiu: esperando que volte.</translation>
    </message>
    <message>
        <location line="-203"/>
        <source>You are at table %1.</source>
        <translation>Você está na mesa %1.</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Too many wrong table codes from this computer: wait a minute, then check the code and try again.</source>
        <translation>Códigos de mesa errados demais a partir deste computador: espere um minuto, confira o código e tente de novo.</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Close the Game</source>
        <translation>Fechar o jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The match at table %1 is under way. Close the game anyway?</source>
        <translation>A partida na mesa %1 está em andamento. Fechar o jogo mesmo assim?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your seat is kept for you: a computer plays it until you go back to the table (Play Online ▸ Join ▸ Your tables).</source>
        <translation>Seu lugar fica guardado: um computador joga nele até você voltar à mesa (Jogar online ▸ Entrar ▸ Suas mesas).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close the Game</source>
        <translation>&amp;Fechar o jogo</translation>
    </message>
    <message>
        <location line="-10"/>
        <location line="+10"/>
        <source>&amp;Keep Playing</source>
        <translation>&amp;Continuar jogando</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>&amp;Leave the Table</source>
        <translation>&amp;Sair da mesa</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Connecting to %1…</source>
        <translation>Conectando a %1…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The server is gone.</source>
        <translation>O servidor sumiu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Connection lost: reconnecting to %1…</source>
        <translation>Conexão perdida: reconectando a %1…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Making the table…</source>
        <translation>Criando a mesa…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Joining table %1…</source>
        <translation>Entrando na mesa %1…</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>Waiting for %n more player(s) to join.</source>
        <translation>
            <numerusform>Aguardando mais %n jogador entrar.</numerusform>
            <numerusform>Aguardando mais %n jogadores entrarem.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Everyone is here: press Ready.</source>
        <translation>Todos chegaram: clique em Pronto.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+9"/>
        <source>Waiting for %1 to be ready.</source>
        <translation>Aguardando %1 ficar pronto.</translation>
    </message>
    <message>
        <location line="-8"/>
        <location line="+9"/>
        <source>Dealing…</source>
        <translation>Distribuindo…</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The hand is over: close the summary when you are ready.</source>
        <translation>A rodada terminou: feche o resumo quando estiver pronto.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The match is over.</source>
        <translation>A partida terminou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sending your move…</source>
        <translation>Enviando sua jogada…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn.</source>
        <translation>Sua vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s connection dropped: waiting up to %2 s.</source>
        <translation>A conexão de %1 caiu: aguardando até %2 s.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for %1 to play.</source>
        <translation>Aguardando %1 jogar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the server…</source>
        <translation>Aguardando o servidor…</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No connection to the server. Your seat is kept for %1; reconnecting…</source>
        <translation>Sem conexão com o servidor. Seu lugar fica guardado por %1; reconectando…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The server is gone. Your seat is kept for %1; the next try in %2 s.</source>
        <translation>O servidor sumiu. Seu lugar fica guardado por %1; próxima tentativa em %2 s.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>computer</source>
        <translation>computador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>waiting for a person</source>
        <translation>aguardando uma pessoa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a computer plays for them</source>
        <translation>um computador joga no lugar</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unknown while you are not connected</source>
        <translation>desconhecido enquanto você não está conectado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>connection dropped: %1 s left</source>
        <translation>conexão caiu: faltam %1 s</translation>
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
        <translation>não conectado</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Assists (hints, coach, tile tracker): allowed at this table.</source>
        <translation>Ajudas (dicas, treinador, contador de peças): permitidas nesta mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Assists (hints, coach, tile tracker): not allowed at this table.</source>
        <translation>Ajudas (dicas, treinador, contador de peças): não permitidas nesta mesa.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Network table: %1</source>
        <translation>Mesa em rede: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Network table</source>
        <translation>Mesa em rede</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 at table %2 — Dominoes Qt</source>
        <translation>%1 na mesa %2 — Dominoes Qt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Network table — Dominoes Qt</source>
        <translation>Mesa em rede — Dominoes Qt</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Friends join with this code at the address %1.</source>
        <translation>Os amigos entram com este código no endereço %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This computer&apos;s other addresses: %1</source>
        <translation>Outros endereços deste computador: %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The match ends in a tie (%1).</source>
        <translation>A partida termina empatada (%1).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You win the match (%1)!</source>
        <translation>Você venceu a partida (%1)!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 won the match (%2).</source>
        <translation>%1 venceu a partida (%2).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The server did not come back: the table is over.</source>
        <translation>O servidor não voltou: a mesa acabou.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../dominoes_qt/app/new_game_dialog.py" line="+81"/>
        <source>New Game</source>
        <extracomment>The QSettings group of the remembered choices (the Play Online dialog keeps its own).</extracomment>
        <translation>Nova partida</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Games</source>
        <extracomment>One entry per seat: the name field and the player combo (public for tests). The widget generated for each option of the selected game, by option key.</extracomment>
        <translation>Jogos</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jogadores:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The player who turns up the first tile</source>
        <translation>O jogador que vira a primeira peça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Starts:</source>
        <translation>&amp;Sai:</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>At the table</source>
        <translation>Na mesa</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules and scoring</source>
        <translation>Regras e pontuação</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>&amp;Deal</source>
        <translation>&amp;Distribuir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put this game&apos;s settings back to the usual</source>
        <translation>Voltar os ajustes deste jogo ao habitual</translation>
    </message>
    <message>
        <location line="-30"/>
        <source>&amp;Rules…</source>
        <translation>&amp;Regras…</translation>
    </message>
    <message>
        <location line="-80"/>
        <source>&amp;Tile set:</source>
        <translation>Jogo de &amp;peças:</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Read the rules of the selected game</source>
        <translation>Ler as regras do jogo selecionado</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Res&amp;et</source>
        <translation>Rede&amp;finir</translation>
    </message>
    <message numerus="yes">
        <location line="+153"/>
        <source>%1 (%n tiles)</source>
        <translation>
            <numerusform>%1 (%n peça)</numerusform>
            <numerusform>%1 (%n peças)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+65"/>
        <source>This combination cannot be dealt: %1</source>
        <translation>Esta combinação não pode ser distribuída: %1</translation>
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
        <translation>Peças por jogador</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Play in partnerships</source>
        <translation>Jogar em duplas</translation>
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
        <translation>Nome do jogador %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who plays seat %1</source>
        <translation>Quem joga no lugar %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You play this seat</source>
        <translation>Você joga neste lugar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Another person (hot seat)</source>
        <translation>Outra pessoa (revezando)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Someone else plays this seat at this computer; the tiles are hidden between turns</source>
        <translation>Outra pessoa joga neste lugar neste computador; as peças ficam escondidas entre as vezes</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Computer – %1</source>
        <translation>Computador – %1</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Everyone plays for themselves.</source>
        <translation>Cada um joga por si.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Partners sit opposite: %1 with you, %2 with %3.</source>
        <translation>Os parceiros sentam frente a frente: %1 com você, %2 com %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Partners sit opposite: %1 with %2, %3 with %4.</source>
        <translation>Os parceiros sentam frente a frente: %1 com %2, %3 com %4.</translation>
    </message>
</context>
<context>
    <name>Notice</name>
    <message>
        <location filename="../dominoes_qt/app/notices.py" line="+55"/>
        <location line="+1"/>
        <source>Dismiss</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>PlaceWords</name>
    <message>
        <location filename="../dominoes_qt/scene/place_words.py" line="+57"/>
        <source>The Mexican train</source>
        <translation>O trem mexicano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your train</source>
        <translation>Seu trem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s train</source>
        <translation>Trem de %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>on the Mexican train</source>
        <comment>where a tile lies</comment>
        <extracomment>Where a tile goes (after a verb of motion) and where one lies (disambiguation &quot;where a tile lies&quot;) are whole phrases, so a language can inflect them (German &quot;an deinen Zug&quot; / &quot;an deinem Zug&quot;, Portuguese &quot;no seu trem&quot;).</extracomment>
        <translation>no trem mexicano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the Mexican train</source>
        <translation>no trem mexicano</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on your train</source>
        <comment>where a tile lies</comment>
        <translation>no seu trem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on your train, public</source>
        <translation>no seu trem, público</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on your train</source>
        <translation>no seu trem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train</source>
        <comment>where a tile lies</comment>
        <translation>no trem de %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train, public</source>
        <translation>no trem de %1, público</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on %1&apos;s train</source>
        <translation>no trem de %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>on side %1 of the engine %2</source>
        <comment>where a tile lies</comment>
        <translation>no lado %1 da locomotiva %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on side %1 of the engine %2</source>
        <translation>no lado %1 da locomotiva %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>on toe %1 of the chicken foot %2</source>
        <comment>where a tile lies</comment>
        <translation>no dedo %1 do pé de galinha %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>on toe %1 of the chicken foot %2</source>
        <translation>no dedo %1 do pé de galinha %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>on the end of %1</source>
        <comment>where a tile lies</comment>
        <translation>na ponta da %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>on the end of %1</source>
        <translation>na ponta da %1</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>the %1 %2</source>
        <translation>o %1 %2</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 fits none of the open ends: %2.</source>
        <translation>%1 não encaixa em nenhuma ponta aberta: %2.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>The engine</source>
        <translation>A locomotiva</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>In your hand</source>
        <translation>Na sua mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In %1&apos;s hand</source>
        <translation>Na mão de %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>open to everyone</source>
        <translation>aberto a todos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>public: a marker is on it</source>
        <translation>público: tem um marcador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>private</source>
        <translation>particular</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, %2, open end %3</source>
        <translation>%1, %2, ponta aberta %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiles: %1</source>
        <translation>Peças: %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The double %1 %2 waits to be satisfied: %3.</source>
        <translation>A carroça %1 %2 espera ser coberta: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody may play elsewhere until a tile matches it</source>
        <translation>Ninguém joga em outro lugar até uma peça cobri-la</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The engine %1 needs a tile on each side (%3 still open): %2.</source>
        <translation>A locomotiva %1 precisa de uma peça em cada lado (faltam %3): %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every side of the engine comes before any other play</source>
        <translation>Cada lado da locomotiva vem antes de qualquer outra jogada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The chicken foot %1 needs its toes (%3 still open): %2.</source>
        <translation>O pé de galinha %1 precisa dos seus dedos (faltam %3): %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its toes come before any other play</source>
        <translation>Os dedos vêm antes de qualquer outra jogada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open end showing %1, %2</source>
        <translation>Ponta aberta com %1, %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the round is over</source>
        <translation>a rodada acabou</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>your turn to answer it</source>
        <translation>sua vez de jogar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to answer it</source>
        <translation>vez de %1 jogar</translation>
    </message>
</context>
<context>
    <name>PlayOnlineDialog</name>
    <message>
        <location filename="../dominoes_qt/app/online/host_game_chooser.py" line="+78"/>
        <source>A friend (joins with the code)</source>
        <extracomment>the game offered first when none was hosted before: the one on the table</extracomment>
        <translation>Um amigo (entra com o código)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Someone who joins this table from their own computer with the table&apos;s code</source>
        <translation>Alguém que entra nesta mesa do próprio computador com o código da mesa</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/online/play_online_dialog.py" line="+77"/>
        <source>Play Online</source>
        <extracomment>The longest name a player may type (the table shows it beside the seat). the game on the window&apos;s table, offered first to a player who never hosted one the seats (url, table, seat) whose tables are open in this game: not offered again</extracomment>
        <translation>Jogar online</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Your name at the table</source>
        <extracomment>the fields whose messages are shown: left once with something typed, or OK pressed the seat to take back once the server of this game has started (Your tables)</extracomment>
        <translation>Seu nome na mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Seu &amp;nome:</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Host a Table</source>
        <translation>Abrir uma mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join a Table</source>
        <translation>Entrar numa mesa</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>This is not a table code: check the one your host gave you.</source>
        <translation>Isto não é um código de mesa: confira o que o anfitrião lhe deu.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Type the server&apos;s address.</source>
        <translation>Digite o endereço do servidor.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An address starts with ws:// or wss://, or with the server&apos;s name.</source>
        <translation>Um endereço começa com ws:// ou wss://, ou com o nome do servidor.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This is not a computer&apos;s name or address.</source>
        <translation>Isto não é o nome nem o endereço de um computador.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The port is a number from 1 to 65535.</source>
        <translation>A porta é um número de 1 a 65535.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type the table&apos;s code.</source>
        <translation>Digite o código da mesa.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Join</source>
        <translation>En&amp;trar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Host</source>
        <translation>&amp;Abrir a mesa</translation>
    </message>
    <message>
        <location line="+104"/>
        <source>Starting the server…</source>
        <translation>Iniciando o servidor…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The server could not start: %1</source>
        <translation>O servidor não pôde iniciar: %1</translation>
    </message>
</context>
<context>
    <name>PlayOnlineHostTab</name>
    <message>
        <location filename="../dominoes_qt/app/online/host_tab.py" line="+55"/>
        <source>Where the table is</source>
        <translation>Onde fica a mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A server on this &amp;computer</source>
        <translation>Um servidor neste &amp;computador</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The server &amp;at:</source>
        <translation>O servidor &amp;em:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Port</source>
        <translation>Porta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>P&amp;ort:</source>
        <translation>P&amp;orta:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>ws://host:port</source>
        <translation>ws://máquina:porta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Address of the server</source>
        <translation>Endereço do servidor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;List on the local network</source>
        <translation>&amp;Mostrar na rede local</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Friends on your network see the table in their Join tab. Unlisted, they join with its code.</source>
        <translation>Seus amigos da rede veem a mesa na aba Entrar deles. Sem isso, eles entram com o código.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>The server of this game is running on port %1.</source>
        <translation>O servidor deste jogo está rodando na porta %1.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Port %1 is in use by another program: the server will take a free one.</source>
        <translation>A porta %1 está em uso por outro programa: o servidor vai usar uma livre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Friends on your network join at the address the waiting room shows.</source>
        <translation>Seus amigos da rede entram pelo endereço que a sala de espera mostra.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Friends on your network join at:</source>
        <translation>Seus amigos da rede entram por:</translation>
    </message>
</context>
<context>
    <name>PlayOnlineJoinTab</name>
    <message>
        <location filename="../dominoes_qt/app/online/join_tab.py" line="+65"/>
        <source>Tables on the local network:</source>
        <translation>Mesas na rede local:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tables on the local network</source>
        <translation>Mesas na rede local</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>ws://host:port, host:port or host</source>
        <translation>ws://máquina:porta, máquina:porta ou máquina</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Server &amp;address:</source>
        <translation>&amp;Endereço do servidor:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table &amp;code:</source>
        <translation>&amp;Código da mesa:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Or join by address and code</source>
        <translation>Ou entre com o endereço e o código</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The code your host gives you</source>
        <translation>O código do anfitrião</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+2"/>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Host</source>
        <translation>Anfitrião</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free seats</source>
        <translation>Lugares livres</translation>
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
        <translation>Lugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taken</source>
        <translation>Desde</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tables on the local network cannot be found here (%1): join with the address and the code.</source>
        <translation>Não é possível procurar mesas na rede local aqui (%1): entre com o endereço e o código.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Double-click a table to join it.</source>
        <translation>Clique duas vezes numa mesa para entrar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Looking for tables on the local network…</source>
        <translation>Procurando mesas na rede local…</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 of %2, in play</source>
        <translation>%1 de %2, em jogo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Table %1 at %2</source>
        <translation>Mesa %1 em %2</translation>
    </message>
</context>
<context>
    <name>PlayOnlineYourTables</name>
    <message>
        <location filename="../dominoes_qt/app/online/your_tables.py" line="+74"/>
        <location line="+5"/>
        <source>Your tables</source>
        <translation>Suas mesas</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Return to the Table</source>
        <translation>&amp;Voltar à mesa</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Seat: %1, table %2 on %3</source>
        <translation>Lugar: %1, mesa %2 em %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Seats you hold at tables you have not left: double-click one to go back to it.</source>
        <translation>Lugares que você mantém em mesas que não deixou: clique duas vezes em um para voltar a ele.</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <location filename="../dominoes_qt/app/preferences_dialog.py" line="+85"/>
        <source>Preferences</source>
        <extracomment>Upper bound of integer options without a maximum of their own (targets and the like).</extracomment>
        <translation>Preferências</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;General</source>
        <extracomment>Option values per game id, so switching the game back and forth keeps edits. The last game&apos;s seats (not edited here; dropped by Restore Defaults).</extracomment>
        <translation>&amp;Geral</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Games</source>
        <translation>&amp;Novas partidas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Appearance</source>
        <translation>&amp;Aparência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Coach</source>
        <translation>&amp;Treinador</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown at your seat</source>
        <translation>O nome mostrado no seu lugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your &amp;name:</source>
        <translation>Seu &amp;nome:</translation>
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
        <translation>Instantânea</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How long computer players pause before a move</source>
        <translation>Quanto tempo os jogadores do computador esperam antes de jogar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer &amp;speed:</source>
        <translation>&amp;Velocidade do computador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Animate tiles</source>
        <translation>&amp;Animar as peças</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slide tiles to their places</source>
        <translation>Deslizar as peças até o lugar</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Animation s&amp;peed:</source>
        <translation>Velocidade da a&amp;nimação:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw automatically when no tile fits</source>
        <translation>&amp;Comprar automaticamente quando nenhuma peça encaixa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Allow &amp;undo</source>
        <translation>Permitir &amp;desfazer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo use is counted in the statistics</source>
        <translation>O uso de desfazer conta nas estatísticas</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play s&amp;ounds</source>
        <translation>Tocar &amp;sons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile laid, a draw, a pass, points, a hand won or lost</source>
        <translation>Uma peça jogada, uma compra, um passe, pontos, uma rodada ganha ou perdida</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Volume:</source>
        <translation>V&amp;olume:</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Players:</source>
        <translation>&amp;Jogadores:</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Computer &amp;level:</source>
        <translation>&amp;Nível do computador:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Coloured pips</source>
        <translation>Pontos coloridos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic (black pips)</source>
        <translation>Clássico (pontos pretos)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coloured pips with numerals</source>
        <translation>Pontos coloridos com números</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Black with white pips</source>
        <translation>Pretas com pontos brancos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Tiles:</source>
        <translation>&amp;Peças:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the system (green felt, or dark in dark mode)</source>
        <translation>Como o sistema (feltro verde, ou escura no modo escuro)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green felt</source>
        <translation>Feltro verde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Escura</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ta&amp;ble:</source>
        <translation>&amp;Mesa:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>System language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Off</source>
        <translation>Desligado</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After each hand</source>
        <translation>Depois de cada mão</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After each move</source>
        <translation>Depois de cada lance</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Grade your moves against the solver: a mark on each tile you played, your accuracy in the statistics</source>
        <translation>Avalia seus lances com o solucionador: uma marca em cada pedra jogada, sua precisão nas estatísticas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coach &amp;mode:</source>
        <translation>&amp;Modo do treinador:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the &amp;tile tracker</source>
        <translation>Mostrar o &amp;contador de pedras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which numbers each other player cannot hold, and how many tiles of each number are unseen; games played with it are marked as assisted in the statistics</source>
        <translation>Quais números cada outro jogador não pode ter e quantas pedras de cada número você não viu; partidas jogadas com ele são marcadas como assistidas nas estatísticas</translation>
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
        <translation>Esta distribuição, os pontos do seu lado menos os dos outros (menos é melhor): da primeira vez %1, desta vez %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This deal, your side&apos;s points minus the others&apos; (more is better): the first time %1, this time %2.</source>
        <translation>Esta distribuição, os pontos do seu lado menos os dos outros (mais é melhor): da primeira vez %1, desta vez %2.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 points better than the first time.</source>
        <translation>%1 pontos melhor que da primeira vez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 points worse than the first time.</source>
        <translation>%1 pontos pior que da primeira vez.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The same as the first time.</source>
        <translation>Igual à primeira vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hard in your seat: %1.</source>
        <translation>Difícil no seu lugar: %1.</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <location filename="../dominoes_qt/app/review_window.py" line="+55"/>
        <source>First</source>
        <extracomment>emitted with (step, MoveReview) when a move&apos;s analysis arrives (tests wait on it) the coach&apos;s budget when none is given (tests make it small)</extracomment>
        <translation>Início</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last</source>
        <translation>Fim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay this deal…</source>
        <translation>Repetir esta distribuição…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deal the tiles of the hand shown again, in your seat or another, and compare the results</source>
        <translation>Distribua de novo as pedras da mão mostrada, no seu lugar ou em outro, e compare os resultados</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Analysing: %v of %m moves</source>
        <translation>Analisando: %v de %m lances</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Review: %1</source>
        <extracomment>why a game has no open-hands column (the train games, the scoring games) the reason of an inaccuracy or a blunder</extracomment>
        <translation>Revisão: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Move</source>
        <translation>Lance</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fair value</source>
        <translation>Valor justo</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open hands</source>
        <translation>Mãos abertas</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No open-hands values in the train games: with the boneyard to draw from and a train for every player, a round is far too large to solve exactly. The fair values play every deal out.</source>
        <translation>Sem valores de mãos abertas nos jogos de trem: com o monte para comprar e um trem por jogador, uma rodada é grande demais para ser resolvida com exatidão. Os valores justos jogam cada distribuição até o fim.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No open-hands values in this game: the exact solver plays the line block games only (no points during the hand, nothing left to draw).</source>
        <translation>Sem valores de mãos abertas neste jogo: o resolvedor exato joga só os jogos de bloqueio em linha (sem pontos durante a mão, nada para comprar).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Expected points of the mover&apos;s side over the rest of the hand, minus the other sides&apos;, averaged over deals of the tiles the mover could not see that fit everything it had seen, each solved or played out.</source>
        <translation>Pontos esperados do lado que joga no resto da mão, menos os dos outros lados, na média de distribuições das pedras que ele não podia ver compatíveis com tudo o que tinha visto, cada uma resolvida ou jogada até o fim.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Points of the mover&apos;s side minus the other sides&apos; with every hand known and every seat playing perfectly (the exact solver).</source>
        <translation>Pontos do lado que joga menos os dos outros lados com todas as mãos conhecidas e cada jogador jogando perfeitamente (o solucionador exato).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>good</source>
        <translation>bom</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>good (the best move)</source>
        <translation>boa (a melhor jogada)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>good (a close call)</source>
        <translation>boa (duvidosa)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>inaccuracy</source>
        <translation>imprecisão</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>blunder</source>
        <translation>erro grave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not graded</source>
        <translation>sem avaliação</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 on your train</source>
        <translation>%1 no seu trem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2&apos;s train</source>
        <translation>%1 no trem de %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the Mexican train</source>
        <translation>%1 no trem mexicano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on the engine</source>
        <translation>%1 na locomotiva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, toe of the %2</source>
        <translation>%1, dedo do %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 after the %2</source>
        <translation>%1 depois do %2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>draw</source>
        <translation>comprar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>pass</source>
        <translation>passar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>turn a tile</source>
        <translation>virar uma pedra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>declaration</source>
        <translation>declaração</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 on %2</source>
        <translation>%1 no %2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Move %1 of %2</source>
        <translation>Lance %1 de %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The deal. Step forward to see the first move.</source>
        <translation>A distribuição. Avance para ver o primeiro lance.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 played. The hand is still being played: only your own moves are shown.</source>
        <translation>%1 jogou. A mão ainda está em andamento: só os seus próprios lances são mostrados.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2. Analysing…</source>
        <translation>%1: %2. Analisando…</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Accuracy in this hand</source>
        <translation>Precisão nesta mão</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in the game</source>
        <translation>na partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2%</source>
        <translation>%1 %2%</translation>
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
        <translation>O único lance permitido.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The deal could be won before this move and cannot be won after it.</source>
        <translation>A distribuição podia ser vencida antes deste lance e não pode mais depois dele.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A winning move: %1.</source>
        <translation>Um lance vencedor: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The deal could no longer be won.</source>
        <translation>A distribuição já não podia ser vencida.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal can still be won.</source>
        <translation>A distribuição ainda pode ser vencida.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Gave up %1 points; best: %2.</source>
        <translation>Cedeu %1 pontos; o melhor: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too close to call: between %1 and %2 points given up over the deals the mover could be facing.</source>
        <translation>Apertado demais para decidir: entre %1 e %2 pontos cedidos nas distribuições que o jogador podia enfrentar.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Exact: every deal the mover could be facing, each by its chance.</source>
        <translation>Exato: todas as distribuições que o jogador podia enfrentar, cada uma segundo a sua probabilidade.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With open hands: gave up %1.</source>
        <translation>Com mãos abertas: cedeu %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 lets %2 score %3 at once on average; %4 holds them to %5.</source>
        <translation>%1 deixa %2 marcar %3 de imediato em média; %4 limita a %5.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 scores %2 at once, %3 %4; the opponents&apos; best answer to %3 scores %5 on average.</source>
        <translation>%1 marca %2 de imediato, %3 %4; a melhor resposta dos adversários a %3 marca %5 em média.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 leaves %2 without a play in %3% of the deals the mover could be facing, %4 in %5%.</source>
        <translation>%1 deixa %2 sem jogada em %3% das distribuições que o jogador podia enfrentar; %4, em %5%.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is worth %2 points more than %3 over the deals the mover could be facing, the opponents&apos; best answers considered.</source>
        <translation>%1 vale %2 pontos a mais que %3 nas distribuições que o jogador podia enfrentar, consideradas as melhores respostas dos adversários.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The solitaire solver, which knows the order of the stock, tells whether the deal could still be won.</source>
        <translation>O solucionador do paciência, que conhece a ordem do monte, diz se a distribuição ainda podia ser vencida.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../dominoes_qt/app/rules_help.py" line="+107"/>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jogo:</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Rules of %1</source>
        <translation>Regras: %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Kind of game</source>
        <translation>Tipo de jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tile sets</source>
        <translation>Jogos de peças</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+4"/>
        <source>Partnerships</source>
        <translation>Duplas</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>always two teams of two, partners sit opposite</source>
        <translation>sempre duas duplas, os parceiros sentam frente a frente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>with %1 players, partners sit opposite</source>
        <translation>com %1 jogadores, os parceiros sentam frente a frente</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>How to play</source>
        <translation>Como jogar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Options</source>
        <translation>Opções</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>usually</source>
        <translation>normalmente</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 with %2</source>
        <translation>%1 com %2</translation>
    </message>
</context>
<context>
    <name>SeatReturn</name>
    <message>
        <location filename="../dominoes_qt/app/online/seat_return.py" line="+37"/>
        <source>Your Seat</source>
        <translation>Seu lugar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You still have a seat at table %1 — go back to it?</source>
        <translation>Você ainda tem um lugar na mesa %1 — voltar para ela?</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>%1, seat %2, on %3.</source>
        <translation>%1, lugar %2, em %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A computer plays your seat while you are away. You can also go back later: Play Online ▸ Join ▸ Your tables.</source>
        <translation>Um computador joga no seu lugar enquanto você está fora. Você também pode voltar depois: Jogar online ▸ Entrar ▸ Suas mesas.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Other tables where you hold a seat: %1.</source>
        <translation>Outras mesas onde você tem um lugar: %1.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Go Back to the Table</source>
        <translation>&amp;Voltar para a mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Not Now</source>
        <translation>&amp;Agora não</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <location filename="../dominoes_qt/app/online/side_panel.py" line="+104"/>
        <source>At the table</source>
        <extracomment>The longest chat line the server takes (docs/protocol.md). Chat lines kept in the log. (seat, name, text, about) as the server sent them (seat -1: the table itself)</extracomment>
        <translation>Na mesa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chat</source>
        <translation>Bate-papo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Tentar de novo agora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Say something (Enter sends)</source>
        <translation>Diga algo (Enter envia)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Not sent: the connection is down.</source>
        <translation>Não enviado: a conexão caiu.</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>%1 left the table.</source>
        <translation>%1 saiu da mesa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 left the table: a computer plays their seat.</source>
        <translation>%1 saiu da mesa: um computador joga no lugar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has not come back: a computer plays their seat until they return.</source>
        <translation>%1 não voltou: um computador joga no lugar até a volta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is back and plays their own seat again.</source>
        <translation>%1 voltou e joga no próprio lugar de novo.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The seat %1 is free again.</source>
        <translation>O lugar %1 está livre de novo.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>(free)</source>
        <translation>(livre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (você)</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Scores (lowest total wins)</source>
        <translation>Pontos (vence o menor total)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores (to %1)</source>
        <translation>Pontos (até %1)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scores</source>
        <translation>Pontos</translation>
    </message>
</context>
<context>
    <name>SolitaireScene</name>
    <message>
        <location filename="../dominoes_qt/scene/solitaire_scene.py" line="+443"/>
        <source>Drop the tile on a lit place.</source>
        <extracomment>Largest tile unit in pixels (a tile is 2 units long) and the margin round the picture.</extracomment>
        <translation>Solte a peça em um lugar iluminado.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Now click a lit place (or drag the tile there).</source>
        <translation>Agora clique em um lugar iluminado (ou arraste a peça até lá).</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Enter plays; Up/Down choose where.</source>
        <translation>Enter joga; Cima/Baixo escolhem onde.</translation>
    </message>
</context>
<context>
    <name>SolitaireSummaryDialog</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_summary.py" line="+38"/>
        <source>You won!</source>
        <translation>Você ganhou!</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>No moves left</source>
        <translation>Sem jogadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You won {game}: every tile is cleared.</source>
        <translation>Você ganhou {game}: todas as peças saíram.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No moves left: you lost {game}.</source>
        <translation>Sem jogadas: você perdeu {game}.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n tile(s) left.</source>
        <translation>
            <numerusform>Resta %n peça.</numerusform>
            <numerusform>Restam %n peças.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play &amp;Again</source>
        <translation>&amp;Jogar de novo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
</context>
<context>
    <name>SolitaireTable</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_table.py" line="+96"/>
        <source>This game is over: undo, or start a new one.</source>
        <extracomment>Seconds the solver may think for a hint before it gives up. the hinted Action, or None (&quot;no winning line from here&quot;)</extracomment>
        <translation>Esta partida acabou: desfaça ou comece outra.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That is not a move in this game.</source>
        <translation>Isso não é uma jogada deste jogo.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>There is nothing to play now.</source>
        <translation>Não há nada para jogar agora.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>No winning line from here.</source>
        <translation>Não há caminho para a vitória daqui.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: {move} (it still wins).</source>
        <translation>Dica: {move} (ainda dá para ganhar).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: {move}.</source>
        <translation>Dica: {move}.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>take a tile from the stock</source>
        <translation>pegar uma peça do monte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>go on counting</source>
        <translation>continuar contando</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} on the {end} end</source>
        <translation>{tile} na ponta {end}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{a} with {b}</source>
        <translation>{a} com {b}</translation>
    </message>
</context>
<context>
    <name>SolitaireWindowPart</name>
    <message>
        <location filename="../dominoes_qt/app/solitaire_window.py" line="+85"/>
        <source>You won: every tile is cleared.</source>
        <translation>Você ganhou: todas as peças saíram.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>No moves left: you lost with %n tile(s) on the table.</source>
        <translation>
            <numerusform>Sem jogadas: você perdeu com %n peça na mesa.</numerusform>
            <numerusform>Sem jogadas: você perdeu com %n peças na mesa.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Won {won} of {played}; winning streak {streak}, best {best}.</source>
        <translation>{won} ganhas de {played}; sequência atual {streak}, melhor {best}.</translation>
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
        <translation>Estatísticas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No games finished yet.</source>
        <translation>Nenhuma partida terminada ainda.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset…</source>
        <translation>&amp;Zerar…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of the game shown</source>
        <translation>Esquecer as estatísticas do jogo mostrado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset &amp;All…</source>
        <translation>Zerar &amp;tudo…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the statistics of every game</source>
        <translation>Esquecer as estatísticas de todos os jogos</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Games played</source>
        <translation>Partidas jogadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won</source>
        <translation>Partidas ganhas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most tiles cleared</source>
        <translation>Mais peças retiradas</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+13"/>
        <source>Current winning streak</source>
        <translation>Sequência atual de vitórias</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Best winning streak</source>
        <translation>Melhor sequência de vitórias</translation>
    </message>
    <message>
        <location line="-12"/>
        <location line="+13"/>
        <source>Undos</source>
        <translation>Desfazeres</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Hands played</source>
        <translation>Rodadas jogadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands won</source>
        <translation>Rodadas ganhas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches played</source>
        <translation>Disputas jogadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches won</source>
        <translation>Disputas ganhas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Melhor placar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average score</source>
        <translation>Placar médio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Matches with undo</source>
        <translation>Disputas com desfazer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Matches with the tile tracker</source>
        <translation>Partidas com o contador de pedras</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s accuracy, last 20 hands</source>
        <translation>Precisão segundo o treinador, últimas 20 mãos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Coach&apos;s accuracy, earlier hands</source>
        <translation>Precisão segundo o treinador, mãos anteriores</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Statistic</source>
        <translation>Estatística</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Forget all statistics of %1? This cannot be undone.</source>
        <translation>Esquecer todas as estatísticas (%1)? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Reset Statistics</source>
        <translation>Zerar estatísticas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Forget the statistics of every game? This cannot be undone.</source>
        <translation>Esquecer as estatísticas de todos os jogos? Isso não pode ser desfeito.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset All Statistics</source>
        <translation>Zerar todas as estatísticas</translation>
    </message>
</context>
<context>
    <name>StatusWords</name>
    <message>
        <location filename="../dominoes_qt/app/status_words.py" line="+64"/>
        <source>You pass.</source>
        <translation>Você passa.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 passes.</source>
        <translation>%1 passa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You draw a tile.</source>
        <translation>Você compra uma peça.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 draws a tile.</source>
        <translation>%1 compra uma peça.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your turn: nothing fits, so you pass.</source>
        <translation>Sua vez: nada encaixa, então você passa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: no tile fits, so you draw a tile.</source>
        <translation>Sua vez: nenhuma peça encaixa, então você compra uma.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You play %2 %3.</source>
        <translation>Você joga %2 %3.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2 %3.</source>
        <translation>%1 joga %2 %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You play %2.</source>
        <translation>Você joga %2.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 plays %2.</source>
        <translation>%1 joga %2.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>You draw %n tile(s).</source>
        <translation>
            <numerusform>Você compra %n peça.</numerusform>
            <numerusform>Você compra %n peças.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 draws %n tile(s).</source>
        <translation>
            <numerusform>%1 compra %n peça.</numerusform>
            <numerusform>%1 compra %n peças.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You turn up %2 and play it.</source>
        <translation>Você vira %2 e a joga.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2 and plays it.</source>
        <translation>%1 vira %2 e a joga.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: choose its end.</source>
        <translation>Você vira %2: escolha a ponta.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it fits two ways.</source>
        <translation>%1 vira %2: ela encaixa dos dois lados.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: it does not fit.</source>
        <translation>Você vira %2: ela não encaixa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it does not fit.</source>
        <translation>%1 vira %2: ela não encaixa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You turn up %2: it does not fit and stays face up.</source>
        <translation>Você vira %2: ela não encaixa e fica virada para cima.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 turns up %2: it does not fit and stays face up.</source>
        <translation>%1 vira %2: ela não encaixa e fica virada para cima.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 declares %2.</source>
        <translation>%1 anuncia %2.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Your turn: click the front tile of your row.</source>
        <translation>Sua vez: clique na primeira peça da sua fileira.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the end for the turned tile.</source>
        <translation>Escolha a ponta para a peça virada.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your run goes on: play another tile on your train, or press Space to stop.</source>
        <translation>Sua sequência continua: jogue outra peça no seu trem, ou pressione Espaço para parar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your turn: drag a tile onto a matching end, or choose one with Left/Right and press Enter.</source>
        <translation>Sua vez: arraste uma peça até uma ponta que combine, ou escolha uma com Esquerda/Direita e pressione Enter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No tile fits: click the boneyard or press D to draw.</source>
        <translation>Nenhuma peça encaixa: clique no monte ou pressione D para comprar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn.</source>
        <translation>Sua vez.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your lead: drag any tile onto the table.</source>
        <translation>Sua saída: arraste qualquer peça até a mesa.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your lead: %1 may lead (lit): drag one onto the table.</source>
        <translation>Sua saída: você pode sair com %1 (iluminadas): arraste uma até a mesa.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your lead: the lowest double, %1, starts the hand: drag it onto the table.</source>
        <translation>Sua saída: a carroça mais baixa, %1, abre a rodada: arraste-a até a mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: the highest double, %1, starts the hand: drag it onto the table.</source>
        <translation>Sua saída: a carroça mais alta, %1, abre a rodada: arraste-a até a mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: with no double dealt, the heaviest tile, %1, starts the hand: drag it onto the table.</source>
        <translation>Sua saída: sem carroça na distribuição, a peça mais pesada, %1, abre a rodada: arraste-a até a mesa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your lead: %1 starts the hand: drag it onto the table.</source>
        <translation>Sua saída: %1 abre a rodada: arraste-a até a mesa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You score %2 (%3).</source>
        <translation>Você marca %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>You score %2.</source>
        <translation>Você marca %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 score %2 (%3).</source>
        <translation>%1 marcam %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 score %2.</source>
        <translation>%1 marcam %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 scores %2 (%3).</source>
        <translation>%1 marca %2 (%3).</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 scores %2.</source>
        <translation>%1 marca %2.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Team total: %1.</source>
        <translation>Total da dupla: %1.</translation>
    </message>
</context>
<context>
    <name>TableAccessibility</name>
    <message>
        <location filename="../dominoes_qt/app/accessibility.py" line="+53"/>
        <source>blank</source>
        <extracomment>Each number as a word: a screen reader says &quot;six-four&quot; well, &quot;6-4&quot; as &quot;six minus four&quot;.</extracomment>
        <translation>branco</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>one</source>
        <translation>um</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>two</source>
        <translation>dois</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>three</source>
        <translation>três</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>four</source>
        <translation>quatro</translation>
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
        <translation>sete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eight</source>
        <translation>oito</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ten</source>
        <translation>dez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>eleven</source>
        <translation>onze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>twelve</source>
        <translation>doze</translation>
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
        <translation>Peça virada para baixo</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Open end showing %1</source>
        <translation>Ponta aberta com %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place to lead</source>
        <translation>Lugar para abrir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A tile can be played here</source>
        <translation>Aqui se pode jogar uma peça</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Can be moved now</source>
        <translation>Pode ser movida agora</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>On the table</source>
        <translation>Na mesa</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Score</source>
        <translation>Placar</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Does not fit now</source>
        <translation>Não encaixa agora</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plays %1</source>
        <translation>Joga-se %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Can lead</source>
        <translation>Pode abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays on the end showing %1</source>
        <translation>Joga-se na ponta com %1</translation>
    </message>
</context>
<context>
    <name>TableEnds</name>
    <message>
        <location filename="../dominoes_qt/app/table_ends.py" line="+215"/>
        <source>&amp;Leave the Table</source>
        <extracomment>the last review opened (Game ▸ Review, File ▸ Open in Review) a deal being replayed: its record, seat, first margin and hard&apos;s (replay_deal) False: a plain message box at the end of a hand instead of the summary dialog</extracomment>
        <translation>&amp;Sair da mesa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>End of the hand</source>
        <translation>Fim da rodada</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 went out.</source>
        <translation>%1 bateu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 has the fewest pips.</source>
        <translation>%1 tem menos pontos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is blocked: %1 share the win.</source>
        <translation>A rodada está fechada: %1 dividem a vitória.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand is blocked and tied: nobody scores.</source>
        <translation>A rodada está fechada e empatada: ninguém marca.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 (%3 pips)</source>
        <translation>%1: %2 (%3 pontos)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Points: %1</source>
        <translation>Pontos: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score: %1</source>
        <translation>Placar: %1</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 share the win (%2).</source>
        <translation>%1 dividem a vitória (%2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ends in a tie (%1).</source>
        <translation>O jogo termina empatado (%1).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins the game (%2).</source>
        <translation>%1 ganha o jogo (%2).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Game over</source>
        <translation>Fim de jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New Game</source>
        <translation>Nova partida</translation>
    </message>
</context>
<context>
    <name>TableInput</name>
    <message>
        <location filename="../dominoes_qt/scene/table_input.py" line="+241"/>
        <source>Click a lit end to play %1 there.</source>
        <extracomment>A tile of the hand was chosen with the keys or a click (its id): the accessible canvas sends assistive technology a focus event for it. the tile chosen with a click or the arrows (its ends are lit) which lit end Up/Down/Tab chose, among the scene&apos;s flat targets the hinted action, and the state version it was given for drawing is legal (the boneyard takes a click); Blind&apos;s front tile to turn up</extracomment>
        <translation>Clique em uma ponta iluminada para jogar %1 ali.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Drop %1 on a lit end.</source>
        <translation>Solte %1 em uma ponta iluminada.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>%1 leads: Enter plays it.</source>
        <translation>%1 abre a rodada: Enter a joga.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %3, at the %2: Enter plays it.</source>
        <translation>%1 %3, no %2: Enter a joga.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 on the end showing %2: Enter plays it.</source>
        <translation>%1 na ponta que mostra %2: Enter a joga.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>%1: Enter plays it %2; Up/Down chooses another place.</source>
        <translation>%1: Enter a joga %2; Cima/Baixo escolhe outro lugar.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: Enter plays it %2.</source>
        <translation>%1: Enter a joga %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: Up/Down chooses the end, Enter plays.</source>
        <translation>%1: Cima/Baixo escolhe a ponta, Enter joga.</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../dominoes_qt/scene/table_scene.py" line="+551"/>
        <source>Boneyard</source>
        <extracomment>Tiles visibly stacked in the boneyard pile (the rest wait under them, hidden). every tile each seat has held this hand (a tile back in the hand was undone) the line of play: its geometry, fit, zoom and pan the train games&apos; owners, markers and doubles (made with the first train game) what the player&apos;s gestures mean here, and the player&apos;s choice (selection, hint) the coach&apos;s marks on played tiles (tile id -&gt; the mark, a child of the tile)</extracomment>
        <translation>Monte</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Set aside</source>
        <translation>Separadas</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <location line="+114"/>
        <location line="+2"/>
        <source>%n tile(s)</source>
        <translation>
            <numerusform>%n peça</numerusform>
            <numerusform>%n peças</numerusform>
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
        <translation>sua vez</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1 · lowest total wins</source>
        <translation>%1 · vence o menor total</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 of %2 · engine %3-%3</source>
        <translation>Rodada %1 de %2 · locomotiva %3-%3</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 · to %2</source>
        <translation>%1 · até %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand %1</source>
        <translation>Rodada %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Pass the computer to %1</source>
        <translation>Passe o computador para %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Click anywhere when %1 is ready.</source>
        <translation>Clique em qualquer lugar quando %1 estiver pronto.</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>Hint: you can only pass.</source>
        <translation>Dica: você só pode passar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: draw from the boneyard.</source>
        <translation>Dica: compre do monte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hint: play %1 %2.</source>
        <translation>Dica: jogue %1 %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hint: play %1.</source>
        <translation>Dica: jogue %1.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <location filename="../dominoes_qt/scene/table_view.py" line="+86"/>
        <source>Zoom &amp;In</source>
        <extracomment>Wheel rotation (eighths of a degree) of one notch: one ZOOM_STEP with Ctrl held.</extracomment>
        <translation>Am&amp;pliar</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the &amp;Whole Table</source>
        <translation>Mostrar a &amp;mesa inteira</translation>
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
        <translation>Não podem ter: %1.  Não vistas: %2</translation>
    </message>
</context>
<context>
    <name>TrainMarks</name>
    <message>
        <location filename="../dominoes_qt/scene/train_marks.py" line="+79"/>
        <source>Mexican train</source>
        <extracomment>over the board&apos;s tiles, under the hands and the moving tile the station lies on the felt, under the tiles where a lane&apos;s sign starts, out from the engine&apos;s side (tile units)</extracomment>
        <translation>Trem mexicano</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The station: every train starts at the engine</source>
        <translation>A estação: todo trem sai da locomotiva</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <location filename="../dominoes_qt/app/online/waiting_room.py" line="+101"/>
        <source>The table&apos;s code:</source>
        <extracomment>the host&apos;s choice (the others read the label)</extracomment>
        <translation>O código da mesa:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I Am &amp;Ready</source>
        <translation>Estou &amp;pronto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Retry Now</source>
        <translation>&amp;Tentar de novo agora</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Allow assists at this table (hints, coach, tile tracker)</source>
        <translation>&amp;Permitir ajudas nesta mesa (dicas, treinador, contador de peças)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Leave</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+17"/>
        <source>(free)</source>
        <translation>(livre)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (you)</source>
        <translation>%1 (você)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>ready</source>
        <translation>pronto</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>not ready</source>
        <translation>não está pronto</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A person</source>
        <translation>Uma pessoa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Computer (%1)</source>
        <translation>Computador (%1)</translation>
    </message>
</context>
<context>
    <name>WindowMenus</name>
    <message>
        <location filename="../dominoes_qt/app/window_menus.py" line="+49"/>
        <source>&amp;New Game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game</source>
        <translation>Começar uma nova partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo Move</source>
        <translation>&amp;Desfazer jogada</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take back your last move (and the replies to it), within the current hand</source>
        <translation>Desfazer a sua última jogada (e as respostas), dentro da rodada atual</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo Move</source>
        <translation>&amp;Refazer jogada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Make again the moves you took back</source>
        <translation>Fazer de novo as jogadas que você desfez</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play &amp;Online…</source>
        <translation>&amp;Jogar online…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Host a table for friends on other computers, or join theirs</source>
        <translation>Abra uma mesa para amigos em outros computadores, ou entre na deles</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>D&amp;emo</source>
        <translation>Dem&amp;onstração</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let the computers play this game in every seat, until you click or press a key</source>
        <translation>Deixar o computador jogar esta partida em todos os lugares, até você clicar ou apertar uma tecla</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Hint</source>
        <translation>D&amp;ica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Suggest a move</source>
        <translation>Sugerir uma jogada</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Re&amp;view…</source>
        <translation>Revi&amp;sar…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Step through this game move by move, each move graded by the coach</source>
        <translation>Percorra esta partida lance a lance, cada lance avaliado pelo treinador</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the &amp;Better Move</source>
        <translation>Mostrar o &amp;lance melhor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The coach lights the move that would have been better than your last</source>
        <translation>O treinador destaca o lance que teria sido melhor que o seu último</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open in Re&amp;view…</source>
        <translation>Abrir na re&amp;visão…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Review a saved game move by move</source>
        <translation>Revise uma partida salva lance a lance</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Draw Automatically</source>
        <translation>&amp;Comprar automaticamente</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw from the boneyard by yourself when no tile fits</source>
        <translation>Comprar do monte por você quando nenhuma peça encaixa</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Allow Undo Against Computers</source>
        <translation>Permitir desfazer contra o co&amp;mputador</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Ready for the Next Hand</source>
        <translation>&amp;Pronto para a próxima rodada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close the hand&apos;s summary and say you are ready</source>
        <translation>Fechar o resumo da mão e dizer que está pronto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Leave Table</source>
        <translation>&amp;Sair da mesa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give your seat up and go back to your own game</source>
        <translation>Deixar seu lugar e voltar para sua própria partida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit Dominoes Qt</source>
        <translation>Sair do Dominoes Qt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the table on the whole screen</source>
        <translation>Mostrar a mesa na tela inteira</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Off</source>
        <translation>&amp;Desligada</translation>
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
        <translation>&amp;Instantânea</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Keyboard and Mouse</source>
        <translation>&amp;Teclado e mouse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>How to play with the mouse or with the keyboard alone</source>
        <translation>Como jogar com o mouse ou só com o teclado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Licences</source>
        <translation>&amp;Licenças</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Dominoes Qt</source>
        <translation>&amp;Sobre o Dominoes Qt</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Computer Speed</source>
        <translation>&amp;Velocidade do computador</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Table</source>
        <translation>&amp;Mesa</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Animation Speed</source>
        <translation>Velocidade da &amp;animação</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>&lt;h3&gt;Dominoes Qt {version}&lt;/h3&gt;&lt;p&gt;A desktop dominoes game with {count} games: block and draw games, scoring games and Blind Dominoes, against computer players or friends at the same computer.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Dominoes Qt {version}&lt;/h3&gt;&lt;p&gt;Um jogo de dominó para desktop com {count} jogos: jogos de bloqueio e de compra, jogos de pontos e dominó às cegas, contra o computador ou com amigos no mesmo computador.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&lt;p&gt;And {count} solitaires for one player, with hints from a solver that can also deal only games you can win.&lt;/p&gt;</source>
        <translation>&lt;p&gt;E {count} paciências para um jogador, com dicas de um solucionador que também pode distribuir apenas jogos que dá para ganhar.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&lt;p&gt;&lt;small&gt;Rules engine: compiled.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Motor de regras: compilado.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;p&gt;&lt;small&gt;Rules engine: pure Python.&lt;/small&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;small&gt;Motor de regras: Python puro.&lt;/small&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>About Dominoes Qt</source>
        <translation>Sobre o Dominoes Qt</translation>
    </message>
</context>
<context>
    <name>choices</name>
    <message>
        <location filename="../dominoes_qt/rules/names.py" line="+66"/>
        <source>Nobody scores</source>
        <extracomment>Readable text for option choices, by (option key, stable value). A test checks that every choice of every option in the catalogue has an entry here.</extracomment>
        <translation>Ninguém marca</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The side that blocked loses</source>
        <translation>Perde o lado que fechou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw until a tile fits</source>
        <translation>Comprar até uma peça encaixar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw one; play it if it fits</source>
        <translation>Comprar uma; jogá-la se encaixar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw one; the turn ends</source>
        <translation>Comprar uma; a vez acaba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No drawing: pass</source>
        <translation>Sem compra: passar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every double</source>
        <translation>Todas as carroças</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first double only</source>
        <translation>Só a primeira carroça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No spinners</source>
        <translation>Nenhuma carroça de quatro pontas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The lead double forms a cross</source>
        <translation>A carroça de saída forma uma cruz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The others&apos; pips minus yours (Classic)</source>
        <translation>Os pontos dos outros menos os seus (Clássico)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yours subtracted from each (Leaflet)</source>
        <translation>Os seus descontados de cada um (Folheto)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highest double (redeal if none)</source>
        <translation>A carroça mais alta (redistribui se não houver)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lowest double</source>
        <translation>A carroça mais baixa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The double-six</source>
        <translation>A carroça de seis</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Highest double&apos;s holder, any tile</source>
        <translation>Quem tem a carroça mais alta, qualquer peça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drawn by lot, any tile</source>
        <translation>Por sorteio, qualquer peça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The chosen player, any tile</source>
        <translation>O jogador escolhido, qualquer peça</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Highest double, else heaviest tile</source>
        <translation>A carroça mais alta, senão a peça mais pesada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The losers&apos; pips</source>
        <translation>Os pontos dos perdedores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One point per hand won</source>
        <translation>Um ponto por rodada ganha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The other team&apos;s pips</source>
        <translation>Os pontos da outra dupla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every pip left</source>
        <translation>Todos os pontos que sobram</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 6-6 holder, with the 6-6</source>
        <translation>Quem tem a carroça de seis, com ela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Passes to the left each hand</source>
        <translation>Passa para a esquerda a cada rodada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last hand&apos;s winner</source>
        <translation>O vencedor da última rodada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Opponents only</source>
        <translation>Só os adversários</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any other player, partners too</source>
        <translation>Qualquer outro jogador, o parceiro também</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face value (15 scores 15)</source>
        <translation>Valor de face (15 vale 15)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pub (15 scores 8, 61 up)</source>
        <translation>De bar (15 vale 8, até 61)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A single hand</source>
        <translation>Uma única rodada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hands until someone has 100</source>
        <translation>Rodadas até alguém ter 100</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All opponents together, rounded</source>
        <translation>Todos os adversários juntos, arredondado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each opponent, rounded</source>
        <translation>Cada adversário, arredondado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Never rounded up</source>
        <translation>Nunca arredondado para cima</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Minus the winner&apos;s pips when blocked</source>
        <translation>Menos os pontos do vencedor quando fecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At once, by the player who laid it</source>
        <translation>Na hora, por quem a colocou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>By the next players; the extra play is free</source>
        <translation>Pelos próximos jogadores; a jogada extra é livre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>0 points</source>
        <translation>0 pontos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>50 points</source>
        <translation>50 pontos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A cross of four tiles</source>
        <translation>Uma cruz de quatro peças</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A double chicken foot of six tiles</source>
        <translation>Um pé de galinha duplo de seis peças</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yes</source>
        <translation>Sim</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Não</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No bonus</source>
        <translation>Sem bônus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game&apos;s usual number</source>
        <extracomment>The app translates this plural itself (``rules_help.choice_text``): lupdate needs the literal call.</extracomment>
        <translation>O número habitual do jogo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One for every double</source>
        <translation>Uma para cada carroça</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Double-six</source>
        <translation>Duplo-seis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-nine</source>
        <translation>Duplo-nove</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Double-twelve</source>
        <translation>Duplo-doze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Double-%1</source>
        <translation>Duplo-%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
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
        <translation>Jogos de bloqueio e de compra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring games</source>
        <translation>Jogos de pontos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Blind dominoes</source>
        <translation>Dominó às cegas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Train games</source>
        <translation>Jogos de trem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Solitaires</source>
        <translation>Paciências</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Other games</source>
        <translation>Outros jogos</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../dominoes_qt/rules/games/blind.py" line="+326"/>
        <source>Blind Dominoes</source>
        <translation>Dominó às cegas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nobody sees the tiles: turn them up one by one and play them if they fit.</source>
        <translation>Ninguém vê as peças: vire-as uma a uma e jogue-as se encaixarem.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>All the tiles are dealt evenly (14 each for two players, 9 for three, 7 for four, 5 for five; the rest are set aside) and each player lays his face down in a row. The starting player turns up his first tile as the lead. On your turn, turn up the front tile of your row: if it fits an end it is played and you turn up the next one; if not it goes face down to the back of your row and the turn passes to the left. The first player out wins; if no tile can fit any more, the fewest pips win.</source>
        <translation>Todas as peças são distribuídas por igual (14 para cada um com dois jogadores, 9 com três, 7 com quatro, 5 com cinco; as demais ficam de lado) e cada jogador põe as suas viradas para baixo em fileira. O jogador que sai vira sua primeira peça como saída. Na sua vez, vire a primeira peça da sua fileira: se encaixar numa ponta, ela é jogada e você vira a próxima; senão, volta virada para baixo para o fim da fileira e a vez passa para a esquerda. Ganha quem bater primeiro; se nenhuma peça puder mais encaixar, ganha quem tiver menos pontos.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Blind Dominoes (doubles face up)</source>
        <translation>Dominó às cegas (carroças viradas para cima)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Blind Dominoes from the boxed set: a double that does not fit stays face up.</source>
        <translation>O dominó às cegas da caixa: uma carroça que não encaixa fica virada para cima.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Each player draws a tile: the heaviest starts. Fourteen tiles each for two players, nine for three, seven for four, laid face down in a row. The first player turns up his first tile as the lead, then his next. A tile that fits either end is played and you turn up another; one that does not goes to the back of your row face down, but a double goes back face up and stays face up. The first player out wins; when nobody can play, the fewest dots win.</source>
        <translation>Cada jogador tira uma peça: a mais pesada começa. Catorze peças para cada um com dois jogadores, nove com três, sete com quatro, viradas para baixo em fileira. O primeiro jogador vira sua primeira peça como saída, depois a próxima. Uma peça que encaixa numa ponta é jogada e você vira outra; a que não encaixa volta virada para baixo para o fim da fileira, mas uma carroça volta virada para cima e fica assim. Ganha quem bater primeiro; quando ninguém pode jogar, ganha quem tiver menos pontos.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/block_draw.py" line="+33"/>
        <source>Block and Draw (Classic Dominoes)</source>
        <translation>Bloqueio e compra (dominó clássico)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Five tiles each; draw until you can play; every double opens four ways.</source>
        <translation>Cinco peças cada; compre até poder jogar; cada carroça abre quatro pontas.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>2–4 players take five tiles each. The holder of the highest double leads it. Match an open end with a tile of the same number; doubles lie crosswise and open four ways. Cannot play: draw until you can. The first player out scores the pips left in the other hands; in a blocked hand the lightest hand scores the others&apos; pips minus its own. First to 100 wins.</source>
        <translation>De 2 a 4 jogadores recebem cinco peças cada. Quem tem a carroça mais alta sai com ela. Combine uma ponta aberta com uma peça do mesmo número; as carroças ficam atravessadas e abrem quatro pontas. Sem jogada: compre até poder. Quem bate primeiro marca os pontos que sobram nas outras mãos; num jogo fechado, a mão mais leve marca os pontos dos outros menos os seus. Ganha quem chegar primeiro a 100.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>With four players the partners sit opposite and score together.</source>
        <translation>Com quatro jogadores os parceiros sentam frente a frente e marcam juntos.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Block Game</source>
        <translation>Dominó de bloqueio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The English pub game: no drawing — knock when you cannot play.</source>
        <translation>O jogo dos pubs ingleses: sem compra — bata na mesa quando não puder jogar.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Six tiles each with four players (8 with two, 6 with three, 5 with five; 9 with double-nine, 12 with double-twelve); the rest sleep. The highest double leads. Play to either end of the line; if you cannot, knock. Chipping out scores the losers&apos; spots; a blocked hand goes to the side with fewest spots, who score the difference.</source>
        <translation>Seis peças cada com quatro jogadores (8 com dois, 6 com três, 5 com cinco; 9 com duplo-nove, 12 com duplo-doze); as demais dormem. Sai a carroça mais alta. Jogue em qualquer ponta da fila; se não puder, passe. Quem bate marca os pontos dos perdedores; um jogo fechado vai para o lado com menos pontos, que marca a diferença.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Draw Game</source>
        <translation>Dominó de compra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Block Game, but you draw sleeping tiles when you cannot play.</source>
        <translation>O dominó de bloqueio, mas você compra peças do dorme quando não pode jogar.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Seven tiles each with two players (5 with three, 4 with four, 3 with five). As the Block Game, but a player who cannot play draws from the boneyard until he can; when it is empty he passes.</source>
        <translation>Sete peças cada com dois jogadores (5 com três, 4 com quatro, 3 com cinco). Como o dominó de bloqueio, mas quem não pode jogar compra do monte até poder; quando ele acaba, passa.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cross Dominoes</source>
        <translation>Dominó em cruz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first double forms a cross: four tiles must go round it first.</source>
        <translation>A primeira carroça forma uma cruz: quatro peças devem ir ao redor dela primeiro.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>As the Draw Game, but the next four tiles after the lead double must be played against its four sides to form a cross; draw if you have none. Then play on the four arms.</source>
        <translation>Como o dominó de compra, mas as quatro peças seguintes à carroça de saída devem ser jogadas nos seus quatro lados para formar uma cruz; compre se não tiver nenhuma. Depois jogue nos quatro braços.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Double Nine Cross</source>
        <translation>Cruz duplo-nove</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cross dominoes with a double-nine set; every later double branches.</source>
        <translation>Dominó em cruz com um jogo duplo-nove; cada carroça seguinte abre ramos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Double-nine set; seven tiles each for two or three players, five for more. The highest double leads and four tiles form a cross round it; afterwards every double opens two new lines.</source>
        <translation>Jogo duplo-nove; sete peças cada para dois ou três jogadores, cinco se forem mais. Sai a carroça mais alta e quatro peças formam uma cruz ao redor dela; depois, cada carroça abre duas novas linhas.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Domino (to 100)</source>
        <translation>Dominó (até 100)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The boxed-set game: draw until you can play; the winner takes all pips.</source>
        <translation>O jogo da caixa: compre até poder jogar; o vencedor leva todos os pontos.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Seven tiles each for two players, five for three or four. Highest double leads. Cannot play: draw until you can (variation: draw one). Going out or having the fewest pips when blocked scores all the other players&apos; pips. First to 100 (or 50) wins.</source>
        <translation>Sete peças cada para dois jogadores, cinco para três ou quatro. Sai a carroça mais alta. Sem jogada: compre até poder (variação: compre uma). Quem bate, ou tem menos pontos quando o jogo fecha, marca todos os pontos dos outros jogadores. Ganha quem chegar primeiro a 100 (ou 50).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Star</source>
        <translation>A estrela</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Four players; the 6-6 is surrounded by four sixes to form a star.</source>
        <translation>Quatro jogadores; a carroça de seis é cercada por quatro senas formando uma estrela.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Four players, seven tiles each. The 6-6 leads; the next four tiles must be sixes round it, forming a star. Then play on the four arms. Cannot play: pass. First out scores the others&apos; pips.</source>
        <translation>Quatro jogadores, sete peças cada. Sai a carroça de seis; as quatro peças seguintes devem ser senas ao redor dela, formando uma estrela. Depois jogue nos quatro braços. Sem jogada: passe. Quem bate primeiro marca os pontos dos outros.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Lucky Draw</source>
        <translation>Golpe de sorte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every double opens four ways; all tiles are dealt, no drawing.</source>
        <translation>Cada carroça abre quatro pontas; todas as peças são distribuídas, sem compra.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Four players take seven tiles; three players take nine and the holder of the 6-6 also takes the last tile. The 6-6 leads; every double can be played off all four edges. Cannot play: pass.</source>
        <translation>Quatro jogadores recebem sete peças; três jogadores recebem nove e quem tem a carroça de seis fica também com a última peça. Sai a carroça de seis; cada carroça pode ser jogada pelos quatro lados. Sem jogada: passe.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Partnership Block</source>
        <translation>Bloqueio em duplas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two teams of two, seven tiles each, no drawing; the locking team loses a tie.</source>
        <translation>Duas duplas, sete peças cada, sem compra; no empate, perde a dupla que fechou.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Four players in two teams, partners opposite; all 28 tiles dealt. The 6-6 leads. Cannot play: pass. The team that goes out scores the losing team&apos;s pips. Locked game: the lighter team takes the other team&apos;s pips; on a tie the team that locked the game loses.</source>
        <translation>Quatro jogadores em duas duplas, parceiros frente a frente; as 28 peças são distribuídas. Sai a carroça de seis. Sem jogada: passe. A dupla que bate marca os pontos da dupla perdedora. Jogo fechado: a dupla mais leve leva os pontos da outra dupla; no empate, perde a dupla que fechou o jogo.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="+53"/>
        <source>All Fives</source>
        <translation>Todos os cincos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score the open ends whenever they add up to a multiple of five.</source>
        <translation>Marque as pontas abertas sempre que somarem um múltiplo de cinco.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Seven tiles each for two players, five for three or four. The highest double leads. Every double is a spinner (its ends open once both sides are covered). After each play, if the open ends add up to a multiple of five the player scores that many points; a double at an end counts both halves. Cannot play: draw until you can. The player who goes out scores each opponent&apos;s pips rounded to the nearest five. First to 100 wins, at once.</source>
        <translation>Sete peças cada para dois jogadores, cinco para três ou quatro. Sai a carroça mais alta. Toda carroça abre quatro pontas (suas pontas se abrem quando os dois lados estão cobertos). Depois de cada jogada, se as pontas abertas somarem um múltiplo de cinco, o jogador marca esses pontos; uma carroça na ponta conta as duas metades. Sem jogada: compre até poder. Quem bate marca os pontos de cada adversário arredondados para o cinco mais próximo. Ganha na hora quem chegar primeiro a 100.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The pub All Fives: five tiles, two sleeping tiles, lead any tile.</source>
        <translation>O “todos os cincos” de bar: cinco peças, duas peças no dorme, sai-se com qualquer peça.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Five tiles each. The holder of the highest double leads any tile. Play to either end; if the ends then add up to a multiple of five you score it (a double counts both halves: 3 + 6 + 6 = 15). Cannot play: draw, but the last two sleeping tiles are never drawn. At the end each loser&apos;s pips minus the winner&apos;s, rounded to the nearest five, go to the winner. With &apos;declare scores yourself&apos;, a score you forget can be claimed by the others: Muggins!</source>
        <translation>Cinco peças cada. Quem tem a carroça mais alta sai com qualquer peça. Jogue em qualquer ponta; se então as pontas somarem um múltiplo de cinco, você marca isso (uma carroça conta as duas metades: 3 + 6 + 6 = 15). Sem jogada: compre, mas as duas últimas peças do dorme nunca são compradas. No fim, os pontos de cada perdedor menos os do vencedor, arredondados para o cinco mais próximo, vão para o vencedor. Com “anunciar os pontos você mesmo”, um ponto esquecido pode ser reclamado pelos outros: Muggins!</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Fives and Threes</source>
        <translation>Cincos e treses</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score open ends that make a multiple of three or of five.</source>
        <translation>Marque as pontas abertas que formem um múltiplo de três ou de cinco.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>As Muggins, but a count that is a multiple of three or of five scores its value once (6 scores 6, 15 scores 15). At the end the winner scores the losers&apos; pips, minus his own for each loser when blocked.</source>
        <translation>Como o Muggins, mas uma soma múltipla de três ou de cinco vale seu valor uma vez (6 vale 6, 15 vale 15). No fim, o vencedor marca os pontos dos perdedores, menos os seus para cada perdedor quando o jogo fecha.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Five Up</source>
        <translation>Cinco em cinco até 61</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A point for every five on the open ends; every double is a spinner; 61 up.</source>
        <translation>Um ponto para cada cinco nas pontas abertas; toda carroça abre quatro pontas; até 61.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Draw a tile each: the heaviest leads any tile. Five tiles each; one tile always stays in the boneyard. Every double is a spinner. After each play, if the open ends add up to a multiple of five you score a point per five (15 scores 3); a double counts until both its sides are covered. The winner of the hand scores a point per five pips left in the opponents&apos; hands. First to 61 wins at once.</source>
        <translation>Cada um tira uma peça: a mais pesada sai com qualquer peça. Cinco peças cada; uma peça sempre fica no monte. Toda carroça abre quatro pontas. Depois de cada jogada, se as pontas abertas somarem um múltiplo de cinco, você marca um ponto por cinco (15 vale 3); uma carroça conta até os seus dois lados estarem cobertos. O vencedor da rodada marca um ponto por cinco pontos que sobram nas mãos dos adversários. Ganha na hora quem chegar primeiro a 61.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>All Sevens</source>
        <translation>Todos os setes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tiles join when the touching halves add up to seven; 6-1, 5-2, 4-3 and 0-0 are wild.</source>
        <translation>As peças se juntam quando as metades que se tocam somam sete; 6-1, 5-2, 4-3 e 0-0 são coringas.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Seven tiles each for two players, five for three or four. The highest double leads. Tiles are laid end to end; a half may touch an end only if the two add up to seven (a 2 against a 5). The wild tiles 6-1, 5-2, 4-3 and 0-0 go on any end at any time, and only they can follow a blank. You may draw while more than two tiles remain; you must draw if you cannot play. Going out scores the opponents&apos; pips; when blocked, the lightest hand scores the others&apos; pips minus its own.</source>
        <translation>Sete peças cada para dois jogadores, cinco para três ou quatro. Sai a carroça mais alta. As peças são postas ponta com ponta; uma metade só pode tocar uma ponta se as duas somarem sete (um 2 junto a um 5). Os coringas 6-1, 5-2, 4-3 e 0-0 vão em qualquer ponta a qualquer momento, e só eles podem seguir um branco. Você pode comprar enquanto restarem mais de duas peças; deve comprar se não puder jogar. Quem bate marca os pontos dos adversários; quando o jogo fecha, a mão mais leve marca os pontos dos outros menos os seus.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Bergen</source>
        <translation>Bergen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Score 2 for a double-header and 3 for a triple-header; 15 up.</source>
        <translation>2 pontos por pontas duplas e 3 por pontas triplas; até 15.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Six tiles each. The lowest double leads and scores 2 at once. When both ends show the same number you score 2 (a double-header); when a double at one end matches the other end, 3 (a triple-header). Cannot play: draw, but two tiles always stay in the boneyard. First to 15 wins.</source>
        <translation>Seis peças cada. Sai a carroça mais baixa, que marca 2 na hora. Quando as duas pontas mostram o mesmo número você marca 2 (pontas duplas); quando uma carroça numa ponta combina com a outra ponta, 3 (pontas triplas). Sem jogada: compre, mas duas peças sempre ficam no monte. Ganha quem chegar primeiro a 15.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="+124"/>
        <source>Bingo (solitaire)</source>
        <translation>Bingo (paciência)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Count 0 to 12 along a row of 28 tiles; take each tile whose pips match its number.</source>
        <translation>Conte de 0 a 12 ao longo de uma fileira de 28 peças; tire cada peça cujos pontos sejam iguais ao seu número.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All 28 tiles lie face up in one row. Counting from the left, each tile is given the next number of 0, 1, 2 ... 12, 0, 1 ... When a tile&apos;s pips add up to the number it is given you may take it away; the next tile gets the next number. At the right end the gaps close and the count carries on from the left end. You win when every tile is gone; you lose when the count goes all the way round without a tile to take.</source>
        <translation>As 28 peças ficam viradas para cima numa só fileira. Contando da esquerda, cada peça recebe o número seguinte de 0, 1, 2 ... 12, 0, 1 ... Quando os pontos de uma peça somam o número que ela recebe, você pode tirá-la; a peça seguinte recebe o número seguinte. Na ponta direita os buracos se fecham e a contagem continua da ponta esquerda. Você ganha quando não sobra nenhuma peça; perde quando a contagem dá a volta inteira sem nenhuma peça para tirar.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+138"/>
        <source>Domino Patience</source>
        <translation>Paciência de dominó</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Build one line from a hand of five, drawing when nothing fits; play all 28 tiles.</source>
        <translation>Monte uma só linha com uma mão de cinco, comprando quando nada encaixa; jogue as 28 peças.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold five tiles; play any one to start the line. Then play tiles from your hand onto either end where the numbers match (doubles lie crosswise but do not branch). When nothing in your hand fits, draw from the stock until you can play. You win when all 28 tiles are in the line; you lose when the stock is empty and nothing fits.</source>
        <translation>Você tem cinco peças; jogue qualquer uma para começar a linha. Depois jogue peças da sua mão em qualquer ponta onde os números combinem (as carroças ficam atravessadas, mas não abrem ramos). Quando nada na sua mão encaixa, compre do monte até poder jogar. Você ganha quando as 28 peças estão na linha; perde quando o monte está vazio e nada encaixa.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+18"/>
        <source>Five&apos;s the Limit</source>
        <translation>Cinco é o limite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Patience with never more than five tiles in hand.</source>
        <translation>Paciência com nunca mais de cinco peças na mão.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played like Domino Patience, but you may draw only while you hold fewer than five tiles: five tiles in hand and none fits is a loss, and so is an empty stock with nothing that fits. You win when all 28 tiles are in the line.</source>
        <translation>Joga-se como a paciência de dominó, mas você só pode comprar enquanto tiver menos de cinco peças: cinco peças na mão e nenhuma encaixa é derrota, assim como um monte vazio sem nada que encaixe. Você ganha quando as 28 peças estão na linha.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="+120"/>
        <source>Five Columns</source>
        <translation>Cinco colunas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pairs totalling 12 from the bottoms of five columns and a reserve.</source>
        <translation>Descarte pares que somem 12 do pé de cinco colunas e de uma reserva.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three tiles form the reserve; the other 25 lie in five columns of five. The bottom tile of each column and the reserve tiles are available. Discard any two available tiles whose pips total exactly 12; the tile above a discarded one becomes available. When a column is empty you may move the bottom tile of another column into it. You win when all 28 are discarded; you lose when no pair totals 12 and no move would uncover a tile.</source>
        <translation>Três peças formam a reserva; as outras 25 ficam em cinco colunas de cinco. A peça de baixo de cada coluna e as peças da reserva estão disponíveis. Descarte duas peças disponíveis quaisquer cujos pontos somem exatamente 12; a peça acima de uma descartada fica disponível. Quando uma coluna está vazia, você pode mover para ela a peça de baixo de outra coluna. Você ganha quando as 28 forem descartadas; perde quando nenhum par soma 12 e nenhum movimento descobriria uma peça.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+82"/>
        <source>Twelve To Go</source>
        <translation>Rumo ao doze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard pairs totalling 12 from six tiles showing, refilled from the stock.</source>
        <translation>Descarte pares que somem 12 entre seis peças à vista, repostas do monte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Six tiles are face up; the other 22 are the stock. Discard any two showing tiles whose pips total 12; they are replaced from the stock while it lasts. You win when all 28 are discarded; you lose when no two showing tiles total 12.</source>
        <translation>Seis peças ficam viradas para cima; as outras 22 formam o monte. Descarte duas peças à vista cujos pontos somem 12; elas são repostas do monte enquanto ele durar. Você ganha quando as 28 forem descartadas; perde quando não há duas peças à vista que somem 12.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/knock_out.py" line="+127"/>
        <source>Knock-Out</source>
        <translation>Eliminação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Knock out neighbours whose touching halves match until the line is gone.</source>
        <translation>Elimine vizinhas cujas metades em contato combinam até a linha sumir.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>All 28 tiles lie end to end in one line, each turned face up where it lies. When two neighbours touch with the same number you may knock both out; the gap closes and their old neighbours now touch. Tiles are never turned. You win when the line is gone; you lose when no two touching halves match.</source>
        <translation>As 28 peças ficam ponta com ponta numa só linha, cada uma virada para cima onde está. Quando duas vizinhas se tocam com o mesmo número, você pode eliminar as duas; o buraco se fecha e as antigas vizinhas passam a se tocar. As peças nunca são giradas. Você ganha quando a linha some; perde quando nenhum par de metades em contato combina.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="+101"/>
        <source>Matching Numbers</source>
        <translation>Números iguais</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a tile from between two that share a number; deal the stock one tile at a time.</source>
        <translation>Tire uma peça que esteja entre duas com um número em comum; vire o monte uma peça por vez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three tiles start a row. When two tiles with exactly one tile between them share a number, the middle tile is taken away and the row closes up. If three neighbours all share one number you may take all three. When nothing can be taken, the next stock tile goes on the right end. You win when the stock and the row are both empty; you lose when the stock is empty and nothing can be taken.</source>
        <translation>Três peças começam uma fileira. Quando duas peças com exatamente uma peça entre elas têm um número em comum, a peça do meio é tirada e a fileira se fecha. Se três vizinhas têm todas um mesmo número, você pode tirar as três. Quando nada pode ser tirado, a próxima peça do monte vai para a ponta direita. Você ganha quando o monte e a fileira estão vazios; perde quando o monte está vazio e nada pode ser tirado.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+851"/>
        <source>Mexican Train</source>
        <translation>Trem mexicano</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Build your own train from the engine, share the Mexican train, and satisfy every double; the lowest total after the last round wins.</source>
        <translation>Construa seu próprio trem a partir da locomotiva, divida o trem mexicano e cubra cada carroça; vence o menor total após a última rodada.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>One round for every double, from the highest down: the round&apos;s double, the engine, lies in the centre. Each player builds his own train from the engine; anyone may start and play on the one Mexican train. Play one tile matching the open end of your train, of the Mexican train or of any public train. With no tile to play, draw one and play it if it fits; otherwise your train becomes public (a marker on it) until you play on it again. A double is laid across and its player plays again: nobody may play anywhere else until a tile is played on the double. The round ends when someone plays his last tile, or when nobody can play; everyone adds the pips left in his hand to his total. The lowest total after the last round wins.</source>
        <translation>Uma rodada para cada carroça, da mais alta para baixo: a carroça da rodada, a locomotiva, fica no centro. Cada jogador constrói seu próprio trem a partir da locomotiva; qualquer um pode começar o único trem mexicano e jogar nele. Jogue uma peça que combine com a ponta aberta do seu trem, do trem mexicano ou de qualquer trem público. Sem peça para jogar, compre uma e jogue-a se encaixar; senão seu trem fica público (com um marcador) até você jogar nele de novo. Uma carroça é posta atravessada e quem a jogou joga de novo: ninguém pode jogar em outro lugar até que uma peça seja jogada na carroça. A rodada acaba quando alguém joga sua última peça ou quando ninguém pode jogar; cada um soma ao seu total os pontos que restam na mão. Vence o menor total após a última rodada.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Chicken Foot</source>
        <translation>Pé de galinha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Surround the engine, then grow the lines; every double is a chicken foot that needs three toes. The lowest total wins.</source>
        <translation>Cerque a locomotiva e depois aumente as linhas; cada carroça é um pé de galinha que precisa de três dedos. Vence o menor total.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>One round for every double, from the highest down: the round&apos;s double, the engine, lies in the centre. First four tiles must be played around it, one on each side and each end, each matching the engine. Then play one tile matching any free end. A double is laid across and becomes a chicken foot: the next three plays must be its toes, tiles matching it, before any other play. With no tile to play, draw one and play it if it fits. The round ends when someone plays his last tile, or when nobody can play; everyone adds the pips left in his hand (the double blank counts 50). The lowest total after the last round wins.</source>
        <translation>Uma rodada para cada carroça, da mais alta para baixo: a carroça da rodada, a locomotiva, fica no centro. Primeiro quatro peças devem ser jogadas em volta dela, uma em cada lado e em cada ponta, cada uma combinando com a locomotiva. Depois jogue uma peça que combine com qualquer ponta livre. Uma carroça é posta atravessada e vira um pé de galinha: as três jogadas seguintes devem ser seus dedos, peças que combinem com ela, antes de qualquer outra jogada. Sem peça para jogar, compre uma e jogue-a se encaixar. A rodada acaba quando alguém joga sua última peça ou quando ninguém pode jogar; cada um soma os pontos que restam na mão (a carroça de branco vale 50). Vence o menor total após a última rodada.</translation>
    </message>
</context>
<context>
    <name>levels</name>
    <message>
        <location filename="../dominoes_qt/ai/basic.py" line="+119"/>
        <source>Plays any legal move at random.</source>
        <translation>Faz qualquer jogada permitida, ao acaso.</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../dominoes_qt/app/players.py" line="+42"/>
        <source>Greedy</source>
        <translation>Guloso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays the move that scores most now, else its heaviest tile.</source>
        <translation>Faz a jogada que marca mais agora; senão, joga sua peça mais pesada.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Plays its heaviest tile that fits.</source>
        <translation>Joga sua peça mais pesada que encaixa.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/basic.py" line="-3"/>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Random</source>
        <extracomment>Weights of the greedy evaluation, in pips: a double is worth shedding early, and each number kept in hand (or tile still playable afterwards) is worth keeping options open. Scoring games: a point scored now outweighs any amount of shedding. Actions that put a known tile on the table (CHOOSE: Blind Dominoes&apos; choice of end).</extracomment>
        <translation>Aleatório</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="+1"/>
        <source>Plays any tile that fits, at random.</source>
        <translation>Joga qualquer peça que encaixa, ao acaso.</translation>
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
        <translation>Um jogador forte: lê os passes e as compras para adivinhar as mãos escondidas e simula cada jogada muitas vezes antes de escolher. Dois parceiros no Difícil se sinalizam: no início da mão cada um joga uma bucha se puder; se não, a pedra que deixa aberto o número de que tem mais.</translation>
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
        <translation>Um iniciante: joga qualquer peça que encaixa, muitas vezes sem pensar duas vezes.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A solid club player: takes the best score on offer, sheds heavy tiles and plays to the numbers you have shown you lack.</source>
        <translation>Um bom jogador de clube: marca os melhores pontos possíveis, se livra das peças pesadas e joga nos números que você mostrou não ter.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/ai/sampled_ab.py" line="+102"/>
        <source>Sampled alpha-beta</source>
        <extracomment>Deals sampled per decision. Search from this move of the hand on (counting every play, pass and draw as a move).</extracomment>
        <translation>Alfa-beta por amostragem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A yardstick for the arena: solves twenty guessed deals exactly from the eighth move and plays the best average; before that, its heaviest double or tile.</source>
        <translation>Uma referência para a arena: a partir do oitavo lance resolve exatamente vinte distribuições supostas e joga a melhor média; antes disso, sua bucha ou pedra mais pesada.</translation>
    </message>
</context>
<context>
    <name>options</name>
    <message>
        <location filename="../dominoes_qt/rules/games/blind.py" line="-48"/>
        <source>Choose the end automatically</source>
        <translation>Escolher a ponta automaticamente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a turned tile fits both ends, play it on the first one instead of asking.</source>
        <translation>Quando uma peça virada encaixa nas duas pontas, jogá-la na primeira em vez de perguntar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Match</source>
        <translation>Partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A single hand, the winner takes it; or hands scored like Block and Draw until a player reaches 100.</source>
        <translation>Uma só rodada, o vencedor leva tudo; ou rodadas pontuadas como no bloqueio e compra até um jogador chegar a 100.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/games/common.py" line="+32"/>
        <source>Spinners</source>
        <translation>Carroças de quatro pontas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With no spinners the line has two ends; with every double a spinner, each double opens four ways (Blind Hughie).</source>
        <translation>Sem carroças de quatro pontas a fila tem duas pontas; se toda carroça for de quatro pontas, cada carroça abre quatro caminhos (Blind Hughie).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/block_draw.py" line="-185"/>
        <source>Blocked hand (preset)</source>
        <translation>Jogo fechado (predefinição)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lightest hand scores the others&apos; pips minus its own (Classic booklet), or its own pips subtracted from each opponent&apos;s (Leaflet).</source>
        <translation>A mão mais leve marca os pontos dos outros menos os seus (livreto clássico), ou seus próprios pontos são descontados dos de cada adversário (folheto).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No double dealt</source>
        <translation>Nenhuma carroça distribuída</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>When nobody holds a double: shuffle and deal again, or let the heaviest tile lead instead.</source>
        <translation>Quando ninguém tem carroça: embaralhar e distribuir de novo, ou deixar a peça mais pesada sair.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Both partners must chip out</source>
        <translation>Os dois parceiros precisam bater</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A partnership wins only when both partners are out.</source>
        <translation>Uma dupla só ganha quando os dois parceiros bateram.</translation>
    </message>
    <message>
        <location line="+135"/>
        <source>Blocked hand award</source>
        <translation>Prêmio do jogo fechado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>In a locked game the lighter team takes the other team&apos;s pips, or every pip left in both teams&apos; hands.</source>
        <translation>Num jogo fechado, a dupla mais leve leva os pontos da outra dupla, ou todos os pontos que sobram nas mãos das duas duplas.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lead of later hands</source>
        <translation>Saída das rodadas seguintes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The first hand is led with the 6-6. Later hands: the 6-6 holder leads it again, or the lead passes to the left each hand, or the winner of the last hand leads; these two may lead any tile.</source>
        <translation>A primeira rodada sai com a carroça de seis. Nas seguintes: quem tem a carroça de seis sai com ela de novo, ou a saída passa para a esquerda a cada rodada, ou sai o vencedor da última rodada; nesses dois casos pode-se sair com qualquer peça.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/common.py" line="-19"/>
        <source>Target score</source>
        <translation>Pontuação alvo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first side to reach this score wins the match.</source>
        <translation>O primeiro lado a chegar a esta pontuação ganha a partida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie in a blocked hand</source>
        <translation>Empate no jogo fechado</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When a blocked hand leaves the lightest hands tied: either nobody scores, or the side that blocked the game loses.</source>
        <translation>Quando um jogo fechado deixa as mãos mais leves empatadas: ou ninguém marca, ou perde o lado que fechou o jogo.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="-147"/>
        <source>Drawing</source>
        <translation>Compra</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player who cannot play either draws until a tile fits, or draws one tile and plays it if it fits, otherwise the turn ends.</source>
        <translation>Quem não pode jogar compra até uma peça encaixar, ou compra uma peça e a joga se encaixar; senão a vez acaba.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Which doubles open four ways: all, only the first, or none.</source>
        <translation>Quais carroças abrem quatro pontas: todas, só a primeira ou nenhuma.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Spinner sides before tips</source>
        <translation>Lados da carroça antes das pontas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A spinner&apos;s ends open only after both of its sides are covered.</source>
        <translation>As pontas de uma carroça de quatro pontas só se abrem depois que seus dois lados estão cobertos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-73"/>
        <source>Tiles per player (0 = the game&apos;s usual number)</source>
        <translation>Peças por jogador (0 = o número habitual do jogo)</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+2"/>
        <source>Deal this many tiles to each player instead of the rule book&apos;s number.</source>
        <translation>Distribuir esta quantidade de peças a cada jogador em vez do número do livro de regras.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The winners score the losers&apos; pips, or one point per hand won; with one point per hand the target is 5 unless you set another.</source>
        <translation>Os vencedores marcam os pontos dos perdedores, ou um ponto por rodada ganha; com um ponto por rodada joga-se até 5, a menos que você escolha outra meta.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Who may claim a missed score</source>
        <translation>Quem pode reclamar pontos não anunciados</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>With partners and scores declared by hand: a score its maker did not declare may be claimed by the opponents only (as most club rules play it), or by any other player, the maker&apos;s partner too.</source>
        <translation>Em duplas e com os pontos anunciados: os pontos que o autor não anunciou podem ser reclamados só pelos adversários (como na maioria dos clubes), ou por qualquer outro jogador, inclusive o parceiro de quem os fez.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/scoring.py" line="-71"/>
        <source>Declare scores yourself (Muggins!)</source>
        <translation>Anunciar os pontos você mesmo (Muggins!)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scores are not added automatically: declare them before the next tile is laid, or another player may claim them.</source>
        <translation>Os pontos não são somados sozinhos: anuncie-os antes de a próxima peça ser jogada, ou outro jogador pode reclamá-los.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Previous hand&apos;s winner leads</source>
        <translation>Sai o vencedor da rodada anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>After the first hand the winner of the last hand leads any tile.</source>
        <translation>Depois da primeira rodada, o vencedor da última rodada sai com qualquer peça.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Finish the hand before the match ends</source>
        <translation>Terminar a rodada antes do fim da partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Off: reaching the target ends the match at once. On: the hand is played out and the highest total wins.</source>
        <translation>Desligado: chegar à meta termina a partida na hora. Ligado: a rodada é jogada até o fim e ganha o maior total.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Tiles that stay in the boneyard</source>
        <translation>Peças que ficam no monte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This many boneyard tiles can never be drawn.</source>
        <translation>Esta quantidade de peças do monte nunca pode ser comprada.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lead</source>
        <translation>Saída</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who leads the hand, and whether a double must lead.</source>
        <translation>Quem sai na rodada, e se é preciso sair com uma carroça.</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Draw until a tile fits, draw one and play it if it fits, or draw one and end the turn.</source>
        <translation>Comprar até uma peça encaixar, comprar uma e jogá-la se encaixar, ou comprar uma e encerrar a vez.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Scoring style</source>
        <translation>Estilo de pontuação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Face value: a count of 15 scores 15. Pub: one point per three and per five in the count (15 scores 8), a point for chipping out, no drawing, seven tiles each for two players, and 61 up unless you set another target.</source>
        <translation>Valor de face: uma soma de 15 vale 15. De bar: um ponto por cada três e cada cinco na soma (15 vale 8), um ponto por bater, sem compra, sete peças para cada um com dois jogadores, e até 61, a menos que você escolha outra meta.</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Points for the tiles left</source>
        <translation>Pontos pelas peças restantes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A point per five pips left in the losers&apos; hands: all opponents together, rounded to the nearest five; each opponent rounded separately; never rounded up; or, in a blocked hand, minus the winner&apos;s own pips.</source>
        <translation>Um ponto por cinco pontos que sobram nas mãos dos perdedores: todos os adversários juntos, arredondado para o cinco mais próximo; cada adversário arredondado separadamente; nunca arredondado para cima; ou, num jogo fechado, menos os pontos do próprio vencedor.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Draw even when you could play</source>
        <translation>Comprar mesmo podendo jogar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>While more than two tiles sleep you may draw instead of playing.</source>
        <translation>Enquanto mais de duas peças estiverem no dorme, você pode comprar em vez de jogar.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Bonus for winning the hand</source>
        <translation>Bônus por ganhar a rodada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points for the player who goes out or holds the lightest hand when play is blocked.</source>
        <translation>Pontos para o jogador que bate ou que tem a mão mais leve quando o jogo fecha.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/base.py" line="+335"/>
        <source>Winnable deals only</source>
        <extracomment>Positions the solver may visit to prove a deal winnable (a count, not a time, so a replay of the record on any machine reproduces the same deal). Reshuffles tried before the deal is kept as it is (then it may not be winnable). Orientations of deals built rather than shuffled (Knock-Out&apos;s winnable lines), by order.</extracomment>
        <translation>Só distribuições vencíveis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shuffle again until the solver proves the deal can be won. If it cannot find one within a few seconds, you get an ordinary deal and are told it is not proved winnable.</source>
        <translation>Embaralhar de novo até o solucionador provar que a distribuição pode ser vencida. Se ele não achar uma em poucos segundos, você recebe uma distribuição comum e é avisado de que não está provado que ela pode ser vencida.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="+7"/>
        <source>Restart the count at 0 each pass</source>
        <translation>Recomeçar a contagem em 0 a cada volta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each time the count comes back to the left end of the row it starts again at 0 (harder: a pass with no tile taken loses).</source>
        <translation>Cada vez que a contagem volta à ponta esquerda da fileira, ela recomeça em 0 (mais difícil: uma volta sem tirar nenhuma peça perde).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take matching tiles automatically</source>
        <translation>Tirar as peças iguais automaticamente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile whose pips equal the number called is always taken; you only watch the count go round.</source>
        <translation>Uma peça cujos pontos igualam o número cantado é sempre tirada; você só assiste à contagem dar voltas.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+4"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+6"/>
        <source>Tiles in your opening hand</source>
        <translation>Peças na sua mão inicial</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+1"/>
        <source>How many tiles you hold at the start.</source>
        <translation>Quantas peças você tem no começo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Most tiles in your hand</source>
        <translation>Máximo de peças na mão</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+2"/>
        <source>Doubles open on all four sides</source>
        <translation>Carroças abrem nos quatro lados</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every double, once laid, can be built on from all four sides.</source>
        <translation>Toda carroça, uma vez jogada, aceita peças pelos quatro lados.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/fives_the_limit.py" line="+1"/>
        <source>You may not draw while you hold this many tiles; holding this many with none that fits loses.</source>
        <translation>Você não pode comprar enquanto tiver esta quantidade de peças; tê-las sem nenhuma que encaixe é derrota.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="+7"/>
        <source>Tiles in the reserve</source>
        <translation>Peças na reserva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tiles start in the reserve (the rest go into the columns).</source>
        <translation>Quantas peças começam na reserva (o resto vai para as colunas).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+4"/>
        <source>Tiles face up</source>
        <translation>Peças viradas para cima</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many tiles are face up at once (fewer is harder).</source>
        <translation>Quantas peças ficam viradas para cima de uma vez (menos é mais difícil).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="+6"/>
        <source>Take every tile you can before the next is dealt</source>
        <translation>Tirar todas as peças possíveis antes da próxima</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A tile that can be taken must be taken before the next tile is dealt; off, you may deal at any time.</source>
        <translation>Uma peça que pode ser tirada deve ser tirada antes de a próxima peça ser virada; desligado, você pode virar a qualquer momento.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take three neighbours that share a number (needed to win)</source>
        <translation>Tirar três vizinhas com um número em comum (necessário para vencer)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Three neighbours sharing one number may all be taken at once. Without it no deal can be won: a single tile goes only from between two others, so the two at the ends of the row always stay.</source>
        <translation>Três vizinhas com um número em comum podem ser tiradas de uma vez. Sem isso nenhuma distribuição pode ser vencida: uma peça sozinha só sai do meio de outras duas, então as duas das pontas da fileira sempre ficam.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/catalogue.py" line="+164"/>
        <source>Partners sit opposite (4 players)</source>
        <extracomment>``apply(fields, value)`` sets Settings fields for a value; ``fields`` also holds ``players`` and ``set_n`` for options whose effect depends on them. choice -&gt; {other option key: default}: choosing the value changes other options&apos; defaults (pub Fives and Threes plays to 61); a value given for those options still wins. the GameState class that plays it: None for the shared line-game hand (or, with manual Muggins, its declaring hand; see ``match.hand_class_for``)</extracomment>
        <translation>Os parceiros sentam frente a frente (4 jogadores)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Always on in this game: two teams of two, partners opposite each other.</source>
        <translation>Sempre neste jogo: duas duplas, os parceiros frente a frente.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Play in two teams of two, partners opposite each other.</source>
        <translation>Jogar em duas duplas, os parceiros frente a frente.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-6"/>
        <source>Rounds (0 = one per double)</source>
        <translation>Rodadas (0 = uma por carroça)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play a round for every double from the highest down to the double blank, or only this many rounds.</source>
        <translation>Jogue uma rodada para cada carroça, da mais alta até a carroça de branco, ou só este número de rodadas.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Double blank left in hand counts</source>
        <translation>A carroça de branco na mão vale</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The 0-0 left in a hand at the end of a round counts 0 or 50 points.</source>
        <translation>O 0-0 que sobra na mão no fim de uma rodada vale 0 ou 50 pontos.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A double must be satisfied before going out</source>
        <translation>A carroça precisa ser coberta antes de bater</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A player who plays his last tile as a double is not out until the double is satisfied.</source>
        <translation>Quem joga sua última peça como carroça só bate quando a carroça estiver coberta.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Satisfying a double</source>
        <translation>Cobrir uma carroça</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The player who lays a double plays again and must satisfy it first; or his extra play may go anywhere and only the next players must satisfy it.</source>
        <translation>Quem coloca uma carroça joga de novo e deve cobri-la primeiro; ou sua jogada extra pode ir para qualquer lugar e só os próximos jogadores devem cobri-la.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Run on the first turn</source>
        <translation>Sequência no primeiro turno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On his first turn of a round a player may lay any number of tiles along his own train.</source>
        <translation>No primeiro turno de uma rodada um jogador pode colocar quantas peças quiser no seu próprio trem.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>The centre</source>
        <translation>O centro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Four tiles around the engine (one on each side and each end), or six, three on each long side (a double chicken foot), before any other play.</source>
        <translation>Quatro peças em volta da locomotiva (uma em cada lado e em cada ponta), ou seis, três em cada lado comprido (um pé de galinha duplo), antes de qualquer outra jogada.</translation>
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
        <translation>A rodada terminou.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} cannot go there: choose one of the ends it fits.</source>
        <translation>{tile} não pode ir aí: escolha uma das pontas onde ela encaixa.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the end for {tile} first.</source>
        <translation>Escolha primeiro a ponta para {tile}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn up the front tile of your row first.</source>
        <translation>Vire primeiro a primeira peça da sua fileira.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In Blind Dominoes you can only turn up the front tile of your row.</source>
        <translation>No dominó às cegas você só pode virar a primeira peça da sua fileira.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-432"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+169"/>
        <source>That is not allowed in this game.</source>
        <translation>Isso não é permitido neste jogo.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/base.py" line="-200"/>
        <source>That is not a move in this game.</source>
        <extracomment>What a pointer gesture starts from or drops on: a tile id or a named place. One way to make a move: drag ``source`` onto ``target``, or click ``source`` (target None). the solitaire table&apos;s features: tiles lie across (Knock-Out), the row is counted along (Bingo), a face-down stock is dealt from (Matching, Patience, Twelve To Go) the hand limit shown on the table (Five&apos;s the Limit); 0: none positions &quot;winnable deals only&quot; may search in all before it keeps the plain deal (about 10 s of one core: a game whose positions cost more searches fewer) &quot;winnable deals only&quot;: True when the solver proved this deal winnable, False when it gave up at its bound (the deal is then an ordinary random one), None when not asked. the face-down stock, dealt from its end (None in a player&apos;s view: unseen)</extracomment>
        <translation>Isso não é uma jogada deste jogo.</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>The game is over.</source>
        <translation>O jogo terminou.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/bingo.py" line="-112"/>
        <source>Count 0 to 12 along the row</source>
        <extracomment>a counted row&apos;s positions cost more to search (about 65 µs each, 13 s for 200,000 with the count restarting each pass): fewer keep &quot;winnable deals only&quot; within about 10 s</extracomment>
        <translation>Conte de 0 a 12 ao longo da fileira</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>{tile} is not the tile being called: the count is at {number}.</source>
        <translation>{tile} não é a peça cantada: a contagem está em {number}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{number} is called on {tile}, which does not match: no tile can be taken.</source>
        <translation>{number} é chamado em {tile}, que não corresponde: nenhuma pedra pode ser pega.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{number} is called on {tile}: click it to take it, or Space to go on.</source>
        <translation>{number} é cantado em {tile}: clique nela para tirá-la, ou Espaço para continuar.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/knock_out.py" line="-96"/>
        <source>Knock out matching neighbours</source>
        <translation>Elimine vizinhas iguais</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Drag a tile onto its neighbour where the touching halves match.</source>
        <translation>Arraste uma peça sobre a vizinha onde as metades em contato combinam.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{a} and {b} are not neighbours.</source>
        <translation>{a} e {b} não são vizinhas.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The touching halves of {a} and {b} differ ({x} and {y}).</source>
        <translation>As metades em contato de {a} e {b} são diferentes ({x} e {y}).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/matching.py" line="-92"/>
        <source>Take a tile between two that share a number</source>
        <translation>Tire uma peça entre duas que têm um número em comum</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Click a lit tile to take it (drag it onto a neighbour to take all three when they share a number).</source>
        <translation>Clique numa peça iluminada para tirá-la (arraste-a sobre uma vizinha para tirar as três quando têm um número em comum).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click the stock for the next tile.</source>
        <translation>Clique no monte para a próxima peça.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take the tiles you can first: a tile between two that share a number goes.</source>
        <translation>Tire primeiro as peças que puder: sai uma peça que está entre duas com um número em comum.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="-26"/>
        <source>The stock is empty.</source>
        <translation>O monte está vazio.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} can go only when its two neighbours share a number.</source>
        <translation>{tile} só pode sair quando suas duas vizinhas têm um número em comum.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="-25"/>
        <source>Drag a tile onto another so that the two total 12.</source>
        <translation>Arraste uma peça sobre outra de modo que as duas somem 12.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{tile} is not face up: pair two of the tiles showing.</source>
        <translation>{tile} não está virada para cima: junte duas das peças à vista.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/five_columns.py" line="-17"/>
        <location filename="../dominoes_qt/rules/solitaires/twelve_to_go.py" line="+3"/>
        <source>{a} and {b} total {total}, not 12.</source>
        <translation>{a} e {b} somam {total}, não 12.</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>Drag an available tile onto another so that the two total 12 (or a column&apos;s bottom tile onto an empty column).</source>
        <translation>Arraste uma peça disponível sobre outra de modo que as duas somem 12 (ou a peça de baixo de uma coluna para uma coluna vazia).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Only the bottom tile of a column of two or more moves, to an empty column.</source>
        <translation>Só a peça de baixo de uma coluna de duas ou mais se move, e para uma coluna vazia.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{tile} is covered: only the bottom tile of a column and the reserve are available.</source>
        <translation>{tile} está coberta: só a peça de baixo de uma coluna e a reserva estão disponíveis.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="-13"/>
        <source>Drag a tile from your hand to start the line.</source>
        <translation>Arraste uma peça da sua mão para começar a linha.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Drag a tile from your hand onto a lit end.</source>
        <translation>Arraste uma peça da sua mão até uma ponta iluminada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing fits: click the stock to draw.</source>
        <translation>Nada encaixa: clique no monte para comprar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>A tile in your hand fits: play it before you draw.</source>
        <translation>Uma peça da sua mão encaixa: jogue-a antes de comprar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your hand is full ({limit} tiles).</source>
        <translation>Sua mão está cheia ({limit} peças).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-19"/>
        <location filename="../dominoes_qt/rules/hand.py" line="-135"/>
        <location line="+6"/>
        <location filename="../dominoes_qt/rules/solitaires/patience.py" line="+3"/>
        <source>{tile} does not match {end}.</source>
        <translation>{tile} não combina com {end}.</translation>
    </message>
    <message>
        <location line="-10"/>
        <location filename="../dominoes_qt/rules/hand.py" line="-35"/>
        <source>Name a tile to play.</source>
        <translation>Indique uma peça para jogar.</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The round is over.</source>
        <extracomment>Chicken Foot: the first socket of placed tiles (lower ids are the engine&apos;s sides). Mexican Train: each personal train&apos;s marker, and the trains with an unsatisfied double Chicken Foot: the chicken foot whose toes are awaited (placement index, -1 none) the seat to act has already played this turn (a double&apos;s bonus play or a run) must_satisfy_to_go_out: seat -&gt; the placement of the double that was its last tile</extracomment>
        <translation>A rodada terminou.</translation>
    </message>
    <message>
        <location line="+8"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>{tile} is not in your hand.</source>
        <translation>{tile} não está na sua mão.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tile you drew does not fit: pass.</source>
        <translation>A peça que você comprou não encaixa: passe.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You must play the tile you drew.</source>
        <translation>Você precisa jogar a peça que comprou.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You may draw only one tile: pass.</source>
        <translation>Você só pode comprar uma peça: passe.</translation>
    </message>
    <message>
        <location line="+227"/>
        <source>There is no such train.</source>
        <extracomment>the placements of each train: 0 .. p - 1 personal, p the Mexican train trains whose last tile is an unsatisfied double, oldest first</extracomment>
        <translation>Esse trem não existe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The double {tile} must be satisfied first.</source>
        <translation>Primeiro é preciso cobrir a carroça {tile}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>On your first turn you may go on only along your own train.</source>
        <translation>No seu primeiro turno você só pode continuar no seu próprio trem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s train is private.</source>
        <translation>O trem de {owner} é particular.</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>First the engine&apos;s sides: every side of the centre needs a tile.</source>
        <extracomment>every free socket, socket -&gt; number shown (insertion ordered)</extracomment>
        <translation>Primeiro os lados da locomotiva: cada lado do centro precisa de uma peça.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The chicken foot on {tile} needs its three toes first.</source>
        <translation>O pé de galinha da {tile} precisa antes dos seus três dedos.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+3"/>
        <source>The first tile has already been played.</source>
        <translation>A primeira peça já foi jogada.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} has no {end}.</source>
        <translation>{tile} não tem {end}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hand must start with {tile}.</source>
        <translation>A rodada deve começar com {tile}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{tile} cannot lead.</source>
        <translation>{tile} não pode sair.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing is on the table yet: lead a tile.</source>
        <translation>Ainda não há nada na mesa: saia com uma peça.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That end is not open yet.</source>
        <translation>Essa ponta ainda não está aberta.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-307"/>
        <location line="+224"/>
        <location line="+85"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <source>That is not an open end.</source>
        <translation>Isso não é uma ponta aberta.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>{tile} does not fit any open end: draw a tile.</source>
        <translation>{tile} não encaixa em nenhuma ponta aberta: compre uma peça.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{tile} cannot go on the {end}: a half must make seven with it.</source>
        <translation>{tile} não pode ir em {end}: uma metade precisa somar sete com ela.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-331"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+8"/>
        <source>{tile} must touch the {end} with its {end} half.</source>
        <translation>{tile} precisa tocar {end} com sua metade {end}.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+4"/>
        <source>{tile} does not match {end} (open ends show {ends}).</source>
        <translation>{tile} não combina com {end} (as pontas abertas mostram {ends}).</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="+7"/>
        <location line="+6"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+4"/>
        <location line="+6"/>
        <source>You hold a tile that fits: you must play it.</source>
        <translation>Você tem uma peça que encaixa: precisa jogá-la.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="-4"/>
        <source>This game has no drawing: pass instead.</source>
        <translation>Neste jogo não se compra: passe.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-3"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <source>You cannot draw: the boneyard is used up.</source>
        <translation>Você não pode comprar: o monte acabou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+5"/>
        <source>You must draw from the boneyard before passing.</source>
        <translation>Você precisa comprar do monte antes de passar.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/hand.py" line="+2"/>
        <source>Scores are added automatically in this game.</source>
        <translation>Neste jogo os pontos são somados automaticamente.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/games/trains.py" line="-11"/>
        <location filename="../dominoes_qt/rules/hand.py" line="+1"/>
        <location filename="../dominoes_qt/rules/muggins.py" line="+21"/>
        <source>That is not allowed now.</source>
        <translation>Isso não é permitido agora.</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/rules/muggins.py" line="-19"/>
        <source>There is no seat {seat}.</source>
        <translation>Não há o lugar {seat}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to declare.</source>
        <translation>Nada para anunciar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the player who scored can declare.</source>
        <translation>Só o jogador que marcou pode anunciar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wrong amount: the score is {points} ({detail}), not {declared}.</source>
        <translation>Valor errado: a pontuação é {points} ({detail}), não {declared}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>There is no missed score to claim.</source>
        <translation>Não há ponto esquecido para reclamar.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot claim your own missed score.</source>
        <translation>Você não pode reclamar seu próprio ponto esquecido.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You cannot claim your partner&apos;s missed score.</source>
        <translation>Você não pode reclamar o ponto esquecido do seu parceiro.</translation>
    </message>
</context>
<context>
    <name>scores</name>
    <message>
        <location filename="../dominoes_qt/app/score_words.py" line="+22"/>
        <source>double-header</source>
        <translation>pontas duplas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>triple-header</source>
        <translation>pontas triplas</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
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
        <translation>Sul</translation>
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
        <translation>Leste</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/online/controller.py" line="-248"/>
        <location filename="../dominoes_qt/app/online/side_panel.py" line="-72"/>
        <location filename="../dominoes_qt/app/players.py" line="+13"/>
        <location line="+21"/>
        <location filename="../dominoes_qt/app/status_words.py" line="+4"/>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <location filename="../dominoes_qt/app/players.py" line="-16"/>
        <source>You</source>
        <translation>Você</translation>
    </message>
</context>
</TS>
