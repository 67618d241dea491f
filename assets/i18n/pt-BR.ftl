# Os textos do bot em português do Brasil: as mesmas mensagens e as mesmas variáveis que en.ftl
# (um teste verifica isso).
#
# Marcação: `...` é algo para digitar (mostrado como código); **...** fica em destaque.
# Os lances ficam em SAN com as letras inglesas das peças em todos os idiomas (C = Castália).

## Help and the rules in brief

help = **Bot de xadrez Castália**: xadrez ortodoxo mais a Castália (C), que se move como uma dama sem capturar, sequestra a peça mais próxima atrás dela e repele a peça adversária à sua frente.
    Primeira vez com a Castália? `/aprender` ensina a jogar com ela em lições curtas com exercícios (uns dez minutos).
    `/desafiar @jogador [regras] [posição] [cor] [tempo] [ranqueada]`: desafiar alguém (sem jogador: um desafio aberto)
    `/aceitar`, `/recusar`, `/cancelar`: responder a um desafio ou retirar o seu
    `/jogar nível:1-8 [cor] [regras] [tempo]`: jogar contra o bot (casual)
    `/lance e4` (SAN ou UCI: `Cd5`, `d1d5`, `O-O`, `e8=Q`), `/abandonar`, `/empate`, `/voltar`, `/reivindicar`
    `/abortar`: encerrar uma partida antes que os dois lados tenham jogado (sem resultado); `/revanche`: outra partida, com as cores trocadas
    `/tabuleiro [girar]`, `/lances`, `/pgn`, `/estatísticas [jogador]`, `/ranking`, `/regras`, `/web` (o tabuleiro no navegador)
    `/partidas`: suas partidas aqui e os desafios esperando por você; um comando sobre uma partida recebe o número dela (`/tabuleiro 12` ou `partida:12`)
    `/explicar`: o que o último lance faz e por que ele é bom ou ruim; `/explicar 8...Cd5` ou `/explicar mine` (seu último lance): um lance anterior; `/explicar LANCE` mostra uma prévia de um lance antes de ele ser jogado
    `/analisar [partida]`: a engine analisa uma partida: erros, lances melhores, precisão, um gráfico e um PGN comentado (uma partida entre pessoas, depois que ela termina)
    `/esquecer`: apagar tudo o que o bot guarda sobre você (administradores do servidor: `/esquecer usuário`)
    `/torneio criar tipo:suíço rodadas:5 tempo:10+5 início:15m nome:Aberto de inverno`, `/torneio entrar`, `/torneio emparceiramentos`, `/torneio classificação`, `/torneio desistir`, `/torneio lista`, `/torneio encerrar`: os torneios daqui (arena, suíço ou todos contra todos)
    Digitado como texto, o valor de uma opção com espaços vai até a próxima opção (`nome:Aberto de inverno tempo:10+5`), ou coloque-o entre aspas (`nome:"Aberto de inverno"`)
    `/configurações [tema:oceano] [coordenadas:não] [avisos:dm] [idioma:de]`: a aparência do seu tabuleiro, avisos também por mensagem direta e o idioma em que o bot fala com você
    `/aprender`, `/aprender lição:3`, `/aprender ação:dica`: o curso da Castália, lição por lição (um simples `/lance` também responde a um exercício onde você não tem partida em andamento)
    `/problema [temas:kidnap]`, `/problema diário`, `/problema lance:Cd5`, `/problema desistir`: resolva problemas de Castália (um simples `/lance` também responde onde você não tem partida em andamento)
    Opções: regras `castalia` (padrão), `castalia-fraca`, `tradicional`; posição `castalia`, `clássica` ou uma FEN; cor `brancas`, `pretas`, `aleatório`; tempo `nenhum`, `10+5`, `3d` (se omitido: o padrão do servidor); ranqueada `sim` ou `não` (uma partida sem relógio é sempre casual).

rules-brief = **Xadrez Castália** (M. Winther, 2006): xadrez ortodoxo mais a **Castália** (C), que vale cerca de 3 peões.
    1. Ela se move como uma dama para uma casa **vazia** e **nunca captura**. Ela pode ser capturada.
    2. **Sequestro** (obrigatório): a peça mais próxima atrás dela, na linha pela qual ela se move (de qualquer cor, inclusive reis), é arrastada para a casa que ela deixou. Nas regras castalia-weak, ela só sequestra quando se move uma única casa.
    3. **Repulsão**: uma peça adversária na casa logo depois do seu destino desliza na mesma direção até onde puder. Um peão nunca é empurrado para a sua própria primeira fileira; um peão empurrado para a sua última fileira vira dama.
    4. O lance é legal se o seu rei não ficar atacado depois dele: assim, uma Castália pode arrastar o seu rei para fora do xeque. A própria Castália não ataca nada e não dá xeque.
    5. Na posição inicial, cada cavalo da dama é substituído por uma Castália; os peões podem ser promovidos a Castália.
    Todo o resto é xadrez ortodoxo (o direito de roque é perdido quando o rei ou a torre é deslocado). Use `/explicar` em um lance para ver o que ele faz, ou aprenda o jogo passo a passo com `/aprender`.
    As regras completas, com cada decisão tomada onde o inventor não diz nada e exemplos resolvidos: `docs/rules.md` no código-fonte do bot.

## Web board: what the server says on the page (the page's own words are web-ui-*)

# A square's accessible name on the web board: its coordinate, then the piece on it.
web-square = { $square }, { $piece ->
        [pawn] peão
        [knight] cavalo
        [bishop] bispo
        [rook] torre
        [queen] dama
        [king] rei
       *[castalia] Castália
    } { $piece ->
        [rook] { $piece_color ->
            [white] branca
           *[black] preta
        }
        [queen] { $piece_color ->
            [white] branca
           *[black] preta
        }
        [castalia] { $piece_color ->
            [white] branca
           *[black] preta
        }
       *[other] { $piece_color ->
            [white] branco
           *[black] preto
        }
    }
web-off = Este bot não oferece o tabuleiro web.
# The description of the Activity's entry point command (its launcher in Discord).
web-entry-point = Abrir o tabuleiro ao vivo neste canal
web-link = Seu link de acesso ao tabuleiro web (vale uma vez, por 10 minutos; não compartilhe): { $link }
web-square-empty = { $square }, vazia
# status-over for the web board, which has its own Rematch button.
web-status-over = A partida #{ $id } terminou: **{ $outcome }** ({ $result }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }).
# The same as status-aborted-by-player and status-aborted-no-first-move, for the web board, which has its own Rematch button.
web-status-aborted-by-player = A partida #{ $id } foi abortada por { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    }) (sem resultado, ratings inalterados).
web-status-aborted-no-first-move = A partida #{ $id } foi abortada: { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    }) não fez o primeiro lance a tempo (sem resultado, ratings inalterados).
# A legal destination's accessible name: the square's ($square_label: web-square or web-square-empty), then what the move does ($effect: web-effect-displaced, two joined by announce-both, or the move's SAN).
web-square-effect = { $square_label }: { $effect }
web-signin-failed = Este link já foi usado ou tem mais de 10 minutos. Digite /web para o bot e receba outro.
web-error-signed-out = Você não entrou. Digite /web para o bot e receba um link.
web-error-origin = Este pedido veio de outro site e foi recusado; nada mudou.
web-error-bad-request = Não foi possível ler o pedido; nada mudou.
web-error-activity-refused = O Discord não confirmou que você participa desta atividade aqui; feche-a e abra de novo.
web-error-position-changed = A posição mudou nesse meio-tempo, então seu lance não foi jogado.
web-error-not-a-player = Só os jogadores da partida #{ $id } podem fazer isso; você está assistindo.
web-error-too-large = O pedido é grande demais; nada mudou.
web-error-no-game = Não há partida #{ $id } que você possa ver.
web-error-not-found = Não há nada aqui.
web-error-too-many = Pedidos demais: espere um momento e tente de novo.
web-error-discord-off = Entrar com o Discord não está configurado neste bot: digite /web para o bot.
web-error-discord-failed = O Discord não confirmou quem você é; tente de novo.
web-error-no-review = A análise de uma partida entre pessoas aparece quando ela termina (jogo limpo).
web-challenge-incoming = { $player } desafia você: { $terms }
web-rematch-offered = { $player } oferece uma revanche a você.
web-challenge-open = { $player } oferece uma partida a qualquer um: { $terms }
web-challenge-yours = Seu desafio para { $player }: { $terms }
web-challenge-yours-open = Seu desafio aberto: { $terms }
web-level = Nível { $level }
# What a Castalia move would do, said to its player before it is played ($owner: yours, player, bot or removed, as in announce-displaced).
web-effect-displaced = { $how ->
        [kidnap] sequestra
       *[push] empurra
    } { $piece ->
        [pawn] { $owner ->
            [own] o próprio peão
            [yours] o seu peão
            [player] o peão de { $player }
            [bot] o peão do bot
           *[removed] o peão { $color ->
                [white] branco
               *[black] preto
            }
        }
        [knight] { $owner ->
            [own] o próprio cavalo
            [yours] o seu cavalo
            [player] o cavalo de { $player }
            [bot] o cavalo do bot
           *[removed] o cavalo { $color ->
                [white] branco
               *[black] preto
            }
        }
        [bishop] { $owner ->
            [own] o próprio bispo
            [yours] o seu bispo
            [player] o bispo de { $player }
            [bot] o bispo do bot
           *[removed] o bispo { $color ->
                [white] branco
               *[black] preto
            }
        }
        [rook] { $owner ->
            [own] a própria torre
            [yours] a sua torre
            [player] a torre de { $player }
            [bot] a torre do bot
           *[removed] a torre { $color ->
                [white] branca
               *[black] preta
            }
        }
        [queen] { $owner ->
            [own] a própria dama
            [yours] a sua dama
            [player] a dama de { $player }
            [bot] a dama do bot
           *[removed] a dama { $color ->
                [white] branca
               *[black] preta
            }
        }
        [king] { $owner ->
            [own] o próprio rei
            [yours] o seu rei
            [player] o rei de { $player }
            [bot] o rei do bot
           *[removed] o rei { $color ->
                [white] branco
               *[black] preto
            }
        }
       *[castalia] { $owner ->
            [own] a própria Castália
            [yours] a sua Castália
            [player] a Castália de { $player }
            [bot] a Castália do bot
           *[removed] a Castália { $color ->
                [white] branca
               *[black] preta
            }
        }
    } de { $from } para { $to }{ $queen ->
        [yes] , onde vira dama
       *[no] {""}
    }

## Settings

# $theme: o nome de um tema de tabuleiro (classic, ocean, forest: digitados como são).
# $coordinates: on ou off. $notices: dm ou channel.
# $language: o nome do idioma nele mesmo, com a forma como foi escolhido (settings-language-*).
settings-current = Suas configurações: tabuleiro **{ $theme }**, coordenadas **{ $coordinates ->
        [on] ativadas
       *[off] desativadas
    }**, avisos **{ $notices ->
        [dm] no canal e por mensagem direta
       *[channel] só no canal
    }**, idioma **{ $language }**.
settings-saved = Salvo. Suas configurações: tabuleiro **{ $theme }**, coordenadas **{ $coordinates ->
        [on] ativadas
       *[off] desativadas
    }**, avisos **{ $notices ->
        [dm] no canal e por mensagem direta
       *[channel] só no canal
    }**, idioma **{ $language }**.
settings-language-chosen = { $language }
settings-language-auto = { $language } (o idioma do seu Discord)
settings-language-console = { $language } (--lang do console)
# $themes: os nomes dos temas, separados por vírgulas.
settings-how-to-change = Mude com `/configurações tema:floresta coordenadas:não avisos:dm idioma:de` (temas: { $themes }; avisos: dm ou canal; idioma: en, de, fr, es, ru, pt-BR, ou auto para { $site ->
        [console] usar o --lang do console
       *[discord] seguir o Discord
    }).
settings-sample-board-alt = Um tabuleiro de exemplo com as suas configurações de tabuleiro (cores, peças e coordenadas): a posição inicial do xadrez Castália.

## Slash commands: the names and descriptions Discord shows (names: lower case, 1-32 letters,
## digits, - or _, no spaces; descriptions: 1-100 characters). Option values stay as typed.

cmd-challenge = desafiar
    .description = Desafiar alguém para uma partida (sem jogador: um desafio aberto que qualquer um pode aceitar)
cmd-challenge-opt-user = jogador
    .description = Contra quem jogar (omita para um desafio aberto)
cmd-challenge-opt-rules = regras
    .description = Conjunto de regras (padrão: castalia)
cmd-challenge-opt-setup = posição
    .description = Posição inicial: castalia, clássica ou uma FEN
cmd-challenge-opt-color = cor
    .description = Sua cor (padrão: aleatório)
cmd-challenge-opt-time = tempo
    .description = Controle de tempo: nenhum, 10+5 (minutos+incremento) ou 3d (dias por lance)
cmd-challenge-opt-rated = ranqueada
    .description = Ranqueada ou casual (padrão: ranqueada se houver relógio)
cmd-accept = aceitar
    .description = Aceitar um desafio (o que foi feito a você aqui, ou o deste número)
cmd-accept-opt-id = número
    .description = Número do desafio
cmd-decline = recusar
    .description = Recusar um desafio feito a você
cmd-decline-opt-id = número
    .description = Número do desafio
cmd-cancel = cancelar
    .description = Retirar o seu desafio
cmd-cancel-opt-id = número
    .description = Número do desafio
cmd-play = jogar
    .description = Jogar contra o bot
cmd-play-opt-level = nível
    .description = Força: de 1 (iniciante) a 8 (força máxima)
cmd-play-opt-color = cor
    .description = Sua cor (padrão: aleatório)
cmd-play-opt-rules = regras
    .description = Conjunto de regras (padrão: castalia)
cmd-play-opt-time = tempo
    .description = Controle de tempo: nenhum, 10+5 (minutos+incremento) ou 3d (dias por lance)
cmd-move = lance
    .description = Jogar um lance (SAN como Cd5, e4, O-O, e8=Q, ou UCI como e2e4)
cmd-move-opt-move = lance
    .description = Seu lance
cmd-move-opt-game = partida
    .description = Número da partida (quando você joga várias aqui)
cmd-board = tabuleiro
    .description = Mostrar o tabuleiro
cmd-board-opt-game = partida
    .description = Número da partida
cmd-board-opt-flip = girar
    .description = Desenhar o tabuleiro visto do outro lado
cmd-board-opt-text = texto
    .description = Só em palavras, só para você (para um leitor de tela)
cmd-moves = lances
    .description = Listar os lances de uma partida
cmd-moves-opt-game = partida
    .description = Número da partida
cmd-pgn = pgn
    .description = Baixar uma partida em PGN
cmd-pgn-opt-game = partida
    .description = Número da partida
cmd-resign = abandonar
    .description = Abandonar a sua partida
cmd-resign-opt-game = partida
    .description = Número da partida
cmd-draw = empate
    .description = Oferecer empate, aceitar a oferta do seu adversário ou recusá-la
cmd-draw-opt-decline = recusar
    .description = Recusar a oferta do seu adversário
cmd-draw-opt-game = partida
    .description = Número da partida
cmd-takeback = voltar
    .description = Pedir para voltar o seu último lance, aceitar o pedido do adversário ou recusá-lo
cmd-takeback-opt-decline = recusar
    .description = Recusar o pedido do seu adversário
cmd-takeback-opt-game = partida
    .description = Número da partida
cmd-explain = explicar
    .description = Explicar um lance: o que sequestra e repele, e por que é bom ou ruim (padrão: o último lance)
cmd-explain-opt-move = lance
    .description = Um lance anterior (8...Cd5, Cd5, mine: o seu último) ou um para testar; padrão: o último
cmd-explain-opt-game = partida
    .description = Número da partida
cmd-review = analisar
    .description = Analisar uma partida com a engine: erros, lances melhores, precisão, gráfico e PGN comentado
cmd-review-opt-game = partida
    .description = Número da partida (padrão: a sua partida aqui, ou a sua última)
cmd-claim = reivindicar
    .description = Reivindicar a vitória quando o tempo do seu adversário acabar
cmd-claim-opt-game = partida
    .description = Número da partida
cmd-abort = abortar
    .description = Abortar a sua partida antes que os dois lados joguem (sem resultado, sem mudança de rating)
cmd-abort-opt-game = partida
    .description = Número da partida
cmd-rematch = revanche
    .description = Pedir revanche de uma partida terminada: mesmas opções, cores trocadas
cmd-rematch-opt-game = partida
    .description = Número da partida (padrão: a sua última partida terminada aqui)
cmd-games = partidas
    .description = Listar as suas partidas em andamento
cmd-rules = regras
    .description = As regras do xadrez Castália
cmd-web = web
    .description = Um link para entrar no tabuleiro web (só você vê)
cmd-stats = estatísticas
    .description = Ratings e resultados de um jogador (padrão: você)
cmd-stats-opt-user = jogador
    .description = De quem são as estatísticas
cmd-leaderboard = ranking
    .description = Os jogadores com melhor rating deste servidor (em DM: você e seus adversários ranqueados)
cmd-leaderboard-opt-rules = regras
    .description = Conjunto de regras (padrão: castalia)
cmd-forget = esquecer
    .description = Apagar o que o bot guarda sobre você (administradores do servidor: sobre qualquer pessoa)
cmd-forget-opt-user = usuário
    .description = De quem são os dados (só administradores; padrão: você)
cmd-help = ajuda
    .description = Como usar o bot
cmd-settings = configurações
    .description = Aparência do tabuleiro, avisos por DM e idioma (mostra tudo; muda o que você informar)
cmd-settings-opt-theme = tema
    .description = Cores do tabuleiro
cmd-settings-opt-coordinates = coordenadas
    .description = Colunas e fileiras em volta do tabuleiro
cmd-settings-opt-notify = avisos
    .description = dm: me avise também por mensagem direta (sua vez, desafios, lembretes, fim de partida)
cmd-settings-opt-language = idioma
    .description = O idioma em que eu falo com você (auto: o idioma do seu Discord)
cmd-puzzle = problema
    .description = Resolver um problema de Castália (respostas e tabuleiros são mostrados só para você)
cmd-puzzle-opt-action = ação
    .description = novo (padrão), diário (o mesmo para todos hoje), mostrar ou desistir
cmd-puzzle-opt-themes = temas
    .description = Um tema, por exemplo kidnap, repulse, mateIn2, defence
cmd-puzzle-opt-move = lance
    .description = Sua resposta ao problema que você está resolvendo, por exemplo Cd5
cmd-learn = aprender
    .description = Aprender xadrez Castália: lições curtas com exercícios (mostradas só para você)
cmd-learn-opt-lesson = lição
    .description = Uma lição para abrir, pelo número (omita para continuar de onde você parou)
cmd-learn-opt-action = ação
    .description = dica, repetir (o exercício de novo) ou próximo (pular para o próximo exercício)
cmd-learn-opt-move = lance
    .description = Sua resposta ao exercício, por exemplo Cd5
cmd-tournament = torneio
    .description = Torneios deste servidor: arena, suíço e todos contra todos
cmd-tournament-create = criar
    .description = Criar um torneio (requer a permissão Gerenciar eventos)
cmd-tournament-create-opt-kind = tipo
    .description = arena (emparceira conforme as partidas terminam), suíço (holandês da FIDE) ou todos-contra-todos
cmd-tournament-create-opt-rounds = rodadas
    .description = Suíço: o número de rodadas (padrão 5)
cmd-tournament-create-opt-minutes = minutos
    .description = Arena: quanto tempo dura, em minutos (padrão 30)
cmd-tournament-create-opt-double = duplo
    .description = Todos contra todos: cada um enfrenta os outros duas vezes, com as cores trocadas
cmd-tournament-create-opt-berserk = berserk
    .description = Arena: os jogadores podem dar metade do relógio por um ponto extra (padrão: sim)
cmd-tournament-create-opt-rules = regras
    .description = Conjunto de regras (padrão: castalia)
cmd-tournament-create-opt-time = tempo
    .description = Controle de tempo: 3+2 (minutos+incremento) ou 1d (dias por lance)
cmd-tournament-create-opt-rated = ranqueada
    .description = Partidas ranqueadas ou casuais (padrão: ranqueadas se houver relógio)
cmd-tournament-create-opt-start = início
    .description = Quando começa: now, 15m, 2h, 1d (padrão 10m)
cmd-tournament-create-opt-name = nome
    .description = O nome do torneio
cmd-tournament-create-opt-band = faixa
    .description = Só jogadores com rating nesta faixa, por exemplo 1200-1600
cmd-tournament-join = entrar
    .description = Entrar em um torneio deste servidor
cmd-tournament-join-opt-id = número
    .description = O número do torneio (omita para o que está aberto aqui)
cmd-tournament-leave = sair
    .description = Sair de um torneio (se já começou: deixar as próximas rodadas)
cmd-tournament-leave-opt-id = número
    .description = O número do torneio (omita para o daqui)
cmd-tournament-withdraw = desistir
    .description = Desistir de um torneio em andamento (sem novos emparceiramentos; as partidas jogadas valem)
cmd-tournament-withdraw-opt-id = número
    .description = O número do torneio (omita para o daqui)
cmd-tournament-berserk = berserk
    .description = Arena: dar metade do seu relógio por um ponto a mais se vencer (antes do seu primeiro lance)
