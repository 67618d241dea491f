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
    `/échiquier [retourner]`, `/coups`, `/pgn`, `/stats [joueur]`, `/top`, `/règles`, `/web` (l’échiquier dans votre navigateur)
    `/parties` : vos parties ici et les défis qui vous attendent ; une commande qui porte sur une partie prend son numéro (`/échiquier 12` ou `partie:12`)
    `/expliquer` : ce que fait le dernier coup et pourquoi il est bon ou mauvais ; `/expliquer 8...Cd5` ou `/expliquer mine` (votre dernier coup) : un coup plus ancien ; `/expliquer COUP` montre un coup avant qu'il soit joué
    `/analyser [partie]` : le moteur analyse une partie : erreurs, meilleurs coups, précision, un graphique et un PGN annoté (une partie entre humains, une fois terminée)
    `/oublier` : effacer tout ce que le bot conserve sur vous (administrateurs du serveur : `/oublier joueur`)
    `/tournoi créer type:suisse rondes:5 cadence:10+5 début:15m nom:Open d'hiver`, `/tournoi rejoindre`, `/tournoi appariements`, `/tournoi classement`, `/tournoi retirer`, `/tournoi liste`, `/tournoi terminer` : les tournois d'ici (arène, système suisse ou toutes rondes)
    Tapée en texte, la valeur d'une option avec des espaces va jusqu'à l'option suivante (`nom:Open d'hiver cadence:10+5`), ou mettez-la entre guillemets (`nom:"Open d'hiver"`)
    `/paramètres [thème:océan] [coordonnées:non] [notifications:mp] [langue:de]` : l'apparence de votre échiquier, les notifications aussi par message privé, et la langue dans laquelle le bot vous parle
    `/apprendre`, `/apprendre leçon:3`, `/apprendre action:indice` : le cours sur la Castalie, leçon par leçon (un simple `/coup` répond aussi à un exercice là où vous n'avez pas de partie en cours)
    `/problème [thèmes:kidnap]`, `/problème quotidien`, `/problème coup:Cd5`, `/problème abandon` : résolvez des problèmes de Castalie (un simple `/coup` y répond aussi là où vous n'avez pas de partie en cours)
    Options : règles `castalia` (par défaut), `castalia-faible`, `standard` ; position `castalia`, `classique` ou une FEN ; couleur `blanc`, `noir`, `hasard` ; cadence `aucun`, `10+5`, `3d` (omise : la cadence par défaut du serveur) ; classée `oui` ou `non` (une partie sans pendule est toujours amicale).

rules-brief = **Échecs Castalia** (M. Winther, 2006) : les échecs orthodoxes plus la **Castalie** (C), qui vaut environ 3 pions.
    1. Elle se déplace comme une dame vers une case **vide** et **ne prend jamais**. Elle peut être prise.
    2. **Enlèvement** (obligatoire) : la pièce la plus proche derrière elle sur la ligne qu'elle parcourt (de l'une ou l'autre couleur, rois compris) est entraînée sur la case qu'elle a quittée. Avec les règles castalia-weak, elle n'enlève une pièce que lorsqu'elle avance d'une seule case.
    3. **Répulsion** : une pièce adverse sur la case juste au-delà de sa destination glisse dans la même direction aussi loin que possible. Un pion n'est jamais repoussé sur sa propre première rangée ; un pion repoussé sur sa dernière rangée devient une dame.
    4. Le coup est légal si votre roi n'est pas attaqué ensuite : une Castalie peut donc tirer votre roi hors d'échec. La Castalie elle-même n'attaque rien et ne donne jamais échec.
    5. Dans la position de départ, chaque cavalier côté dame est remplacé par une Castalie ; les pions peuvent être promus en Castalie.
    Tout le reste, ce sont les échecs orthodoxes (le droit de roquer est perdu quand le roi ou la tour est déplacé). Utilisez `/expliquer` sur un coup pour voir ce qu'il fait, ou apprenez le jeu pas à pas avec `/apprendre`.
    Les règles complètes, avec chaque décision prise là où l'inventeur ne dit rien et des exemples détaillés : `docs/rules.md` dans le code source du bot.

## Web board: what the server says on the page (the page's own words are web-ui-*)

# A square's accessible name on the web board: its coordinate, then the piece on it.
web-square = { $square }, { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
       *[castalia] Castalie
    } { $piece ->
        [rook] { $piece_color ->
            [white] blanche
           *[black] noire
        }
        [queen] { $piece_color ->
            [white] blanche
           *[black] noire
        }
        [castalia] { $piece_color ->
            [white] blanche
           *[black] noire
        }
       *[other] { $piece_color ->
            [white] blanc
           *[black] noir
        }
    }
web-off = Ce bot ne propose pas l’échiquier web.
# The description of the Activity's entry point command (its launcher in Discord).
web-entry-point = Ouvrir l’échiquier en direct dans ce salon
web-link = Votre lien de connexion à l’échiquier web (valable une fois, pendant 10 minutes ; ne le partagez pas) : { $link }
web-square-empty = { $square }, vide
# status-over for the web board, which has its own Rematch button.
web-status-over = La partie #{ $id } est terminée : **{ $outcome }** ({ $result }, { $rated ->
        [rated] classée
       *[casual] amicale
    }).
# The same as status-aborted-by-player and status-aborted-no-first-move, for the web board, which has its own Rematch button.
web-status-aborted-by-player = La partie #{ $id } a été interrompue par { $player } ({ $color ->
        [white] blancs
       *[black] noirs
    }) (sans résultat, Elo inchangé).
web-status-aborted-no-first-move = La partie #{ $id } a été interrompue : { $player } ({ $color ->
        [white] blancs
       *[black] noirs
    }) n'a pas joué son premier coup à temps (sans résultat, Elo inchangé).
# A legal destination's accessible name: the square's ($square_label: web-square or web-square-empty), then what the move does ($effect: web-effect-displaced, two joined by announce-both, or the move's SAN).
web-square-effect = { $square_label }: { $effect }
web-signin-failed = Ce lien a déjà servi ou date de plus de 10 minutes. Tapez /web au bot pour en obtenir un nouveau.
web-error-signed-out = Vous n’êtes pas connecté. Tapez /web au bot pour recevoir un lien.
web-error-origin = Cette requête venait d’un autre site et a été refusée ; rien n’a changé.
web-error-bad-request = Cette requête est illisible ; rien n’a changé.
web-error-activity-refused = Discord n’a pas confirmé que vous participez à cette activité ici ; fermez-la puis rouvrez-la.
web-error-position-changed = La position a changé entre-temps : votre coup n’a pas été joué.
web-error-not-a-player = Seuls les joueurs de la partie n° { $id } peuvent faire cela ; vous la regardez.
web-error-too-large = Cette requête est trop volumineuse ; rien n’a changé.
web-error-no-game = Il n’y a pas de partie n° { $id } que vous puissiez voir.
web-error-not-found = Il n’y a rien ici.
web-error-too-many = Trop de requêtes : attendez un instant puis réessayez.
web-error-discord-off = La connexion avec Discord n’est pas configurée sur ce bot : tapez plutôt /web au bot.
web-error-discord-failed = Discord n’a pas confirmé votre identité ; veuillez réessayer.
web-error-no-review = L’analyse d’une partie entre personnes n’est montrée qu’une fois terminée (fair-play).
web-challenge-incoming = { $player } vous défie : { $terms }
web-rematch-offered = { $player } vous propose une revanche.
web-challenge-open = { $player } propose une partie à tous : { $terms }
web-challenge-yours = Votre défi à { $player } : { $terms }
web-challenge-yours-open = Votre défi ouvert : { $terms }
web-level = Niveau { $level }
# What a Castalia move would do, said to its player before it is played ($owner: yours, player, bot or removed, as in announce-displaced).
web-effect-displaced = { $how ->
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
settings-language-console = { $language } (--lang de la console)
# $themes : les noms des thèmes, séparés par des virgules.
settings-how-to-change = Modifiez-les avec `/paramètres thème:forêt coordonnées:non notifications:mp langue:de` (thèmes : { $themes } ; notifications : mp ou salon ; langue : en, de, fr, es, ru, pt-BR, ou auto pour suivre { $site ->
        [console] le --lang de la console
       *[discord] Discord
    }).
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
    .description = Position de départ : castalia, classique ou une FEN
cmd-challenge-opt-color = couleur
    .description = Votre couleur (par défaut : hasard)
cmd-challenge-opt-time = cadence
    .description = Cadence : aucun, 10+5 (minutes+incrément) ou 3d (jours par coup)
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
    .description = Votre couleur (par défaut : hasard)
cmd-play-opt-rules = règles
    .description = Règles du jeu (par défaut : castalia)
cmd-play-opt-time = cadence
    .description = Cadence : aucun, 10+5 (minutes+incrément) ou 3d (jours par coup)
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
cmd-web = web
    .description = Un lien pour vous connecter à l’échiquier web (vous seul le voyez)
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
    .description = mp : me prévenir aussi en message privé (votre tour, défis, rappels, fin de partie)
cmd-settings-opt-language = langue
    .description = La langue dans laquelle je vous parle (auto : votre langue Discord)
cmd-puzzle = problème
    .description = Résoudre un problème de Castalie (réponses et échiquiers ne sont montrés qu'à vous)
cmd-puzzle-opt-action = action
    .description = nouveau (par défaut), quotidien (le même pour tous aujourd'hui), voir ou abandon
cmd-puzzle-opt-themes = thèmes
    .description = Un thème, p. ex. kidnap, repulse, mateIn2, defence
cmd-puzzle-opt-move = coup
    .description = Votre réponse au problème en cours, p. ex. Cd5
cmd-learn = apprendre
    .description = Apprendre les échecs Castalia : courtes leçons avec exercices (visibles par vous seul)
cmd-learn-opt-lesson = leçon
    .description = Une leçon à ouvrir, par numéro (à omettre pour reprendre là où vous vous étiez arrêté)
cmd-learn-opt-action = action
    .description = indice, réessayer (refaire l'exercice) ou suivant (passer à l'exercice suivant)
cmd-learn-opt-move = coup
    .description = Votre réponse à l'exercice, p. ex. Cd5
cmd-tournament = tournoi
    .description = Les tournois de ce serveur : arène, système suisse et toutes rondes
cmd-tournament-create = créer
    .description = Créer un tournoi (permission « Gérer les événements » requise)
cmd-tournament-create-opt-kind = type
    .description = arène (appariements à la fin des parties), suisse (système hollandais FIDE) ou toutes-rondes
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
cmd-tournament-end = terminer
    .description = Terminez votre tournoi maintenant avec le classement actuel
cmd-tournament-end-opt-id = numéro
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

## Valeurs des options : les choix des options des commandes dans chaque langue
## (`/jouer couleur:blanc` est `/play color:white`) ; un mot par valeur, en minuscules, sans espace.

choice-color-white = blanc
choice-color-black = noir
choice-color-random = hasard
choice-rules-castalia = castalia
choice-rules-castalia-weak = castalia-faible
choice-rules-standard = standard
choice-setup-castalia = castalia
choice-setup-classic = classique
choice-time-none = aucun
choice-yesno-yes = oui
choice-yesno-no = non
choice-onoff-on = oui
choice-onoff-off = non
choice-notify-dm = mp
choice-notify-channel = salon
choice-theme-classic = classique
choice-theme-ocean = océan
choice-theme-forest = forêt
choice-language-auto = auto
choice-kind-arena = arène
choice-kind-swiss = suisse
choice-kind-roundrobin = toutes-rondes
choice-puzzle-new = nouveau
choice-puzzle-daily = quotidien
choice-puzzle-show = voir
choice-puzzle-giveup = abandon
choice-learn-hint = indice
choice-learn-retry = réessayer
choice-learn-next = suivant

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
# Launches the board as a Discord Activity in the channel.
button-play-on-board = Jouer sur l’échiquier
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
# The web board's address, printed when the console starts ($url: http://127.0.0.1:8080/).
console-board = Échiquier : { $url }
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
# $max is the most open challenges one player may have at once (never 1).
challenge-too-many = Vous avez déjà { $max } défis en attente : retirez-en un avec `/annuler` ou attendez qu'on y réponde ou qu'il expire.
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
play-bot-elo-orthodox = Cet Elo est mesuré aux échecs orthodoxes, contre Stockfish. Aucun autre moteur ne joue aux échecs Castalia : les niveaux n'y sont mesurés que les uns contre les autres, et chacun bat celui du dessous.
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

error-standard-has-no-castalia = Les échecs standard n'ont pas de Castalie : utilisez `position:classique` ou `règles:castalia`.
# $reason is what is wrong with the FEN (from the rules).
error-bad-fen = Cette FEN ne fonctionne pas : { $reason }. Donnez une FEN légale, ou `position:castalia` / `position:classique`.
error-position-over = Cette position est déjà terminée (mat, pat ou nulle morte) : choisissez-en une autre.
error-rated-without-clock = Une partie sans pendule est toujours amicale, elle ne peut donc pas être classée : donnez-lui une cadence, p. ex. `cadence:10+5` ou `cadence:3d`, ou retirez `classée:oui`.
# $rules is what the player typed; the rule set names are the choice-rules-* words.
error-unknown-rules = Règles inconnues `{ $rules }` : utilisez castalia, castalia-faible ou standard
error-setup-empty = `position:` demande une valeur : `position:castalia`, `position:classique` ou une FEN entre guillemets ; omettez-la pour la position de départ standard.
# $setup is what the player typed; the setup names are the choice-setup-* words.
error-unknown-setup = Position inconnue `{ $setup }` : utilisez castalia, classique ou une FEN
# $color is what the player typed; the colour words are the choice-color-* words.
error-unknown-color = `{ $color }` n'est pas une couleur : utilisez blanc, noir ou hasard.
# $time is what the player typed.
error-unknown-time = `{ $time }` n'est pas une cadence : utilisez `aucun`, `10+5` (minutes + secondes par coup, jusqu'à 180+60) ou `3d` (1 à 14 jours par coup).

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
command-option-empty = `{ $option }:` demande une valeur : donnez-en une, ou omettez l'option pour garder la valeur par défaut.
# $level is what was typed; $min and $max are the weakest and strongest levels.
command-bad-level = `{ $level }` n'est pas un niveau : choisissez-en un de { $min } (débutant) à { $max } (pleine puissance), p. ex. niveau:3
# The option values are the choice-* words of the language (language codes stay as they are).
command-coordinates-usage = coordonnées : prend oui ou non, p. ex. `/paramètres coordonnées:non`.
command-notify-usage = notifications : prend mp (notifications aussi par message privé) ou salon, p. ex. `/paramètres notifications:mp`.
command-theme-usage = thème : prend classique, océan ou forêt, p. ex. `/paramètres thème:océan`.
command-language-usage = langue : prend en, de, fr, es, ru, pt-BR ou auto, p. ex. `/paramètres langue:de`.
command-rated-usage = classée : prend oui ou non.
command-tournament-usage = Essayez `/tournoi créer type:suisse rondes:3 cadence:10+5 début:now`, `/tournoi rejoindre`, `/tournoi lancer`, `/tournoi appariements`, `/tournoi classement`, `/tournoi retirer`, `/tournoi berserk`, `/tournoi liste` ou `/tournoi terminer`.
# $word: a word `/tournament create` does not take.
command-tournament-create-word = `/tournoi créer` ne comprend pas `{ $word }` : ses réglages s'écrivent `option:valeur`, par exemple `type:suisse rondes:5`. Une valeur avec des espaces va jusqu'à l'option suivante (`nom:Open d'hiver cadence:10+5`), ou mettez-la entre guillemets (`nom:"Open d'hiver"`).
command-challenge-usage = Indiquez le joueur à défier, p. ex. `/défier bob`, ou omettez-le pour un défi ouvert.
command-play-usage = Choisissez un niveau de 1 à 8, p. ex. `/jouer niveau:3`.
command-move-usage = Indiquez le coup, p. ex. `/coup e4` ou `/coup Cd5`.
command-puzzle-usage = Essayez `/problème`, `/problème thèmes:kidnap`, `/problème action:quotidien`, `/problème coup:Cd5` ou `/problème action:abandon`.
command-learn-usage = Essayez `/apprendre`, `/apprendre 3`, `/apprendre indice`, `/apprendre réessayer`, `/apprendre suivant` ou `/apprendre coup:Cd5`.
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
# A tournament game cannot be aborted: $player ($color) lost it by forfeit; $reason: why
# (no-first-move: their first-move time ran out; left: they ended it before both had moved);
# $tournament: the tournament's number.
status-tournament-forfeit = La partie #{ $id } est terminée : { $player } ({ $color ->
        [white] blancs
       *[black] noirs
    }) { $reason ->
        [no-first-move] n'a pas joué son premier coup à temps
       *[left] est parti avant que les deux camps aient joué
    } et perd par forfait (tournoi #{ $tournament } ; un forfait ne compte pas pour le classement Elo). `/tournoi classement numéro:{ $tournament }` affiche le classement.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
status-over = La partie #{ $id } est terminée : **{ $outcome }** ({ $result }, { $rated ->
        [rated] classée
       *[casual] amicale
    }). `/revanche` en demande une autre.
