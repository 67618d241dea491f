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
    `/доска [перевернуть]`, `/ходы`, `/pgn`, `/статистика [игрок]`, `/лидеры`, `/правила`, `/web` (доска в браузере)
    `/партии`: ваши партии здесь и вызовы, ждущие вашего ответа; команде, которая касается одной партии, можно указать её номер (`/доска 12` или `партия:12`)
    `/объяснить`: что делает последний ход и чем он хорош или плох; `/объяснить 8...Cd5` или `/объяснить mine` (ваш последний ход): более ранний ход; `/объяснить ХОД` покажет ход до того, как он сделан
    `/разбор [партия]`: движок разбирает партию: ошибки, лучшие ходы, точность, график и PGN с комментариями (партию между людьми — после её окончания)
    `/забыть`: удалить всё, что бот хранит о вас (администраторы сервера: `/забыть игрок`)
    `/турнир создать тип:швейцарка туры:5 время:10+5 начало:15m название:Зимний турнир`, `/турнир вступить`, `/турнир пары`, `/турнир таблица`, `/турнир сняться`, `/турнир список`, `/турнир завершить`: турниры здесь (арена, швейцарская система или круговой)
    В текстовой команде значение с пробелами продолжается до следующего параметра (`название:Зимний турнир время:10+5`), или возьмите его в кавычки (`название:"Зимний турнир"`)
    `/настройки [тема:океан] [координаты:выкл] [уведомления:лс] [язык:de]`: вид доски, уведомления также в личные сообщения и язык, на котором бот с вами говорит
    `/обучение`, `/обучение урок:3`, `/обучение действие:подсказка`: курс по Касталии, урок за уроком (если у вас нет текущей партии, на упражнение можно ответить и просто через `/ход`)
    `/задача [темы:kidnap]`, `/задача ежедневная`, `/задача ход:Cd5`, `/задача сдаться`: решайте задачи с Касталией (если у вас нет текущей партии, ответить можно и просто через `/ход`)
    Параметры: правила `касталия` (по умолчанию), `касталия-слабая`, `стандарт`; расстановка `касталия`, `классика` или FEN; цвет `белые`, `чёрные`, `случайно`; время `нет`, `10+5`, `3d` (если не указано — по умолчанию сервера); рейтинговая `да` или `нет` (партия без часов всегда без рейтинга).

rules-brief = **Шахматы с Касталией** (М. Винтер, 2006): обычные шахматы плюс **Касталия** (C), которая стоит около 3 пешек.
    1. Она ходит как ферзь на **свободное** поле и **никогда не бьёт**. Взять её можно.
    2. **Похищение** (обязательное): ближайшая фигура позади неё на линии хода (любого цвета, в том числе король) перетаскивается на поле, которое она покинула. По правилам castalia-weak она похищает, только когда ходит на одно поле.
    3. **Отталкивание**: фигура противника на поле сразу за полем назначения сдвигается дальше в том же направлении, насколько может. Пешку никогда не сдвигают на её первую горизонталь; пешка, оттолкнутая на последнюю горизонталь, становится ферзём.
    4. Ход допустим, если после него ваш король не под ударом: так Касталия может увести вашего короля из-под шаха. Сама Касталия ничего не атакует и шаха не даёт.
    5. В начальной позиции ферзевые кони заменены Касталиями; пешка может превратиться в Касталию.
    Всё остальное — как в обычных шахматах (право на рокировку теряется, если король или ладья сдвинуты с места). Чтобы увидеть, что делает ход, используйте `/объяснить`, а изучить игру шаг за шагом можно с `/обучение`.
    Полные правила, со всеми решениями там, где изобретатель молчит, и с разобранными примерами: `docs/rules.md` в исходном коде бота.

## Web board: what the server says on the page (the page's own words are web-ui-*)

# A square's accessible name on the web board: its coordinate, then the piece on it.
web-square = { $square }, { $piece ->
        [pawn] { $piece_color ->
            [white] белая
           *[black] чёрная
        } пешка
        [knight] { $piece_color ->
            [white] белый
           *[black] чёрный
        } конь
        [bishop] { $piece_color ->
            [white] белый
           *[black] чёрный
        } слон
        [rook] { $piece_color ->
            [white] белая
           *[black] чёрная
        } ладья
        [queen] { $piece_color ->
            [white] белый
           *[black] чёрный
        } ферзь
        [king] { $piece_color ->
            [white] белый
           *[black] чёрный
        } король
       *[castalia] { $piece_color ->
            [white] белая
           *[black] чёрная
        } Касталия
    }
web-off = Этот бот не предоставляет веб-доску.
# The description of the Activity's entry point command (its launcher in Discord).
web-entry-point = Открыть живую доску в этом канале
web-link = Ваша ссылка для входа на веб-доску (действует один раз, 10 минут; никому её не передавайте): { $link }
web-square-empty = { $square }, пусто
# status-over for the web board, which has its own Rematch button.
web-status-over = Партия #{ $id } окончена: **{ $outcome }** ({ $result }, { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    }).
# The same as status-aborted-by-player and status-aborted-no-first-move, for the web board, which has its own Rematch button.
web-status-aborted-by-player = Партия #{ $id } прервана игроком { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    }) (без результата, рейтинги не изменились).
web-status-aborted-no-first-move = Партия #{ $id } прервана: игрок { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    }) не сделал первый ход вовремя (без результата, рейтинги не изменились).
# A legal destination's accessible name: the square's ($square_label: web-square or web-square-empty), then what the move does ($effect: web-effect-displaced, two joined by announce-both, or the move's SAN).
web-square-effect = { $square_label }: { $effect }
web-signin-failed = Эта ссылка уже использована или старше 10 минут. Наберите боту /web, чтобы получить новую.
web-error-signed-out = Вы не вошли. Наберите боту /web, чтобы получить ссылку для входа.
web-error-origin = Запрос пришёл с другого сайта и отклонён; ничего не изменилось.
web-error-bad-request = Запрос не удалось прочитать; ничего не изменилось.
web-error-activity-refused = Discord не подтвердил, что вы участвуете в этой активности здесь; закройте её и откройте снова.
web-error-position-changed = Позиция тем временем изменилась, поэтому ваш ход не сделан.
web-error-not-a-player = Это могут только игроки партии №{ $id }; вы её смотрите.
web-error-too-large = Запрос слишком велик; ничего не изменилось.
web-error-no-game = Нет партии №{ $id }, которую вы можете видеть.
web-error-not-found = Здесь ничего нет.
web-error-too-many = Слишком много запросов: подождите немного и попробуйте снова.
web-error-discord-off = Вход через Discord у этого бота не настроен: наберите боту /web.
web-error-discord-failed = Discord не подтвердил, кто вы; попробуйте ещё раз.
web-error-no-review = Разбор партии между людьми доступен только после её окончания (честная игра).
web-challenge-incoming = { $player } вызывает вас: { $terms }
web-rematch-offered = { $player } предлагает вам реванш.
web-challenge-open = { $player } предлагает партию всем: { $terms }
web-challenge-yours = Ваш вызов игроку { $player }: { $terms }
web-challenge-yours-open = Ваш открытый вызов: { $terms }
web-level = Уровень { $level }
# What a Castalia move would do, said to its player before it is played ($owner: yours, player, bot or removed, as in announce-displaced).
web-effect-displaced = { $how ->
        [kidnap] похищает
       *[push] отталкивает
    } { $owner ->
        [own] { $piece ->
            [pawn] свою пешку
            [knight] своего коня
            [bishop] своего слона
            [rook] свою ладью
            [queen] своего ферзя
            [king] своего короля
           *[castalia] свою Касталию
        }
        [yours] { $piece ->
            [pawn] вашу пешку
            [knight] вашего коня
            [bishop] вашего слона
            [rook] вашу ладью
            [queen] вашего ферзя
            [king] вашего короля
           *[castalia] вашу Касталию
        }
        [player] { $piece ->
            [pawn] пешку
            [knight] коня
            [bishop] слона
            [rook] ладью
            [queen] ферзя
            [king] короля
           *[castalia] Касталию
        } игрока { $player }
        [bot] { $piece ->
            [pawn] пешку
            [knight] коня
            [bishop] слона
            [rook] ладью
            [queen] ферзя
            [king] короля
           *[castalia] Касталию
        } бота
       *[removed] { $color ->
            [white] { $piece ->
                [pawn] белую пешку
                [knight] белого коня
                [bishop] белого слона
                [rook] белую ладью
                [queen] белого ферзя
                [king] белого короля
               *[castalia] белую Касталию
            }
           *[black] { $piece ->
                [pawn] чёрную пешку
                [knight] чёрного коня
                [bishop] чёрного слона
                [rook] чёрную ладью
                [queen] чёрного ферзя
                [king] чёрного короля
               *[castalia] чёрную Касталию
            }
        }
    } с { $from } на { $to }{ $queen ->
        [yes] , где та превращается в ферзя
       *[no] {""}
    }

## Settings

# $theme: a board theme's name, as the language names it (choice-theme-*).
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
settings-language-console = { $language } (--lang консоли)
# $themes: the themes' names, comma-separated.
settings-how-to-change = Изменить их можно так: `/настройки тема:лес координаты:выкл уведомления:лс язык:de` (темы: { $themes }; уведомления: лс или канал; язык: en, de, fr, es, ru, pt-BR или авто — { $site ->
        [console] как в --lang консоли
       *[discord] как в Discord
    }).
settings-sample-board-alt = Пример доски с вашими настройками (цвета, фигуры и координаты): начальная позиция шахмат с Касталией.

## Slash commands: the names and descriptions Discord shows (names: lower case, 1-32 letters,
## digits, - or _, no spaces; descriptions: 1-100 characters). Option values stay as typed.

cmd-challenge = вызов
    .description = Вызвать кого-нибудь на партию (без игрока — открытый вызов, его может принять любой)
cmd-challenge-opt-user = игрок
    .description = С кем играть (не указывайте для открытого вызова)
cmd-challenge-opt-rules = правила
    .description = Набор правил (по умолчанию: касталия)
cmd-challenge-opt-setup = расстановка
    .description = Начальная позиция: касталия, классика или FEN
cmd-challenge-opt-color = цвет
    .description = Ваш цвет (по умолчанию: случайно)
cmd-challenge-opt-time = время
    .description = Контроль времени: нет, 10+5 (минуты+добавление) или 3d (дней на ход)
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
    .description = Ваш цвет (по умолчанию: случайно)
cmd-play-opt-rules = правила
    .description = Набор правил (по умолчанию: касталия)
cmd-play-opt-time = время
    .description = Контроль времени: нет, 10+5 (минуты+добавление) или 3d (дней на ход)
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
cmd-web = web
    .description = Ссылка для входа на веб-доску (видна только вам)
cmd-stats = статистика
    .description = Рейтинги и результаты игрока (по умолчанию: ваши)
cmd-stats-opt-user = игрок
    .description = Чья статистика
cmd-leaderboard = лидеры
    .description = Лучшие по рейтингу игроки сервера (в ЛС: вы и ваши соперники по рейтинговым партиям)
cmd-leaderboard-opt-rules = правила
    .description = Набор правил (по умолчанию: касталия)
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
    .description = лс: писать мне и в личные сообщения (ваш ход, вызовы, напоминания, конец партии)
cmd-settings-opt-language = язык
    .description = Язык, на котором я с вами говорю (авто: язык вашего Discord)
cmd-puzzle = задача
    .description = Решить задачу с Касталией (ответы и доски видны только вам)
cmd-puzzle-opt-action = действие
    .description = новая (по умолчанию), ежедневная (сегодня одна для всех), показать или сдаться
cmd-puzzle-opt-themes = темы
    .description = Тема, например kidnap, repulse, mateIn2, defence
cmd-puzzle-opt-move = ход
    .description = Ваш ответ в задаче, которую вы решаете, например Cd5
cmd-learn = обучение
    .description = Научитесь шахматам с Касталией: короткие уроки с упражнениями (видны только вам)
cmd-learn-opt-lesson = урок
    .description = Номер урока, который открыть (не указывайте, чтобы продолжить с того места, где остановились)
cmd-learn-opt-action = действие
    .description = подсказка, заново (упражнение заново) или дальше (к следующему упражнению)
cmd-learn-opt-move = ход
    .description = Ваш ответ на упражнение, например Cd5
cmd-tournament = турнир
    .description = Турниры на этом сервере: арена, швейцарская система и круговой
cmd-tournament-create = создать
    .description = Создать турнир (нужно право «Управление событиями»)
cmd-tournament-create-opt-kind = тип
    .description = арена (пары по мере окончания партий), швейцарка (голландская система FIDE) или круговой
cmd-tournament-create-opt-rounds = туры
    .description = Швейцарская система: число туров (по умолчанию 5)
cmd-tournament-create-opt-minutes = минуты
    .description = Арена: сколько она длится, в минутах (по умолчанию 30)
cmd-tournament-create-opt-double = двухкруговой
    .description = Круговой: каждый играет с каждым дважды, со сменой цвета
cmd-tournament-create-opt-berserk = берсерк
    .description = Арена: можно отдать половину времени на часах за лишнее очко (по умолчанию да)
cmd-tournament-create-opt-rules = правила
    .description = Набор правил (по умолчанию: касталия)
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
cmd-tournament-end = завершить
    .description = Завершить ваш турнир сейчас с текущей таблицей
cmd-tournament-end-opt-id = номер
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

## Значения параметров: варианты параметров команд на каждом языке
## (`/играть цвет:белые` — это `/play color:white`); одно слово на значение, строчными, без пробелов.

choice-color-white = белые
choice-color-black = чёрные
choice-color-random = случайно
choice-rules-castalia = касталия
choice-rules-castalia-weak = касталия-слабая
choice-rules-standard = стандарт
choice-setup-castalia = касталия
choice-setup-classic = классика
choice-time-none = нет
choice-yesno-yes = да
choice-yesno-no = нет
choice-onoff-on = вкл
choice-onoff-off = выкл
choice-notify-dm = лс
choice-notify-channel = канал
choice-theme-classic = классика
choice-theme-ocean = океан
choice-theme-forest = лес
choice-language-auto = авто
choice-kind-arena = арена
choice-kind-swiss = швейцарка
choice-kind-roundrobin = круговой
choice-puzzle-new = новая
choice-puzzle-daily = ежедневная
choice-puzzle-show = показать
choice-puzzle-giveup = сдаться
choice-learn-hint = подсказка
choice-learn-retry = заново
choice-learn-next = дальше

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
# Launches the board as a Discord Activity in the channel.
button-play-on-board = Играть на доске
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
# The web board's address, printed when the console starts ($url: http://127.0.0.1:8080/).
console-board = Доска: { $url }
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


## Discord: a game's start, its thread, and where an answer went

# The start message in the channel; $white, $black: the players' names; $terms: the rule set, the time control and rated or casual (discord-game-rules).
discord-game-starts = Партия #{ $id } начинается: **{ $white }** (белые) — **{ $black }** (чёрные), { $terms }.
# The same for a game shown on one board edited in place; the game's status follows it.
discord-game-starts-live = Партия #{ $id } начинается: **{ $white }** (белые) — **{ $black }** (чёрные).
# Follows discord-game-starts once the game's thread is open; $thread: a link to the thread.
discord-game-thread-link = Играйте в ветке партии: { $thread }
# Follows discord-game-starts until then.
discord-game-thread-below = Ветка партии откроется ниже.
# A game's thread name (at most 100 characters); $title: the players ("alice vs bob").
discord-game-thread-name = #{ $id } { $title }
# Said privately where the answer to a command or a click was posted elsewhere; $thread, $channel: links.
discord-pointer-thread = Готово: партия продолжается в ветке { $thread }.
discord-pointer-board = Готово: доска партии #{ $id } обновлена в { $channel }.
# A challenge's message once accepted; $name: who accepted it.
discord-challenge-accepted = **{ $name }** принимает вызов: партия начинается ниже.
# The private Resign question, closed once the player resigned.
discord-you-resigned = Вы сдались.
# A button of an older version of the bot, or a damaged one.
discord-stale-button = Эта кнопка больше не работает; наберите `/доска`, чтобы получить свежую доску.
# Under a notice sent by direct message; $link: the game's channel or thread.
discord-dm-go-to-game = Перейти к партии: { $link }

## Discord: the move picker (the Move button's private menus)

# $board: what the picker moves in ("Game #12", "Exercise 3.2").
discord-picker-which-piece = { $board }: какой фигурой вы ходите? (Это видите только вы.)
# A menu's placeholder (at most 100 characters, as every label of the picker).
discord-picker-choose-piece = Выберите фигуру
# A piece in the menu: $piece on $square, and the number of its legal moves.
discord-picker-piece = { $piece ->
        [pawn] Пешка
        [knight] Конь
        [bishop] Слон
        [rook] Ладья
        [queen] Ферзь
        [king] Король
       *[castalia] Касталия
    } { $square } ({ $count ->
        [one] { $count } ход
        [few] { $count } хода
        [many] { $count } ходов
       *[other] { $count } хода
    })
# $board as in discord-picker-which-piece; the $piece on $square.
discord-picker-where = { $board }: куда пойдёт { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
        [king] король
       *[castalia] Касталия
    } с { $square }?
discord-picker-choose-destination = Выберите, куда она пойдёт
# A menu's placeholder when a piece has too many moves for one menu: the moves in $directions (discord-picker-direction, joined by commas), $count of them.
discord-picker-moves-toward = Ходы: { $directions } ({ $count })
# A direction on the board (north: towards the 8th rank); other: moves along no line (a knight's jump, castling).
discord-picker-direction = { $direction ->
        [north] север
        [north-east] северо-восток
        [east] восток
        [south-east] юго-восток
        [south] юг
        [south-west] юго-запад
        [west] запад
        [north-west] северо-запад
       *[other] прочие
    }
# A pawn's move to the last rank ($square); the new piece is asked next.
discord-picker-promotes = { $square }: превращение (новую фигуру выберете дальше)
discord-picker-another-piece = Выбрать другую фигуру
discord-picker-choose-promotion = Выберите новую фигуру
discord-picker-promotion = { $board }: пешка с { $from } доходит до { $to }. В какую фигуру она превратится?
# **Move** is the board's button (button-move).
discord-picker-stale-game = Позиция в партии #{ $id } изменилась с тех пор, как было открыто это меню, поэтому ход не сделан. Нажмите **Ход** на самой новой доске или наберите `/ход`.
discord-picker-stale-lesson = С тех пор как было открыто это меню, вы перешли к другому упражнению, поэтому ход не сделан. Наберите `/обучение`, чтобы увидеть ваше текущее упражнение.
# The picker closed after a move; $san: the move (Cd5).
discord-picker-played = Вы сыграли **{ $san }** в партии #{ $id }.

## Discord: the adapter's refusals and apologies

# The bot's permissions, as Discord's server settings name them.
discord-permission-view-channel = Просматривать канал
discord-permission-send-messages = Отправлять сообщения
discord-permission-send-messages-in-threads = Отправлять сообщения в ветках
discord-permission-embed-links = Встраивать ссылки
discord-permission-attach-files = Прикреплять файлы
# $permissions: the names of the missing permissions (discord-permission-*), joined by commas; $count: how many.
discord-missing-permissions = Я не могу проводить партии в этом канале: мне здесь не хватает { $count ->
        [one] разрешения
        [few] разрешений
        [many] разрешений
       *[other] разрешений
    }: { $permissions }. Попросите администратора сервера выдать { $count ->
        [one] его
       *[other] их
    } мне (или моей роли) или играйте в другом канале.