cmd-tournament-berserk-opt-game = partida
    .description = O número da partida (omita para a sua partida de torneio em andamento)
cmd-tournament-start = iniciar
    .description = Iniciar o seu torneio agora
cmd-tournament-start-opt-id = número
    .description = O número do torneio (omita para o daqui)
cmd-tournament-end = encerrar
    .description = Encerre seu torneio agora com a classificação atual
cmd-tournament-end-opt-id = número
    .description = O número do torneio (omita para o daqui)
cmd-tournament-standings = classificação
    .description = A classificação de um torneio
cmd-tournament-standings-opt-id = número
    .description = O número do torneio (omita para o daqui)
cmd-tournament-pairings = emparceiramentos
    .description = Os emparceiramentos de uma rodada (numa arena: as partidas em andamento)
cmd-tournament-pairings-opt-id = número
    .description = O número do torneio (omita para o daqui)
cmd-tournament-pairings-opt-round = rodada
    .description = A rodada (padrão: a última emparceirada)
cmd-tournament-list = lista
    .description = Os torneios deste servidor
cmd-tournament-trf = trf
    .description = Um torneio como relatório FIDE TRF-16
cmd-tournament-trf-opt-id = número
    .description = O número do torneio (omita para o daqui)

## Valores das opções: as escolhas das opções dos comandos em cada idioma
## (`/jogar cor:brancas` é `/play color:white`); uma palavra por valor, em minúsculas, sem espaços.

choice-color-white = brancas
choice-color-black = pretas
choice-color-random = aleatório
choice-rules-castalia = castalia
choice-rules-castalia-weak = castalia-fraca
choice-rules-standard = tradicional
choice-setup-castalia = castalia
choice-setup-classic = clássica
choice-time-none = nenhum
choice-yesno-yes = sim
choice-yesno-no = não
choice-onoff-on = sim
choice-onoff-off = não
choice-notify-dm = dm
choice-notify-channel = canal
choice-theme-classic = clássico
choice-theme-ocean = oceano
choice-theme-forest = floresta
choice-language-auto = auto
choice-kind-arena = arena
choice-kind-swiss = suíço
choice-kind-roundrobin = todos-contra-todos
choice-puzzle-new = novo
choice-puzzle-daily = diário
choice-puzzle-show = mostrar
choice-puzzle-giveup = desistir
choice-learn-hint = dica
choice-learn-retry = repetir
choice-learn-next = próximo

## Discord: the game embed, buttons and the adapter's own words

discord-cut-attached = … (o texto completo está em anexo)
# $id: o número da partida; $white, $black: os nomes dos jogadores.
discord-game-title = Partida #{ $id }: { $white } x { $black }
# $variant: o conjunto de regras (castalia, castalia-weak, standard); $time: o controle de tempo.
discord-game-rules = { $variant }, { $time }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }
discord-field-white = Brancas
discord-field-black = Pretas
# O campo com as regras, o controle de tempo e se a partida é ranqueada.
discord-field-rules = Regras
# O campo com o número do lance sendo jogado.
discord-field-move = Lance
discord-field-last-move = Último lance
discord-no-move-yet = nenhum ainda
discord-field-time-runs-out = O tempo acaba
discord-confirm-resign = Abandonar a partida #{ $id }? Seu adversário vence; isso não pode ser desfeito.
button-rematch = Revanche
# Launches the board as a Discord Activity in the channel.
button-play-on-board = Jogar no tabuleiro
button-move = Jogar
button-abort = Abortar
button-resign = Abandonar
button-offer-draw = Oferecer empate
button-flip = Girar tabuleiro
button-explain-last = Explicar último lance
button-hint = Dica
button-retry = Tentar de novo
button-skip = Próximo (pular)
button-next = Próximo
button-join = Entrar
button-leave = Sair
button-accept = Aceitar
button-decline = Recusar
button-cancel = Cancelar
discord-nothing-changed = Nada mudou: a partida continua.

## Discord: a game's start, its thread, and where an answer went

# A mensagem de início no canal; $white, $black: os nomes dos jogadores; $terms: regras, controle de tempo e ranqueada ou casual (discord-game-rules).
discord-game-starts = A partida #{ $id } começa: **{ $white }** (brancas) x **{ $black }** (pretas), { $terms }.
# O mesmo para uma partida mostrada num único tabuleiro editado no lugar; o status da partida vem em seguida.
discord-game-starts-live = A partida #{ $id } começa: **{ $white }** (brancas) x **{ $black }** (pretas).
# Segue discord-game-starts quando o tópico da partida está aberto; $thread: um link para o tópico.
discord-game-thread-link = Jogue no tópico da partida: { $thread }
# Segue discord-game-starts até lá.
discord-game-thread-below = O tópico da partida abre logo abaixo.
# O nome do tópico de uma partida (no máximo 100 caracteres); $title: os jogadores ("alice x bob").
discord-game-thread-name = #{ $id } { $title }
# Dito em particular quando a resposta a um comando ou clique foi postada em outro lugar; $thread, $channel: links.
discord-pointer-thread = Feito: a partida continua em { $thread }.
discord-pointer-board = Feito: o tabuleiro da partida #{ $id } foi atualizado em { $channel }.
# A mensagem de um desafio depois de aceito; $name: quem aceitou.
discord-challenge-accepted = Desafio aceito por **{ $name }**: a partida começa abaixo.
# A pergunta particular de Abandonar, fechada depois que o jogador abandonou.
discord-you-resigned = Você abandonou a partida.
# Um botão de uma versão antiga do bot, ou danificado.
discord-stale-button = Este botão não funciona mais; digite `/tabuleiro` para ver um tabuleiro atualizado.
# Embaixo de um aviso enviado por mensagem direta; $link: o canal ou tópico da partida.
discord-dm-go-to-game = Ir para a partida: { $link }

## Discord: the move picker (the Move button's private menus)

# $board: onde o seletor joga ("Partida #12", "Exercício 3.2").
discord-picker-which-piece = { $board }: qual peça você quer mover? (Só você vê isto.)
# O texto de um menu vazio (no máximo 100 caracteres, como todo rótulo do seletor).
discord-picker-choose-piece = Escolha uma peça
# Uma peça no menu: $piece em $square, e o número de lances legais dela.
discord-picker-piece = { $piece ->
        [pawn] Peão
        [knight] Cavalo
        [bishop] Bispo
        [rook] Torre
        [queen] Dama
        [king] Rei
       *[castalia] Castália
    } { $square } ({ $count ->
        [one] { $count } lance
       *[other] { $count } lances
    })
# $board como em discord-picker-which-piece; a peça $piece em $square.
discord-picker-where = { $board }: para onde vai { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    } de { $square }?
discord-picker-choose-destination = Escolha o destino
# O texto de um menu quando uma peça tem lances demais para um só menu: os lances nas direções $directions (discord-picker-direction, separadas por vírgulas), $count lances.
discord-picker-moves-toward = Lances: { $directions } ({ $count })
# Uma direção no tabuleiro (norte: rumo à 8ª fileira); other: lances fora de qualquer linha (salto do cavalo, roque).
discord-picker-direction = { $direction ->
        [north] norte
        [north-east] nordeste
        [east] leste
        [south-east] sudeste
        [south] sul
        [south-west] sudoeste
        [west] oeste
        [north-west] noroeste
       *[other] outros
    }
# O lance de um peão para a última fileira ($square); a nova peça é pedida em seguida.
discord-picker-promotes = { $square }: promoção (escolha a nova peça em seguida)
discord-picker-another-piece = Escolher outra peça
discord-picker-choose-promotion = Escolha a nova peça
discord-picker-promotion = { $board }: o peão de { $from } chega a { $to }. Ele vira qual peça?
# **Jogar** é o botão do tabuleiro (button-move).
discord-picker-stale-game = A posição da partida #{ $id } mudou desde que este menu foi aberto, então nada foi jogado. Clique em **Jogar** no tabuleiro mais recente ou digite `/lance`.
discord-picker-stale-lesson = Você já passou para outro exercício desde que este menu foi aberto, então nada foi jogado. Digite `/aprender` para ver o exercício em que você está.
# O seletor fechado depois de um lance; $san: o lance (Cd5).
discord-picker-played = Você jogou **{ $san }** na partida #{ $id }.

## Discord: the adapter's refusals and apologies

# As permissões do bot, com os nomes das configurações do servidor no Discord em português.
discord-permission-view-channel = Ver canal
discord-permission-send-messages = Enviar mensagens
discord-permission-send-messages-in-threads = Enviar mensagens em tópicos
discord-permission-embed-links = Inserir links
discord-permission-attach-files = Anexar arquivos
# $permissions: os nomes das permissões que faltam (discord-permission-*), separados por vírgulas; $count: quantas.
discord-missing-permissions = Não posso conduzir partidas neste canal: { $count ->
        [one] me falta a permissão
       *[other] me faltam as permissões
    } { $permissions } aqui. Peça a um administrador do servidor para { $count ->
        [one] concedê-la
       *[other] concedê-las
    } a mim (ou ao meu cargo), ou jogue em outro canal.
discord-bot-challenged = Bots não podem aceitar desafios. Jogue contra este bot com `/jogar nível:3`.
discord-sorry = Desculpe, não deu certo; tente de novo.
discord-sorry-explain = Desculpe, a explicação tropeçou. Tente de novo.
discord-sorry-review = Desculpe, a análise tropeçou. Tente de novo mais tarde.
# O progresso de uma análise; $bar: dez caracteres # (feito) e - (a fazer), mantidos como estão; $percent: 0 a 100.
discord-review-progress = Analisando a partida com a engine: `[{ $bar }]` { $percent }%
# $command: o nome do comando como o Discord do usuário o mostra (torneio entrar).
discord-server-only = `/{ $command }` funciona num canal de servidor, onde os dois jogadores podem ver a partida. Aqui você pode jogar contra o bot com `/jogar nível:3`.
# $subcommands: os nomes dos subcomandos, separados por vírgulas.
discord-subcommand-required = Você precisa especificar um dos seguintes subcomandos: { $subcommands }
# $input: o que o usuário digitou numa opção; $command como em discord-server-only.
discord-unreadable-input = Não consegui ler `{ $input }` em `/{ $command }`. `/ajuda` lista os comandos e o que as opções deles aceitam.
discord-unreadable-option = Não consegui ler uma opção em `/{ $command }`. `/ajuda` lista os comandos e o que as opções deles aceitam.
discord-options-mismatch = Não consegui ler as opções de `/{ $command }`: escolha-as nas listas que o Discord mostra (se o formulário parecer diferente do que diz `/ajuda`, o Discord pode ainda estar mostrando uma versão antiga do comando; tente de novo em um minuto).
# O título e o texto da resposta quando um comando quebrou.
discord-internal-error = Erro interno
discord-internal-error-details = Ocorreu um erro interno inesperado.

## Discord: a tournament's thread and scheduled event, the settings menu

# O nome do tópico de um torneio e do seu evento no calendário do servidor (no máximo 100 caracteres); $name: o nome do torneio.
discord-tournament-name = Torneio #{ $id }: { $name }
# A descrição do evento; $summary: o torneio em poucas palavras ("suíço, 5 rodadas, 3+2").
discord-tournament-event = { $summary }. Entre com `/torneio entrar` no canal.
# Uma escolha de `/configurações idioma:` (no máximo 100 caracteres): o idioma do Discord do usuário.
discord-language-auto = auto (o idioma do Discord)

## The console (the local terminal front end)

# $user: o nome do usuário do console.
# The web board's address, printed when the console starts ($url: http://127.0.0.1:8080/).
console-board = Tabuleiro: { $url }
console-welcome = Console do xadrez Castália. Você é `{ $user }`; `/as NAME` troca de usuário, `/ajuda` lista os comandos, `/quit` sai.
console-images-folder = As imagens do tabuleiro são gravadas em { $folder }/
console-not-utf8 = Essa linha não é um texto UTF-8 válido, então foi ignorada: digite o comando de novo.
console-you-are = Agora você é { $user }.
console-bad-name = Diga quem você é, por exemplo `/as alice` (1-32 letras, dígitos, `_`, `-` ou `.`).
console-bot-thinking = (o bot está pensando...)
# Uma resposta particular (no Discord só quem a recebe a vê); $text: a resposta.
console-only-you = (só você) { $text }
console-wrote = ({ $path } gravado)
console-cannot-write = (não foi possível gravar { $path }: { $error })
# $moves: os lances, por exemplo "Cd5 (d4-d5), Qxe7 (e2-e7)".
console-solution-moves = Seus lances na solução: { $moves }
# A legenda embaixo de um tabuleiro em texto; $marks: por exemplo "[ ] origem / destino, < > peça sequestrada".
console-marks = Marcas: { $marks }
console-mark-moved = origem / destino
console-mark-kidnapped = peça sequestrada
console-mark-repulsed = peça repelida
# Um momento relativo a agora: $n unidades ($unit: s, min, h, days) no futuro ou no passado.
console-relative-time = { $when ->
        [future] em { $n } { $unit ->
            [s] s
            [min] min
            [h] h
           *[days] { $n ->
                [one] dia
               *[other] dias
            }
        }
       *[past] há { $n } { $unit ->
            [s] s
            [min] min
            [h] h
           *[days] { $n ->
                [one] dia
               *[other] dias
            }
        }
    }


## Players and games in words

# The bot as a player; $level is 1 to 8.
play-seat-bot = Bot de xadrez Castália (nível { $level })
# A player whose data was deleted at their request.
play-seat-removed = um jogador removido
# A game's title: its players, white first.
play-game-title = { $white } x { $black }
# A time control: no clock at all.
play-time-none = sem relógio
# A correspondence time control.
play-time-days = { $days ->
        [one] { $days } dia por lance
       *[other] { $days } dias por lance
    }
# Why a game ended without a result; $color is the player's colour (white or black).
play-aborted-by = abortada por { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    })
play-aborted-no-first-move = abortada: { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    }) não fez o primeiro lance a tempo

## Refusals

error-no-game = Você não tem partida neste canal. Comece uma com `/desafiar @jogador` ou `/jogar nível:3`.
# $games is a list of error-which-game-item; $first is the number of the first of them.
error-which-game = Você tem { $count } partidas aqui ({ $games }). Acrescente `partida:ID` para dizer qual, por exemplo `partida:{ $first }`.
# One game in the list of error-which-game; $title is error-which-game's players ("alice vs bob").
error-which-game-item = #{ $id } { $title }
error-unknown-game = Não há partida #{ $id } aqui. Digite `/partidas` para ver as suas.
error-game-over = A partida #{ $id } terminou. Comece outra com `/desafiar` ou `/jogar`.
error-not-a-player = Só os jogadores da partida #{ $id } podem fazer isso; qualquer um pode assistir com `/tabuleiro partida:{ $id }`.
# $player is the player whose turn it is.
error-not-your-turn = Não é a sua vez: é a vez de { $player }.
error-no-challenge = Não há nenhum desafio aberto para você aqui. Desafie alguém com `/desafiar @jogador`.
error-unknown-challenge = Não há desafio #{ $id } aqui; ele pode ter expirado ou já ter sido respondido.
# $challenges is a list of error-which-challenge-item.
error-which-challenge = Vários desafios esperam por você aqui ({ $challenges }). Acrescente `número:N` para dizer qual.
# One challenge in the list of error-which-challenge.
error-which-challenge-item = #{ $id } de { $challenger }
error-not-your-challenge = Esse desafio não foi feito a você.
error-own-challenge = Você não pode aceitar o seu próprio desafio; `/cancelar` o retira.
error-self-challenge = Você não pode desafiar a si mesmo. Jogue contra o bot com `/jogar nível:3` ou desafie outra pessoa.
error-conflict = A partida mudou enquanto o seu comando estava a caminho; tente de novo.
error-damaged = O registro guardado da partida #{ $id } está danificado, então não dá para continuar jogando; ele foi deixado intacto. Avise o dono do bot.
error-storage = Desculpe, o bot não conseguiu salvar isso, então nada foi mudado. Tente de novo daqui a pouco.
error-busy = Desculpe, o bot está ocupado e não conseguiu responder a tempo; tente de novo.

## Challenges

