# Слова бота по-русски (перевод assets/i18n/en.ftl: те же сообщения и те же переменные).
# Обращение на «вы» (со строчной буквы). Касталия (C); похитить / похищенная / похищение;
# оттолкнуть / оттолкнутая / отталкивание. Названия правил, тем и значения параметров
# (white, 10+5, dm, yes...) не переводятся.
#
# Markup: `...` is something to type (shown as code); **...** stands out.
# Moves stay in SAN with English piece letters in every language.

## Help and the rules in brief

help = **Шахматный бот с Касталией**: обычные шахматы плюс Касталия (C), которая ходит как ферзь, но никогда не бьёт, похищает ближайшую фигуру позади себя и отталкивает фигуру противника перед собой.
    Впервые слышите о Касталии? `/обучение` научит играть в коротких уроках с упражнениями (минут десять).
    `/вызов @игрок [правила] [расстановка] [цвет] [время] [рейтинговая]`: вызвать кого-нибудь на партию (без игрока — открытый вызов)
    `/принять`, `/отклонить`, `/отменить`: ответить на вызов или отозвать свой
    `/играть уровень:1-8 [цвет] [правила] [время]`: сыграть с ботом (без рейтинга)
    `/ход e4` (SAN или UCI: `Cd5`, `d1d5`, `O-O`, `e8=Q`), `/сдаться`, `/ничья`, `/возврат`, `/потребовать`
    `/прервать`: закончить партию, пока обе стороны ещё не сделали ход (без результата); `/реванш`: ещё одна партия со сменой цвета
    `/доска [перевернуть]`, `/ходы`, `/pgn`, `/статистика [игрок]`, `/лидеры`, `/правила`
    `/партии`: ваши партии здесь и вызовы, ждущие вашего ответа; команде, которая касается одной партии, можно указать её номер (`/доска 12` или `партия:12`)
    `/объяснить`: что делает последний ход и чем он хорош или плох; `/объяснить 8...Cd5` или `/объяснить mine` (ваш последний ход): более ранний ход; `/объяснить ХОД` покажет ход до того, как он сделан
    `/разбор [партия]`: движок разбирает партию: ошибки, лучшие ходы, точность, график и PGN с комментариями (партию между людьми — после её окончания)
    `/забыть`: удалить всё, что бот хранит о вас (администраторы сервера: `/забыть игрок`)
    `/настройки [тема:ocean] [координаты:off] [уведомления:dm] [язык:de]`: вид доски, уведомления также в личные сообщения и язык, на котором бот с вами говорит
    `/обучение`, `/обучение урок:3`, `/обучение действие:hint`: курс по Касталии, урок за уроком (если у вас нет текущей партии, на упражнение можно ответить и просто через `/ход`)
    `/задача [темы:kidnap]`, `/задача daily`, `/задача ход:Cd5`, `/задача giveup`: решайте задачи с Касталией (если у вас нет текущей партии, ответить можно и просто через `/ход`)
    Параметры: правила `castalia` (по умолчанию), `castalia-weak`, `standard`; расстановка `castalia`, `classic` или FEN; цвет `white`, `black`, `random`; время `none`, `10+5`, `3d` (если не указано — по умолчанию сервера); рейтинговая `yes` или `no` (партия без часов всегда без рейтинга).

rules-brief = **Шахматы с Касталией** (М. Винтер, 2006): обычные шахматы плюс **Касталия** (C), которая стоит около 3 пешек.
    1. Она ходит как ферзь на **свободное** поле и **никогда не бьёт**. Взять её можно.
    2. **Похищение** (обязательное): ближайшая фигура позади неё на линии хода (любого цвета, в том числе король) перетаскивается на поле, которое она покинула. По правилам castalia-weak она похищает, только когда ходит на одно поле.
    3. **Отталкивание**: фигура противника на поле сразу за полем назначения сдвигается дальше в том же направлении, насколько может. Пешку никогда не сдвигают на её первую горизонталь; пешка, оттолкнутая на последнюю горизонталь, становится ферзём.
    4. Ход допустим, если после него ваш король не под ударом: так Касталия может увести вашего короля из-под шаха. Сама Касталия ничего не атакует и шаха не даёт.
    5. В начальной позиции ферзевые кони заменены Касталиями; пешка может превратиться в Касталию.
    Всё остальное — как в обычных шахматах (право на рокировку теряется, если король или ладья сдвинуты с места). Чтобы увидеть, что делает ход, используйте `/объяснить`, а изучить игру шаг за шагом можно с `/обучение`.
    Полные правила, со всеми решениями там, где изобретатель молчит, и с разобранными примерами: `docs/rules.md` в исходном коде бота.

