// Where a unit or a brigade falls in a roster sheet's pages.
#include "roster/rostersheet.h"

namespace Adc {

int RosterSheet::Layout::pageOfUnit(qint64 unitId, const Source &source) const
{
    for (int p = 0; p < pages.size(); ++p) {
        for (const Block &block : pages.at(p).blocks) {
            for (int unit : block.units) {
                if (source.units.at(unit).id == unitId)
                    return p;
            }
        }
    }
    return -1;
}

QList<int> RosterSheet::Layout::pagesOfBrigade(const QString &side, const QString &brigade) const
{
    QList<int> result;
    for (int p = 0; p < pages.size(); ++p) {
        for (const Block &block : pages.at(p).blocks) {
            if (block.side == side && block.brigade == brigade && !result.contains(p))
                result.append(p);
        }
    }
    return result;
}

} // namespace Adc
