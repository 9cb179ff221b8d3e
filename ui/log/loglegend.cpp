#include "ui/log/loglegend.h"

#include "ui/log/logkind.h"

#include <QFont>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPalette>

namespace Adc {

LogLegend::LogLegend(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("logLegend"));
    // Two rows, so the log dock stays narrow enough for a small screen.
    constexpr int kColumns = 5;
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->setHorizontalSpacing(12);
    layout->setVerticalSpacing(1);
    int cell = 0;
    for (const LogKind::Group group : LogKind::groups()) {
        auto *icon = new QLabel(this);
        icon->setPixmap(LogKind::icon(group).pixmap(14, 14));
        auto *title = new QLabel(LogKind::groupTitle(group), this);
        auto *pair = new QHBoxLayout;
        pair->setSpacing(3);
        pair->addWidget(icon);
        pair->addWidget(title);
        layout->addLayout(pair, cell / kColumns, cell % kColumns, Qt::AlignLeft);
        ++cell;
    }
    auto *undone = new QLabel(tr("Undone"), this);
    QFont struck = undone->font();
    struck.setStrikeOut(true);
    undone->setFont(struck);
    QPalette palette = undone->palette();
    palette.setColor(QPalette::WindowText, palette.color(QPalette::Disabled, QPalette::Text));
    undone->setPalette(palette);
    undone->setToolTip(tr("An entry undo took back is greyed and struck out"));
    layout->addWidget(undone, cell / kColumns, cell % kColumns, Qt::AlignLeft);
    layout->setColumnStretch(kColumns, 1);
}

} // namespace Adc