## Settings

# $theme: a board theme's name (classic, ocean, forest: typed as they are).
# $coordinates: on or off. $notices: dm or channel.
# $language: the language's own name, with how it was chosen (settings-language-*).
settings-current = Ваши настройки: доска **{ $theme }**, координаты **{ $coordinates ->
        [on] включены
       *[off] выключены
    }**, уведомления **{ $notices ->
        [dm] в канале и в личных сообщениях
       *[channel] только в канале
    }**, язык **{ $language }**.
settings-saved = Сохранено. Ваши настройки: доска **{ $theme }**, координаты **{ $coordinates ->
        [on] включены
       *[off] выключены
    }**, уведомления **{ $notices ->
        [dm] в канале и в личных сообщениях
       *[channel] только в канале
    }**, язык **{ $language }**.
settings-language-chosen = { $language }
settings-language-auto = { $language } (язык вашего Discord)
# $themes: the themes' names, comma-separated.
settings-how-to-change = Изменить их можно так: `/настройки тема:forest координаты:off уведомления:dm язык:de` (темы: { $themes }; уведомления: dm или channel; язык: en, de, fr, es, ru, pt-BR или auto — как в Discord).
settings-sample-board-alt = Пример доски с вашими настройками (цвета, фигуры и координаты): начальная позиция шахмат с Касталией.

## Slash commands: the names and descriptions Discord shows (names: lower case, 1-32 letters,
## digits, - or _, no spaces; descriptions: 1-100 characters). Option values stay as typed.

cmd-challenge = вызов
    .description = Вызвать кого-нибудь на партию (без игрока — открытый вызов, его может принять любой)
cmd-challenge-opt-user = игрок
    .description = С кем играть (не указывайте для открытого вызова)
cmd-challenge-opt-rules = правила
    .description = Набор правил (по умолчанию: castalia)
cmd-challenge-opt-setup = расстановка
    .description = Начальная позиция: castalia, classic или FEN
cmd-challenge-opt-color = цвет
    .description = Ваш цвет (по умолчанию: random)
cmd-challenge-opt-time = время
    .description = Контроль времени: none, 10+5 (минуты+добавление) или 3d (дней на ход)
cmd-challenge-opt-rated = рейтинговая
    .description = Рейтинговая (по умолчанию: да, если есть часы) или товарищеская
cmd-accept = принять
    .description = Принять вызов (адресованный вам здесь или вызов с этим номером)
cmd-accept-opt-id = номер
    .description = Номер вызова
cmd-decline = отклонить
    .description = Отклонить адресованный вам вызов
cmd-decline-opt-id = номер
    .description = Номер вызова
cmd-cancel = отменить
    .description = Отозвать свой вызов
cmd-cancel-opt-id = номер
    .description = Номер вызова
cmd-play = играть
    .description = Сыграть с ботом
cmd-play-opt-level = уровень
    .description = Сила игры: от 1 (новичок) до 8 (в полную силу)
cmd-play-opt-color = цвет
    .description = Ваш цвет (по умолчанию: random)
cmd-play-opt-rules = правила
    .description = Набор правил (по умолчанию: castalia)
cmd-play-opt-time = время
    .description = Контроль времени: none, 10+5 (минуты+добавление) или 3d (дней на ход)
cmd-move = ход
    .description = Сделать ход (SAN: Cd5, e4, O-O, e8=Q, или UCI: e2e4)
