// SPDX-License-Identifier: GPL-3.0-or-later
#include "elidingcombobox.h"

#include <QHelpEvent>
#include <QStyleOptionComboBox>
#include <QStylePainter>
#include <QToolTip>

namespace rigsmith::ui {

ElidingComboBox::ElidingComboBox(QWidget *parent)
    : QComboBox(parent)
{
}

QRect ElidingComboBox::textRect() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    // The style draws the label a few pixels in from the field's edges, and an icon before it.
    if (!option.currentIcon.isNull())
        field.setLeft(field.left() + option.iconSize.width() + 4);
    return field.adjusted(2, 0, -2, 0);
}

QString ElidingComboBox::shownText() const
{
    if (isEditable())
        return currentText();
    return fontMetrics().elidedText(currentText(), Qt::ElideRight, std::max(0, textRect().width()));
}

void ElidingComboBox::paintEvent(QPaintEvent *event)
{
    if (isEditable()) {
        QComboBox::paintEvent(event);
        return;
    }
    // As QComboBox paints itself, with the label's text shortened to fit.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = shownText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

bool ElidingComboBox::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && isElided()) {
        const QString own = toolTip();
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(),
            own.isEmpty() ? currentText() : currentText() + QStringLiteral("\n\n") + own, this);
        return true;
    }
    return QComboBox::event(event);
}

} // namespace rigsmith::ui