discord-bot-challenged = Боты не принимают вызовы. Сыграйте с этим ботом: `/играть уровень:3`.
discord-sorry = Извините, не получилось; попробуйте ещё раз.
discord-sorry-explain = Извините, с объяснением что-то пошло не так. Попробуйте ещё раз.
discord-sorry-review = Извините, с разбором что-то пошло не так. Попробуйте позже.
# A review's progress; $bar: ten characters of # (done) and - (to do), kept as they are; $percent: 0 to 100.
discord-review-progress = Движок разбирает партию: `[{ $bar }]` { $percent }%
# $command: the command's name as the user's Discord shows it (tournament join).
discord-server-only = `/{ $command }` работает в канале сервера, где партию видят оба игрока. Здесь можно сыграть с ботом: `/играть уровень:3`.
# $subcommands: the subcommands' names, joined by commas.
discord-subcommand-required = Укажите одну из подкоманд: { $subcommands }
# $input: what the user typed in an option; $command as in discord-server-only.
discord-unreadable-input = Не удалось прочитать `{ $input }` в `/{ $command }`. `/помощь` перечисляет команды и то, что принимают их параметры.
discord-unreadable-option = Не удалось прочитать параметр в `/{ $command }`. `/помощь` перечисляет команды и то, что принимают их параметры.
discord-options-mismatch = Не удалось прочитать параметры `/{ $command }`: выбирайте их из списков, которые показывает Discord (если форма выглядит не так, как в `/помощь`, возможно, Discord ещё показывает старую версию команды; попробуйте через минуту).
# The title and the text of the answer when a command broke down.
discord-internal-error = Внутренняя ошибка
discord-internal-error-details = Произошла непредвиденная внутренняя ошибка.

## Discord: a tournament's thread and scheduled event, the settings menu

# The name of a tournament's thread and of its event in the server's calendar (at most 100 characters); $name: the tournament's name.
discord-tournament-name = Турнир #{ $id }: { $name }
# The event's description; $summary: the tournament in a few words ("Swiss, 5 rounds, 3+2").
discord-tournament-event = { $summary }. Вступить можно командой `/турнир вступить` в канале.
# A choice of `/settings language:` (at most 100 characters): the language of the user's Discord.
discord-language-auto = auto (язык вашего Discord)

## Players and games in words

# The bot as a player; $level is 1 to 8.
play-seat-bot = Бот Касталии (уровень { $level })
# A player whose data was deleted at their request.
play-seat-removed = удалённый игрок
# A game's title: its players, white first.
play-game-title = { $white } — { $black }
# A time control: no clock at all.
play-time-none = без часов
# A correspondence time control.
play-time-days = { $days ->
        [one] { $days } день на ход
        [few] { $days } дня на ход
        [many] { $days } дней на ход
       *[other] { $days } дня на ход
    }
# Why a game ended without a result; $color is the player's colour (white or black).
play-aborted-by = прервана игроком { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    })
play-aborted-no-first-move = прервана: игрок { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    }) не сделал первый ход вовремя

## Refusals

error-no-game = У вас нет партии в этом канале. Начните её: `/вызов @игрок` или `/играть уровень:3`.
# $games is a list of error-which-game-item; $first is the number of the first of them.
error-which-game = У вас здесь { $count } { $count ->
        [one] партия
        [few] партии
        [many] партий
       *[other] партии
    } ({ $games }). Укажите, какая имеется в виду: `партия:НОМЕР`, например `партия:{ $first }`.
# One game in the list of error-which-game; $title is error-which-game's players ("alice vs bob").
error-which-game-item = #{ $id } { $title }
error-unknown-game = Здесь нет партии #{ $id }. Наберите `/партии`, чтобы увидеть свои.
error-game-over = Партия #{ $id } окончена. Начните новую: `/вызов` или `/играть`.
error-not-a-player = Это могут делать только игроки партии #{ $id }; смотреть может любой: `/доска партия:{ $id }`.
# $player is the player whose turn it is.
error-not-your-turn = Сейчас не ваш ход: ходит { $player }.
error-no-challenge = Здесь нет вызова для вас. Вызовите кого-нибудь: `/вызов @игрок`.
error-unknown-challenge = Здесь нет вызова #{ $id }: возможно, он истёк или на него уже ответили.
# $challenges is a list of error-which-challenge-item.
error-which-challenge = Здесь вас ждут несколько вызовов ({ $challenges }). Укажите, какой: `номер:N`.
# One challenge in the list of error-which-challenge.
error-which-challenge-item = #{ $id } от { $challenger }
error-not-your-challenge = Этот вызов адресован не вам.
error-own-challenge = Нельзя принять собственный вызов; `/отменить` отзывает его.
error-self-challenge = Нельзя вызвать самого себя. Сыграйте с ботом (`/играть уровень:3`) или вызовите кого-нибудь другого.
error-conflict = Партия изменилась, пока ваша команда была в пути; попробуйте ещё раз.
error-damaged = Сохранённая запись партии #{ $id } повреждена, поэтому продолжить партию нельзя; запись оставлена как есть. Пожалуйста, сообщите об этом владельцу бота.
error-storage = Извините, боту не удалось это сохранить, поэтому ничего не изменилось. Попробуйте ещё раз чуть позже.
error-busy = Извините, бот занят и не успел ответить; попробуйте ещё раз.

## Challenges

challenge-not-in-dm = Вызовы делаются там, где их видят оба игрока: используйте `/вызов` в канале сервера или в личных сообщениях (или групповом чате) с другом (сначала добавьте приложение в свой аккаунт). Здесь можно сыграть с ботом: `/играть уровень:3`.
challenge-answer-not-in-dm = На вызовы отвечают там, где их сделали: в канале сервера или в личных сообщениях (или групповом чате) с другом. Здесь можно сыграть с ботом: `/играть уровень:3`.
# $max is the most open challenges one player may have at once (never 1).
challenge-too-many = У вас уже { $max } { $max ->
        [one] открытый вызов
        [few] открытых вызова
       *[other] открытых вызовов
    }: отзовите один командой `/отменить` или дождитесь, пока на какой-нибудь ответят или он истечёт.
# Sent to the challenged player by direct message. $terms is a challenge-terms; $minutes is how long the challenge stays open.
challenge-you = { $challenger } вызывает вас на партию: { $terms } (вызов #{ $id }, действует { $minutes } мин). Ответьте там же: `/принять` или `/отклонить`.
# $terms is a challenge-terms.
challenge-posted = { $challenger } вызывает { $opponent } на партию: { $terms }.
# The line after challenge-posted, addressed to the challenged player ($opponent).
challenge-posted-answer = { $opponent }: `/принять` или `/отклонить` (вызов #{ $id }, действует { $minutes } мин).
# A challenge anyone may accept; $terms is a challenge-terms.
challenge-open = { $challenger } делает открытый вызов: { $terms }.
challenge-open-answer = Принять его может любой: `/принять` (вызов #{ $id }, действует { $minutes } мин).
# $player declines the challenge $challenger made.
challenge-declined = { $player } отклоняет вызов от { $challenger }.
challenge-withdrawn = { $player } отзывает вызов #{ $id }.
challenge-expired = Вызов #{ $id } от { $challenger } истёк без ответа.
# A game's terms: the kind of chess, then in brackets the setup (a challenge-setup), the colours
# ($challenger is the challenger's name), the time control (e.g. "10+5", "no clock") and whether
# the game is rated.
challenge-terms = { $chess ->
        [castalia] шахматы с Касталией
       *[orthodox] обычные шахматы
    } ({ $setup }, { $color ->
        [white] { $challenger } играет белыми
        [black] { $challenger } играет чёрными
       *[random] цвета по жребию
    }, { $time }, { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    })
# The terms of a game already started: setup (a challenge-setup), time control, rated or not.
challenge-terms-short = { $setup }, { $time }, { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    }
# $rules is the rule set's name as typed (castalia, castalia-weak, standard); $fen a position in FEN.
challenge-setup = правила { $rules }, { $setup ->
        [castalia] расстановка castalia
        [classic] расстановка classic
       *[fen] позиция из FEN { $fen }
    }

## Games starting and ending

# $terms is a challenge-terms-short.
play-game-starts = Партия #{ $id } начинается: { $white } (белые) — { $black } (чёрные), { $terms }.
# The start of a game against the bot, followed by the bot's level described; $terms is a challenge-terms-short.
play-game-against-bot = Партия #{ $id }: { $white } (белые) — { $black } (чёрные), { $terms }.
# The bot's level ($level, 1 to 8) described, with its approximate strength ($elo).
play-bot-level = Уровень { $level } (около { $elo } Эло): { $level ->
        [1] новичок, который видит на ход вперёд и часто зевает
        [2] начинающий, который замечает простые угрозы, но упускает многие тактические удары
        [3] любитель, который играет разумно, но всё ещё зевает фигуры
        [4] начинающий клубный игрок, который видит короткую тактику
        [5] крепкий клубный игрок, иногда неточный
        [6] сильный клубный игрок
        [7] эксперт, который редко отступает от лучшего хода
       *[8] в полную силу: каждый раз лучший ход движка
    }.
play-bot-elo-orthodox = Этот Эло измерен в обычных шахматах, против Stockfish. Ни один другой движок не играет в шахматы с Касталией, поэтому там уровни измерены только друг против друга: каждый побеждает уровень ниже.
play-bot-casual = Это товарищеская партия: партии с ботом никогда не меняют рейтинг. Рейтинговые партии играются между людьми, например `/вызов @игрок время:10+5`.
# $waiting is the number of bot moves waiting for the engine.
play-bot-very-busy = Бот сейчас очень занят (в очереди { $waiting } { $waiting ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }). Попробуйте ещё раз через минуту.
play-abort-tournament = Партия #{ $id } — партия турнира #{ $tournament }: прервать её нельзя. `/сдаться` завершит её поражением.
play-abort-too-late = Партию #{ $id } уже нельзя прервать: обе стороны сделали ход. Вместо этого используйте `/сдаться` или `/ничья`.
# Shown when a finished game's thread is closed.
play-thread-closed = Партия #{ $id } окончена; её ветка закрыта.
play-rematch-still-going = Партия #{ $id } ещё идёт: сначала завершите её (`/сдаться`, `/ничья` или `/прервать`).
play-rematch-opponent-removed = Данные вашего соперника удалены, поэтому реванш невозможен. Вызовите кого-нибудь: `/вызов @игрок`.
# Put before the new challenge or game of a rematch.
play-rematch-of = Реванш партии #{ $id }:
play-rematch-no-game = У вас здесь нет завершённой партии для реванша. Укажите её: `/реванш партия:НОМЕР`.

## The bot's moves

# $reason is why (a sentence).
play-bot-could-not-move = Бот не смог сделать ход в партии #{ $id }: { $reason }
play-bot-not-its-turn = В партии #{ $id } сейчас не ход бота.
play-bot-already-thinking = Бот уже обдумывает ход в партии #{ $id }.
play-bot-no-legal-move = Бот не нашёл ни одного допустимого хода.
play-bot-stumbled = Извините, у бота произошёл сбой, пока он думал. Он попробует ещё раз через минуту.
# $place is the game's place in the queue of bot moves (2, 3, ...).
play-bot-queue = Бот занят другими партиями: ваша — { $place }-я в его очереди, и ход будет сделан, как только освободится обработчик.

## Moves

# **Move** is the board's button of that name.
move-position-changed = Позиция в партии #{ $id } изменилась с тех пор, как было открыто это меню, поэтому ход не сделан. Нажмите **Ход** на самой новой доске или наберите `/ход`.

## Clocks and deadlines

clock-claim-own-turn = Сейчас ваш ход: требовать победу по времени нельзя.
clock-claim-no-clock = В этой партии нет часов, так что требовать нечего.
# $until is a moment, shown relative to now ("in 5 minutes").
clock-claim-still-time = У { $player } ещё есть время: оно истекает { $until }.
# Correspondence: the player to move ($late) missed the deadline; $waiting may claim the win.
# $title is the game's players (play-game-title); $ends is a moment ("in 2 hours").
clock-time-up-claim = У { $late } истекло время в партии #{ $id } ({ $title }). { $waiting }: потребуйте победу сейчас командой `/потребовать`; иначе партия закончится сама { $ends }.
# As clock-time-up-claim, when the waiting side is the bot: the late player is told to move.
clock-time-up-move = У { $late } истекло время в партии #{ $id } ({ $title }). Сделайте ход сейчас: иначе партия закончится сама { $ends }.
# $due is a moment ("in 12 hours"); $title is the game's players (play-game-title).
clock-reminder = Напоминание: { $player }, ваш ход в партии #{ $id } ({ $title }) нужно сделать { $due }.

## Draw offers and takebacks

# $player offers; $opponent is asked to answer.
offer-draw = { $player } предлагает ничью в партии #{ $id }. { $opponent }: `/ничья` — принять, `/ничья отклонить` — отказаться.
offer-takeback = { $player } просит вернуть последний ход в партии #{ $id }. { $opponent }: `/возврат` — согласиться, `/возврат отклонить` — отказаться.
# $command is the command that answers the offer (/draw or /takeback).
offer-already-asked = Вы уже попросили; { $opponent } может ответить командой `{ $command }`.
# $plies is the number of half-moves taken back (1 or 2).
offer-taken-back = Ход возвращён (полуходов: { $plies }).
offer-draw-declined = { $player } отклоняет предложение ничьей.
offer-takeback-declined = { $player } отклоняет просьбу вернуть ход.
offer-nothing-to-take-back = Возвращать нечего: эта сторона ещё не ходила.
offer-no-draw-to-decline = Отклонять нечего: нет предложения ничьей, которое ждёт вашего ответа.
offer-no-takeback-to-decline = Отклонять нечего: нет просьбы вернуть ход, которая ждёт вашего ответа.
offer-bot-declines-draw = Бот отклоняет ваше предложение ничьей: он предпочитает играть дальше.
# $min and $max are the bot's levels (1 to 4).
offer-bot-takeback-levels = Бот разрешает возвращать ходы только на уровнях { $min }-{ $max }. Играйте дальше или `/сдаться`.

## Game options

error-standard-has-no-castalia = В обычных шахматах (standard) нет Касталии: используйте `расстановка:классика` или `правила:касталия`.
# $reason is what is wrong with the FEN (from the rules).
error-bad-fen = Этот FEN не годится: { $reason }. Укажите допустимый FEN или `расстановка:касталия` / `расстановка:классика`.
error-position-over = В этой позиции партия уже окончена (мат, пат или мёртвая ничья): выберите другую.
error-rated-without-clock = Партия без часов всегда товарищеская, поэтому она не может быть рейтинговой: задайте часы, например `время:10+5` или `время:3d`, или уберите `рейтинговая:да`.
# $rules is what the player typed; the rule set names are the choice-rules-* words.
error-unknown-rules = Неизвестный набор правил `{ $rules }`: используйте касталия, касталия-слабая или стандарт
error-setup-empty = `расстановка:` требует значения: `расстановка:касталия`, `расстановка:классика` или FEN в кавычках; не указывайте её, чтобы начать с обычной начальной позиции.
# $setup is what the player typed; the setup names are the choice-setup-* words.
error-unknown-setup = Неизвестная расстановка `{ $setup }`: используйте касталия, классика или FEN
# $color is what the player typed; the colour words are the choice-color-* words.
error-unknown-color = `{ $color }` — не цвет: используйте белые, чёрные или случайно.
# $time is what the player typed.
error-unknown-time = `{ $time }` — не контроль времени: используйте `нет`, `10+5` (минуты + секунды на ход, до 180+60) или `3d` (1-14 дней на ход).

## Typed commands (the console, prefix commands)

# Command names ($command, $name, $suggestion: move, board, ...) and option names ($option:
# game, move, ...) stay as they are typed.
# $length is the number of characters of the line; $max the most accepted.
command-too-long = Эта строка слишком длинная (символов: { $length }, допустимо не больше { $max }).
# $name is the command typed; $suggestion the nearest command name.
command-unknown-suggest = Неизвестная команда `/{ $name }`. Может быть, вы имели в виду `/{ $suggestion }`?
command-unknown = Неизвестная команда `/{ $name }`. Наберите `/помощь`, чтобы увидеть список.
command-takes-no-options = `/{ $command }` не принимает `{ $option }:`; у этой команды нет параметров.
# $allowed is the list of the options the command takes ("game:, move:").
command-unknown-option = `/{ $command }` не принимает `{ $option }:`; она принимает { $allowed }.
# $word is what was typed where a number was wanted; $number says which number.
command-not-a-number = `{ $word }` — не число: { $number ->
        [challenge] напишите номер вызова, например номер:7
        [tournament] напишите номер турнира, например номер:3
        [round] напишите номер тура, например тур:2
       *[game] напишите номер партии, например партия:12
    }
# $word is a word the command does not take.
command-bad-word = `/{ $command }` не понимает `{ $word }`: укажите номер партии, например `12` или `партия:12`, или ничего — для вашей партии здесь.
# As command-bad-word, for a command that also takes some words (`/board flip`).
command-bad-word-or-flag = `/{ $command }` не понимает `{ $word }`: укажите номер партии, например `12` или `партия:12`, или одно из слов, перечисленных в `/помощь`.
# $first and $second are game numbers.
command-two-games = Указаны две партии ({ $first } и { $second }): укажите одну, например `партия:{ $first }`.
command-unclosed-quote = Незакрытая кавычка: закройте её символом `"`.
command-option-empty = `{ $option }:` требует значения: укажите его или не указывайте параметр, чтобы взять значение по умолчанию.
# $level is what was typed; $min and $max are the weakest and strongest levels.
command-bad-level = `{ $level }` — не уровень: выберите от { $min } (новичок) до { $max } (в полную силу), например уровень:3
# The option values are the choice-* words of the language (language codes stay as they are).
command-coordinates-usage = координаты: принимает вкл или выкл, например `/настройки координаты:выкл`.
command-notify-usage = уведомления: принимает лс (уведомления также в личные сообщения) или канал, например `/настройки уведомления:лс`.
command-theme-usage = тема: принимает классика, океан или лес, например `/настройки тема:океан`.
command-language-usage = язык: принимает en, de, fr, es, ru, pt-BR или авто, например `/настройки язык:de`.
command-rated-usage = рейтинговая: принимает да или нет.
command-tournament-usage = Попробуйте `/турнир создать тип:швейцарка туры:3 время:10+5 начало:now`, `/турнир вступить`, `/турнир начать`, `/турнир пары`, `/турнир таблица`, `/турнир сняться`, `/турнир берсерк`, `/турнир список` или `/турнир завершить`.
# $word: a word `/tournament create` does not take.
command-tournament-create-word = `/турнир создать` не понимает `{ $word }`: настройки пишутся как `параметр:значение`, например `тип:швейцарка туры:5`. Значение с пробелами продолжается до следующего параметра (`название:Зимний турнир время:10+5`), или возьмите его в кавычки (`название:"Зимний турнир"`).
command-challenge-usage = Укажите, кого вызвать, например `/вызов bob`, или не указывайте никого для открытого вызова.
command-play-usage = Выберите уровень от 1 до 8, например `/играть уровень:3`.
command-move-usage = Укажите ход, например `/ход e4` или `/ход Cd5`.
command-puzzle-usage = Попробуйте `/задача`, `/задача темы:kidnap`, `/задача действие:ежедневная`, `/задача ход:Cd5` или `/задача действие:сдаться`.
command-learn-usage = Попробуйте `/обучение`, `/обучение 3`, `/обучение подсказка`, `/обучение заново`, `/обучение дальше` или `/обучение ход:Cd5`.
command-stats-usage = Укажите игрока, например `/статистика bob`.
command-forget-usage = Укажите игрока, например `/забыть bob` (для администраторов сервера), или просто `/забыть`, чтобы удалить свои данные.

## Games in a few words

# $time: the time control (play-time-*).
game-terms = { $rules }, { $time }, { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    }

## How a game ended

# $winner: white or black; $reason: how they won.
game-outcome-win = Победа { $winner ->
        [white] белых
       *[black] чёрных
    } ({ $reason ->
        [checkmate] мат
        [resignation] соперник сдался
        [timeout] у соперника истекло время
       *[abandonment] соперник покинул партию
    })
# $reason: why the game was drawn.
game-outcome-draw = { $reason ->
        [stalemate] Ничья (пат)
        [repetition] Ничья (троекратное повторение позиции)
        [fifty-moves] Ничья (правило 50 ходов)
        [dead-position] Ничья (недостаточно материала, мёртвая позиция)
        [agreement] Ничья по соглашению
       *[timeout-vs-insufficient-material] Ничья (время истекло, но у соперника недостаточно материала для мата)
    }

## Game status (shown under every board)

# $player: who aborted the game; $color: their colour.
status-aborted-by-player = Партия #{ $id } прервана игроком { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    }) (без результата, рейтинги не изменились). `/реванш` — предложить ещё одну.
# $player: who did not make a first move in time; $color: their colour.
status-aborted-no-first-move = Партия #{ $id } прервана: игрок { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    }) не сделал первый ход вовремя (без результата, рейтинги не изменились). `/реванш` — предложить ещё одну.
# A tournament game cannot be aborted: $player ($color) lost it by forfeit; $reason: why
# (no-first-move: their first-move time ran out; left: they ended it before both had moved);
# $tournament: the tournament's number.
status-tournament-forfeit = Партия #{ $id } окончена: игрок { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    }) { $reason ->
        [no-first-move] не сделал первый ход вовремя
       *[left] покинул партию, пока обе стороны ещё не сделали ход
    } и получает техническое поражение (турнир #{ $tournament }; техническое поражение не влияет на рейтинг). `/турнир таблица номер:{ $tournament }` покажет таблицу.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
status-over = Партия #{ $id } окончена: **{ $outcome }** ({ $result }, { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    }). `/реванш` — предложить ещё одну.
# The same as status-over, for a game of tournament $tournament.
status-over-tournament = Партия #{ $id } окончена: **{ $outcome }** ({ $result }, { $rated ->
        [rated] рейтинговая
       *[casual] товарищеская
    }), партия турнира #{ $tournament }. `/турнир таблица номер:{ $tournament }` покажет таблицу.
# $player: who is to move; $color: their colour; $number: the move number.
status-to-move = Ходит { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    }), ход { $number }, { $rated ->
        [rated] рейтинговая партия
       *[casual] товарищеская партия
    }.