challenge-not-in-dm = Desafios são feitos onde os dois jogadores podem vê-los: use `/desafiar` num canal de servidor, ou na sua DM ou DM em grupo com o seu amigo (adicione o app à sua conta antes). Aqui você pode jogar contra o bot com `/jogar nível:3`.
challenge-answer-not-in-dm = Desafios são respondidos onde foram feitos: num canal de servidor, ou na DM ou DM em grupo com o seu amigo. Aqui você pode jogar contra o bot com `/jogar nível:3`.
# $max is the most open challenges one player may have at once (never 1).
challenge-too-many = Você já tem { $max } desafios em aberto: retire um com `/cancelar` ou espere que algum seja respondido ou expire.
# Sent to the challenged player by direct message. $terms is a challenge-terms; $minutes is how long the challenge stays open.
challenge-you = { $challenger } desafia você para uma partida de { $terms } (desafio #{ $id }, aberto por { $minutes } min). Responda lá com `/aceitar` ou `/recusar`.
# $terms is a challenge-terms.
challenge-posted = { $challenger } desafia { $opponent } para uma partida de { $terms }.
# The line after challenge-posted, addressed to the challenged player ($opponent).
challenge-posted-answer = { $opponent }: `/aceitar` ou `/recusar` (desafio #{ $id }, aberto por { $minutes } min).
# A challenge anyone may accept; $terms is a challenge-terms.
challenge-open = { $challenger } lança um desafio aberto: { $terms }.
challenge-open-answer = Qualquer um pode aceitá-lo com `/aceitar` (desafio #{ $id }, aberto por { $minutes } min).
# $player declines the challenge $challenger made.
challenge-declined = { $player } recusa o desafio de { $challenger }.
challenge-withdrawn = { $player } retira o desafio #{ $id }.
challenge-expired = O desafio #{ $id } de { $challenger } expirou sem resposta.
# A game's terms: the kind of chess, then in brackets the setup (a challenge-setup), the colours
# ($challenger is the challenger's name), the time control (e.g. "10+5", "no clock") and whether
# the game is rated.
challenge-terms = { $chess ->
        [castalia] xadrez Castália
       *[orthodox] xadrez ortodoxo
    } ({ $setup }, { $color ->
        [white] { $challenger } joga de brancas
        [black] { $challenger } joga de pretas
       *[random] cores sorteadas
    }, { $time }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    })
# The terms of a game already started: setup (a challenge-setup), time control, rated or not.
challenge-terms-short = { $setup }, { $time }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }
# $rules is the rule set's name as typed (castalia, castalia-weak, standard); $fen a position in FEN.
challenge-setup = regras { $rules }, { $setup ->
        [castalia] posição castalia
        [classic] posição classic
       *[fen] a partir da FEN { $fen }
    }

## Games starting and ending

# $terms is a challenge-terms-short.
play-game-starts = A partida #{ $id } começa: { $white } (brancas) x { $black } (pretas), { $terms }.
# The start of a game against the bot, followed by the bot's level described; $terms is a challenge-terms-short.
play-game-against-bot = Partida #{ $id } { $white } (brancas) x { $black } (pretas), { $terms }.
# The bot's level ($level, 1 to 8) described, with its approximate strength ($elo).
play-bot-level = Nível { $level } (cerca de { $elo } Elo): { $level ->
        [1] um iniciante que enxerga um lance à frente e comete erros graves com frequência
        [2] um novato que percebe ameaças simples, mas deixa passar muitas táticas
        [3] um jogador casual que joga com bom senso, mas ainda entrega peças
        [4] um iniciante de clube que enxerga táticas curtas
        [5] um jogador de clube sólido, às vezes impreciso
        [6] um jogador de clube forte
        [7] um especialista que raramente se desvia do melhor lance
       *[8] força máxima, o melhor lance da engine toda vez
    }.
play-bot-elo-orthodox = Esse Elo foi medido no xadrez ortodoxo, contra o Stockfish. Nenhum outro motor joga xadrez Castália, então lá os níveis só são medidos entre si: cada um vence o de baixo.
play-bot-casual = Esta partida é casual: partidas contra o bot nunca mudam ratings. Partidas ranqueadas são entre pessoas, por exemplo `/desafiar @jogador tempo:10+5`.
# $waiting is the number of bot moves waiting for the engine.
play-bot-very-busy = O bot está muito ocupado agora ({ $waiting } { $waiting ->
        [one] lance esperando
       *[other] lances esperando
    }). Tente de novo daqui a um minuto.
play-abort-tournament = A partida #{ $id } é uma partida do torneio #{ $tournament }: ela não pode ser abortada. `/abandonar` a encerra como derrota.
play-abort-too-late = A partida #{ $id } não pode mais ser abortada: os dois lados já jogaram. Use `/abandonar` ou `/empate`.
# Shown when a finished game's thread is closed.
play-thread-closed = A partida #{ $id } terminou; o tópico dela está fechado.
play-rematch-still-going = A partida #{ $id } ainda está em andamento: termine-a primeiro (`/abandonar`, `/empate` ou `/abortar`).
play-rematch-opponent-removed = Os dados do seu adversário foram apagados, então não pode haver revanche. Desafie alguém com `/desafiar @jogador`.
# Put before the new challenge or game of a rematch.
play-rematch-of = Revanche da partida #{ $id }:
play-rematch-no-game = Você não tem nenhuma partida terminada aqui para pedir revanche. Indique uma com `/revanche partida:ID`.

## The bot's moves

# $reason is why (a sentence).
play-bot-could-not-move = O bot não conseguiu jogar na partida #{ $id }: { $reason }
play-bot-not-its-turn = Não é a vez do bot na partida #{ $id }.
play-bot-already-thinking = O bot já está pensando na partida #{ $id }.
play-bot-no-legal-move = O bot não encontrou nenhum lance legal.
play-bot-stumbled = Desculpe, o bot tropeçou enquanto pensava. Ele vai tentar de novo daqui a um minuto.
# $place is the game's place in the queue of bot moves (2, 3, ...).
play-bot-queue = O bot está ocupado com outras partidas: a sua é a número { $place } na fila, e o lance dele vem assim que um processo ficar livre.

## Moves

# **Move** is the board's button of that name.
move-position-changed = A posição da partida #{ $id } mudou desde que este menu foi aberto, então nada foi jogado. Clique em **Jogar** no tabuleiro mais recente ou digite `/lance`.

## Clocks and deadlines

clock-claim-own-turn = É a sua própria vez: você não pode reivindicar por tempo agora.
clock-claim-no-clock = Esta partida não tem relógio, então não há nada para reivindicar.
# $until is a moment, shown relative to now ("in 5 minutes").
clock-claim-still-time = { $player } ainda tem tempo (o tempo acaba { $until }).
# Correspondence: the player to move ($late) missed the deadline; $waiting may claim the win.
# $title is the game's players (play-game-title); $ends is a moment ("in 2 hours").
clock-time-up-claim = O tempo de { $late } acabou na partida #{ $id } ({ $title }). { $waiting }: use `/reivindicar` para ficar com a vitória agora; senão, a partida termina sozinha { $ends }.
# As clock-time-up-claim, when the waiting side is the bot: the late player is told to move.
clock-time-up-move = O tempo de { $late } acabou na partida #{ $id } ({ $title }). Jogue agora: a partida termina sozinha { $ends }.
# $due is a moment ("in 12 hours"); $title is the game's players (play-game-title).
clock-reminder = Lembrete: { $player }, o prazo do seu lance na partida #{ $id } ({ $title }) acaba { $due }.

## Draw offers and takebacks

# $player offers; $opponent is asked to answer.
offer-draw = { $player } oferece empate na partida #{ $id }. { $opponent }: `/empate` para aceitar, `/empate recusar` para recusar.
offer-takeback = { $player } pede para voltar o último lance na partida #{ $id }. { $opponent }: `/voltar` para aceitar, `/voltar recusar` para recusar.
# $command is the command that answers the offer (/draw or /takeback).
offer-already-asked = Você já pediu; { $opponent } pode responder com `{ $command }`.
# $plies is the number of half-moves taken back (1 or 2).
offer-taken-back = Lance voltado ({ $plies } { $plies ->
        [one] meio-lance
       *[other] meios-lances
    }).
offer-draw-declined = { $player } recusa a oferta de empate.
offer-takeback-declined = { $player } recusa o pedido para voltar o lance.
offer-nothing-to-take-back = Não há nada para voltar: esse lado ainda não jogou.
offer-no-draw-to-decline = Não há nada para recusar: nenhuma oferta de empate espera a sua resposta.
offer-no-takeback-to-decline = Não há nada para recusar: nenhum pedido para voltar o lance espera a sua resposta.
offer-bot-declines-draw = O bot recusa a sua oferta de empate: ele prefere continuar jogando.
# $min and $max are the bot's levels (1 to 4).
offer-bot-takeback-levels = O bot só aceita voltar lances nos níveis { $min }-{ $max }. Continue jogando ou use `/abandonar`.

## Game options

error-standard-has-no-castalia = As regras standard não têm Castália: use `posição:clássica` ou `regras:castalia`.
# $reason is what is wrong with the FEN (from the rules).
error-bad-fen = Essa FEN não funciona: { $reason }. Informe uma FEN legal, ou `posição:castalia` / `posição:clássica`.
error-position-over = Essa posição já terminou (mate, afogamento ou posição morta): escolha outra.
error-rated-without-clock = Uma partida sem relógio é sempre casual, então não pode ser ranqueada: dê um relógio a ela, por exemplo `tempo:10+5` ou `tempo:3d`, ou omita `ranqueada:sim`.
# $rules is what the player typed; the rule set names are the choice-rules-* words.
error-unknown-rules = Conjunto de regras desconhecido `{ $rules }`: use castalia, castalia-fraca ou tradicional
error-setup-empty = `posição:` precisa de um valor: `posição:castalia`, `posição:clássica` ou uma FEN entre aspas; omita-a para a posição inicial padrão.
# $setup is what the player typed; the setup names are the choice-setup-* words.
error-unknown-setup = Posição desconhecida `{ $setup }`: use castalia, clássica ou uma FEN
# $color is what the player typed; the colour words are the choice-color-* words.
error-unknown-color = `{ $color }` não é uma cor: use brancas, pretas ou aleatório.
# $time is what the player typed.
error-unknown-time = `{ $time }` não é um controle de tempo: use `nenhum`, `10+5` (minutos + segundos por lance, até 180+60) ou `3d` (1-14 dias por lance).

## Typed commands (the console, prefix commands)

# Command names ($command, $name, $suggestion: move, board, ...) and option names ($option:
# game, move, ...) stay as they are typed.
# $length is the number of characters of the line; $max the most accepted.
command-too-long = Essa linha é longa demais ({ $length } caracteres, no máximo { $max }).
# $name is the command typed; $suggestion the nearest command name.
command-unknown-suggest = Comando desconhecido `/{ $name }`. Você quis dizer `/{ $suggestion }`?
command-unknown = Comando desconhecido `/{ $name }`. Digite `/ajuda` para ver a lista.
command-takes-no-options = `/{ $command }` não aceita `{ $option }:`; ele não aceita nenhuma opção.
# $allowed is the list of the options the command takes ("game:, move:").
command-unknown-option = `/{ $command }` não aceita `{ $option }:`; ele aceita { $allowed }.
# $word is what was typed where a number was wanted; $number says which number.
command-not-a-number = `{ $word }` não é um número: { $number ->
        [challenge] escreva o número do desafio, por exemplo número:7
        [tournament] escreva o número do torneio, por exemplo número:3
        [round] escreva o número da rodada, por exemplo rodada:2
       *[game] escreva o número da partida, por exemplo partida:12
    }
# $word is a word the command does not take.
command-bad-word = `/{ $command }` não entende `{ $word }`: informe o número de uma partida, por exemplo `12` ou `partida:12`, ou nada para a sua partida aqui.
# As command-bad-word, for a command that also takes some words (`/board flip`).
command-bad-word-or-flag = `/{ $command }` não entende `{ $word }`: informe o número de uma partida, por exemplo `12` ou `partida:12`, ou uma das palavras de `/ajuda`.
# $first and $second are game numbers.
command-two-games = Duas partidas foram indicadas ({ $first } e { $second }): informe uma só, por exemplo `partida:{ $first }`.
command-unclosed-quote = Aspas não fechadas: feche-as com `"`.
command-option-empty = `{ $option }:` precisa de um valor: informe um ou omita a opção para usar o padrão.
# $level is what was typed; $min and $max are the weakest and strongest levels.
command-bad-level = `{ $level }` não é um nível: escolha um de { $min } (iniciante) a { $max } (força máxima), por exemplo nível:3
# The option values are the choice-* words of the language (language codes stay as they are).
command-coordinates-usage = coordenadas: aceita sim ou não, por exemplo `/configurações coordenadas:não`.
command-notify-usage = avisos: aceita dm (avisos também por mensagem direta) ou canal, por exemplo `/configurações avisos:dm`.
command-theme-usage = tema: aceita clássico, oceano ou floresta, por exemplo `/configurações tema:oceano`.
command-language-usage = idioma: aceita en, de, fr, es, ru, pt-BR ou auto, por exemplo `/configurações idioma:de`.
command-rated-usage = ranqueada: aceita sim ou não.
command-tournament-usage = Tente `/torneio criar tipo:suíço rodadas:3 tempo:10+5 início:now`, `/torneio entrar`, `/torneio iniciar`, `/torneio emparceiramentos`, `/torneio classificação`, `/torneio desistir`, `/torneio berserk`, `/torneio lista` ou `/torneio encerrar`.
# $word: a word `/tournament create` does not take.
command-tournament-create-word = `/torneio criar` não entende `{ $word }`: as configurações se escrevem `opção:valor`, p. ex. `tipo:suíço rodadas:5`. Um valor com espaços vai até a próxima opção (`nome:Aberto de inverno tempo:10+5`), ou coloque-o entre aspas (`nome:"Aberto de inverno"`).
command-challenge-usage = Indique o jogador a desafiar, por exemplo `/desafiar bob`, ou omita-o para um desafio aberto.
command-play-usage = Escolha um nível de 1 a 8, por exemplo `/jogar nível:3`.
command-move-usage = Diga qual lance, por exemplo `/lance e4` ou `/lance Cd5`.
command-puzzle-usage = Tente `/problema`, `/problema temas:kidnap`, `/problema ação:diário`, `/problema lance:Cd5` ou `/problema ação:desistir`.
command-learn-usage = Tente `/aprender`, `/aprender 3`, `/aprender dica`, `/aprender repetir`, `/aprender próximo` ou `/aprender lance:Cd5`.
command-stats-usage = Indique um jogador, por exemplo `/estatísticas bob`.
command-forget-usage = Indique um jogador, por exemplo `/esquecer bob` (administradores do servidor), ou só `/esquecer` para apagar os seus próprios dados.

## Games in a few words

# $time: the time control (play-time-*).
game-terms = { $rules }, { $time }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }

## How a game ended

# $winner: white or black; $reason: how they won.
game-outcome-win = { $winner ->
        [white] As brancas vencem
       *[black] As pretas vencem
    } por { $reason ->
        [checkmate] xeque-mate
        [resignation] abandono
        [timeout] tempo
       *[abandonment] W.O. (o adversário deixou a partida)
    }
# $reason: why the game was drawn.
game-outcome-draw = Empate por { $reason ->
        [stalemate] afogamento
        [repetition] tripla repetição
        [fifty-moves] regra dos 50 lances
        [dead-position] material insuficiente (posição morta)
        [agreement] acordo
       *[timeout-vs-insufficient-material] tempo esgotado contra material insuficiente
    }

## Game status (shown under every board)

# $player: who aborted the game; $color: their colour.
status-aborted-by-player = A partida #{ $id } foi abortada por { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    }) (sem resultado, ratings inalterados). `/revanche` pede outra.
# $player: who did not make a first move in time; $color: their colour.
status-aborted-no-first-move = A partida #{ $id } foi abortada: { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    }) não fez o primeiro lance a tempo (sem resultado, ratings inalterados). `/revanche` pede outra.
# A tournament game cannot be aborted: $player ($color) lost it by forfeit; $reason: why
# (no-first-move: their first-move time ran out; left: they ended it before both had moved);
# $tournament: the tournament's number.
status-tournament-forfeit = A partida #{ $id } terminou: { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    }) { $reason ->
        [no-first-move] não fez o primeiro lance a tempo
       *[left] saiu antes de os dois lados jogarem
    } e perde por W.O. (torneio #{ $tournament }; um W.O. não conta para o rating). `/torneio classificação número:{ $tournament }` mostra a tabela.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
status-over = A partida #{ $id } terminou: **{ $outcome }** ({ $result }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }). `/revanche` pede outra.
# The same as status-over, for a game of tournament $tournament.
status-over-tournament = A partida #{ $id } terminou: **{ $outcome }** ({ $result }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }), uma partida do torneio #{ $tournament }. `/torneio classificação número:{ $tournament }` mostra a tabela.
# $player: who is to move; $color: their colour; $number: the move number.
status-to-move = Vez de { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    }), lance { $number }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }.
status-to-move-in-check = Vez de { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    }, em xeque), lance { $number }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }.
# $white, $black: the time each side has left (4:05).
status-clocks = Relógios: brancas { $white }, pretas { $black }.
status-abortable = Até que os dois lados tenham jogado, qualquer um deles pode usar `/abortar`.
# $player: who offers the draw.
status-draw-offer = { $player } oferece empate.
# $time: when the side to move runs out of time (shown as "in 5 minutes" or a date).
status-deadline = (o tempo acaba { $time })

## A move just played

# $player: who played; $san: the move.
announce-played = { $player } jogou **{ $san }**.
# $what: what the Castalia did: one announce-displaced, or two joined by announce-both.
announce-played-displacing = { $player } jogou **{ $san }**: { $what }.
# The move in a few words, for a "last move" field.
announce-summary = { $san }: { $what }
# Two things the Castalia did (each an announce-displaced), the kidnap first.
announce-both = { $first } e { $second }
# A piece the Castalia dragged ($how: kidnap) or pushed ($how: push) from square $from to $to.
# $owner: whose piece it is: own (the mover's own), yours (the reader's), player ($player's),
# bot (the bot's), removed (a removed player's: the piece is named with its $color).
# $queen: yes when a pushed pawn became a queen.
announce-displaced = { $how ->
        [kidnap] sequestrou
       *[push] empurrou
    } { $piece ->
        [pawn] { $owner ->
            [own] o próprio peão
            [yours] o seu peão
            [player] o peão de { $player }
            [bot] o peão do bot
           *[removed] o peão { $color ->
                [white] branco
               *[black] preto
            }
        }
        [knight] { $owner ->
            [own] o próprio cavalo
            [yours] o seu cavalo
            [player] o cavalo de { $player }
            [bot] o cavalo do bot
           *[removed] o cavalo { $color ->
                [white] branco
               *[black] preto
            }
        }
        [bishop] { $owner ->
            [own] o próprio bispo
            [yours] o seu bispo
            [player] o bispo de { $player }
            [bot] o bispo do bot
           *[removed] o bispo { $color ->
                [white] branco
               *[black] preto
            }
        }
        [rook] { $owner ->
            [own] a própria torre
            [yours] a sua torre
            [player] a torre de { $player }
            [bot] a torre do bot
           *[removed] a torre { $color ->
                [white] branca
               *[black] preta
            }
        }
        [queen] { $owner ->
            [own] a própria dama
            [yours] a sua dama
            [player] a dama de { $player }
            [bot] a dama do bot
           *[removed] a dama { $color ->
                [white] branca
               *[black] preta
            }
        }
        [king] { $owner ->
            [own] o próprio rei
            [yours] o seu rei
            [player] o rei de { $player }
            [bot] o rei do bot
           *[removed] o rei { $color ->
                [white] branco
               *[black] preto
            }
        }
       *[castalia] { $owner ->
            [own] a própria Castália
            [yours] a sua Castália
            [player] a Castália de { $player }
            [bot] a Castália do bot
           *[removed] a Castália { $color ->
                [white] branca
               *[black] preta
            }
        }
    } de { $from } para { $to }{ $queen ->
        [yes] , onde virou dama
       *[no] {""}
    }

## A game's board, moves, PGN and result card

# A board in words (a picture's alt text, the text board); $board: the position in words.
game-board-words = Partida #{ $id } { $white } x { $black } ({ $rules }). { $board }
# The heading drawn on a board picture.
game-picture-header = #{ $id }  { $white } x { $black }  ({ $rules })
# $moves: the moves played, in PGN notation.
game-moves = Partida #{ $id } ({ $white } x { $black }): { $moves }
game-moves-none = Partida #{ $id } ({ $white } x { $black }): nenhum lance ainda
game-pgn = PGN da partida #{ $id } ({ $white } x { $black }).
# The alt text of the worked example drawn with /rules.
game-rules-example-alt = O sequestro e a repulsão da Castália num só lance, desenhados antes e depois
game-card-not-yet = A partida #{ $id } ainda está em andamento; o cartão de resultado vem quando ela terminar.
# The result card. $result: 1-0, 0-1 or 1/2-1/2; $outcome: how it ended (game-outcome-*);
# $moves: how many moves were played (a move: White's and Black's).
game-card-over = A partida #{ $id } terminou. { $white } (brancas) x { $black } (pretas): **{ $result }**: { $outcome } após { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }.
# $player: who aborted; $color: their colour.
game-card-aborted-by-player = A partida #{ $id } terminou. { $white } (brancas) x { $black } (pretas): abortada por { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    }) após { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }.
# $player: who did not make a first move in time; $color: their colour.
game-card-aborted-no-first-move = A partida #{ $id } terminou. { $white } (brancas) x { $black } (pretas): abortada: { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    }) não fez o primeiro lance a tempo, após { $moves ->
        [one] { $moves } lance
       *[other] { $moves } lances
    }, { $rated ->
        [rated] ranqueada
       *[casual] casual
    }.
# A tournament game lost by forfeit ($reason as in status-tournament-forfeit).
game-card-tournament-forfeit = A partida #{ $id } terminou. { $white } (brancas) x { $black } (pretas): { $player } ({ $color ->
        [white] brancas
       *[black] pretas
    }) { $reason ->
        [no-first-move] não fez o primeiro lance a tempo
       *[left] saiu antes de os dois lados jogarem
    } e perdeu por W.O. (torneio #{ $tournament }, sem rating).
# $sentence: the last move in a sentence (announce-played...).
game-last-move = O último lance: { $sentence }
# The alt text of a finished game's animation. $moves: the moves in PGN notation;
# $board: the final board in words (game-board-words).
game-animation-alt = Uma animação da partida inteira, lance a lance: { $moves }. A posição final: { $board }
# The heading drawn on the animation.
game-animation-header = #{ $id }  { $white } x { $black }
# The heading of a move picker: a game, or a course exercise ($exercise: its number, 3.2).
game-choices-game = Partida #{ $id }
game-choices-exercise = Exercício { $exercise }
game-no-legal-move = Não há nenhum lance legal na partida #{ $id }.

## /games

games-none = Você não tem partida em andamento aqui nem desafio esperando. Comece uma com `/desafiar @jogador` ou `/jogar nível:3`.
games-heading = Suas partidas aqui:
games-line-your-move = #{ $id } { $white } x { $black } ({ $rules }, sua vez)
# $player: who is to move.
games-line-to-move = #{ $id } { $white } x { $black } ({ $rules }, vez de { $player })
games-line-damaged = #{ $id } { $white } x { $black } ({ $rules }, registro danificado)
games-challenges-heading = Desafios:
# A challenge the reader made. $to: the challenged player; $terms: what it offers (rules,
# setup, colours, time).
games-challenge-from-you = #{ $id } de você para { $to }, { $terms }: `/cancelar número:{ $id }` o retira
games-challenge-from-you-open = #{ $id } de você para qualquer um (aberto), { $terms }: `/cancelar número:{ $id }` o retira
# A challenge to the reader, or an open one. $player: the challenger.
games-challenge-to-you = #{ $id } de { $player } para você, { $terms }: `/aceitar número:{ $id }` ou `/recusar número:{ $id }`
games-challenge-open = #{ $id } de { $player } para qualquer um (aberto), { $terms }: `/aceitar número:{ $id }`

## /stats and /leaderboard

# A player's results in one rule set. $rating: a number, with ? while it is provisional;
# $rated: how many of the games were rated.
stats-line = { $rules }: rating { $rating } · { $wins } { $wins ->
        [one] vitória
       *[other] vitórias
    }, { $draws } { $draws ->
        [one] empate
       *[other] empates
    }, { $losses } { $losses ->
        [one] derrota
       *[other] derrotas
    } ({ $rated } { $rated ->
        [one] partida ranqueada
       *[other] partidas ranqueadas
    })
stats-none = Nenhuma partida terminada ainda.
leaderboard-empty-server = Ainda não há partidas ranqueadas ({ $rules }) neste servidor. Desafie alguém com `/desafiar @jogador`.
leaderboard-empty-yours = Você ainda não tem partidas ranqueadas ({ $rules }). Desafie alguém com `/desafiar @jogador`.
leaderboard-empty-here = Ainda não há partidas ranqueadas ({ $rules }) aqui. Desafie alguém com `/desafiar @jogador`.
leaderboard-heading-server = Ranking ({ $rules }), jogadores deste servidor; os ratings são globais:
leaderboard-heading-yours = Ranking ({ $rules }), você e os jogadores com quem você jogou partidas ranqueadas (cada servidor tem o seu: digite `/ranking` lá); os ratings são globais:
leaderboard-heading-here = Ranking ({ $rules }), jogadores daqui; os ratings são globais:
# A row: $rank: the place; $rating: a number, with ? while provisional; W wins, D draws,
# L losses.
leaderboard-row = { $rank }. { $player } { $rating } ({ $wins }V { $draws }E { $losses }D)

## Notices by direct message

# $opponent: the other player.
notice-your-move = Sua vez na partida #{ $id } contra { $opponent }.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
notice-game-over = A partida #{ $id } contra { $opponent } terminou: **{ $outcome }** ({ $result }).

## Who may do what

reply-not-for-a-game = Isso não é algo que se faça com uma partida.
reply-not-for-a-challenge = Isso não é algo que se faça com um desafio.
reply-decline-own-challenge = Esse desafio é seu: `/cancelar` o retira.
reply-decline-open-challenge = Um desafio aberto não precisa ser recusado: ele simplesmente expira.
reply-only-challenger-cancels = Só quem fez o desafio pode cancelá-lo; `/recusar` recusa um desafio feito a você.

## Privacy (/forget)

privacy-cannot-forget-here = Você não pode apagar os seus dados aqui.
privacy-only-admins = Só um administrador deste servidor pode remover outro jogador dele; `/esquecer` sem usuário apaga tudo o que o bot guarda sobre você.
# $name: the user forgotten; $changed: how many game records changed ("a removed player" is
# game-seat-removed).
privacy-forgotten = Feito: o bot não guarda mais nada sobre { $name }. { $changed ->
        [one] { $changed } registro de partida agora mostra
       *[other] { $changed } registros de partidas agora mostram
    } "um jogador removido"; as partidas em andamento foram abandonadas (ou abortadas, onde os dois lados ainda não tinham jogado).
# $name: the user removed; $deleted: finished games deleted; $resigned: games resigned.
privacy-removed-here = Feito: { $name } foi removido deste servidor: { $deleted ->
        [one] { $deleted } partida terminada daqui apagada
       *[other] { $deleted } partidas terminadas daqui apagadas
    }, { $resigned ->
        [one] { $resigned } partida em andamento daqui abandonada
       *[other] { $resigned } partidas em andamento daqui abandonadas
    }, e fora do ranking deste servidor. O rating e as partidas em outros lugares são dessa pessoa: só ela pode apagá-los, com `/esquecer`.

## Limits

# $seconds: how long to wait.
limits-slow-down = Mais devagar: comandos demais de uma vez. Tente de novo em { $seconds } s.
# $player: who would start the game; $games: their games in progress.
limits-too-many-games = { $player } já tem { $games ->
        [one] { $games } partida
       *[other] { $games } partidas
    } em andamento (o máximo permitido); termine ou abandone uma antes (`/partidas` lista todas).

## /explain and /review around the engine's words

fairplay-engine-closed = A análise da engine da partida #{ $id } fica disponível quando ela terminar (aí `/analisar partida:{ $id }` também): nenhum veredito, avaliação ou lance melhor enquanto duas pessoas estão jogando.
# The alt text of an explanation's picture.
analysis-picture-alt = O lance antes e depois, com setas para o que ele moveu
analysis-no-move-yet = Nenhum lance foi jogado ainda na partida #{ $id }: indique um para ver uma prévia, por exemplo `/explicar Cd5`.
analysis-not-playing = Você não está jogando a partida #{ $id }, então ela não tem nenhum lance seu: indique um, por exemplo `/explicar 8...Cd5`.
analysis-not-moved-yet = Você ainda não jogou na partida #{ $id }: indique um lance para ver uma prévia, por exemplo `/explicar Cd5`.
analysis-preview-heading = **{ $san } não foi jogado:** esta é uma prévia na posição atual da partida #{ $id }.
# $preview: the move previewed, with the number it would have (8... Cd5); $played: the same
# move played earlier, with its number; $typed: that move as typed to explain it (8...Cd5).
analysis-preview-note = Esta é uma prévia de { $preview } na posição atual; { $played } foi jogado antes: `/explicar { $typed }` explica aquele lance.
# $number: a move number as typed (8. or 8...); $first: the game's first move number.
analysis-before-start = A partida #{ $id } começa no lance { $first }: não há lance { $number } nela.
# $next: the number of the next move (8); $side: whose move it is.
analysis-not-played-yet = A partida #{ $id } ainda não tem o lance { $number }: o próximo é o lance { $next } das { $side ->
        [white] brancas
       *[black] pretas
    }.
