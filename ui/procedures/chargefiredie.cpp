#include "ui/procedures/chargefiredie.h"

#include <QLayout>

namespace Adc {

ChargeFireDie::ChargeFireDie(QWidget *page)
    : DicesEntry(page)
{
    setObjectName(QStringLiteral("fireDie"));
    setExpression(DiceExpression::dice(1, 10));
    setLabel(tr("Defender's &fire die, d10:"));
    hide();
}

void ChargeFireDie::placeOn(QWidget *page, bool shown)
{
    if (page->layout()->indexOf(this) < 0) {
        if (QLayout *before = parentWidget()->layout())
            before->removeWidget(this);
        page->layout()->addWidget(this);
        reset();
    }
    setVisible(shown);
}

} // namespace Adc