status-to-move-in-check = Ходит { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    }, под шахом), ход { $number }, { $rated ->
        [rated] рейтинговая партия
       *[casual] товарищеская партия
    }.
# $white, $black: the time each side has left (4:05).
status-clocks = Часы: белые { $white }, чёрные { $black }.
status-abortable = Пока обе стороны не сделали ход, любая из них может прервать партию: `/прервать`.
# $player: who offers the draw.
status-draw-offer = { $player } предлагает ничью.
# $time: when the side to move runs out of time (shown as "in 5 minutes" or a date).
status-deadline = (время истекает { $time })

## A move just played

# $player: who played; $san: the move.
announce-played = { $player } делает ход **{ $san }**.
# $what: what the Castalia did: one announce-displaced, or two joined by announce-both.
announce-played-displacing = { $player } делает ход **{ $san }**: Касталия { $what }.
# The move in a few words, for a "last move" field.
announce-summary = { $san }: { $what }
# Two things the Castalia did (each an announce-displaced), the kidnap first.
announce-both = { $first } и { $second }
# A piece the Castalia dragged ($how: kidnap) or pushed ($how: push) from square $from to $to.
# $owner: whose piece it is: own (the mover's own), yours (the reader's), player ($player's),
# bot (the bot's), removed (a removed player's: the piece is named with its $color).
# $queen: yes when a pushed pawn became a queen.
announce-displaced = { $how ->
        [kidnap] похищает
       *[push] отталкивает
    } { $owner ->
        [own] { $piece ->
            [pawn] свою пешку
            [knight] своего коня
            [bishop] своего слона
            [rook] свою ладью
            [queen] своего ферзя
            [king] своего короля
           *[castalia] свою Касталию
        }
        [yours] { $piece ->
            [pawn] вашу пешку
            [knight] вашего коня
            [bishop] вашего слона
            [rook] вашу ладью
            [queen] вашего ферзя
            [king] вашего короля
           *[castalia] вашу Касталию
        }
        [player] { $piece ->
            [pawn] пешку
            [knight] коня
            [bishop] слона
            [rook] ладью
            [queen] ферзя
            [king] короля
           *[castalia] Касталию
        } игрока { $player }
        [bot] { $piece ->
            [pawn] пешку
            [knight] коня
            [bishop] слона
            [rook] ладью
            [queen] ферзя
            [king] короля
           *[castalia] Касталию
        } бота
       *[removed] { $color ->
            [white] { $piece ->
                [pawn] белую пешку
                [knight] белого коня
                [bishop] белого слона
                [rook] белую ладью
                [queen] белого ферзя
                [king] белого короля
               *[castalia] белую Касталию
            }
           *[black] { $piece ->
                [pawn] чёрную пешку
                [knight] чёрного коня
                [bishop] чёрного слона
                [rook] чёрную ладью
                [queen] чёрного ферзя
                [king] чёрного короля
               *[castalia] чёрную Касталию
            }
        }
    } с { $from } на { $to }{ $queen ->
        [yes] , где та превращается в ферзя
       *[no] {""}
    }

## A game's board, moves, PGN and result card

# A board in words (a picture's alt text, the text board); $board: the position in words.
game-board-words = Партия #{ $id } { $white } — { $black } ({ $rules }). { $board }
# The heading drawn on a board picture.
game-picture-header = #{ $id }  { $white } — { $black }  ({ $rules })
# $moves: the moves played, in PGN notation.
game-moves = Партия #{ $id } ({ $white } — { $black }): { $moves }
game-moves-none = Партия #{ $id } ({ $white } — { $black }): ходов пока нет
game-pgn = PGN партии #{ $id } ({ $white } — { $black }).
# The alt text of the worked example drawn with /rules.
game-rules-example-alt = Похищение и отталкивание в одном ходе Касталии: позиция до хода и после
game-card-not-yet = Партия #{ $id } ещё идёт; карточка с результатом появится, когда она закончится.
# The result card. $result: 1-0, 0-1 or 1/2-1/2; $outcome: how it ended (game-outcome-*);
# $moves: how many moves were played (a move: White's and Black's).
game-card-over = Партия #{ $id } окончена. { $white } (белые) — { $black } (чёрные): **{ $result }**: { $outcome } после { $moves } { $moves ->
        [one] хода
        [few] ходов
        [many] ходов
       *[other] хода
    }, { $rated ->
        [rated] рейтинговая партия
       *[casual] товарищеская партия
    }.
# $player: who aborted; $color: their colour.
game-card-aborted-by-player = Партия #{ $id } окончена. { $white } (белые) — { $black } (чёрные): прервана игроком { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    }) после { $moves } { $moves ->
        [one] хода
        [few] ходов
        [many] ходов
       *[other] хода
    }, { $rated ->
        [rated] рейтинговая партия
       *[casual] товарищеская партия
    }.
# $player: who did not make a first move in time; $color: their colour.
game-card-aborted-no-first-move = Партия #{ $id } окончена. { $white } (белые) — { $black } (чёрные): прервана после { $moves } { $moves ->
        [one] хода
        [few] ходов
        [many] ходов
       *[other] хода
    }, так как игрок { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    }) не сделал первый ход вовремя; { $rated ->
        [rated] рейтинговая партия
       *[casual] товарищеская партия
    }.
# A tournament game lost by forfeit ($reason as in status-tournament-forfeit).
game-card-tournament-forfeit = Партия #{ $id } окончена. { $white } (белые) — { $black } (чёрные): игрок { $player } ({ $color ->
        [white] белые
       *[black] чёрные
    }) { $reason ->
        [no-first-move] не сделал первый ход вовремя
       *[left] покинул партию, пока обе стороны ещё не сделали ход
    } и получил техническое поражение (турнир #{ $tournament }, без рейтинга).
# $sentence: the last move in a sentence (announce-played...).
game-last-move = Последний ход: { $sentence }
# The alt text of a finished game's animation. $moves: the moves in PGN notation;
# $board: the final board in words (game-board-words).
game-animation-alt = Анимация всей партии, ход за ходом: { $moves }. Итоговая позиция: { $board }
# The heading drawn on the animation.
game-animation-header = #{ $id }  { $white } — { $black }
# The heading of a move picker: a game, or a course exercise ($exercise: its number, 3.2).
game-choices-game = Партия #{ $id }
game-choices-exercise = Упражнение { $exercise }
game-no-legal-move = В партии #{ $id } нет допустимых ходов.

## /games

games-none = У вас здесь нет текущих партий и ждущих ответа вызовов. Начните партию: `/вызов @игрок` или `/играть уровень:3`.
games-heading = Ваши партии здесь:
games-line-your-move = #{ $id } { $white } — { $black } ({ $rules }, ваш ход)
# $player: who is to move.
games-line-to-move = #{ $id } { $white } — { $black } ({ $rules }, ходит { $player })
games-line-damaged = #{ $id } { $white } — { $black } ({ $rules }, запись повреждена)
games-challenges-heading = Вызовы:
# A challenge the reader made. $to: the challenged player; $terms: what it offers (rules,
# setup, colours, time).
games-challenge-from-you = #{ $id } от вас игроку { $to }, { $terms }: `/отменить номер:{ $id }` отзывает его
games-challenge-from-you-open = #{ $id } от вас всем (открытый), { $terms }: `/отменить номер:{ $id }` отзывает его
# A challenge to the reader, or an open one. $player: the challenger.
games-challenge-to-you = #{ $id } от { $player } вам, { $terms }: `/принять номер:{ $id }` или `/отклонить номер:{ $id }`
games-challenge-open = #{ $id } от { $player } всем (открытый), { $terms }: `/принять номер:{ $id }`

## /stats and /leaderboard

# A player's results in one rule set. $rating: a number, with ? while it is provisional;
# $rated: how many of the games were rated.
stats-line = { $rules }: рейтинг { $rating } · побед: { $wins }, ничьих: { $draws }, поражений: { $losses } (рейтинговых партий: { $rated })
stats-none = Завершённых партий пока нет.
leaderboard-empty-server = На этом сервере пока нет рейтинговых партий по правилам { $rules }. Вызовите кого-нибудь: `/вызов @игрок`.
leaderboard-empty-yours = У вас пока нет рейтинговых партий по правилам { $rules }. Вызовите кого-нибудь: `/вызов @игрок`.
leaderboard-empty-here = Здесь пока нет рейтинговых партий по правилам { $rules }. Вызовите кого-нибудь: `/вызов @игрок`.
leaderboard-heading-server = Лидеры ({ $rules }), игроки этого сервера; рейтинги общие:
leaderboard-heading-yours = Лидеры ({ $rules }): вы и игроки, с которыми вы играли рейтинговые партии (у каждого сервера своя таблица: наберите там `/лидеры`); рейтинги общие:
leaderboard-heading-here = Лидеры ({ $rules }), игроки здесь; рейтинги общие:
# A row: $rank: the place; $rating: a number, with ? while provisional; W wins, D draws,
# L losses.
leaderboard-row = { $rank }. { $player } { $rating } (+{ $wins } ={ $draws } −{ $losses })

## Notices by direct message

# $opponent: the other player.
notice-your-move = Ваш ход в партии #{ $id } против { $opponent }.
# $outcome: how it ended (game-outcome-*); $result: 1-0, 0-1 or 1/2-1/2.
notice-game-over = Партия #{ $id } против { $opponent } окончена: **{ $outcome }** ({ $result }).

## Who may do what

reply-not-for-a-game = С партией так сделать нельзя.
reply-not-for-a-challenge = С вызовом так сделать нельзя.
reply-decline-own-challenge = Это ваш собственный вызов: `/отменить` отзывает его.
reply-decline-open-challenge = Открытый вызов не нужно отклонять: он просто истечёт.
reply-only-challenger-cancels = Отменить вызов может только тот, кто его сделал; `/отклонить` отказывает в вызове, адресованном вам.

## Privacy (/forget)

privacy-cannot-forget-here = Здесь удалить свои данные нельзя.
privacy-only-admins = Убрать другого игрока с этого сервера может только администратор сервера; `/забыть` без игрока удаляет всё, что бот хранит о вас.
# $name: the user forgotten; $changed: how many game records changed ("a removed player" is
# game-seat-removed).
privacy-forgotten = Готово: бот больше ничего не хранит о { $name }. Записей партий, где теперь значится «удалённый игрок»: { $changed }; текущие партии сданы (или прерваны, если обе стороны ещё не сделали ход).
# $name: the user removed; $deleted: finished games deleted; $resigned: games resigned.
privacy-removed-here = Готово: игрок { $name } удалён с этого сервера: удалено завершённых партий здесь — { $deleted }, сдано текущих партий здесь — { $resigned }, и он убран из таблицы лидеров этого сервера. Его рейтинг и партии в других местах принадлежат ему: удалить их может только он сам, командой `/забыть`.

## Limits

# $seconds: how long to wait.
limits-slow-down = Помедленнее: слишком много команд сразу. Попробуйте снова через { $seconds } сек.
# $player: who would start the game; $games: their games in progress.
limits-too-many-games = У { $player } уже максимум текущих партий ({ $games }); сначала нужно доиграть или сдать одну из них (`/партии` покажет их).

## /explain and /review around the engine's words

fairplay-engine-closed = Анализ партии #{ $id } движком станет доступен после её окончания (тогда же и `/разбор партия:{ $id }`): пока партию играют два человека, никаких вердиктов, оценок и лучших ходов.
# The alt text of an explanation's picture.
analysis-picture-alt = Позиция до и после хода, со стрелками, показывающими, что он сдвинул
analysis-no-move-yet = В партии #{ $id } ещё не сделано ни одного хода: назовите ход, чтобы посмотреть его заранее, например `/объяснить Cd5`.
analysis-not-playing = Вы не играете в партии #{ $id }, поэтому ваших ходов в ней нет: назовите ход, например `/объяснить 8...Cd5`.
analysis-not-moved-yet = Вы ещё не ходили в партии #{ $id }: назовите ход, чтобы посмотреть его заранее, например `/объяснить Cd5`.
analysis-preview-heading = **Ход { $san } не сделан:** это предварительный просмотр в текущей позиции партии #{ $id }.
# $preview: the move previewed, with the number it would have (8... Cd5); $played: the same
# move played earlier, with its number; $typed: that move as typed to explain it (8...Cd5).
analysis-preview-note = Это предварительный просмотр хода { $preview } в текущей позиции; { $played } уже был сыгран раньше: его объяснит `/объяснить { $typed }`.
# $number: a move number as typed (8. or 8...); $first: the game's first move number.
analysis-before-start = Партия #{ $id } начинается с хода { $first }: хода { $number } в ней нет.
# $next: the number of the next move (8); $side: whose move it is.
analysis-not-played-yet = В партии #{ $id } ещё нет хода { $number }: следующий — ход { $next } { $side ->
        [white] белых
       *[black] чёрных
    }.
# $number: the move number given (8. or 8...), with nothing after it.
analysis-number-not-played = Ход { $number } в партии #{ $id } ещё не сделан: назовите ход, чтобы посмотреть его заранее, например `/объяснить { $number }Cd5`
# $number: the move number given; $played: the move played then (SAN); $typed: the move the
# user typed; $numbered: the move played, with its number, to type (8...Cd5).
analysis-wrong-move = В партии #{ $id } ходом { $number } был { $played }, а не { $typed }: наберите `/объяснить { $numbered }`.
# As analysis-wrong-move, when $typed was played at another move of the game.
analysis-wrong-move-or-latest = В партии #{ $id } ходом { $number } был { $played }, а не { $typed }: наберите `/объяснить { $numbered }` или уберите номер, чтобы объяснить последний сделанный ход `{ $typed }`.
review-nothing-yet = Разбирать пока нечего: в этой партии не сделано ни одного хода.
review-not-yours-yet = Партия #{ $id } ещё идёт, и до её окончания разбирать её могут только её игроки. Попробуйте `/разбор партия:{ $id }`, когда она закончится.
review-already-running = У вас уже идёт один разбор; он появится здесь, когда будет готов. Следующий можно запросить после него.
review-failed = Извините, с разбором что-то пошло не так. Попробуйте позже.
# The alt text of a review's picture; $review: the review in words.
review-picture-alt = График оценки партии #{ $id } (перевес после каждого хода) и её разбор: { $review }
# $nodes: how many positions the engine searched for each move.
review-heading = **Разбор партии #{ $id }** (узлов на позицию: { $nodes })
review-clean = Ни неточностей, ни ошибок, ни зевков: чистая партия.
review-key-moments = **Ключевые моменты**

## Pieces in lists

# One piece on its square, as an item of a list of pieces (`$pieces`, `$attackers`,
# `$checkers` in the sentences below).
piece-on-square = { $piece ->
        [pawn] { $piece_color ->
            [white] белая пешка
           *[black] чёрная пешка
        }
        [knight] { $piece_color ->
            [white] белый конь
           *[black] чёрный конь
        }
        [bishop] { $piece_color ->
            [white] белый слон
           *[black] чёрный слон
        }
        [rook] { $piece_color ->
            [white] белая ладья
           *[black] чёрная ладья
        }
        [queen] { $piece_color ->
            [white] белый ферзь
           *[black] чёрный ферзь
        }
        [king] { $piece_color ->
            [white] белый король
           *[black] чёрный король
        }
       *[castalia] { $piece_color ->
            [white] белая Касталия
           *[black] чёрная Касталия
        }
    } на { $piece_square }
# Lists: "x and y"; "x, y and z" is built as "x, (y and z)".
explain-list-and = { $first } и { $last }
explain-list-comma = { $first }, { $rest }

## What a legal move does

# The first line of an explanation: the move ($san, or "8... Cd5" for a move of a game) and
# what it does ($clauses: the explain-clause-* below, joined by semicolons).
explain-summary = { $san }: { $clauses }.
# A move in a menu: its SAN and what it does besides moving ($effects: the explain-clause-*
# and explain-does-* clauses, joined by semicolons).
explain-effect-label = { $san }: { $effects }
# Clauses of the summary line (lower case: they follow the move's SAN and a colon).
explain-clause-castalia = Касталия { $from }-{ $to }
explain-clause-kidnaps = похищает { $piece ->
        [pawn] { $piece_color ->
            [white] белую пешку
           *[black] чёрную пешку
        }
        [knight] { $piece_color ->
            [white] белого коня
           *[black] чёрного коня
        }
        [bishop] { $piece_color ->
            [white] белого слона
           *[black] чёрного слона
        }
        [rook] { $piece_color ->
            [white] белую ладью
           *[black] чёрную ладью
        }
        [queen] { $piece_color ->
            [white] белого ферзя
           *[black] чёрного ферзя
        }
        [king] { $piece_color ->
            [white] белого короля
           *[black] чёрного короля
        }
       *[castalia] { $piece_color ->
            [white] белую Касталию
           *[black] чёрную Касталию
        }
    } с { $from } на { $to }
explain-clause-repulses = отталкивает { $piece ->
        [pawn] { $piece_color ->
            [white] белую пешку
           *[black] чёрную пешку
        }
        [knight] { $piece_color ->
            [white] белого коня
           *[black] чёрного коня
        }
        [bishop] { $piece_color ->
            [white] белого слона
           *[black] чёрного слона
        }
        [rook] { $piece_color ->
            [white] белую ладью
           *[black] чёрную ладью
        }
        [queen] { $piece_color ->
            [white] белого ферзя
           *[black] чёрного ферзя
        }
        [king] { $piece_color ->
            [white] белого короля
           *[black] чёрного короля
        }
       *[castalia] { $piece_color ->
            [white] белую Касталию
           *[black] чёрную Касталию
        }
    } с { $from } на { $to }
explain-clause-repulses-promotes = отталкивает { $piece ->
        [pawn] { $piece_color ->
            [white] белую пешку
           *[black] чёрную пешку
        }
        [knight] { $piece_color ->
            [white] белого коня
           *[black] чёрного коня
        }
        [bishop] { $piece_color ->
            [white] белого слона
           *[black] чёрного слона
        }
        [rook] { $piece_color ->
            [white] белую ладью
           *[black] чёрную ладью
        }
        [queen] { $piece_color ->
            [white] белого ферзя
           *[black] чёрного ферзя
        }
        [king] { $piece_color ->
            [white] белого короля
           *[black] чёрного короля
        }
       *[castalia] { $piece_color ->
            [white] белую Касталию
           *[black] чёрную Касталию
        }
    } с { $from } на { $to } (превращение в ферзя)
explain-clause-castles = { $side ->
        [king] короткая
       *[queen] длинная
    } рокировка
