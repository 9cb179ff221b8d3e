#include "ui/dicetray/dicetray.h"

#include "core/dice/dicedistribution.h"
#include "core/dice/diceroller.h"
#include "core/orders/order.h"
#include "db/battle/battle.h"
#include "ui/dicetray/dicehistory.h"
#include "ui/dicetray/dicepresets.h"
#include "ui/dicetray/expressionmessage.h"
#include "ui/dicetray/oddschart.h"
#include "ui/dicetray/rollview.h"
#include "ui/panels/messagestyle.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace Adc {

namespace {

// Work (totals times faces) above which the odds are not worked out while
// the umpire types: 100d1000 would take seconds.
constexpr double kMostOddsWork = 2e7;

} // namespace

DiceTray::DiceTray(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    addExpressionRows(layout);
    addFacesRows(layout);

    // The roll on show, then the history.
    m_rollView = new RollView(this);
    layout->addWidget(m_rollView);
    auto *historyLabel = new QLabel(tr("His&tory"), this);
    QFont bold = historyLabel->font();
    bold.setBold(true);
    historyLabel->setFont(bold);
    m_history = new DiceHistory(this);
    m_history->setObjectName(QStringLiteral("history"));
    historyLabel->setBuddy(m_history);
    layout->addWidget(historyLabel);
    layout->addWidget(m_history, 2);

    connect(m_expressionEdit, &QLineEdit::textChanged, this, &DiceTray::expressionEdited);
    connect(m_expressionEdit, &QLineEdit::returnPressed, this, [this] {
        if (m_rollButton->isEnabled())
            roll();
    });
    connect(m_rollButton, &QPushButton::clicked, this, &DiceTray::roll);
    connect(m_presets, &DicePresets::chosen, this, &DiceTray::setExpression);
    connect(m_facesEdit, &QLineEdit::textChanged, this, &DiceTray::facesEdited);
    connect(m_facesEdit, &QLineEdit::returnPressed, this, &DiceTray::recordFaces);
    connect(m_recordButton, &QPushButton::clicked, this, &DiceTray::recordFaces);

    refreshPresets();
    refreshHistory();
    setExpression(QStringLiteral("1d10"));
}

void DiceTray::addExpressionRows(QVBoxLayout *layout)
{
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

    m_presets = new DicePresets(this);
    layout->addWidget(m_presets);

    m_expressionMessage = new ExpressionMessage(this);
    m_expressionMessage->setObjectName(QStringLiteral("expressionMessage"));
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
}

void DiceTray::addFacesRows(QVBoxLayout *layout)
{
    // What the roll is for, and the faces rolled at the table.
    auto *form = new QFormLayout;
    m_purposeEdit = new QLineEdit(this);
    m_purposeEdit->setObjectName(QStringLiteral("purpose"));
    m_purposeEdit->setPlaceholderText(tr("what the roll is for (optional, kept in the log)"));
    form->addRow(tr("F&or:"), m_purposeEdit);
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
    const Result<DiceExpression> parsed = DiceExpression::parse(text);
    m_rollButton->setEnabled(parsed.ok());
    m_recordButton->setEnabled(parsed.ok());
    m_facesEdit->setEnabled(parsed.ok());
    m_expressionMessage->showFor(text, parsed);
    if (!parsed.ok()) {
        m_expression.reset();
        m_odds->clear();
        m_mean->clear();
        m_facesEdit->setPlaceholderText(QString());
        m_expressionEdit->setStyleSheet(text.trimmed().isEmpty()
                                            ? QString()
                                            : QStringLiteral("QLineEdit { border: 2px solid "
                                                             "#b0241b; }"));
        return;
    }
    m_expressionEdit->setStyleSheet(QString());
    m_expression = *parsed;
    const DiceExpression &expression = *parsed;
    const int count = expression.diceCount();
    m_facesEdit->setPlaceholderText(count == 1 ? tr("its face, e.g. 7")
                                               : tr("%1 faces, e.g. 3 5").arg(count));
    m_facesEdit->setToolTip(
        tr("The faces of %1 rolled at the table, in order").arg(expression.toString()));
    const QString range = tr("%1 to %2").arg(expression.minimum()).arg(expression.maximum());
    if (expression.oddsWork() > kMostOddsWork) {
        m_odds->clear();
        m_mean->setText(tr("%1: mean %2, %3 (too many totals to chart)")
                            .arg(expression.toString())
                            .arg(QLocale().toString(expression.mean(), 'f', 2))
                            .arg(range));
        facesEdited();
        return;
    }
    const DiceDistribution distribution(expression);
    m_odds->setDistribution(distribution);
    m_odds->setTitle(tr("Odds of %1").arg(expression.toString()));
    m_mean->setText(tr("mean <b>%1</b> \u00b7 %2")
                        .arg(QLocale().toString(distribution.mean(), 'f', 2))
                        .arg(range));
    if (m_shown && m_shown->expression() == expression)
        m_odds->highlightLabel(QString::number(m_shown->total()));
    facesEdited();
}

