#include "ui/panels/clockbar.h"

#include <QHBoxLayout>
#include <QLabel>

namespace Adc {

ClockBar::ClockBar(QWidget *parent)
    : QWidget(parent)
    , m_turn(new QLabel(this))
    , m_segment(new QLabel(this))
    , m_side(new QLabel(this))
    , m_time(new QLabel(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 2, 8, 2);
    layout->setSpacing(18);
    for (QLabel *label : { m_time, m_turn, m_segment, m_side }) {
        label->setTextFormat(Qt::PlainText);
        layout->addWidget(label);
    }
    QFont font = m_turn->font();
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 1.15);
    m_turn->setFont(font);
    m_segment->setFont(font);
    m_side->setFont(font);
    m_time->setFont(font);
    m_time->setObjectName(QStringLiteral("clockTime"));
    m_turn->setObjectName(QStringLiteral("clockTurn"));
    m_segment->setObjectName(QStringLiteral("clockSegment"));
    m_side->setObjectName(QStringLiteral("clockSide"));
    setToolTip(tr("A game turn is 30 minutes from the battle's start time (a setting); each "
                  "segment is one side's initiative."));
    refresh();
}

void ClockBar::setBattle(Battle *battle)
{
    if (m_battle)
        disconnect(m_battle, nullptr, this, nullptr);
    m_battle = battle;
    if (battle) {
        connect(battle, &Battle::clockChanged, this, &ClockBar::refresh);
        // The segments a turn has and the sides are battle settings.
        connect(battle, &Battle::battleChanged, this, &ClockBar::refresh);
    }
    refresh();
}

QString ClockBar::text() const
{
    return QStringList { m_turn->text(), m_segment->text(), m_side->text() }.join(
        QStringLiteral(" · "));
}

QString ClockBar::timeText() const
{
    return m_time->text();
}

void ClockBar::refresh()
{
    if (!m_battle) {
        m_turn->setText(tr("No battle"));
        m_segment->clear();
        m_side->clear();
        m_time->clear();
        return;
    }
    const Clock clock = m_battle->clock();
    const std::optional<QString> time = Clock::timeOfDay(
        m_battle->settings().value(QStringLiteral("start-time")).toString(), clock.turn);
    m_time->setText(time ? *time : QString());
    m_turn->setText(tr("Turn %1").arg(clock.turn));
    m_segment->setText(tr("Segment %1 of %2").arg(clock.segment).arg(m_battle->segmentsPerTurn()));
    m_side->setText(clock.activeSide.isEmpty() ? tr("No side yet")
                                               : tr("Initiative: %1").arg(clock.activeSide));
}

} // namespace Adc
