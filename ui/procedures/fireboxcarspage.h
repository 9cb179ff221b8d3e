#pragma once

#include <QList>
#include <QWidget>

class QLabel;

namespace Adc {

class DicesEntry;
class FireRequestBuilder;

// The fire dialog's boxcars step: each firer's 2d6 for the ammunition it
// loses beyond the fire, rolled or typed.
class FireBoxcarsPage : public QWidget
{
    Q_OBJECT

public:
    explicit FireBoxcarsPage(QWidget *parent = nullptr);

    // One entry a firer of the order, after the die `die`.
    void fill(const FireRequestBuilder &builder, int die);
    const QList<DicesEntry *> &entries() const { return m_boxcars; }

private:
    QLabel *m_boxcarsHeadline = nullptr;
    QWidget *m_boxcarsBox = nullptr;
    QList<DicesEntry *> m_boxcars;
};

} // namespace Adc
