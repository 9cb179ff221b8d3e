#pragma once

#include "core/common/result.h"
#include "print/page/pageboxes.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

class QPagedPaintDevice;

namespace Adc {

// The players' view handout: a page per side (and one for the table
// display) with the page's address as text and as a QR code, and how to
// open it, for the umpire to hand round at the table.
class PlayersHandout
{
    Q_DECLARE_TR_FUNCTIONS(Adc::PlayersHandout)

public:
    struct Page
    {
        QString side; // empty for the table display
        QString address;
    };

    PlayersHandout(QString battleName, QList<Page> pages);

    // Paints a page each; answers the pages painted.
    int paint(QPagedPaintDevice *device) const;
    // Writes the PDF whole, or nothing; never over `battlePath` (the open
    // battle) or its companions.
    Result<int> writePdf(const QString &path, PageBoxes::Paper paper,
                         const QString &battlePath) const;

private:
    void paintPage(PageBoxes &boxes, const Page &page) const;

    QString m_battleName;
    QList<Page> m_pages;
};

} // namespace Adc