cmd-move-opt-move = ход
    .description = Ваш ход
cmd-move-opt-game = партия
    .description = Номер партии (если вы играете здесь несколько)
cmd-board = доска
    .description = Показать доску
cmd-board-opt-game = партия
    .description = Номер партии
cmd-board-opt-flip = перевернуть
    .description = Показать доску с другой стороны
cmd-board-opt-text = текст
    .description = Только словами и только для вас (для программ чтения с экрана)
cmd-moves = ходы
    .description = Список ходов партии
cmd-moves-opt-game = партия
    .description = Номер партии
cmd-pgn = pgn
    .description = Скачать партию в формате PGN
cmd-pgn-opt-game = партия
    .description = Номер партии
cmd-resign = сдаться
    .description = Сдать партию
cmd-resign-opt-game = партия
    .description = Номер партии
cmd-draw = ничья
    .description = Предложить ничью, принять предложение соперника или отклонить его
cmd-draw-opt-decline = отклонить
    .description = Отклонить предложение соперника
cmd-draw-opt-game = партия
    .description = Номер партии
cmd-takeback = возврат
    .description = Попросить вернуть последний ход, согласиться на просьбу соперника или отклонить её
cmd-takeback-opt-decline = отклонить
    .description = Отклонить просьбу соперника
cmd-takeback-opt-game = партия
    .description = Номер партии
cmd-explain = объяснить
    .description = Объяснить ход: что он похищает и отталкивает, чем хорош или плох (по умолчанию: последний)
cmd-explain-opt-move = ход
    .description = Более ранний ход (8...Cd5, Cd5, mine — ваш последний) или ход для просмотра; иначе последний
cmd-explain-opt-game = партия
    .description = Номер партии
cmd-review = разбор
    .description = Разбор партии движком: ошибки, лучшие ходы, точность, график и PGN с комментариями
cmd-review-opt-game = партия
    .description = Номер партии (по умолчанию: ваша партия здесь или ваша последняя)
cmd-claim = потребовать
    .description = Потребовать победу, когда у соперника кончилось время
cmd-claim-opt-game = партия
    .description = Номер партии
cmd-abort = прервать
    .description = Прервать партию, пока обе стороны не сделали ход (без результата и изменения рейтинга)
cmd-abort-opt-game = партия
    .description = Номер партии
cmd-rematch = реванш
    .description = Предложить реванш после партии: те же параметры, цвета меняются
cmd-rematch-opt-game = партия
    .description = Номер партии (по умолчанию: ваша последняя завершённая партия здесь)
cmd-games = партии
    .description = Список ваших текущих партий
cmd-rules = правила
    .description = Правила шахмат с Касталией
cmd-stats = статистика
    .description = Рейтинги и результаты игрока (по умолчанию: ваши)
cmd-stats-opt-user = игрок
    .description = Чья статистика
cmd-leaderboard = лидеры
    .description = Лучшие по рейтингу игроки сервера (в ЛС: вы и ваши соперники по рейтинговым партиям)
cmd-leaderboard-opt-rules = правила
    .description = Набор правил (по умолчанию: castalia)
cmd-forget = забыть
    .description = Удалить то, что бот хранит о вас (администраторы сервера: о ком угодно)
cmd-forget-opt-user = игрок
    .description = Чьи данные (только для администраторов; по умолчанию: ваши)
cmd-help = помощь
    .description = Как пользоваться ботом
cmd-settings = настройки
    .description = Вид доски, уведомления в личные сообщения и язык (показывает их; меняет указанные)
cmd-settings-opt-theme = тема
    .description = Цвета доски
cmd-settings-opt-coordinates = координаты
    .description = Вертикали и горизонтали по краям доски
cmd-settings-opt-notify = уведомления
    .description = dm: писать мне и в личные сообщения (ваш ход, вызовы, напоминания, конец партии)
cmd-settings-opt-language = язык
    .description = Язык, на котором я с вами говорю (auto: язык вашего Discord)
