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
    `/tabuleiro [girar]`, `/lances`, `/pgn`, `/estatísticas [jogador]`, `/ranking`, `/regras`
    `/partidas`: suas partidas aqui e os desafios esperando por você; um comando sobre uma partida recebe o número dela (`/tabuleiro 12` ou `partida:12`)
    `/explicar`: o que o último lance faz e por que ele é bom ou ruim; `/explicar 8...Cd5` ou `/explicar mine` (seu último lance): um lance anterior; `/explicar LANCE` mostra uma prévia de um lance antes de ele ser jogado
    `/analisar [partida]`: a engine analisa uma partida: erros, lances melhores, precisão, um gráfico e um PGN comentado (uma partida entre pessoas, depois que ela termina)
    `/esquecer`: apagar tudo o que o bot guarda sobre você (administradores do servidor: `/esquecer usuário`)
    `/configurações [tema:ocean] [coordenadas:off] [avisos:dm] [idioma:de]`: a aparência do seu tabuleiro, avisos também por mensagem direta e o idioma em que o bot fala com você
    `/aprender`, `/aprender lição:3`, `/aprender ação:hint`: o curso da Castália, lição por lição (um simples `/lance` também responde a um exercício onde você não tem partida em andamento)
    `/problema [temas:kidnap]`, `/problema daily`, `/problema lance:Cd5`, `/problema giveup`: resolva problemas de Castália (um simples `/lance` também responde onde você não tem partida em andamento)
    Opções: regras `castalia` (padrão), `castalia-weak`, `standard`; posição `castalia`, `classic` ou uma FEN; cor `white`, `black`, `random`; tempo `none`, `10+5`, `3d` (se omitido: o padrão do servidor); ranqueada `yes` ou `no` (uma partida sem relógio é sempre casual).

rules-brief = **Xadrez Castália** (M. Winther, 2006): xadrez ortodoxo mais a **Castália** (C), que vale cerca de 3 peões.
    1. Ela se move como uma dama para uma casa **vazia** e **nunca captura**. Ela pode ser capturada.
    2. **Sequestro** (obrigatório): a peça mais próxima atrás dela, na linha pela qual ela se move (de qualquer cor, inclusive reis), é arrastada para a casa que ela deixou. Nas regras castalia-weak, ela só sequestra quando se move uma única casa.
    3. **Repulsão**: uma peça adversária na casa logo depois do seu destino desliza na mesma direção até onde puder. Um peão nunca é empurrado para a sua própria primeira fileira; um peão empurrado para a sua última fileira vira dama.
    4. O lance é legal se o seu rei não ficar atacado depois dele: assim, uma Castália pode arrastar o seu rei para fora do xeque. A própria Castália não ataca nada e não dá xeque.
    5. Na posição inicial, cada cavalo da dama é substituído por uma Castália; os peões podem ser promovidos a Castália.
    Todo o resto é xadrez ortodoxo (o direito de roque é perdido quando o rei ou a torre é deslocado). Use `/explicar` em um lance para ver o que ele faz, ou aprenda o jogo passo a passo com `/aprender`.
    As regras completas, com cada decisão tomada onde o inventor não diz nada e exemplos resolvidos: `docs/rules.md` no código-fonte do bot.

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
# $themes: os nomes dos temas, separados por vírgulas.
settings-how-to-change = Mude com `/configurações tema:forest coordenadas:off avisos:dm idioma:de` (temas: { $themes }; avisos: dm ou channel; idioma: en, de, fr, es, ru, pt-BR, ou auto para seguir o Discord).
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
    .description = Posição inicial: castalia, classic ou uma FEN
cmd-challenge-opt-color = cor
    .description = Sua cor (padrão: random)
cmd-challenge-opt-time = tempo
    .description = Controle de tempo: none, 10+5 (minutos+incremento) ou 3d (dias por lance)
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
    .description = Sua cor (padrão: random)
cmd-play-opt-rules = regras
    .description = Conjunto de regras (padrão: castalia)
cmd-play-opt-time = tempo
    .description = Controle de tempo: none, 10+5 (minutos+incremento) ou 3d (dias por lance)
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
    .description = new (padrão), daily (o mesmo para todos hoje), show ou giveup
cmd-puzzle-opt-themes = temas
    .description = Um tema, por exemplo kidnap, repulse, mateIn2, defence
cmd-puzzle-opt-move = lance
    .description = Sua resposta ao problema que você está resolvendo, por exemplo Cd5
cmd-learn = aprender
    .description = Aprender xadrez Castália: lições curtas com exercícios (mostradas só para você)
cmd-learn-opt-lesson = lição
    .description = Uma lição para abrir, pelo número (omita para continuar de onde você parou)
cmd-learn-opt-action = ação
    .description = hint (dica), retry (o exercício de novo) ou next (pular para o próximo exercício)
cmd-learn-opt-move = lance
    .description = Sua resposta ao exercício, por exemplo Cd5
cmd-tournament = torneio
    .description = Torneios deste servidor: arena, suíço e todos contra todos
cmd-tournament-create = criar
    .description = Criar um torneio (requer a permissão Gerenciar eventos)
cmd-tournament-create-opt-kind = tipo
    .description = arena (emparceira conforme as partidas terminam), swiss (holandês da FIDE) ou roundrobin
cmd-tournament-create-opt-rounds = rodadas
    .description = Suíço: o número de rodadas (padrão 5)
cmd-tournament-create-opt-minutes = minutos
    .description = Arena: quanto tempo dura, em minutos (padrão 30)
cmd-tournament-create-opt-double = duplo
    .description = Todos contra todos: cada um enfrenta os outros duas vezes, com as cores trocadas
cmd-tournament-create-opt-berserk = berserk
    .description = Arena: os jogadores podem dar metade do relógio por um ponto extra (padrão: yes)
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
# $level: o nível pedido; $min, $max: o mais fraco e o mais forte.
discord-no-such-level = Não existe nível { $level }: escolha de { $min } (iniciante) a { $max } (força máxima), por exemplo `/jogar nível:3`.
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
