#pragma once

#include <QCoreApplication>
#include <QString>

namespace Adc {

// A side's proposals on its page, below the live part that refreshes
// itself (so what a player is typing stays): the form that proposes a
// fire, a charge or a move of one of the side's units (its choices filled
// by the page's script from units.json and enemies.json), the list of the
// side's proposals (filled from proposals.json), and a button that leads
// there from anywhere on the page. Every word is the page's, translated;
// the script reads those it writes itself from the section's data-
// attributes. No name passes through here.
class ProposeForm
{
    // Its words are the pages' own (and translated with them).
    Q_DECLARE_TR_FUNCTIONS(Adc::ProposeForm)

public:
    static QString html();

private:
    static QString fireFields();
    static QString chargeFields();
    static QString moveFields();
    static QString field(const QString &label, const QString &control);
    static QString texts();
};

} // namespace Adc
