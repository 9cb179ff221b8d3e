#include "dice/dicetray.h"

#include "battle/battle.h"
#include "dice/dicedistribution.h"
#include "dice/diceroller.h"
#include "dice/dieface.h"
#include "dice/oddschart.h"

#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonArray>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRegularExpression>
#include <QToolButton>
#include <QVBoxLayout>

namespace Adc {

namespace {

// Work (totals times faces) above which the odds are not worked out while
// the umpire types: 100d1000 would take seconds.
constexpr double kMostOddsWork = 2e7;
// Rolls kept in the history list.
constexpr int kMostHistory = 300;

const QString kErrorStyle = QStringLiteral("color: #b0241b;");
const QString kNoteStyle = QStringLiteral("color: palette(mid);");

double oddsWork(const DiceExpression &expression)
{
    double range = 1;
    double work = 0;
    for (const DiceExpression::Term &term : expression.terms()) {
        for (int i = 0; !term.isConstant() && i < term.count; ++i) {
            range += term.sides - 1;
            work += range * term.sides;
        }
    }
    return work;
}

double meanOf(const DiceExpression &expression)
{
    double mean = 0;
    for (const DiceExpression::Term &term : expression.terms()) {
        const double value = term.isConstant() ? term.count : term.count * (term.sides + 1) / 2.0;
        mean += term.negative ? -value : value;
    }
    return mean;
}

// The text with the character at position marked, for the parse error.
QString marked(const QString &text, int position)
{
    const QString mark = QStringLiteral("<span style=\"color:#b0241b; background:#f8d7d3; "
                                        "font-weight:bold; text-decoration:underline\">%1</span>");
    if (position < 0)
        return text.toHtmlEscaped();
    if (position >= text.size())
        return text.toHtmlEscaped() + mark.arg(QStringLiteral("&nbsp;?&nbsp;"));
    return text.left(position).toHtmlEscaped() + mark.arg(text.mid(position, 1).toHtmlEscaped())
            + text.mid(position + 1).toHtmlEscaped();
}

// A logged die field as text: 7; rolls "9, 6"; faces "3+5"; one list of
// faces a roll "3+5, 2+6" (null where none was thrown).
QString numberList(const QJsonValue &value, const QString &separator)
{
    if (!value.isArray())
        return value.isNull() ? QStringLiteral("-") : QString::number(value.toInteger());
    QStringList parts;
    bool nested = false;
    const QJsonArray array = value.toArray();
    for (const QJsonValue &item : array) {
        nested = nested || item.isArray();
        parts << (item.isArray() ? numberList(item, QStringLiteral("+")) : numberList(item, separator));
    }
    return parts.join(nested ? QStringLiteral(", ") : separator);
}

} // namespace

DiceTray::DiceTray(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);

    // The expression and the Roll button.
    auto *top = new QHBoxLayout;
    auto *diceLabel = new QLabel(tr("&Dice:"), this);
    m_expressionEdit = new QLineEdit(this);
    m_expressionEdit->setObjectName(QStringLiteral("expression"));
    m_expressionEdit->setPlaceholderText(tr("1d10, 2d6+1, d12-1, 3d6..."));
    m_expressionEdit->setClearButtonEnabled(true);
    QFont large = m_expressionEdit->font();
    large.setPointSizeF(large.pointSizeF() * 1.4);
    m_expressionEdit->setFont(large);
    diceLabel->setBuddy(m_expressionEdit);
    m_rollButton = new QPushButton(tr("&Roll"), this);
    m_rollButton->setObjectName(QStringLiteral("roll"));
    m_rollButton->setFont(large);
    m_rollButton->setDefault(true);
    top->addWidget(diceLabel);
    top->addWidget(m_expressionEdit, 1);
    top->addWidget(m_rollButton);
    layout->addLayout(top);

    m_presets = new QHBoxLayout;
    m_presets->setSpacing(4);
    layout->addLayout(m_presets);

    m_expressionMessage = new QLabel(this);
    m_expressionMessage->setObjectName(QStringLiteral("expressionMessage"));
    m_expressionMessage->setWordWrap(true);
    m_expressionMessage->setTextFormat(Qt::RichText);
    layout->addWidget(m_expressionMessage);

    // The odds before rolling.
    m_odds = new OddsChart(this);
    m_odds->setObjectName(QStringLiteral("odds"));
    m_odds->setAxisTitle(tr("total"));
    m_odds->setMinimumHeight(150);
    layout->addWidget(m_odds, 2);
    m_mean = new QLabel(this);
    m_mean->setObjectName(QStringLiteral("mean"));
    m_mean->setAlignment(Qt::AlignCenter);
    layout->addWidget(m_mean);