# The same as status-over, for a game of tournament $tournament.
status-over-tournament = La partie #{ $id } est terminée : **{ $outcome }** ({ $result }, { $rated ->
        [rated] classée
       *[casual] amicale
    }), une partie du tournoi #{ $tournament }. `/tournoi classement numéro:{ $tournament }` affiche le classement.
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
# A tournament game lost by forfeit ($reason as in status-tournament-forfeit).
game-card-tournament-forfeit = La partie #{ $id } est terminée. { $white } (blancs) contre { $black } (noirs) : { $player } ({ $color ->
        [white] blancs
       *[black] noirs
    }) { $reason ->
        [no-first-move] n'a pas joué son premier coup à temps
       *[left] est parti avant que les deux camps aient joué
    } et a perdu par forfait (tournoi #{ $tournament }, non classée).
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
limits-too-many-games = { $player } a déjà { $games } { $games ->
        [one] partie
       *[other] parties
    } en cours (le maximum autorisé) ; terminez-en une ou abandonnez-la d'abord (`/parties` les liste).

## /explain and /review around the engine's words

fairplay-engine-closed = L'analyse par le moteur de la partie #{ $id } sera disponible une fois la partie terminée (ainsi que `/analyser partie:{ $id }`) : ni verdict, ni évaluation, ni meilleur coup tant que deux personnes la jouent.
# The alt text of an explanation's picture.
analysis-picture-alt = Le coup avant et après, avec des flèches pour ce qu'il a déplacé
analysis-no-move-yet = Aucun coup n'a encore été joué dans la partie #{ $id } : indiquez-en un pour voir ce qu'il ferait, p. ex. `/expliquer Cd5`.
analysis-not-playing = Vous ne jouez pas dans la partie #{ $id }, elle ne contient donc aucun coup de vous : indiquez-en un, p. ex. `/expliquer 8...Cd5`.
analysis-not-moved-yet = Vous n'avez pas encore joué dans la partie #{ $id } : indiquez un coup pour voir ce qu'il ferait, p. ex. `/expliquer Cd5`.
analysis-preview-heading = **{ $san } n'a pas été joué :** voici un aperçu dans la position actuelle de la partie #{ $id }.
# $preview: the move previewed, with the number it would have (8... Cd5); $played: the same
# move played earlier, with its number; $typed: that move as typed to explain it (8...Cd5).
analysis-preview-note = Ceci montre ce que ferait { $preview } dans la position actuelle ; { $played } a été joué plus tôt : `/expliquer { $typed }` explique celui-là.
# $number: a move number as typed (8. or 8...); $first: the game's first move number.
analysis-before-start = La partie #{ $id } commence au coup { $first } : elle n'a pas de coup { $number }.
# $next: the number of the next move (8); $side: whose move it is.
analysis-not-played-yet = La partie #{ $id } n'a pas encore de coup { $number } : le prochain coup est le coup { $next } des { $side ->
        [white] Blancs
       *[black] Noirs
    }.
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

explain-clause-move-promotes = { $piece ->
        [pawn] Pion
        [knight] Cavalier
        [bishop] Fou
        [rook] Tour
        [queen] Dame
        [king] Roi
       *[castalia] Castalie
    } { $from }-{ $to }, promotion en { $promotion ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
       *[castalia] Castalie
    }
explain-clause-move-takes-promotes = { $piece ->
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
    }, promotion en { $promotion ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
       *[castalia] Castalie
    }
explain-clause-check = échec
explain-clause-checkmate = échec et mat
explain-clause-stalemate = pat
# Clauses of a move menu only.
explain-does-nothing = ni enlèvement ni répulsion
explain-does-en-passant = prend le pion en { $square } en passant
explain-does-takes = prend { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    } en { $square }
explain-does-promotes = promotion en { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
       *[castalia] Castalie
    }
# The sentences under the summary.
explain-castalia-move = Castalie { $from }-{ $to } ({ $dir ->
        [north] vers le nord
        [north-east] vers le nord-est
        [east] vers l'est
        [south-east] vers le sud-est
        [south] vers le sud
        [south-west] vers le sud-ouest
        [west] vers l'ouest
       *[north-west] vers le nord-ouest
    }).
explain-castling = Roque côté { $side ->
        [king] roi
       *[queen] dame
    } : le roi va de { $from } à { $to } et la tour de { $rook_from } à { $rook_to }.
# $victim is the pawn taken, on $victim_square; $to is the square it passed over.
explain-en-passant = Pion { $from }x{ $to } en passant : il prend { $victim ->
        [pawn] le pion { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $victim_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $victim_color ->
            [white] blanche
           *[black] noire
        }
    } en { $victim_square }, qui vient d'avancer de deux cases en franchissant { $to }.
explain-double-step = Le pion avance de deux cases depuis sa deuxième rangée.
explain-captures = Prise { $captured ->
        [pawn] du pion { $captured_color ->
            [white] blanc
           *[black] noir
        }
        [knight] du cavalier { $captured_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] du fou { $captured_color ->
            [white] blanc
           *[black] noir
        }
        [rook] de la tour { $captured_color ->
            [white] blanche
           *[black] noire
        }
        [queen] de la dame { $captured_color ->
            [white] blanche
           *[black] noire
        }
        [king] du roi { $captured_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] de la Castalie { $captured_color ->
            [white] blanche
           *[black] noire
        }
    } en { $captured_square }.
# $promotion (with $promotion_color) is the piece the pawn becomes.
explain-promotes = Le pion devient { $promotion ->
        [pawn] un pion { $promotion_color ->
            [white] blanc
           *[black] noir
        }
        [knight] un cavalier { $promotion_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] un fou { $promotion_color ->
            [white] blanc
           *[black] noir
        }
        [rook] une tour { $promotion_color ->
            [white] blanche
           *[black] noire
        }
        [queen] une dame { $promotion_color ->
            [white] blanche
           *[black] noire
        }
        [king] un roi { $promotion_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] une Castalie { $promotion_color ->
            [white] blanche
           *[black] noire
        }
    }.
explain-captures-promotes = Prise { $captured ->
        [pawn] du pion { $captured_color ->
            [white] blanc
           *[black] noir
        }
        [knight] du cavalier { $captured_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] du fou { $captured_color ->
            [white] blanc
           *[black] noir
        }
        [rook] de la tour { $captured_color ->
            [white] blanche
           *[black] noire
        }
        [queen] de la dame { $captured_color ->
            [white] blanche
           *[black] noire
        }
        [king] du roi { $captured_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] de la Castalie { $captured_color ->
            [white] blanche
           *[black] noire
        }
    } en { $captured_square }, et le pion devient { $promotion ->
        [pawn] un pion { $promotion_color ->
            [white] blanc
           *[black] noir
        }
        [knight] un cavalier { $promotion_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] un fou { $promotion_color ->
            [white] blanc
           *[black] noir
        }
        [rook] une tour { $promotion_color ->
            [white] blanche
           *[black] noire
        }
        [queen] une dame { $promotion_color ->
            [white] blanche
           *[black] noire
        }
        [king] un roi { $promotion_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] une Castalie { $promotion_color ->
            [white] blanche
           *[black] noire
        }
    }.
# $checkers: the pieces that gave the check (a list of piece-on-square).
explain-answers-check = Ce coup pare l'échec donné par { $checkers }.

## The Castalia's kidnap

# A Castalia moving from $to drags the piece behind it ($victim, from $victim_square) to $to.
explain-kidnap = Enlèvement : la pièce la plus proche derrière elle sur { $line ->
        [file] la colonne { $file }
        [rank] la { $rank ->
            [1] 1re
            [2] 2e
            [3] 3e
           *[other] { $rank }e
        } rangée
       *[diagonal] la diagonale { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim ->
            [pawn] le pion { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $victim_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $victim_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $victim_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $victim_color ->
                [white] blanche
               *[black] noire
            }
        } en { $victim_square }
    }, { $mood ->
       *[played] est entraînée
        [would] serait entraînée
    } en { $to }.
explain-kidnap-king = Enlèvement : la pièce la plus proche derrière elle sur { $line ->
        [file] la colonne { $file }
        [rank] la { $rank ->
            [1] 1re
            [2] 2e
            [3] 3e
           *[other] { $rank }e
        } rangée
       *[diagonal] la diagonale { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim ->
            [pawn] le pion { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $victim_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $victim_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $victim_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $victim_color ->
                [white] blanche
               *[black] noire
            }
        } en { $victim_square }
    }, { $mood ->
       *[played] est entraînée
        [would] serait entraînée
    } en { $to } (les rois sont enlevés comme n'importe quelle autre pièce).
# The same in the weak rule set (castalia-weak), where a Castalia kidnaps only when it moves
# one square.
explain-kidnap-weak = Enlèvement : le coup ne fait qu'une case, donc avec les règles castalia-weak la Castalie { $mood ->
       *[played] enlève
        [would] enlèverait
    } une pièce : la pièce la plus proche derrière elle sur { $line ->
        [file] la colonne { $file }
        [rank] la { $rank ->
            [1] 1re
            [2] 2e
            [3] 3e
           *[other] { $rank }e
        } rangée
       *[diagonal] la diagonale { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim ->
            [pawn] le pion { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $victim_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $victim_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $victim_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $victim_color ->
                [white] blanche
               *[black] noire
            }
        } en { $victim_square }
    }, { $mood ->
       *[played] est entraînée
        [would] serait entraînée
    } en { $to }.
explain-kidnap-weak-king = Enlèvement : le coup ne fait qu'une case, donc avec les règles castalia-weak la Castalie { $mood ->
       *[played] enlève
        [would] enlèverait
    } une pièce : la pièce la plus proche derrière elle sur { $line ->
        [file] la colonne { $file }
        [rank] la { $rank ->
            [1] 1re
            [2] 2e
            [3] 3e
           *[other] { $rank }e
        } rangée
       *[diagonal] la diagonale { $diagonal }
    }, { $victim ->
        [none] { $victim_square }
       *[other] { $victim ->
            [pawn] le pion { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $victim_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $victim_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $victim_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $victim_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $victim_color ->
                [white] blanche
               *[black] noire
            }
        } en { $victim_square }
    }, { $mood ->
       *[played] est entraînée
        [would] serait entraînée
    } en { $to } (les rois sont enlevés comme n'importe quelle autre pièce).
# In the weak rule set a move of $length squares (2 or more) kidnaps nothing: the piece
# behind ($stays) stays.
explain-kidnap-weak-none = Enlèvement : aucun. Avec les règles castalia-weak, la Castalie n'enlève une pièce que lorsqu'elle avance d'une seule case, et ce coup fait { $length ->
        [one] { $length } case
       *[other] { $length } cases
    }, donc { $stays ->
        [none] { $stays_square }
       *[other] { $stays ->
            [pawn] le pion { $stays_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $stays_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $stays_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $stays_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $stays_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $stays_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $stays_color ->
                [white] blanche
               *[black] noire
            }
        } en { $stays_square }
    } { $mood ->
       *[played] reste
        [would] resterait
    } en place.
explain-kidnap-nothing = Enlèvement : rien ne se trouve derrière elle sur { $line ->
        [file] la colonne { $file }
        [rank] la { $rank ->
            [1] 1re
            [2] 2e
            [3] 3e
           *[other] { $rank }e
        } rangée
       *[diagonal] la diagonale { $diagonal }
    }, donc rien { $mood ->
       *[played] n'est entraîné
        [would] ne serait entraîné
    }.

## The Castalia's repulse

explain-repulse-edge = Répulsion : la Castalie { $mood ->
       *[played] s'arrête
        [would] s'arrêterait
    } au bord de l'échiquier, donc il n'y { $mood ->
       *[played] a
        [would] aurait
    } rien au-delà à repousser.
# $square: the square just beyond the Castalia's destination.
explain-repulse-empty = Répulsion : { $square }, juste au-delà, est vide, donc rien { $mood ->
       *[played] n'est repoussé
        [would] ne serait repoussé
    }.
