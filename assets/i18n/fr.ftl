# Les mots du bot en français. Mêmes messages et mêmes variables que en.ftl (un test le vérifie).
#
# Balisage : `...` est à taper (affiché comme du code) ; **...** ressort en gras.
# Les coups restent en SAN avec les lettres anglaises des pièces dans toutes les langues.
# Typographie : espace insécable (U+00A0) avant : ; ? ! (jamais dans le code ni dans les { }).

## Help and the rules in brief

help = **Bot d'échecs Castalia** : les échecs orthodoxes plus la Castalie (C), qui se déplace comme une dame sans jamais prendre, enlève la pièce la plus proche derrière elle et repousse la pièce adverse devant elle.
    Vous découvrez la Castalie ? `/apprendre` vous l'enseigne en courtes leçons avec exercices (une dizaine de minutes).
    `/défier @joueur [règles] [position] [couleur] [cadence] [classée]` : défier quelqu'un (sans joueur : un défi ouvert)
    `/accepter`, `/refuser`, `/annuler` : répondre à un défi ou retirer le vôtre
    `/jouer niveau:1-8 [couleur] [règles] [cadence]` : jouer contre le bot (partie amicale)
    `/coup e4` (SAN ou UCI : `Cd5`, `d1d5`, `O-O`, `e8=Q`), `/abandonner`, `/nulle`, `/reprendre`, `/réclamer`
    `/interrompre` : arrêter une partie avant que les deux camps aient joué (sans résultat) ; `/revanche` : une nouvelle partie, couleurs inversées
    `/échiquier [retourner]`, `/coups`, `/pgn`, `/stats [joueur]`, `/top`, `/règles`
    `/parties` : vos parties ici et les défis qui vous attendent ; une commande qui porte sur une partie prend son numéro (`/échiquier 12` ou `partie:12`)
    `/expliquer` : ce que fait le dernier coup et pourquoi il est bon ou mauvais ; `/expliquer 8...Cd5` ou `/expliquer mine` (votre dernier coup) : un coup plus ancien ; `/expliquer COUP` montre un coup avant qu'il soit joué
    `/analyser [partie]` : le moteur analyse une partie : erreurs, meilleurs coups, précision, un graphique et un PGN annoté (une partie entre humains, une fois terminée)
    `/oublier` : effacer tout ce que le bot conserve sur vous (administrateurs du serveur : `/oublier joueur`)
    `/paramètres [thème:ocean] [coordonnées:off] [notifications:dm] [langue:de]` : l'apparence de votre échiquier, les notifications aussi par message privé, et la langue dans laquelle le bot vous parle
    `/apprendre`, `/apprendre leçon:3`, `/apprendre action:hint` : le cours sur la Castalie, leçon par leçon (un simple `/coup` répond aussi à un exercice là où vous n'avez pas de partie en cours)
    `/problème [thèmes:kidnap]`, `/problème daily`, `/problème coup:Cd5`, `/problème giveup` : résolvez des problèmes de Castalie (un simple `/coup` y répond aussi là où vous n'avez pas de partie en cours)
    Options : règles `castalia` (par défaut), `castalia-weak`, `standard` ; position `castalia`, `classic` ou une FEN ; couleur `white`, `black`, `random` ; cadence `none`, `10+5`, `3d` (omise : la cadence par défaut du serveur) ; classée `yes` ou `no` (une partie sans pendule est toujours amicale).

rules-brief = **Échecs Castalia** (M. Winther, 2006) : les échecs orthodoxes plus la **Castalie** (C), qui vaut environ 3 pions.
    1. Elle se déplace comme une dame vers une case **vide** et **ne prend jamais**. Elle peut être prise.
    2. **Enlèvement** (obligatoire) : la pièce la plus proche derrière elle sur la ligne qu'elle parcourt (de l'une ou l'autre couleur, rois compris) est entraînée sur la case qu'elle a quittée. Avec les règles castalia-weak, elle n'enlève une pièce que lorsqu'elle avance d'une seule case.
    3. **Répulsion** : une pièce adverse sur la case juste au-delà de sa destination glisse dans la même direction aussi loin que possible. Un pion n'est jamais repoussé sur sa propre première rangée ; un pion repoussé sur sa dernière rangée devient une dame.
    4. Le coup est légal si votre roi n'est pas attaqué ensuite : une Castalie peut donc tirer votre roi hors d'échec. La Castalie elle-même n'attaque rien et ne donne jamais échec.
    5. Dans la position de départ, chaque cavalier côté dame est remplacé par une Castalie ; les pions peuvent être promus en Castalie.
    Tout le reste, ce sont les échecs orthodoxes (le droit de roquer est perdu quand le roi ou la tour est déplacé). Utilisez `/expliquer` sur un coup pour voir ce qu'il fait, ou apprenez le jeu pas à pas avec `/apprendre`.
    Les règles complètes, avec chaque décision prise là où l'inventeur ne dit rien et des exemples détaillés : `docs/rules.md` dans le code source du bot.

## Settings

# $theme : le nom d'un thème d'échiquier (classic, ocean, forest : tapés tels quels).
# $coordinates : on ou off. $notices : dm ou channel.
# $language : le nom de la langue dans cette langue, avec la façon dont elle a été choisie (settings-language-*).
settings-current = Vos réglages : échiquier **{ $theme }**, coordonnées **{ $coordinates ->
        [on] affichées
       *[off] masquées
    }**, notifications **{ $notices ->
        [dm] dans le salon et par message privé
       *[channel] dans le salon uniquement
    }**, langue **{ $language }**.
settings-saved = C'est enregistré. Vos réglages : échiquier **{ $theme }**, coordonnées **{ $coordinates ->
        [on] affichées
       *[off] masquées
    }**, notifications **{ $notices ->
        [dm] dans le salon et par message privé
       *[channel] dans le salon uniquement
    }**, langue **{ $language }**.
settings-language-chosen = { $language }
settings-language-auto = { $language } (votre langue Discord)
# $themes : les noms des thèmes, séparés par des virgules.
settings-how-to-change = Modifiez-les avec `/paramètres thème:forest coordonnées:off notifications:dm langue:de` (thèmes : { $themes } ; notifications : dm ou channel ; langue : en, de, fr, es, ru, pt-BR, ou auto pour suivre Discord).
settings-sample-board-alt = Un échiquier d'exemple avec vos réglages (couleurs, pièces et coordonnées) : la position de départ des échecs Castalia.

## Slash commands: the names and descriptions Discord shows (names: lower case, 1-32 letters,
## digits, - or _, no spaces; descriptions: 1-100 characters). Option values stay as typed.

cmd-challenge = défier
    .description = Défier quelqu'un (sans joueur : un défi ouvert que tout le monde peut accepter)
cmd-challenge-opt-user = joueur
    .description = Votre adversaire (à omettre pour un défi ouvert)
cmd-challenge-opt-rules = règles
    .description = Règles du jeu (par défaut : castalia)
cmd-challenge-opt-setup = position
    .description = Position de départ : castalia, classic ou une FEN
cmd-challenge-opt-color = couleur
    .description = Votre couleur (par défaut : random)
cmd-challenge-opt-time = cadence
    .description = Cadence : none, 10+5 (minutes+incrément) ou 3d (jours par coup)
cmd-challenge-opt-rated = classée
    .description = Partie classée (par défaut : oui avec pendule) ou amicale
cmd-accept = accepter
    .description = Accepter un défi (celui qui vous est adressé ici, ou celui de ce numéro)
cmd-accept-opt-id = numéro
    .description = Numéro du défi
cmd-decline = refuser
    .description = Refuser un défi qui vous est adressé
cmd-decline-opt-id = numéro
    .description = Numéro du défi
cmd-cancel = annuler
    .description = Retirer votre défi
cmd-cancel-opt-id = numéro
    .description = Numéro du défi
cmd-play = jouer
    .description = Jouer contre le bot
cmd-play-opt-level = niveau
    .description = Force : de 1 (débutant) à 8 (pleine puissance)
cmd-play-opt-color = couleur
    .description = Votre couleur (par défaut : random)
cmd-play-opt-rules = règles
    .description = Règles du jeu (par défaut : castalia)
cmd-play-opt-time = cadence
    .description = Cadence : none, 10+5 (minutes+incrément) ou 3d (jours par coup)
cmd-move = coup
    .description = Jouer un coup (SAN comme Cd5, e4, O-O, e8=Q, ou UCI comme e2e4)
cmd-move-opt-move = coup
    .description = Votre coup
cmd-move-opt-game = partie
    .description = Numéro de la partie (si vous en jouez plusieurs ici)
cmd-board = échiquier
    .description = Afficher l'échiquier
cmd-board-opt-game = partie
    .description = Numéro de la partie
cmd-board-opt-flip = retourner
    .description = Le dessiner vu de l'autre côté
cmd-board-opt-text = texte
    .description = En mots seulement, pour vous seul (pour un lecteur d'écran)
cmd-moves = coups
    .description = Lister les coups d'une partie
cmd-moves-opt-game = partie
    .description = Numéro de la partie
cmd-pgn = pgn
    .description = Télécharger une partie au format PGN
cmd-pgn-opt-game = partie
    .description = Numéro de la partie
cmd-resign = abandonner
    .description = Abandonner votre partie
cmd-resign-opt-game = partie
    .description = Numéro de la partie
cmd-draw = nulle
    .description = Proposer la nulle, accepter la proposition de votre adversaire ou la refuser
cmd-draw-opt-decline = refuser
    .description = Refuser la proposition de votre adversaire
cmd-draw-opt-game = partie
    .description = Numéro de la partie
cmd-takeback = reprendre
    .description = Demander à reprendre votre dernier coup, accepter la demande adverse ou la refuser
cmd-takeback-opt-decline = refuser
    .description = Refuser la demande de votre adversaire
cmd-takeback-opt-game = partie
    .description = Numéro de la partie
cmd-explain = expliquer
    .description = Expliquer un coup : ce qu'il enlève et repousse, s'il est bon ou mauvais (défaut : le dernier)
cmd-explain-opt-move = coup
    .description = Un coup plus ancien (8...Cd5, Cd5, mine : votre dernier) ou à essayer ; défaut : le dernier
cmd-explain-opt-game = partie
    .description = Numéro de la partie
cmd-review = analyser
    .description = Analyser une partie avec le moteur : erreurs, meilleurs coups, précision, graphique, PGN annoté
cmd-review-opt-game = partie
    .description = Numéro de la partie (par défaut : votre partie ici, ou votre dernière)
cmd-claim = réclamer
    .description = Réclamer la victoire quand le temps de votre adversaire est écoulé
cmd-claim-opt-game = partie
    .description = Numéro de la partie
cmd-abort = interrompre
    .description = Interrompre votre partie avant que les deux camps aient joué (sans résultat, Elo inchangé)
cmd-abort-opt-game = partie
    .description = Numéro de la partie
cmd-rematch = revanche
    .description = Demander la revanche d'une partie terminée : mêmes options, couleurs inversées
cmd-rematch-opt-game = partie
    .description = Numéro de la partie (par défaut : votre dernière partie terminée ici)
cmd-games = parties
    .description = Lister vos parties en cours
cmd-rules = règles
    .description = Les règles des échecs Castalia
cmd-stats = stats
    .description = Elo et résultats d'un joueur (par défaut : vous)
cmd-stats-opt-user = joueur
    .description = Le joueur dont voir les stats
cmd-leaderboard = top
    .description = Les joueurs les mieux classés du serveur (en MP : vous et vos adversaires en parties classées)
cmd-leaderboard-opt-rules = règles
    .description = Règles du jeu (par défaut : castalia)
cmd-forget = oublier
    .description = Effacer ce que le bot conserve sur vous (administrateurs du serveur : sur n'importe qui)
cmd-forget-opt-user = joueur
    .description = Le joueur concerné (administrateurs seulement ; par défaut : vous)
cmd-help = aide
    .description = Comment utiliser le bot
cmd-settings = paramètres
    .description = Apparence de l'échiquier, notifications en MP et langue (les affiche ; change ceux indiqués)
cmd-settings-opt-theme = thème
    .description = Couleurs de l'échiquier
cmd-settings-opt-coordinates = coordonnées
    .description = Colonnes et rangées autour de l'échiquier
cmd-settings-opt-notify = notifications
    .description = dm : me prévenir aussi en message privé (votre tour, défis, rappels, fin de partie)
cmd-settings-opt-language = langue
    .description = La langue dans laquelle je vous parle (auto : votre langue Discord)
cmd-puzzle = problème
    .description = Résoudre un problème de Castalie (réponses et échiquiers ne sont montrés qu'à vous)
cmd-puzzle-opt-action = action
    .description = new (par défaut), daily (le même pour tous aujourd'hui), show ou giveup
cmd-puzzle-opt-themes = thèmes
    .description = Un thème, p. ex. kidnap, repulse, mateIn2, defence
cmd-puzzle-opt-move = coup
    .description = Votre réponse au problème en cours, p. ex. Cd5
cmd-learn = apprendre
    .description = Apprendre les échecs Castalia : courtes leçons avec exercices (visibles par vous seul)
cmd-learn-opt-lesson = leçon
    .description = Une leçon à ouvrir, par numéro (à omettre pour reprendre là où vous vous étiez arrêté)
cmd-learn-opt-action = action
    .description = hint (indice), retry (refaire l'exercice) ou next (passer à l'exercice suivant)
cmd-learn-opt-move = coup
    .description = Votre réponse à l'exercice, p. ex. Cd5
cmd-tournament = tournoi
    .description = Les tournois de ce serveur : arène, système suisse et toutes rondes
cmd-tournament-create = créer
    .description = Créer un tournoi (permission « Gérer les événements » requise)
cmd-tournament-create-opt-kind = type
    .description = arena (appariements à la fin des parties), swiss (système hollandais FIDE) ou roundrobin
cmd-tournament-create-opt-rounds = rondes
    .description = Suisse : le nombre de rondes (par défaut 5)
cmd-tournament-create-opt-minutes = minutes
    .description = Arène : sa durée en minutes (par défaut 30)
cmd-tournament-create-opt-double = double
    .description = Toutes rondes : chacun rencontre chacun deux fois, couleurs inversées
cmd-tournament-create-opt-berserk = berserk
    .description = Arène : les joueurs peuvent céder la moitié de leur temps pour un point de plus (défaut : oui)
cmd-tournament-create-opt-rules = règles
    .description = Règles du jeu (par défaut : castalia)
cmd-tournament-create-opt-time = cadence
    .description = Cadence : 3+2 (minutes+incrément) ou 1d (jours par coup)
cmd-tournament-create-opt-rated = classée
    .description = Parties classées (par défaut : oui avec pendule) ou amicales
cmd-tournament-create-opt-start = début
    .description = Quand il commence : now, 15m, 2h, 1d (par défaut 10m)
cmd-tournament-create-opt-name = nom
    .description = Son nom
cmd-tournament-create-opt-band = tranche
    .description = Seulement les joueurs dont l'Elo est dans cette tranche, p. ex. 1200-1600
cmd-tournament-join = rejoindre
    .description = Rejoindre un tournoi de ce serveur
cmd-tournament-join-opt-id = numéro
    .description = Le numéro du tournoi (à omettre pour celui qui est ouvert ici)
cmd-tournament-leave = quitter
    .description = Quitter un tournoi (une fois commencé : se retirer des rondes suivantes)
cmd-tournament-leave-opt-id = numéro
    .description = Le numéro du tournoi (à omettre pour celui d'ici)
cmd-tournament-withdraw = retirer
    .description = Se retirer d'un tournoi en cours (plus d'appariements ; les parties jouées comptent)
cmd-tournament-withdraw-opt-id = numéro
    .description = Le numéro du tournoi (à omettre pour celui d'ici)
cmd-tournament-berserk = berserk
    .description = Arène : céder la moitié de votre temps pour un point de plus si vous gagnez (avant votre 1er coup)
cmd-tournament-berserk-opt-game = partie
    .description = Le numéro de la partie (à omettre pour votre partie de tournoi en cours)
cmd-tournament-start = lancer
    .description = Lancer votre tournoi maintenant
cmd-tournament-start-opt-id = numéro
    .description = Le numéro du tournoi (à omettre pour celui d'ici)
cmd-tournament-standings = classement
    .description = Le classement d'un tournoi
cmd-tournament-standings-opt-id = numéro
    .description = Le numéro du tournoi (à omettre pour celui d'ici)
cmd-tournament-pairings = appariements
    .description = Les appariements d'une ronde (en arène : les parties en cours)
cmd-tournament-pairings-opt-id = numéro
    .description = Le numéro du tournoi (à omettre pour celui d'ici)
cmd-tournament-pairings-opt-round = ronde
    .description = La ronde (par défaut : la dernière appariée)
cmd-tournament-list = liste
    .description = Les tournois de ce serveur
cmd-tournament-trf = trf
    .description = Un tournoi sous forme de rapport FIDE TRF-16
cmd-tournament-trf-opt-id = numéro
    .description = Le numéro du tournoi (à omettre pour celui d'ici)

## Discord: the game embed, buttons and the adapter's own words

discord-cut-attached = … (le texte complet est en pièce jointe)
# $id : le numéro de la partie ; $white, $black : les noms des joueurs.
discord-game-title = Partie #{ $id } : { $white } contre { $black }
# $variant : les règles (castalia, castalia-weak, standard) ; $time : la cadence (10+5, 3d, none).
discord-game-rules = { $variant }, { $time }, { $rated ->
        [rated] classée
       *[casual] amicale
    }
discord-field-white = Blancs
discord-field-black = Noirs
discord-field-rules = Règles
discord-field-move = Coup
discord-field-last-move = Dernier coup
discord-no-move-yet = aucun pour l'instant
discord-field-time-runs-out = Fin du temps
discord-confirm-resign = Abandonner la partie #{ $id } ? Votre adversaire gagne ; c'est irréversible.
button-rematch = Revanche
button-move = Jouer
button-abort = Interrompre
button-resign = Abandonner
button-offer-draw = Proposer la nulle
button-flip = Retourner l'échiquier
button-explain-last = Expliquer le dernier coup
button-hint = Indice
button-retry = Réessayer
button-skip = Suivant (passer)
button-next = Suivant
button-join = Rejoindre
button-leave = Quitter
button-accept = Accepter
button-decline = Refuser
button-cancel = Annuler
discord-nothing-changed = Rien n'a changé : la partie continue.

## The console (the local terminal front end)

# $user : le nom de l'utilisateur de la console.
console-welcome = Console des échecs Castalia. Vous êtes `{ $user }` ; `/as NAME` change d'utilisateur, `/aide` liste les commandes, `/quit` quitte.
console-images-folder = Les images de l'échiquier sont enregistrées dans { $folder }/
console-not-utf8 = Cette ligne n'est pas du texte UTF-8 valide, elle a donc été ignorée : tapez la commande à nouveau.
console-you-are = Vous êtes maintenant { $user }.
console-bad-name = Dites qui vous êtes, p. ex. `/as alice` (1 à 32 lettres, chiffres, `_`, `-` ou `.`).
console-bot-thinking = (le bot réfléchit...)
# Une réponse privée (sur Discord, seul son destinataire la voit) ; $text : la réponse.
console-only-you = (vous seul) { $text }
console-wrote = ({ $path } enregistré)
console-cannot-write = (impossible d'écrire { $path } : { $error })
# $moves : les coups, p. ex. « Cd5 (d4-d5), Qxe7 (e2-e7) ».
console-solution-moves = Vos coups dans la solution : { $moves }
# La légende sous un échiquier en texte ; $marks : p. ex. « [ ] départ / arrivée, < > pièce enlevée ».
console-marks = Repères : { $marks }
console-mark-moved = départ / arrivée
console-mark-kidnapped = pièce enlevée
console-mark-repulsed = pièce repoussée
# Un moment par rapport à maintenant : $n unités ($unit : s, min, h, days) dans le futur ou le passé.
console-relative-time = { $when ->
        [future] dans { $n } { $unit ->
            [s] s
            [min] min
            [h] h
           *[days] { $n ->
                [one] jour
               *[other] jours
            }
        }
       *[past] il y a { $n } { $unit ->
            [s] s
            [min] min
            [h] h
           *[days] { $n ->
                [one] jour
               *[other] jours
            }
        }
    }


## Discord: a game's start, its thread, and where an answer went

# The start message in the channel; $white, $black: the players' names; $terms: the rule set, the time control and rated or casual (discord-game-rules).
discord-game-starts = La partie #{ $id } commence : **{ $white }** (blancs) contre **{ $black }** (noirs), { $terms }.
# The same for a game shown on one board edited in place; the game's status follows it.
discord-game-starts-live = La partie #{ $id } commence : **{ $white }** (blancs) contre **{ $black }** (noirs).
# Follows discord-game-starts once the game's thread is open; $thread: a link to the thread.
discord-game-thread-link = Jouez-la dans son fil : { $thread }
# Follows discord-game-starts until then.
discord-game-thread-below = Son fil s'ouvre ci-dessous.
# A game's thread name (at most 100 characters); $title: the players ("alice vs bob").
discord-game-thread-name = #{ $id } { $title }
# Said privately where the answer to a command or a click was posted elsewhere; $thread, $channel: links.
discord-pointer-thread = C'est fait : la partie continue dans { $thread }.
discord-pointer-board = C'est fait : l'échiquier de la partie #{ $id } est mis à jour dans { $channel }.
# A challenge's message once accepted; $name: who accepted it.
discord-challenge-accepted = Défi accepté par **{ $name }** : la partie commence ci-dessous.
# The private Resign question, closed once the player resigned.
discord-you-resigned = Vous avez abandonné.
# A button of an older version of the bot, or a damaged one.
discord-stale-button = Ce bouton ne fonctionne plus ; tapez `/échiquier` pour afficher un échiquier à jour.
# Under a notice sent by direct message; $link: the game's channel or thread.
discord-dm-go-to-game = Aller à la partie : { $link }

## Discord: the move picker (the Move button's private menus)

# $board: what the picker moves in ("Game #12", "Exercise 3.2").
discord-picker-which-piece = { $board } : quelle pièce jouez-vous ? (Vous seul voyez ceci.)
# A menu's placeholder (at most 100 characters, as every label of the picker).
discord-picker-choose-piece = Choisissez une pièce
# A piece in the menu: $piece on $square, and the number of its legal moves.
discord-picker-piece = { $piece ->
        [pawn] Pion
        [knight] Cavalier
        [bishop] Fou
        [rook] Tour
        [queen] Dame
        [king] Roi
       *[castalia] Castalie
    } { $square } ({ $count ->
        [one] { $count } coup
       *[other] { $count } coups
    })
# $board as in discord-picker-which-piece; the $piece on $square.
discord-picker-where = { $board } : où va { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    } en { $square } ?
discord-picker-choose-destination = Choisissez la case d'arrivée
# A menu's placeholder when a piece has too many moves for one menu: the moves in $directions (discord-picker-direction, joined by commas), $count of them.
discord-picker-moves-toward = Coups vers : { $directions } ({ $count })
# A direction on the board (north: towards the 8th rank); other: moves along no line (a knight's jump, castling).
discord-picker-direction = { $direction ->
        [north] nord
        [north-east] nord-est
        [east] est
        [south-east] sud-est
        [south] sud
        [south-west] sud-ouest
        [west] ouest
        [north-west] nord-ouest
       *[other] autres
    }
# A pawn's move to the last rank ($square); the new piece is asked next.
discord-picker-promotes = { $square } : promotion (choisissez ensuite la nouvelle pièce)
discord-picker-another-piece = Choisir une autre pièce
discord-picker-choose-promotion = Choisissez la nouvelle pièce
discord-picker-promotion = { $board } : le pion de { $from } atteint { $to }. Que devient-il ?
# **Move** is the board's button (button-move).
discord-picker-stale-game = La position de la partie #{ $id } a changé depuis l'ouverture de ce menu : aucun coup n'a été joué. Cliquez sur **Jouer** sous l'échiquier le plus récent, ou tapez `/coup`.
discord-picker-stale-lesson = Vous êtes passé à un autre exercice depuis l'ouverture de ce menu : aucun coup n'a été joué. Tapez `/apprendre` pour voir votre exercice en cours.
# The picker closed after a move; $san: the move (Cd5).
discord-picker-played = Vous avez joué **{ $san }** dans la partie #{ $id }.

## Discord: the adapter's refusals and apologies

# The bot's permissions, as Discord's server settings name them.
discord-permission-view-channel = Voir le salon
discord-permission-send-messages = Envoyer des messages
discord-permission-send-messages-in-threads = Envoyer des messages dans les fils
discord-permission-embed-links = Intégrer des liens
discord-permission-attach-files = Joindre des fichiers
# $permissions: the names of the missing permissions (discord-permission-*), joined by commas; $count: how many.
discord-missing-permissions = Je ne peux pas gérer de parties dans ce salon : il me manque ici { $count ->
        [one] la permission
       *[other] les permissions
    } { $permissions }. Demandez à un administrateur du serveur de { $count ->
        [one] me l'accorder
       *[other] me les accorder
    } (à moi ou à mon rôle), ou jouez dans un autre salon.
discord-bot-challenged = Les bots ne peuvent pas relever de défis. Jouez contre ce bot avec `/jouer niveau:3`.
# $level: the level asked for; $min, $max: the weakest and the strongest.
discord-no-such-level = Le niveau { $level } n'existe pas : choisissez de { $min } (débutant) à { $max } (pleine puissance), p. ex. `/jouer niveau:3`.
discord-sorry = Désolé, cela n'a pas fonctionné ; veuillez réessayer.
discord-sorry-explain = Désolé, l'explication a échoué. Veuillez réessayer.
discord-sorry-review = Désolé, l'analyse a échoué. Veuillez réessayer plus tard.
# A review's progress; $bar: ten characters of # (done) and - (to do), kept as they are; $percent: 0 to 100.
discord-review-progress = Analyse de la partie par le moteur : `[{ $bar }]` { $percent } %
# $command: the command's name as the user's Discord shows it (tournament join).
discord-server-only = `/{ $command }` fonctionne dans un salon de serveur, où les deux joueurs voient la partie. Ici, vous pouvez jouer contre le bot avec `/jouer niveau:3`.
# $subcommands: the subcommands' names, joined by commas.
discord-subcommand-required = Vous devez indiquer l'une des sous-commandes suivantes : { $subcommands }
# $input: what the user typed in an option; $command as in discord-server-only.
discord-unreadable-input = Je n'ai pas pu lire `{ $input }` dans `/{ $command }`. `/aide` liste les commandes et ce qu'attendent leurs options.
discord-unreadable-option = Je n'ai pas pu lire une option de `/{ $command }`. `/aide` liste les commandes et ce qu'attendent leurs options.
discord-options-mismatch = Je n'ai pas pu lire les options de `/{ $command }` : choisissez-les dans les listes que Discord affiche (si le formulaire diffère de `/aide`, Discord affiche peut-être encore une ancienne version de la commande ; réessayez dans une minute).
# The title and the text of the answer when a command broke down.
discord-internal-error = Erreur interne
discord-internal-error-details = Une erreur interne inattendue s'est produite.

## Discord: a tournament's thread and scheduled event, the settings menu

# The name of a tournament's thread and of its event in the server's calendar (at most 100 characters); $name: the tournament's name.
discord-tournament-name = Tournoi #{ $id } : { $name }
# The event's description; $summary: the tournament in a few words ("Swiss, 5 rounds, 3+2").
discord-tournament-event = { $summary }. Inscrivez-vous avec `/tournoi rejoindre` dans le salon.
# A choice of `/settings language:` (at most 100 characters): the language of the user's Discord.
discord-language-auto = auto (la langue de Discord)

## Players and games in words

# The bot as a player; $level is 1 to 8.
play-seat-bot = Bot Castalia (niveau { $level })
# A player whose data was deleted at their request.
play-seat-removed = un joueur supprimé
# A game's title: its players, white first.
play-game-title = { $white } contre { $black }
# A time control: no clock at all.
play-time-none = sans pendule
# A correspondence time control.
play-time-days = { $days ->
        [one] { $days } jour par coup
       *[other] { $days } jours par coup
    }
# Why a game ended without a result; $color is the player's colour (white or black).
play-aborted-by = interrompue par { $player } ({ $color ->
        [white] blancs
       *[black] noirs
    })
play-aborted-no-first-move = interrompue : { $player } ({ $color ->
        [white] blancs
       *[black] noirs
    }) n'a pas joué son premier coup à temps

## Refusals

error-no-game = Vous n'avez pas de partie dans ce salon. Commencez-en une avec `/défier @joueur` ou `/jouer niveau:3`.
# $games is a list of error-which-game-item; $first is the number of the first of them.
error-which-game = Vous avez { $count } parties ici ({ $games }). Ajoutez `partie:ID` pour préciser laquelle, p. ex. `partie:{ $first }`.
# One game in the list of error-which-game; $title is error-which-game's players ("alice vs bob").
error-which-game-item = #{ $id } { $title }
error-unknown-game = Pas de partie #{ $id } ici. Tapez `/parties` pour voir les vôtres.
error-game-over = La partie #{ $id } est terminée. Commencez-en une nouvelle avec `/défier` ou `/jouer`.
error-not-a-player = Seuls les joueurs de la partie #{ $id } peuvent faire cela ; tout le monde peut la suivre avec `/échiquier partie:{ $id }`.
# $player is the player whose turn it is.
error-not-your-turn = Ce n'est pas votre tour : { $player } a le trait.
error-no-challenge = Aucun défi ne vous attend ici. Défiez quelqu'un avec `/défier @joueur`.
error-unknown-challenge = Pas de défi #{ $id } ici ; il a peut-être expiré ou déjà reçu une réponse.
# $challenges is a list of error-which-challenge-item.
error-which-challenge = Plusieurs défis vous attendent ici ({ $challenges }). Ajoutez `numéro:N` pour préciser lequel.
# One challenge in the list of error-which-challenge.
error-which-challenge-item = #{ $id } de { $challenger }
error-not-your-challenge = Ce défi ne vous est pas adressé.
error-own-challenge = Vous ne pouvez pas accepter votre propre défi ; `/annuler` le retire.
error-self-challenge = Vous ne pouvez pas vous défier vous-même. Jouez contre le bot avec `/jouer niveau:3`, ou défiez quelqu'un d'autre.
error-conflict = La partie a changé pendant que votre commande était en route ; veuillez réessayer.
error-damaged = L'enregistrement de la partie #{ $id } est endommagé : on ne peut plus y jouer, et il a été laissé tel quel. Veuillez prévenir le propriétaire du bot.
error-storage = Désolé, le bot n'a pas pu enregistrer cela, donc rien n'a changé. Veuillez réessayer dans un instant.
error-busy = Désolé, le bot est occupé et n'a pas pu répondre à temps ; veuillez réessayer.

## Challenges

challenge-not-in-dm = Les défis se lancent là où les deux joueurs peuvent les voir : utilisez `/défier` dans un salon de serveur, ou en message privé ou groupe privé avec votre ami (ajoutez d'abord l'application à votre compte). Ici, vous pouvez jouer contre le bot avec `/jouer niveau:3`.
challenge-answer-not-in-dm = On répond à un défi là où il a été lancé : dans un salon de serveur, ou en message privé ou groupe privé avec votre ami. Ici, vous pouvez jouer contre le bot avec `/jouer niveau:3`.
# Sent to the challenged player by direct message. $terms is a challenge-terms; $minutes is how long the challenge stays open.
challenge-you = { $challenger } vous défie à une partie d'{ $terms } (défi #{ $id }, ouvert { $minutes } min). Répondez là-bas avec `/accepter` ou `/refuser`.
# $terms is a challenge-terms.
challenge-posted = { $challenger } défie { $opponent } à une partie d'{ $terms }.
# The line after challenge-posted, addressed to the challenged player ($opponent).
challenge-posted-answer = { $opponent } : `/accepter` ou `/refuser` (défi #{ $id }, ouvert { $minutes } min).
# A challenge anyone may accept; $terms is a challenge-terms.
challenge-open = { $challenger } lance un défi ouvert : { $terms }.
challenge-open-answer = Tout le monde peut l'accepter avec `/accepter` (défi #{ $id }, ouvert { $minutes } min).
# $player declines the challenge $challenger made.
challenge-declined = { $player } refuse le défi de { $challenger }.
challenge-withdrawn = { $player } retire le défi #{ $id }.
challenge-expired = Le défi #{ $id } de { $challenger } a expiré sans réponse.
# A game's terms: the kind of chess, then in brackets the setup (a challenge-setup), the colours
# ($challenger is the challenger's name), the time control (e.g. "10+5", "no clock") and whether
# the game is rated.
challenge-terms = { $chess ->
        [castalia] échecs Castalia
       *[orthodox] échecs orthodoxes
    } ({ $setup }, { $color ->
        [white] { $challenger } joue les Blancs
        [black] { $challenger } joue les Noirs
       *[random] couleurs tirées au sort
    }, { $time }, { $rated ->
        [rated] classée
       *[casual] amicale
    })
# The terms of a game already started: setup (a challenge-setup), time control, rated or not.
challenge-terms-short = { $setup }, { $time }, { $rated ->
        [rated] classée
       *[casual] amicale
    }
# $rules is the rule set's name as typed (castalia, castalia-weak, standard); $fen a position in FEN.
challenge-setup = règles { $rules }, { $setup ->
        [castalia] position castalia
        [classic] position classic
       *[fen] depuis la FEN { $fen }
    }

## Games starting and ending

# $terms is a challenge-terms-short.
play-game-starts = La partie #{ $id } commence : { $white } (blancs) contre { $black } (noirs), { $terms }.
# The start of a game against the bot, followed by the bot's level described; $terms is a challenge-terms-short.
play-game-against-bot = Partie #{ $id } { $white } (blancs) contre { $black } (noirs), { $terms }.
# The bot's level ($level, 1 to 8) described, with its approximate strength ($elo).
play-bot-level = Niveau { $level } (environ { $elo } Elo) : { $level ->
        [1] un débutant qui voit un coup à l'avance et gaffe souvent
        [2] un novice qui repère les menaces simples mais rate beaucoup de tactiques
        [3] un joueur occasionnel qui joue raisonnablement mais perd encore des pièces
        [4] un débutant de club qui voit les tactiques courtes
        [5] un joueur de club solide, parfois imprécis
        [6] un bon joueur de club
        [7] un expert qui s'écarte rarement du meilleur coup
       *[8] pleine puissance, le meilleur coup du moteur à chaque fois
    }.
play-bot-casual = Cette partie est amicale : les parties contre le bot ne changent jamais l'Elo. Les parties classées se jouent entre humains, p. ex. `/défier @joueur cadence:10+5`.
# $waiting is the number of bot moves waiting for the engine.
play-bot-very-busy = Le bot est très occupé en ce moment ({ $waiting } { $waiting ->
        [one] coup en attente
       *[other] coups en attente
    }). Veuillez réessayer dans une minute.
play-abort-tournament = La partie #{ $id } fait partie du tournoi #{ $tournament } : elle ne peut pas être interrompue. `/abandonner` la termine par une défaite.
play-abort-too-late = La partie #{ $id } ne peut plus être interrompue : les deux camps ont joué. Utilisez plutôt `/abandonner` ou `/nulle`.
# Shown when a finished game's thread is closed.
play-thread-closed = La partie #{ $id } est terminée ; son fil est fermé.
play-rematch-still-going = La partie #{ $id } est toujours en cours : terminez-la d'abord (`/abandonner`, `/nulle` ou `/interrompre`).
play-rematch-opponent-removed = Les données de votre adversaire ont été supprimées : pas de revanche possible. Défiez quelqu'un avec `/défier @joueur`.
# Put before the new challenge or game of a rematch.
play-rematch-of = Revanche de la partie #{ $id } :
play-rematch-no-game = Vous n'avez ici aucune partie terminée dont demander la revanche. Indiquez-en une avec `/revanche partie:ID`.

## The bot's moves

# $reason is why (a sentence).
play-bot-could-not-move = Le bot n'a pas pu jouer dans la partie #{ $id } : { $reason }
play-bot-not-its-turn = Ce n'est pas au bot de jouer dans la partie #{ $id }.
play-bot-already-thinking = Le bot réfléchit déjà dans la partie #{ $id }.
play-bot-no-legal-move = Le bot n'a trouvé aucun coup légal.
play-bot-stumbled = Désolé, le bot a eu un problème en réfléchissant. Il réessaiera dans une minute.
# $place is the game's place in the queue of bot moves (2, 3, ...).
play-bot-queue = Le bot est occupé par d'autres parties : la vôtre est la numéro { $place } dans sa file d'attente, et son coup viendra dès qu'un processus de calcul se libère.

## Moves

# **Move** is the board's button of that name.
move-position-changed = La position de la partie #{ $id } a changé depuis l'ouverture de ce menu : aucun coup n'a été joué. Cliquez sur **Jouer** sous l'échiquier le plus récent, ou tapez `/coup`.

## Clocks and deadlines

clock-claim-own-turn = C'est à vous de jouer : vous ne pouvez pas réclamer la victoire au temps maintenant.
clock-claim-no-clock = Cette partie n'a pas de pendule : il n'y a rien à réclamer.
# $until is a moment, shown relative to now ("in 5 minutes").
clock-claim-still-time = { $player } a encore du temps (fin du temps : { $until }).
# Correspondence: the player to move ($late) missed the deadline; $waiting may claim the win.
# $title is the game's players (play-game-title); $ends is a moment ("in 2 hours").
clock-time-up-claim = Le temps est écoulé pour { $late } dans la partie #{ $id } ({ $title }). { $waiting } : `/réclamer` la victoire maintenant ; sinon la partie se termine d'elle-même { $ends }.
# As clock-time-up-claim, when the waiting side is the bot: the late player is told to move.
clock-time-up-move = Le temps est écoulé pour { $late } dans la partie #{ $id } ({ $title }). Jouez maintenant : la partie se termine d'elle-même { $ends }.
# $due is a moment ("in 12 hours"); $title is the game's players (play-game-title).
clock-reminder = Rappel : { $player }, votre coup dans la partie #{ $id } ({ $title }) est attendu { $due }.

## Draw offers and takebacks

# $player offers; $opponent is asked to answer.
offer-draw = { $player } propose la nulle dans la partie #{ $id }. { $opponent } : `/nulle` pour accepter, `/nulle refuser` pour refuser.
offer-takeback = { $player } demande à reprendre son dernier coup dans la partie #{ $id }. { $opponent } : `/reprendre` pour accepter, `/reprendre refuser` pour refuser.
# $command is the command that answers the offer (/draw or /takeback).
offer-already-asked = Vous avez déjà demandé ; { $opponent } peut répondre avec `{ $command }`.
# $plies is the number of half-moves taken back (1 or 2).
offer-taken-back = Coup repris ({ $plies } { $plies ->
        [one] demi-coup
       *[other] demi-coups
    }).
offer-draw-declined = { $player } refuse la proposition de nulle.
offer-takeback-declined = { $player } refuse la reprise.
offer-nothing-to-take-back = Il n'y a rien à reprendre : ce camp n'a pas encore joué.
offer-no-draw-to-decline = Il n'y a rien à refuser : aucune proposition de nulle n'attend votre réponse.
offer-no-takeback-to-decline = Il n'y a rien à refuser : aucune demande de reprise n'attend votre réponse.
offer-bot-declines-draw = Le bot refuse votre proposition de nulle : il préfère continuer.
# $min and $max are the bot's levels (1 to 4).
offer-bot-takeback-levels = Le bot n'accorde les reprises qu'aux niveaux { $min } à { $max }. Continuez la partie, ou `/abandonner`.

## Game options

error-standard-has-no-castalia = Les échecs standard n'ont pas de Castalie : utilisez `position:classic` ou `règles:castalia`.
# $reason is what is wrong with the FEN (from the rules).
error-bad-fen = Cette FEN ne fonctionne pas : { $reason }. Donnez une FEN légale, ou `position:castalia` / `position:classic`.
error-position-over = Cette position est déjà terminée (mat, pat ou nulle morte) : choisissez-en une autre.
error-rated-without-clock = Une partie sans pendule est toujours amicale, elle ne peut donc pas être classée : donnez-lui une cadence, p. ex. `cadence:10+5` ou `cadence:3d`, ou retirez `classée:yes`.
# $rules is what the player typed; the rule set names stay as they are typed.
error-unknown-rules = Règles inconnues `{ $rules }` : utilisez castalia, castalia-weak ou standard
error-setup-empty = `position:` demande une valeur : `position:castalia`, `position:classic` ou une FEN entre guillemets ; omettez-la pour la position de départ standard.
# $setup is what the player typed; the setup names stay as they are typed.
error-unknown-setup = Position inconnue `{ $setup }` : utilisez castalia, classic ou une FEN
# $color is what the player typed; the colour words stay as they are typed (they are option values).
error-unknown-color = `{ $color }` n'est pas une couleur : utilisez white, black ou random.
# $time is what the player typed.
error-unknown-time = `{ $time }` n'est pas une cadence : utilisez `none`, `10+5` (minutes + secondes par coup, jusqu'à 180+60) ou `3d` (1 à 14 jours par coup).

## Typed commands (the console, prefix commands)

# Command names ($command, $name, $suggestion: move, board, ...) and option names ($option:
# game, move, ...) stay as they are typed.
# $length is the number of characters of the line; $max the most accepted.
command-too-long = Cette ligne est trop longue ({ $length } caractères, { $max } au maximum).
# $name is the command typed; $suggestion the nearest command name.
command-unknown-suggest = Commande inconnue `/{ $name }`. Vouliez-vous dire `/{ $suggestion }` ?
command-unknown = Commande inconnue `/{ $name }`. Tapez `/aide` pour la liste.
command-takes-no-options = `/{ $command }` ne prend pas `{ $option }:` ; cette commande ne prend aucune option.
# $allowed is the list of the options the command takes ("game:, move:").
command-unknown-option = `/{ $command }` ne prend pas `{ $option }:` ; cette commande prend { $allowed }.
# $word is what was typed where a number was wanted; $number says which number.
command-not-a-number = `{ $word }` n'est pas un nombre : { $number ->
        [challenge] écrivez le numéro du défi, p. ex. numéro:7
        [tournament] écrivez le numéro du tournoi, p. ex. numéro:3
        [round] écrivez le numéro de la ronde, p. ex. ronde:2
       *[game] écrivez le numéro de la partie, p. ex. partie:12
    }
# $word is a word the command does not take.
command-bad-word = `/{ $command }` ne comprend pas `{ $word }` : donnez un numéro de partie, p. ex. `12` ou `partie:12`, ou rien pour votre partie ici.
# As command-bad-word, for a command that also takes some words (`/board flip`).
command-bad-word-or-flag = `/{ $command }` ne comprend pas `{ $word }` : donnez un numéro de partie, p. ex. `12` ou `partie:12`, ou l'un des mots indiqués dans `/aide`.
# $first and $second are game numbers.
command-two-games = Deux parties sont indiquées ({ $first } et { $second }) : n'en donnez qu'une, p. ex. `partie:{ $first }`.
command-unclosed-quote = Guillemet non fermé : fermez-le avec `"`.
# $level is what was typed; $min and $max are the weakest and strongest levels.
command-bad-level = `{ $level }` n'est pas un niveau : choisissez-en un de { $min } (débutant) à { $max } (pleine puissance), p. ex. niveau:3
# The option values (on, off, dm, channel, classic, ocean, forest, en, auto, yes, no) stay as they are typed.
command-coordinates-usage = coordonnées : prend on ou off, p. ex. `/paramètres coordonnées:off`.
command-notify-usage = notifications : prend dm (notifications aussi par message privé) ou channel, p. ex. `/paramètres notifications:dm`.
command-theme-usage = thème : prend classic, ocean ou forest, p. ex. `/paramètres thème:ocean`.
command-language-usage = langue : prend en, de, fr, es, ru, pt-BR ou auto, p. ex. `/paramètres langue:de`.
command-rated-usage = classée : prend yes ou no.
command-tournament-usage = Essayez `/tournoi créer type:swiss rondes:3 cadence:10+5 début:now`, `/tournoi rejoindre`, `/tournoi lancer`, `/tournoi appariements`, `/tournoi classement`, `/tournoi retirer`, `/tournoi berserk` ou `/tournoi liste`.
command-challenge-usage = Indiquez le joueur à défier, p. ex. `/défier bob`, ou omettez-le pour un défi ouvert.
command-play-usage = Choisissez un niveau de 1 à 8, p. ex. `/jouer niveau:3`.
command-move-usage = Indiquez le coup, p. ex. `/coup e4` ou `/coup Cd5`.
command-puzzle-usage = Essayez `/problème`, `/problème thèmes:kidnap`, `/problème action:daily`, `/problème coup:Cd5` ou `/problème action:giveup`.
command-learn-usage = Essayez `/apprendre`, `/apprendre 3`, `/apprendre hint`, `/apprendre retry`, `/apprendre next` ou `/apprendre coup:Cd5`.
command-stats-usage = Indiquez un joueur, p. ex. `/stats bob`.
command-forget-usage = Indiquez un joueur, p. ex. `/oublier bob` (administrateurs du serveur), ou `/oublier` seul pour effacer vos propres données.

## Games in a few words

# $time: the time control (play-time-*).
game-terms = { $rules }, { $time }, { $rated ->
        [rated] classée
       *[casual] amicale
    }

## How a game ended

# $winner: white or black; $reason: how they won.
game-outcome-win = { $winner ->
        [white] Les Blancs
       *[black] Les Noirs
    } gagnent { $reason ->
        [checkmate] par mat
        [resignation] par abandon
        [timeout] au temps
       *[abandonment] par forfait
    }
# $reason: why the game was drawn.
game-outcome-draw = Nulle { $reason ->
        [stalemate] par pat
        [repetition] par triple répétition
        [fifty-moves] par la règle des 50 coups
        [dead-position] par matériel insuffisant (position morte)
        [agreement] par accord mutuel
       *[timeout-vs-insufficient-material] au temps face à un matériel insuffisant
    }

## Game status (shown under every board)

# $player: who aborted the game; $color: their colour.
status-aborted-by-player = La partie #{ $id } a été interrompue par { $player } ({ $color ->
        [white] blancs
       *[black] noirs
    }) (sans résultat, Elo inchangé). `/revanche` en demande une autre.
# $player: who did not make a first move in time; $color: their colour.
status-aborted-no-first-move = La partie #{ $id } a été interrompue : { $player } ({ $color ->
        [white] blancs
       *[black] noirs
    }) n'a pas joué son premier coup à temps (sans résultat, Elo inchangé). `/revanche` en demande une autre.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
status-over = La partie #{ $id } est terminée : **{ $outcome }** ({ $result }, { $rated ->
        [rated] classée
       *[casual] amicale
    }). `/revanche` en demande une autre.
# $player: who is to move; $color: their colour; $number: the move number.
status-to-move = { $player } a le trait ({ $color ->
        [white] blancs
       *[black] noirs
    }), coup { $number }, partie { $rated ->
        [rated] classée
       *[casual] amicale
    }.
status-to-move-in-check = { $player } a le trait, en échec ({ $color ->
        [white] blancs
       *[black] noirs
    }), coup { $number }, partie { $rated ->
        [rated] classée
       *[casual] amicale
    }.
# $white, $black: the time each side has left (4:05).
status-clocks = Pendules : blancs { $white }, noirs { $black }.
status-abortable = Tant que les deux camps n'ont pas joué, chacun peut utiliser `/interrompre`.
# $player: who offers the draw.
status-draw-offer = { $player } propose la nulle.
# $time: when the side to move runs out of time (shown as "in 5 minutes" or a date).
status-deadline = (fin du temps : { $time })

## A move just played

# $player: who played; $san: the move.
announce-played = { $player } a joué **{ $san }**.
# $what: what the Castalia did: one announce-displaced, or two joined by announce-both.
announce-played-displacing = { $player } a joué **{ $san }**, qui { $what }.
# The move in a few words, for a "last move" field.
announce-summary = { $san } : { $what }
# Two things the Castalia did (each an announce-displaced), the kidnap first.
announce-both = { $first } et { $second }
# A piece the Castalia dragged ($how: kidnap) or pushed ($how: push) from square $from to $to.
# $owner: whose piece it is: own (the mover's own), yours (the reader's), player ($player's),
# bot (the bot's), removed (a removed player's: the piece is named with its $color).
# $queen: yes when a pushed pawn became a queen.
announce-displaced = { $how ->
        [kidnap] enlève
       *[push] repousse
    } { $owner ->
        [own] { $piece ->
            [pawn] son propre pion
            [knight] son propre cavalier
            [bishop] son propre fou
            [rook] sa propre tour
            [queen] sa propre dame
            [king] son propre roi
           *[castalia] sa propre Castalie
        }
        [yours] votre { $piece ->
            [pawn] pion
            [knight] cavalier
            [bishop] fou
            [rook] tour
            [queen] dame
            [king] roi
           *[castalia] Castalie
        }
        [player] { $piece ->
            [pawn] le pion
            [knight] le cavalier
            [bishop] le fou
            [rook] la tour
            [queen] la dame
            [king] le roi
           *[castalia] la Castalie
        } de { $player }
        [bot] { $piece ->
            [pawn] le pion
            [knight] le cavalier
            [bishop] le fou
            [rook] la tour
            [queen] la dame
            [king] le roi
           *[castalia] la Castalie
        } du bot
       *[removed] { $piece ->
            [pawn] le pion { $color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $color ->
                [white] blanche
               *[black] noire
            }
        }
    } de { $from } à { $to }{ $queen ->
        [yes] , où il devient une dame
       *[no] {""}
    }

## A game's board, moves, PGN and result card

# A board in words (a picture's alt text, the text board); $board: the position in words.
game-board-words = Partie #{ $id } { $white } contre { $black } ({ $rules }). { $board }
# The heading drawn on a board picture.
game-picture-header = #{ $id }  { $white } contre { $black }  ({ $rules })
# $moves: the moves played, in PGN notation.
game-moves = Partie #{ $id } ({ $white } contre { $black }) : { $moves }
game-moves-none = Partie #{ $id } ({ $white } contre { $black }) : aucun coup pour l'instant
game-pgn = PGN de la partie #{ $id } ({ $white } contre { $black }).
# The alt text of the worked example drawn with /rules.
game-rules-example-alt = L'enlèvement et la répulsion de la Castalie en un seul coup, avant et après
game-card-not-yet = La partie #{ $id } est toujours en cours ; sa fiche de résultat viendra à la fin.
# The result card. $result: 1-0, 0-1 or 1/2-1/2; $outcome: how it ended (game-outcome-*);
# $moves: how many moves were played (a move: White's and Black's).
game-card-over = La partie #{ $id } est terminée. { $white } (blancs) contre { $black } (noirs) : **{ $result }** : { $outcome } après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, partie { $rated ->
        [rated] classée
       *[casual] amicale
    }.
# $player: who aborted; $color: their colour.
game-card-aborted-by-player = La partie #{ $id } est terminée. { $white } (blancs) contre { $black } (noirs) : interrompue par { $player } ({ $color ->
        [white] blancs
       *[black] noirs
    }) après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    }, partie { $rated ->
        [rated] classée
       *[casual] amicale
    }.