explain-clause-en-passant = пешка { $from }x{ $to }, взятие на проходе
# A move of a piece ($piece) from one square to another, maybe capturing a piece
# ($captured) or promoting ($promotion: the piece the pawn becomes).
explain-clause-move = { $piece ->
        [pawn] Пешка
        [knight] Конь
        [bishop] Слон
        [rook] Ладья
        [queen] Ферзь
        [king] Король
       *[castalia] Касталия
    } { $from }-{ $to }
explain-clause-move-takes = { $piece ->
        [pawn] Пешка
        [knight] Конь
        [bishop] Слон
        [rook] Ладья
        [queen] Ферзь
        [king] Король
       *[castalia] Касталия
    } { $from }x{ $to } бьёт { $captured ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    }

explain-clause-move-promotes = { $piece ->
        [pawn] Пешка
        [knight] Конь
        [bishop] Слон
        [rook] Ладья
        [queen] Ферзь
        [king] Король
       *[castalia] Касталия
    } { $from }-{ $to }, превращение в { $promotion ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    }
explain-clause-move-takes-promotes = { $piece ->
        [pawn] Пешка
        [knight] Конь
        [bishop] Слон
        [rook] Ладья
        [queen] Ферзь
        [king] Король
       *[castalia] Касталия
    } { $from }x{ $to } берёт { $captured ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    }, превращение в { $promotion ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    }
explain-clause-check = шах
explain-clause-checkmate = мат
explain-clause-stalemate = пат
# Clauses of a move menu only.
explain-does-nothing = без похищения и отталкивания
explain-does-en-passant = берёт на проходе пешку на { $square }
explain-does-takes = берёт { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    } на { $square }
explain-does-promotes = превращение в { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    }
# The sentences under the summary.
explain-castalia-move = Касталия { $from }-{ $to } ({ $dir ->
        [north] на север
        [north-east] на северо-восток
        [east] на восток
        [south-east] на юго-восток
        [south] на юг
        [south-west] на юго-запад
        [west] на запад
       *[north-west] на северо-запад
    }).
explain-castling = { $side ->
        [king] Короткая
       *[queen] Длинная
    } рокировка: король идёт { $from }-{ $to }, ладья { $rook_from }-{ $rook_to }.
# $victim is the pawn taken, on $victim_square; $to is the square it passed over.
explain-en-passant = Пешка { $from }x{ $to }, взятие на проходе: она бьёт { $victim_color ->
        [white] { $victim ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $victim ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    } на { $victim_square } — эта фигура только что пошла на два поля, минуя поле { $to }.
explain-double-step = Это ход на два поля с исходной горизонтали.
explain-captures = Бьёт { $captured_color ->
        [white] { $captured ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $captured ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    } на { $captured_square }.
# $promotion (with $promotion_color) is the piece the pawn becomes.
explain-promotes = Пешка превращается в { $promotion_color ->
        [white] { $promotion ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $promotion ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    }.
explain-captures-promotes = Бьёт { $captured_color ->
        [white] { $captured ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $captured ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    } на { $captured_square }, и пешка превращается в { $promotion_color ->
        [white] { $promotion ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $promotion ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    }.
# $checkers: the pieces that gave the check (a list of piece-on-square).
explain-answers-check = Это ответ на шах, который даёт { $checkers }.

## The Castalia's kidnap

# A Castalia moving from $to drags the piece behind it ($victim, from $victim_square) to $to.
explain-kidnap = Похищение: ближайшая фигура позади неё на { $line ->
        [file] вертикали { $file }
        [rank] { $rank ->
            [1] 1-й
            [2] 2-й
            [3] 3-й
           *[other] { $rank }-й
        } горизонтали
       *[diagonal] диагонали { $diagonal }
    }, { $victim ->
        [none] на { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] белая пешка
                [knight] белый конь
                [bishop] белый слон
                [rook] белая ладья
                [queen] белый ферзь
                [king] белый король
               *[castalia] белая Касталия
            }
           *[black] { $victim ->
                [pawn] чёрная пешка
                [knight] чёрный конь
                [bishop] чёрный слон
                [rook] чёрная ладья
                [queen] чёрный ферзь
                [king] чёрный король
               *[castalia] чёрная Касталия
            }
        } на { $victim_square }
    }, { $mood ->
       *[played] перетаскивается
        [would] была бы перетащена
    } на { $to }.
explain-kidnap-king = Похищение: ближайшая фигура позади неё на { $line ->
        [file] вертикали { $file }
        [rank] { $rank ->
            [1] 1-й
            [2] 2-й
            [3] 3-й
           *[other] { $rank }-й
        } горизонтали
       *[diagonal] диагонали { $diagonal }
    }, { $victim ->
        [none] на { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] белая пешка
                [knight] белый конь
                [bishop] белый слон
                [rook] белая ладья
                [queen] белый ферзь
                [king] белый король
               *[castalia] белая Касталия
            }
           *[black] { $victim ->
                [pawn] чёрная пешка
                [knight] чёрный конь
                [bishop] чёрный слон
                [rook] чёрная ладья
                [queen] чёрный ферзь
                [king] чёрный король
               *[castalia] чёрная Касталия
            }
        } на { $victim_square }
    }, { $mood ->
       *[played] перетаскивается
        [would] была бы перетащена
    } на { $to } (королей похищают, как и любые другие фигуры).
# The same in the weak rule set (castalia-weak), where a Castalia kidnaps only when it moves
# one square.
explain-kidnap-weak = Похищение: ход на одно поле, поэтому по правилам castalia-weak Касталия { $mood ->
       *[played] похищает
        [would] похитила бы
    }: ближайшая фигура позади неё на { $line ->
        [file] вертикали { $file }
        [rank] { $rank ->
            [1] 1-й
            [2] 2-й
            [3] 3-й
           *[other] { $rank }-й
        } горизонтали
       *[diagonal] диагонали { $diagonal }
    }, { $victim ->
        [none] на { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] белая пешка
                [knight] белый конь
                [bishop] белый слон
                [rook] белая ладья
                [queen] белый ферзь
                [king] белый король
               *[castalia] белая Касталия
            }
           *[black] { $victim ->
                [pawn] чёрная пешка
                [knight] чёрный конь
                [bishop] чёрный слон
                [rook] чёрная ладья
                [queen] чёрный ферзь
                [king] чёрный король
               *[castalia] чёрная Касталия
            }
        } на { $victim_square }
    }, { $mood ->
       *[played] перетаскивается
        [would] была бы перетащена
    } на { $to }.
explain-kidnap-weak-king = Похищение: ход на одно поле, поэтому по правилам castalia-weak Касталия { $mood ->
       *[played] похищает
        [would] похитила бы
    }: ближайшая фигура позади неё на { $line ->
        [file] вертикали { $file }
        [rank] { $rank ->
            [1] 1-й
            [2] 2-й
            [3] 3-й
           *[other] { $rank }-й
        } горизонтали
       *[diagonal] диагонали { $diagonal }
    }, { $victim ->
        [none] на { $victim_square }
       *[other] { $victim_color ->
            [white] { $victim ->
                [pawn] белая пешка
                [knight] белый конь
                [bishop] белый слон
                [rook] белая ладья
                [queen] белый ферзь
                [king] белый король
               *[castalia] белая Касталия
            }
           *[black] { $victim ->
                [pawn] чёрная пешка
                [knight] чёрный конь
                [bishop] чёрный слон
                [rook] чёрная ладья
                [queen] чёрный ферзь
                [king] чёрный король
               *[castalia] чёрная Касталия
            }
        } на { $victim_square }
    }, { $mood ->
       *[played] перетаскивается
        [would] была бы перетащена
    } на { $to } (королей похищают, как и любые другие фигуры).
# In the weak rule set a move of $length squares (2 or more) kidnaps nothing: the piece
# behind ($stays) stays.
explain-kidnap-weak-none = Похищения нет. По правилам castalia-weak Касталия похищает, только когда ходит ровно на одно поле, а этот ход — на { $length ->
        [one] { $length } поле
        [few] { $length } поля
        [many] { $length } полей
       *[other] { $length } поля
    }, поэтому она { $mood ->
       *[played] не трогает
        [would] не тронула бы
    } { $stays ->
        [none] поле { $stays_square }
       *[other] { $stays_color ->
            [white] { $stays ->
                [pawn] белую пешку
                [knight] белого коня
                [bishop] белого слона
                [rook] белую ладью
                [queen] белого ферзя
                [king] белого короля
               *[castalia] белую Касталию
            }
           *[black] { $stays ->
                [pawn] чёрную пешку
                [knight] чёрного коня
                [bishop] чёрного слона
                [rook] чёрную ладью
                [queen] чёрного ферзя
                [king] чёрного короля
               *[castalia] чёрную Касталию
            }
        } на { $stays_square }
    }.
explain-kidnap-nothing = Похищение: позади неё на { $line ->
        [file] вертикали { $file }
        [rank] { $rank ->
            [1] 1-й
            [2] 2-й
            [3] 3-й
           *[other] { $rank }-й
        } горизонтали
       *[diagonal] диагонали { $diagonal }
    } ничего нет, поэтому похищать { $mood ->
       *[played] нечего
        [would] было бы нечего
    }.

## The Castalia's repulse

explain-repulse-edge = Отталкивание: Касталия { $mood ->
       *[played] останавливается
        [would] остановилась бы
    } у края доски, поэтому за ней отталкивать { $mood ->
       *[played] нечего
        [would] было бы нечего
    }.
# $square: the square just beyond the Castalia's destination.
explain-repulse-empty = Отталкивание: поле { $square } за ней пусто, поэтому отталкивать { $mood ->
       *[played] нечего
        [would] было бы нечего
    }.
# $victim: the piece just beyond the Castalia's destination.
explain-repulse-own = Отталкивание: за ней, на { $victim_square }, стоит { $victim_color ->
        [white] { $victim ->
            [pawn] белая пешка
            [knight] белый конь
            [bishop] белый слон
            [rook] белая ладья
            [queen] белый ферзь
            [king] белый король
           *[castalia] белая Касталия
        }
       *[black] { $victim ->
            [pawn] чёрная пешка
            [knight] чёрный конь
            [bishop] чёрный слон
            [rook] чёрная ладья
            [queen] чёрный ферзь
            [king] чёрный король
           *[castalia] чёрная Касталия
        }
    } — фигура того же цвета, что и Касталия, а Касталия отталкивает только фигуры противника.
