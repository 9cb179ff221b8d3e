#include "ui/dicetray/rollview.h"

#include "core/dice/diceroll.h"
#include "ui/dicetray/dieface.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace Adc {

RollView::RollView(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
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
}

void RollView::clearDice()
{
    while (QLayoutItem *item = m_diceLayout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void RollView::showRoll(const DiceRoll &roll, const QString &odds)
{
    clearDice();
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
            const QString sign = term.negative ? QStringLiteral("\u2212") : QStringLiteral("+");
            auto *constant = new QLabel(sign + QString::number(term.count), m_diceArea);
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
    m_breakdown->setText(roll.toString() + odds);
}

} // namespace Adc