# $victim: the piece just beyond the Castalia's destination.
explain-repulse-own = Répulsion : { $victim ->
        [pawn] le pion { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $victim_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $victim_color ->
            [white] blanche
           *[black] noire
        }
    } en { $victim_square }, juste au-delà, est du même camp que la Castalie, et une Castalie ne repousse que les pièces adverses.
# $victim is pushed in the direction $dir to $to.
explain-repulse-pushed = Répulsion : la Castalie { $mood ->
       *[played] repousse
        [would] repousserait
    } { $victim ->
        [pawn] le pion { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $victim_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $victim_color ->
            [white] blanche
           *[black] noire
        }
    } de { $victim_square } { $dir ->
        [north] vers le nord
        [north-east] vers le nord-est
        [east] vers l'est
        [south-east] vers le sud-est
        [south] vers le sud
        [south-west] vers le sud-ouest
        [west] vers l'ouest
       *[north-west] vers le nord-ouest
    } jusqu'en { $to }.
explain-repulse-promotes = Répulsion : la Castalie { $mood ->
       *[played] repousse
        [would] repousserait
    } { $victim ->
        [pawn] le pion { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $victim_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $victim_color ->
            [white] blanche
           *[black] noire
        }
    } de { $victim_square } { $dir ->
        [north] vers le nord
        [north-east] vers le nord-est
        [east] vers l'est
        [south-east] vers le sud-est
        [south] vers le sud
        [south-west] vers le sud-ouest
        [west] vers l'ouest
       *[north-west] vers le nord-ouest
    } jusqu'en { $to }, sa rangée de promotion, où il { $mood ->
       *[played] devient
        [would] deviendrait
    } une dame { $victim_color ->
        [white] blanche
       *[black] noire
    }.
explain-repulse-to-edge = Répulsion : la Castalie { $mood ->
       *[played] repousse
        [would] repousserait
    } { $victim ->
        [pawn] le pion { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $victim_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $victim_color ->
            [white] blanche
           *[black] noire
        }
    } de { $victim_square } { $dir ->
        [north] vers le nord
        [north-east] vers le nord-est
        [east] vers l'est
        [south-east] vers le sud-est
        [south] vers le sud
        [south-west] vers le sud-ouest
        [west] vers l'ouest
       *[north-west] vers le nord-ouest
    } jusqu'en { $to }, la case libre la plus éloignée, au bord de l'échiquier.
# $blocker: the piece that stops the pushed piece.
explain-repulse-before = Répulsion : la Castalie { $mood ->
       *[played] repousse
        [would] repousserait
    } { $victim ->
        [pawn] le pion { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $victim_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $victim_color ->
            [white] blanche
           *[black] noire
        }
    } de { $victim_square } { $dir ->
        [north] vers le nord
        [north-east] vers le nord-est
        [east] vers l'est
        [south-east] vers le sud-est
        [south] vers le sud
        [south-west] vers le sud-ouest
        [west] vers l'ouest
       *[north-west] vers le nord-ouest
    } jusqu'en { $to }, la case libre la plus éloignée avant { $blocker ->
        [pawn] le pion { $blocker_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $blocker_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $blocker_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $blocker_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $blocker_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $blocker_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $blocker_color ->
            [white] blanche
           *[black] noire
        }
    } en { $blocker_square }.
explain-repulse-pawn-stops = Répulsion : la Castalie { $mood ->
       *[played] repousse
        [would] repousserait
    } { $victim ->
        [pawn] le pion { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $victim_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $victim_color ->
            [white] blanche
           *[black] noire
        }
    } de { $victim_square } { $dir ->
        [north] vers le nord
        [north-east] vers le nord-est
        [east] vers l'est
        [south-east] vers le sud-est
        [south] vers le sud
        [south-west] vers le sud-ouest
        [west] vers l'ouest
       *[north-west] vers le nord-ouest
    } jusqu'en { $to } : un pion ne peut pas être repoussé sur sa propre première rangée, donc il { $mood ->
       *[played] s'arrête
        [would] s'arrêterait
    } sur sa deuxième rangée.
# The enemy piece beyond the Castalia ($victim) does not move.
explain-repulse-stuck-edge = Répulsion : { $victim ->
        [pawn] le pion { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $victim_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $victim_color ->
            [white] blanche
           *[black] noire
        }
    } en { $victim_square }, au bord de l'échiquier, ne peut pas bouger et { $mood ->
       *[played] reste
        [would] resterait
    } donc en place.
explain-repulse-stuck-first-rank = Répulsion : { $victim ->
        [pawn] le pion { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $victim_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $victim_color ->
            [white] blanche
           *[black] noire
        }
    } en { $victim_square } ne peut pas reculer sur sa première rangée et { $mood ->
       *[played] reste
        [would] resterait
    } donc en place.
explain-repulse-stuck-blocked = Répulsion : la case suivante, { $blocker_square }, est occupée par { $blocker ->
        [pawn] le pion { $blocker_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $blocker_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $blocker_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $blocker_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $blocker_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $blocker_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $blocker_color ->
            [white] blanche
           *[black] noire
        }
    }, donc { $victim ->
        [pawn] le pion { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $victim_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $victim_color ->
            [white] blanche
           *[black] noire
        }
    } en { $victim_square } ne peut pas bouger et { $mood ->
       *[played] reste
        [would] resterait
    } en place.
explain-repulse-stays = Répulsion : { $victim ->
        [pawn] le pion { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $victim_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $victim_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $victim_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $victim_color ->
            [white] blanche
           *[black] noire
        }
    } en { $victim_square } { $mood ->
       *[played] reste
        [would] resterait
    } en place.

## Castling rights, check and the end of the game

# $color loses its castling rights; $square: where its king or rook stood.
explain-castling-lost-both = { $color ->
        [white] Les Blancs perdent
       *[black] Les Noirs perdent
    } le droit de roquer : leur roi a quitté { $square }.
explain-castling-lost-king-left = { $color ->
        [white] Les Blancs perdent
       *[black] Les Noirs perdent
    } le droit de roquer côté { $side ->
        [king] roi
       *[queen] dame
    } : leur roi a quitté { $square }.
explain-castling-lost-rook-captured = { $color ->
        [white] Les Blancs perdent
       *[black] Les Noirs perdent
    } le droit de roquer côté { $side ->
        [king] roi
       *[queen] dame
    } : leur tour en { $square } a été prise.
explain-castling-lost-rook-left = { $color ->
        [white] Les Blancs perdent
       *[black] Les Noirs perdent
    } le droit de roquer côté { $side ->
        [king] roi
       *[queen] dame
    } : leur tour a quitté { $square }.
# $color: the side that cannot move.
explain-stalemate = Pat : { $color ->
        [white] les Blancs
       *[black] les Noirs
    } n'ont aucun coup légal et ne sont pas en échec, donc la partie est nulle.
# The king of $king_color, on $king_square, is attacked by $attackers (a list of
# piece-on-square); -castalia: the move was a Castalia's.
explain-check = Échec : le roi { $king_color ->
        [white] blanc
       *[black] noir
    } en { $king_square } est attaqué par { $attackers }.
explain-check-castalia = Échec : le roi { $king_color ->
        [white] blanc
       *[black] noir
    } en { $king_square } est attaqué par { $attackers } (la Castalie elle-même ne donne jamais échec).
explain-checkmate = Échec et mat : le roi { $king_color ->
        [white] blanc
       *[black] noir
    } en { $king_square } est attaqué par { $attackers }, et { $king_color ->
        [white] les Blancs
       *[black] les Noirs
    } n'ont aucun coup légal. { $winner ->
        [white] Les Blancs
       *[black] Les Noirs
    } gagnent.
explain-checkmate-castalia = Échec et mat : le roi { $king_color ->
        [white] blanc
       *[black] noir
    } en { $king_square } est attaqué par { $attackers } (la Castalie elle-même ne donne jamais échec), et { $king_color ->
        [white] les Blancs
       *[black] les Noirs
    } n'ont aucun coup légal. { $winner ->
        [white] Les Blancs
       *[black] Les Noirs
    } gagnent.

## Why a move is illegal

# The first sentence of the answer to an illegal move: the move as typed ($input) and the
# reason ($reason: one of the illegal-* clauses below).
illegal-not-legal-here = { $input } n'est pas un coup légal ici : { $reason }.
# A clause as a sentence of its own (an illegal-* clause, after the first sentence).
illegal-sentence = { $reason }.
# Several pieces could have been meant: why each cannot ($reason), joined by semicolons.
illegal-for-piece = pour { $piece ->
        [none] { $piece_square }
       *[other] { $piece ->
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
    }, { $reason }
# The reasons, as clauses (lower case: they follow "... is not legal here:").
illegal-same-square = une pièce doit aller sur une autre case
illegal-no-piece-on = vous n'avez pas de pièce en { $square }
# How each kind of piece moves.
illegal-shape = { $piece ->
        [pawn] un pion avance d'une case tout droit (de deux depuis sa deuxième rangée), ou d'une case en diagonale vers l'avant pour prendre
        [knight] un cavalier se déplace en L : deux cases le long d'une rangée ou d'une colonne, puis une sur le côté
        [bishop] un fou se déplace le long des diagonales
        [rook] une tour se déplace le long des rangées et des colonnes
        [queen] une dame se déplace le long des rangées, des colonnes et des diagonales
        [king] un roi se déplace d'une case dans n'importe quelle direction (de deux le long de sa rangée quand il roque)
       *[castalia] une Castalie se déplace comme une dame, le long d'une rangée, d'une colonne ou d'une diagonale
    }
illegal-castalia-not-on-line = une Castalie se déplace comme une dame, le long d'une rangée, d'une colonne ou d'une diagonale, et { $to } n'est pas sur une même ligne que { $from }
# $target: the piece on $square.
illegal-castalia-cannot-capture = une Castalie ne peut pas prendre, et la case { $square } est occupée par { $target ->
        [pawn] le pion { $target_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $target_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $target_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $target_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $target_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $target_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $target_color ->
            [white] blanche
           *[black] noire
        }
    }
illegal-castalia-cannot-capture-own = une Castalie ne peut pas prendre, et la case { $square } est occupée par votre propre { $target ->
        [pawn] pion { $target_color ->
            [white] blanc
           *[black] noir
        }
        [knight] cavalier { $target_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] fou { $target_color ->
            [white] blanc
           *[black] noir
        }
        [rook] tour { $target_color ->
            [white] blanche
           *[black] noire
        }
        [queen] dame { $target_color ->
            [white] blanche
           *[black] noire
        }
        [king] roi { $target_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] Castalie { $target_color ->
            [white] blanche
           *[black] noire
        }
    }
illegal-own-piece = la case { $square } est occupée par votre propre { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
       *[castalia] Castalie
    }
illegal-own-piece-capture = la case { $square } est occupée par votre propre { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
       *[castalia] Castalie
    }, et on ne prend jamais ses propres pièces
illegal-pawn-captures-ahead = un pion ne peut pas prendre tout droit
illegal-pawn-captures-ahead-piece = un pion ne peut pas prendre tout droit, et la case { $square } est occupée par { $piece ->
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
    }
illegal-pawn-double-step = un pion ne peut avancer de deux cases que depuis sa deuxième rangée
illegal-pawn-diagonal-to-empty = un pion ne se déplace en diagonale que pour prendre, et la case { $square } est vide
illegal-cannot-castle = vous ne pouvez pas roquer maintenant
illegal-blocked = le chemin est barré par { $blocker ->
        [none] { $blocker_square }
       *[other] { $blocker ->
            [pawn] le pion { $blocker_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $blocker_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $blocker_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $blocker_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $blocker_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $blocker_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $blocker_color ->
                [white] blanche
               *[black] noire
            }
        } en { $blocker_square }
    }
illegal-no-castalia-in-standard = il n'y a pas de Castalie aux échecs orthodoxes

illegal-does-not-answer-check = votre roi est en échec, et ce coup ne pare pas l'échec
illegal-castalia-exposes-king = son enlèvement ou sa répulsion laisserait votre roi en échec
illegal-exposes-king = ce coup laisserait votre roi en échec
illegal-no-such-promotion = un pion ne peut pas être promu en { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
       *[castalia] Castalie
    }
# $rules: the rule set's name as typed in commands (castalia, castalia-weak, standard).
illegal-promotion-not-in-variant = un pion ne peut pas être promu en { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
       *[castalia] Castalie
    } avec les règles { $rules }
# The text named a piece ($named) but the piece on $square is another ($is).
illegal-wrong-piece = la pièce en { $square } est { $is ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
        [king] un roi
       *[castalia] une Castalie
    }, pas { $named ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
        [king] un roi
       *[castalia] une Castalie
    }
illegal-none-of-kind = vous n'avez { $piece ->
        [pawn] aucun pion
        [knight] aucun cavalier
        [bishop] aucun fou
        [rook] aucune tour
        [queen] aucune dame
        [king] aucun roi
       *[castalia] aucune Castalie
    }
# $reason, then where the piece can go ($moves: an illegal-piece-moves clause).
illegal-with-moves = { $reason } ; { $moves }
illegal-with-moves-sentence = { $reason } ; { $moves }.
# For each piece of a kind that could have been meant: why it cannot; joined by semicolons.
illegal-each = pour { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    } en { $square }, { $reason }
illegal-each-sentence = Pour { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    } en { $square }, { $reason }
# No piece of a kind reaches $square; $moves: the legal moves of that kind, in SAN.
illegal-none-reaches = { $piece ->
        [pawn] aucun de vos pions ne peut
        [knight] aucun de vos cavaliers ne peut
        [bishop] aucun de vos fous ne peut
        [rook] aucune de vos tours ne peut
        [queen] aucune de vos dames ne peut
        [king] votre roi ne peut pas
       *[castalia] votre Castalie ne peut pas
    } aller en { $square }
illegal-none-reaches-moves = { $piece ->
        [pawn] aucun de vos pions ne peut
        [knight] aucun de vos cavaliers ne peut
        [bishop] aucun de vos fous ne peut
        [rook] aucune de vos tours ne peut
        [queen] aucune de vos dames ne peut
        [king] votre roi ne peut pas
       *[castalia] votre Castalie ne peut pas
    } aller en { $square } ; { $piece ->
        [pawn] vos pions peuvent jouer
        [knight] vos cavaliers peuvent jouer
        [bishop] vos fous peuvent jouer
        [rook] vos tours peuvent jouer
        [queen] vos dames peuvent jouer
        [king] votre roi peut jouer
       *[castalia] votre Castalie peut jouer
    } { $moves }