# $number: the move number given (8. or 8...), with nothing after it.
analysis-number-not-played = O lance { $number } ainda não foi jogado na partida #{ $id }: indique um lance para ver uma prévia, por exemplo `/explicar { $number }Cd5`
# $number: the move number given; $played: the move played then (SAN); $typed: the move the
# user typed; $numbered: the move played, with its number, to type (8...Cd5).
analysis-wrong-move = Na partida #{ $id }, o lance { $number } foi { $played }, não { $typed }: digite `/explicar { $numbered }`.
# As analysis-wrong-move, when $typed was played at another move of the game.
analysis-wrong-move-or-latest = Na partida #{ $id }, o lance { $number } foi { $played }, não { $typed }: digite `/explicar { $numbered }`, ou omita o número para o `{ $typed }` mais recente.
review-nothing-yet = Ainda não há nada para analisar: nenhum lance foi jogado nesta partida.
review-not-yours-yet = A partida #{ $id } ainda está sendo jogada, e só os jogadores dela podem analisá-la antes do fim. Tente `/analisar partida:{ $id }` quando ela terminar.
review-already-running = Você já tem uma análise em andamento; ela será postada aqui quando ficar pronta. Peça a próxima depois disso.
review-failed = Desculpe, a análise tropeçou. Tente de novo mais tarde.
# The alt text of a review's picture; $review: the review in words.
review-picture-alt = O gráfico de avaliação da partida #{ $id } (a vantagem após cada lance) e a análise dela: { $review }
# $nodes: how many positions the engine searched for each move.
review-heading = **Análise da partida #{ $id }** ({ $nodes } nós por posição)
review-clean = Nenhuma imprecisão, erro ou erro grave: uma partida limpa.
review-key-moments = **Momentos-chave**

## Pieces in lists

# One piece on its square, as an item of a list of pieces (`$pieces`, `$attackers`,
# `$checkers` in the sentences below).
piece-on-square = { $piece ->
        [pawn] peão { $piece_color ->
            [white] branco
           *[black] preto
        }
        [knight] cavalo { $piece_color ->
            [white] branco
           *[black] preto
        }
        [bishop] bispo { $piece_color ->
            [white] branco
           *[black] preto
        }
        [rook] torre { $piece_color ->
            [white] branca
           *[black] preta
        }
        [queen] dama { $piece_color ->
            [white] branca
           *[black] preta
        }
        [king] rei { $piece_color ->
            [white] branco
           *[black] preto
        }
       *[castalia] Castália { $piece_color ->
            [white] branca
           *[black] preta
        }
    } em { $piece_square }
# Lists: "x and y"; "x, y and z" is built as "x, (y and z)".
explain-list-and = { $first } e { $last }
explain-list-comma = { $first }, { $rest }

## What a legal move does

# The first line of an explanation: the move ($san, or "8... Cd5" for a move of a game) and
# what it does ($clauses: the explain-clause-* below, joined by semicolons).
explain-summary = { $san }: { $clauses }.
# A move in a menu: its SAN and what it does besides moving ($effects: the explain-clause-*
# and explain-does-* clauses, joined by semicolons).
explain-effect-label = { $san }: { $effects }
# Clauses of the summary line (lower case: they follow the move's SAN and a colon).
explain-clause-castalia = Castália { $from }-{ $to }
explain-clause-kidnaps = sequestra { $piece ->
        [pawn] o peão { $piece_color ->
            [white] branco
           *[black] preto
        }
        [knight] o cavalo { $piece_color ->
            [white] branco
           *[black] preto
        }
        [bishop] o bispo { $piece_color ->
            [white] branco
           *[black] preto
        }
        [rook] a torre { $piece_color ->
            [white] branca
           *[black] preta
        }
        [queen] a dama { $piece_color ->
            [white] branca
           *[black] preta
        }
        [king] o rei { $piece_color ->
            [white] branco
           *[black] preto
        }
       *[castalia] a Castália { $piece_color ->
            [white] branca
           *[black] preta
        }
    } de { $from } para { $to }
explain-clause-repulses = repele { $piece ->
        [pawn] o peão { $piece_color ->
            [white] branco
           *[black] preto
        }
        [knight] o cavalo { $piece_color ->
            [white] branco
           *[black] preto
        }
        [bishop] o bispo { $piece_color ->
            [white] branco
           *[black] preto
        }
        [rook] a torre { $piece_color ->
            [white] branca
           *[black] preta
        }
        [queen] a dama { $piece_color ->
            [white] branca
           *[black] preta
        }
        [king] o rei { $piece_color ->
            [white] branco
           *[black] preto
        }
       *[castalia] a Castália { $piece_color ->
            [white] branca
           *[black] preta
        }
    } de { $from } para { $to }
explain-clause-repulses-promotes = repele { $piece ->
        [pawn] o peão { $piece_color ->
            [white] branco
           *[black] preto
        }
        [knight] o cavalo { $piece_color ->
            [white] branco
           *[black] preto
        }
        [bishop] o bispo { $piece_color ->
            [white] branco
           *[black] preto
        }
        [rook] a torre { $piece_color ->
            [white] branca
           *[black] preta
        }
        [queen] a dama { $piece_color ->
            [white] branca
           *[black] preta
        }
        [king] o rei { $piece_color ->
            [white] branco
           *[black] preto
        }
       *[castalia] a Castália { $piece_color ->
            [white] branca
           *[black] preta
        }
    } de { $from } para { $to } (vira dama)
explain-clause-castles = { $side ->
        [king] roque pequeno
       *[queen] roque grande
    }
explain-clause-en-passant = peão { $from }x{ $to } en passant
# A move of a piece ($piece) from one square to another, maybe capturing a piece
# ($captured) or promoting ($promotion: the piece the pawn becomes).
explain-clause-move = { $piece ->
        [pawn] Peão
        [knight] Cavalo
        [bishop] Bispo
        [rook] Torre
        [queen] Dama
        [king] Rei
       *[castalia] Castália
    } { $from }-{ $to }
explain-clause-move-takes = { $piece ->
        [pawn] Peão
        [knight] Cavalo
        [bishop] Bispo
        [rook] Torre
        [queen] Dama
        [king] Rei
       *[castalia] Castália
    } { $from }x{ $to } captura { $captured ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    }
explain-clause-move-promotes = { $piece ->
        [pawn] Peão
        [knight] Cavalo
        [bishop] Bispo
        [rook] Torre
        [queen] Dama
        [king] Rei
       *[castalia] Castália
    } { $from }-{ $to }, com promoção a { $promotion ->
        [pawn] peão
        [knight] cavalo
        [bishop] bispo
        [rook] torre
        [queen] dama
        [king] rei
       *[castalia] Castália
    }
explain-clause-move-takes-promotes = { $piece ->
        [pawn] Peão
        [knight] Cavalo
        [bishop] Bispo
        [rook] Torre
        [queen] Dama
        [king] Rei
       *[castalia] Castália
    } { $from }x{ $to } captura { $captured ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    }, com promoção a { $promotion ->
        [pawn] peão
        [knight] cavalo
        [bishop] bispo
        [rook] torre
        [queen] dama
        [king] rei
       *[castalia] Castália
    }
explain-clause-check = xeque
explain-clause-checkmate = xeque-mate
explain-clause-stalemate = afogamento
# Clauses of a move menu only.
explain-does-nothing = sem sequestro, sem repulsão
explain-does-en-passant = captura o peão em { $square } en passant
explain-does-takes = captura { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    } em { $square }
explain-does-promotes = é promovido a { $piece ->
        [pawn] peão
        [knight] cavalo
        [bishop] bispo
        [rook] torre
        [queen] dama
        [king] rei
       *[castalia] Castália
    }
# The sentences under the summary.
explain-castalia-move = Castália { $from }-{ $to } ({ $dir ->
        [north] norte
        [north-east] nordeste
        [east] leste
        [south-east] sudeste
        [south] sul
        [south-west] sudoeste
        [west] oeste
       *[north-west] noroeste
    }).
explain-castling = { $side ->
        [king] Roque pequeno
       *[queen] Roque grande
    }: o rei vai de { $from } para { $to } e a torre de { $rook_from } para { $rook_to }.
# $victim is the pawn taken, on $victim_square; $to is the square it passed over.
explain-en-passant = Peão { $from }x{ $to } en passant: captura { $victim ->
        [pawn] o peão { $victim_color ->
            [white] branco
           *[black] preto
        }
        [knight] o cavalo { $victim_color ->
            [white] branco
           *[black] preto
        }
        [bishop] o bispo { $victim_color ->
            [white] branco
           *[black] preto
        }
        [rook] a torre { $victim_color ->
            [white] branca
           *[black] preta
        }
        [queen] a dama { $victim_color ->
            [white] branca
           *[black] preta
        }
        [king] o rei { $victim_color ->
            [white] branco
           *[black] preto
        }
       *[castalia] a Castália { $victim_color ->
            [white] branca
           *[black] preta
        }
    } em { $victim_square }, que acabou de avançar duas casas passando por { $to }.
explain-double-step = É um avanço de duas casas a partir da sua segunda fileira.
explain-captures = Captura { $captured ->
        [pawn] o peão { $captured_color ->
            [white] branco
           *[black] preto
        }
        [knight] o cavalo { $captured_color ->
            [white] branco
           *[black] preto
        }
        [bishop] o bispo { $captured_color ->
            [white] branco
           *[black] preto
        }
        [rook] a torre { $captured_color ->
            [white] branca
           *[black] preta
        }
        [queen] a dama { $captured_color ->
            [white] branca
           *[black] preta
        }
        [king] o rei { $captured_color ->
            [white] branco
           *[black] preto
        }
       *[castalia] a Castália { $captured_color ->
            [white] branca
           *[black] preta
        }
    } em { $captured_square }.

# $promotion (with $promotion_color) is the piece the pawn becomes.
explain-promotes = O peão vira { $promotion_color ->
        [white] { $promotion ->
            [pawn] um peão branco
            [knight] um cavalo branco
            [bishop] um bispo branco
            [rook] uma torre branca
            [queen] uma dama branca
            [king] um rei branco
           *[castalia] uma Castália branca
        }
       *[black] { $promotion ->
            [pawn] um peão preto
            [knight] um cavalo preto
            [bishop] um bispo preto
            [rook] uma torre preta
            [queen] uma dama preta
            [king] um rei preto
           *[castalia] uma Castália preta
        }
    }.
explain-captures-promotes = Ele captura { $captured_color ->
        [white] { $captured ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $captured ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $captured_square }, e o peão vira { $promotion_color ->
        [white] { $promotion ->
            [pawn] um peão branco
            [knight] um cavalo branco
            [bishop] um bispo branco
            [rook] uma torre branca
            [queen] uma dama branca
            [king] um rei branco
           *[castalia] uma Castália branca
        }
       *[black] { $promotion ->
            [pawn] um peão preto
            [knight] um cavalo preto
            [bishop] um bispo preto
            [rook] uma torre preta
            [queen] uma dama preta
            [king] um rei preto
           *[castalia] uma Castália preta
        }
    }.
# $checkers: the pieces that gave the check (a list of piece-on-square).
explain-answers-check = Este lance responde ao xeque ({ $checkers }).

## The Castalia's kidnap

# A Castalia moving from $to drags the piece behind it ($victim, from $victim_square) to $to.
explain-kidnap = Sequestro: a peça mais próxima atrás dela { $line ->
        [file] na coluna { $file }
        [rank] na { $rank ->
            [1] 1ª
            [2] 2ª
            [3] 3ª
           *[other] { $rank }ª
        } fileira
       *[diagonal] na diagonal { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] o peão branco
                [knight] o cavalo branco
                [bishop] o bispo branco
                [rook] a torre branca
                [queen] a dama branca
                [king] o rei branco
               *[castalia] a Castália branca
            }
           *[black] { $victim ->
                [pawn] o peão preto
                [knight] o cavalo preto
                [bishop] o bispo preto
                [rook] a torre preta
                [queen] a dama preta
                [king] o rei preto
               *[castalia] a Castália preta
            }
        } em { $victim_square }
    }, { $mood ->
       *[played] é arrastada
        [would] seria arrastada
    } para { $to }.
explain-kidnap-king = Sequestro: a peça mais próxima atrás dela { $line ->
        [file] na coluna { $file }
        [rank] na { $rank ->
            [1] 1ª
            [2] 2ª
            [3] 3ª
           *[other] { $rank }ª
        } fileira
       *[diagonal] na diagonal { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] o peão branco
                [knight] o cavalo branco
                [bishop] o bispo branco
                [rook] a torre branca
                [queen] a dama branca
                [king] o rei branco
               *[castalia] a Castália branca
            }
           *[black] { $victim ->
                [pawn] o peão preto
                [knight] o cavalo preto
                [bishop] o bispo preto
                [rook] a torre preta
                [queen] a dama preta
                [king] o rei preto
               *[castalia] a Castália preta
            }
        } em { $victim_square }
    }, { $mood ->
       *[played] é arrastada
        [would] seria arrastada
    } para { $to } (os reis são sequestrados como qualquer outra peça).
# The same in the weak rule set (castalia-weak), where a Castalia kidnaps only when it moves
# one square.
explain-kidnap-weak = Sequestro: o lance é de uma única casa, então nas regras castalia-weak a Castália { $mood ->
       *[played] sequestra
        [would] sequestraria
    }: a peça mais próxima atrás dela { $line ->
        [file] na coluna { $file }
        [rank] na { $rank ->
            [1] 1ª
            [2] 2ª
            [3] 3ª
           *[other] { $rank }ª
        } fileira
       *[diagonal] na diagonal { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] o peão branco
                [knight] o cavalo branco
                [bishop] o bispo branco
                [rook] a torre branca
                [queen] a dama branca
                [king] o rei branco
               *[castalia] a Castália branca
            }
           *[black] { $victim ->
                [pawn] o peão preto
                [knight] o cavalo preto
                [bishop] o bispo preto
                [rook] a torre preta
                [queen] a dama preta
                [king] o rei preto
               *[castalia] a Castália preta
            }
        } em { $victim_square }
    }, { $mood ->
       *[played] é arrastada
        [would] seria arrastada
    } para { $to }.
explain-kidnap-weak-king = Sequestro: o lance é de uma única casa, então nas regras castalia-weak a Castália { $mood ->
       *[played] sequestra
        [would] sequestraria
    }: a peça mais próxima atrás dela { $line ->
        [file] na coluna { $file }
        [rank] na { $rank ->
            [1] 1ª
            [2] 2ª
            [3] 3ª
           *[other] { $rank }ª
        } fileira
       *[diagonal] na diagonal { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] o peão branco
                [knight] o cavalo branco
                [bishop] o bispo branco
                [rook] a torre branca
                [queen] a dama branca
                [king] o rei branco
               *[castalia] a Castália branca
            }
           *[black] { $victim ->
                [pawn] o peão preto
                [knight] o cavalo preto
                [bishop] o bispo preto
                [rook] a torre preta
                [queen] a dama preta
                [king] o rei preto
               *[castalia] a Castália preta
            }
        } em { $victim_square }
    }, { $mood ->
       *[played] é arrastada
        [would] seria arrastada
    } para { $to } (os reis são sequestrados como qualquer outra peça).
# In the weak rule set a move of $length squares (2 or more) kidnaps nothing: the piece
# behind ($stays) stays.
explain-kidnap-weak-none = Sequestro: nenhum. Nas regras castalia-weak a Castália só sequestra quando se move exatamente uma casa, e este lance tem { $length ->
        [one] uma casa
       *[other] { $length } casas
    }, então { $stays ->
        [none] { $stays_square }
       *[other] { $stays_color ->
            [white] { $stays ->
                [pawn] o peão branco
                [knight] o cavalo branco
                [bishop] o bispo branco
                [rook] a torre branca
                [queen] a dama branca
                [king] o rei branco
               *[castalia] a Castália branca
            }
           *[black] { $stays ->
                [pawn] o peão preto
                [knight] o cavalo preto
                [bishop] o bispo preto
                [rook] a torre preta
                [queen] a dama preta
                [king] o rei preto
               *[castalia] a Castália preta
            }
        } em { $stays_square }
    } { $mood ->
       *[played] fica onde está
        [would] ficaria onde está
    }.
explain-kidnap-nothing = Sequestro: não há nada atrás dela { $line ->
        [file] na coluna { $file }
        [rank] na { $rank ->
            [1] 1ª
            [2] 2ª
            [3] 3ª
           *[other] { $rank }ª
        } fileira
       *[diagonal] na diagonal { $diagonal }
    }, então nada { $mood ->
       *[played] é arrastado
        [would] seria arrastado
    }.

## The Castalia's repulse

explain-repulse-edge = Repulsão: a Castália { $mood ->
       *[played] termina
        [would] terminaria
    } o lance na borda do tabuleiro, então não { $mood ->
       *[played] há
        [would] haveria
    } nada depois dela para empurrar.
# $square: the square just beyond the Castalia's destination.
explain-repulse-empty = Repulsão: a casa { $square }, logo depois dela, está vazia, então nada { $mood ->
       *[played] é empurrado
        [would] seria empurrado
    }.
