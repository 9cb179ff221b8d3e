#pragma once

#include "core/discipline/chargeoutcome.h"

#include <QWidget>
#include <optional>

class QButtonGroup;
class QLabel;

namespace Adc {

// The charge's last page: how it ended, from a short list (the seed has no
// charge result table), each with what the rules then do.
class ChargeOutcomePage : public QWidget
{
    Q_OBJECT

public:
    explicit ChargeOutcomePage(QWidget *parent = nullptr);

    void setHeadline(const QString &html);
    std::optional<ChargeOutcome> outcome() const;
    void setOutcome(ChargeOutcome outcome);
    // How many ends there are, and the one of digit index + 1 picked as
    // its key picks it (pickedByKey).
    static int count();
    void pick(int index);
    // What the rules do with an outcome, in words.
    static QString consequence(ChargeOutcome outcome);

Q_SIGNALS:
    void chosen();
    // Its digit picked an end: nothing more to ask, it may be recorded.
    void pickedByKey();

private:
    QLabel *m_headline = nullptr;
    QButtonGroup *m_group = nullptr;
};

} // namespace Adc