    // What the roll is for, and the faces rolled at the table.
    auto *form = new QFormLayout;
    m_purposeEdit = new QLineEdit(this);
    m_purposeEdit->setObjectName(QStringLiteral("purpose"));
    m_purposeEdit->setPlaceholderText(tr("what the roll is for (optional, kept in the log)"));
    form->addRow(tr("&For:"), m_purposeEdit);
    auto *facesRow = new QHBoxLayout;
    m_facesEdit = new QLineEdit(this);
    m_facesEdit->setObjectName(QStringLiteral("faces"));
    m_recordButton = new QPushButton(tr("Re&cord"), this);
    m_recordButton->setObjectName(QStringLiteral("record"));
    m_recordButton->setToolTip(tr("Record the faces rolled at the table"));
    facesRow->addWidget(m_facesEdit, 1);
    facesRow->addWidget(m_recordButton);
    auto *facesLabel = new QLabel(tr("Rolled &at the table:"), this);
    facesLabel->setBuddy(m_facesEdit);
    form->addRow(facesLabel, facesRow);
    layout->addLayout(form);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("message"));
    m_message->setWordWrap(true);
    layout->addWidget(m_message);

    // The roll on show: its dice, then the total, large.
    auto *result = new QHBoxLayout;
    m_diceArea = new QWidget(this);
    m_diceArea->setObjectName(QStringLiteral("dice"));
    m_diceLayout = new QGridLayout(m_diceArea);
    m_diceLayout->setContentsMargins(0, 0, 0, 0);
    m_diceLayout->setSpacing(6);
    m_total = new QLabel(this);
    m_total->setObjectName(QStringLiteral("total"));
    QFont totalFont = font();
    totalFont.setPixelSize(60);
    totalFont.setBold(true);
    m_total->setFont(totalFont);
    m_total->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_total->setMinimumWidth(90);
    result->addWidget(m_diceArea, 1, Qt::AlignLeft | Qt::AlignVCenter);
    result->addWidget(m_total);
    layout->addLayout(result);
    m_breakdown = new QLabel(this);
    m_breakdown->setObjectName(QStringLiteral("breakdown"));
    m_breakdown->setWordWrap(true);
    m_breakdown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_breakdown);

    auto *historyLabel = new QLabel(tr("&History"), this);
    QFont bold = historyLabel->font();
    bold.setBold(true);
    historyLabel->setFont(bold);
    m_history = new QListWidget(this);
    m_history->setObjectName(QStringLiteral("history"));
    m_history->setAlternatingRowColors(true);
    m_history->setWordWrap(true);
    historyLabel->setBuddy(m_history);
    layout->addWidget(historyLabel);
    layout->addWidget(m_history, 2);

    connect(m_expressionEdit, &QLineEdit::textChanged, this, &DiceTray::expressionEdited);
    connect(m_expressionEdit, &QLineEdit::returnPressed, this, [this] {
        if (m_rollButton->isEnabled())
            roll();
    });
    connect(m_rollButton, &QPushButton::clicked, this, &DiceTray::roll);
    connect(m_facesEdit, &QLineEdit::textChanged, this, &DiceTray::facesEdited);
    connect(m_facesEdit, &QLineEdit::returnPressed, this, &DiceTray::recordFaces);
    connect(m_recordButton, &QPushButton::clicked, this, &DiceTray::recordFaces);

    refreshPresets();
    refreshHistory();
    setExpression(QStringLiteral("1d10"));
}

DiceTray::~DiceTray() = default;

void DiceTray::setBattle(Battle *battle)
{
    if (m_battle)
        disconnect(m_battle, nullptr, this, nullptr);
    m_battle = battle;
    m_localHistory.clear();
    if (m_battle) {
        connect(m_battle, &Battle::logAppended, this, &DiceTray::refreshHistory);
        connect(m_battle, &Battle::battleChanged, this, &DiceTray::refreshPresets);
    }
    refreshPresets();
    refreshHistory();
    facesEdited();
}

void DiceTray::setRandomSource(RandomSource *source)
{
    m_random = source;
}

void DiceTray::setExpression(const QString &text)
{
    if (m_expressionEdit->text() == text)
        expressionEdited();
    else
        m_expressionEdit->setText(text);
}

QString DiceTray::expression() const
{
    return m_expressionEdit->text();
}