illegal-none-reaches-sentence = { $piece ->
        [pawn] Aucun de vos pions ne peut
        [knight] Aucun de vos cavaliers ne peut
        [bishop] Aucun de vos fous ne peut
        [rook] Aucune de vos tours ne peut
        [queen] Aucune de vos dames ne peut
        [king] Votre roi ne peut pas
       *[castalia] Votre Castalie ne peut pas
    } aller en { $square }.
illegal-none-reaches-moves-sentence = { $piece ->
        [pawn] Aucun de vos pions ne peut
        [knight] Aucun de vos cavaliers ne peut
        [bishop] Aucun de vos fous ne peut
        [rook] Aucune de vos tours ne peut
        [queen] Aucune de vos dames ne peut
        [king] Votre roi ne peut pas
       *[castalia] Votre Castalie ne peut pas
    } aller en { $square } ; { $piece ->
        [pawn] vos pions peuvent jouer
        [knight] vos cavaliers peuvent jouer
        [bishop] vos fous peuvent jouer
        [rook] vos tours peuvent jouer
        [queen] vos dames peuvent jouer
        [king] votre roi peut jouer
       *[castalia] votre Castalie peut jouer
    } { $moves }.
# Where the piece on $square can go ($moves: moves in SAN); $piece is none when there is no
# piece there.
illegal-piece-moves = { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
        [castalia] la Castalie
       *[none] la pièce
    } en { $square } peut jouer { $moves }
illegal-piece-no-moves = { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
        [castalia] la Castalie
       *[none] la pièce
    } en { $square } n'a aucun coup légal
illegal-piece-moves-sentence = { $piece ->
        [pawn] Le pion
        [knight] Le cavalier
        [bishop] Le fou
        [rook] La tour
        [queen] La dame
        [king] Le roi
        [castalia] La Castalie
       *[none] La pièce
    } en { $square } peut jouer { $moves }.
illegal-piece-no-moves-sentence = { $piece ->
        [pawn] Le pion
        [knight] Le cavalier
        [bishop] Le fou
        [rook] La tour
        [queen] La dame
        [king] Le roi
        [castalia] La Castalie
       *[none] La pièce
    } en { $square } n'a aucun coup légal.
# Castling refused: $color has lost its right to castle on that $side.
illegal-castling-lost-right = { $color ->
        [white] les Blancs ont
       *[black] les Noirs ont
    } perdu le droit de roquer côté { $side ->
        [king] roi
       *[queen] dame
    } (le roi ou cette tour a quitté sa case)
# $piece stands on a square between the king and the rook.
illegal-castling-between = { $piece ->
        [none] { $piece_square }
       *[other] { $piece ->
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
    } se trouve entre le roi et la tour
# $attackers: a list of piece-on-square.
illegal-castling-out-of-check = vous ne pouvez pas roquer pour sortir d'un échec, et votre roi est attaqué par { $attackers }
# $way: passes (the king would cross $square) or lands (it would end there).
illegal-castling-attacked = le roi { $way ->
        [passes] passerait par
       *[lands] arriverait en
    } { $square }, case attaquée par { $attackers }
# The mover's king would be left in check. $king: the king's square after the move;
# $attackers: a list of piece-on-square.
illegal-kidnap-king-next-to-king = l'enlèvement entraînerait votre roi de { $from } à { $to }, à côté du roi adverse
illegal-kidnap-king-attacked = l'enlèvement entraînerait votre roi de { $from } à { $to }, où il serait attaqué par { $attackers }
# $pushed: the piece the repulse would push, to $to.
illegal-repulse-promotes-checks = la répulsion pousserait { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed ->
            [pawn] le pion { $pushed_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $pushed_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $pushed_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $pushed_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $pushed_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $pushed_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $pushed_color ->
                [white] blanche
               *[black] noire
            }
        } en { $pushed_square }
    } jusqu'en { $to }, où il deviendrait une dame et donnerait échec à votre roi en { $king }
illegal-repulse-checks = la répulsion pousserait { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed ->
            [pawn] le pion { $pushed_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $pushed_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $pushed_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $pushed_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $pushed_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $pushed_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $pushed_color ->
                [white] blanche
               *[black] noire
            }
        } en { $pushed_square }
    } jusqu'en { $to }, d'où cette pièce donnerait échec à votre roi en { $king }
# $checker: the piece that would then give check.
illegal-repulse-unshields = la répulsion pousserait { $pushed ->
        [none] { $pushed_square }
       *[other] { $pushed ->
            [pawn] le pion { $pushed_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $pushed_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $pushed_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $pushed_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $pushed_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $pushed_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $pushed_color ->
                [white] blanche
               *[black] noire
            }
        } en { $pushed_square }
    }, qui couvre votre roi en { $king }, jusqu'en { $to }, le laissant en échec par { $checker ->
        [none] { $checker_square }
       *[other] { $checker ->
            [pawn] le pion { $checker_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $checker_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $checker_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $checker_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $checker_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $checker_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $checker_color ->
                [white] blanche
               *[black] noire
            }
        } en { $checker_square }
    }
# $dragged: the piece the kidnap would drag, to $to.
illegal-kidnap-checks = l'enlèvement entraînerait { $dragged ->
        [pawn] le pion { $dragged_color ->
            [white] blanc
           *[black] noir
        }
        [knight] le cavalier { $dragged_color ->
            [white] blanc
           *[black] noir
        }
        [bishop] le fou { $dragged_color ->
            [white] blanc
           *[black] noir
        }
        [rook] la tour { $dragged_color ->
            [white] blanche
           *[black] noire
        }
        [queen] la dame { $dragged_color ->
            [white] blanche
           *[black] noire
        }
        [king] le roi { $dragged_color ->
            [white] blanc
           *[black] noir
        }
       *[castalia] la Castalie { $dragged_color ->
            [white] blanche
           *[black] noire
        }
    } de { $dragged_square } à { $to }, d'où cette pièce donnerait échec à votre roi en { $king }
illegal-kidnap-unshields = l'enlèvement entraînerait { $dragged ->
        [none] { $dragged_square }
       *[other] { $dragged ->
            [pawn] le pion { $dragged_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $dragged_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $dragged_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $dragged_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $dragged_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $dragged_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $dragged_color ->
                [white] blanche
               *[black] noire
            }
        } en { $dragged_square }
    }, qui couvre votre roi en { $king }, jusqu'en { $to }, le laissant en échec par { $checker ->
        [none] { $checker_square }
       *[other] { $checker ->
            [pawn] le pion { $checker_color ->
                [white] blanc
               *[black] noir
            }
            [knight] le cavalier { $checker_color ->
                [white] blanc
               *[black] noir
            }
            [bishop] le fou { $checker_color ->
                [white] blanc
               *[black] noir
            }
            [rook] la tour { $checker_color ->
                [white] blanche
               *[black] noire
            }
            [queen] la dame { $checker_color ->
                [white] blanche
               *[black] noire
            }
            [king] le roi { $checker_color ->
                [white] blanc
               *[black] noir
            }
           *[castalia] la Castalie { $checker_color ->
                [white] blanche
               *[black] noire
            }
        } en { $checker_square }
    }
illegal-king-next-to-king = votre roi se trouverait en { $to }, à côté du roi adverse
illegal-king-in-check-on = votre roi serait en échec en { $to }, attaqué par { $attackers }
illegal-check-not-stopped = votre roi en { $king } est en échec, attaqué par { $attackers }, et ce coup ne pare pas l'échec
# $piece: the piece that was to move.
illegal-pinned = { $piece ->
        [pawn] le pion { $piece_color ->
            [white] blanc
           *[black] noir
        } en { $piece_square } est cloué
        [knight] le cavalier { $piece_color ->
            [white] blanc
           *[black] noir
        } en { $piece_square } est cloué
        [bishop] le fou { $piece_color ->
            [white] blanc
           *[black] noir
        } en { $piece_square } est cloué
        [rook] la tour { $piece_color ->
            [white] blanche
           *[black] noire
        } en { $piece_square } est clouée
        [queen] la dame { $piece_color ->
            [white] blanche
           *[black] noire
        } en { $piece_square } est clouée
        [king] le roi { $piece_color ->
            [white] blanc
           *[black] noir
        } en { $piece_square } est cloué
       *[castalia] la Castalie { $piece_color ->
            [white] blanche
           *[black] noire
        } en { $piece_square } est clouée
    } : ce coup laisserait votre roi en { $king } attaqué par { $attackers }
illegal-leaves-king-in-check = ce coup laisserait votre roi en { $king } attaqué par { $attackers }

## A move that could not be read or played (the parser's words; no full stop at the end)

illegal-parse-empty = aucun coup indiqué : tapez-en un comme e4, Nf3, Cd5 ou e2e4
# $length: how many characters were typed.
illegal-parse-too-long = c'est trop long pour un coup ({ $length } caractères) : tapez-en un comme e4, Nf3, Cd5 ou e2e4
# $input: what was typed.
illegal-parse-unreadable = `{ $input }` n'est pas un coup : tapez-en un comme e4, Nf3, Cd5, e2e4 ou O-O
illegal-parse-no-piece = il n'y a aucune pièce en { $square }
# The piece on $square is $owner's, and $turn is to move.
illegal-parse-not-your-piece = la pièce en { $square } appartient aux { $owner ->
        [white] Blancs
       *[black] Noirs
    }, et c'est aux { $turn ->
        [white] Blancs
       *[black] Noirs
    } de jouer
illegal-parse-illegal = { $input } n'est pas légal ici : { $reason }
# $candidates: the moves it could be (SAN), joined by explain-list-or.
illegal-parse-ambiguous = { $input } est ambigu : { $candidates }
explain-list-or = { $first } ou { $rest }
# $options: the promotions it could be (SAN or UCI), joined by commas.
illegal-parse-missing-promotion = { $input } atteint la dernière rangée : indiquez la pièce choisie pour la promotion, p. ex. { $options }
illegal-parse-needless-promotion = { $input } n'est pas une promotion : retirez la lettre de la pièce

## Material in the engine's sentences

# Pieces won or lost, as the object of "wins", "loses", "keeps" ($count of a kind $piece):
# "a knight", "2 pawns"; the Castalia is "the Castalia" (there is one a side).
piece-some = { $count ->
        [one] { $piece ->
        [pawn] un pion
        [knight] un cavalier
        [bishop] un fou
        [rook] une tour
        [queen] une dame
        [king] un roi
       *[castalia] la Castalie
    }
       *[other] { $count } { $piece ->
        [pawn] pions
        [knight] cavaliers
        [bishop] fous
        [rook] tours
        [queen] dames
        [king] rois
       *[castalia] Castalies
    }
    }
# The same with the definite article: "the knight", "2 pawns".
piece-the = { $count ->
        [one] { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    }
       *[other] { $count } { $piece ->
        [pawn] pions
        [knight] cavaliers
        [bishop] fous
        [rook] tours
        [queen] dames
        [king] rois
       *[castalia] Castalies
    }
    }
# Pieces given for others: "a rook for a bishop" ($first and $second: lists of piece-some).
why-material-for = { $first } contre { $second }

## The engine's view of a move (under an explanation; in a review)

# $moves: a number of moves; $line: a line of moves in SAN with move numbers.
why-forces-mate-at-once = Force le mat en 1 : c'est échec et mat immédiatement.
why-forces-mate = Force le mat en { $moves } : { $line }.
why-allows-mate = Ce coup permet un mat en { $moves } : { $line }.
# $material: what the line wins (a list of piece-some, or why-material-for).
why-wins = Ce coup gagne { $material } : { $line }.
# The same, naming the Castalia's part: the kidnap or repulse takes an enemy piece ($piece)
# away from the defence of $square.
why-wins-repulse-cause = Ce coup gagne { $material } (la répulsion détourne { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    } de la défense de { $square }) : { $line }.
why-wins-kidnap-cause = Ce coup gagne { $material } (l'enlèvement entraîne { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    } loin de la défense de { $square }) : { $line }.
why-loses = Ce coup perd { $material } : { $line }.
# The mover's piece ($victim, on $victim_square) is taken by a lesser piece ($attacker, from
# $attacker_square), or by any piece where nothing can take back (-free).
why-left-to-be-taken = Ce coup laisse { $victim ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    } en { $victim_square } se faire prendre par { $attacker ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    } en { $attacker_square } : { $line }.
why-left-to-be-taken-free = Ce coup laisse { $victim ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    } en { $victim_square } se faire prendre par { $attacker ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    } en { $attacker_square }, sans rien pour reprendre : { $line }.
why-draws-by-repetition = Ce coup répète la position pour la troisième fois : la partie est nulle par répétition.
why-allows-repetition = Ce coup permet une nulle par répétition : { $line }.
# $color: the opponent, who answers with $reply (SAN).
why-lets-answer = Ce coup permet aux { $color ->
        [white] Blancs
       *[black] Noirs
    } de répondre { $reply } : { $line }.
# $eval: the engine's evaluation from White's side, in pawns (+1.25) or as a mate (#3).
why-leaves-at = Selon le moteur, ce coup laisse { $color ->
        [white] les Blancs
       *[black] les Noirs
    } à { $eval }.
# Every other move is much worse. $other: the next best move (SAN); $color: who mates or
# loses material after it.
why-only-stops-mate = Le seul coup qui empêche le mat : après { $other } à la place, { $color ->
        [white] les Blancs
       *[black] les Noirs
    } matent en { $moves } : { $line }.
why-only-stops-mate-in = Le seul coup qui empêche le mat en { $moves } : après { $other } à la place, { $color ->
        [white] les Blancs
       *[black] les Noirs
    } matent en { $moves } : { $line }.
why-only-saves-material = Le seul coup qui évite de perdre du matériel : après { $other } à la place, { $color ->
        [white] les Blancs perdent
       *[black] les Noirs perdent
    } { $material } : { $line }.
why-only-good-move = Le seul bon coup : le meilleur coup suivant, { $other }, donnerait { $eval }.
# What the mover threatens to play next ($threat, SAN).
why-threatens-mate-at-once = Ce coup menace { $threat }, mat.
why-threatens-mate = Ce coup menace de mater en { $moves }, en commençant par { $threat } : { $line }.
why-threatens-win = Ce coup menace { $threat }, qui gagne { $material } : { $line }.
# The evaluation, as the second part of why-verdict: $eval from White's side (+0.35, #3);
# $chance, $chance_before, $chance_after: the mover's ($color's) winning chance in percent.
why-eval-stays = l'évaluation reste à { $eval } (chances de gain des { $color ->
        [white] Blancs
       *[black] Noirs
    } : { $chance } %)
