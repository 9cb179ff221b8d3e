#include "db/tables/unitaudit.h"

#include "core/ammunition/ammunition.h"
#include "db/storage/checkreport.h"
#include "db/tables/unittable.h"

#include <QCoreApplication>
#include <QSqlRecord>

namespace Adc {

void UnitAudit::check(const QSqlDatabase &database, CheckReport *report)
{
    // A file opened read-only at an older version keeps no full loads yet.
    if (!database.record(QStringLiteral("units")).contains(QStringLiteral("ap_ball_full")))
        return;
    const Ammunition &ammunition = Ammunition::standard();
    const QList<UnitRecord> units = UnitTable(database).all();
    const auto before = report->problems.size();
    for (const UnitRecord &unit : units) {
        // The unit's name is user text: joined, never passed through arg().
        const QString named
            = QCoreApplication::translate("Adc::UnitAudit", "unit %1 \"").arg(unit.id) + unit.name
            + QStringLiteral("\": ");
        for (const QString &problem : ammunition.loadProblems(unit))
            report->problems.append(named + problem);
    }
    if (report->problems.size() == before)
        report->checks.append(QCoreApplication::translate(
            "Adc::UnitAudit", "ammunition: every battery holds no more than its full loads"));
}

} // namespace Adc
