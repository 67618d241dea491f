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
