#include "battlecommandline.h"

namespace Adc {

// Placeholder until the battle commands land.
bool BattleCommandLine::handles(const QString &) { return false; }

int BattleCommandLine::run(const QString &, const QStringList &, std::FILE *, std::FILE *,
                           std::FILE *)
{
    return 2;
}

QString BattleCommandLine::usage() { return QString(); }

} // namespace Adc
