#include "core/common/rulebook.h"

#include "core/ammunition/ammunition.h"
#include "core/aor/aorexposure.h"
#include "core/aor/aormovement.h"
#include "core/aor/aorstrength.h"
#include "core/casualties/casualties.h"
#include "core/casualties/recovery.h"
#include "core/discipline/firedisciplinechart.h"
#include "core/fire/firechart.h"
#include "core/fire/firemodifiers.h"
#include "core/fire/rangebands.h"
#include "core/terrain/terrainrules.h"
#include "core/terrain/townsight.h"

namespace Adc {

namespace {

template<typename Table>
void checkTable(const QString &file, const QString &directory, QList<Failure> *errors)
{
    TableReader reader(file, directory);
    const std::optional<QJsonObject> root = reader.load();
    if (root)
        Table::fromJson(*root, reader);
    if (!reader.ok())
        errors->append(reader.failure());
}

} // namespace

QStringList RuleBook::tableFiles()
{
    return { QStringLiteral("firediscipline.json"), QStringLiteral("firecombat.json"),
             QStringLiteral("ranges.json"),         QStringLiteral("firemodifiers.json"),
             QStringLiteral("casualties.json"),     QStringLiteral("ammunition.json"),
             QStringLiteral("terrain.json"),        QStringLiteral("aor_movement.json"),
             QStringLiteral("aor_exposure.json"),   QStringLiteral("aor_strength.json"),
             QStringLiteral("towns.json") };
}

QList<Failure> RuleBook::check(const QString &directory)
{
    QList<Failure> errors;
    checkTable<FireDisciplineChart>(QStringLiteral("firediscipline.json"), directory, &errors);
    checkTable<FireChart>(QStringLiteral("firecombat.json"), directory, &errors);
    checkTable<RangeBands>(QStringLiteral("ranges.json"), directory, &errors);
    checkTable<FireModifiers>(QStringLiteral("firemodifiers.json"), directory, &errors);
    checkTable<Casualties>(QStringLiteral("casualties.json"), directory, &errors);
    checkTable<Recovery>(QStringLiteral("casualties.json"), directory, &errors);
    checkTable<Ammunition>(QStringLiteral("ammunition.json"), directory, &errors);
    checkTable<TerrainRules>(QStringLiteral("terrain.json"), directory, &errors);
    checkTable<AorMovement>(QStringLiteral("aor_movement.json"), directory, &errors);
    checkTable<AorExposure>(QStringLiteral("aor_exposure.json"), directory, &errors);
    checkTable<AorStrength>(QStringLiteral("aor_strength.json"), directory, &errors);
    checkTable<TownSight>(QStringLiteral("towns.json"), directory, &errors);
    return errors;
}

} // namespace Adc
