#pragma once

#include "core/common/result.h"

#include <QCoreApplication>
#include <QMessageBox>
#include <QString>

namespace Adc {

// How the window words a failure, by its kind and never by its text: a
// refusal by the rules, a request the battle cannot read, or a file or
// server that failed each read differently, the same in every panel.
class FailureWords
{
    Q_DECLARE_TR_FUNCTIONS(Adc::FailureWords)

public:
    // One line: "Refused: ...", "Not accepted: ..." or "Not done: ...".
    static QString line(const Failure &failure);
    // The heading of a box that shows it, for what was being done
    // ("Cannot open the battle"): a refusal says so.
    static QString title(Failure::Kind kind, const QString &doing);
    // A failure of the file or server is critical; the others a warning.
    static QMessageBox::Icon icon(Failure::Kind kind);
};

} // namespace Adc