std::optional<DiceExpression> DiceTray::parsedExpression() const
{
    return m_expression;
}

void DiceTray::expressionEdited()
{
    const QString text = m_expressionEdit->text();
    const DiceExpression::ParseResult parsed = DiceExpression::parse(text);
    m_rollButton->setEnabled(parsed.ok());
    m_recordButton->setEnabled(parsed.ok());
    m_facesEdit->setEnabled(parsed.ok());
    if (!parsed.ok()) {
        m_expression.reset();
        m_odds->clear();
        m_mean->clear();
        m_facesEdit->setPlaceholderText(QString());
        if (text.trimmed().isEmpty()) {
            m_expressionMessage->setStyleSheet(kNoteStyle);
            m_expressionMessage->setText(tr("Type a dice expression such as 1d10, 2d6+1 or d12-1."));
        } else {
            m_expressionMessage->setStyleSheet(QString());
            m_expressionMessage->setText(
                    QStringLiteral("<span style=\"font-family:monospace; font-size:large\">%1</span>"
                                   "<br><span style=\"color:#b0241b\">%2</span>")
                            .arg(marked(text, parsed.position), parsed.error.toHtmlEscaped()));
        }
        m_expressionEdit->setStyleSheet(text.trimmed().isEmpty()
                                                ? QString()
                                                : QStringLiteral("QLineEdit { border: 2px solid "
                                                                 "#b0241b; }"));
        return;
    }
    m_expressionEdit->setStyleSheet(QString());
    m_expressionMessage->clear();
    m_expression = parsed.expression;
    const DiceExpression &expression = parsed.expression;
    const int count = expression.diceCount();
    m_facesEdit->setPlaceholderText(count == 1 ? tr("its face, e.g. 7") : tr("%1 faces, e.g. 3 5").arg(count));
    m_facesEdit->setToolTip(tr("The faces of %1 rolled at the table, in order").arg(expression.toString()));
    const QString range = tr("%1 to %2").arg(expression.minimum()).arg(expression.maximum());
    if (oddsWork(expression) > kMostOddsWork) {
        m_odds->clear();
        m_mean->setText(tr("%1: mean %2, %3 (too many totals to chart)")
                                .arg(expression.toString())
                                .arg(meanOf(expression), 0, 'f', 2)
                                .arg(range));
        facesEdited();
        return;
    }
    const DiceDistribution distribution(expression);
    m_odds->setDistribution(distribution);
    m_odds->setTitle(tr("Odds of %1").arg(expression.toString()));
    m_mean->setText(tr("mean <b>%1</b> \u00b7 %2").arg(distribution.mean(), 0, 'f', 2).arg(range));
    if (m_shown && m_shown->expression() == expression)
        m_odds->highlightLabel(QString::number(m_shown->total()));
    facesEdited();
}

std::optional<QList<int>> DiceTray::readFaces(const QString &text, QString *error)
{
    static const QRegularExpression separators(QStringLiteral("[\\s,;+/]+"));
    QList<int> faces;
    const QStringList parts = text.split(separators, Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        bool ok = false;
        const int face = part.toInt(&ok);
        if (!ok) {
            *error = tr("\u201c%1\u201d is not a die face: type the faces as numbers, e.g. 3 5")
                             .arg(part);
            return std::nullopt;
        }
        faces << face;
    }
    return faces;
}

void DiceTray::facesEdited()
{
    // Names an impossible face as soon as it is typed; a missing face is
    // only an error when the faces are recorded.
    const QString text = m_facesEdit->text();
    if (!m_expression || text.trimmed().isEmpty()) {
        if (m_message->property("faces").toBool())
            showMessage(QString(), false);
        return;
    }
    QString error;
    const std::optional<QList<int>> faces = readFaces(text, &error);
    if (faces && faces->size() <= m_expression->diceCount()) {
        // The faces not typed yet stand in as 1s, which every die shows.
        QList<int> padded = *faces;
        while (padded.size() < m_expression->diceCount())
            padded << 1;
        if (DiceRoll::fromFaces(*m_expression, padded, &error))
            error.clear();
    } else if (faces) {
        error = tr("%1 needs %2 face(s), %3 typed")
                        .arg(m_expression->toString())
                        .arg(m_expression->diceCount())
                        .arg(faces->size());
    }
    showMessage(error, !error.isEmpty());
    m_message->setProperty("faces", !error.isEmpty());
}

void DiceTray::showMessage(const QString &text, bool error)
{
    m_message->setProperty("faces", false);
    m_message->setStyleSheet(error ? kErrorStyle : QString());
    m_message->setText(text);
}

