#include "ui/procedures/chargerollspage.h"

#include "core/discipline/firedisciplinechart.h"
#include "ui/dicetray/dicesentry.h"
#include "ui/procedures/chargesetuppage.h"
#include "ui/procedures/proceduredialog.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QStringList>
#include <QVBoxLayout>

namespace Adc {

ChargeRollsPage::ChargeRollsPage(QWidget *parent)
    : QWidget(parent)
{
    m_headline = new QLabel(this);
    m_headline->setWordWrap(true);
    auto *grid = new QGridLayout;
    const QList<int> &distances = FireDisciplineChart::standard().chargeDistances();
    QFont big = font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    for (int i = 0; i < distances.size(); ++i) {
        auto *distance = new QLabel(QStringLiteral("%1\"").arg(distances.at(i)), this);
        distance->setFont(big);
        auto *line = new QLabel(this);
        line->setObjectName(QStringLiteral("roll-%1").arg(distances.at(i)));
        line->setFont(big);
        line->setTextFormat(Qt::RichText);
        grid->addWidget(distance, i, 0);
        grid->addWidget(line, i, 1);
        m_lines.append(line);
    }
    grid->setColumnStretch(1, 1);
    m_dice = new DicesEntry(this);
    m_dice->setObjectName(QStringLiteral("dice"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_headline);
    layout->addLayout(grid);
    layout->addStretch(1);
    layout->addWidget(m_dice);
}

void ChargeRollsPage::setHeadline(const QString &text)
{
    m_headline->setText(text);
}

void ChargeRollsPage::start(const ChargePlan &planned, const QString &defenderName)
{
    const QString dice = planned.isRefused() ? QString() : planned.dice.toString();
    if (!planned.isRefused()) {
        m_dice->setExpression(planned.dice);
        m_dice->setLabel(tr("&Class dice %1:").arg(dice));
    }
    // One arg() call, so a name holding "%1" stays as it is.
    setHeadline(tr("<b>%1</b> rolls %2 on the <b>%3</b> column at each inch; any "
                   "result but free ends the charge discipline.")
                    .arg(ProcedureDialog::escaped(defenderName), ProcedureDialog::escaped(dice),
                         ChargeSetupPage::columnTitle(planned.situation)));
    showPlan(planned, {});
    offerSideRoll(0);
}

QString ChargeRollsPage::cellWords(const DisciplineResult &result)
{
    switch (result.kind) {
    case DisciplineResult::Kind::Free:
        return tr("free", "discipline result");
    case DisciplineResult::Kind::Fire:
        return result.range ? tr("%1\" fire").arg(*result.range) : tr("fire", "discipline result");
    case DisciplineResult::Kind::Firefight:
        return result.range ? tr("%1\" FF").arg(*result.range) : QStringLiteral("FF");
    }
    return result.cellText();
}

void ChargeRollsPage::showPlan(const ChargePlan &plan, const QList<std::optional<DiceRoll>> &dice)
{
    const std::optional<ChargeDiscipline::Outcome> &done = plan.outcome;
    const int rolled = int(plan.steps.size());
    for (int i = 0; i < m_lines.size(); ++i) {
        QLabel *line = m_lines.at(i);
        if (i >= rolled) {
            line->setText(i == rolled && !done ? tr("<i>to roll</i>") : QStringLiteral("\u2014"));
            continue;
        }
        const ChargeDiscipline::Step &step = plan.steps.at(i);
        const QString thrown = dice.value(i)
            ? QStringLiteral(" (%1)").arg(dice.value(i)->toString().toHtmlEscaped())
            : QString();
        QString verdict;
        if (step.result.isFree())
            verdict = QStringLiteral("<span style=\"color:#2e7d32\">%1</span>")
                          .arg(tr("holds its fire"));
        else
            verdict = QStringLiteral("<span style=\"color:#b71c1c\"><b>%1</b></span>")
                          .arg(tr("fails: fires at %1\"%2")
                                   .arg(done ? done->firesAt : 0)
                                   .arg(done && done->firefight ? tr(", firefight") : QString()));
        if (done && i == rolled - 1 && done->closeAction)
            verdict += tr(": held to close action, fires at %1\"").arg(done->firesAt);
        line->setText(tr("roll <b>%1</b>%2 \u2192 %3: %4")
                          .arg(QString::number(step.roll), thrown,
                               cellWords(step.result).toHtmlEscaped(), verdict));
    }
}

QString ChargeRollsPage::line(int index) const
{
    return index >= 0 && index < m_lines.size() ? m_lines.at(index)->text() : QString();
}

void ChargeRollsPage::setSideRolls(const QList<int> &rolls,
                                   const QList<std::optional<QList<int>>> &faces)
{
    m_sideRolls = rolls;
    m_sideFaces = faces;
}

void ChargeRollsPage::offerSideRoll(int index)
{
    const std::optional<QList<int>> faces = m_sideFaces.value(index);
    if (index < 0 || index >= m_sideRolls.size() || !faces)
        return;
    QStringList typed;
    for (const int face : *faces)
        typed.append(QString::number(face));
    m_dice->facesField()->setText(typed.join(QLatin1Char(' ')));
    // Selected, so the umpire's own faces replace them.
    m_dice->facesField()->selectAll();
}

std::optional<int> ChargeRollsPage::sideTotal(int index) const
{
    if (index < 0 || index >= m_sideRolls.size() || m_sideFaces.value(index))
        return std::nullopt;
    return m_sideRolls.at(index);
}

Result<ChargeRollsPage::Taken> ChargeRollsPage::take(int index, RandomSource &random)
{
    Taken taken;
    const bool typed = m_dice->hasTypedFaces();
    if (const std::optional<int> side = typed ? std::nullopt : sideTotal(index)) {
        // Only a total: there are no faces to show.
        taken.total = *side;
    } else {
        const Result<DiceRoll> roll = m_dice->take(random);
        if (!roll)
            return roll.failure();
        taken.total = roll->total();
        taken.dice = *roll;
        taken.onScreen = !typed;
    }
    m_dice->reset();
    m_dice->showRoll(taken.dice);
    return taken;
}

} // namespace Adc