# $player: who did not make a first move in time; $color: their colour.
game-card-aborted-no-first-move = La partie #{ $id } est terminée. { $white } (blancs) contre { $black } (noirs) : interrompue après { $moves ->
        [one] { $moves } coup
       *[other] { $moves } coups
    } : { $player } ({ $color ->
        [white] blancs
       *[black] noirs
    }) n'a pas joué son premier coup à temps, partie { $rated ->
        [rated] classée
       *[casual] amicale
    }.
# $sentence: the last move in a sentence (announce-played...).
game-last-move = Le dernier coup : { $sentence }
# The alt text of a finished game's animation. $moves: the moves in PGN notation;
# $board: the final board in words (game-board-words).
game-animation-alt = Une animation de toute la partie, coup par coup : { $moves }. La position finale : { $board }
# The heading drawn on the animation.
game-animation-header = #{ $id }  { $white } contre { $black }
# The heading of a move picker: a game, or a course exercise ($exercise: its number, 3.2).
game-choices-game = Partie #{ $id }
game-choices-exercise = Exercice { $exercise }
game-no-legal-move = Il n'y a aucun coup légal dans la partie #{ $id }.

## /games

games-none = Vous n'avez ici aucune partie en cours ni aucun défi en attente. Commencez une partie avec `/défier @joueur` ou `/jouer niveau:3`.
games-heading = Vos parties ici :
games-line-your-move = #{ $id } { $white } contre { $black } ({ $rules }, à vous de jouer)
# $player: who is to move.
games-line-to-move = #{ $id } { $white } contre { $black } ({ $rules }, { $player } a le trait)
games-line-damaged = #{ $id } { $white } contre { $black } ({ $rules }, enregistrement endommagé)
games-challenges-heading = Défis :
# A challenge the reader made. $to: the challenged player; $terms: what it offers (rules,
# setup, colours, time).
games-challenge-from-you = #{ $id } de vous à { $to }, { $terms } : `/annuler numéro:{ $id }` le retire
games-challenge-from-you-open = #{ $id } de vous à tout le monde (ouvert), { $terms } : `/annuler numéro:{ $id }` le retire
# A challenge to the reader, or an open one. $player: the challenger.
games-challenge-to-you = #{ $id } de { $player } à vous, { $terms } : `/accepter numéro:{ $id }` ou `/refuser numéro:{ $id }`
games-challenge-open = #{ $id } de { $player } à tout le monde (ouvert), { $terms } : `/accepter numéro:{ $id }`