why-eval-changes = { $before } avant, { $after } après (chances de gain des { $color ->
        [white] Blancs
       *[black] Noirs
    } : { $chance_before } % -> { $chance_after } %)
# The move's quality and the evaluation ($eval: why-eval-stays or why-eval-changes).
why-verdict = { $quality ->
        [best] Meilleur coup
        [good] Bon coup
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    } : { $eval }.
why-verdict-only-legal = Le seul coup légal : { $eval }.
why-verdict-if-played = Si ce coup était joué : { $verdict }
why-verdict-a-little-better = Bon coup : { $eval } ; { $better } était un peu meilleur.
# The engine's move ($better, SAN) and why it is better ($reason: a why-reason-*,
# why-phrase-wins or why-advantage-* predicate).
why-better-was = Mieux valait { $better }, qui { $reason }.
# What the better move does, as a predicate after "which" (why-better-was).
why-reason-mates-at-once = mate immédiatement
why-reason-forces-mate = force le mat en { $moves } ({ $line })
why-reason-keeps-eval = maintient l'évaluation à { $eval }
# A predicate with the line that shows it.
why-reason-with-line = { $reason } ({ $line })
why-phrase-wins = gagne { $material }
why-phrase-loses = perd { $material }
# What the better move's line keeps ($kept: a list of piece-the) or wins ($won: a list of
# piece-some) beyond the move played ($played, SAN, which wins something too in -more).
why-advantage-keeps = garde { $kept }, que { $played } perd
why-advantage-wins = gagne { $won }
why-advantage-wins-more = gagne { $won } de plus que { $played }
why-advantage-keeps-wins = garde { $kept }, que { $played } perd, et gagne { $won }
why-advantage-keeps-wins-more = garde { $kept }, que { $played } perd, et gagne { $won } de plus
# The same at a cost ($costs: a list of piece-some).
why-advantage-for = { $advantage }, au prix de { $costs }

## Game reviews

# A player's line: $name (a player's name) played $color; $accuracy in percent; the numbers
# of inaccuracies, mistakes and blunders.
review-line-side = { $name } ({ $color ->
        [white] Blancs
       *[black] Noirs
    }) : précision { $accuracy } % ; { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }.
review-line-side-no-moves = { $name } ({ $color ->
        [white] Blancs
       *[black] Noirs
    }) : aucun coup ; { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }.
# A key moment: the move ($move: "23... Qd5??"), its quality and White's winning chance in
# percent before and after it. The sentences saying why follow.
review-line-moment = { $move } : { $quality ->
        [best] meilleur coup
        [good] bon coup
        [inaccuracy] imprécision
        [mistake] erreur
       *[blunder] gaffe
    } (chances de gain des Blancs : { $before } % -> { $after } %).
# The quality as the first sentence of a comment in the annotated PGN.
review-line-pgn-quality = { $quality ->
        [best] Meilleur coup
        [good] Bon coup
        [inaccuracy] Imprécision
        [mistake] Erreur
       *[blunder] Gaffe
    }.
# A mate in $moves missed: $kind is kidnap (a Castalia move whose kidnap mates), repulse
# (whose repulse mates) or mate; $better: the engine's move (SAN); $line: the mating line.
review-line-missed-mate = { $kind ->
        [kidnap] Mat par enlèvement
        [repulse] Mat par répulsion
       *[mate] Mat
    } en { $moves } manqué : { $better }.
review-line-missed-mate-line = { $kind ->
        [kidnap] Mat par enlèvement
        [repulse] Mat par répulsion
       *[mate] Mat
    } en { $moves } manqué : { $better } ({ $line }).
review-line-repulse-promoted = La répulsion a poussé le pion de { $from } à { $to }, où il est devenu une dame.
review-line-repulse-loses-queen = Cette répulsion perd la dame : { $line }.
# Above a key moment's board (a picture): the move and its quality; green and blue are the
# colours of the arrows of the move played and of the better move ($better, SAN).
review-line-moment-header = { $move } ({ $quality ->
        [best] meilleur coup
        [good] bon coup
        [inaccuracy] imprécision
        [mistake] erreur
       *[blunder] gaffe
    })
review-line-moment-header-better = { $move } ({ $quality ->
        [best] meilleur coup
        [good] bon coup
        [inaccuracy] imprécision
        [mistake] erreur
       *[blunder] gaffe
    }) ; vert : coup joué, bleu : { $better }

## Alt texts: a picture in words, for screen readers

# A board: whose move it is ($color) ...
alt-to-move = Trait aux { $color ->
        [white] Blancs
       *[black] Noirs
    }.
alt-to-move-in-check = Trait aux { $color ->
        [white] Blancs
       *[black] Noirs
    }, qui sont en échec.
# ... or how the game ended ($ended: a sentence without its full stop).
alt-ended = { $ended }.
# The last move, by $color; $effects: the move in SAN and what it does (explain-effect-label).
alt-last-move = Dernier coup des { $color ->
        [white] Blancs
       *[black] Noirs
    } : { $effects }.
alt-the-move = Le coup des { $color ->
        [white] Blancs
       *[black] Noirs
    } : { $effects }.
# The pieces of both sides ($white, $black: alt-pieces-side).
alt-pieces = { $white } ; { $black }.
# One side's pieces: $pieces lists them by their letters in SAN and squares ("Kg1, Qd1, Ca3,
# Rf1", then alt-pawns) or is alt-nothing.
alt-pieces-side = { $color ->
        [white] Blancs
       *[black] Noirs
    } : { $pieces }
# $count pawns, on $squares ("a2 b2 c2").
alt-pawns = { $count ->
        [one] pion
       *[other] pions
    } { $squares }
alt-nothing = rien
# A picture of a move ($title: what the picture is, without a full stop; $the_move:
# alt-the-move; $pieces: alt-pieces, before the move).
alt-move-picture = { $title }. { $the_move } Avant le coup : { $pieces }
# A picture of a position ($status: alt-to-move or alt-to-move-in-check).
alt-position-picture = { $title }. { $status } { $pieces }

## Words drawn into pictures

# The legend under a board or an explanation picture: what each colour shows (short labels
# beside colour samples).
legend-move = le coup
legend-moved-from-to = départ / arrivée
legend-castalia-path = trajet de la Castalie
legend-kidnap-drag = trajet de l'enlèvement
legend-repulse-push = trajet de la répulsion
legend-kidnapped-piece = pièce enlevée
legend-repulsed-piece = pièce repoussée
legend-king-in-check = roi en échec
legend-better-move = meilleur coup
legend-threat = menace
# Above the two boards of an explanation picture: the board before the move ($color is to
# move) and after it ($san: the move).
picture-before = Avant : trait aux { $color ->
        [white] Blancs
       *[black] Noirs
    }
picture-after = Après { $san }
# Under the first frame of a game's animation.
picture-start = Début
# Along the bottom of a review's evaluation graph: the x axis is the move number, the y axis
# White's winning chance; then the colours of the marks.
picture-graph-caption = numéro du coup  ·  y : chances de gain des Blancs
picture-graph-inaccuracy = imprécision
picture-graph-mistake = erreur
picture-graph-blunder = gaffe
# The last line of a long table: $count rows left out.
picture-table-more = … et { $count ->
        [one] { $count } autre
       *[other] { $count } autres
    }


## Tournaments (`/tournament`): creating, joining, leaving, starting

tournament-start-not-allowed = Seul le créateur du tournoi (ou quelqu'un qui a la permission « Gérer les événements ») peut le lancer en avance.
# $id: the tournament's number (as in all the messages below).
tournament-already-started = Le tournoi #{ $id } a déjà commencé.
# Starting a tournament that another command started meanwhile.
tournament-already-started-short = Il a déjà commencé.
tournament-trf = Le tournoi #{ $id } sous forme de rapport FIDE TRF-16 (pour les logiciels d'appariement et les responsables du classement Elo).
tournament-servers-only = Les tournois se jouent sur les serveurs : utilisez `/tournoi` dans un salon de serveur.
tournament-not-here = Il n'y a pas de tournoi #{ $id } ici. `/tournoi liste` affiche les tournois de ce serveur.
tournament-no-such = Il n'y a pas de tournoi #{ $id }.
tournament-gone = Ce tournoi n'existe plus.
tournament-none-live = Aucun tournoi n'est ouvert ou en cours ici. `/tournoi créer type:suisse rondes:5 cadence:10+5 début:15m` en crée un ; `/tournoi liste` affiche les précédents.
# $list: the tournaments ("#3 Winter Swiss, #4 Blitz Arena"); $first: the first one's number.
tournament-which = Plusieurs tournois sont ouverts ou en cours ici ({ $list }) : précisez lequel par son numéro, p. ex. `numéro:{ $first }`.
tournament-create-not-allowed = Pour créer un tournoi, il faut la permission « Gérer les événements » (ou un rôle d'organisateur) sur ce serveur. Demandez à un modérateur, ou rejoignez un tournoi avec `/tournoi rejoindre`.
tournament-too-many = Ce serveur a déjà { $count } { $count ->
        [one] tournoi ouvert
       *[other] tournois ouverts
    } ou en cours (le maximum autorisé).
tournament-arena-needs-clock = Une arène se joue avec une vraie pendule : ajoutez p. ex. `cadence:3+2`.
# The name of a tournament created without one (stored once, in the server's language).
# $rules: the rule set (Castalia, Castalia Weak, Standard).
tournament-default-name = { $kind ->
        [arena] Arène
        [swiss] Tournoi suisse
       *[round-robin] Toutes rondes
    } { $rules }
tournament-already-in = Vous participez déjà au tournoi #{ $id }.
tournament-round-robin-started = On ne peut plus rejoindre un tournoi toutes rondes une fois qu'il a commencé.
tournament-over = Le tournoi #{ $id } est terminé.
# $low, $high: the ratings allowed; $rules: the rule set (castalia); $rating: the player's.
tournament-band = Le tournoi #{ $id } est réservé aux joueurs dont l'Elo est compris entre { $low } et { $high } ; votre Elo { $rules } est de { $rating }.
# $player: who joined; $count: everyone who joined; $withdrew: how many of them withdrew.
tournament-joined = { $player } a rejoint le tournoi #{ $id } ({ $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } retiré
       *[other] , { $withdrew } retirés
    }).
tournament-joined-running = Vous serez apparié à la prochaine ronde.
tournament-joined-running-arena = Vous serez apparié dès qu'un adversaire sera libre : une arène apparie les joueurs à mesure que leurs parties se terminent.
tournament-not-in = Vous ne participez pas au tournoi #{ $id }.
# $player left before the start.
tournament-left = { $player } a quitté le tournoi #{ $id }. Les parties déjà jouées comptent toujours ; une partie en cours se joue jusqu'au bout.
# $player left once it had started.
tournament-withdrew = { $player } s'est retiré du tournoi #{ $id }. Les parties déjà jouées comptent toujours ; une partie en cours se joue jusqu'au bout.
# $minutes: about how long until the start; $players: the players who joined.
tournament-reminder = Le tournoi #{ $id } ({ $name }) commence dans environ { $minutes ->
        [one] une minute
       *[other] { $minutes } minutes
    } avec { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }. Soyez prêts : votre première partie est créée dès le début.
# $needed: the fewest players it starts with; $players: those who joined.
tournament-too-few = { $kind ->
        [arena] Une arène
        [swiss] Un tournoi suisse
        [round-robin] Un tournoi toutes rondes
       *[double-round-robin] Un tournoi toutes rondes aller-retour
    } demande au moins { $needed } joueurs ; inscrits pour l'instant : { $players }.