# $victim: the piece just beyond the Castalia's destination.
explain-repulse-own = Repulsão: { $victim_color ->
        [white] { $victim ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $victim ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $victim_square }, logo depois dela, é do mesmo lado que a Castália, e uma Castália só empurra peças adversárias.
# $victim is pushed in the direction $dir to $to.
explain-repulse-pushed = Repulsão: a Castália { $mood ->
       *[played] empurra
        [would] empurraria
    } { $victim_color ->
        [white] { $victim ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $victim ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $victim_square } para o { $dir ->
        [north] norte
        [north-east] nordeste
        [east] leste
        [south-east] sudeste
        [south] sul
        [south-west] sudoeste
        [west] oeste
       *[north-west] noroeste
    } até { $to }.
explain-repulse-promotes = Repulsão: a Castália { $mood ->
       *[played] empurra
        [would] empurraria
    } { $victim_color ->
        [white] { $victim ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $victim ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $victim_square } para o { $dir ->
        [north] norte
        [north-east] nordeste
        [east] leste
        [south-east] sudeste
        [south] sul
        [south-west] sudoeste
        [west] oeste
       *[north-west] noroeste
    } até { $to }, a fileira de promoção do peão, onde { $mood ->
       *[played] vira
        [would] viraria
    } uma dama { $victim_color ->
        [white] branca
       *[black] preta
    }.
explain-repulse-to-edge = Repulsão: a Castália { $mood ->
       *[played] empurra
        [would] empurraria
    } { $victim_color ->
        [white] { $victim ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $victim ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $victim_square } para o { $dir ->
        [north] norte
        [north-east] nordeste
        [east] leste
        [south-east] sudeste
        [south] sul
        [south-west] sudoeste
        [west] oeste
       *[north-west] noroeste
    } até { $to }, a casa vazia mais distante, na borda do tabuleiro.
# $blocker: the piece that stops the pushed piece.
explain-repulse-before = Repulsão: a Castália { $mood ->
       *[played] empurra
        [would] empurraria
    } { $victim_color ->
        [white] { $victim ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $victim ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $victim_square } para o { $dir ->
        [north] norte
        [north-east] nordeste
        [east] leste
        [south-east] sudeste
        [south] sul
        [south-west] sudoeste
        [west] oeste
       *[north-west] noroeste
    } até { $to }, a casa vazia mais distante antes { $blocker_color ->
        [white] { $blocker ->
            [pawn] do peão branco
            [knight] do cavalo branco
            [bishop] do bispo branco
            [rook] da torre branca
            [queen] da dama branca
            [king] do rei branco
           *[castalia] da Castália branca
        }
       *[black] { $blocker ->
            [pawn] do peão preto
            [knight] do cavalo preto
            [bishop] do bispo preto
            [rook] da torre preta
            [queen] da dama preta
            [king] do rei preto
           *[castalia] da Castália preta
        }
    } em { $blocker_square }.
explain-repulse-pawn-stops = Repulsão: a Castália { $mood ->
       *[played] empurra
        [would] empurraria
    } { $victim_color ->
        [white] { $victim ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $victim ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $victim_square } para o { $dir ->
        [north] norte
        [north-east] nordeste
        [east] leste
        [south-east] sudeste
        [south] sul
        [south-west] sudoeste
        [west] oeste
       *[north-west] noroeste
    } até { $to }: um peão não pode ser empurrado para a sua própria primeira fileira, então ele { $mood ->
       *[played] fica
        [would] ficaria
    } na sua segunda fileira.
# The enemy piece beyond the Castalia ($victim) does not move.
explain-repulse-stuck-edge = Repulsão: { $victim_color ->
        [white] { $victim ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $victim ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $victim_square } não pode se mover, pois está na borda do tabuleiro, então { $mood ->
       *[played] fica
        [would] ficaria
    } onde está.
explain-repulse-stuck-first-rank = Repulsão: { $victim_color ->
        [white] { $victim ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $victim ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $victim_square } não pode voltar para a sua primeira fileira, então { $mood ->
       *[played] fica
        [would] ficaria
    } onde está.
explain-repulse-stuck-blocked = Repulsão: { $victim_color ->
        [white] { $victim ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $victim ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $victim_square } não pode se mover, porque a casa seguinte, { $blocker_square }, está ocupada { $blocker_color ->
        [white] { $blocker ->
            [pawn] pelo peão branco
            [knight] pelo cavalo branco
            [bishop] pelo bispo branco
            [rook] pela torre branca
            [queen] pela dama branca
            [king] pelo rei branco
           *[castalia] pela Castália branca
        }
       *[black] { $blocker ->
            [pawn] pelo peão preto
            [knight] pelo cavalo preto
            [bishop] pelo bispo preto
            [rook] pela torre preta
            [queen] pela dama preta
            [king] pelo rei preto
           *[castalia] pela Castália preta
        }
    }, então { $mood ->
       *[played] fica
        [would] ficaria
    } onde está.
explain-repulse-stays = Repulsão: { $victim_color ->
        [white] { $victim ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $victim ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $victim_square } { $mood ->
       *[played] fica
        [would] ficaria
    } onde está.

## Castling rights, check and the end of the game

# $color loses its castling rights; $square: where its king or rook stood.
explain-castling-lost-both = { $color ->
        [white] As brancas
       *[black] As pretas
    } perdem o direito de roque: o rei delas saiu de { $square }.
explain-castling-lost-king-left = { $color ->
        [white] As brancas
       *[black] As pretas
    } perdem o direito ao { $side ->
        [king] roque pequeno
       *[queen] roque grande
    }: o rei delas saiu de { $square }.
explain-castling-lost-rook-captured = { $color ->
        [white] As brancas
       *[black] As pretas
    } perdem o direito ao { $side ->
        [king] roque pequeno
       *[queen] roque grande
    }: a torre delas em { $square } foi capturada.
explain-castling-lost-rook-left = { $color ->
        [white] As brancas
       *[black] As pretas
    } perdem o direito ao { $side ->
        [king] roque pequeno
       *[queen] roque grande
    }: a torre delas saiu de { $square }.
# $color: the side that cannot move.
explain-stalemate = Afogamento: { $color ->
        [white] as brancas
       *[black] as pretas
    } não têm nenhum lance legal e não estão em xeque, então a partida termina empatada.
# The king of $king_color, on $king_square, is attacked by $attackers (a list of
# piece-on-square); -castalia: the move was a Castalia's.
explain-check = Xeque: o rei { $king_color ->
        [white] branco
       *[black] preto
    } em { $king_square } está sob ataque ({ $attackers }).
explain-check-castalia = Xeque: o rei { $king_color ->
        [white] branco
       *[black] preto
    } em { $king_square } está sob ataque ({ $attackers }); a própria Castália nunca dá xeque.
explain-checkmate = Xeque-mate: o rei { $king_color ->
        [white] branco
       *[black] preto
    } em { $king_square } está sob ataque ({ $attackers }), e { $king_color ->
        [white] as brancas
       *[black] as pretas
    } não têm nenhum lance legal. { $winner ->
        [white] As brancas
       *[black] As pretas
    } vencem.
explain-checkmate-castalia = Xeque-mate: o rei { $king_color ->
        [white] branco
       *[black] preto
    } em { $king_square } está sob ataque ({ $attackers }; a própria Castália nunca dá xeque), e { $king_color ->
        [white] as brancas
       *[black] as pretas
    } não têm nenhum lance legal. { $winner ->
        [white] As brancas
       *[black] As pretas
    } vencem.

## Why a move is illegal

# The first sentence of the answer to an illegal move: the move as typed ($input) and the
# reason ($reason: one of the illegal-* clauses below).
illegal-not-legal-here = { $input } não é legal aqui: { $reason }.
# A clause as a sentence of its own (an illegal-* clause, after the first sentence).
illegal-sentence = { $reason }.
# Several pieces could have been meant: why each cannot ($reason), joined by semicolons.
illegal-for-piece = para { $piece ->
        [none] { $piece_square }
       *[other] { $piece_color ->
            [white] { $piece ->
                [pawn] o peão branco
                [knight] o cavalo branco
                [bishop] o bispo branco
                [rook] a torre branca
                [queen] a dama branca
                [king] o rei branco
               *[castalia] a Castália branca
            }
           *[black] { $piece ->
                [pawn] o peão preto
                [knight] o cavalo preto
                [bishop] o bispo preto
                [rook] a torre preta
                [queen] a dama preta
                [king] o rei preto
               *[castalia] a Castália preta
            }
        } em { $piece_square }
    }, { $reason }
# The reasons, as clauses (lower case: they follow "... is not legal here:").
illegal-same-square = uma peça precisa ir para outra casa
illegal-no-piece-on = você não tem nenhuma peça em { $square }
# How each kind of piece moves.
illegal-shape = { $piece ->
        [pawn] um peão anda uma casa reto para a frente (duas a partir da sua segunda fileira), ou uma casa na diagonal para a frente para capturar
        [knight] um cavalo anda em L: duas casas ao longo de uma fileira ou coluna, depois uma para o lado
        [bishop] um bispo anda pelas diagonais
        [rook] uma torre anda pelas fileiras e colunas
        [queen] uma dama anda pelas fileiras, colunas e diagonais
        [king] um rei anda uma casa em qualquer direção (duas ao longo da sua fileira no roque)
       *[castalia] uma Castália anda como uma dama, ao longo de uma fileira, coluna ou diagonal
    }
illegal-castalia-not-on-line = uma Castália anda como uma dama, ao longo de uma fileira, coluna ou diagonal, e { $to } não está na mesma linha que { $from }
# $target: the piece on $square.
illegal-castalia-cannot-capture = uma Castália não pode capturar, e em { $square } está { $target_color ->
        [white] { $target ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $target ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    }
illegal-castalia-cannot-capture-own = uma Castália não pode capturar, e em { $square } está { $target_color ->
        [white] { $target ->
            [pawn] o seu próprio peão branco
            [knight] o seu próprio cavalo branco
            [bishop] o seu próprio bispo branco
            [rook] a sua própria torre branca
            [queen] a sua própria dama branca
            [king] o seu próprio rei branco
           *[castalia] a sua própria Castália branca
        }
       *[black] { $target ->
            [pawn] o seu próprio peão preto
            [knight] o seu próprio cavalo preto
            [bishop] o seu próprio bispo preto
            [rook] a sua própria torre preta
            [queen] a sua própria dama preta
            [king] o seu próprio rei preto
           *[castalia] a sua própria Castália preta
        }
    }
illegal-own-piece = em { $square } está { $piece ->
        [pawn] o seu próprio peão
        [knight] o seu próprio cavalo
        [bishop] o seu próprio bispo
        [rook] a sua própria torre
        [queen] a sua própria dama
        [king] o seu próprio rei
       *[castalia] a sua própria Castália
    }
illegal-own-piece-capture = em { $square } está { $piece ->
        [pawn] o seu próprio peão
        [knight] o seu próprio cavalo
        [bishop] o seu próprio bispo
        [rook] a sua própria torre
        [queen] a sua própria dama
        [king] o seu próprio rei
       *[castalia] a sua própria Castália
    }, e nenhuma peça captura uma peça do próprio lado
illegal-pawn-captures-ahead = um peão não pode capturar reto para a frente
illegal-pawn-captures-ahead-piece = um peão não pode capturar reto para a frente, e em { $square } está { $piece_color ->
        [white] { $piece ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $piece ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    }
illegal-pawn-double-step = um peão só pode avançar duas casas a partir da sua segunda fileira
illegal-pawn-diagonal-to-empty = um peão só anda na diagonal para capturar, e a casa { $square } está vazia
illegal-cannot-castle = você não pode fazer o roque agora
illegal-blocked = o caminho está bloqueado { $blocker ->
        [none] em { $blocker_square }
       *[other] { $blocker_color ->
            [white] { $blocker ->
                [pawn] pelo peão branco
                [knight] pelo cavalo branco
                [bishop] pelo bispo branco
                [rook] pela torre branca
                [queen] pela dama branca
                [king] pelo rei branco
               *[castalia] pela Castália branca
            }
           *[black] { $blocker ->
                [pawn] pelo peão preto
                [knight] pelo cavalo preto
                [bishop] pelo bispo preto
                [rook] pela torre preta
                [queen] pela dama preta
                [king] pelo rei preto
               *[castalia] pela Castália preta
            }
        } em { $blocker_square }
    }
illegal-no-castalia-in-standard = não existe Castália no xadrez ortodoxo (standard)
illegal-does-not-answer-check = o seu rei está em xeque, e este lance não responde ao xeque
illegal-castalia-exposes-king = o sequestro ou a repulsão deste lance deixaria o seu rei em xeque
illegal-exposes-king = o lance deixaria o seu rei em xeque
illegal-no-such-promotion = um peão não pode virar { $piece ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [queen] uma dama
        [king] um rei
       *[castalia] uma Castália
    }
# $rules: the rule set's name as typed in commands (castalia, castalia-weak, standard).
illegal-promotion-not-in-variant = um peão não pode virar { $piece ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [queen] uma dama
        [king] um rei
       *[castalia] uma Castália
    } nas regras { $rules }
# The text named a piece ($named) but the piece on $square is another ($is).
illegal-wrong-piece = a peça em { $square } é { $is ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [queen] uma dama
        [king] um rei
       *[castalia] uma Castália
    }, não { $named ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [queen] uma dama
        [king] um rei
       *[castalia] uma Castália
    }
illegal-none-of-kind = você não tem { $piece ->
        [pawn] nenhum peão
        [knight] nenhum cavalo
        [bishop] nenhum bispo
        [rook] nenhuma torre
        [queen] nenhuma dama
        [king] nenhum rei
       *[castalia] nenhuma Castália
    }
# $reason, then where the piece can go ($moves: an illegal-piece-moves clause).
illegal-with-moves = { $reason }; { $moves }
illegal-with-moves-sentence = { $reason }; { $moves }.
# For each piece of a kind that could have been meant: why it cannot; joined by semicolons.
illegal-each = para { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    } em { $square }, { $reason }
illegal-each-sentence = Para { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    } em { $square }, { $reason }
# No piece of a kind reaches $square; $moves: the legal moves of that kind, in SAN.
illegal-none-reaches = { $piece ->
        [pawn] nenhum peão seu
        [knight] nenhum cavalo seu
        [bishop] nenhum bispo seu
        [rook] nenhuma torre sua
        [queen] nenhuma dama sua
        [king] nenhum rei seu
       *[castalia] nenhuma Castália sua
    } pode ir para { $square }
illegal-none-reaches-moves = { $piece ->
        [pawn] nenhum peão seu
        [knight] nenhum cavalo seu
        [bishop] nenhum bispo seu
        [rook] nenhuma torre sua
        [queen] nenhuma dama sua
        [king] nenhum rei seu
       *[castalia] nenhuma Castália sua
    } pode ir para { $square }; os seus lances de { $piece ->
        [pawn] peão
        [knight] cavalo
        [bishop] bispo
        [rook] torre
        [queen] dama
        [king] rei
       *[castalia] Castália
    } são { $moves }

illegal-none-reaches-sentence = { $piece ->
        [pawn] Nenhum peão seu
        [knight] Nenhum cavalo seu
        [bishop] Nenhum bispo seu
        [rook] Nenhuma torre sua
        [queen] Nenhuma dama sua
        [king] O seu rei não
       *[castalia] Nenhuma Castália sua
    } pode ir para { $square }.
illegal-none-reaches-moves-sentence = { $piece ->
        [pawn] Nenhum peão seu
        [knight] Nenhum cavalo seu
        [bishop] Nenhum bispo seu
        [rook] Nenhuma torre sua
        [queen] Nenhuma dama sua
        [king] O seu rei não
       *[castalia] Nenhuma Castália sua
    } pode ir para { $square }; os seus lances de { $piece ->
        [pawn] peão
        [knight] cavalo
        [bishop] bispo
        [rook] torre
        [queen] dama
        [king] rei
       *[castalia] Castália
    } são { $moves }.
# Where the piece on $square can go ($moves: moves in SAN); $piece is none when there is no
# piece there.
illegal-piece-moves = { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
        [castalia] a Castália
       *[none] a peça
    } em { $square } pode jogar { $moves }
illegal-piece-no-moves = { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
        [castalia] a Castália
       *[none] a peça
    } em { $square } não tem nenhum lance legal
illegal-piece-moves-sentence = { $piece ->
        [pawn] O peão
        [knight] O cavalo
        [bishop] O bispo
        [rook] A torre
        [queen] A dama
        [king] O rei
        [castalia] A Castália
       *[none] A peça
    } em { $square } pode jogar { $moves }.
illegal-piece-no-moves-sentence = { $piece ->
        [pawn] O peão
        [knight] O cavalo
        [bishop] O bispo
        [rook] A torre
        [queen] A dama
        [king] O rei
        [castalia] A Castália
       *[none] A peça
    } em { $square } não tem nenhum lance legal.
# Castling refused: $color has lost its right to castle on that $side.
illegal-castling-lost-right = as { $color ->
        [white] brancas
       *[black] pretas
    } perderam o direito ao roque { $side ->
        [king] pequeno
       *[queen] grande
    } (o rei ou essa torre já saiu da sua casa)
# $piece stands on a square between the king and the rook.
illegal-castling-between = { $piece ->
        [none] { $piece_square }
       *[other] { $piece_color ->
            [white] { $piece ->
                [pawn] o peão branco
                [knight] o cavalo branco
                [bishop] o bispo branco
                [rook] a torre branca
                [queen] a dama branca
                [king] o rei branco
               *[castalia] a Castália branca
            }
           *[black] { $piece ->
                [pawn] o peão preto
                [knight] o cavalo preto
                [bishop] o bispo preto
                [rook] a torre preta
                [queen] a dama preta
                [king] o rei preto
               *[castalia] a Castália preta
            }
        } em { $piece_square }
    } está entre o rei e a torre
# $attackers: a list of piece-on-square.
illegal-castling-out-of-check = você não pode fazer o roque para sair do xeque, e o seu rei está sendo atacado por: { $attackers }
# $way: passes (the king would cross $square) or lands (it would end there).
illegal-castling-attacked = o rei { $way ->
        [passes] passaria por
       *[lands] terminaria em
    } { $square }, casa atacada por: { $attackers }
# The mover's king would be left in check. $king: the king's square after the move;
# $attackers: a list of piece-on-square.
illegal-kidnap-king-next-to-king = o sequestro arrastaria o seu rei de { $from } para { $to }, ao lado do rei adversário
illegal-kidnap-king-attacked = o sequestro arrastaria o seu rei de { $from } para { $to }, onde ele ficaria em xeque, atacado por: { $attackers }
# $pushed: the piece the repulse would push, to $to.
illegal-repulse-promotes-checks = a repulsão empurraria { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed_color ->
            [white] { $pushed ->
                [pawn] o peão branco
                [knight] o cavalo branco
                [bishop] o bispo branco
                [rook] a torre branca
                [queen] a dama branca
                [king] o rei branco
               *[castalia] a Castália branca
            }
           *[black] { $pushed ->
                [pawn] o peão preto
                [knight] o cavalo preto
                [bishop] o bispo preto
                [rook] a torre preta
                [queen] a dama preta
                [king] o rei preto
               *[castalia] a Castália preta
            }
        } em { $pushed_square }
    } para { $to }, onde viraria dama e daria xeque no seu rei em { $king }
illegal-repulse-checks = a repulsão empurraria { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed_color ->
            [white] { $pushed ->
                [pawn] o peão branco
                [knight] o cavalo branco
                [bishop] o bispo branco
                [rook] a torre branca
                [queen] a dama branca
                [king] o rei branco
               *[castalia] a Castália branca
            }
           *[black] { $pushed ->
                [pawn] o peão preto
                [knight] o cavalo preto
                [bishop] o bispo preto
                [rook] a torre preta
                [queen] a dama preta
                [king] o rei preto
               *[castalia] a Castália preta
            }
        } em { $pushed_square }
    } para { $to }, de onde daria xeque no seu rei em { $king }
# $checker: the piece that would then give check.
illegal-repulse-unshields = a repulsão empurraria { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed_color ->
            [white] { $pushed ->
                [pawn] o peão branco
                [knight] o cavalo branco
                [bishop] o bispo branco
                [rook] a torre branca
                [queen] a dama branca
                [king] o rei branco
               *[castalia] a Castália branca
            }
           *[black] { $pushed ->
                [pawn] o peão preto
                [knight] o cavalo preto
                [bishop] o bispo preto
                [rook] a torre preta
                [queen] a dama preta
                [king] o rei preto
               *[castalia] a Castália preta
            }
        } em { $pushed_square }
    }, que protege o seu rei em { $king }, para { $to }, deixando o rei exposto { $checker ->
        [none] a um xeque a partir de { $checker_square }
       *[other] { $checker_color ->
            [white] { $checker ->
                [pawn] ao xeque do peão branco
                [knight] ao xeque do cavalo branco
                [bishop] ao xeque do bispo branco
                [rook] ao xeque da torre branca
                [queen] ao xeque da dama branca
                [king] ao xeque do rei branco
               *[castalia] ao xeque da Castália branca
            }
           *[black] { $checker ->
                [pawn] ao xeque do peão preto
                [knight] ao xeque do cavalo preto
                [bishop] ao xeque do bispo preto
                [rook] ao xeque da torre preta
                [queen] ao xeque da dama preta
                [king] ao xeque do rei preto
               *[castalia] ao xeque da Castália preta
            }
        } em { $checker_square }
    }
# $dragged: the piece the kidnap would drag, to $to.
illegal-kidnap-checks = o sequestro arrastaria { $dragged_color ->
        [white] { $dragged ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $dragged ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $dragged_square } para { $to }, de onde daria xeque no seu rei em { $king }
illegal-kidnap-unshields = o sequestro arrastaria { $dragged ->
        [none] { $dragged_square }
       *[other] { $dragged_color ->
            [white] { $dragged ->
                [pawn] o peão branco
                [knight] o cavalo branco
                [bishop] o bispo branco
                [rook] a torre branca
                [queen] a dama branca
                [king] o rei branco
               *[castalia] a Castália branca
            }
           *[black] { $dragged ->
                [pawn] o peão preto
                [knight] o cavalo preto
                [bishop] o bispo preto
                [rook] a torre preta
                [queen] a dama preta
                [king] o rei preto
               *[castalia] a Castália preta
            }
        } em { $dragged_square }
    }, que protege o seu rei em { $king }, para { $to }, deixando o rei exposto { $checker ->
        [none] a um xeque a partir de { $checker_square }
       *[other] { $checker_color ->
            [white] { $checker ->
                [pawn] ao xeque do peão branco
                [knight] ao xeque do cavalo branco
                [bishop] ao xeque do bispo branco
                [rook] ao xeque da torre branca
                [queen] ao xeque da dama branca
                [king] ao xeque do rei branco
               *[castalia] ao xeque da Castália branca
            }
           *[black] { $checker ->
                [pawn] ao xeque do peão preto
                [knight] ao xeque do cavalo preto
                [bishop] ao xeque do bispo preto
                [rook] ao xeque da torre preta
                [queen] ao xeque da dama preta
                [king] ao xeque do rei preto
               *[castalia] ao xeque da Castália preta
            }
        } em { $checker_square }
    }
illegal-king-next-to-king = o seu rei ficaria em { $to }, ao lado do rei adversário
illegal-king-in-check-on = o seu rei ficaria em xeque em { $to }, atacado por: { $attackers }
illegal-check-not-stopped = este lance não tira do xeque o seu rei em { $king }, atacado por: { $attackers }
# $piece: the piece that was to move.
illegal-pinned = { $piece_color ->
        [white] { $piece ->
            [pawn] o peão branco
            [knight] o cavalo branco
            [bishop] o bispo branco
            [rook] a torre branca
            [queen] a dama branca
            [king] o rei branco
           *[castalia] a Castália branca
        }
       *[black] { $piece ->
            [pawn] o peão preto
            [knight] o cavalo preto
            [bishop] o bispo preto
            [rook] a torre preta
            [queen] a dama preta
            [king] o rei preto
           *[castalia] a Castália preta
        }
    } em { $piece_square } é uma peça cravada: movê-la deixaria em xeque o seu rei em { $king }, atacado por: { $attackers }
illegal-leaves-king-in-check = deixaria em xeque o seu rei em { $king }, atacado por: { $attackers }

## A move that could not be read or played (the parser's words; no full stop at the end)

illegal-parse-empty = nenhum lance informado: digite um como e4, Nf3, Cd5 ou e2e4
# $length: how many characters were typed.
illegal-parse-too-long = isso é longo demais para um lance ({ $length } caracteres): digite um como e4, Nf3, Cd5 ou e2e4
# $input: what was typed.
illegal-parse-unreadable = `{ $input }` não é um lance: digite um como e4, Nf3, Cd5, e2e4 ou O-O
illegal-parse-no-piece = não há nenhuma peça em { $square }
# The piece on $square is $owner's, and $turn is to move.
illegal-parse-not-your-piece = a peça em { $square } é das { $owner ->
        [white] brancas
       *[black] pretas
    }, e é a vez das { $turn ->
        [white] brancas
       *[black] pretas
    }
illegal-parse-illegal = { $input } não é legal aqui: { $reason }
# $candidates: the moves it could be (SAN), joined by explain-list-or.
illegal-parse-ambiguous = { $input } é ambíguo: pode ser { $candidates }
explain-list-or = { $first } ou { $rest }
# $options: the promotions it could be (SAN or UCI), joined by commas.
illegal-parse-missing-promotion = { $input } chega à última fileira: diga qual peça o peão vira, por exemplo { $options }
illegal-parse-needless-promotion = { $input } não é uma promoção: omita a letra da peça

## Material in the engine's sentences

# Pieces won or lost, as the object of "wins", "loses", "keeps" ($count of a kind $piece):
# "a knight", "2 pawns"; the Castalia is "the Castalia" (there is one a side).
piece-some = { $count ->
        [one] { $piece ->
        [pawn] um peão
        [knight] um cavalo
        [bishop] um bispo
        [rook] uma torre
        [queen] uma dama
        [king] um rei
       *[castalia] uma Castália
    }
       *[other] { $count } { $piece ->
        [pawn] peões
        [knight] cavalos
        [bishop] bispos
        [rook] torres
        [queen] damas
        [king] reis
       *[castalia] Castálias
    }
    }
# The same with the definite article: "the knight", "2 pawns".
piece-the = { $count ->
        [one] { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    }
       *[other] { $count } { $piece ->
        [pawn] peões
        [knight] cavalos
        [bishop] bispos
        [rook] torres
        [queen] damas
        [king] reis
       *[castalia] Castálias
    }
    }
# Pieces given for others: "a rook for a bishop" ($first and $second: lists of piece-some).
why-material-for = { $first } por { $second }

## The engine's view of a move (under an explanation; in a review)

# $moves: a number of moves; $line: a line of moves in SAN with move numbers.
why-forces-mate-at-once = Força mate em 1: é xeque-mate imediato.
why-forces-mate = Força mate em { $moves }: { $line }.
why-allows-mate = Permite mate em { $moves }: { $line }.
# $material: what the line wins (a list of piece-some, or why-material-for).
why-wins = Ganha { $material }: { $line }.
# The same, naming the Castalia's part: the kidnap or repulse takes an enemy piece ($piece)
# away from the defence of $square.
why-wins-repulse-cause = Ganha { $material } (a repulsão desvia { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    } da defesa de { $square }): { $line }.
why-wins-kidnap-cause = Ganha { $material } (o sequestro arrasta { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    } para longe da defesa de { $square }): { $line }.
why-loses = Perde { $material }: { $line }.
# The mover's piece ($victim, on $victim_square) is taken by a lesser piece ($attacker, from
# $attacker_square), or by any piece where nothing can take back (-free).
why-left-to-be-taken = Permite que { $attacker ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    } em { $attacker_square } capture { $victim ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    } em { $victim_square }: { $line }.
why-left-to-be-taken-free = Permite que { $attacker ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    } em { $attacker_square } capture { $victim ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    } em { $victim_square }, sem que nada possa recapturar: { $line }.
why-draws-by-repetition = Repete a posição pela terceira vez: a partida termina empatada por repetição.
why-allows-repetition = Permite o empate por repetição: { $line }.
# $color: the opponent, who answers with $reply (SAN).
why-lets-answer = Permite que as { $color ->
        [white] brancas
       *[black] pretas
    } respondam com { $reply }: { $line }.
# $eval: the engine's evaluation from White's side, in pawns (+1.25) or as a mate (#3).
why-leaves-at = Deixa as { $color ->
        [white] brancas
       *[black] pretas
    } em { $eval } segundo a engine.
# Every other move is much worse. $other: the next best move (SAN); $color: who mates or
# loses material after it.
why-only-stops-mate = O único lance que evita o mate: com { $other } no lugar dele, as { $color ->
        [white] brancas
       *[black] pretas
    } dão mate em { $moves }: { $line }.
why-only-stops-mate-in = O único lance que evita o mate em { $moves }: com { $other } no lugar dele, as { $color ->
        [white] brancas
       *[black] pretas
    } dão mate em { $moves }: { $line }.
why-only-saves-material = O único lance que não perde material: com { $other } no lugar dele, as { $color ->
        [white] brancas
       *[black] pretas
    } perdem { $material }: { $line }.
why-only-good-move = O único lance bom: o segundo melhor, { $other }, daria { $eval }.
# What the mover threatens to play next ($threat, SAN).
why-threatens-mate-at-once = Ameaça { $threat }, que é mate.
why-threatens-mate = Ameaça mate em { $moves }, começando com { $threat }: { $line }.
why-threatens-win = Ameaça { $threat }, que ganha { $material }: { $line }.
# The evaluation, as the second part of why-verdict: $eval from White's side (+0.35, #3);
# $chance, $chance_before, $chance_after: the mover's ($color's) winning chance in percent.
why-eval-stays = a avaliação continua em { $eval } (chance de vitória das { $color ->
        [white] brancas
       *[black] pretas
    }: { $chance }%)
why-eval-changes = { $before } antes, { $after } depois (chance de vitória das { $color ->
        [white] brancas
       *[black] pretas
    }: { $chance_before }% -> { $chance_after }%)
# The move's quality and the evaluation ($eval: why-eval-stays or why-eval-changes).
why-verdict = { $quality ->
        [best] Melhor lance
        [good] Bom lance
        [inaccuracy] Imprecisão
        [mistake] Erro
       *[blunder] Erro grave
    }: { $eval }.
why-verdict-only-legal = O único lance legal: { $eval }.
why-verdict-if-played = Se fosse jogado: { $verdict }
why-verdict-a-little-better = Bom lance: { $eval }; { $better } era um pouco melhor.
# The engine's move ($better, SAN) and why it is better ($reason: a why-reason-*,
# why-phrase-wins or why-advantage-* predicate).
why-better-was = Melhor seria { $better }, que { $reason }.
# What the better move does, as a predicate after "which" (why-better-was).
why-reason-mates-at-once = dá mate imediatamente
why-reason-forces-mate = força mate em { $moves } ({ $line })
why-reason-keeps-eval = mantém a avaliação em { $eval }
# A predicate with the line that shows it.
why-reason-with-line = { $reason } ({ $line })
why-phrase-wins = ganha { $material }
why-phrase-loses = perde { $material }
# What the better move's line keeps ($kept: a list of piece-the) or wins ($won: a list of
# piece-some) beyond the move played ($played, SAN, which wins something too in -more).
why-advantage-keeps = mantém { $kept }, que { $played } perde
why-advantage-wins = ganha { $won }
why-advantage-wins-more = ganha { $won } a mais que { $played }
why-advantage-keeps-wins = mantém { $kept }, que { $played } perde, e ganha { $won }
why-advantage-keeps-wins-more = mantém { $kept }, que { $played } perde, e ganha { $won } a mais
# The same at a cost ($costs: a list of piece-some).
why-advantage-for = { $advantage }, ao custo de { $costs }

## Game reviews

# A player's line: $name (a player's name) played $color; $accuracy in percent; the numbers
# of inaccuracies, mistakes and blunders.
review-line-side = { $name } ({ $color ->
        [white] brancas
       *[black] pretas
    }): precisão { $accuracy }%; { $inaccuracies ->
        [one] { $inaccuracies } imprecisão
       *[other] { $inaccuracies } imprecisões
    }, { $mistakes ->
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    }, { $blunders ->
        [one] { $blunders } erro grave
       *[other] { $blunders } erros graves
    }.
review-line-side-no-moves = { $name } ({ $color ->
        [white] brancas
       *[black] pretas
    }): nenhum lance; { $inaccuracies ->
        [one] { $inaccuracies } imprecisão
       *[other] { $inaccuracies } imprecisões
    }, { $mistakes ->
        [one] { $mistakes } erro
       *[other] { $mistakes } erros
    }, { $blunders ->
        [one] { $blunders } erro grave
       *[other] { $blunders } erros graves
    }.
# A key moment: the move ($move: "23... Qd5??"), its quality and White's winning chance in
# percent before and after it. The sentences saying why follow.
review-line-moment = { $move }: { $quality ->
        [best] melhor lance
        [good] bom lance
        [inaccuracy] imprecisão
        [mistake] erro
       *[blunder] erro grave
    } (chance de vitória das brancas: { $before }% -> { $after }%).
# The quality as the first sentence of a comment in the annotated PGN.
review-line-pgn-quality = { $quality ->
        [best] Melhor lance
        [good] Bom lance
        [inaccuracy] Imprecisão
        [mistake] Erro
       *[blunder] Erro grave
    }.
# A mate in $moves missed: $kind is kidnap (a Castalia move whose kidnap mates), repulse
# (whose repulse mates) or mate; $better: the engine's move (SAN); $line: the mating line.
review-line-missed-mate = Deixou passar { $kind ->
        [kidnap] um mate por sequestro
        [repulse] um mate por repulsão
       *[mate] um mate
    } em { $moves }: { $better }.
review-line-missed-mate-line = Deixou passar { $kind ->
        [kidnap] um mate por sequestro
        [repulse] um mate por repulsão
       *[mate] um mate
    } em { $moves }: { $better } ({ $line }).
review-line-repulse-promoted = A repulsão empurrou o peão de { $from } para { $to }, onde ele virou dama.
review-line-repulse-loses-queen = Esta repulsão perde a dama: { $line }.
# Above a key moment's board (a picture): the move and its quality; green and blue are the
# colours of the arrows of the move played and of the better move ($better, SAN).
review-line-moment-header = { $move } ({ $quality ->
        [best] melhor lance
        [good] bom lance
        [inaccuracy] imprecisão
        [mistake] erro
       *[blunder] erro grave
    })
review-line-moment-header-better = { $move } ({ $quality ->
        [best] melhor lance
        [good] bom lance
        [inaccuracy] imprecisão
        [mistake] erro
       *[blunder] erro grave
    }); verde: o lance jogado, azul: { $better }

## Alt texts: a picture in words, for screen readers

# A board: whose move it is ($color) ...
alt-to-move = Vez das { $color ->
        [white] brancas
       *[black] pretas
    }.
alt-to-move-in-check = Vez das { $color ->
        [white] brancas
       *[black] pretas
    }, em xeque.
# ... or how the game ended ($ended: a sentence without its full stop).
alt-ended = { $ended }.
# The last move, by $color; $effects: the move in SAN and what it does (explain-effect-label).
alt-last-move = Último lance, das { $color ->
        [white] brancas
       *[black] pretas
    }: { $effects }.
alt-the-move = O lance, das { $color ->
        [white] brancas
       *[black] pretas
    }: { $effects }.
# The pieces of both sides ($white, $black: alt-pieces-side).
alt-pieces = { $white }; { $black }.
# One side's pieces: $pieces lists them by their letters in SAN and squares ("Kg1, Qd1, Ca3,
# Rf1", then alt-pawns) or is alt-nothing.
alt-pieces-side = { $color ->
        [white] Brancas
       *[black] Pretas
    }: { $pieces }
# $count pawns, on $squares ("a2 b2 c2").
alt-pawns = { $count ->
        [one] peão
       *[other] peões
    } { $squares }
alt-nothing = nada
# A picture of a move ($title: what the picture is, without a full stop; $the_move:
# alt-the-move; $pieces: alt-pieces, before the move).
alt-move-picture = { $title }. { $the_move } Antes do lance: { $pieces }
# A picture of a position ($status: alt-to-move or alt-to-move-in-check).
alt-position-picture = { $title }. { $status } { $pieces }

## Words drawn into pictures

# The legend under a board or an explanation picture: what each colour shows (short labels
# beside colour samples).
legend-move = o lance
legend-moved-from-to = origem / destino
legend-castalia-path = caminho da Castália
legend-kidnap-drag = arrasto do sequestro
legend-repulse-push = empurrão da repulsão
legend-kidnapped-piece = peça sequestrada
legend-repulsed-piece = peça repelida
legend-king-in-check = rei em xeque
legend-better-move = lance melhor
legend-threat = ameaça
# Above the two boards of an explanation picture: the board before the move ($color is to
# move) and after it ($san: the move).
picture-before = Antes: vez das { $color ->
        [white] brancas
       *[black] pretas
    }
picture-after = Depois de { $san }
# Under the first frame of a game's animation.
picture-start = Início
# Along the bottom of a review's evaluation graph: the x axis is the move number, the y axis
# White's winning chance; then the colours of the marks.
picture-graph-caption = número do lance  ·  y: chance de vitória das brancas
picture-graph-inaccuracy = imprecisão
picture-graph-mistake = erro
picture-graph-blunder = erro grave
# The last line of a long table: $count rows left out.
picture-table-more = … e mais { $count }


## Tournaments (`/tournament`): creating, joining, leaving, starting

tournament-start-not-allowed = Só quem criou o torneio (ou alguém com a permissão Gerenciar eventos) pode iniciá-lo antes da hora.
# $id: the tournament's number (as in all the messages below).
tournament-already-started = O torneio #{ $id } já começou.
# Starting a tournament that another command started meanwhile.
tournament-already-started-short = Ele já começou.
tournament-trf = O torneio #{ $id } como relatório FIDE TRF-16 (para programas de emparceiramento e responsáveis pelo rating).
tournament-servers-only = Os torneios acontecem em servidores: use `/torneio` num canal de servidor.
tournament-not-here = Não existe torneio #{ $id } aqui. `/torneio lista` mostra os torneios deste servidor.
tournament-no-such = Não existe torneio #{ $id }.
tournament-gone = O torneio não existe mais.
tournament-none-live = Nenhum torneio está aberto ou em andamento aqui. `/torneio criar tipo:suíço rodadas:5 tempo:10+5 início:15m` cria um; `/torneio lista` mostra os anteriores.
# $list: the tournaments ("#3 Winter Swiss, #4 Blitz Arena"); $first: the first one's number.
tournament-which = Há vários torneios abertos ou em andamento aqui ({ $list }): informe o número, por exemplo `número:{ $first }`.
tournament-create-not-allowed = Para criar um torneio, é preciso ter a permissão Gerenciar eventos (ou um cargo de organizador) neste servidor. Peça a um moderador, ou entre num torneio com `/torneio entrar`.
tournament-too-many = Este servidor já tem { $count } { $count ->
        [one] torneio aberto
       *[other] torneios abertos
    } ou em andamento (o máximo permitido).
tournament-arena-needs-clock = Uma arena é jogada com relógio de verdade: adicione, por exemplo, `tempo:3+2`.
# The name of a tournament created without one (stored once, in the server's language).
# $rules: the rule set (Castalia, Castalia Weak, Standard).
tournament-default-name = { $kind ->
        [arena] Arena
        [swiss] Suíço
       *[round-robin] Todos contra todos
    } { $rules }
tournament-already-in = Você já está no torneio #{ $id }.
tournament-round-robin-started = Não dá para entrar num torneio todos contra todos depois que ele começou.
tournament-over = O torneio #{ $id } terminou.
# $low, $high: the ratings allowed; $rules: the rule set (castalia); $rating: the player's.
tournament-band = O torneio #{ $id } é para jogadores com rating de { $low } a { $high }; o seu rating em { $rules } é { $rating }.
# $player: who joined; $count: everyone who joined; $withdrew: how many of them withdrew.
tournament-joined = { $player } entrou no torneio #{ $id } ({ $count ->
        [one] { $count } jogador
       *[other] { $count } jogadores
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } desistiu
       *[other] , { $withdrew } desistiram
    }).
tournament-joined-running = Você será emparceirado na próxima rodada.
tournament-joined-running-arena = Você será emparceirado assim que um adversário estiver livre: uma arena emparceira os jogadores à medida que as partidas terminam.
tournament-not-in = Você não está no torneio #{ $id }.
# $player left before the start.
tournament-left = { $player } saiu do torneio #{ $id }. As partidas já jogadas continuam valendo; uma partida em andamento é jogada até o fim.
# $player left once it had started.
tournament-withdrew = { $player } desistiu do torneio #{ $id }. As partidas já jogadas continuam valendo; uma partida em andamento é jogada até o fim.
# $minutes: about how long until the start; $players: the players who joined.
tournament-reminder = O torneio #{ $id } ({ $name }) começa em cerca de { $minutes ->
        [one] um minuto
       *[other] { $minutes } minutos
    }, com { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }. Prepare-se: a sua primeira partida é criada assim que ele começar.
# $needed: the fewest players it starts with; $players: those who joined.
tournament-too-few = { $kind ->
        [arena] Uma arena
        [swiss] Um suíço
        [round-robin] Um todos contra todos
       *[double-round-robin] Um todos contra todos duplo
    } precisa de pelo menos { $needed } jogadores; até agora, entraram: { $players }.
tournament-called-off = O torneio #{ $id } ({ $name }) foi cancelado: poucos jogadores entraram.
tournament-full = O torneio #{ $id } está cheio (o máximo de jogadores: { $most }).
tournament-end-not-allowed = Só quem criou o torneio (ou alguém com a permissão Gerenciar eventos) pode encerrá-lo.
tournament-ended-by = { $player } encerrou o torneio #{ $id } ({ $name }) com a classificação atual.
tournament-ended-unpairable = A rodada { $round } não pode ser emparceirada: não existe emparceiramento válido (todos os que restam repetiriam uma partida). O torneio termina com a classificação atual.
tournament-ended-reply = O torneio #{ $id } ({ $name }) foi encerrado; seus jogadores são avisados.
tournament-pairings-posted = Os emparceiramentos são publicados para seus jogadores.
notice-continued = (continuação, { $part }/{ $parts })
tournament-no-game-here = Você não tem partida de torneio em andamento aqui.
# $game: the number of one of the player's games.
tournament-which-game = Você tem várias partidas de torneio em andamento: informe o número da partida, por exemplo `partida:{ $game }`.

## (`kind:`, `rounds:`), kinds and yes/no are the choice-kind-* and choice-yesno-* words.

tournament-start-option = início: aceita `now` ou um tempo a partir de agora: `15m`, `2h`, `1d` (no máximo 14 dias).
tournament-band-option = faixa: aceita o rating mínimo e o máximo, por exemplo `faixa:1200-1600`.
# $length: the characters of the name typed; $max: the most a name has.
tournament-name-too-long = O nome de um torneio tem no máximo { $max } caracteres; este tem { $length }. Escolha um mais curto.
tournament-name-empty = `nome:` precisa de um valor: por exemplo `nome:"Suíço de inverno"`, ou omita-o para o nome padrão.
tournament-no-color = O emparceiramento define as cores de cada partida: omita `cor:`.
tournament-arena-no-rounds = Uma arena dura um tempo, não rodadas: por exemplo `tipo:arena minutos:30`.
tournament-minutes-option = minutos: aceita um número, por exemplo `minutos:30`.
tournament-arena-length = Uma arena dura de 5 minutos a 24 horas: por exemplo `minutos:60`.
tournament-berserk-option = berserk: aceita sim ou não.
tournament-swiss-no-minutes = Um suíço é jogado em rodadas: por exemplo `tipo:suíço rodadas:5`.
tournament-rounds-option = rodadas: aceita um número, por exemplo `rodadas:5`.
# $most: the most rounds a Swiss has.
tournament-swiss-rounds = Um suíço tem de 1 a { $most } rodadas: por exemplo `rodadas:5`.
tournament-round-robin-options = Num todos contra todos, há tantas rodadas quantas forem precisas para todos se enfrentarem: escolha só `duplo:sim` ou `duplo:não`.
tournament-double-option = duplo: aceita sim (todos se enfrentam duas vezes) ou não.
tournament-choose-kind = Escolha um tipo: `tipo:arena`, `tipo:suíço` ou `tipo:todos-contra-todos`, por exemplo `/torneio criar tipo:suíço rodadas:5 tempo:10+5 início:15m`.

## Swiss pairing

# $round: the round's number; $reason: why, in the pairing program's words (English).
swiss-cannot-pair = A rodada { $round } não pode ser emparceirada ({ $reason }). O organizador do torneio pode encerrá-lo com a classificação atual.

## Berserk in an arena (half your clock for a point more if you win)

arena-berserk-not-yours = Essa não é uma das suas partidas de torneio.
arena-berserk-game-over = Essa partida já terminou.
arena-berserk-after-first-move = O berserk é escolhido antes do seu primeiro lance na partida.
arena-berserk-no-clock = O berserk precisa de uma partida com relógio.
arena-berserk-not-allowed = O berserk só vale nas arenas que o permitem.
arena-berserk-not-in-tournament = Essa partida não é do torneio.
arena-berserk-already = Você já usou o berserk nesta partida.
# $player: who goes berserk.
arena-berserk = { $player } usa o berserk: metade do relógio e um ponto a mais se vencer.

## Tournaments (`/tournament`): what they show

# $id: the tournament's number; $name: its name.
tournament-title = **Torneio #{ $id }: { $name }**
tournament-started-title = **Torneio #{ $id }: { $name } começou!**
# The settings in one line: "Swiss, 5 rounds · castalia · 10+5 · rated". $length: the kind
# and length (tournament-length-*); $rules: the rule set, as typed (castalia); $time: the
# time control (10+5, or tournament-time-*); $rated: whether the games are rated.
tournament-summary = { $length } · { $rules } · { $time } · { $rated ->
        [yes] ranqueado
       *[no] casual
    }
# The same for a tournament open only to players rated $low to $high.
tournament-summary-band = { $length } · { $rules } · { $time } · { $rated ->
        [yes] ranqueado
       *[no] casual
    } · só rating { $low }-{ $high }
tournament-length-arena = Arena, { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }
tournament-length-arena-berserk = Arena, { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }, berserk permitido
tournament-length-swiss = Suíço, { $rounds ->
        [one] { $rounds } rodada
       *[other] { $rounds } rodadas
    }
tournament-length-round-robin = Todos contra todos
tournament-length-double-round-robin = Todos contra todos duplo
tournament-time-none = sem relógio
tournament-time-days = { $days ->
        [one] { $days } dia por lance
       *[other] { $days } dias por lance
    }
# $summary: the settings (tournament-summary); $player: who created it.
tournament-created-by = { $summary }. Criado por { $player }.
tournament-join-now = Aberto agora; começa em até { $minutes } { $minutes ->
        [one] minuto
       *[other] minutos
    }. Entre já com `/torneio entrar` (ou o botão Entrar); quem criou pode iniciá-lo antes com `/torneio iniciar`.
# $time: when it starts, shown relative to now ("in 2 hours").
tournament-join-later = Começa { $time }. Entre com `/torneio entrar` (ou o botão Entrar); quem criou pode iniciá-lo antes com `/torneio iniciar`.
tournament-no-games-now = Nenhuma partida em andamento agora.
# Followed by a line per game.
tournament-games-now = Partidas em andamento:
tournament-not-paired-yet = Ainda sem emparceiramento: a rodada 1 é emparceirada no início.
# $round: the round asked for; $paired: how many rounds are paired.
tournament-no-such-round = Não existe a rodada { $round }: as rodadas de 1 a { $paired } estão emparceiradas.
tournament-round-of = Rodada { $round } de { $total }
# $board: a game of the round (tournament-board).
tournament-board-number = Mesa { $number }: { $board }
# A game: the players and the score (1-0, ½-½, 0-1; "-" while it is played; +-- and --+ are
# forfeits). $game: the game's number.
tournament-board = { $white } { $score } { $black } (partida #{ $game })
tournament-board-no-game = { $white } { $score } { $black }
# A player without a game this round. $kind: pairing (the bye of an odd Swiss), half (a
# half-point bye), rest (a round robin's odd player out), withdrew (the player left the
# tournament), zero (any other absence).
tournament-bye = { $player }: { $kind ->
        [pairing] bye (1 ponto)
        [half] bye (meio ponto)
        [rest] sem partida nesta rodada (número ímpar de jogadores: a cada rodada um descansa)
        [withdrew] desistiu (nenhum ponto)
       *[zero] sem emparceiramento (nenhum ponto)
    }
# The standings' title. $state: where the tournament is; $round: the last round finished.
tournament-standings-title = **#{ $id } { $name } · classificação ({ $state ->
        [open] aberto
        [running] em andamento
        [first-round] rodada 1 em jogo
        [after-round] após a rodada { $round }
        [final] final
       *[called-off] cancelado
    })**
# The columns of the standings table (in a picture): rank; player; rating; points; games
# played (arena); the tie-breaks Buchholz cut 1, Buchholz, Sonneborn-Berger, direct
# encounter and wins (a round robin's) (keep them short).
tournament-column = { $column ->
        [rank] #
        [player] Jogador
        [rating] Rating
        [points] Pontos
        [games] Partidas
        [bh1] BH-1
        [bh] BH
        [sb] SB
        [wins] Vit.
       *[de] CD
    }
# A player who left a running tournament. $name: the player.
tournament-withdrawn-name = { $name } (desistiu)
tournament-nobody-yet = Ninguém entrou ainda.
# A line of an arena's standings. $rank: the place; $name: the player; $rating: their rating;
# $points: their arena points.
tournament-standing-arena = { $rank }. { $name } ({ $rating }): { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    }
# The same for a player on fire (two wins in a row or more: wins count double).
tournament-standing-arena-fire = { $rank }. { $name } ({ $rating }): { $points ->
        [one] { $points } ponto
       *[other] { $points } pontos
    } (em chamas)
# A line of a Swiss or round robin's standings. $score: the points as written (2½);
# $points: the same as a number (for the plural); then the tie-breaks.
tournament-standing = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] ponto
       *[other] pontos
    }, Buchholz corte 1 { $buchholz_cut1 }, Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger }
tournament-standing-fire = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] ponto
       *[other] pontos
    }, Buchholz corte 1 { $buchholz_cut1 }, Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger } (em chamas)