## /stats and /leaderboard

# A player's results in one rule set. $rating: a number, with ? while it is provisional;
# $rated: how many of the games were rated.
stats-line = { $rules } : Elo { $rating } · { $wins } { $wins ->
        [one] victoire
       *[other] victoires
    }, { $draws } { $draws ->
        [one] nulle
       *[other] nulles
    }, { $losses } { $losses ->
        [one] défaite
       *[other] défaites
    } ({ $rated } { $rated ->
        [one] partie classée
       *[other] parties classées
    })
stats-none = Aucune partie terminée pour l'instant.
leaderboard-empty-server = Aucune partie classée en { $rules } sur ce serveur pour l'instant. Défiez quelqu'un avec `/défier @joueur`.
leaderboard-empty-yours = Vous n'avez encore aucune partie classée en { $rules }. Défiez quelqu'un avec `/défier @joueur`.
leaderboard-empty-here = Aucune partie classée en { $rules } ici pour l'instant. Défiez quelqu'un avec `/défier @joueur`.
leaderboard-heading-server = Top ({ $rules }) des joueurs de ce serveur ; l'Elo est commun à tous les serveurs :
leaderboard-heading-yours = Top ({ $rules }) : vous et les joueurs que vous avez affrontés en parties classées (chaque serveur a le sien : tapez-y `/top`) ; l'Elo est commun à tous les serveurs :
leaderboard-heading-here = Top ({ $rules }) des joueurs d'ici ; l'Elo est commun à tous les serveurs :
# A row: $rank: the place; $rating: a number, with ? while provisional; W wins, D draws,
# L losses.
leaderboard-row = { $rank }. { $player } { $rating } ({ $wins }V { $draws }N { $losses }D)

