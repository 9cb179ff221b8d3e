#pragma once

#include "core/model/unitrecord.h"
#include "core/turn/endturnplan.h"

#include <QList>
#include <QWidget>

class QTextBrowser;

namespace Adc {

// The last page of the end of a turn: the new clock, each unit's
// replenishment and the last segment's sweep, as the battle answered.
class EndTurnResultPage : public QWidget
{
    Q_OBJECT

public:
    explicit EndTurnResultPage(QWidget *parent = nullptr);

    // The battle's answer to end-turn; units as they now stand, for names.
    void show(const EndTurnPlan &plan);
    QString text() const;

    // "ball 8, canister 4" for guns, "8 AP" for small arms.
    static QString loadText(const UnitRecord &unit);

private:
    QTextBrowser *m_result = nullptr;
};

} // namespace Adc