Result<QList<int>> DiceTray::readFaces(const QString &text)
{
    static const QRegularExpression separators(QStringLiteral("[\\s,;+/]+"));
    QList<int> faces;
    const QStringList parts = text.split(separators, Qt::SkipEmptyParts);
    for (const QString &part : parts) {
        bool ok = false;
        const int face = part.toInt(&ok);
        if (!ok) {
            return Failure::malformed(
                tr("\u201c%1\u201d is not a die face: type the faces as numbers, e.g. 3 5")
                    .arg(part));
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
    const Result<QList<int>> faces = readFaces(text);
    QString error = faces.error();
    if (faces && faces->size() <= m_expression->diceCount()) {
        // The faces not typed yet stand in as 1s, which every die shows.
        QList<int> padded = *faces;
        while (padded.size() < m_expression->diceCount())
            padded << 1;
        error = DiceRoll::fromFaces(*m_expression, padded).error();
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
    m_message->setStyleSheet(error ? MessageStyle::error() : QString());
    m_message->setText(text);
}

void DiceTray::roll()
{
    if (!m_expression) {
        expressionEdited();
        return;
    }
    if (m_battle) {
        logRoll(order(std::nullopt));
        return;
    }
    keepLocal(DiceRoller::roll(*m_expression, m_random ? *m_random : m_ownRandom));
}

void DiceTray::recordFaces()
{
    if (!m_expression) {
        expressionEdited();
        return;
    }
    const Result<QList<int>> faces = readFaces(m_facesEdit->text());
    const Result<DiceRoll> typed
        = faces ? DiceRoll::fromFaces(*m_expression, *faces) : faces.failure();
    if (!typed) {
        showMessage(tr("Not recorded: %1").arg(typed.error()), true);
        m_facesEdit->setFocus();
        return;
    }
    if (m_battle)
        logRoll(order(*faces));
    else
        keepLocal(*typed);
    if (m_shown)
        m_facesEdit->clear();
}

RollOrder DiceTray::order(const std::optional<QList<int>> &faces) const
{
    RollOrder order;
    order.dice = *m_expression;
    order.faces = faces;
    const QString purpose = m_purposeEdit->text().trimmed();
    if (!purpose.isEmpty())
        order.purpose = purpose;
    return order;
}

void DiceTray::keepLocal(const DiceRoll &roll)
{
    m_localHistory.prepend(tr("%1 (no battle open: not logged)").arg(roll.toString()));
    showRoll(roll);
    showMessage(QString(), false);
    refreshHistory();
    Q_EMIT rolled(roll);
}

void DiceTray::logRoll(const RollOrder &order)
{
    // The faces typed at the table are the umpire's, not rolled on screen.
    const ActionOutcome outcome = m_battle->apply(Order(order), m_random);
    if (!outcome.ok()) {
        // A refusal carries its reason in error too.
        showMessage(tr("Not logged: %1").arg(outcome.error()), true);
        return;
    }
    const std::optional<DiceRoll> &logged = outcome->procedure.roll;
    if (!logged) {
        showMessage(tr("The battle logged a roll that does not read: %1").arg(outcome->summary),
                    true);
        return;
    }
    showRoll(*logged);
    showMessage(QString(), false);
    Q_EMIT rolled(*logged);
}

void DiceTray::showRoll(const DiceRoll &roll)
{
    m_shown = roll;
    QString odds;
    if (m_expression && *m_expression == roll.expression() && !m_odds->bars().isEmpty()) {
        m_odds->highlightLabel(QString::number(roll.total()));
        const DiceDistribution distribution(roll.expression());
        odds = tr(" \u00b7 %1 or more: %2%, exactly: %3%")
                   .arg(roll.total())
                   .arg(QLocale().toString(distribution.atLeast(roll.total()) * 100.0, 'f', 1))
                   .arg(QLocale().toString(distribution.probability(roll.total()) * 100.0, 'f', 1));
    }
    m_rollView->showRoll(roll, odds);
}

void DiceTray::refreshPresets()
{
    m_presets->setRulings(m_battle ? m_battle->rulings() : Rulings());
}

void DiceTray::refreshHistory()
{
    if (m_battle)
        m_history->showLog(m_battle->log());
    else
        m_history->showLines(m_localHistory);
}

} // namespace Adc
