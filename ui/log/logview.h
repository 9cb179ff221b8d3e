#pragma once

#include <QTreeView>

namespace Adc {

class LogModel;

// The log dock's list: newest last, kept scrolled to the newest entry while
// the umpire has not scrolled back to read older ones.
class LogView : public QTreeView
{
    Q_OBJECT

public:
    explicit LogView(QWidget *parent = nullptr);

    void setLogModel(LogModel *model);

private:
    bool m_follow = true;
};

} // namespace Adc