tournament-called-off = Le tournoi #{ $id } ({ $name }) est annulé : trop peu de joueurs inscrits.
tournament-full = Le tournoi #{ $id } est complet (le nombre maximal de joueurs : { $most }).
tournament-end-not-allowed = Seul le créateur du tournoi (ou quelqu'un qui a la permission « Gérer les événements ») peut y mettre fin.
tournament-ended-by = { $player } a mis fin au tournoi #{ $id } ({ $name }) avec le classement actuel.
tournament-ended-unpairable = La ronde { $round } ne peut pas être appariée : aucun appariement valide n'existe (chacun de ceux qui restent répéterait une partie). Le tournoi se termine avec le classement actuel.
tournament-ended-reply = Le tournoi #{ $id } ({ $name }) est terminé ; ses joueurs sont prévenus.
tournament-pairings-posted = Les appariements sont publiés pour ses joueurs.
notice-continued = (suite, { $part }/{ $parts })
tournament-no-game-here = Vous n'avez pas de partie de tournoi en cours ici.
# $game: the number of one of the player's games.
tournament-which-game = Vous avez plusieurs parties de tournoi en cours : ajoutez le numéro de la partie, p. ex. `partie:{ $game }`.

## (`kind:`, `rounds:`), kinds and yes/no are the choice-kind-* and choice-yesno-* words.

tournament-start-option = début : accepte `now` ou un délai à partir de maintenant : `15m`, `2h`, `1d` (14 jours au plus).
tournament-band-option = tranche : accepte l'Elo le plus bas et le plus haut, p. ex. `tranche:1200-1600`.
# $length: the characters of the name typed; $max: the most a name has.
tournament-name-too-long = Le nom d'un tournoi a au plus { $max } caractères ; celui-ci en a { $length }. Choisissez-en un plus court.
tournament-name-empty = `nom:` demande une valeur : p. ex. `nom:"Suisse d'hiver"`, ou omettez-la pour le nom par défaut.
tournament-no-color = Les appariements donnent les couleurs de chaque partie : retirez `couleur:`.
tournament-arena-no-rounds = Une arène dure un certain temps, pas un nombre de rondes : p. ex. `type:arène minutes:30`.
tournament-minutes-option = minutes : accepte un nombre, p. ex. `minutes:30`.
tournament-arena-length = Une arène dure de 5 minutes à 24 heures : p. ex. `minutes:60`.
tournament-berserk-option = berserk : accepte oui ou non.
tournament-swiss-no-minutes = Un tournoi suisse se joue en rondes : p. ex. `type:suisse rondes:5`.
tournament-rounds-option = rondes : accepte un nombre, p. ex. `rondes:5`.
# $most: the most rounds a Swiss has.
tournament-swiss-rounds = Un tournoi suisse compte de 1 à { $most } rondes : p. ex. `rondes:5`.
tournament-round-robin-options = Un tournoi toutes rondes compte autant de rondes qu'il en faut pour que chacun rencontre tous les autres : choisissez seulement `double:oui` ou `double:non`.
tournament-double-option = double : accepte oui (chacun rencontre chaque adversaire deux fois) ou non.
tournament-choose-kind = Choisissez un type : `type:arène`, `type:suisse` ou `type:toutes-rondes`, p. ex. `/tournoi créer type:suisse rondes:5 cadence:10+5 début:15m`.

## Swiss pairing

# $round: the round's number; $reason: why, in the pairing program's words (English).
swiss-cannot-pair = La ronde { $round } ne peut pas être appariée ({ $reason }). L'organisateur du tournoi peut y mettre fin avec le classement actuel.

## Berserk in an arena (half your clock for a point more if you win)

arena-berserk-not-yours = Ce n'est pas une de vos parties de tournoi.
arena-berserk-game-over = Cette partie est terminée.
arena-berserk-after-first-move = Le berserk se choisit avant votre premier coup de la partie.
arena-berserk-no-clock = Le berserk demande une partie à la pendule.
arena-berserk-not-allowed = Le berserk n'est possible que dans les arènes qui l'autorisent.
arena-berserk-not-in-tournament = Cette partie ne fait pas partie du tournoi.
arena-berserk-already = Vous êtes déjà passé en berserk dans cette partie.
# $player: who goes berserk.
arena-berserk = { $player } passe en berserk : la moitié du temps, et un point de plus en cas de victoire.

## Tournaments (`/tournament`): what they show

# $id: the tournament's number; $name: its name.
tournament-title = **Tournoi #{ $id } : { $name }**
tournament-started-title = **Le tournoi #{ $id } ({ $name }) a commencé !**
# The settings in one line: "Swiss, 5 rounds · castalia · 10+5 · rated". $length: the kind
# and length (tournament-length-*); $rules: the rule set, as typed (castalia); $time: the
# time control (10+5, or tournament-time-*); $rated: whether the games are rated.
tournament-summary = { $length } · { $rules } · { $time } · { $rated ->
        [yes] classé
       *[no] amical
    }
# The same for a tournament open only to players rated $low to $high.
tournament-summary-band = { $length } · { $rules } · { $time } · { $rated ->
        [yes] classé
       *[no] amical
    } · Elo { $low }-{ $high } uniquement
tournament-length-arena = Arène, { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }
tournament-length-arena-berserk = Arène, { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }, berserk autorisé
tournament-length-swiss = Suisse, { $rounds ->
        [one] { $rounds } ronde
       *[other] { $rounds } rondes
    }
tournament-length-round-robin = Toutes rondes
tournament-length-double-round-robin = Toutes rondes aller-retour
tournament-time-none = sans pendule
tournament-time-days = { $days ->
        [one] { $days } jour par coup
       *[other] { $days } jours par coup
    }
# $summary: the settings (tournament-summary); $player: who created it.
tournament-created-by = { $summary }. Créé par { $player }.
tournament-join-now = Ouvert maintenant ; il commence d'ici { $minutes } { $minutes ->
        [one] minute
       *[other] minutes
    }. Rejoignez-le tout de suite avec `/tournoi rejoindre` (ou le bouton Rejoindre) ; le créateur peut le lancer plus tôt avec `/tournoi lancer`.
# $time: when it starts, shown relative to now ("in 2 hours").
tournament-join-later = Début { $time }. Rejoignez-le avec `/tournoi rejoindre` (ou le bouton Rejoindre) ; le créateur peut le lancer plus tôt avec `/tournoi lancer`.
tournament-no-games-now = Aucune partie en cours.
# Followed by a line per game.
tournament-games-now = Parties en cours :
tournament-not-paired-yet = Pas encore d'appariements : la ronde 1 est appariée au début.
# $round: the round asked for; $paired: how many rounds are paired.
tournament-no-such-round = Il n'y a pas de ronde { $round } : les rondes 1 à { $paired } sont appariées.
tournament-round-of = Ronde { $round } sur { $total }
# $board: a game of the round (tournament-board).
tournament-board-number = Table { $number } : { $board }
# A game: the players and the score (1-0, ½-½, 0-1; "-" while it is played; +-- and --+ are
# forfeits). $game: the game's number.
tournament-board = { $white } { $score } { $black } (partie #{ $game })
tournament-board-no-game = { $white } { $score } { $black }
# A player without a game this round. $kind: pairing (the bye of an odd Swiss), half (a
# half-point bye), rest (a round robin's odd player out), withdrew (the player left the
# tournament), zero (any other absence).
tournament-bye = { $player } : { $kind ->
        [pairing] exempt (1 point)
        [half] exempt (un demi-point)
        [rest] pas de partie à cette ronde (nombre impair de joueurs : un joueur est exempt à chaque ronde)
        [withdrew] retiré (0 point)
       *[zero] non apparié (0 point)
    }
# The standings' title. $state: where the tournament is; $round: the last round finished.
tournament-standings-title = **#{ $id } { $name } · classement ({ $state ->
        [open] ouvert
        [running] en cours
        [first-round] ronde 1 en cours
        [after-round] après la ronde { $round }
        [final] final
       *[called-off] annulé
    })**
# The columns of the standings table (in a picture): rank; player; rating; points; games
# played (arena); the tie-breaks Buchholz cut 1, Buchholz, Sonneborn-Berger, direct
# encounter and wins (a round robin's) (keep them short).
tournament-column = { $column ->
        [rank] #
        [player] Joueur
        [rating] Elo
        [points] Points
        [games] Parties
        [bh1] BH-1
        [bh] BH
        [sb] SB
        [wins] Vict.
       *[de] CD
    }
# A player who left a running tournament. $name: the player.
tournament-withdrawn-name = { $name } (retiré)
tournament-nobody-yet = Personne ne s'est encore inscrit.
# A line of an arena's standings. $rank: the place; $name: the player; $rating: their rating;
# $points: their arena points.
tournament-standing-arena = { $rank }. { $name } ({ $rating }) : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
# The same for a player on fire (two wins in a row or more: wins count double).
tournament-standing-arena-fire = { $rank }. { $name } ({ $rating }) : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } (en feu)
# A line of a Swiss or round robin's standings. $score: the points as written (2½);
# $points: the same as a number (for the plural); then the tie-breaks.
tournament-standing = { $rank }. { $name } ({ $rating }) : { $score } { $points ->
        [one] point
       *[other] points
    }, Buchholz tronqué { $buchholz_cut1 }, Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger }
tournament-standing-fire = { $rank }. { $name } ({ $rating }) : { $score } { $points ->
        [one] point
       *[other] points
    }, Buchholz tronqué { $buchholz_cut1 }, Buchholz { $buchholz }, Sonneborn-Berger { $sonneborn_berger } (en feu)
# A line of a round robin's standings: its tie-breaks are direct encounter, Sonneborn-Berger
# and the number of wins. $direct: the points against the players level with them;
# $wins: the games won (a number).
tournament-standing-round-robin = { $rank }. { $name } ({ $rating }) : { $score } { $points ->
        [one] point
       *[other] points
    }, confrontation directe { $direct }, Sonneborn-Berger { $sonneborn_berger }, { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
tournament-over-title = **Le tournoi #{ $id } ({ $name }) est terminé !**
# One of the first three. $score: the points as written (2½); $points: the same as a number.
tournament-podium-place = { $place ->
        [first] 1re place
        [second] 2e place
       *[third] 3e place
    } : { $player } avec { $score } { $points ->
        [one] point
       *[other] points
    }
# $count: everyone who joined (those who left before the start aside); $withdrew: how many
# of them withdrew once it had started; $id: the tournament's number.
tournament-took-part = { $count ->
        [one] { $count } joueur a participé
       *[other] { $count } joueurs ont participé
    }{ $withdrew ->
        [0] {""}
        [one] , dont { $withdrew } s'est retiré
       *[other] , dont { $withdrew } se sont retirés
    }. `/tournoi classement numéro:{ $id }` affiche le tableau complet.
# A game of a round starts. $white, $black: the players; $game: the game's number.
tournament-game-start = **Tournoi #{ $id } ({ $name }), ronde { $round }** : { $white } (blancs) contre { $black } (noirs), partie #{ $game }. Bonne chance !
# The same in an arena (no rounds).
tournament-game-start-arena = **Tournoi #{ $id } ({ $name })** : { $white } (blancs) contre { $black } (noirs), partie #{ $game }. Bonne chance !
# $score: 1-0, ½-½, 0-1, or a forfeit (+--, --+).
tournament-game-ended = Partie #{ $game } terminée : { $white } { $score } { $black }.
tournament-list-title = **Les tournois de ce serveur**
# A tournament of the list. $players: everyone who joined; $withdrew: how many of them
# withdrew; $summary: its settings (tournament-summary).
tournament-list-line = #{ $id } { $name } ({ $state ->
        [open] ouvert
        [running] en cours
        [finished] terminé
       *[called-off] annulé
    }, { $players ->
        [one] { $players } joueur
       *[other] { $players } joueurs
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } retiré
       *[other] , { $withdrew } retirés
    }) : { $summary }
tournament-list-empty = Aucun pour l'instant. `/tournoi créer type:arène minutes:30 cadence:3+2 début:10m` en crée un.

## Tournament pictures (the standings table and the podium card)

# The description of the standings picture. $standings: the standings in words.
tournament-standings-picture = Le tableau du classement. { $standings }
# The podium card's title, and the Event of the tournament's PGN file.
tournament-name-and-number = { $name } (tournoi #{ $id })
# Under the title. $summary: the settings (tournament-summary); $count: everyone who joined;
# $withdrew: how many of them withdrew.
tournament-podium-subtitle = { $summary } · { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } retiré
       *[other] , { $withdrew } retirés
    }
# A player's score on the podium card.
tournament-podium-score = { $score } { $points ->
        [one] point
       *[other] points
    }
# The podium card in words. $title: tournament-name-and-number; $places: the places
# (tournament-podium-words-place), separated by semicolons.
tournament-podium-words = Le podium ({ $title }) : { $places }.
tournament-podium-words-place = { $place ->
        [first] 1re place
        [second] 2e place
       *[third] 3e place
    } : { $name }, { $score }

## The course (`/learn`): the list of lessons, exercises, answers, hints, the end

# $solved, $total: numbers of exercises.
course-overview = **Le cours sur la Castalie** : { $solved } { $solved ->
        [one] exercice résolu
       *[other] exercices résolus
    } sur { $total }.
# A line of the list of lessons. $number: the lesson's number; $title: its title.
course-overview-lesson-done = { $number }. { $title } (terminée)
# $count: the lesson's exercises, none solved yet.
course-overview-lesson-new = { $number }. { $title } ({ $count } { $count ->
        [one] exercice
       *[other] exercices
    })
# $done of $count exercises of the lesson solved.
course-overview-lesson-started = { $number }. { $title } (résolus : { $done } sur { $count })
course-overview-how = `/apprendre leçon:3` ouvre une leçon ; `/apprendre` reprend là où vous vous étiez arrêté.
# In /stats. $lessons_done of $lessons lessons have every exercise solved.
course-stats = Cours sur la Castalie : { $solved }/{ $total } exercices résolus, { $lessons_done }/{ $lessons } leçons terminées.
course-stats-complete = Cours sur la Castalie : terminé ({ $total } exercices).
# $title: the lesson's title (lesson-N-title).
course-lesson-heading = **Leçon { $number } : { $title }**
# $id: the exercise's number ("3.2"); $side: the learner's colour; $task: the exercise's task.
course-exercise-heading = **Exercice { $id } ({ $side ->
        [white] trait aux Blancs
       *[black] trait aux Noirs
    }) :** { $task }
# The same in the weak rule set (the Castalia kidnaps only when it moves one square).
course-exercise-heading-weak = **Exercice { $id } ({ $side ->
        [white] trait aux Blancs
       *[black] trait aux Noirs
    }, règles castalia-weak) :** { $task }