# A line of a round robin's standings: its tie-breaks are direct encounter, Sonneborn-Berger
# and the number of wins. $direct: the points against the players level with them;
# $wins: the games won (a number).
tournament-standing-round-robin = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] ponto
       *[other] pontos
    }, confronto direto { $direct }, Sonneborn-Berger { $sonneborn_berger }, { $wins ->
        [one] { $wins } vitória
       *[other] { $wins } vitórias
    }
tournament-over-title = **O torneio #{ $id } ({ $name }) terminou!**
# One of the first three. $score: the points as written (2½); $points: the same as a number.
tournament-podium-place = { $place ->
        [first] Primeiro lugar
        [second] Segundo lugar
       *[third] Terceiro lugar
    }: { $player }, com { $score } { $points ->
        [one] ponto
       *[other] pontos
    }
# $count: everyone who joined (those who left before the start aside); $withdrew: how many
# of them withdrew once it had started; $id: the tournament's number.
tournament-took-part = { $count ->
        [one] { $count } jogador participou
       *[other] { $count } jogadores participaram
    }{ $withdrew ->
        [0] {""}
        [one] ; { $withdrew } desistiu
       *[other] ; { $withdrew } desistiram
    }. `/torneio classificação número:{ $id }` mostra a tabela completa.
# A game of a round starts. $white, $black: the players; $game: the game's number.
tournament-game-start = **Torneio #{ $id } ({ $name }), rodada { $round }**: { $white } (brancas) x { $black } (pretas), partida #{ $game }. Boa sorte!
# The same in an arena (no rounds).
tournament-game-start-arena = **Torneio #{ $id } ({ $name })**: { $white } (brancas) x { $black } (pretas), partida #{ $game }. Boa sorte!
# $score: 1-0, ½-½, 0-1, or a forfeit (+--, --+).
tournament-game-ended = A partida #{ $game } terminou: { $white } { $score } { $black }.
tournament-list-title = **Torneios deste servidor**
# A tournament of the list. $players: everyone who joined; $withdrew: how many of them
# withdrew; $summary: its settings (tournament-summary).
tournament-list-line = #{ $id } { $name } ({ $state ->
        [open] aberto
        [running] em andamento
        [finished] terminado
       *[called-off] cancelado
    }, { $players ->
        [one] { $players } jogador
       *[other] { $players } jogadores
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } desistiu
       *[other] , { $withdrew } desistiram
    }): { $summary }