# $victim is pushed in the direction $dir to $to.
explain-repulse-pushed = Отталкивание: Касталия { $mood ->
       *[played] отталкивает
        [would] оттолкнула бы
    } { $victim_color ->
        [white] { $victim ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $victim ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    } с { $victim_square } ({ $dir ->
        [north] на север
        [north-east] на северо-восток
        [east] на восток
        [south-east] на юго-восток
        [south] на юг
        [south-west] на юго-запад
        [west] на запад
       *[north-west] на северо-запад
    }) на { $to }.
explain-repulse-promotes = Отталкивание: Касталия { $mood ->
       *[played] отталкивает
        [would] оттолкнула бы
    } { $victim_color ->
        [white] { $victim ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $victim ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    } с { $victim_square } ({ $dir ->
        [north] на север
        [north-east] на северо-восток
        [east] на восток
        [south-east] на юго-восток
        [south] на юг
        [south-west] на юго-запад
        [west] на запад
       *[north-west] на северо-запад
    }) на { $to }, на горизонталь превращения, и пешка { $mood ->
       *[played] превращается
        [would] превратилась бы
    } в { $victim_color ->
        [white] белого
       *[black] чёрного
    } ферзя.
explain-repulse-to-edge = Отталкивание: Касталия { $mood ->
       *[played] отталкивает
        [would] оттолкнула бы
    } { $victim_color ->
        [white] { $victim ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $victim ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    } с { $victim_square } ({ $dir ->
        [north] на север
        [north-east] на северо-восток
        [east] на восток
        [south-east] на юго-восток
        [south] на юг
        [south-west] на юго-запад
        [west] на запад
       *[north-west] на северо-запад
    }) до { $to }, самого дальнего свободного поля, у края доски.
# $blocker: the piece that stops the pushed piece.
explain-repulse-before = Отталкивание: Касталия { $mood ->
       *[played] отталкивает
        [would] оттолкнула бы
    } { $victim_color ->
        [white] { $victim ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $victim ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    } с { $victim_square } ({ $dir ->
        [north] на север
        [north-east] на северо-восток
        [east] на восток
        [south-east] на юго-восток
        [south] на юг
        [south-west] на юго-запад
        [west] на запад
       *[north-west] на северо-запад
    }) до { $to }, самого дальнего свободного поля перед { $blocker_color ->
        [white] { $blocker ->
            [pawn] белой пешкой
            [knight] белым конём
            [bishop] белым слоном
            [rook] белой ладьёй
            [queen] белым ферзём
            [king] белым королём
           *[castalia] белой Касталией
        }
       *[black] { $blocker ->
            [pawn] чёрной пешкой
            [knight] чёрным конём
            [bishop] чёрным слоном
            [rook] чёрной ладьёй
            [queen] чёрным ферзём
            [king] чёрным королём
           *[castalia] чёрной Касталией
        }
    } на { $blocker_square }.
explain-repulse-pawn-stops = Отталкивание: Касталия { $mood ->
       *[played] отталкивает
        [would] оттолкнула бы
    } { $victim_color ->
        [white] { $victim ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $victim ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    } с { $victim_square } ({ $dir ->
        [north] на север
        [north-east] на северо-восток
        [east] на восток
        [south-east] на юго-восток
        [south] на юг
        [south-west] на юго-запад
        [west] на запад
       *[north-west] на северо-запад
    }) на { $to }: пешку нельзя сдвинуть на её первую горизонталь, поэтому она { $mood ->
       *[played] останавливается
        [would] остановилась бы
    } на второй.
# The enemy piece beyond the Castalia ($victim) does not move.
explain-repulse-stuck-edge = Отталкивание: { $victim_color ->
        [white] { $victim ->
            [pawn] белая пешка
            [knight] белый конь
            [bishop] белый слон
            [rook] белая ладья
            [queen] белый ферзь
            [king] белый король
           *[castalia] белая Касталия
        }
       *[black] { $victim ->
            [pawn] чёрная пешка
            [knight] чёрный конь
            [bishop] чёрный слон
            [rook] чёрная ладья
            [queen] чёрный ферзь
            [king] чёрный король
           *[castalia] чёрная Касталия
        }
    } на { $victim_square } стоит у края доски, и сдвигаться некуда, поэтому всё { $mood ->
       *[played] остаётся
        [would] осталось бы
    } как есть.
explain-repulse-stuck-first-rank = Отталкивание: { $victim_color ->
        [white] { $victim ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $victim ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    } на { $victim_square } нельзя сдвинуть назад, на свою первую горизонталь, поэтому всё { $mood ->
       *[played] остаётся
        [would] осталось бы
    } как есть.
explain-repulse-stuck-blocked = Отталкивание: { $victim_color ->
        [white] { $victim ->
            [pawn] белая пешка
            [knight] белый конь
            [bishop] белый слон
            [rook] белая ладья
            [queen] белый ферзь
            [king] белый король
           *[castalia] белая Касталия
        }
       *[black] { $victim ->
            [pawn] чёрная пешка
            [knight] чёрный конь
            [bishop] чёрный слон
            [rook] чёрная ладья
            [queen] чёрный ферзь
            [king] чёрный король
           *[castalia] чёрная Касталия
        }
    } на { $victim_square } не может сдвинуться: на следующем поле, { $blocker_square }, стоит { $blocker_color ->
        [white] { $blocker ->
            [pawn] белая пешка
            [knight] белый конь
            [bishop] белый слон
            [rook] белая ладья
            [queen] белый ферзь
            [king] белый король
           *[castalia] белая Касталия
        }
       *[black] { $blocker ->
            [pawn] чёрная пешка
            [knight] чёрный конь
            [bishop] чёрный слон
            [rook] чёрная ладья
            [queen] чёрный ферзь
            [king] чёрный король
           *[castalia] чёрная Касталия
        }
    }, поэтому всё { $mood ->
       *[played] остаётся
        [would] осталось бы
    } как есть.
explain-repulse-stays = Отталкивание: Касталия { $mood ->
       *[played] не сдвигает
        [would] не сдвинула бы
    } { $victim_color ->
        [white] { $victim ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $victim ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    } на { $victim_square }.

## Castling rights, check and the end of the game

# $color loses its castling rights; $square: where its king or rook stood.
explain-castling-lost-both = { $color ->
        [white] Белые
       *[black] Чёрные
    } теряют право на рокировку: их король покинул { $square }.
explain-castling-lost-king-left = { $color ->
        [white] Белые
       *[black] Чёрные
    } теряют право на { $side ->
        [king] короткую
       *[queen] длинную
    } рокировку: их король покинул { $square }.
explain-castling-lost-rook-captured = { $color ->
        [white] Белые
       *[black] Чёрные
    } теряют право на { $side ->
        [king] короткую
       *[queen] длинную
    } рокировку: их ладья на { $square } взята.
explain-castling-lost-rook-left = { $color ->
        [white] Белые
       *[black] Чёрные
    } теряют право на { $side ->
        [king] короткую
       *[queen] длинную
    } рокировку: их ладья покинула { $square }.
# $color: the side that cannot move.
explain-stalemate = Пат: у { $color ->
        [white] белых
       *[black] чёрных
    } нет допустимых ходов, а их король не под шахом, поэтому партия заканчивается вничью.
# The king of $king_color, on $king_square, is attacked by $attackers (a list of
# piece-on-square); -castalia: the move was a Castalia's.
explain-check = Шах: { $king_color ->
        [white] белого
       *[black] чёрного
    } короля на { $king_square } атакует { $attackers }.
explain-check-castalia = Шах: { $king_color ->
        [white] белого
       *[black] чёрного
    } короля на { $king_square } атакует { $attackers } (сама Касталия никогда не даёт шаха).
explain-checkmate = Мат: { $king_color ->
        [white] белого
       *[black] чёрного
    } короля на { $king_square } атакует { $attackers }, и у { $king_color ->
        [white] белых
       *[black] чёрных
    } нет допустимых ходов. { $winner ->
        [white] Белые
       *[black] Чёрные
    } побеждают.
explain-checkmate-castalia = Мат: { $king_color ->
        [white] белого
       *[black] чёрного
    } короля на { $king_square } атакует { $attackers } (сама Касталия никогда не даёт шаха), и у { $king_color ->
        [white] белых
       *[black] чёрных
    } нет допустимых ходов. { $winner ->
        [white] Белые
       *[black] Чёрные
    } побеждают.

## Why a move is illegal

# The first sentence of the answer to an illegal move: the move as typed ($input) and the
# reason ($reason: one of the illegal-* clauses below).
illegal-not-legal-here = Ход { $input } здесь недопустим: { $reason }.
# A clause as a sentence of its own (an illegal-* clause, after the first sentence).
illegal-sentence = { $reason }.
# Several pieces could have been meant: why each cannot ($reason), joined by semicolons.
illegal-for-piece = для { $piece ->
        [none] поля { $piece_square }
       *[other] { $piece_color ->
            [white] { $piece ->
                [pawn] белой пешки
                [knight] белого коня
                [bishop] белого слона
                [rook] белой ладьи
                [queen] белого ферзя
                [king] белого короля
               *[castalia] белой Касталии
            }
           *[black] { $piece ->
                [pawn] чёрной пешки
                [knight] чёрного коня
                [bishop] чёрного слона
                [rook] чёрной ладьи
                [queen] чёрного ферзя
                [king] чёрного короля
               *[castalia] чёрной Касталии
            }
        } на { $piece_square }
    } — { $reason }
# The reasons, as clauses (lower case: they follow "... is not legal here:").
illegal-same-square = фигура должна пойти на другое поле
illegal-no-piece-on = на { $square } нет вашей фигуры
# How each kind of piece moves.
illegal-shape = { $piece ->
        [pawn] пешка ходит на одно поле прямо вперёд (с исходной горизонтали — на два), а бьёт на одно поле по диагонали вперёд
        [knight] конь ходит буквой «Г»: на два поля по горизонтали или вертикали, затем на одно в сторону
        [bishop] слон ходит по диагоналям
        [rook] ладья ходит по горизонталям и вертикалям
        [queen] ферзь ходит по горизонталям, вертикалям и диагоналям
        [king] король ходит на одно поле в любом направлении (при рокировке — на два поля по своей горизонтали)
       *[castalia] Касталия ходит как ферзь: по горизонтали, вертикали или диагонали
    }
illegal-castalia-not-on-line = Касталия ходит как ферзь: по горизонтали, вертикали или диагонали, а { $to } не на одной линии с { $from }
# $target: the piece on $square.
illegal-castalia-cannot-capture = Касталия не бьёт, а на { $square } стоит { $target_color ->
        [white] { $target ->
            [pawn] белая пешка
            [knight] белый конь
            [bishop] белый слон
            [rook] белая ладья
            [queen] белый ферзь
            [king] белый король
           *[castalia] белая Касталия
        }
       *[black] { $target ->
            [pawn] чёрная пешка
            [knight] чёрный конь
            [bishop] чёрный слон
            [rook] чёрная ладья
            [queen] чёрный ферзь
            [king] чёрный король
           *[castalia] чёрная Касталия
        }
    }
illegal-castalia-cannot-capture-own = Касталия не бьёт, а на { $square } стоит { $target_color ->
        [white] { $target ->
            [pawn] ваша собственная белая пешка
            [knight] ваш собственный белый конь
            [bishop] ваш собственный белый слон
            [rook] ваша собственная белая ладья
            [queen] ваш собственный белый ферзь
            [king] ваш собственный белый король
           *[castalia] ваша собственная белая Касталия
        }
       *[black] { $target ->
            [pawn] ваша собственная чёрная пешка
            [knight] ваш собственный чёрный конь
            [bishop] ваш собственный чёрный слон
            [rook] ваша собственная чёрная ладья
            [queen] ваш собственный чёрный ферзь
            [king] ваш собственный чёрный король
           *[castalia] ваша собственная чёрная Касталия
        }
    }
illegal-own-piece = на { $square } стоит { $piece ->
        [pawn] ваша собственная пешка
        [knight] ваш собственный конь
        [bishop] ваш собственный слон
        [rook] ваша собственная ладья
        [queen] ваш собственный ферзь
        [king] ваш собственный король
       *[castalia] ваша собственная Касталия
    }
illegal-own-piece-capture = на { $square } стоит { $piece ->
        [pawn] ваша собственная пешка
        [knight] ваш собственный конь
        [bishop] ваш собственный слон
        [rook] ваша собственная ладья
        [queen] ваш собственный ферзь
        [king] ваш собственный король
       *[castalia] ваша собственная Касталия
    }, а свои фигуры бить нельзя
illegal-pawn-captures-ahead = пешка не бьёт прямо вперёд
illegal-pawn-captures-ahead-piece = пешка не бьёт прямо вперёд, а на { $square } стоит { $piece_color ->
        [white] { $piece ->
            [pawn] белая пешка
            [knight] белый конь
            [bishop] белый слон
            [rook] белая ладья
            [queen] белый ферзь
            [king] белый король
           *[castalia] белая Касталия
        }
       *[black] { $piece ->
            [pawn] чёрная пешка
            [knight] чёрный конь
            [bishop] чёрный слон
            [rook] чёрная ладья
            [queen] чёрный ферзь
            [king] чёрный король
           *[castalia] чёрная Касталия
        }
    }
illegal-pawn-double-step = пешка может пойти на два поля только с исходной горизонтали
illegal-pawn-diagonal-to-empty = пешка ходит по диагонали, только когда бьёт, а поле { $square } пусто
illegal-cannot-castle = сейчас рокироваться нельзя
illegal-blocked = путь { $blocker ->
        [none] загорожен на { $blocker_square }
       *[other] загораживает { $blocker_color ->
            [white] { $blocker ->
                [pawn] белая пешка
                [knight] белый конь
                [bishop] белый слон
                [rook] белая ладья
                [queen] белый ферзь
                [king] белый король
               *[castalia] белая Касталия
            }
           *[black] { $blocker ->
                [pawn] чёрная пешка
                [knight] чёрный конь
                [bishop] чёрный слон
                [rook] чёрная ладья
                [queen] чёрный ферзь
                [king] чёрный король
               *[castalia] чёрная Касталия
            }
        } на { $blocker_square }
    }
illegal-no-castalia-in-standard = в обычных шахматах (standard) Касталии нет

illegal-does-not-answer-check = ваш король под шахом, а этот ход не отражает шах
illegal-castalia-exposes-king = из-за похищения или отталкивания ваш король остался бы под шахом
illegal-exposes-king = после этого хода ваш король остался бы под шахом
illegal-no-such-promotion = пешка не может превратиться в { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    }
# $rules: the rule set's name as typed in commands (castalia, castalia-weak, standard).
illegal-promotion-not-in-variant = по правилам { $rules } пешка не может превратиться в { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    }
# The text named a piece ($named) but the piece on $square is another ($is).
illegal-wrong-piece = на { $square } стоит { $is ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
        [king] король
       *[castalia] Касталия
    }, а не { $named ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
        [king] король
       *[castalia] Касталия
    }
illegal-none-of-kind = у вас нет { $piece ->
        [pawn] пешек
        [knight] коней
        [bishop] слонов
        [rook] ладей
        [queen] ферзя
        [king] короля
       *[castalia] Касталии
    }
# $reason, then where the piece can go ($moves: an illegal-piece-moves clause).
illegal-with-moves = { $reason }; { $moves }
illegal-with-moves-sentence = { $reason }; { $moves }.
# For each piece of a kind that could have been meant: why it cannot; joined by semicolons.
illegal-each = { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
        [king] король
       *[castalia] Касталия
    } на { $square } — { $reason }
illegal-each-sentence = { $piece ->
        [pawn] Пешка
        [knight] Конь
        [bishop] Слон
        [rook] Ладья
        [queen] Ферзь
        [king] Король
       *[castalia] Касталия
    } на { $square } — { $reason }
# No piece of a kind reaches $square; $moves: the legal moves of that kind, in SAN.
illegal-none-reaches = { $piece ->
        [pawn] ни одна ваша пешка
        [knight] ни один ваш конь
        [bishop] ни один ваш слон
        [rook] ни одна ваша ладья
        [queen] ни один ваш ферзь
        [king] ваш король
       *[castalia] ни одна ваша Касталия
    } не может пойти на { $square }
illegal-none-reaches-moves = { $piece ->
        [pawn] ни одна ваша пешка
        [knight] ни один ваш конь
        [bishop] ни один ваш слон
        [rook] ни одна ваша ладья
        [queen] ни один ваш ферзь
        [king] ваш король
       *[castalia] ни одна ваша Касталия
    } не может пойти на { $square }; ваши ходы { $piece ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
        [king] королём
       *[castalia] Касталией
    }: { $moves }
illegal-none-reaches-sentence = { $piece ->
        [pawn] Ни одна ваша пешка
        [knight] Ни один ваш конь
        [bishop] Ни один ваш слон
        [rook] Ни одна ваша ладья
        [queen] Ни один ваш ферзь
        [king] Ваш король
       *[castalia] Ни одна ваша Касталия
    } не может пойти на { $square }.
illegal-none-reaches-moves-sentence = { $piece ->
        [pawn] Ни одна ваша пешка
        [knight] Ни один ваш конь
        [bishop] Ни один ваш слон
        [rook] Ни одна ваша ладья
        [queen] Ни один ваш ферзь
        [king] Ваш король
       *[castalia] Ни одна ваша Касталия
    } не может пойти на { $square }; ваши ходы { $piece ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
        [king] королём
       *[castalia] Касталией
    }: { $moves }.
# Where the piece on $square can go ($moves: moves in SAN); $piece is none when there is no
# piece there.
illegal-piece-moves = ходы { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
        [king] короля
        [castalia] Касталии
       *[none] фигуры
    } на { $square }: { $moves }
illegal-piece-no-moves = у { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
        [king] короля
        [castalia] Касталии
       *[none] фигуры
    } на { $square } нет допустимых ходов
illegal-piece-moves-sentence = Ходы { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
        [king] короля
        [castalia] Касталии
       *[none] фигуры
    } на { $square }: { $moves }.
illegal-piece-no-moves-sentence = У { $piece ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
        [king] короля
        [castalia] Касталии
       *[none] фигуры
    } на { $square } нет допустимых ходов.
# Castling refused: $color has lost its right to castle on that $side.
illegal-castling-lost-right = { $color ->
        [white] белые
       *[black] чёрные
    } потеряли право на { $side ->
        [king] короткую
       *[queen] длинную
    } рокировку (король или эта ладья уже сдвигались с места)
# $piece stands on a square between the king and the rook.
illegal-castling-between = между королём и ладьёй { $piece ->
        [none] занято поле { $piece_square }
       *[other] стоит { $piece_color ->
            [white] { $piece ->
                [pawn] белая пешка
                [knight] белый конь
                [bishop] белый слон
                [rook] белая ладья
                [queen] белый ферзь
                [king] белый король
               *[castalia] белая Касталия
            }
           *[black] { $piece ->
                [pawn] чёрная пешка
                [knight] чёрный конь
                [bishop] чёрный слон
                [rook] чёрная ладья
                [queen] чёрный ферзь
                [king] чёрный король
               *[castalia] чёрная Касталия
            }
        } на { $piece_square }
    }
# $attackers: a list of piece-on-square.
illegal-castling-out-of-check = нельзя рокироваться из-под шаха, а ваш король под ударом: { $attackers }
# $way: passes (the king would cross $square) or lands (it would end there).
illegal-castling-attacked = король { $way ->
        [passes] прошёл бы через поле
       *[lands] встал бы на поле
    } { $square }, а оно под ударом: { $attackers }
# The mover's king would be left in check. $king: the king's square after the move;
# $attackers: a list of piece-on-square.
illegal-kidnap-king-next-to-king = похищение перетащило бы вашего короля с { $from } на { $to }, рядом с королём противника
illegal-kidnap-king-attacked = похищение перетащило бы вашего короля с { $from } на { $to }, где он под ударом: { $attackers }
# $pushed: the piece the repulse would push, to $to.
illegal-repulse-promotes-checks = отталкивание сдвинуло бы { $pushed ->
        [none] фигуру с { $pushed_square }
       *[other] { $pushed_color ->
            [white] { $pushed ->
                [pawn] белую пешку
                [knight] белого коня
                [bishop] белого слона
                [rook] белую ладью
                [queen] белого ферзя
                [king] белого короля
               *[castalia] белую Касталию
            }
           *[black] { $pushed ->
                [pawn] чёрную пешку
                [knight] чёрного коня
                [bishop] чёрного слона
                [rook] чёрную ладью
                [queen] чёрного ферзя
                [king] чёрного короля
               *[castalia] чёрную Касталию
            }
        } с { $pushed_square }
    } на { $to }, где она стала бы ферзём и дала бы шах вашему королю на { $king }
illegal-repulse-checks = отталкивание сдвинуло бы { $pushed ->
        [none] фигуру с { $pushed_square }
       *[other] { $pushed_color ->
            [white] { $pushed ->
                [pawn] белую пешку
                [knight] белого коня
                [bishop] белого слона
                [rook] белую ладью
                [queen] белого ферзя
                [king] белого короля
               *[castalia] белую Касталию
            }
           *[black] { $pushed ->
                [pawn] чёрную пешку
                [knight] чёрного коня
                [bishop] чёрного слона
                [rook] чёрную ладью
                [queen] чёрного ферзя
                [king] чёрного короля
               *[castalia] чёрную Касталию
            }
        } с { $pushed_square }
    } на { $to }, откуда был бы шах вашему королю на { $king }
# $checker: the piece that would then give check.
illegal-repulse-unshields = отталкивание сдвинуло бы { $pushed ->
        [none] фигуру с { $pushed_square }
       *[other] { $pushed_color ->
            [white] { $pushed ->
                [pawn] белую пешку
                [knight] белого коня
                [bishop] белого слона
                [rook] белую ладью
                [queen] белого ферзя
                [king] белого короля
               *[castalia] белую Касталию
            }
           *[black] { $pushed ->
                [pawn] чёрную пешку
                [knight] чёрного коня
                [bishop] чёрного слона
                [rook] чёрную ладью
                [queen] чёрного ферзя
                [king] чёрного короля
               *[castalia] чёрную Касталию
            }
        } с { $pushed_square }
    } на { $to } и оставило бы вашего короля на { $king } без прикрытия: ему был бы шах { $checker ->
        [none] с { $checker_square }
       *[other] от { $checker_color ->
            [white] { $checker ->
                [pawn] белой пешки
                [knight] белого коня
                [bishop] белого слона
                [rook] белой ладьи
                [queen] белого ферзя
                [king] белого короля
               *[castalia] белой Касталии
            }
           *[black] { $checker ->
                [pawn] чёрной пешки
                [knight] чёрного коня
                [bishop] чёрного слона
                [rook] чёрной ладьи
                [queen] чёрного ферзя
                [king] чёрного короля
               *[castalia] чёрной Касталии
            }
        } на { $checker_square }
    }
# $dragged: the piece the kidnap would drag, to $to.
illegal-kidnap-checks = похищение перетащило бы { $dragged_color ->
        [white] { $dragged ->
            [pawn] белую пешку
            [knight] белого коня
            [bishop] белого слона
            [rook] белую ладью
            [queen] белого ферзя
            [king] белого короля
           *[castalia] белую Касталию
        }
       *[black] { $dragged ->
            [pawn] чёрную пешку
            [knight] чёрного коня
            [bishop] чёрного слона
            [rook] чёрную ладью
            [queen] чёрного ферзя
            [king] чёрного короля
           *[castalia] чёрную Касталию
        }
    } с { $dragged_square } на { $to }, откуда был бы шах вашему королю на { $king }
illegal-kidnap-unshields = похищение перетащило бы { $dragged ->
        [none] фигуру с { $dragged_square }
       *[other] { $dragged_color ->
            [white] { $dragged ->
                [pawn] белую пешку
                [knight] белого коня
                [bishop] белого слона
                [rook] белую ладью
                [queen] белого ферзя
                [king] белого короля
               *[castalia] белую Касталию
            }
           *[black] { $dragged ->
                [pawn] чёрную пешку
                [knight] чёрного коня
                [bishop] чёрного слона
                [rook] чёрную ладью
                [queen] чёрного ферзя
                [king] чёрного короля
               *[castalia] чёрную Касталию
            }
        } с { $dragged_square }
    } на { $to } и оставило бы вашего короля на { $king } без прикрытия: ему был бы шах { $checker ->
        [none] с { $checker_square }
       *[other] от { $checker_color ->
            [white] { $checker ->
                [pawn] белой пешки
                [knight] белого коня
                [bishop] белого слона
                [rook] белой ладьи
                [queen] белого ферзя
                [king] белого короля
               *[castalia] белой Касталии
            }
           *[black] { $checker ->
                [pawn] чёрной пешки
                [knight] чёрного коня
                [bishop] чёрного слона
                [rook] чёрной ладьи
                [queen] чёрного ферзя
                [king] чёрного короля
               *[castalia] чёрной Касталии
            }
        } на { $checker_square }
    }
illegal-king-next-to-king = ваш король стоял бы на { $to } рядом с королём противника
illegal-king-in-check-on = на { $to } ваш король был бы под шахом: { $attackers }
illegal-check-not-stopped = ваш король на { $king } под шахом ({ $attackers }), а этот ход не отражает шах
# $piece: the piece that was to move.
illegal-pinned = { $piece_color ->
        [white] { $piece ->
            [pawn] белая пешка на { $piece_square } связана
            [knight] белый конь на { $piece_square } связан
            [bishop] белый слон на { $piece_square } связан
            [rook] белая ладья на { $piece_square } связана
            [queen] белый ферзь на { $piece_square } связан
            [king] белый король на { $piece_square } связан
           *[castalia] белая Касталия на { $piece_square } связана
        }
       *[black] { $piece ->
            [pawn] чёрная пешка на { $piece_square } связана
            [knight] чёрный конь на { $piece_square } связан
            [bishop] чёрный слон на { $piece_square } связан
            [rook] чёрная ладья на { $piece_square } связана
            [queen] чёрный ферзь на { $piece_square } связан
            [king] чёрный король на { $piece_square } связан
           *[castalia] чёрная Касталия на { $piece_square } связана
        }
    }: после хода этой фигурой ваш король на { $king } остался бы под шахом ({ $attackers })
illegal-leaves-king-in-check = после этого хода ваш король на { $king } остался бы под шахом ({ $attackers })

## A move that could not be read or played (the parser's words; no full stop at the end)

illegal-parse-empty = ход не указан: введите, например, e4, Nf3, Cd5 или e2e4
# $length: how many characters were typed.
illegal-parse-too-long = для хода это слишком длинно ({ $length } { $length ->
        [one] символ
        [few] символа
        [many] символов
       *[other] символа
    }): введите, например, e4, Nf3, Cd5 или e2e4
# $input: what was typed.
illegal-parse-unreadable = `{ $input }` — не ход: введите, например, e4, Nf3, Cd5, e2e4 или O-O
illegal-parse-no-piece = на { $square } нет фигуры
# The piece on $square is $owner's, and $turn is to move.
illegal-parse-not-your-piece = фигура на { $square } { $owner ->
        [white] белая
       *[black] чёрная
    }, а сейчас ход { $turn ->
        [white] белых
       *[black] чёрных
    }
illegal-parse-illegal = ход { $input } здесь невозможен: { $reason }
# $candidates: the moves it could be (SAN), joined by explain-list-or.
illegal-parse-ambiguous = запись { $input } неоднозначна: это может быть { $candidates }
explain-list-or = { $first } или { $rest }
# $options: the promotions it could be (SAN or UCI), joined by commas.
illegal-parse-missing-promotion = { $input } доходит до последней горизонтали: укажите, во что превращается пешка, например { $options }
illegal-parse-needless-promotion = { $input } — не превращение: уберите букву фигуры

## Material in the engine's sentences

# Pieces won or lost, as the object of "wins", "loses", "keeps" ($count of a kind $piece):
# "a knight", "2 pawns"; the Castalia is "the Castalia" (there is one a side).
piece-some = { $count ->
        [one] { $piece ->
            [pawn] пешку
            [knight] коня
            [bishop] слона
            [rook] ладью
            [queen] ферзя
            [king] короля
           *[castalia] Касталию
        }
        [few] { $count } { $piece ->
            [pawn] пешки
            [knight] коня
            [bishop] слона
            [rook] ладьи
            [queen] ферзя
            [king] короля
           *[castalia] Касталии
        }
        [many] { $count } { $piece ->
            [pawn] пешек
            [knight] коней
            [bishop] слонов
            [rook] ладей
            [queen] ферзей
            [king] королей
           *[castalia] Касталий
        }
       *[other] { $count } { $piece ->
            [pawn] пешки
            [knight] коня
            [bishop] слона
            [rook] ладьи
            [queen] ферзя
            [king] короля
           *[castalia] Касталии
        }
    }
# The same with the definite article: "the knight", "2 pawns".
piece-the = { $count ->
        [one] { $piece ->
            [pawn] пешку
            [knight] коня
            [bishop] слона
            [rook] ладью
            [queen] ферзя
            [king] короля
           *[castalia] Касталию
        }
        [few] { $count } { $piece ->
            [pawn] пешки
            [knight] коня
            [bishop] слона
            [rook] ладьи
            [queen] ферзя
            [king] короля
           *[castalia] Касталии
        }
        [many] { $count } { $piece ->
            [pawn] пешек
            [knight] коней
            [bishop] слонов
            [rook] ладей
            [queen] ферзей
            [king] королей
           *[castalia] Касталий
        }
       *[other] { $count } { $piece ->
            [pawn] пешки
            [knight] коня
            [bishop] слона
            [rook] ладьи
            [queen] ферзя
            [king] короля
           *[castalia] Касталии
        }
    }
# Pieces given for others: "a rook for a bishop" ($first and $second: lists of piece-some).
why-material-for = { $first } за { $second }

## The engine's view of a move (under an explanation; in a review)

# $moves: a number of moves; $line: a line of moves in SAN with move numbers.
why-forces-mate-at-once = Форсирует мат в 1 ход: мат сразу же.
why-forces-mate = Форсирует мат в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }: { $line }.
why-allows-mate = Допускает мат в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }: { $line }.
# $material: what the line wins (a list of piece-some, or why-material-for).
why-wins = Выигрывает { $material }: { $line }.
# The same, naming the Castalia's part: the kidnap or repulse takes an enemy piece ($piece)
# away from the defence of $square.
why-wins-repulse-cause = Выигрывает { $material } (отталкивание отвлекает { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    } от защиты { $square }): { $line }.
why-wins-kidnap-cause = Выигрывает { $material } (похищение уводит { $piece ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    } от защиты { $square }): { $line }.
why-loses = Теряет { $material }: { $line }.
# The mover's piece ($victim, on $victim_square) is taken by a lesser piece ($attacker, from
# $attacker_square), or by any piece where nothing can take back (-free).
why-left-to-be-taken = Оставляет { $victim ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    } на { $victim_square } под боем { $attacker ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
        [king] короля
       *[castalia] Касталии
    } с { $attacker_square }: { $line }.
why-left-to-be-taken-free = Оставляет { $victim ->
        [pawn] пешку
        [knight] коня
        [bishop] слона
        [rook] ладью
        [queen] ферзя
        [king] короля
       *[castalia] Касталию
    } на { $victim_square } под боем { $attacker ->
        [pawn] пешки
        [knight] коня
        [bishop] слона
        [rook] ладьи
        [queen] ферзя
        [king] короля
       *[castalia] Касталии
    } с { $attacker_square }, и взять в ответ нечем: { $line }.
why-draws-by-repetition = Этот ход повторяет позицию в третий раз: ничья по повторению.
why-allows-repetition = Позволяет ничью повторением позиции: { $line }.
# $color: the opponent, who answers with $reply (SAN).
why-lets-answer = Позволяет { $color ->
        [white] белым
       *[black] чёрным
    } ответить { $reply }: { $line }.
# $eval: the engine's evaluation from White's side, in pawns (+1.25) or as a mate (#3).
why-leaves-at = По оценке движка, после этого хода у { $color ->
        [white] белых
       *[black] чёрных
    } { $eval }.
# Every other move is much worse. $other: the next best move (SAN); $color: who mates or
# loses material after it.
why-only-stops-mate = Единственный ход, спасающий от мата: если вместо него сыграть { $other }, { $color ->
        [white] белые
       *[black] чёрные
    } ставят мат в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }: { $line }.
why-only-stops-mate-in = Единственный ход, спасающий от мата в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }: если вместо него сыграть { $other }, { $color ->
        [white] белые
       *[black] чёрные
    } ставят мат в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }: { $line }.
why-only-saves-material = Единственный ход, сохраняющий материал: если вместо него сыграть { $other }, { $color ->
        [white] белые
       *[black] чёрные
    } теряют { $material }: { $line }.
why-only-good-move = Единственный хороший ход: следующий по силе, { $other }, дал бы { $eval }.
# What the mover threatens to play next ($threat, SAN).
why-threatens-mate-at-once = Угрожает матом: { $threat }.
why-threatens-mate = Угрожает матом в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }, начиная с { $threat }: { $line }.
why-threatens-win = Угрожает ходом { $threat }, который выигрывает { $material }: { $line }.
# The evaluation, as the second part of why-verdict: $eval from White's side (+0.35, #3);
# $chance, $chance_before, $chance_after: the mover's ($color's) winning chance in percent.
why-eval-stays = оценка остаётся { $eval } (шансы { $color ->
        [white] белых
       *[black] чёрных
    } на победу { $chance }%)
why-eval-changes = { $before } до хода, { $after } после (шансы { $color ->
        [white] белых
       *[black] чёрных
    } на победу { $chance_before }% -> { $chance_after }%)
# The move's quality and the evaluation ($eval: why-eval-stays or why-eval-changes).
why-verdict = { $quality ->
        [best] Лучший ход
        [good] Хороший ход
        [inaccuracy] Неточность
        [mistake] Ошибка
       *[blunder] Грубая ошибка
    }: { $eval }.
why-verdict-only-legal = Единственный допустимый ход: { $eval }.
why-verdict-if-played = Если сыграть этот ход: { $verdict }
why-verdict-a-little-better = Хороший ход: { $eval }; ход { $better } был чуть лучше.
# The engine's move ($better, SAN) and why it is better ($reason: a why-reason-*,
# why-phrase-wins or why-advantage-* predicate).
why-better-was = Лучше было { $better }: этот ход { $reason }.
# What the better move does, as a predicate after "which" (why-better-was).
why-reason-mates-at-once = сразу ставит мат
why-reason-forces-mate = форсирует мат в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    } ({ $line })
why-reason-keeps-eval = сохраняет оценку { $eval }
# A predicate with the line that shows it.
why-reason-with-line = { $reason } ({ $line })
why-phrase-wins = выигрывает { $material }
why-phrase-loses = теряет { $material }
# What the better move's line keeps ($kept: a list of piece-the) or wins ($won: a list of
# piece-some) beyond the move played ($played, SAN, which wins something too in -more).
why-advantage-keeps = в отличие от { $played }, сохраняет { $kept }
why-advantage-wins = выигрывает { $won }
why-advantage-wins-more = выигрывает на { $won } больше, чем { $played }
why-advantage-keeps-wins = в отличие от { $played }, сохраняет { $kept } и выигрывает { $won }
why-advantage-keeps-wins-more = в отличие от { $played }, сохраняет { $kept } и выигрывает на { $won } больше
# The same at a cost ($costs: a list of piece-some).
why-advantage-for = { $advantage }, хотя и отдаёт { $costs }

