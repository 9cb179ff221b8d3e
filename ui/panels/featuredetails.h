#pragma once

#include "core/common/rulings.h"
#include "core/model/featurerecord.h"
#include "core/model/unitrecord.h"

#include <QLabel>
#include <optional>

namespace Adc {

// Under the terrain panel's list: what a feature is, who may stand in it,
// the morale modifier its occupants get with the reasons, and the provisos
// those bonuses hold under.
class FeatureDetails : public QLabel
{
    Q_OBJECT

public:
    explicit FeatureDetails(QWidget *parent = nullptr);

    // Tells the morale of each of told (nullopt: an infantry unit).
    void showFeature(const FeatureRecord &feature, const QList<std::optional<UnitRecord>> &told,
                     const Rulings &rulings);

    // "Woods", "BUA (village, farm, town area)": a feature kind in words.
    static QString kindLabel(const QString &kind);

private:
    static QString moraleHtml(const FeatureRecord &feature, const std::optional<UnitRecord> &unit,
                              const Rulings &rulings);
    static QString provisosHtml(const QString &kind);
};

} // namespace Adc
