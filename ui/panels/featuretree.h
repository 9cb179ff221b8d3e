#pragma once

#include "core/common/rulings.h"
#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"

#include <QTreeWidget>

namespace Adc {

// The terrain panel's list: each feature with its kind, cover, how many it
// holds and the morale it gives, and under it the units that stand in it.
class FeatureTree : public QTreeWidget
{
    Q_OBJECT

public:
    explicit FeatureTree(QWidget *parent = nullptr);

    // Fills the list anew; nothing is selected after.
    void showFeatures(const QList<FeatureRecord> &features, const QList<UnitRecord> &units,
                      const Rulings &rulings);
    // Selects an occupant of a feature, or the feature itself (occupant 0).
    void select(const QString &feature, qint64 occupant);

    // The feature selected, or the feature of the occupant selected.
    QString selectedFeature() const;
    // The unit selected under a feature, or 0.
    qint64 selectedOccupant() const;

private:
    void addOccupant(QTreeWidgetItem *item, const FeatureRecord &feature, const UnitRecord &inside,
                     const Rulings &rulings);
};

} // namespace Adc
