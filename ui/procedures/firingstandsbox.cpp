#include "ui/procedures/firingstandsbox.h"

#include "ui/procedures/firerequestbuilder.h"

#include <QLocale>

namespace Adc {

FiringStandsBox::FiringStandsBox(QWidget *parent)
    : QComboBox(parent)
{
    setObjectName(QStringLiteral("stands"));
}

void FiringStandsBox::offer(const UnitRecord &lead, std::optional<double> chosen)
{
    const double full = FireRequestBuilder::firingStands(lead);
    QList<double> options;
    if (full >= 0.5)
        options.append(0.5);
    for (int s = 1; s <= int(full); ++s)
        options.append(s);
    clear();
    for (int i = options.size() - 1; i >= 0; --i) {
        const double stands = options.at(i);
        addItem(stands == 0.5 ? tr("half") : QLocale().toString(stands, 'g', 6), stands);
    }
    const int index = findData(chosen.value_or(full));
    setCurrentIndex(index >= 0 ? index : 0);
}

std::optional<double> FiringStandsBox::lowered(const UnitRecord &lead) const
{
    const QVariant stands = currentData();
    if (stands.isValid() && stands.toDouble() < FireRequestBuilder::firingStands(lead))
        return stands.toDouble();
    return std::nullopt;
}

} // namespace Adc