void DiceTray::roll()
{
    if (!m_expression) {
        expressionEdited();
        return;
    }
    const QString purpose = m_purposeEdit->text().trimmed();
    if (m_battle) {
        QJsonObject action { { QStringLiteral("action"), QStringLiteral("roll") },
                             { QStringLiteral("dice"), m_expression->toString() } };
        if (!purpose.isEmpty())
            action.insert(QStringLiteral("purpose"), purpose);
        commit(action, std::nullopt);
        return;
    }
    const DiceRoll rolled = DiceRoller::roll(*m_expression, m_random ? *m_random : m_ownRandom);
    commit({}, rolled);
}

void DiceTray::recordFaces()
{
    if (!m_expression) {
        expressionEdited();
        return;
    }
    QString error;
    const std::optional<QList<int>> faces = readFaces(m_facesEdit->text(), &error);
    std::optional<DiceRoll> typed;
    if (faces)
        typed = DiceRoll::fromFaces(*m_expression, *faces, &error);
    if (!typed) {
        showMessage(tr("Not recorded: %1").arg(error), true);
        m_facesEdit->setFocus();
        return;
    }
    if (m_battle) {
        QJsonArray list;
        for (int face : *faces)
            list.append(face);
        QJsonObject action { { QStringLiteral("action"), QStringLiteral("roll") },
                             { QStringLiteral("dice"), m_expression->toString() },
                             { QStringLiteral("faces"), list } };
        const QString purpose = m_purposeEdit->text().trimmed();
        if (!purpose.isEmpty())
            action.insert(QStringLiteral("purpose"), purpose);
        commit(action, std::nullopt);
    } else {
        commit({}, typed);
    }
    if (m_shown)
        m_facesEdit->clear();
}

void DiceTray::commit(const QJsonObject &action, const std::optional<DiceRoll> &local)
{
    if (local) {
        m_localHistory.prepend(tr("%1 (no battle open: not logged)").arg(local->toString()));
        showRoll(*local);
        showMessage(QString(), false);
        refreshHistory();
        Q_EMIT rolled(*local);
        return;
    }
    const ActionOutcome outcome = m_battle->apply(action, m_random);
    if (!outcome.isDone()) {
        const QString why = outcome.status == ActionOutcome::Status::Refused
                ? outcome.answer.value(QStringLiteral("reason")).toString()
                : outcome.error;
        showMessage(tr("Not logged: %1").arg(why), true);
        return;
    }
    QList<int> faces;
    const QJsonArray list = outcome.answer.value(QStringLiteral("faces")).toArray();
    for (const QJsonValue &face : list)
        faces << face.toInt();
    QString error;
    const std::optional<DiceRoll> logged = DiceRoll::fromFaces(*m_expression, faces, &error);
    if (!logged) {
        showMessage(tr("The battle logged a roll that does not read: %1").arg(error), true);
        return;
    }
    showRoll(*logged);
    showMessage(QString(), false);
    Q_EMIT rolled(*logged);
}