## Game reviews

# A player's line: $name (a player's name) played $color; $accuracy in percent; the numbers
# of inaccuracies, mistakes and blunders.
review-line-side = { $name } ({ $color ->
        [white] белыми
       *[black] чёрными
    }): точность { $accuracy }%; { $inaccuracies ->
        [one] { $inaccuracies } неточность
        [few] { $inaccuracies } неточности
        [many] { $inaccuracies } неточностей
       *[other] { $inaccuracies } неточности
    }, { $mistakes ->
        [one] { $mistakes } ошибка
        [few] { $mistakes } ошибки
        [many] { $mistakes } ошибок
       *[other] { $mistakes } ошибки
    }, { $blunders ->
        [one] { $blunders } грубая ошибка
        [few] { $blunders } грубые ошибки
        [many] { $blunders } грубых ошибок
       *[other] { $blunders } грубой ошибки
    }.
review-line-side-no-moves = { $name } ({ $color ->
        [white] белыми
       *[black] чёрными
    }): ходов нет; { $inaccuracies ->
        [one] { $inaccuracies } неточность
        [few] { $inaccuracies } неточности
        [many] { $inaccuracies } неточностей
       *[other] { $inaccuracies } неточности
    }, { $mistakes ->
        [one] { $mistakes } ошибка
        [few] { $mistakes } ошибки
        [many] { $mistakes } ошибок
       *[other] { $mistakes } ошибки
    }, { $blunders ->
        [one] { $blunders } грубая ошибка
        [few] { $blunders } грубые ошибки
        [many] { $blunders } грубых ошибок
       *[other] { $blunders } грубой ошибки
    }.
# A key moment: the move ($move: "23... Qd5??"), its quality and White's winning chance in
# percent before and after it. The sentences saying why follow.
review-line-moment = { $move }: { $quality ->
        [best] лучший ход
        [good] хороший ход
        [inaccuracy] неточность
        [mistake] ошибка
       *[blunder] грубая ошибка
    } (шансы белых на победу { $before }% -> { $after }%).
# The quality as the first sentence of a comment in the annotated PGN.
review-line-pgn-quality = { $quality ->
        [best] Лучший ход
        [good] Хороший ход
        [inaccuracy] Неточность
        [mistake] Ошибка
       *[blunder] Грубая ошибка
    }.
# A mate in $moves missed: $kind is kidnap (a Castalia move whose kidnap mates), repulse
# (whose repulse mates) or mate; $better: the engine's move (SAN); $line: the mating line.
review-line-missed-mate = Упущен { $kind ->
        [kidnap] мат похищением
        [repulse] мат отталкиванием
       *[mate] мат
    } в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }: { $better }.
review-line-missed-mate-line = Упущен { $kind ->
        [kidnap] мат похищением
        [repulse] мат отталкиванием
       *[mate] мат
    } в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }: { $better } ({ $line }).
review-line-repulse-promoted = Отталкивание сдвинуло пешку с { $from } на { $to }, где она стала ферзём.
review-line-repulse-loses-queen = После этого отталкивания теряется ферзь: { $line }.
# Above a key moment's board (a picture): the move and its quality; green and blue are the
# colours of the arrows of the move played and of the better move ($better, SAN).
review-line-moment-header = { $move } ({ $quality ->
        [best] лучший ход
        [good] хороший ход
        [inaccuracy] неточность
        [mistake] ошибка
       *[blunder] грубая ошибка
    })
review-line-moment-header-better = { $move } ({ $quality ->
        [best] лучший ход
        [good] хороший ход
        [inaccuracy] неточность
        [mistake] ошибка
       *[blunder] грубая ошибка
    }); зелёным — сыгранный ход, синим — { $better }

## Alt texts: a picture in words, for screen readers

# A board: whose move it is ($color) ...
alt-to-move = Ход { $color ->
        [white] белых
       *[black] чёрных
    }.
alt-to-move-in-check = Ход { $color ->
        [white] белых
       *[black] чёрных
    }, их король под шахом.
# ... or how the game ended ($ended: a sentence without its full stop).
alt-ended = { $ended }.
# The last move, by $color; $effects: the move in SAN and what it does (explain-effect-label).
alt-last-move = Последний ход { $color ->
        [white] белых
       *[black] чёрных
    }: { $effects }.
alt-the-move = Ход { $color ->
        [white] белых
       *[black] чёрных
    }: { $effects }.
# The pieces of both sides ($white, $black: alt-pieces-side).
alt-pieces = { $white }; { $black }.
# One side's pieces: $pieces lists them by their letters in SAN and squares ("Kg1, Qd1, Ca3,
# Rf1", then alt-pawns) or is alt-nothing.
alt-pieces-side = { $color ->
        [white] Белые
       *[black] Чёрные
    }: { $pieces }
# $count pawns, on $squares ("a2 b2 c2").
alt-pawns = { $count ->
        [one] пешка
        [few] пешки
        [many] пешки
       *[other] пешки
    } { $squares }
alt-nothing = ничего
# A picture of a move ($title: what the picture is, without a full stop; $the_move:
# alt-the-move; $pieces: alt-pieces, before the move).
alt-move-picture = { $title }. { $the_move } До него: { $pieces }
# A picture of a position ($status: alt-to-move or alt-to-move-in-check).
alt-position-picture = { $title }. { $status } { $pieces }

## Words drawn into pictures

# Above the two boards of an explanation picture: the board before the move ($color is to
# move) and after it ($san: the move).
picture-before = До хода: ход { $color ->
        [white] белых
       *[black] чёрных
    }
picture-after = После { $san }
# Under the first frame of a game's animation.
picture-start = Начало
# Along the bottom of a review's evaluation graph: the x axis is the move number, the y axis
# White's winning chance; then the colours of the marks.
picture-graph-caption = номер хода  ·  y: шансы белых на победу
picture-graph-inaccuracy = неточность
picture-graph-mistake = ошибка
picture-graph-blunder = грубая ошибка
# The last line of a long table: $count rows left out.
picture-table-more = … и ещё { $count }


## Tournaments (`/tournament`): creating, joining, leaving, starting

tournament-start-not-allowed = Начать турнир досрочно может только его создатель (или тот, у кого есть право «Управление событиями»).
# $id: the tournament's number (as in all the messages below).
tournament-already-started = Турнир #{ $id } уже начался.
# Starting a tournament that another command started meanwhile.
tournament-already-started-short = Он уже начался.
tournament-trf = Турнир #{ $id } в виде отчёта FIDE TRF-16 (для программ жеребьёвки и рейтинговых служб).
tournament-servers-only = Турниры проводятся на серверах: наберите `/турнир` в канале сервера.
tournament-not-here = Здесь нет турнира #{ $id }. `/турнир список` покажет турниры этого сервера.
tournament-no-such = Турнира #{ $id } нет.
tournament-gone = Этого турнира больше нет.
tournament-none-live = Здесь нет ни открытых, ни идущих турниров. `/турнир создать тип:швейцарка туры:5 время:10+5 начало:15m` создаст турнир; `/турнир список` покажет прошедшие.
# $list: the tournaments ("#3 Winter Swiss, #4 Blitz Arena"); $first: the first one's number.
tournament-which = Здесь открыто или идёт несколько турниров ({ $list }): укажите номер, например `номер:{ $first }`.
tournament-create-not-allowed = Чтобы создать турнир, на этом сервере нужно право «Управление событиями» (или роль организатора). Попросите модератора или вступите в готовый турнир: `/турнир вступить`.
tournament-too-many = На этом сервере уже { $count } { $count ->
        [one] открытый или идущий турнир
        [few] открытых или идущих турнира
        [many] открытых или идущих турниров
       *[other] открытых или идущих турнира
    } (больше нельзя).
tournament-arena-needs-clock = Арена играется с настоящими часами: добавьте, например, `время:3+2`.
# The name of a tournament created without one (stored once, in the server's language).
# $rules: the rule set (Castalia, Castalia Weak, Standard).
tournament-default-name = { $kind ->
        [arena] Арена
        [swiss] Швейцарка
       *[round-robin] Круговой турнир
    } { $rules }
tournament-already-in = Вы уже участвуете в турнире #{ $id }.
tournament-round-robin-started = В круговой турнир нельзя вступить после его начала.
tournament-over = Турнир #{ $id } окончен.
# $low, $high: the ratings allowed; $rules: the rule set (castalia); $rating: the player's.
tournament-band = Турнир #{ $id } — для игроков с рейтингом от { $low } до { $high }; ваш рейтинг по правилам { $rules } — { $rating }.
# $player: who joined; $count: everyone who joined; $withdrew: how many of them withdrew.
tournament-joined = Новый участник турнира #{ $id }: { $player } (всего { $count } { $count ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } снялся
       *[other] , { $withdrew } снялись
    }).
tournament-joined-running = Вы получите пару в следующем туре.
tournament-joined-running-arena = Вы получите пару, как только освободится соперник: на арене пары составляются по мере окончания партий.
tournament-not-in = Вы не участвуете в турнире #{ $id }.
# $player left before the start.
tournament-left = { $player } покидает турнир #{ $id }. Сыгранные партии засчитываются; идущая партия доигрывается до конца.
# $player left once it had started.
tournament-withdrew = { $player } снимается с турнира #{ $id }. Сыгранные партии засчитываются; идущая партия доигрывается до конца.
# $minutes: about how long until the start; $players: the players who joined.
tournament-reminder = Турнир #{ $id } ({ $name }) начнётся примерно через { $minutes } { $minutes ->
        [one] минуту
        [few] минуты
        [many] минут
       *[other] минуты
    }, участников: { $players }. Будьте готовы: первая партия создаётся в момент начала.
# $needed: the fewest players it starts with; $players: those who joined.
tournament-too-few = Для { $kind ->
        [arena] арены
        [swiss] швейцарки
        [round-robin] кругового турнира
       *[double-round-robin] двухкругового турнира
    } нужно не меньше { $needed } игроков; пока участников: { $players }.
tournament-called-off = Турнир #{ $id } ({ $name }) отменён: вступило слишком мало игроков.
tournament-full = В турнире #{ $id } нет мест (наибольшее число участников: { $most }).
tournament-end-not-allowed = Завершить турнир может только его создатель (или тот, у кого есть право «Управление событиями»).
tournament-ended-by = { $player } завершает турнир #{ $id } ({ $name }) с текущей таблицей.
tournament-ended-unpairable = Не удаётся составить пары { $round }-го тура: допустимых пар нет (любая оставшаяся пара повторила бы партию). Турнир завершается с текущей таблицей.
tournament-ended-reply = Турнир #{ $id } ({ $name }) завершён; участники получат уведомление.
tournament-pairings-posted = Пары публикуются для участников.
notice-continued = (продолжение, { $part }/{ $parts })
tournament-no-game-here = У вас здесь нет идущей турнирной партии.
# $game: the number of one of the player's games.
tournament-which-game = У вас идёт несколько турнирных партий: укажите номер партии, например `партия:{ $game }`.

## (`kind:`, `rounds:`), kinds and yes/no are the choice-kind-* and choice-yesno-* words.

tournament-start-option = начало: укажите `now` или время от текущего момента: `15m`, `2h`, `1d` (не больше 14 дней).
tournament-band-option = диапазон: укажите нижний и верхний рейтинг, например `диапазон:1200-1600`.
# $length: the characters of the name typed; $max: the most a name has.
tournament-name-too-long = Название турнира — не длиннее { $max } символов; в этом { $length }. Выберите название покороче.
tournament-name-empty = `название:` требует значения: например, `название:"Зимняя швейцарка"`; или не указывайте его, чтобы турнир получил название по умолчанию.
tournament-no-color = Цвета в каждой партии определяет жеребьёвка: не указывайте `цвет:`.
tournament-arena-no-rounds = Арена длится определённое время, а не определённое число туров: например, `тип:арена минуты:30`.
tournament-minutes-option = минуты: укажите число, например `минуты:30`.
tournament-arena-length = Арена длится от 5 минут до 24 часов: например, `минуты:60`.
tournament-berserk-option = берсерк: укажите да или нет.
tournament-swiss-no-minutes = Швейцарка играется по турам: например, `тип:швейцарка туры:5`.
tournament-rounds-option = туры: укажите число, например `туры:5`.
# $most: the most rounds a Swiss has.
tournament-swiss-rounds = Число туров в швейцарке — от 1 до { $most }: например, `туры:5`.
tournament-round-robin-options = В круговом турнире столько туров, сколько нужно, чтобы все сыграли друг с другом: выберите только `двухкруговой:да` или `двухкруговой:нет`.
tournament-double-option = двухкруговой: укажите да (каждый играет с каждым дважды) или нет.
tournament-choose-kind = Выберите тип: `тип:арена`, `тип:швейцарка` или `тип:круговой`, например `/турнир создать тип:швейцарка туры:5 время:10+5 начало:15m`.

## Swiss pairing

# $round: the round's number; $reason: why, in the pairing program's words (English).
swiss-cannot-pair = Не удалось составить пары { $round }-го тура ({ $reason }). Организатор турнира может завершить его с текущей таблицей.

## Berserk in an arena (half your clock for a point more if you win)

arena-berserk-not-yours = Это не ваша турнирная партия.
arena-berserk-game-over = Эта партия уже окончена.
arena-berserk-after-first-move = Берсерк выбирают до своего первого хода в партии.
arena-berserk-no-clock = Для берсерка нужна партия с часами.
arena-berserk-not-allowed = Берсерк возможен только на аренах, где он разрешён.
arena-berserk-not-in-tournament = Эта партия не относится к турниру.
arena-berserk-already = Вы уже включили берсерк в этой партии.
# $player: who goes berserk.
arena-berserk = { $player } включает берсерк: половина времени на часах и лишнее очко за победу.

## Tournaments (`/tournament`): what they show

# $id: the tournament's number; $name: its name.
tournament-title = **Турнир #{ $id }: { $name }**
tournament-started-title = **Турнир #{ $id }: { $name } начался!**
# The settings in one line: "Swiss, 5 rounds · castalia · 10+5 · rated". $length: the kind
# and length (tournament-length-*); $rules: the rule set, as typed (castalia); $time: the
# time control (10+5, or tournament-time-*); $rated: whether the games are rated.
tournament-summary = { $length } · { $rules } · { $time } · { $rated ->
        [yes] рейтинговый
       *[no] товарищеский
    }
# The same for a tournament open only to players rated $low to $high.
tournament-summary-band = { $length } · { $rules } · { $time } · { $rated ->
        [yes] рейтинговый
       *[no] товарищеский
    } · только для рейтинга { $low }-{ $high }
tournament-length-arena = Арена, { $minutes } мин
tournament-length-arena-berserk = Арена, { $minutes } мин, берсерк разрешён
tournament-length-swiss = Швейцарская система, { $rounds } { $rounds ->
        [one] тур
        [few] тура
        [many] туров
       *[other] тура
    }