course-exercise-how = Répondez avec `/coup` (p. ex. `/coup Cd5`) ; `/apprendre indice` vous aide.
course-exercise-how-game = Répondez avec `/apprendre coup:` (p. ex. `/apprendre coup:Cd5`) : ici, `/coup` joue dans votre partie #{ $id }. `/apprendre indice` vous aide.
# A legal move that is not the answer. $san: the move; $what: what the move did, in sentences.
course-wrong = **{ $san } est légal, mais ce n'est pas la réponse.** Ce qu'il fait : { $what }
# $hint: the exercise's hint; $task: its task.
course-wrong-hint = Indice : { $hint } Réessayez : { $task }
# $san: the move; $id: the exercise's number; $what: what the move did, in sentences.
course-right = **{ $san } : bien joué !** Exercice { $id } résolu. { $what }
# The same for an exercise the learner had solved before.
course-right-again = **{ $san } : bien joué !** Exercice { $id } résolu (déjà résolu avant). { $what }
course-lesson-complete = Leçon { $number } terminée !
course-next-exercise = Ensuite : l'exercice { $id }, `/apprendre suivant` l'affiche.
# $title: the next lesson's title.
course-next-lesson = Ensuite : la leçon { $number }, « { $title } » ; `/apprendre suivant` l'ouvre.
course-next-lesson-untitled = Ensuite : la leçon { $number } ; `/apprendre suivant` l'ouvre.
# $hint: the exercise's hint.
course-hint = **Indice :** { $hint }
# The piece that moves in a right answer, ringed on the board. $square: where it stands (e4).
course-hint-piece = Jouez votre { $piece ->
        [pawn] pion
        [knight] cavalier
        [bishop] fou
        [rook] tour
        [queen] dame
        [king] roi
       *[castalia] Castalie
    } en { $square } (la pièce entourée sur l'échiquier).
course-exercise-again = Exercice { $id } : { $task }
course-finished = **Vous avez terminé le cours sur la Castalie !** Les { $total } exercices sont résolus.
# $open: the numbers of the lessons with exercises not solved ("3, 5"); $count: how many.
course-end-reached = **Vous êtes arrivé au bout du cours sur la Castalie.** Exercices résolus : { $solved } sur { $total } ; { $count ->
        [one] il reste des exercices à faire dans la leçon { $open }
       *[other] il reste des exercices à faire dans les leçons { $open }
    } (`/apprendre leçon:N`).
# $theme: a puzzle theme's description (theme-* below); $name: the theme's name to type;
# $level: a bot level (1 to 8); $elo: its strength.
course-practise = Entraînez-vous ensuite avec des problèmes sur ce thème (« { $theme } ») : `/problème thèmes:{ $name }`. Puis affrontez le bot à votre niveau : `/jouer niveau:{ $level }` (environ { $elo } Elo).
# $count: the number of lessons.
course-no-such-lesson = Il n'y a pas de leçon { $number } : le cours compte les leçons 1 à { $count }. Tapez `/apprendre` pour les voir.
course-stale-menu = Ce menu concerne un exercice que vous avez quitté : rien n'a été joué. Vous en êtes à l'exercice { $id } : `/apprendre` l'affiche.
course-last-exercise = C'est le dernier exercice du cours (résolus : { $solved } sur { $total }). Répondez avec `/coup`, ou ouvrez une autre leçon avec `/apprendre leçon:N`.
course-last-exercise-game = C'est le dernier exercice du cours (résolus : { $solved } sur { $total }). Répondez avec `/apprendre coup:` (ici, `/coup` joue dans votre partie #{ $id }), ou ouvrez une autre leçon avec `/apprendre leçon:N`.
course-lesson-empty = Cette leçon n'a pas d'exercices.
course-nothing-to-answer = Il n'y a rien à répondre : aucun exercice du cours n'est ouvert ; `/apprendre` lance le cours.
course-exercise-unreadable = Impossible de lire cet exercice ; `/apprendre suivant` passe au suivant.
course-one-thing-at-a-time = `/apprendre` fait une chose à la fois : `/apprendre leçon:3`, `/apprendre action:indice` ou `/apprendre coup:Cd5`.
# $text: what the user typed as a lesson number.
course-bad-lesson-number = `{ $text }` n'est pas un numéro de leçon. Essayez `/apprendre leçon:3`, ou `/apprendre` pour la liste.
# $action: what the user typed as an action.
course-bad-action = `/apprendre` n'a pas d'action `{ $action }`. Essayez `/apprendre indice`, `/apprendre réessayer`, `/apprendre suivant` ou `/apprendre leçon:3`.

## The course's pictures (short lines above and below a board, and the pictures' descriptions)

# Above an exercise's board. $id: the exercise's number ("3.2"); $title: its lesson's title.
course-picture-header = Exercice { $id } · { $title }
# A shorter header. $lesson: the lesson's number.
course-picture-header-lesson = Leçon { $lesson } · exercice { $id }
course-picture-header-short = Exercice { $id }
# Below the board when the task does not fit. $side: the learner's colour.
course-picture-to-play-see-task = { $side ->
        [white] Trait aux Blancs
       *[black] Trait aux Noirs
    } : voir la consigne
course-picture-to-play = { $side ->
        [white] Trait aux Blancs
       *[black] Trait aux Noirs
    }
# Below the board after a right answer. $san: the move.
course-picture-right = { $san } : bien joué !
# Below the board of the hint: the piece that moves in a right answer and its square.
course-picture-hint = Indice : { $piece ->
        [pawn] le pion
        [knight] le cavalier
        [bishop] le fou
        [rook] la tour
        [queen] la dame
        [king] le roi
       *[castalia] la Castalie
    } en { $square }
# The start of an exercise picture's description. $footer: the line below the board.
course-picture-words = Exercice { $id } ({ $title }) : { $footer }
course-picture-answer = Votre réponse, avant et après
# $title: the lesson's title.
course-picture-lesson = Leçon { $number } : { $title }, son exemple en image

## Lesson 1

lesson-1-title = La Castalie se déplace comme une dame
lesson-1-body = La Castalie (C) se déplace comme une dame : d'autant de cases qu'elle veut, le long d'une rangée, d'une colonne ou d'une diagonale, mais seulement sur des cases vides. Ici, la Castalie blanche en d4 glisse le long de la grande diagonale jusqu'en h8.
# Exercise 1.1
lesson-1-exercise-1-task = Amenez votre Castalie dans un coin de l'échiquier.
lesson-1-exercise-1-hint = Comme une dame, la Castalie se déplace aussi en diagonale.
# Exercise 1.2
lesson-1-exercise-2-task = Amenez votre Castalie sur la colonne h.
lesson-1-exercise-2-hint = Elle ne peut pas sauter par-dessus une pièce : trouvez une ligne libre jusqu'au bout.

## Lesson 2

lesson-2-title = Elle ne prend jamais
lesson-2-body = La Castalie ne prend jamais : elle ne peut s'arrêter que sur une case vide. Une pièce adverse sur son chemin est donc un mur, pas une cible. Elle n'attaque rien non plus (pas d'échec, pas de protection), mais elle peut quand même couper une ligne, comme n'importe quelle pièce. Ici, elle ne peut pas prendre la tour en e8 : elle pare donc l'échec de la tour en s'interposant en e5.
# Exercise 2.1
lesson-2-exercise-1-task = Prenez la pièce noire qui n'est vraiment pas protégée.
lesson-2-exercise-1-hint = Une Castalie ne prend jamais, donc elle ne protège rien.
# Exercise 2.2
lesson-2-exercise-2-task = Parez l'échec de la tour avec votre Castalie.
lesson-2-exercise-2-hint = Elle ne peut pas prendre la tour, mais elle peut s'interposer entre la tour et votre roi.

## Lesson 3

lesson-3-title = L'enlèvement
lesson-3-body = Quand la Castalie se déplace, la pièce la plus proche derrière elle sur sa ligne, de n'importe quelle couleur et à n'importe quelle distance, est entraînée sur la case qu'elle vient de quitter. Ici, la Castalie va de d4 à d2 et tire le cavalier noir de d7 à d4. Seule la pièce la plus proche vient : la tour en d8 reste donc en place.
# Exercise 3.1
lesson-3-exercise-1-task = Enlevez le cavalier noir.
lesson-3-exercise-1-hint = Éloignez la Castalie du cavalier, en ligne droite.
# Exercise 3.2
lesson-3-exercise-2-task = Enlevez la dame noire.
lesson-3-exercise-2-hint = Seule la pièce la plus proche derrière la Castalie est entraînée : quelle Castalie n'a rien entre elle et la dame ?
# Exercise 3.3
lesson-3-exercise-3-task = Enlevez une tour blanche.
lesson-3-exercise-3-hint = La tour en e1 se cache derrière son pion ; regardez le long des diagonales.

## Lesson 4

lesson-4-title = Enlever ses propres pièces
lesson-4-body = L'enlèvement fonctionne aussi sur vos propres pièces. La Castalie peut donc tirer une pièce amie vers l'avant sans dépenser le coup de cette pièce. Ici, la Castalie va de d4 à f6 et entraîne la tour blanche hors de son coin, en diagonale, jusqu'en d4 : un coup qu'aucune tour ne pourrait jouer.
# Exercise 4.1
lesson-4-exercise-1-task = Amenez votre pion b en b7 sans le jouer.
lesson-4-exercise-1-hint = Le pion doit être juste derrière la Castalie, sur sa ligne, quand elle se déplace.
# Exercise 4.2
lesson-4-exercise-2-task = Amenez votre tour sur la 7e rangée sans la jouer.
lesson-4-exercise-2-hint = Les deux Castalies en sont capables : chacune doit s'éloigner de la tour en ligne droite.
# Exercise 4.3
lesson-4-exercise-3-task = Tirez votre roi hors d'échec avec la Castalie.
lesson-4-exercise-3-hint = Votre roi est la pièce la plus proche derrière la Castalie quand elle s'éloigne de lui.

## Lesson 5

lesson-5-title = La répulsion
lesson-5-body = Quand la Castalie s'arrête juste à côté d'une pièce adverse sur sa ligne, cette pièce est repoussée dans la même direction, aussi loin qu'elle peut glisser : jusqu'au bord, ou jusqu'à la première pièce sur son chemin. Vos propres pièces ne sont jamais repoussées. Ici, la Castalie s'arrête en d4 et repousse le fou noir de e5 à h8.
# Exercise 5.1
lesson-5-exercise-1-task = Repoussez le cavalier noir jusqu'au bord de l'échiquier.
lesson-5-exercise-1-hint = Une pièce repoussée s'arrête juste avant la première pièce sur son chemin.
# Exercise 5.2
lesson-5-exercise-2-task = Votre roi est en échec : repoussez la tour noire.
lesson-5-exercise-2-hint = Arrêtez-vous juste à côté de la tour, sur une ligne qui la chasse de la colonne e.
# Exercise 5.3
lesson-5-exercise-3-task = Repoussez le fou blanc hors de la grande diagonale.
lesson-5-exercise-3-hint = Il attaque votre tour le long de la diagonale a1-h8 ; si vous le repoussez le long de cette diagonale, il y reste.

## Lesson 6

lesson-6-title = Un pion ne revient jamais sur sa première rangée
lesson-6-body = Un pion repoussé ne peut jamais atterrir sur sa propre première rangée : il s'arrête sur sa deuxième rangée, même quand il est repoussé en diagonale. Ici, Cc3 repousse le pion noir de d4 le long de la diagonale, et il s'arrête en g7 au lieu de h8. Revenu sur sa deuxième rangée, il peut de nouveau avancer de deux cases.
# Exercise 6.1
lesson-6-exercise-1-task = Repoussez le pion noir jusqu'à sa deuxième rangée.
lesson-6-exercise-1-hint = La deuxième rangée des Noirs est la 7e : repoussez le pion vers elle, pas sur le côté.
# Exercise 6.2
lesson-6-exercise-2-task = Repoussez le pion blanc jusqu'à sa deuxième rangée.
lesson-6-exercise-2-hint = Suivez chaque diagonale à partir du pion : laquelle descend jusqu'à la 2e rangée des Blancs ?

## Lesson 7

lesson-7-title = Ne repoussez pas un pion jusqu'à la promotion
lesson-7-body = Un pion repoussé sur sa dernière rangée devient aussitôt une dame de sa couleur, même si c'est vous qui avez joué. Ici, Cd3 repousse le pion noir de d2 à d1, et les Noirs obtiennent une nouvelle dame. Avant de vous arrêter à côté d'un pion adverse, regardez où il atterrirait.
# Exercise 7.1
lesson-7-exercise-1-task = Enlevez le cavalier sans donner de dame aux Noirs.
lesson-7-exercise-1-hint = Ne vous arrêtez pas juste devant le pion en d2.
# Exercise 7.2
lesson-7-exercise-2-task = Parez l'échec sans donner de dame aux Blancs.
lesson-7-exercise-2-hint = Un pion repoussé en diagonale peut lui aussi atteindre sa dernière rangée.

## Lesson 8

lesson-8-title = Annuler une avance de deux cases
lesson-8-body = Juste après l'avance de deux cases d'un pion adverse, une répulsion droit vers l'arrière le renvoie chez lui, sur sa deuxième rangée, comme si l'avance n'avait jamais eu lieu. Ici, les Noirs viennent de jouer d7-d5 pour attaquer le cavalier, et Cd4 renvoie le pion en d7.
# Exercise 8.1
lesson-8-exercise-1-task = Les Noirs viennent de jouer e7-e5 : renvoyez le pion en e7.
lesson-8-exercise-1-hint = Pour le repousser droit vers l'arrière, la Castalie doit arriver par le bas, sur la colonne e.
# Exercise 8.2
lesson-8-exercise-2-task = Les Blancs viennent de jouer c2-c4 : renvoyez le pion en c2.
lesson-8-exercise-2-hint = Une répulsion en diagonale l'envoie sur une autre colonne.

## Lesson 9

lesson-9-title = Enlèvement et répulsion en un seul coup
lesson-9-body = Un seul coup de Castalie peut faire les deux à la fois : entraîner la pièce derrière elle et repousser la pièce adverse devant elle. Ici, Cc5 entraîne le pion blanc de f2 à d4 et repousse le fou noir de b6 à a7.
# Exercise 9.1
lesson-9-exercise-1-task = Enlevez le cavalier et repoussez la tour en même temps.
lesson-9-exercise-1-hint = Le cavalier doit être derrière la Castalie, et la tour juste devant la case où elle s'arrête.
# Exercise 9.2
lesson-9-exercise-2-task = Enlevez une pièce blanche et repoussez-en une autre en même temps.
lesson-9-exercise-2-hint = Cherchez une ligne avec une pièce blanche de chaque côté de votre Castalie.

## Lesson 10

lesson-10-title = Enlever et repousser un roi
lesson-10-body = Les rois sont enlevés et repoussés comme n'importe quelle autre pièce. La Castalie peut donc entraîner ou repousser le roi adverse sur une case où l'une de vos pièces lui fait échec. La Castalie elle-même ne donne jamais échec. Ici, Ce5 entraîne le roi noir de e8 à e6, où la tour en a6 lui fait échec.
# Exercise 10.1
lesson-10-exercise-1-task = Faites échec en repoussant le roi noir.
lesson-10-exercise-1-hint = Un roi repoussé glisse jusqu'à ce que quelque chose l'arrête : suivez chaque ligne jusqu'au bout.
# Exercise 10.2
lesson-10-exercise-2-task = Entraînez le roi blanc sur une case où votre fou lui fait échec.
lesson-10-exercise-2-hint = Quelle case est sur la diagonale de votre fou, et le roi peut-il y être entraîné ?

## Lesson 11

lesson-11-title = Mater avec la Castalie
lesson-11-body = Puisque les rois peuvent être entraînés et repoussés, un coup de Castalie peut donner mat avec l'aide de vos autres pièces. Ici, Ce8 repousse le roi noir de d8 jusque dans le coin a8 : la tour en a1 lui fait échec, et la tour en b2 contrôle b7 et b8.
# Exercise 11.1
lesson-11-exercise-1-task = Mat en un coup avec un enlèvement.
lesson-11-exercise-1-hint = Entraînez le roi sur la colonne e ouverte, où vos tours et votre cavalier contrôlent toutes les cases de fuite.
# Exercise 11.2
lesson-11-exercise-2-task = Mat en un coup avec un enlèvement.
lesson-11-exercise-2-hint = Amenez votre dame juste à côté du roi, là où votre fou la protège.
# Exercise 11.3
lesson-11-exercise-3-task = Mat en un coup avec une répulsion.
lesson-11-exercise-3-hint = Vos tours tiennent la 1re et la 2e rangée : repoussez le roi dans le coin.

## Lesson 12

lesson-12-title = Les règles castalia-weak
lesson-12-body = Avec les règles castalia-weak, la Castalie n'enlève une pièce que lorsqu'elle se déplace d'une seule case ; un déplacement plus long n'entraîne rien. La répulsion fonctionne toujours à n'importe quelle distance. Ici, Cd5 est un déplacement d'une case, donc le pion en d2 est entraîné en d4 ; Cd6 l'aurait laissé chez lui.
# Exercise 12.1
lesson-12-exercise-1-task = Enlevez le cavalier noir.
lesson-12-exercise-1-hint = Avec les règles castalia-weak, seul un déplacement d'une case enlève une pièce.
# Exercise 12.2
lesson-12-exercise-2-task = Montez sur la colonne d sans entraîner votre cavalier.
lesson-12-exercise-2-hint = Déplacez-vous de plus d'une case.
# Exercise 12.3
lesson-12-exercise-3-task = Sortez de l'échec avec votre Castalie.
lesson-12-exercise-3-hint = Entraînez votre roi loin du cavalier ; avec ces règles, seul un déplacement d'une case entraîne une pièce.

## Lesson 13

lesson-13-title = Promouvoir en Castalie
lesson-13-body = Un pion qui atteint sa dernière rangée peut devenir une Castalie (notée b8=C, ou b7b8c en UCI), tout comme une dame, une tour, un fou ou un cavalier. Elle vaut environ trois pions, comme un cavalier. Ici, le pion b devient une nouvelle Castalie blanche en b8.
# Exercise 13.1
lesson-13-exercise-1-task = Promouvez un pion en Castalie.
lesson-13-exercise-1-hint = Un pion ne peut pas avancer sur une case occupée juste devant lui.
# Exercise 13.2
lesson-13-exercise-2-task = Promouvez en Castalie en prenant la tour.
lesson-13-exercise-2-hint = Un pion prend en diagonale, et il peut être promu en prenant.
# Exercise 13.3
lesson-13-exercise-3-task = Promouvez en Castalie avec échec.
lesson-13-exercise-3-hint = La nouvelle Castalie ne donne pas échec elle-même, mais le pion qui quitte c7 ouvre une ligne.

## Puzzles (`/puzzle`)

# $side: the solver's colour; $moves: the number of the solver's moves to mate.
puzzle-task-mate = { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } jouent et font mat en { $moves }
puzzle-task-win = { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } jouent et gagnent
puzzle-task-defend = { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } jouent : trouvez le seul coup qui tient
# $id: the puzzle's id (77cdcb48); $rules: its rule set (castalia, castalia-weak);
# $rating: its rating; $task: what to do (puzzle-task-*).
puzzle-intro = Problème { $id } ({ $rules }, Elo { $rating }) : **{ $task }.**
puzzle-how-to-answer = Répondez avec `/problème coup:` (ou `/coup` ici quand vous n'avez pas de partie en cours) ; `/problème abandon` montre la solution.
# $theme: what the user typed; $themes: the theme names, to type as they are.
puzzle-no-such-theme = Il n'y a pas de thème de problème `{ $theme }`. Essayez l'un de ceux-ci : `{ $themes }`.
puzzle-none-with-theme = Aucun problème n'a encore ce thème. Essayez `/problème` pour un thème au hasard.
puzzle-none-installed = Aucun problème n'est installé.
puzzle-nothing-to-answer = Il n'y a rien à répondre : vous ne résolvez pas de problème en ce moment ; `/problème` vous en donne un.
puzzle-daily-solved = Vous avez résolu le problème du jour : un nouveau arrive demain. `/problème` vous en donne un autre tout de suite.
# A wrong answer. $played: the move tried; $san: the right move; $why: what the right move
# does, in sentences; $solution: the whole solution in SAN ("Cd5 Kf8 Rh8#").
puzzle-wrong = { $played } n'est pas le bon coup. Le coup était **{ $san }** : { $why } La solution complète : { $solution }.
# $themes: the puzzle's theme names (kidnap, mateIn2), as they are typed.
puzzle-solved = **{ $san } : résolu !** Thèmes : { $themes }.
# $reply: the opponent's answer in SAN.
puzzle-right = **{ $san } : bien joué !** La réponse : { $reply }. À vous de jouer.
# After giving up. $san: the right move; $why: what it does, in sentences; $solution: the whole solution.
puzzle-given-up = Le coup était **{ $san }** : { $why } La solution complète : { $solution }.
# $rating: the new puzzle rating; $change: how it moved, with its sign (+12, -8); $streak:
# puzzles solved in a row.
puzzle-rating-change = Elo des problèmes : { $rating } ({ $change }), série : { $streak }. `/problème` pour un autre.
# $action: what the user typed; $actions: the actions, to type as they are.
puzzle-bad-action = `/problème` n'a pas d'action `{ $action }`. Essayez `/problème action:quotidien`, ou une autre action parmi : `{ $actions }`.
puzzle-answer-alone = Une réponse se donne seule : tapez `/problème coup:Cd5` (sans action ni thème).
puzzle-theme-alone = Un thème choisit un nouveau problème : tapez `/problème thèmes:kidnap` (sans autre action).

## Puzzle pictures (short lines above and below the board; the longest that fits is drawn)

# $id: the puzzle's id; $rules: its rule set (Castalia, Castalia Weak).
puzzle-picture-header = Problème { $id } · { $rules }
# Shorter lines for the task. $goal: mate (in $moves), win, or hold (find the move that holds).
puzzle-picture-task-defend = { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } jouent : le seul coup qui tient
puzzle-picture-task-short = { $side ->
        [white] Les Blancs
       *[black] Les Noirs
    } jouent et { $goal ->
        [mate] font mat en { $moves }
        [win] gagnent
       *[hold] tiennent
    }
puzzle-picture-task-shortest = { $side ->
        [white] Blancs
       *[black] Noirs
    } : { $goal ->
        [mate] mat en { $moves }
        [win] gagner
       *[hold] tenir
    }
# $moves: the solution in SAN (or its first move when the line does not fit).
puzzle-picture-solution = Solution : { $moves }
# $first: the solution's first move, drawn as a green arrow.
puzzle-picture-solution-starts = La solution commence par { $first } (en vert)
# The start of the picture's description. $task: what to do (puzzle-task-*).
puzzle-picture-words = Problème { $id } ({ $rules }) : { $task }
# After the description of the position.
puzzle-picture-words-solution = La solution, dessinée en flèches : { $moves }.

## as they are: `/puzzle themes:kidnap`.

theme-mate-in-1 = mat en un coup
theme-mate-in-2 = mat en deux coups
theme-mate-in-3 = mat en trois coups
theme-mate = échec et mat
theme-kidnap = un enlèvement de la Castalie est décisif
theme-repulse = une répulsion de la Castalie est décisive
theme-king-kidnap = la Castalie enlève un roi
theme-king-repulse = la Castalie repousse le roi adverse
theme-repulse-promotion = une répulsion pousse un pion sur sa dernière rangée
theme-castalia-key = le premier coup est un coup de Castalie
theme-defence = trouver le seul coup qui ne perd pas
theme-stops-kidnap = la défense empêche un enlèvement de la Castalie
theme-stops-repulse = la défense empêche une répulsion de la Castalie
theme-wins-material = gagner du matériel
theme-attack = une attaque gagnante
theme-promotion = un pion est promu
theme-sacrifice = donner du matériel pour gagner
theme-one-move = un problème en un coup
theme-short = deux coups
theme-long = trois coups
theme-very-long = quatre coups

## The daily puzzle, posted to a channel

# $date: the day (daily-date).
daily-heading = **Problème du jour : { $date }**
# A date: "Tuesday 1 December 2026". $day: the day of the month; $year: the year.
daily-date = { $weekday ->
        [monday] lundi
        [tuesday] mardi
        [wednesday] mercredi
        [thursday] jeudi
        [friday] vendredi
        [saturday] samedi
       *[sunday] dimanche
    } { $day ->
        [1] 1er
       *[other] { $day }
    } { $month ->
        [january] janvier
        [february] février
        [march] mars
        [april] avril
        [may] mai
        [june] juin
        [july] juillet
        [august] août
        [september] septembre
        [october] octobre
        [november] novembre
       *[december] décembre
    } { $year }
# A day too far away to be a date. $day: days since 1 January 1970.
daily-date-unknown = jour { $day }
daily-how-to-solve = Résolvez-le avec `/problème quotidien` : vos réponses ne sont visibles que par vous.
daily-none-installed = Aucun problème n'est installé aujourd'hui.
# $id: yesterday's puzzle's id; $solution: its solution in SAN.
daily-yesterday = Le problème d'hier ({ $id }) : **{ $solution }**.
# $count: how many players solved yesterday's puzzle.
daily-solvers = { $count ->
        [0] Personne ne l'a résolu.
        [one] { $count } joueur l'a résolu.
       *[other] { $count } joueurs l'ont résolu.
    }

## Why a FEN cannot be read (a challenge's `setup:`). Each is a clause that follows
## "That FEN does not work:" (error-bad-fen). $color: white or black.

fen-empty = la FEN est vide
fen-too-long = la FEN est trop longue ({ $length } caractères ; une FEN en compte moins de { $max })
fen-missing-fields = une FEN a au moins 4 champs (échiquier, trait, roque, en passant), celle-ci en a { $found }
fen-too-many-fields = une FEN a au plus 6 champs, celle-ci en a { $found }
fen-rank-count = l'échiquier doit avoir 8 rangées séparées par `/`, il y en a { $found }
fen-rank-length = la rangée { $rank } n'a pas 8 cases, mais { $squares }
fen-bad-piece = `{ $letter }` n'est pas une lettre de pièce (utilisez K Q R B N P C, en minuscules pour les Noirs)
fen-no-king = { $color ->
        [white] les Blancs
       *[black] les Noirs
    } n'ont pas de roi
fen-too-many-kings = { $color ->
        [white] les Blancs
       *[black] les Noirs
    } ont { $count } rois
fen-too-many-pieces = { $color ->
        [white] les Blancs
       *[black] les Noirs
    } ont { $count } pièces ; 16 au maximum sont possibles
fen-too-many-pawns = { $color ->
        [white] les Blancs
       *[black] les Noirs
    } ont { $count } pions ; 8 au maximum sont possibles
fen-pawn-on-back-rank = pion sur la rangée { $rank } ({ $square }) : les pions ne sont jamais sur la rangée 1 ou 8
fen-castalia-in-standard = il n'y a pas de Castalie aux échecs standard ({ $square })
fen-bad-side = le camp au trait doit être `w` ou `b`, pas `{ $found }`
fen-bad-castling = le champ du roque doit être `-` ou des lettres parmi KQkq, pas `{ $found }`
# $right: a castling letter (K, Q, k, q).
fen-castling-without-king = droit de roquer { $right }, mais pas de { $color ->
        [white] roi blanc
       *[black] roi noir
    } en { $square }
fen-castling-without-rook = droit de roquer { $right }, mais pas de { $color ->
        [white] tour blanche
       *[black] tour noire
    } en { $square }
fen-bad-en-passant = `{ $found }` n'est pas une case de prise en passant : utilisez `-` ou une case de la rangée 3 ou 6
fen-impossible-en-passant = la case de prise en passant { $square } ne fait pas suite à une avance de deux cases du camp qui vient de jouer
fen-bad-counter = `{ $found }` n'est pas un compteur de coups : utilisez un nombre entier
fen-zero-move-number = le numéro de coup (le dernier champ) commence à 1, pas à 0
fen-opponent-in-check = le camp qui n'a pas le trait est en échec

## Web board: the page's own words
# The browser board's labels (web/): sent to the page by GET /api/session; no variables.
web-ui-title = Échecs Castalia
web-ui-board = Échiquier
web-ui-resign = Abandonner
web-ui-resign-confirm = Abandonner cette partie ?
web-ui-cancel = Annuler
web-ui-flip = Retourner l’échiquier
web-ui-offer-draw = Proposer la nulle
web-ui-accept-draw = Accepter la nulle
web-ui-decline-draw = Refuser la nulle
web-ui-takeback = Demander à reprendre le coup
web-ui-grant-takeback = Accorder la reprise
web-ui-decline-takeback = Refuser la reprise
web-ui-abort = Annuler la partie
web-ui-claim = Réclamer la victoire
web-ui-rematch = Revanche
web-ui-review = Analyse
web-ui-your-games = Vos parties
web-ui-no-games = Aucune partie en cours.
web-ui-challenges = Défis
web-ui-no-challenges = Aucun défi ouvert.
web-ui-challenge = Défi
web-ui-accept = Accepter
web-ui-decline = Refuser
web-ui-cancel-challenge = Retirer le défi
web-ui-watch = Parties à suivre
web-ui-no-watch = Aucune partie à suivre pour le moment.
web-ui-play-bot = Jouer contre le bot
web-ui-level = Niveau
web-ui-rules = Règles
web-ui-color = Couleur
web-ui-time = Cadence
web-ui-play = Jouer
web-ui-challenge-friend = Défier un ami
web-ui-rated = Classée
web-ui-create-challenge = Créer le défi
web-ui-challenge-link = Envoyez ce lien à votre ami :
web-ui-copy-link = Copier le lien
web-ui-copied = Copié.
web-ui-sign-out = Se déconnecter
web-ui-sign-in-discord = Se connecter avec Discord
web-ui-not-signed-in = Vous n’êtes pas connecté. Demandez un lien de connexion au bot Castalia sur Discord.
web-ui-type-move = Tapez un coup (e4, Cd4, e2e4)
web-spectators = { $count ->
        [one] { $count } spectateur
       *[other] { $count } spectateurs
    }
web-ui-moves = Coups
web-ui-first = Premier coup
web-ui-prev = Coup précédent
web-ui-next = Coup suivant
web-ui-last = Dernier coup
web-ui-back-to-live = Revenir à la position actuelle
web-ui-back-to-game = Revenir à la partie
web-ui-lobby = Accueil
web-ui-promote-to = Promouvoir en
web-ui-reconnecting = Connexion perdue. Reconnexion…
web-ui-offline = Le serveur est injoignable. Vérifiez votre connexion.
web-ui-error = Une erreur s’est produite. Veuillez réessayer.
web-ui-your-turn = À vous de jouer
web-ui-eval-graph = Courbe d’évaluation
web-ui-start-position = Position de départ
web-ui-empty = vide
web-ui-piece-wK = roi blanc
web-ui-piece-wQ = dame blanche
web-ui-piece-wR = tour blanche
web-ui-piece-wB = fou blanc
web-ui-piece-wN = cavalier blanc
web-ui-piece-wP = pion blanc
web-ui-piece-wC = Castalie blanche
web-ui-piece-bK = roi noir
web-ui-piece-bQ = dame noire
web-ui-piece-bR = tour noire
web-ui-piece-bB = fou noir
web-ui-piece-bN = cavalier noir
web-ui-piece-bP = pion noir
web-ui-piece-bC = Castalie noire