cmd-puzzle = задача
    .description = Решить задачу с Касталией (ответы и доски видны только вам)
cmd-puzzle-opt-action = действие
    .description = new (по умолчанию), daily (сегодня одна для всех), show или giveup
cmd-puzzle-opt-themes = темы
    .description = Тема, например kidnap, repulse, mateIn2, defence
cmd-puzzle-opt-move = ход
    .description = Ваш ответ в задаче, которую вы решаете, например Cd5
cmd-learn = обучение
    .description = Научитесь шахматам с Касталией: короткие уроки с упражнениями (видны только вам)
cmd-learn-opt-lesson = урок
    .description = Номер урока, который открыть (не указывайте, чтобы продолжить с того места, где остановились)
cmd-learn-opt-action = действие
    .description = hint (подсказка), retry (упражнение заново) или next (к следующему упражнению)
cmd-learn-opt-move = ход
    .description = Ваш ответ на упражнение, например Cd5
cmd-tournament = турнир
    .description = Турниры на этом сервере: арена, швейцарская система и круговой
cmd-tournament-create = создать
    .description = Создать турнир (нужно право «Управление событиями»)
cmd-tournament-create-opt-kind = тип
    .description = arena (пары по мере окончания партий), swiss (голландская система FIDE) или roundrobin
cmd-tournament-create-opt-rounds = туры
    .description = Швейцарская система: число туров (по умолчанию 5)
cmd-tournament-create-opt-minutes = минуты
    .description = Арена: сколько она длится, в минутах (по умолчанию 30)
cmd-tournament-create-opt-double = двухкруговой
    .description = Круговой: каждый играет с каждым дважды, со сменой цвета
cmd-tournament-create-opt-berserk = берсерк
    .description = Арена: можно отдать половину времени на часах за лишнее очко (по умолчанию yes)
cmd-tournament-create-opt-rules = правила
    .description = Набор правил (по умолчанию: castalia)
cmd-tournament-create-opt-time = время
    .description = Контроль времени: 3+2 (минуты+добавление) или 1d (дней на ход)
cmd-tournament-create-opt-rated = рейтинговый
    .description = Рейтинговый (по умолчанию: да, если есть часы) или товарищеский
cmd-tournament-create-opt-start = начало
    .description = Когда начнётся: now, 15m, 2h, 1d (по умолчанию 10m)
cmd-tournament-create-opt-name = название
    .description = Название турнира
cmd-tournament-create-opt-band = диапазон
    .description = Только игроки с рейтингом в этом диапазоне, например 1200-1600
cmd-tournament-join = вступить
    .description = Вступить в турнир этого сервера
cmd-tournament-join-opt-id = номер
    .description = Номер турнира (не указывайте для турнира, открытого здесь)
cmd-tournament-leave = покинуть
    .description = Покинуть турнир (если он уже идёт: сняться со следующих туров)
cmd-tournament-leave-opt-id = номер
    .description = Номер турнира (не указывайте для турнира здесь)
cmd-tournament-withdraw = сняться
    .description = Сняться с идущего турнира (новых пар не будет; сыгранные партии засчитываются)
cmd-tournament-withdraw-opt-id = номер
    .description = Номер турнира (не указывайте для турнира здесь)
cmd-tournament-berserk = берсерк
    .description = Арена: отдать половину времени за лишнее очко при победе (до вашего первого хода)
cmd-tournament-berserk-opt-game = партия
    .description = Номер партии (не указывайте для вашей текущей турнирной партии)
cmd-tournament-start = начать
    .description = Начать ваш турнир прямо сейчас
cmd-tournament-start-opt-id = номер
    .description = Номер турнира (не указывайте для турнира здесь)
cmd-tournament-standings = таблица
    .description = Турнирная таблица
cmd-tournament-standings-opt-id = номер
    .description = Номер турнира (не указывайте для турнира здесь)
cmd-tournament-pairings = пары
    .description = Пары тура (на арене: идущие партии)
cmd-tournament-pairings-opt-id = номер
    .description = Номер турнира (не указывайте для турнира здесь)