tournament-length-round-robin = Круговой турнир
tournament-length-double-round-robin = Двухкруговой турнир
tournament-time-none = без часов
tournament-time-days = { $days } { $days ->
        [one] день
        [few] дня
        [many] дней
       *[other] дня
    } на ход
# $summary: the settings (tournament-summary); $player: who created it.
tournament-created-by = { $summary }. Создатель: { $player }.
tournament-join-now = Набор открыт; турнир начнётся в течение { $minutes } мин. Вступайте сразу: `/турнир вступить` (или кнопка «Вступить»); создатель может начать его раньше командой `/турнир начать`.
# $time: when it starts, shown relative to now ("in 2 hours").
tournament-join-later = Начало { $time }. Вступайте: `/турнир вступить` (или кнопка «Вступить»); создатель может начать турнир раньше командой `/турнир начать`.
tournament-no-games-now = Сейчас партии не идут.
# Followed by a line per game.
tournament-games-now = Идут партии:
tournament-not-paired-yet = Пар ещё нет: пары 1-го тура составляются в момент начала.
# $round: the round asked for; $paired: how many rounds are paired.
tournament-no-such-round = Тура { $round } нет: пары составлены для туров с 1-го по { $paired }-й.
tournament-round-of = Тур { $round } из { $total }
# $board: a game of the round (tournament-board).
tournament-board-number = Доска { $number }: { $board }
# A game: the players and the score (1-0, ½-½, 0-1; "-" while it is played; +-- and --+ are
# forfeits). $game: the game's number.
tournament-board = { $white } { $score } { $black } (партия #{ $game })
tournament-board-no-game = { $white } { $score } { $black }
# A player without a game this round. $kind: pairing (the bye of an odd Swiss), half (a
# half-point bye), rest (a round robin's odd player out), withdrew (the player left the
# tournament), zero (any other absence).
tournament-bye = { $player }: { $kind ->
        [pairing] пропуск тура (1 очко)
        [half] пропуск тура (пол-очка)
        [rest] в этом туре без партии (нечётное число игроков: в каждом туре один отдыхает)
        [withdrew] снялся с турнира (0 очков)
       *[zero] без пары (0 очков)
    }
# The standings' title. $state: where the tournament is; $round: the last round finished.
tournament-standings-title = **#{ $id } { $name } · таблица ({ $state ->
        [open] набор открыт
        [running] турнир идёт
        [first-round] идёт 1-й тур
        [after-round] после { $round }-го тура
        [final] итоговая
       *[called-off] турнир отменён
    })**
# The columns of the standings table (in a picture): rank; player; rating; points; games
# played (arena); the tie-breaks Buchholz cut 1, Buchholz, Sonneborn-Berger, direct
# encounter and wins (a round robin's) (keep them short).
tournament-column = { $column ->
        [rank] #
        [player] Игрок
        [rating] Рейтинг
        [points] Очки
        [games] Партии
        [bh1] Бх-1
        [bh] Бх
        [sb] ЗБ
        [wins] Поб.
       *[de] ЛВ
    }
# A player who left a running tournament. $name: the player.
tournament-withdrawn-name = { $name } (вне турнира)
tournament-nobody-yet = Пока никто не вступил.
# A line of an arena's standings. $rank: the place; $name: the player; $rating: their rating;
# $points: their arena points.
tournament-standing-arena = { $rank }. { $name } ({ $rating }): { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
# The same for a player on fire (two wins in a row or more: wins count double).
tournament-standing-arena-fire = { $rank }. { $name } ({ $rating }): { $points } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    } (в ударе)
# A line of a Swiss or round robin's standings. $score: the points as written (2½);
# $points: the same as a number (for the plural); then the tie-breaks.
tournament-standing = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }, усечённый Бухгольц { $buchholz_cut1 }, Бухгольц { $buchholz }, Зоннеборн-Бергер { $sonneborn_berger }
tournament-standing-fire = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }, усечённый Бухгольц { $buchholz_cut1 }, Бухгольц { $buchholz }, Зоннеборн-Бергер { $sonneborn_berger } (в ударе)
# A line of a round robin's standings: its tie-breaks are direct encounter, Sonneborn-Berger
# and the number of wins. $direct: the points against the players level with them;
# $wins: the games won (a number).
tournament-standing-round-robin = { $rank }. { $name } ({ $rating }): { $score } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }, личная встреча { $direct }, Зоннеборн-Бергер { $sonneborn_berger }, { $wins ->
        [one] { $wins } победа
        [few] { $wins } победы
        [many] { $wins } побед
       *[other] { $wins } победы
    }
tournament-over-title = **Турнир #{ $id } ({ $name }) окончен!**
# One of the first three. $score: the points as written (2½); $points: the same as a number.
tournament-podium-place = { $place ->
        [first] Первое место
        [second] Второе место
       *[third] Третье место
    }: { $player }, { $score } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
# $count: everyone who joined (those who left before the start aside); $withdrew: how many
# of them withdrew once it had started; $id: the tournament's number.
tournament-took-part = { $count ->
        [one] В турнире участвовал { $count } игрок
        [few] В турнире участвовали { $count } игрока
        [many] В турнире участвовали { $count } игроков
       *[other] В турнире участвовали { $count } игрока
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } из них снялся
       *[other] , { $withdrew } из них снялись
    }. `/турнир таблица номер:{ $id }` покажет всю таблицу.
# A game of a round starts. $white, $black: the players; $game: the game's number.
tournament-game-start = **Турнир #{ $id } ({ $name }), тур { $round }**: { $white } (белые) — { $black } (чёрные), партия #{ $game }. Удачи!
# The same in an arena (no rounds).
tournament-game-start-arena = **Турнир #{ $id } ({ $name })**: { $white } (белые) — { $black } (чёрные), партия #{ $game }. Удачи!
# $score: 1-0, ½-½, 0-1, or a forfeit (+--, --+).
tournament-game-ended = Партия #{ $game } окончена: { $white } { $score } { $black }.
tournament-list-title = **Турниры этого сервера**
# A tournament of the list. $players: everyone who joined; $withdrew: how many of them
# withdrew; $summary: its settings (tournament-summary).
tournament-list-line = #{ $id } { $name } ({ $state ->
        [open] открыт
        [running] идёт
        [finished] завершён
       *[called-off] отменён
    }, { $players } { $players ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } снялся
       *[other] , { $withdrew } снялись
    }): { $summary }
tournament-list-empty = Пока ни одного. `/турнир создать тип:арена минуты:30 время:3+2 начало:10m` создаст турнир.

## Tournament pictures (the standings table and the podium card)

