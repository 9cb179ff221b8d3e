#include "ui/dicetray/dicepresets.h"

#include "core/common/rulings.h"

#include <QHBoxLayout>
#include <QToolButton>

namespace Adc {

DicePresets::DicePresets(QWidget *parent)
    : QWidget(parent)
{
    m_layout = new QHBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->setSpacing(4);
    setRulings(Rulings());
}

void DicePresets::setRulings(const Rulings &rulings)
{
    while (QLayoutItem *item = m_layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
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
        button->setText(names.at(i).isEmpty() ? dice
                                              : QStringLiteral("%1 %2").arg(names.at(i), dice));
        button->setToolTip(presets.at(i).second);
        button->setObjectName(QStringLiteral("preset-%1").arg(i));
        button->setAutoRaise(false);
        connect(button, &QToolButton::clicked, this, [this, dice] { Q_EMIT chosen(dice); });
        m_layout->addWidget(button);
    }
    m_layout->addStretch(1);
}

} // namespace Adc
