#pragma once

#include "db/battle/announcement.h"

#include <QList>
#include <optional>

namespace Adc {

class BattleStorage;

// What other connections (adc, a second window, another station) logged
// since this one last looked: each entry as the views must hear of it.
class ChangeFeed
{
public:
    // Nothing when nothing new was logged. The first look only notes where
    // the log stands: what is in the battle then is what the views read.
    // `live`: the storage's own notifications mark this connection's entries
    // too, which were announced as they were written.
    std::optional<QList<Announcement>> look(BattleStorage &storage, bool live);
    // An entry of this connection's own, announced as it was written.
    void saw(qint64 logId);

private:
    qint64 m_dataVersion = -1;
    qint64 m_lastLogId = 0;
};

} // namespace Adc