tournament-list-empty = Nenhum ainda. `/torneio criar tipo:arena minutos:30 tempo:3+2 início:10m` cria um.

## Tournament pictures (the standings table and the podium card)

# The description of the standings picture. $standings: the standings in words.
tournament-standings-picture = A tabela de classificação. { $standings }
# The podium card's title, and the Event of the tournament's PGN file.
tournament-name-and-number = { $name } (torneio #{ $id })
# Under the title. $summary: the settings (tournament-summary); $count: everyone who joined;
# $withdrew: how many of them withdrew.
tournament-podium-subtitle = { $summary } · { $count ->
        [one] { $count } jogador
       *[other] { $count } jogadores
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } desistiu
       *[other] , { $withdrew } desistiram
    }
# A player's score on the podium card.
tournament-podium-score = { $score } { $points ->
        [one] ponto
       *[other] pontos
    }
# The podium card in words. $title: tournament-name-and-number; $places: the places
# (tournament-podium-words-place), separated by semicolons.
tournament-podium-words = O pódio de { $title }: { $places }.
tournament-podium-words-place = { $place ->
        [first] em primeiro
        [second] em segundo
       *[third] em terceiro
    }, { $name }, com { $score }

## The course (`/learn`): the list of lessons, exercises, answers, hints, the end

# $solved, $total: numbers of exercises.
course-overview = **O curso da Castália**: { $solved } de { $total } { $total ->
        [one] exercício resolvido
       *[other] exercícios resolvidos
    }.
# A line of the list of lessons. $number: the lesson's number; $title: its title.
course-overview-lesson-done = { $number }. { $title } (concluída)
# $count: the lesson's exercises, none solved yet.
course-overview-lesson-new = { $number }. { $title } ({ $count } { $count ->
        [one] exercício
       *[other] exercícios
    })
# $done of $count exercises of the lesson solved.
course-overview-lesson-started = { $number }. { $title } ({ $done } de { $count } resolvidos)
course-overview-how = `/aprender lição:3` abre uma lição; `/aprender` continua de onde você parou.
# In /stats. $lessons_done of $lessons lessons have every exercise solved.
course-stats = Curso da Castália: { $solved } de { $total } exercícios, { $lessons_done } de { $lessons } lições concluídas.
course-stats-complete = Curso da Castália: completo ({ $total } exercícios).
# $title: the lesson's title (lesson-N-title).
course-lesson-heading = **Lição { $number }: { $title }**
# $id: the exercise's number ("3.2"); $side: the learner's colour; $task: the exercise's task.
course-exercise-heading = **Exercício { $id } ({ $side ->
        [white] brancas
       *[black] pretas
    } jogam):** { $task }
# The same in the weak rule set (the Castalia kidnaps only when it moves one square).
course-exercise-heading-weak = **Exercício { $id } ({ $side ->
        [white] brancas
       *[black] pretas
    } jogam, regras fracas):** { $task }
course-exercise-how = Responda com `/lance` (por exemplo `/lance Cd5`); `/aprender dica` ajuda.
course-exercise-how-game = Responda com `/aprender lance:` (por exemplo `/aprender lance:Cd5`): aqui `/lance` joga na sua partida #{ $id }. `/aprender dica` ajuda.
# A legal move that is not the answer. $san: the move; $what: what the move did, in sentences.
course-wrong = **{ $san } é legal, mas não é a resposta.** O que ele faz: { $what }
# $hint: the exercise's hint; $task: its task.
course-wrong-hint = Dica: { $hint } Tente de novo: { $task }
# $san: the move; $id: the exercise's number; $what: what the move did, in sentences.
course-right = **{ $san }: certo!** Exercício { $id } resolvido. { $what }
# The same for an exercise the learner had solved before.
course-right-again = **{ $san }: certo!** Exercício { $id } resolvido (já resolvido antes). { $what }
course-lesson-complete = Lição { $number } concluída!
course-next-exercise = A seguir: exercício { $id } (`/aprender próximo` mostra).
# $title: the next lesson's title.
course-next-lesson = A seguir: lição { $number }, { $title } (`/aprender próximo` abre).
course-next-lesson-untitled = A seguir: lição { $number } (`/aprender próximo` abre).
# $hint: the exercise's hint.
course-hint = **Dica:** { $hint }
# The piece that moves in a right answer, ringed on the board. $square: where it stands (e4).
course-hint-piece = Mova { $piece ->
        [pawn] o seu peão
        [knight] o seu cavalo
        [bishop] o seu bispo
        [rook] a sua torre
        [queen] a sua dama
        [king] o seu rei
       *[castalia] a sua Castália
    } de { $square } (circulado no tabuleiro).
course-exercise-again = Exercício { $id }: { $task }
course-finished = **Você concluiu o curso da Castália!** Todos os { $total } exercícios resolvidos.
# $open: the numbers of the lessons with exercises not solved ("3, 5"); $count: how many.
course-end-reached = **Você chegou ao fim do curso da Castália.** { $solved } de { $total } exercícios resolvidos; { $count ->
        [one] a lição { $open } ainda tem exercícios em aberto
       *[other] as lições { $open } ainda têm exercícios em aberto
    } (`/aprender lição:N`).
