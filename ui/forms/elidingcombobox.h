// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QComboBox>

namespace rigsmith::ui {

// A choice narrower than its text ends the shown text with "…" rather than cutting it mid-character,
// and its tooltip then gives the whole choice (before any tooltip of its own). Narrow docks and Chinese
// text at 1366 × 768 leave many choices narrower than their text; their lists still open at full width.
class ElidingComboBox : public QComboBox
{
    Q_OBJECT
public:
    explicit ElidingComboBox(QWidget *parent = nullptr);

    // The current text as drawn: whole, or shortened to the field with "…".
    QString shownText() const;
    bool isElided() const { return shownText() != currentText(); }

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;

private:
    QRect textRect() const;
};

} // namespace rigsmith::ui