## Notices by direct message

# $opponent: the other player.
notice-your-move = À vous de jouer dans la partie #{ $id } contre { $opponent }.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
notice-game-over = La partie #{ $id } contre { $opponent } est terminée : **{ $outcome }** ({ $result }).

## Who may do what

reply-not-for-a-game = Cela ne s'applique pas à une partie.
reply-not-for-a-challenge = Cela ne s'applique pas à un défi.
reply-decline-own-challenge = C'est votre propre défi : `/annuler` le retire.
reply-decline-open-challenge = Inutile de refuser un défi ouvert : il expire de lui-même.
reply-only-challenger-cancels = Seul l'auteur d'un défi peut l'annuler ; `/refuser` refuse un défi qui vous est adressé.

## Privacy (/forget)

privacy-cannot-forget-here = Vous ne pouvez pas effacer vos données ici.
privacy-only-admins = Seul un administrateur de ce serveur peut en retirer un autre joueur ; `/oublier` sans joueur efface tout ce que le bot conserve sur vous.
# $name: the user forgotten; $changed: how many game records changed ("a removed player" is
# game-seat-removed).
privacy-forgotten = C'est fait : le bot ne conserve plus rien sur { $name }. { $changed } { $changed ->
        [one] enregistrement de partie affiche
       *[other] enregistrements de partie affichent
    } désormais « un joueur supprimé » ; les parties en cours ont été abandonnées (ou interrompues, là où les deux camps n'avaient pas encore joué).
# $name: the user removed; $deleted: finished games deleted; $resigned: games resigned.
privacy-removed-here = C'est fait : { $name } n'est plus sur ce serveur : { $deleted } { $deleted ->
        [one] partie terminée supprimée
       *[other] parties terminées supprimées
    } ici, { $resigned } { $resigned ->
        [one] partie en cours abandonnée
       *[other] parties en cours abandonnées
    } ici, et plus de place dans le top de ce serveur. Son Elo et ses parties ailleurs lui appartiennent : seule cette personne peut les effacer, avec `/oublier`.

## Limits

# $seconds: how long to wait.
limits-slow-down = Doucement : trop de commandes à la fois. Réessayez dans { $seconds } s.
# $player: who would start the game; $games: their games in progress.
limits-too-many-games = { $player } a déjà { $games } parties en cours (le maximum autorisé) ; terminez-en une ou abandonnez-la d'abord (`/parties` les liste).

## /explain and /review around the engine's words

fairplay-engine-closed = L'analyse par le moteur de la partie #{ $id } sera disponible une fois la partie terminée (ainsi que `/analyser partie:{ $id }`) : ni verdict, ni évaluation, ni meilleur coup tant que deux personnes la jouent.
# The alt text of an explanation's picture.
analysis-picture-alt = Le coup avant et après, avec des flèches pour ce qu'il a déplacé
analysis-no-move-yet = Aucun coup n'a encore été joué dans la partie #{ $id } : indiquez-en un pour voir ce qu'il ferait, p. ex. `/expliquer Cd5`.
analysis-not-playing = Vous ne jouez pas dans la partie #{ $id }, elle ne contient donc aucun coup de vous : indiquez-en un, p. ex. `/expliquer 8...Cd5`.
analysis-not-moved-yet = Vous n'avez pas encore joué dans la partie #{ $id } : indiquez un coup pour voir ce qu'il ferait, p. ex. `/expliquer Cd5`.
# $preview: the move previewed, with the number it would have (8... Cd5); $played: the same
# move played earlier, with its number; $typed: that move as typed to explain it (8...Cd5).
analysis-preview-note = Ceci montre ce que ferait { $preview } dans la position actuelle ; { $played } a été joué plus tôt : `/expliquer { $typed }` explique celui-là.
# $number: a move number as typed (8. or 8...); $first: the game's first move number.
analysis-before-start = La partie #{ $id } commence au coup { $first } : elle n'a pas de coup { $number }.
# $next: the number of the next move (8. or 8...).
analysis-not-played-yet = La partie #{ $id } n'a pas encore de coup { $number } : le prochain coup est { $next }.
# $number: the move number given (8. or 8...), with nothing after it.
analysis-number-not-played = Le coup { $number } n'a pas encore été joué dans la partie #{ $id } : indiquez un coup pour voir ce qu'il ferait, p. ex. `/expliquer { $number }Cd5`
# $number: the move number given; $played: the move played then (SAN); $typed: the move the
# user typed; $numbered: the move played, with its number, to type (8...Cd5).
analysis-wrong-move = Dans la partie #{ $id }, le coup { $number } était { $played }, pas { $typed } : tapez `/expliquer { $numbered }`.
# As analysis-wrong-move, when $typed was played at another move of the game.
analysis-wrong-move-or-latest = Dans la partie #{ $id }, le coup { $number } était { $played }, pas { $typed } : tapez `/expliquer { $numbered }`, ou omettez le numéro pour le dernier `{ $typed }` joué.
review-nothing-yet = Il n'y a encore rien à analyser : aucun coup n'a été joué dans cette partie.
review-not-yours-yet = La partie #{ $id } est toujours en cours, et seuls ses joueurs peuvent l'analyser avant la fin. Essayez `/analyser partie:{ $id }` une fois qu'elle sera terminée.
review-already-running = Vous avez déjà une analyse en cours ; elle sera publiée ici une fois terminée. Demandez la suivante après.
review-failed = Désolé, l'analyse a échoué. Veuillez réessayer plus tard.
# The alt text of a review's picture; $review: the review in words.
review-picture-alt = Le graphique d'évaluation de la partie #{ $id } (l'avantage après chaque coup) et son analyse : { $review }
# $nodes: how many positions the engine searched for each move.
review-heading = **Analyse de la partie #{ $id }** ({ $nodes } nœuds par position)
review-clean = Aucune imprécision, erreur ou gaffe : une partie propre.
review-key-moments = **Moments clés**