# The description of the standings picture. $standings: the standings in words.
tournament-standings-picture = Турнирная таблица. { $standings }
# The podium card's title, and the Event of the tournament's PGN file.
tournament-name-and-number = { $name } (турнир #{ $id })
# Under the title. $summary: the settings (tournament-summary); $count: everyone who joined;
# $withdrew: how many of them withdrew.
tournament-podium-subtitle = { $summary } · { $count } { $count ->
        [one] игрок
        [few] игрока
        [many] игроков
       *[other] игрока
    }{ $withdrew ->
        [0] {""}
        [one] , { $withdrew } снялся
       *[other] , { $withdrew } снялись
    }
# A player's score on the podium card.
tournament-podium-score = { $score } { $points ->
        [one] очко
        [few] очка
        [many] очков
       *[other] очка
    }
# The podium card in words. $title: tournament-name-and-number; $places: the places
# (tournament-podium-words-place), separated by semicolons.
tournament-podium-words = Призёры — { $title }: { $places }.
tournament-podium-words-place = { $place ->
        [first] первое место
        [second] второе место
       *[third] третье место
    } — { $name }, { $score }

## The course (`/learn`): the list of lessons, exercises, answers, hints, the end

# $solved, $total: numbers of exercises.
course-overview = **Курс по Касталии**: решено { $solved } из { $total } { $total ->
        [one] упражнения
       *[other] упражнений
    }.
# A line of the list of lessons. $number: the lesson's number; $title: its title.
course-overview-lesson-done = { $number }. { $title } (пройден)
# $count: the lesson's exercises, none solved yet.
course-overview-lesson-new = { $number }. { $title } ({ $count } { $count ->
        [one] упражнение
        [few] упражнения
        [many] упражнений
       *[other] упражнения
    })
# $done of $count exercises of the lesson solved.
course-overview-lesson-started = { $number }. { $title } (решено { $done } из { $count })
course-overview-how = `/обучение урок:3` открывает урок; `/обучение` продолжает с того места, где вы остановились.
# In /stats. $lessons_done of $lessons lessons have every exercise solved.
course-stats = Курс по Касталии: решено упражнений — { $solved } из { $total }, пройдено уроков — { $lessons_done } из { $lessons }.
course-stats-complete = Курс по Касталии: пройден полностью (упражнений: { $total }).
# $title: the lesson's title (lesson-N-title).
course-lesson-heading = **Урок { $number }: { $title }**
# $id: the exercise's number ("3.2"); $side: the learner's colour; $task: the exercise's task.
course-exercise-heading = **Упражнение { $id } (ход { $side ->
        [white] белых
       *[black] чёрных
    }):** { $task }
# The same in the weak rule set (the Castalia kidnaps only when it moves one square).
course-exercise-heading-weak = **Упражнение { $id } (ход { $side ->
        [white] белых
       *[black] чёрных
    }, правила castalia-weak):** { $task }
course-exercise-how = Отвечайте командой `/ход` (например, `/ход Cd5`); `/обучение подсказка` подскажет.
course-exercise-how-game = Отвечайте командой `/обучение ход:` (например, `/обучение ход:Cd5`): здесь `/ход` делает ход в вашей партии #{ $id }. `/обучение подсказка` подскажет.
# A legal move that is not the answer. $san: the move; $what: what the move did, in sentences.
course-wrong = **{ $san } — допустимый ход, но не ответ.** Что он делает: { $what }
# $hint: the exercise's hint; $task: its task.
course-wrong-hint = Подсказка: { $hint } Попробуйте ещё раз: { $task }
# $san: the move; $id: the exercise's number; $what: what the move did, in sentences.
course-right = **{ $san }: верно!** Упражнение { $id } решено. { $what }
# The same for an exercise the learner had solved before.
course-right-again = **{ $san }: верно!** Упражнение { $id } решено (вы уже решали его раньше). { $what }
course-lesson-complete = Урок { $number } пройден!
course-next-exercise = Дальше: упражнение { $id }, его покажет `/обучение дальше`.
# $title: the next lesson's title.
course-next-lesson = Дальше: урок { $number }, «{ $title }»; его откроет `/обучение дальше`.
course-next-lesson-untitled = Дальше: урок { $number }; его откроет `/обучение дальше`.
# $hint: the exercise's hint.
course-hint = **Подсказка:** { $hint }
# The piece that moves in a right answer, ringed on the board. $square: where it stands (e4).
course-hint-piece = Сделайте ход { $piece ->
        [pawn] пешкой
        [knight] конём
        [bishop] слоном
        [rook] ладьёй
        [queen] ферзём
        [king] королём
       *[castalia] Касталией
    } с поля { $square } (фигура обведена на доске).
course-exercise-again = Упражнение { $id }: { $task }
course-finished = **Вы прошли курс по Касталии!** Все упражнения решены ({ $total }).
# $open: the numbers of the lessons with exercises not solved ("3, 5"); $count: how many.
course-end-reached = **Вы дошли до конца курса по Касталии.** Решено упражнений: { $solved } из { $total }; { $count ->
        [one] в уроке { $open } ещё есть нерешённые
       *[other] в уроках { $open } ещё есть нерешённые
    } (`/обучение урок:N`).
# $theme: a puzzle theme's description (theme-* below); $name: the theme's name to type;
# $level: a bot level (1 to 8); $elo: its strength.
course-practise = Теперь потренируйтесь на задачах, где { $theme }: `/задача темы:{ $name }`. Потом сыграйте с ботом своего уровня: `/играть уровень:{ $level }` (примерно { $elo } Эло).
# $count: the number of lessons.
course-no-such-lesson = Урока { $number } нет: в курсе уроки с 1 по { $count }. Наберите `/обучение`, чтобы увидеть их список.
course-stale-menu = Это меню относится к упражнению, которое вы уже покинули, поэтому ход не сделан. Ваше текущее упражнение — { $id }: его покажет `/обучение`.
course-last-exercise = Это последнее упражнение курса (решено { $solved } из { $total }). Ответьте на него через `/ход` или откройте другой урок: `/обучение урок:N`.
course-last-exercise-game = Это последнее упражнение курса (решено { $solved } из { $total }). Ответьте на него через `/обучение ход:` (здесь `/ход` делает ход в вашей партии #{ $id }) или откройте другой урок: `/обучение урок:N`.
course-lesson-empty = В этом уроке нет упражнений.
course-nothing-to-answer = Отвечать не на что: ни одно упражнение курса не открыто. `/обучение` начнёт курс.
course-exercise-unreadable = Это упражнение не удаётся прочитать; `/обучение дальше` перейдёт к следующему.
course-one-thing-at-a-time = `/обучение` принимает что-то одно: `/обучение урок:3`, `/обучение действие:подсказка` или `/обучение ход:Cd5`.
# $text: what the user typed as a lesson number.
course-bad-lesson-number = `{ $text }` — не номер урока. Попробуйте `/обучение урок:3` или просто `/обучение`, чтобы увидеть список.
# $action: what the user typed as an action.
course-bad-action = У `/обучение` нет действия `{ $action }`. Попробуйте `/обучение подсказка`, `/обучение заново`, `/обучение дальше` или `/обучение урок:3`.

## The course's pictures (short lines above and below a board, and the pictures' descriptions)

# Above an exercise's board. $id: the exercise's number ("3.2"); $title: its lesson's title.
course-picture-header = Упражнение { $id } · { $title }
# A shorter header. $lesson: the lesson's number.
course-picture-header-lesson = Урок { $lesson } · упражнение { $id }
course-picture-header-short = Упражнение { $id }
# Below the board when the task does not fit. $side: the learner's colour.
course-picture-to-play-see-task = Ход { $side ->
        [white] белых
       *[black] чёрных
    }: см. задание
course-picture-to-play = Ход { $side ->
        [white] белых
       *[black] чёрных
    }
# Below the board after a right answer. $san: the move.
course-picture-right = { $san }: верно!
# Below the board of the hint: the piece that moves in a right answer and its square.
course-picture-hint = Подсказка: { $piece ->
        [pawn] пешка
        [knight] конь
        [bishop] слон
        [rook] ладья
        [queen] ферзь
        [king] король
       *[castalia] Касталия
    } на { $square }
# The start of an exercise picture's description. $footer: the line below the board.
course-picture-words = Упражнение { $id } ({ $title }): { $footer }
course-picture-answer = Ваш ответ: позиция до и после хода
# $title: the lesson's title.
course-picture-lesson = Урок { $number }: { $title }, пример на доске

## Lesson 1

lesson-1-title = Касталия ходит как ферзь
lesson-1-body = Касталия (C) ходит как ферзь: на любое расстояние по горизонтали, вертикали или диагонали, но только по свободным полям. Здесь белая Касталия с d4 скользит по длинной диагонали на h8.
# Exercise 1.1
lesson-1-exercise-1-task = Поставьте Касталию в угол доски.
lesson-1-exercise-1-hint = Как и ферзь, Касталия ходит и по диагоналям.
# Exercise 1.2
lesson-1-exercise-2-task = Переведите Касталию на вертикаль h.
lesson-1-exercise-2-hint = Перепрыгивать через фигуры она не может: найдите линию, свободную до самого конца.

## Lesson 2

lesson-2-title = Она никогда не бьёт
lesson-2-body = Касталия никогда не бьёт: она может остановиться только на свободном поле. Поэтому фигура противника на её пути — стена, а не цель. Она и не атакует ничего (не даёт шаха, ничего не защищает), но, как любая фигура, может перекрыть линию. Здесь она не может взять ладью на e8, поэтому встаёт на e5 и закрывает короля от шаха ладьи.
# Exercise 2.1
lesson-2-exercise-1-task = Возьмите чёрную фигуру, которая действительно не защищена.
lesson-2-exercise-1-hint = Касталия никогда не бьёт, поэтому ничего и не защищает.
# Exercise 2.2
lesson-2-exercise-2-task = Закройтесь Касталией от шаха ладьи.
lesson-2-exercise-2-hint = Взять ладью она не может, но может встать между ладьёй и вашим королём.

## Lesson 3

lesson-3-title = Похищение
lesson-3-body = Когда Касталия ходит, ближайшая фигура позади неё на линии хода перетаскивается на поле, которое Касталия только что покинула. Цвет фигуры и расстояние до неё не важны. Здесь Касталия идёт с d4 на d2 и утаскивает чёрного коня с d7 на d4. Перетаскивается только ближайшая фигура, поэтому ладья на d8 остаётся на месте.
# Exercise 3.1
lesson-3-exercise-1-task = Похитьте чёрного коня.
lesson-3-exercise-1-hint = Отведите Касталию прямо от коня, по линии, на которой они стоят.
# Exercise 3.2
lesson-3-exercise-2-task = Похитьте чёрного ферзя.
lesson-3-exercise-2-hint = Перетаскивается только ближайшая фигура позади Касталии: между какой из ваших Касталий и ферзём ничего нет?
# Exercise 3.3
lesson-3-exercise-3-task = Похитьте белую ладью.
lesson-3-exercise-3-hint = Ладья на e1 прячется за своей пешкой; посмотрите вдоль диагоналей.

## Lesson 4

lesson-4-title = Похищайте свои фигуры
lesson-4-body = Похищение действует и на ваши фигуры. Так Касталия может подтянуть свою фигуру вперёд, а та не тратит на это свой ход. Здесь Касталия идёт с d4 на f6 и вытаскивает белую ладью из угла по диагонали на d4: так не может пойти ни одна ладья.
# Exercise 4.1
lesson-4-exercise-1-task = Переместите свою пешку b на b7, не делая ею хода.
lesson-4-exercise-1-hint = Когда Касталия ходит, пешка должна стоять прямо позади неё.
# Exercise 4.2
lesson-4-exercise-2-task = Переместите свою ладью на 7-ю горизонталь, не делая ею хода.
lesson-4-exercise-2-hint = Это может любая из ваших Касталий: каждой нужно отойти прямо от ладьи.
# Exercise 4.3
lesson-4-exercise-3-task = Уведите короля из-под шаха с помощью Касталии.
lesson-4-exercise-3-hint = Если Касталия отходит от вашего короля, он — ближайшая фигура позади неё.

## Lesson 5

lesson-5-title = Отталкивание
lesson-5-body = Когда Касталия останавливается вплотную к фигуре противника на своей линии, эта фигура сдвигается дальше в том же направлении, насколько может: до края доски или до первой фигуры на пути. Ваши собственные фигуры не отталкиваются никогда. Здесь Касталия останавливается на d4 и отталкивает чёрного слона с e5 на h8.
# Exercise 5.1
lesson-5-exercise-1-task = Оттолкните чёрного коня к краю доски.
lesson-5-exercise-1-hint = Оттолкнутая фигура останавливается перед первой фигурой на своём пути.
# Exercise 5.2
lesson-5-exercise-2-task = Вашему королю шах: оттолкните чёрную ладью.
lesson-5-exercise-2-hint = Остановитесь вплотную к ладье, на линии, которая уводит её с вертикали e.
# Exercise 5.3
lesson-5-exercise-3-task = Оттолкните белого слона с длинной диагонали.
lesson-5-exercise-3-hint = Он атакует вашу ладью по диагонали a1-h8; если оттолкнуть его вдоль этой диагонали, он на ней и останется.

## Lesson 6

lesson-6-title = Пешка не возвращается на первую горизонталь
lesson-6-body = Оттолкнутая пешка никогда не попадает на свою первую горизонталь: она останавливается на второй, даже если её отталкивают по диагонали. Здесь Cc3 отталкивает чёрную пешку с d4 вверх по диагонали, и она останавливается на g7, а не на h8. Вернувшись на вторую горизонталь, пешка снова может пойти на два поля.
# Exercise 6.1
lesson-6-exercise-1-task = Оттолкните чёрную пешку обратно на её вторую горизонталь.
lesson-6-exercise-1-hint = Вторая горизонталь чёрных — 7-я: отталкивайте пешку к ней, а не вбок.
# Exercise 6.2
lesson-6-exercise-2-task = Оттолкните белую пешку обратно на её вторую горизонталь.
lesson-6-exercise-2-hint = Проследите от пешки каждую диагональ: какая из них доходит до 2-й горизонтали белых?

## Lesson 7

lesson-7-title = Не отталкивайте пешку в ферзи
lesson-7-body = Пешка, оттолкнутая на последнюю горизонталь, сразу становится ферзём своего цвета, хотя ход был ваш. Здесь Cd3 отталкивает чёрную пешку с d2 на d1, и у чёрных появляется новый ферзь. Прежде чем остановиться рядом с пешкой противника, посмотрите, куда она попадёт.
# Exercise 7.1
lesson-7-exercise-1-task = Похитьте коня, но не дайте чёрным нового ферзя.
lesson-7-exercise-1-hint = Не останавливайтесь прямо перед пешкой d2.
# Exercise 7.2
lesson-7-exercise-2-task = Закройтесь от шаха, но не дайте белым нового ферзя.
lesson-7-exercise-2-hint = Пешка, оттолкнутая по диагонали, тоже может попасть на последнюю горизонталь.

## Lesson 8

lesson-8-title = Отмените ход пешки на два поля
lesson-8-body = Сразу после того, как пешка противника пошла на два поля, отталкивание прямо назад возвращает её домой, на вторую горизонталь. Как будто этого хода и не было. Здесь чёрные только что сыграли d7-d5, чтобы напасть на коня, и Cd4 отправляет пешку обратно на d7.
# Exercise 8.1
lesson-8-exercise-1-task = Чёрные только что сыграли e7-e5: отправьте пешку обратно на e7.
lesson-8-exercise-1-hint = Чтобы оттолкнуть её прямо назад, Касталия должна прийти снизу, по вертикали e.
# Exercise 8.2
lesson-8-exercise-2-task = Белые только что сыграли c2-c4: отправьте пешку обратно на c2.
lesson-8-exercise-2-hint = Отталкивание по диагонали уведёт её на другую вертикаль.

## Lesson 9

lesson-9-title = Похищение и отталкивание одним ходом
lesson-9-body = Один ход Касталии может сделать и то и другое: утащить фигуру позади себя и оттолкнуть фигуру противника перед собой. Здесь Cc5 перетаскивает белую пешку с f2 на d4 и отталкивает чёрного слона с b6 на a7.
# Exercise 9.1
lesson-9-exercise-1-task = Похитьте коня и одновременно оттолкните ладью.
lesson-9-exercise-1-hint = Конь должен быть позади Касталии, а ладья — прямо перед полем, где она остановится.
# Exercise 9.2
lesson-9-exercise-2-task = Похитьте одну белую фигуру и одновременно оттолкните другую.
lesson-9-exercise-2-hint = Ищите линию, на которой по обе стороны от вашей Касталии стоят белые фигуры.

## Lesson 10

lesson-10-title = Похищение и отталкивание короля
lesson-10-body = Королей похищают и отталкивают, как и любые другие фигуры. Поэтому Касталия может утащить или оттолкнуть короля противника под шах одной из ваших фигур. Сама Касталия шаха никогда не даёт. Здесь Ce5 перетаскивает чёрного короля с e8 на e6, где ему даёт шах ладья на a6.
# Exercise 10.1
lesson-10-exercise-1-task = Дайте шах, оттолкнув чёрного короля.
lesson-10-exercise-1-hint = Оттолкнутый король скользит, пока что-нибудь его не остановит: проследите каждую линию до конца.
# Exercise 10.2
lesson-10-exercise-2-task = Утащите белого короля под шах вашего слона.
lesson-10-exercise-2-hint = Какое поле лежит на диагонали вашего слона, и можно ли перетащить туда короля?

## Lesson 11

lesson-11-title = Мат Касталией
lesson-11-body = Раз королей можно перетаскивать и отталкивать, ход Касталии может поставить мат с помощью других ваших фигур. Здесь Ce8 отталкивает чёрного короля с d8 в угол a8: ладья на a1 даёт ему шах, а ладья на b2 держит поля b7 и b8.
# Exercise 11.1
lesson-11-exercise-1-task = Мат в один ход с похищением.
lesson-11-exercise-1-hint = Перетащите короля на открытую вертикаль e, где ваши ладьи и конь держат все поля для отступления.
# Exercise 11.2
lesson-11-exercise-2-task = Мат в один ход с похищением.
lesson-11-exercise-2-hint = Подтяните ферзя вплотную к королю, на поле, которое защищает ваш слон.
# Exercise 11.3
lesson-11-exercise-3-task = Мат в один ход с отталкиванием.
lesson-11-exercise-3-hint = Ваши ладьи держат 1-ю и 2-ю горизонтали: оттолкните короля в угол.

## Lesson 12

lesson-12-title = Ослабленные правила
lesson-12-body = По ослабленным правилам (castalia-weak) Касталия похищает, только когда ходит ровно на одно поле; более длинный ход ничего не перетаскивает. Отталкивание по-прежнему действует на любом расстоянии. Здесь Cd5 — ход на одно поле, поэтому пешка с d2 перетаскивается на d4; после Cd6 она осталась бы на месте.
# Exercise 12.1
lesson-12-exercise-1-task = Похитьте чёрного коня.
lesson-12-exercise-1-hint = По ослабленным правилам похищает только ход на одно поле.
# Exercise 12.2
lesson-12-exercise-2-task = Пройдите вверх по вертикали d, не утащив за собой своего коня.
lesson-12-exercise-2-hint = Сходите больше чем на одно поле.
# Exercise 12.3
lesson-12-exercise-3-task = Уйдите от шаха с помощью Касталии.
lesson-12-exercise-3-hint = Утащите своего короля подальше от коня; по этим правилам перетаскивает только ход на одно поле.

## Lesson 13

lesson-13-title = Превращение в Касталию
lesson-13-body = Пешка, дошедшая до последней горизонтали, может превратиться не только в ферзя, ладью, слона или коня, но и в Касталию (запись b8=C, в UCI — b7b8c). Касталия стоит около трёх пешек, как конь. Здесь пешка b становится новой белой Касталией на b8.
# Exercise 13.1
lesson-13-exercise-1-task = Превратите пешку в Касталию.
lesson-13-exercise-1-hint = Пешка не может пойти прямо вперёд на занятое поле.
# Exercise 13.2
lesson-13-exercise-2-task = Превратите пешку в Касталию, взяв ладью.
lesson-13-exercise-2-hint = Пешка бьёт по диагонали и может превратиться прямо при взятии.
# Exercise 13.3
lesson-13-exercise-3-task = Превратите пешку в Касталию с шахом.
lesson-13-exercise-3-hint = Новая Касталия сама шаха не даёт, но пешка, уходя с c7, открывает линию.

## Puzzles (`/puzzle`)

# $side: the solver's colour; $moves: the number of the solver's moves to mate.
puzzle-task-mate = { $side ->
        [white] Белые
       *[black] Чёрные
    } начинают и дают мат в { $moves } { $moves ->
        [one] ход
        [few] хода
        [many] ходов
       *[other] хода
    }
puzzle-task-win = { $side ->
        [white] Белые
       *[black] Чёрные
    } начинают и выигрывают
puzzle-task-defend = Ход { $side ->
        [white] белых
       *[black] чёрных
    }: найдите единственный спасающий ход
# $id: the puzzle's id (77cdcb48); $rules: its rule set (castalia, castalia-weak);
# $rating: its rating; $task: what to do (puzzle-task-*).
puzzle-intro = Задача { $id } ({ $rules }, рейтинг { $rating }): **{ $task }.**
puzzle-how-to-answer = Отвечайте через `/задача ход:` (или просто `/ход` здесь, если у вас нет текущей партии); `/задача сдаться` покажет решение.
# $theme: what the user typed; $themes: the theme names, to type as they are.
puzzle-no-such-theme = Темы задач `{ $theme }` нет. Попробуйте одну из этих: `{ $themes }`.
puzzle-none-with-theme = Задач с такой темой пока нет. Попробуйте `/задача` — задачу на любую тему.
puzzle-none-installed = Задачи не установлены.
puzzle-nothing-to-answer = Отвечать не на что: вы сейчас не решаете задачу. `/задача` даст вам новую.
puzzle-daily-solved = Вы уже решили сегодняшнюю задачу: новая будет завтра. `/задача` даст вам другую прямо сейчас.
# A wrong answer. $played: the move tried; $san: the right move; $why: what the right move
# does, in sentences; $solution: the whole solution in SAN ("Cd5 Kf8 Rh8#").
puzzle-wrong = { $played } — не то. Нужно было **{ $san }**: { $why } Всё решение: { $solution }.
# $themes: the puzzle's theme names (kidnap, mateIn2), as they are typed.
puzzle-solved = **{ $san }: решено!** Темы: { $themes }.
# $reply: the opponent's answer in SAN.
puzzle-right = **{ $san }: верно!** Ответ соперника: { $reply }. Снова ваш ход.
# After giving up. $san: the right move; $why: what it does, in sentences; $solution: the whole solution.
puzzle-given-up = Нужно было **{ $san }**: { $why } Всё решение: { $solution }.
# $rating: the new puzzle rating; $change: how it moved, with its sign (+12, -8); $streak:
# puzzles solved in a row.
puzzle-rating-change = Рейтинг в задачах: { $rating } ({ $change }), серия: { $streak }. `/задача` — следующая задача.
# $action: what the user typed; $actions: the actions, to type as they are.
puzzle-bad-action = У `/задача` нет действия `{ $action }`. Попробуйте `/задача действие:ежедневная` или другое действие из этих: `{ $actions }`.
puzzle-answer-alone = Ответ указывается отдельно: наберите `/задача ход:Cd5` (без действия и темы).
puzzle-theme-alone = Тема выбирает новую задачу: наберите `/задача темы:kidnap` (без других действий).

## Puzzle pictures (short lines above and below the board; the longest that fits is drawn)

# $id: the puzzle's id; $rules: its rule set (Castalia, Castalia Weak).
puzzle-picture-header = Задача { $id } · { $rules }
# Shorter lines for the task. $goal: mate (in $moves), win, or hold (find the move that holds).
puzzle-picture-task-defend = Ход { $side ->
        [white] белых
       *[black] чёрных
    }: единственный спасающий ход
puzzle-picture-task-short = { $side ->
        [white] Белые
       *[black] Чёрные
    } начинают и { $goal ->
        [mate] дают мат в { $moves } { $moves ->
            [one] ход
            [few] хода
            [many] ходов
           *[other] хода
        }
        [win] выигрывают
       *[hold] спасаются
    }
puzzle-picture-task-shortest = { $side ->
        [white] Белые
       *[black] Чёрные
    }: { $goal ->
        [mate] мат в { $moves }
        [win] выигрыш
       *[hold] защита
    }
# $moves: the solution in SAN (or its first move when the line does not fit).
puzzle-picture-solution = Решение: { $moves }
# $first: the solution's first move, drawn as a green arrow.
puzzle-picture-solution-starts = Решение начинается ходом { $first } (зелёная стрелка)
# The start of the picture's description. $task: what to do (puzzle-task-*).
puzzle-picture-words = Задача { $id } ({ $rules }): { $task }
# After the description of the position.
puzzle-picture-words-solution = Решение, показанное стрелками: { $moves }.

## as they are: `/puzzle themes:kidnap`.

theme-mate-in-1 = мат в один ход
theme-mate-in-2 = мат в два хода
theme-mate-in-3 = мат в три хода
theme-mate = мат
theme-kidnap = всё решает похищение Касталией
theme-repulse = всё решает отталкивание Касталией
theme-king-kidnap = Касталия похищает короля
theme-king-repulse = Касталия отталкивает короля противника
theme-repulse-promotion = отталкивание выталкивает пешку на последнюю горизонталь
theme-castalia-key = первый ход делает Касталия
theme-defence = нужно найти единственный ход, который не проигрывает
theme-stops-kidnap = защита не даёт Касталии похитить фигуру
theme-stops-repulse = защита не даёт Касталии оттолкнуть фигуру
theme-wins-material = выигрыш материала
theme-attack = решающая атака
theme-promotion = пешка превращается
theme-sacrifice = жертва ради победы
theme-one-move = задача в один ход
theme-short = два хода
theme-long = три хода
theme-very-long = четыре хода

## The daily puzzle, posted to a channel

# $date: the day (daily-date).
daily-heading = **Задача дня: { $date }**
# A date: "Tuesday 1 December 2026". $day: the day of the month; $year: the year.
daily-date = { $weekday ->
        [monday] понедельник
        [tuesday] вторник
        [wednesday] среда
        [thursday] четверг
        [friday] пятница
        [saturday] суббота
       *[sunday] воскресенье
    }, { $day } { $month ->
        [january] января
        [february] февраля
        [march] марта
        [april] апреля
        [may] мая
        [june] июня
        [july] июля
        [august] августа
        [september] сентября
        [october] октября
        [november] ноября
       *[december] декабря
    } { $year } г.
# A day too far away to be a date. $day: days since 1 January 1970.
daily-date-unknown = день { $day }
daily-how-to-solve = Решайте её через `/задача ежедневная`: ваши ответы видны только вам.
daily-none-installed = Сегодня задачи дня нет: задачи не установлены.
# $id: yesterday's puzzle's id; $solution: its solution in SAN.
daily-yesterday = Вчерашняя задача { $id }: **{ $solution }**.
# $count: how many players solved yesterday's puzzle.
daily-solvers = { $count ->
        [0] Её никто не решил.
        [one] Её решил { $count } игрок.
        [few] Её решили { $count } игрока.
        [many] Её решили { $count } игроков.
       *[other] Её решили { $count } игрока.
    }

## Why a FEN cannot be read (a challenge's `setup:`). Each is a clause that follows
## "That FEN does not work:" (error-bad-fen). $color: white or black.

fen-empty = FEN пуст
fen-too-long = FEN слишком длинный (символов: { $length }; в FEN их должно быть меньше { $max })
fen-missing-fields = в FEN должно быть не меньше 4 частей (доска, очередь хода, рокировка, взятие на проходе), а найдено: { $found }
fen-too-many-fields = в FEN может быть не больше 6 частей, а найдено: { $found }
fen-rank-count = на доске должно быть 8 горизонталей, разделённых `/`, а найдено: { $found }
fen-rank-length = на горизонтали { $rank } не 8 полей, а { $squares }
fen-bad-piece = `{ $letter }` — не буква фигуры (используйте K Q R B N P C, строчные — для чёрных)
fen-no-king = { $color ->
        [white] у белых
       *[black] у чёрных
    } нет короля
fen-too-many-kings = { $color ->
        [white] у белых
       *[black] у чёрных
    } { $count ->
        [one] { $count } король
        [few] { $count } короля
        [many] { $count } королей
       *[other] { $count } короля
    }
fen-too-many-pieces = { $color ->
        [white] у белых
       *[black] у чёрных
    } { $count ->
        [one] { $count } фигура
        [few] { $count } фигуры
        [many] { $count } фигур
       *[other] { $count } фигуры
    }; больше 16 быть не может
fen-too-many-pawns = { $color ->
        [white] у белых
       *[black] у чёрных
    } { $count ->
        [one] { $count } пешка
        [few] { $count } пешки
        [many] { $count } пешек
       *[other] { $count } пешки
    }; больше 8 быть не может
fen-pawn-on-back-rank = пешка на { $rank }-й горизонтали ({ $square }): пешки никогда не стоят на 1-й и 8-й горизонталях
fen-castalia-in-standard = в обычных шахматах (standard) Касталии нет ({ $square })
fen-bad-side = очередь хода должна быть `w` или `b`, а не `{ $found }`
fen-bad-castling = в части о рокировке должно стоять `-` или буквы из KQkq, а не `{ $found }`
# $right: a castling letter (K, Q, k, q).
fen-castling-without-king = есть право рокировки { $right }, но на { $square } нет { $color ->
        [white] белого короля
       *[black] чёрного короля
    }
fen-castling-without-rook = есть право рокировки { $right }, но на { $square } нет { $color ->
        [white] белой ладьи
       *[black] чёрной ладьи
    }
fen-bad-en-passant = `{ $found }` — не поле взятия на проходе: укажите `-` или поле на 3-й или 6-й горизонтали
fen-impossible-en-passant = поле взятия на проходе { $square } не соответствует ходу пешки на два поля стороной, которая только что ходила
fen-bad-counter = `{ $found }` — не счётчик ходов: укажите целое число
fen-zero-move-number = номер хода (последняя часть) отсчитывается с 1, а не с 0
fen-opponent-in-check = под шахом сторона, которая сейчас не ходит

## Web board: the page's own words
# The browser board's labels (web/): sent to the page by GET /api/session; no variables.
web-ui-title = Шахматы с Касталией
web-ui-board = Шахматная доска
web-ui-resign = Сдаться
web-ui-resign-confirm = Сдать эту партию?
web-ui-cancel = Отмена
web-ui-flip = Перевернуть доску
web-ui-offer-draw = Предложить ничью
web-ui-accept-draw = Принять ничью
web-ui-decline-draw = Отклонить ничью
web-ui-takeback = Попросить вернуть ход
web-ui-grant-takeback = Разрешить вернуть ход
web-ui-decline-takeback = Отказать в возврате хода
web-ui-abort = Отменить партию
web-ui-claim = Потребовать победу
web-ui-rematch = Реванш
web-ui-review = Разбор
web-ui-your-games = Ваши партии
web-ui-no-games = Нет идущих партий.
web-ui-challenges = Вызовы
web-ui-no-challenges = Нет открытых вызовов.
web-ui-challenge = Вызов
web-ui-accept = Принять
web-ui-decline = Отклонить
web-ui-cancel-challenge = Отозвать вызов
web-ui-watch = Партии для просмотра
web-ui-no-watch = Сейчас нет партий для просмотра.
web-ui-play-bot = Играть с ботом
web-ui-level = Уровень
web-ui-rules = Правила
web-ui-color = Цвет
web-ui-time = Контроль времени
web-ui-play = Играть
web-ui-challenge-friend = Вызвать друга
web-ui-rated = Рейтинговая
web-ui-create-challenge = Создать вызов
web-ui-challenge-link = Отправьте эту ссылку другу:
web-ui-copy-link = Копировать ссылку
web-ui-copied = Скопировано.
web-ui-sign-out = Выйти
web-ui-sign-in-discord = Войти через Discord
web-ui-not-signed-in = Вы не вошли. Попросите бота Касталии в Discord прислать ссылку для входа.
web-ui-type-move = Введите ход (e4, Cd4, e2e4)
web-spectators = { $count ->
        [one] { $count } зритель
        [few] { $count } зрителя
        [many] { $count } зрителей
       *[other] { $count } зрителя
    }
web-ui-moves = Ходы
web-ui-first = Первый ход
web-ui-prev = Предыдущий ход
web-ui-next = Следующий ход
web-ui-last = Последний ход
web-ui-back-to-live = К текущей позиции
web-ui-back-to-game = Вернуться к партии
web-ui-lobby = Главная
web-ui-promote-to = Превратить в
web-ui-reconnecting = Соединение потеряно. Переподключение…
web-ui-offline = Сервер недоступен. Проверьте подключение.
web-ui-error = Что-то пошло не так. Попробуйте ещё раз.
web-ui-your-turn = Ваш ход
web-ui-eval-graph = График оценки
web-ui-start-position = Начальная позиция
web-ui-empty = пусто
web-ui-piece-wK = белый король
web-ui-piece-wQ = белый ферзь
web-ui-piece-wR = белая ладья
web-ui-piece-wB = белый слон
web-ui-piece-wN = белый конь
web-ui-piece-wP = белая пешка
web-ui-piece-wC = белая Касталия
web-ui-piece-bK = чёрный король
web-ui-piece-bQ = чёрный ферзь
web-ui-piece-bR = чёрная ладья
web-ui-piece-bB = чёрный слон
web-ui-piece-bN = чёрный конь
web-ui-piece-bP = чёрная пешка
web-ui-piece-bC = чёрная Касталия