# $theme: a puzzle theme's description (theme-* below); $name: the theme's name to type;
# $level: a bot level (1 to 8); $elo: its strength.
course-practise = Agora pratique com problemas do tema "{ $theme }": `/problema temas:{ $name }`. Depois jogue contra o bot no seu nível: `/jogar nível:{ $level }` (cerca de { $elo } Elo).
# $count: the number of lessons.
course-no-such-lesson = Não existe a lição { $number }: o curso tem as lições 1 a { $count }. Digite `/aprender` para ver a lista.
course-stale-menu = Este menu é de um exercício que você já deixou, então nada foi jogado. Você está no exercício { $id }: `/aprender` mostra o exercício.
course-last-exercise = Este é o último exercício do curso ({ $solved } de { $total } resolvidos). Responda com `/lance` ou abra outra lição com `/aprender lição:N`.
course-last-exercise-game = Este é o último exercício do curso ({ $solved } de { $total } resolvidos). Responda com `/aprender lance:` (aqui `/lance` joga na sua partida #{ $id }) ou abra outra lição com `/aprender lição:N`.
course-lesson-empty = Essa lição não tem exercícios.
course-nothing-to-answer = Não há nada para responder: nenhum exercício do curso está aberto. `/aprender` começa o curso.
course-exercise-unreadable = Não foi possível ler este exercício; `/aprender próximo` passa para o próximo.
course-one-thing-at-a-time = `/aprender` aceita uma coisa de cada vez: `/aprender lição:3`, `/aprender ação:dica` ou `/aprender lance:Cd5`.
# $text: what the user typed as a lesson number.
course-bad-lesson-number = `{ $text }` não é um número de lição. Tente `/aprender lição:3`, ou `/aprender` para ver a lista.
# $action: what the user typed as an action.
course-bad-action = `/aprender` não tem a ação `{ $action }`. Tente `/aprender dica`, `/aprender repetir`, `/aprender próximo` ou `/aprender lição:3`.

## The course's pictures (short lines above and below a board, and the pictures' descriptions)

# Above an exercise's board. $id: the exercise's number ("3.2"); $title: its lesson's title.
course-picture-header = Exercício { $id } · { $title }
# A shorter header. $lesson: the lesson's number.
course-picture-header-lesson = Lição { $lesson } · exercício { $id }
course-picture-header-short = Exercício { $id }
# Below the board when the task does not fit. $side: the learner's colour.
course-picture-to-play-see-task = { $side ->
        [white] Brancas
       *[black] Pretas
    } jogam: veja o enunciado
course-picture-to-play = { $side ->
        [white] Brancas
       *[black] Pretas
    } jogam
# Below the board after a right answer. $san: the move.
course-picture-right = { $san }: certo!
# Below the board of the hint: the piece that moves in a right answer and its square.
course-picture-hint = Dica: { $piece ->
        [pawn] o peão
        [knight] o cavalo
        [bishop] o bispo
        [rook] a torre
        [queen] a dama
        [king] o rei
       *[castalia] a Castália
    } de { $square }
# The start of an exercise picture's description. $footer: the line below the board.
course-picture-words = Exercício { $id } ({ $title }): { $footer }
course-picture-answer = A sua resposta, desenhada antes e depois
# $title: the lesson's title.
course-picture-lesson = Lição { $number }: { $title }, com o exemplo desenhado

## Lesson 1

lesson-1-title = A Castália se move como uma dama
lesson-1-body = A Castália (C) se move como uma dama: qualquer distância numa fileira, numa coluna ou numa diagonal, só por casas vazias. Aqui a Castália branca de d4 desliza pela grande diagonal até h8.
# Exercise 1.1
lesson-1-exercise-1-task = Leve a sua Castália a um canto do tabuleiro.
lesson-1-exercise-1-hint = Como a dama, a Castália também anda pelas diagonais.
# Exercise 1.2
lesson-1-exercise-2-task = Leve a sua Castália para a coluna h.
lesson-1-exercise-2-hint = Ela não pode pular peças: encontre uma linha livre até o fim.

## Lesson 2

lesson-2-title = Ela nunca captura
lesson-2-body = A Castália nunca captura: ela só pode parar numa casa vazia, então uma peça adversária no caminho é um muro, não um alvo. Ela também não ataca nada (não dá xeque, não protege), mas pode ficar no caminho de uma linha, como qualquer peça. Aqui ela não pode tomar a torre de e8, então bloqueia o xeque da torre em e5.
# Exercise 2.1
lesson-2-exercise-1-task = Capture a peça preta que está de fato desprotegida.
lesson-2-exercise-1-hint = A Castália nunca captura, então não protege nada.
# Exercise 2.2
lesson-2-exercise-2-task = Bloqueie o xeque da torre com a sua Castália.
lesson-2-exercise-2-hint = Ela não pode tomar a torre, mas pode ficar entre a torre e o seu rei.

## Lesson 3

lesson-3-title = O sequestro
lesson-3-body = Quando a Castália se move, a peça mais próxima atrás dela na sua linha, de qualquer cor e a qualquer distância, é arrastada para a casa que ela acabou de deixar. Aqui a Castália vai de d4 a d2 e puxa o cavalo preto de d7 para d4. Só a peça mais próxima vem, então a torre de d8 fica onde está.
# Exercise 3.1
lesson-3-exercise-1-task = Sequestre o cavalo preto.
lesson-3-exercise-1-hint = Afaste a Castália do cavalo em linha reta.
# Exercise 3.2
lesson-3-exercise-2-task = Sequestre a dama preta.
lesson-3-exercise-2-hint = Só a peça mais próxima atrás da Castália é arrastada: qual Castália não tem nada entre ela e a dama?
# Exercise 3.3
lesson-3-exercise-3-task = Sequestre uma torre branca.
lesson-3-exercise-3-hint = A torre de e1 está escondida atrás do próprio peão; olhe ao longo das diagonais.

## Lesson 4

lesson-4-title = Sequestre as suas próprias peças
lesson-4-body = O sequestro também funciona com as suas próprias peças. Assim, a Castália pode puxar uma peça amiga para a frente sem gastar o lance dessa peça. Aqui a Castália vai de d4 a f6 e arrasta a torre branca do canto, por uma diagonal, até d4: um lance que nenhuma torre poderia fazer.
# Exercise 4.1
lesson-4-exercise-1-task = Leve o seu peão b até b7 sem movê-lo.
lesson-4-exercise-1-hint = O peão precisa estar bem atrás da Castália, na mesma linha, quando ela se move.
# Exercise 4.2
lesson-4-exercise-2-task = Leve a sua torre à 7ª fileira sem movê-la.
lesson-4-exercise-2-hint = Qualquer uma das Castálias consegue: cada uma precisa se afastar da torre em linha reta.
# Exercise 4.3
lesson-4-exercise-3-task = Arraste o seu rei para fora do xeque com a Castália.
lesson-4-exercise-3-hint = O seu rei é a peça mais próxima atrás da Castália quando ela se afasta do rei.

## Lesson 5

lesson-5-title = A repulsão
lesson-5-body = Quando a Castália para logo ao lado de uma peça adversária na sua linha, essa peça é empurrada na mesma direção, até onde puder deslizar: até a borda, ou até a primeira peça no caminho. As suas próprias peças nunca são empurradas. Aqui a Castália para em d4 e empurra o bispo preto de e5 para h8.
# Exercise 5.1
lesson-5-exercise-1-task = Empurre o cavalo preto até a borda do tabuleiro.
lesson-5-exercise-1-hint = Uma peça empurrada se detém antes da primeira peça no seu caminho.
# Exercise 5.2
lesson-5-exercise-2-task = O seu rei está em xeque: empurre a torre preta para longe.
lesson-5-exercise-2-hint = Pare logo ao lado da torre, numa linha que a tire da coluna e.
# Exercise 5.3
lesson-5-exercise-3-task = Empurre o bispo branco para fora da grande diagonal.
lesson-5-exercise-3-hint = Ele ataca a sua torre pela diagonal a1-h8; um empurrão ao longo dessa diagonal o deixa nela.

## Lesson 6

lesson-6-title = Peões nunca voltam à primeira fileira
lesson-6-body = Um peão empurrado nunca pode cair na sua própria primeira fileira: ele para na sua segunda fileira, mesmo quando é empurrado por uma diagonal. Aqui Cc3 empurra o peão preto de d4 diagonal acima, e ele para em g7 em vez de h8. De volta à sua segunda fileira, ele pode fazer o avanço duplo de novo.
# Exercise 6.1
lesson-6-exercise-1-task = Empurre o peão preto de volta à sua segunda fileira.
lesson-6-exercise-1-hint = A segunda fileira das pretas é a 7ª: empurre o peão na direção dela, não para o lado.
# Exercise 6.2
lesson-6-exercise-2-task = Empurre o peão branco de volta à sua segunda fileira.
lesson-6-exercise-2-hint = Siga cada diagonal a partir do peão: qual delas desce até a 2ª fileira das brancas?

## Lesson 7

lesson-7-title = Não empurre um peão para a promoção
lesson-7-body = Um peão empurrado para a sua última fileira vira na hora uma dama da sua própria cor, mesmo que o empurrão tenha sido lance seu. Aqui Cd3 empurra o peão preto de d2 para d1, e as pretas ganham uma dama nova. Antes de parar ao lado de um peão adversário, veja onde ele cairia.
# Exercise 7.1
lesson-7-exercise-1-task = Sequestre o cavalo sem dar uma dama às pretas.
lesson-7-exercise-1-hint = Não pare logo na frente do peão de d2.
# Exercise 7.2
lesson-7-exercise-2-task = Bloqueie o xeque sem dar uma dama às brancas.
lesson-7-exercise-2-hint = Um peão empurrado por uma diagonal também pode chegar à última fileira.

## Lesson 8

lesson-8-title = Desfaça um avanço duplo
lesson-8-body = Logo depois do avanço duplo de um peão adversário, um empurrão para trás em linha reta o manda de volta para casa, na sua segunda fileira, como se o avanço nunca tivesse acontecido. Aqui as pretas acabaram de jogar d7-d5 para atacar o cavalo, e Cd4 manda o peão de volta para d7.
# Exercise 8.1
lesson-8-exercise-1-task = As pretas acabaram de jogar e7-e5: mande o peão de volta para e7.
lesson-8-exercise-1-hint = Para empurrá-lo para trás em linha reta, a Castália precisa chegar por baixo, pela coluna e.
# Exercise 8.2
lesson-8-exercise-2-task = As brancas acabaram de jogar c2-c4: mande o peão de volta para c2.
lesson-8-exercise-2-hint = Um empurrão na diagonal o manda para outra coluna.

## Lesson 9

lesson-9-title = Sequestro e repulsão num só lance
lesson-9-body = Um só lance da Castália pode fazer as duas coisas: arrastar a peça atrás dela e empurrar a peça adversária à sua frente. Aqui Cc5 arrasta o peão branco de f2 para d4 e empurra o bispo preto de b6 para a7.
# Exercise 9.1
lesson-9-exercise-1-task = Sequestre o cavalo e empurre a torre no mesmo lance.
lesson-9-exercise-1-hint = O cavalo precisa estar atrás da Castália, e a torre logo à frente da casa onde ela para.
# Exercise 9.2
lesson-9-exercise-2-task = Sequestre uma peça branca e empurre outra no mesmo lance.
lesson-9-exercise-2-hint = Procure uma linha com uma peça branca de cada lado da sua Castália.

## Lesson 10

lesson-10-title = Sequestrar e empurrar um rei
lesson-10-body = Os reis são sequestrados e empurrados como qualquer outra peça. Assim, a Castália pode arrastar ou empurrar o rei adversário para o xeque de uma das suas peças. A própria Castália nunca dá xeque. Aqui Ce5 arrasta o rei preto de e8 para e6, onde a torre de a6 dá xeque nele.
# Exercise 10.1
lesson-10-exercise-1-task = Dê xeque empurrando o rei preto.
lesson-10-exercise-1-hint = Um rei empurrado desliza até algo o parar: siga cada linha até o fim.
# Exercise 10.2
lesson-10-exercise-2-task = Arraste o rei branco para o xeque do seu bispo.
lesson-10-exercise-2-hint = Que casa está na diagonal do seu bispo? E o rei pode ser arrastado até lá?

## Lesson 11

lesson-11-title = Mate com a Castália
lesson-11-body = Como os reis podem ser arrastados e empurrados, um lance da Castália pode dar mate com a ajuda das suas outras peças. Aqui Ce8 empurra o rei preto de d8 para o canto a8: a torre de a1 dá xeque, e a torre de b2 cobre b7 e b8.
# Exercise 11.1
lesson-11-exercise-1-task = Mate em um com um sequestro.
lesson-11-exercise-1-hint = Arraste o rei para a coluna e aberta, onde as suas torres e o seu cavalo cobrem todas as fugas.
# Exercise 11.2
lesson-11-exercise-2-task = Mate em um com um sequestro.
lesson-11-exercise-2-hint = Traga a sua dama para o lado do rei, onde o seu bispo a protege.
# Exercise 11.3
lesson-11-exercise-3-task = Mate em um com um empurrão.
lesson-11-exercise-3-hint = As suas torres dominam a 1ª e a 2ª fileiras: empurre o rei para o canto.

## Lesson 12

lesson-12-title = As regras fracas
lesson-12-body = Nas regras fracas (castalia-weak), a Castália só sequestra quando se move exatamente uma casa; um lance mais longo não arrasta nada. A repulsão continua funcionando a qualquer distância. Aqui Cd5 é um lance de uma casa, então o peão de d2 é arrastado para d4; Cd6 o teria deixado em casa.
# Exercise 12.1
lesson-12-exercise-1-task = Sequestre o cavalo preto.
lesson-12-exercise-1-hint = Nas regras fracas, só um lance de uma casa sequestra.
# Exercise 12.2
lesson-12-exercise-2-task = Suba pela coluna d sem arrastar o seu cavalo.
lesson-12-exercise-2-hint = Ande mais de uma casa.
# Exercise 12.3
lesson-12-exercise-3-task = Saia do xeque com a sua Castália.
lesson-12-exercise-3-hint = Arraste o seu rei para longe do cavalo; nestas regras, só um lance de uma casa arrasta alguma peça.

## Lesson 13

lesson-13-title = Promoção a Castália
lesson-13-body = Um peão que chega à sua última fileira pode virar Castália (escrito b8=C, ou b7b8c em UCI), além de dama, torre, bispo ou cavalo. Ela vale cerca de três peões, como um cavalo. Aqui o peão b vira uma nova Castália branca em b8.
# Exercise 13.1
lesson-13-exercise-1-task = Promova um peão a Castália.
lesson-13-exercise-1-hint = Um peão não pode avançar para uma casa ocupada bem à sua frente.
# Exercise 13.2
lesson-13-exercise-2-task = Promova a Castália capturando a torre.
lesson-13-exercise-2-hint = Um peão captura na diagonal, e pode ser promovido ao capturar.
# Exercise 13.3
lesson-13-exercise-3-task = Promova a Castália dando xeque.
lesson-13-exercise-3-hint = A nova Castália não dá xeque por si mesma, mas o peão, ao sair de c7, abre uma linha.

## Puzzles (`/puzzle`)

# $side: the solver's colour; $moves: the number of the solver's moves to mate.
puzzle-task-mate = { $side ->
        [white] Brancas
       *[black] Pretas
    } jogam e dão mate em { $moves }
puzzle-task-win = { $side ->
        [white] Brancas
       *[black] Pretas
    } jogam e ganham
puzzle-task-defend = { $side ->
        [white] Brancas
       *[black] Pretas
    } jogam: encontre o único lance que salva
# $id: the puzzle's id (77cdcb48); $rules: its rule set (castalia, castalia-weak);
# $rating: its rating; $task: what to do (puzzle-task-*).
puzzle-intro = Problema { $id } ({ $rules }, rating { $rating }): **{ $task }.**
puzzle-how-to-answer = Responda com `/problema lance:` (ou com `/lance` aqui, quando você não tem partida em andamento); `/problema desistir` mostra a solução.
# $theme: what the user typed; $themes: the theme names, to type as they are.
puzzle-no-such-theme = Não existe o tema de problema `{ $theme }`. Tente um destes: `{ $themes }`.
puzzle-none-with-theme = Ainda não há problemas com esse tema. Tente `/problema` para qualquer tema.
puzzle-none-installed = Nenhum problema está instalado.
puzzle-nothing-to-answer = Não há nada para responder: você não está resolvendo um problema. `/problema` traz um para você.
puzzle-daily-solved = Você já resolveu o problema de hoje: um novo chega amanhã. `/problema` traz outro para você agora.
# A wrong answer. $played: the move tried; $san: the right move; $why: what the right move
# does, in sentences; $solution: the whole solution in SAN ("Cd5 Kf8 Rh8#").
puzzle-wrong = { $played } não é o lance. O lance era **{ $san }**: { $why } A solução completa: { $solution }.
# $themes: the puzzle's theme names (kidnap, mateIn2), as they are typed.
puzzle-solved = **{ $san }: resolvido!** Temas: { $themes }.
# $reply: the opponent's answer in SAN.
puzzle-right = **{ $san }: certo!** A resposta: { $reply }. Sua vez de novo.
# After giving up. $san: the right move; $why: what it does, in sentences; $solution: the whole solution.
puzzle-given-up = O lance era **{ $san }**: { $why } A solução completa: { $solution }.
# $rating: the new puzzle rating; $change: how it moved, with its sign (+12, -8); $streak:
# puzzles solved in a row.
puzzle-rating-change = Rating de problemas { $rating } ({ $change }), sequência de { $streak }. `/problema` para outro.
# $action: what the user typed; $actions: the actions, to type as they are.
puzzle-bad-action = `/problema` não tem a ação `{ $action }`. Tente `/problema ação:diário` ou outra destas ações: `{ $actions }`.
puzzle-answer-alone = Uma resposta vai sozinha: digite `/problema lance:Cd5` (sem ação nem tema junto).
puzzle-theme-alone = Um tema escolhe um novo problema: digite `/problema temas:kidnap` (sem outra ação junto).

## Puzzle pictures (short lines above and below the board; the longest that fits is drawn)

# $id: the puzzle's id; $rules: its rule set (Castalia, Castalia Weak).
puzzle-picture-header = Problema { $id } · { $rules }
# Shorter lines for the task. $goal: mate (in $moves), win, or hold (find the move that holds).
puzzle-picture-task-defend = { $side ->
        [white] Brancas
       *[black] Pretas
    } jogam: o único lance que salva
puzzle-picture-task-short = { $side ->
        [white] Brancas
       *[black] Pretas
    } jogam e { $goal ->
        [mate] dão mate em { $moves }
        [win] ganham
       *[hold] se salvam
    }
puzzle-picture-task-shortest = { $side ->
        [white] Brancas
       *[black] Pretas
    }: { $goal ->
        [mate] mate em { $moves }
        [win] ganhar
       *[hold] salvar-se
    }
# $moves: the solution in SAN (or its first move when the line does not fit).
puzzle-picture-solution = Solução: { $moves }
# $first: the solution's first move, drawn as a green arrow.
puzzle-picture-solution-starts = A solução começa com { $first } (verde)
# The start of the picture's description. $task: what to do (puzzle-task-*).
puzzle-picture-words = Problema { $id } ({ $rules }): { $task }
# After the description of the position.
puzzle-picture-words-solution = Solução, desenhada com setas: { $moves }.

## as they are: `/puzzle themes:kidnap`.

theme-mate-in-1 = mate em um lance
theme-mate-in-2 = mate em dois lances
theme-mate-in-3 = mate em três lances
theme-mate = xeque-mate
theme-kidnap = um sequestro da Castália decide
theme-repulse = uma repulsão da Castália decide
theme-king-kidnap = a Castália sequestra um rei
theme-king-repulse = a Castália repele o rei adversário
theme-repulse-promotion = uma repulsão empurra um peão para a última fileira
theme-castalia-key = o primeiro lance é da Castália
theme-defence = encontre o único lance que não perde
theme-stops-kidnap = a defesa impede um sequestro da Castália
theme-stops-repulse = a defesa impede uma repulsão da Castália
theme-wins-material = ganhar material
theme-attack = um ataque vencedor
theme-promotion = um peão é promovido
theme-sacrifice = entregar material para ganhar
theme-one-move = um problema de um lance
theme-short = dois lances
theme-long = três lances
theme-very-long = quatro lances

## The daily puzzle, posted to a channel

# $date: the day (daily-date).
daily-heading = **Problema do dia: { $date }**
# A date: "Tuesday 1 December 2026". $day: the day of the month; $year: the year.
daily-date = { $weekday ->
        [monday] segunda-feira
        [tuesday] terça-feira
        [wednesday] quarta-feira
        [thursday] quinta-feira
        [friday] sexta-feira
        [saturday] sábado
       *[sunday] domingo
    }, { $day } de { $month ->
        [january] janeiro
        [february] fevereiro
        [march] março
        [april] abril
        [may] maio
        [june] junho
        [july] julho
        [august] agosto
        [september] setembro
        [october] outubro
        [november] novembro
       *[december] dezembro
    } de { $year }
# A day too far away to be a date. $day: days since 1 January 1970.
daily-date-unknown = dia { $day }
daily-how-to-solve = Resolva com `/problema diário`: as suas respostas são mostradas só para você.
daily-none-installed = Nenhum problema instalado hoje.
# $id: yesterday's puzzle's id; $solution: its solution in SAN.
daily-yesterday = O problema de ontem ({ $id }): **{ $solution }**.
# $count: how many players solved yesterday's puzzle.
daily-solvers = { $count ->
        [0] Ninguém resolveu.
        [one] 1 jogador resolveu.
       *[other] { $count } jogadores resolveram.
    }

## Why a FEN cannot be read (a challenge's `setup:`). Each is a clause that follows
## "That FEN does not work:" (error-bad-fen). $color: white or black.

fen-empty = a FEN está vazia
fen-too-long = a FEN é longa demais ({ $length } caracteres; uma FEN tem menos de { $max })
fen-missing-fields = uma FEN precisa de pelo menos 4 campos (tabuleiro, vez, roque, en passant), e esta tem { $found }
fen-too-many-fields = uma FEN tem no máximo 6 campos, e esta tem { $found }
fen-rank-count = o tabuleiro precisa de 8 fileiras separadas por `/`, e há { $found }
fen-rank-length = a fileira { $rank } não tem 8 casas, e sim { $squares }
fen-bad-piece = `{ $letter }` não é uma letra de peça (use K Q R B N P C, em minúsculas para as pretas)
fen-no-king = { $color ->
        [white] as brancas
       *[black] as pretas
    } não têm rei
fen-too-many-kings = { $color ->
        [white] as brancas
       *[black] as pretas
    } têm { $count } reis
fen-too-many-pieces = { $color ->
        [white] as brancas
       *[black] as pretas
    } têm { $count } peças; o máximo possível é 16
fen-too-many-pawns = { $color ->
        [white] as brancas
       *[black] as pretas
    } têm { $count } peões; o máximo possível é 8
fen-pawn-on-back-rank = peão na fileira { $rank } ({ $square }): peões nunca ficam na fileira 1 nem na 8
fen-castalia-in-standard = não existe Castália nas regras standard ({ $square })
fen-bad-side = a vez de jogar deve ser `w` ou `b`, não `{ $found }`
fen-bad-castling = o campo de roque deve ser `-` ou letras de KQkq, não `{ $found }`
# $right: a castling letter (K, Q, k, q).
fen-castling-without-king = direito de roque { $right }, mas não há { $color ->
        [white] rei branco
       *[black] rei preto
    } em { $square }
fen-castling-without-rook = direito de roque { $right }, mas não há { $color ->
        [white] torre branca
       *[black] torre preta
    } em { $square }
fen-bad-en-passant = `{ $found }` não é uma casa de en passant: use `-` ou uma casa da fileira 3 ou 6
fen-impossible-en-passant = a casa de en passant { $square } não corresponde a um avanço duplo de peão do lado que acabou de jogar
fen-bad-counter = `{ $found }` não é um contador de lances: use um número inteiro
fen-zero-move-number = o número do lance (o último campo) começa em 1, não em 0
fen-opponent-in-check = o lado que não tem a vez está em xeque

## Web board: the page's own words
# The browser board's labels (web/): sent to the page by GET /api/session; no variables.
web-ui-title = Xadrez Castália
web-ui-board = Tabuleiro
web-ui-resign = Abandonar
web-ui-resign-confirm = Abandonar esta partida?
web-ui-cancel = Cancelar
web-ui-flip = Girar o tabuleiro
web-ui-offer-draw = Oferecer empate
web-ui-accept-draw = Aceitar o empate
web-ui-decline-draw = Recusar o empate
web-ui-takeback = Pedir para voltar o lance
web-ui-grant-takeback = Permitir voltar o lance
web-ui-decline-takeback = Recusar voltar o lance
web-ui-abort = Cancelar a partida
web-ui-claim = Reivindicar a vitória
web-ui-rematch = Revanche
web-ui-review = Análise
web-ui-your-games = Suas partidas
web-ui-no-games = Nenhuma partida em andamento.
web-ui-challenges = Desafios
web-ui-no-challenges = Nenhum desafio aberto.
web-ui-challenge = Desafio
web-ui-accept = Aceitar
web-ui-decline = Recusar
web-ui-cancel-challenge = Retirar o desafio
web-ui-watch = Partidas para assistir
web-ui-no-watch = Nenhuma partida para assistir agora.
web-ui-play-bot = Jogar contra o bot
web-ui-level = Nível
web-ui-rules = Regras
web-ui-color = Cor
web-ui-time = Ritmo
web-ui-play = Jogar
web-ui-challenge-friend = Desafiar um amigo
web-ui-rated = Ranqueada
web-ui-create-challenge = Criar o desafio
web-ui-challenge-link = Envie este link para o seu amigo:
web-ui-copy-link = Copiar link
web-ui-copied = Copiado.
web-ui-sign-out = Sair
web-ui-sign-in-discord = Entrar com o Discord
web-ui-not-signed-in = Você não está conectado. Peça ao bot Castália no Discord um link de acesso.
web-ui-type-move = Digite um lance (e4, Cd4, e2e4)
web-spectators = { $count ->
        [one] { $count } assistindo
       *[other] { $count } assistindo
    }
web-ui-moves = Lances
web-ui-first = Primeiro lance
web-ui-prev = Lance anterior
web-ui-next = Próximo lance
web-ui-last = Último lance
web-ui-back-to-live = Voltar à posição atual
web-ui-back-to-game = Voltar à partida
web-ui-lobby = Início
web-ui-promote-to = Promover a
web-ui-reconnecting = Conexão perdida. Reconectando…
web-ui-offline = Não foi possível falar com o servidor. Verifique sua conexão.
web-ui-error = Algo deu errado. Tente de novo.
web-ui-your-turn = Sua vez
web-ui-eval-graph = Gráfico de avaliação
web-ui-start-position = Posição inicial
web-ui-empty = vazia
web-ui-piece-wK = rei branco
web-ui-piece-wQ = dama branca
web-ui-piece-wR = torre branca
web-ui-piece-wB = bispo branco
web-ui-piece-wN = cavalo branco
web-ui-piece-wP = peão branco
web-ui-piece-wC = Castália branca
web-ui-piece-bK = rei preto
web-ui-piece-bQ = dama preta
web-ui-piece-bR = torre preta
web-ui-piece-bB = bispo preto
web-ui-piece-bN = cavalo preto
web-ui-piece-bP = peão preto
web-ui-piece-bC = Castália preta