## Pieces in lists

# One piece on its square, as an item of a list of pieces (`$pieces`, `$attackers`,
# `$checkers` in the sentences below).
piece-on-square = { $piece ->
        [pawn] le pion { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $piece_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $piece_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $piece_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $piece_color ->
            [white] blanche
           *[black] noire
        }
    } en { $piece_square }
# Lists: "x and y"; "x, y and z" is built as "x, (y and z)".
explain-list-and = { $first } et { $last }
explain-list-comma = { $first }, { $rest }

## What a legal move does

# The first line of an explanation: the move ($san, or "8... Cd5" for a move of a game) and
# what it does ($clauses: the explain-clause-* below, joined by semicolons).
explain-summary = { $san } : { $clauses }.
# A move in a menu: its SAN and what it does besides moving ($effects: the explain-clause-*
# and explain-does-* clauses, joined by semicolons).
explain-effect-label = { $san } : { $effects }
# Clauses of the summary line (lower case: they follow the move's SAN and a colon).
explain-clause-castalia = Castalie { $from }-{ $to }
explain-clause-kidnaps = enlève { $piece ->
        [pawn] le pion { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $piece_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $piece_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $piece_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $piece_color ->
            [white] blanche
           *[black] noire
        }
    } de { $from } à { $to }
explain-clause-repulses = repousse { $piece ->
        [pawn] le pion { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $piece_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $piece_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $piece_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $piece_color ->
            [white] blanche
           *[black] noire
        }
    } de { $from } à { $to }
explain-clause-repulses-promotes = repousse { $piece ->
        [pawn] le pion { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $piece_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $piece_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $piece_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $piece_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $piece_color ->
            [white] blanche
           *[black] noire
        }
    } de { $from } à { $to } (il devient une dame)
explain-clause-castles = roque côté { $side ->
        [king] roi
       *[queen] dame
    }
explain-clause-en-passant = pion { $from }x{ $to } en passant
# A move of a piece ($piece) from one square to another, maybe capturing a piece
# ($captured) or promoting ($promotion: the piece the pawn becomes).
explain-clause-move = { $piece ->
        [pawn] Pion
        [knight] Cavalier
        [bishop] Fou
        [rook] Tour
        [queen] Dame
        [king] Roi
       *[castalia] Castalie
    } { $from }-{ $to }
explain-clause-move-takes = { $piece ->
        [pawn] Pion
        [knight] Cavalier
        [bishop] Fou
        [rook] Tour
        [queen] Dame
        [king] Roi
       *[castalia] Castalie
    } { $from }x{ $to } prend { $captured ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    }