cmd-tournament-pairings-opt-round = тур
    .description = Тур (по умолчанию: последний, для которого составлены пары)
cmd-tournament-list = список
    .description = Турниры этого сервера
cmd-tournament-trf = trf
    .description = Турнир в виде отчёта FIDE TRF-16
cmd-tournament-trf-opt-id = номер
    .description = Номер турнира (не указывайте для турнира здесь)

## Discord: the game embed, buttons and the adapter's own words

discord-cut-attached = … (полный текст во вложении)
# $id: the game's number; $white, $black: the players' names.
discord-game-title = Партия #{ $id }: { $white } — { $black }
# $variant: the rule set (castalia, castalia-weak, standard); $time: the time control (10+5, 3d, none).
discord-game-rules = { $variant }, { $time }, { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    }
discord-field-white = Белые
discord-field-black = Чёрные
discord-field-rules = Правила
discord-field-move = Ход
discord-field-last-move = Последний ход
discord-no-move-yet = пока нет
discord-field-time-runs-out = Время истекает
discord-confirm-resign = Сдать партию #{ $id }? Ваш соперник победит; отменить это будет нельзя.
button-rematch = Реванш
button-move = Ход
button-abort = Прервать
button-resign = Сдаться
button-offer-draw = Предложить ничью
button-flip = Перевернуть доску
button-explain-last = Объяснить последний ход
button-hint = Подсказка
button-retry = Ещё раз
button-skip = Дальше (пропустить)
button-next = Дальше
button-join = Вступить
button-leave = Покинуть
button-accept = Принять
button-decline = Отклонить
button-cancel = Отменить
discord-nothing-changed = Ничего не изменилось: партия продолжается.

## The console (the local terminal front end)

# $user: the console user's name.
console-welcome = Консоль шахмат с Касталией. Вы — `{ $user }`; `/as NAME` меняет пользователя, `/помощь` — список команд, `/quit` — выход.
console-images-folder = Изображения доски сохраняются в { $folder }/
console-not-utf8 = Эта строка — не текст в UTF-8, поэтому она пропущена: введите команду ещё раз.
console-you-are = Теперь вы — { $user }.
console-bad-name = Скажите, кто вы, например `/as alice` (от 1 до 32 символов: буквы, цифры, `_`, `-` или `.`).
console-bot-thinking = (бот думает...)
# A private answer (on Discord only its reader sees it); $text: the answer.
console-only-you = (только вам) { $text }
console-wrote = (записано: { $path })
console-cannot-write = (не удалось записать { $path }: { $error })
# $moves: the moves, e.g. "Cd5 (d4-d5), Qxe7 (e2-e7)".
console-solution-moves = Ваши ходы в решении: { $moves }
# The legend under a text board; $marks: e.g. "[ ] moved from / to, < > kidnapped piece".
console-marks = Обозначения: { $marks }
console-mark-moved = откуда / куда пошла фигура
console-mark-kidnapped = похищенная фигура
console-mark-repulsed = оттолкнутая фигура
# A moment relative to now: $n units ($unit: s, min, h, days) in the future or the past.
console-relative-time = { $when ->
        [future] через { $n } { $unit ->
            [s] сек
            [min] мин
            [h] ч
           *[days] { $n ->
                [one] день
                [few] дня
                [many] дней
               *[other] дня
            }
        }
       *[past] { $n } { $unit ->
            [s] сек
            [min] мин
            [h] ч
           *[days] { $n ->
                [one] день
                [few] дня
                [many] дней
               *[other] дня
            }
        } назад
    }

## Легенда картинок (что показывает каждый цвет)

legend-move = ход
legend-moved-from-to = откуда / куда
legend-castalia-path = путь Касталии
legend-kidnap-drag = похищение
legend-repulse-push = отталкивание
legend-kidnapped-piece = похищенная фигура
legend-repulsed-piece = оттолкнутая фигура
legend-king-in-check = король под шахом
legend-better-move = лучший ход
legend-threat = угроза