void DiceTray::showRoll(const DiceRoll &roll)
{
    m_shown = roll;
    while (QLayoutItem *item = m_diceLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const int count = roll.expression().diceCount();
    // Rows of dice narrow enough for a dock; smaller dice the more there are.
    const int columns = count <= 24 ? 6 : 10;
    const int edge = count <= 3 ? 64 : count <= 6 ? 52 : count <= 24 ? 40 : 28;
    QFont constantFont = font();
    constantFont.setPixelSize(edge / 2);
    constantFont.setBold(true);
    int cell = 0;
    const QList<DiceExpression::Term> &terms = roll.expression().terms();
    for (int t = 0; t < terms.size(); ++t) {
        const DiceExpression::Term &term = terms.at(t);
        if (term.isConstant()) {
            auto *constant = new QLabel(QStringLiteral("%1%2")
                                                .arg(term.negative ? QStringLiteral("\u2212")
                                                                   : QStringLiteral("+"))
                                                .arg(term.count),
                                        m_diceArea);
            constant->setFont(constantFont);
            constant->setAlignment(Qt::AlignCenter);
            m_diceLayout->addWidget(constant, cell / columns, cell % columns);
            ++cell;
            continue;
        }
        for (int face : roll.facesByTerm().at(t)) {
            auto *die = new DieFace(term.sides, face, m_diceArea);
            die->setEdge(edge);
            die->setSubtracted(term.negative);
            m_diceLayout->addWidget(die, cell / columns, cell % columns);
            ++cell;
        }
    }
    m_total->setText(QString::number(roll.total()));
    QString odds;
    if (m_expression && *m_expression == roll.expression() && !m_odds->bars().isEmpty()) {
        m_odds->highlightLabel(QString::number(roll.total()));
        const DiceDistribution distribution(roll.expression());
        odds = tr(" \u00b7 %1 or more: %2%, exactly: %3%")
                       .arg(roll.total())
                       .arg(distribution.atLeast(roll.total()) * 100.0, 0, 'f', 1)
                       .arg(distribution.probability(roll.total()) * 100.0, 0, 'f', 1);
    }
    m_breakdown->setText(roll.toString() + odds);
}

void DiceTray::refreshPresets()
{
    while (QLayoutItem *item = m_presets->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    const Rulings rulings = m_battle ? m_battle->rulings() : Rulings();
    const QList<std::pair<QString, QString>> presets = {
        { QStringLiteral("1d10"), tr("The fire die") },
        { QStringLiteral("2d6"), tr("Boxcars: the extra AP roll") },
        { rulings.eliteDice, tr("Class dice: Elite (a ruling)") },
        { rulings.lineDice, tr("Class dice: Line (a ruling)") },
        { rulings.conscriptDice, tr("Class dice: Conscript (a ruling)") },
    };
    const QStringList names = { QString(), QString(), tr("Elite"), tr("Line"), tr("Conscript") };
    for (int i = 0; i < presets.size(); ++i) {
        auto *button = new QToolButton(this);
        const QString dice = presets.at(i).first;
        button->setText(names.at(i).isEmpty() ? dice : QStringLiteral("%1 %2").arg(names.at(i), dice));
        button->setToolTip(presets.at(i).second);
        button->setObjectName(QStringLiteral("preset-%1").arg(i));
        button->setAutoRaise(false);
        connect(button, &QToolButton::clicked, this, [this, dice] { setExpression(dice); });
        m_presets->addWidget(button);
    }
    m_presets->addStretch(1);
}

QString DiceTray::historyText(const LogEntry &entry)
{
    const QString when = QStringLiteral("T%1.%2").arg(entry.turn).arg(entry.segment);
    if (entry.kind == QLatin1String("roll"))
        return QStringLiteral("%1  %2").arg(when, entry.summary);
    // The dice of other actions: what they rolled, as the log keeps it.
    QStringList dice;
    const QList<std::pair<QString, QString>> fields = {
        { QStringLiteral("die"), tr("die") },
        { QStringLiteral("roll"), tr("roll") },
        { QStringLiteral("rolls"), tr("rolls") },
        { QStringLiteral("faces"), tr("faces") },
        { QStringLiteral("boxcars_roll"), tr("boxcars") },
        { QStringLiteral("boxcars_faces"), tr("boxcars faces") },
        { QStringLiteral("ricochet_dice"), tr("ricochet") },
    };
    for (const auto &field : fields) {
        const QJsonValue value = entry.inputs.value(field.first);
        const bool faces = field.first.endsWith(QLatin1String("faces"));
        if (value.isDouble() || value.isArray())
            dice << QStringLiteral("%1 %2").arg(field.second,
                                                numberList(value, faces ? QStringLiteral("+")
                                                                        : QStringLiteral(", ")));
    }
    if (dice.isEmpty())
        return QString();
    return QStringLiteral("%1  %2 (%3)").arg(when, entry.summary.isEmpty() ? entry.kind : entry.summary,
                                            dice.join(QLatin1String("; ")));
}

void DiceTray::refreshHistory()
{
    m_history->clear();
    if (!m_battle) {
        for (const QString &line : std::as_const(m_localHistory))
            m_history->addItem(line);
        return;
    }
    const QList<LogEntry> log = m_battle->log();
    for (auto it = log.crbegin(); it != log.crend() && m_history->count() < kMostHistory; ++it) {
        const LogEntry &entry = *it;
        if (entry.kind == QLatin1String("undo") || entry.kind == QLatin1String("redo"))
            continue;
        const QString text = historyText(entry);
        if (text.isEmpty())
            continue;
        auto *item = new QListWidgetItem(text, m_history);
        item->setData(Qt::UserRole, entry.id);
        item->setToolTip(entry.undone ? tr("%1 (undone)").arg(entry.summary) : entry.summary);
        if (entry.undone) {
            QFont struck = item->font();
            struck.setStrikeOut(true);
            item->setFont(struck);
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        }
    }
}

} // namespace Adc
