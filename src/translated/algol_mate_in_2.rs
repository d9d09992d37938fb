//! Generated from ALGOL 60 by `attic translate programs/algol/mate-in-2.alg`: do not edit by hand.
//! Typed Rust: each procedure a function over typed values.

#![allow(non_snake_case, non_upper_case_globals, mixed_script_confusables, confusable_idents, uncommon_codepoints, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]

use crate::algol::runtime as rt;
use self::rt::{Fr, Op, SlotInit, StdFn, Ty, R, Rt, V};

static LINES: &[&str] = &[
"begin",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  integer array РУБЕЖ ХОДОВ, q[0:5], СПИСОК[1:4900];",
"",
"  integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],",
"    ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ОБЗОР ХОДОВ(ПОЛЯ, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, n, МЕТКА);",
"",
"",
"",
"",
"",
"    procedure ЗАПИСЬ(НА, Е);  value НА, Е;  integer НА, Е;",
"",
"      С := ЧУЖАЯ ДОСКА[НА];",
"      if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;",
"      m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))",
"",
"",
"    procedure ХОД ПЕШКИ(НА);  value НА;  integer НА;",
"      if НА > 56 ∨ НА < 9 then",
"      begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end",
"      else ЗАПИСЬ(НА, 0);",
"",
"    procedure РОКИРОВКА(НА, УГОЛ);  value НА, УГОЛ;  integer НА, УГОЛ;",
"",
"      if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end",
"      else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;",
"      for П := ОТ step 1 until ДО do",
"        if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;",
"      m := m + 1;  СПИСОК[m] := ОТКУДА + НА;",
"      m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);",
"",
"",
"",
"",
"",
"",
"    m := n + 1;  СПИСОК[m] := 0;",
"    НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;",
"    for j := 1 step 1 until 16 do",
"",
"      ПОЛЕ := ПОЛЯ[j];",
"      if ПОЛЕ ≠ 0 then",
"",
"        КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;",
"        if КОД > 0 ∧ КОД < 10 then",
"",
"          В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;",
"          ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];",
"          if КОД = 1 then",
"",
"            t := ПОЛЕ + НАПР;",
"            if СВОЯ ДОСКА[t] = 0 then",
"",
"              if ЧУЖАЯ ДОСКА[t] = 0 then",
"",
"                ХОД ПЕШКИ(t);",
"                if Г = (if НАПР > 0 then 1 else 6) then",
"",
"                  if СВОЯ ДОСКА[t + НАПР] = 0 then",
"                  begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end",
"",
"",
"",
"            if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;",
"            if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end",
"",
"",
"",
"            if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end",
"            else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end",
"            else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end",
"            else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;",
"            ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;",
"            for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do",
"",
"              x := В;  y := Г;",
"            ЛУЧ:",
"              x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];",
"              if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then",
"",
"                t := 8 × y + x + 1;",
"                if СВОЯ ДОСКА[t] = 0 then",
"",
"                  С := ЧУЖАЯ ДОСКА[t];",
"                  if С ≠ 0 then",
"                  begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;",
"                  СПИСОК[m + 1] := ОТКУДА + t;",
"                  СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));",
"                  m := m + 2;",
"                  if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ",
"",
"",
"",
"            if КОД = 7 ∧ ПОЛЕ = ДОМ then",
"",
"              if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ + 2, ДОМ + 3);",
"              if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then",
"                РОКИРОВКА(ДОМ - 2, ДОМ - 4)",
"",
"",
"",
"",
"",
"    n := m",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ ХОДА(З, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"",
"",
"    З := -З;",
"    М := З ÷ 10000000;  З := З - 10000000 × М;",
"    С := З ÷ 10000;  З := З - 10000 × С;",
"    ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;",
"    СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;",
"    СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВОЗВРАТ КОРОЛЯ(i, ДОМ, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"",
"",
"    if СПИСОК[i] ÷ 100 = ДОМ then",
"",
"      НА := СПИСОК[i] - 100 × ДОМ;",
"      if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then",
"",
"        К := СВОЯ ДОСКА[НА];",
"        if К - К ÷ 10 × 10 = 6 then",
"        begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВЫПОЛНЕНИЕ ХОДА(i, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ, ЧУЖИЕ ПОЛЯ, ДАЛЕЕ);",
"",
"",
"",
"    Х := СПИСОК[i];",
"    if Х < 0 then",
"",
"      ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);",
"      ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,",
"        if СВОИ ПОЛЯ[0] > 0 then 5 else 61, СВОИ ПОЛЯ, СВОЯ ДОСКА);",
"      go to ДАЛЕЕ",
"",
"    if Х < 100 then go to ДАЛЕЕ;",
"    ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;",
"    М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;",
"    if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end",
"    else q[УРОВЕНЬ] := 0;",
"    if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;",
"    СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;",
"    ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;",
"    УРОВЕНЬ := УРОВЕНЬ + 1;",
"    if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then",
"",
"",
"",
"      УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;",
"      ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;",
"      СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;",
"      n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"      ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"",
"    ПОД УДАРОМ:",
"      СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;",
"      go to ДАЛЕЕ",
"",
"  ОТВЕТНЫЕ ХОДЫ:",
"    n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];",
"    ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);",
"    РУБЕЖ ХОДОВ[УРОВЕНЬ] := n",
"",
"",
"",
"",
"",
"",
"",
"",
"  procedure ВВОД ФИГУР(ПОЛЯ, ДОСКА);  integer array ПОЛЯ, ДОСКА;",
"",
"    input(k);",
"    for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;",
"    for j := 1 step 1 until k do",
"",
"      input(КОД, ПОЛЕ);",
"      ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;",
"      ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"    procedure ПЕЧАТЬ ПОЛЯ(П);  value П;  integer П;",
"",
"      outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);",
"      outchar(1, '12345678', (П - 1) ÷ 8 + 1)",
"",
"",
"    if УРОВЕНЬ = 2 then",
"",
"      Х := СПИСОК[Б1];",
"      output('/');  outstring(1, 'КЛЮЧ ');",
"      ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);",
"      if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)",
"",
"    for Г := 7 step -1 until 0 do",
"",
"      output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');",
"      for В := 1 step 1 until 8 do",
"",
"        К := ДОСКА БЕЛЫХ[8 × Г + В];",
"        if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)",
"",
"",
"          К := ДОСКА ЧЕРНЫХ[8 × Г + В];",
"          if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')",
"",
"",
"",
"    output('/');  outstring(1, '  abcdefgh');  output('/')",
"",
"",
"",
"",
"",
"  ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;",
"  ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;",
"  ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;",
"  ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;",
"  ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;",
"  ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;",
"  ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;",
"  ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;",
"  ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;",
"  ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;",
"  ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;",
"  ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;",
"  ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;",
"  ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;",
"  ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;",
"  ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;",
"ОЧИСТКА ДОСОК:",
"  for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;",
"  for i := 0 step 1 until 5 do",
"  begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;",
"",
"",
"",
"  ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;",
"  ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"  УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;",
"  n := РУБЕЖ ХОДОВ[0];",
"  ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);",
"  РУБЕЖ ХОДОВ[1] := n;",
"НАЧАЛО:",
"  for Б1 := 3 step 1 until РУБЕЖ ХОДОВ[1] do",
"",
"    ВОЗМОЖЕН ПАТ := true;",
"    ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);",
"    for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do",
"",
"      ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);",
"      for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do",
"",
"        ВОЗМОЖЕН ПАТ := false;",
"        ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);",
"",
"",
"",
"      ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:",
"        n := РУБЕЖ ХОДОВ[4];",
"        ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);",
"",
"      ШАХ ЧЕРНЫМ:",
"        for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do",
"",
"          ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);",
"        УШЛИ ОТ ШАХА:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],",
"",
"",
"        Ч2 ПРОДОЛЖЕНИЕ:",
"",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"",
"      Б2 ПРОДОЛЖЕНИЕ:",
"",
"",
"    БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"      ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],",
"",
"      ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"",
"    Ч1 ПРОДОЛЖЕНИЕ:",
"",
"",
"    n := РУБЕЖ ХОДОВ[2];",
"    if ВОЗМОЖЕН ПАТ then",
"",
"",
"      ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);",
"",
"",
"",
"    output('/,T,РЕШЕНИЕ,/');",
"",
"  МАТ1:",
"",
"  ОТВЕТ:",
"",
"",
"",
"  Б1 ПРОДОЛЖЕНИЕ:",
"",
"",
"  output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');",
"",
"ОШИБКА:",
];

static SITES: &[rt::Site] = &[
rt::Site { line: 24, col: 17, width: 11, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 24, col: 38, width: 6, name: "СПИСОК" },
rt::Site { line: 26, col: 17, width: 11, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 26, col: 50, width: 10, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 27, col: 5, width: 13, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 288, col: 3, width: 21, name: "" },
rt::Site { line: 288, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 288, col: 27, width: 23, name: "" },
rt::Site { line: 288, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 289, col: 3, width: 22, name: "" },
rt::Site { line: 289, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 289, col: 28, width: 23, name: "" },
rt::Site { line: 289, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 290, col: 3, width: 21, name: "" },
rt::Site { line: 290, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 290, col: 27, width: 23, name: "" },
rt::Site { line: 290, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 291, col: 3, width: 21, name: "" },
rt::Site { line: 291, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 291, col: 27, width: 24, name: "" },
rt::Site { line: 291, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 292, col: 3, width: 21, name: "" },
rt::Site { line: 292, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 292, col: 27, width: 23, name: "" },
rt::Site { line: 292, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 293, col: 3, width: 21, name: "" },
rt::Site { line: 293, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 293, col: 27, width: 24, name: "" },
rt::Site { line: 293, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 294, col: 3, width: 22, name: "" },
rt::Site { line: 294, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 294, col: 28, width: 23, name: "" },
rt::Site { line: 294, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 295, col: 3, width: 22, name: "" },
rt::Site { line: 295, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 295, col: 28, width: 24, name: "" },
rt::Site { line: 295, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 296, col: 3, width: 21, name: "" },
rt::Site { line: 296, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 296, col: 27, width: 23, name: "" },
rt::Site { line: 296, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 297, col: 3, width: 22, name: "" },
rt::Site { line: 297, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 297, col: 28, width: 24, name: "" },
rt::Site { line: 297, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 298, col: 3, width: 22, name: "" },
rt::Site { line: 298, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 298, col: 28, width: 25, name: "" },
rt::Site { line: 298, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 299, col: 3, width: 22, name: "" },
rt::Site { line: 299, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 299, col: 28, width: 25, name: "" },
rt::Site { line: 299, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 300, col: 3, width: 23, name: "" },
rt::Site { line: 300, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 300, col: 29, width: 25, name: "" },
rt::Site { line: 300, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 301, col: 3, width: 23, name: "" },
rt::Site { line: 301, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 301, col: 29, width: 25, name: "" },
rt::Site { line: 301, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 302, col: 3, width: 23, name: "" },
rt::Site { line: 302, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 302, col: 29, width: 24, name: "" },
rt::Site { line: 302, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 303, col: 3, width: 23, name: "" },
rt::Site { line: 303, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 303, col: 29, width: 24, name: "" },
rt::Site { line: 303, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 304, col: 1, width: 1, name: "i" },
rt::Site { line: 305, col: 7, width: 1, name: "i" },
rt::Site { line: 305, col: 33, width: 38, name: "" },
rt::Site { line: 305, col: 33, width: 14, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 305, col: 45, width: 1, name: "i" },
rt::Site { line: 305, col: 51, width: 15, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 305, col: 64, width: 1, name: "i" },
rt::Site { line: 306, col: 3, width: 1, name: "i" },
rt::Site { line: 306, col: 7, width: 1, name: "i" },
rt::Site { line: 307, col: 9, width: 19, name: "" },
rt::Site { line: 307, col: 9, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 307, col: 21, width: 1, name: "i" },
rt::Site { line: 307, col: 31, width: 10, name: "" },
rt::Site { line: 307, col: 31, width: 4, name: "q" },
rt::Site { line: 307, col: 33, width: 1, name: "i" },
rt::Site { line: 311, col: 3, width: 18, name: "" },
rt::Site { line: 311, col: 3, width: 13, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 311, col: 24, width: 20, name: "" },
rt::Site { line: 311, col: 24, width: 14, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 312, col: 3, width: 35, name: "ВВОД ФИГУР" },
rt::Site { line: 235, col: 24, width: 4, name: "ПОЛЯ" },
rt::Site { line: 235, col: 30, width: 5, name: "ДОСКА" },
rt::Site { line: 312, col: 41, width: 37, name: "ВВОД ФИГУР" },
rt::Site { line: 313, col: 3, width: 12, name: "" },
rt::Site { line: 313, col: 18, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 314, col: 3, width: 19, name: "" },
rt::Site { line: 314, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 315, col: 3, width: 61, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 37, col: 25, width: 4, name: "ПОЛЯ" },
rt::Site { line: 37, col: 31, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 37, col: 43, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 37, col: 56, width: 1, name: "n" },
rt::Site { line: 37, col: 59, width: 5, name: "МЕТКА" },
rt::Site { line: 316, col: 3, width: 19, name: "" },
rt::Site { line: 316, col: 21, width: 1, name: "n" },
rt::Site { line: 316, col: 3, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 317, col: 1, width: 1, name: "Б1" },
rt::Site { line: 318, col: 7, width: 2, name: "Б1" },
rt::Site { line: 318, col: 28, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 387, col: 1, width: 1, name: "output" },
rt::Site { line: 376, col: 3, width: 1, name: "output" },
rt::Site { line: 320, col: 5, width: 20, name: "" },
rt::Site { line: 321, col: 5, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 187, col: 29, width: 1, name: "i" },
rt::Site { line: 187, col: 32, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 187, col: 44, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 187, col: 57, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 187, col: 68, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 187, col: 80, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 322, col: 5, width: 1, name: "Ч1" },
rt::Site { line: 322, col: 15, width: 18, name: "+" },
rt::Site { line: 322, col: 15, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 322, col: 9, width: 2, name: "Ч1" },
rt::Site { line: 322, col: 47, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 324, col: 7, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 325, col: 7, width: 1, name: "Б2" },
rt::Site { line: 325, col: 17, width: 18, name: "+" },
rt::Site { line: 325, col: 17, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 325, col: 11, width: 2, name: "Б2" },
rt::Site { line: 325, col: 49, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 336, col: 7, width: 1, name: "Ч2" },
rt::Site { line: 337, col: 19, width: 18, name: "+" },
rt::Site { line: 337, col: 19, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 337, col: 13, width: 2, name: "Ч2" },
rt::Site { line: 337, col: 51, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 327, col: 9, width: 21, name: "" },
rt::Site { line: 328, col: 9, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 332, col: 7, width: 1, name: "" },
rt::Site { line: 333, col: 14, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 334, col: 9, width: 65, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 345, col: 9, width: 1, name: "" },
rt::Site { line: 339, col: 11, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 340, col: 9, width: 1, name: "" },
rt::Site { line: 342, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 148, col: 26, width: 1, name: "З" },
rt::Site { line: 342, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 342, col: 34, width: 16, name: "" },
rt::Site { line: 342, col: 34, width: 16, name: "=" },
rt::Site { line: 342, col: 34, width: 10, name: "q" },
rt::Site { line: 342, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 342, col: 55, width: 6, name: "+" },
rt::Site { line: 342, col: 55, width: 2, name: "Ч2" },
rt::Site { line: 342, col: 67, width: 6, name: "+" },
rt::Site { line: 342, col: 67, width: 2, name: "Ч2" },
rt::Site { line: 148, col: 29, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 148, col: 41, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 148, col: 54, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 348, col: 7, width: 1, name: "" },
rt::Site { line: 350, col: 9, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 350, col: 22, width: 50, name: "СПИСОК" },
rt::Site { line: 350, col: 32, width: 16, name: "" },
rt::Site { line: 350, col: 32, width: 16, name: "=" },
rt::Site { line: 350, col: 32, width: 10, name: "q" },
rt::Site { line: 350, col: 34, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 350, col: 53, width: 6, name: "+" },
rt::Site { line: 350, col: 53, width: 2, name: "Б2" },
rt::Site { line: 350, col: 65, width: 6, name: "+" },
rt::Site { line: 350, col: 65, width: 2, name: "Б2" },
rt::Site { line: 352, col: 9, width: 46, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 164, col: 28, width: 1, name: "i" },
rt::Site { line: 164, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 164, col: 36, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 164, col: 47, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 354, col: 7, width: 1, name: "" },
rt::Site { line: 363, col: 5, width: 1, name: "" },
rt::Site { line: 357, col: 5, width: 1, name: "" },
rt::Site { line: 359, col: 7, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 359, col: 20, width: 50, name: "СПИСОК" },
rt::Site { line: 359, col: 30, width: 16, name: "" },
rt::Site { line: 359, col: 30, width: 16, name: "=" },
rt::Site { line: 359, col: 30, width: 10, name: "q" },
rt::Site { line: 359, col: 32, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 359, col: 51, width: 6, name: "+" },
rt::Site { line: 359, col: 51, width: 2, name: "Ч1" },
rt::Site { line: 359, col: 63, width: 6, name: "+" },
rt::Site { line: 359, col: 63, width: 2, name: "Ч1" },
rt::Site { line: 361, col: 7, width: 49, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 366, col: 5, width: 19, name: "" },
rt::Site { line: 366, col: 10, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 367, col: 8, width: 12, name: "" },
rt::Site { line: 367, col: 8, width: 12, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 370, col: 7, width: 59, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 374, col: 5, width: 23, name: "output" },
rt::Site { line: 378, col: 3, width: 1, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 382, col: 3, width: 1, name: "" },
rt::Site { line: 385, col: 3, width: 36, name: "output" },
rt::Site { line: 71, col: 5, width: 10, name: "" },
rt::Site { line: 71, col: 10, width: 5, name: "+" },
rt::Site { line: 71, col: 10, width: 1, name: "n" },
rt::Site { line: 71, col: 18, width: 14, name: "" },
rt::Site { line: 71, col: 18, width: 9, name: "СПИСОК" },
rt::Site { line: 71, col: 25, width: 1, name: "m" },
rt::Site { line: 72, col: 5, width: 15, name: "" },
rt::Site { line: 72, col: 13, width: 7, name: "ПОЛЯ" },
rt::Site { line: 72, col: 23, width: 33, name: "" },
rt::Site { line: 72, col: 33, width: 8, name: "" },
rt::Site { line: 72, col: 33, width: 8, name: ">" },
rt::Site { line: 72, col: 33, width: 4, name: "НАПР" },
rt::Site { line: 73, col: 5, width: 1, name: "j" },
rt::Site { line: 73, col: 9, width: 1, name: "j" },
rt::Site { line: 75, col: 7, width: 15, name: "" },
rt::Site { line: 75, col: 15, width: 7, name: "ПОЛЯ" },
rt::Site { line: 75, col: 20, width: 1, name: "j" },
rt::Site { line: 76, col: 10, width: 8, name: "" },
rt::Site { line: 76, col: 10, width: 8, name: "≠" },
rt::Site { line: 76, col: 10, width: 4, name: "ПОЛЕ" },
rt::Site { line: 78, col: 9, width: 32, name: "" },
rt::Site { line: 78, col: 16, width: 25, name: "-" },
rt::Site { line: 78, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 78, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 78, col: 35, width: 6, name: "×" },
rt::Site { line: 78, col: 40, width: 1, name: "j" },
rt::Site { line: 79, col: 12, width: 18, name: "" },
rt::Site { line: 79, col: 12, width: 18, name: "∧" },
rt::Site { line: 79, col: 12, width: 7, name: ">" },
rt::Site { line: 79, col: 12, width: 3, name: "КОД" },
rt::Site { line: 79, col: 22, width: 8, name: "<" },
rt::Site { line: 79, col: 22, width: 3, name: "КОД" },
rt::Site { line: 81, col: 11, width: 36, name: "" },
rt::Site { line: 81, col: 16, width: 31, name: "-" },
rt::Site { line: 81, col: 17, width: 8, name: "-" },
rt::Site { line: 81, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 81, col: 29, width: 18, name: "×" },
rt::Site { line: 81, col: 29, width: 14, name: "÷" },
rt::Site { line: 81, col: 30, width: 8, name: "-" },
rt::Site { line: 81, col: 30, width: 4, name: "ПОЛЕ" },
rt::Site { line: 81, col: 50, width: 19, name: "" },
rt::Site { line: 81, col: 55, width: 14, name: "÷" },
rt::Site { line: 81, col: 56, width: 8, name: "-" },
rt::Site { line: 81, col: 56, width: 4, name: "ПОЛЕ" },
rt::Site { line: 82, col: 11, width: 20, name: "" },
rt::Site { line: 82, col: 21, width: 10, name: "×" },
rt::Site { line: 82, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 82, col: 34, width: 33, name: "" },
rt::Site { line: 82, col: 44, width: 23, name: "×" },
rt::Site { line: 82, col: 51, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 82, col: 62, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 14, width: 7, name: "" },
rt::Site { line: 83, col: 14, width: 7, name: "=" },
rt::Site { line: 83, col: 14, width: 3, name: "КОД" },
rt::Site { line: 85, col: 13, width: 16, name: "" },
rt::Site { line: 85, col: 18, width: 11, name: "+" },
rt::Site { line: 85, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 85, col: 25, width: 4, name: "НАПР" },
rt::Site { line: 86, col: 16, width: 17, name: "" },
rt::Site { line: 86, col: 16, width: 17, name: "=" },
rt::Site { line: 86, col: 16, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 86, col: 27, width: 1, name: "t" },
rt::Site { line: 88, col: 18, width: 18, name: "" },
rt::Site { line: 88, col: 18, width: 18, name: "=" },
rt::Site { line: 88, col: 18, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 88, col: 30, width: 1, name: "t" },
rt::Site { line: 90, col: 17, width: 12, name: "ХОД ПЕШКИ" },
rt::Site { line: 52, col: 25, width: 2, name: "НА" },
rt::Site { line: 91, col: 20, width: 30, name: "" },
rt::Site { line: 91, col: 20, width: 30, name: "=" },
rt::Site { line: 91, col: 20, width: 1, name: "Г" },
rt::Site { line: 91, col: 28, width: 8, name: "" },
rt::Site { line: 91, col: 28, width: 8, name: ">" },
rt::Site { line: 91, col: 28, width: 4, name: "НАПР" },
rt::Site { line: 93, col: 22, width: 24, name: "" },
rt::Site { line: 93, col: 22, width: 24, name: "=" },
rt::Site { line: 93, col: 22, width: 20, name: "СВОЯ ДОСКА" },
rt::Site { line: 93, col: 33, width: 8, name: "+" },
rt::Site { line: 93, col: 33, width: 1, name: "t" },
rt::Site { line: 93, col: 37, width: 4, name: "НАПР" },
rt::Site { line: 94, col: 28, width: 25, name: "" },
rt::Site { line: 94, col: 28, width: 25, name: "=" },
rt::Site { line: 94, col: 28, width: 21, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 94, col: 40, width: 8, name: "+" },
rt::Site { line: 94, col: 40, width: 1, name: "t" },
rt::Site { line: 94, col: 44, width: 4, name: "НАПР" },
rt::Site { line: 94, col: 59, width: 19, name: "ЗАПИСЬ" },
rt::Site { line: 43, col: 22, width: 2, name: "НА" },
rt::Site { line: 94, col: 66, width: 8, name: "+" },
rt::Site { line: 94, col: 66, width: 1, name: "t" },
rt::Site { line: 94, col: 70, width: 4, name: "НАПР" },
rt::Site { line: 43, col: 26, width: 1, name: "Е" },
rt::Site { line: 98, col: 16, width: 5, name: "" },
rt::Site { line: 98, col: 16, width: 5, name: ">" },
rt::Site { line: 98, col: 16, width: 1, name: "В" },
rt::Site { line: 98, col: 36, width: 22, name: "" },
rt::Site { line: 98, col: 36, width: 22, name: "≠" },
rt::Site { line: 98, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 98, col: 48, width: 5, name: "-" },
rt::Site { line: 98, col: 48, width: 1, name: "t" },
rt::Site { line: 98, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 98, col: 74, width: 5, name: "-" },
rt::Site { line: 98, col: 74, width: 1, name: "t" },
rt::Site { line: 99, col: 16, width: 5, name: "" },
rt::Site { line: 99, col: 16, width: 5, name: "<" },
rt::Site { line: 99, col: 16, width: 1, name: "В" },
rt::Site { line: 99, col: 36, width: 22, name: "" },
rt::Site { line: 99, col: 36, width: 22, name: "≠" },
rt::Site { line: 99, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 99, col: 48, width: 5, name: "+" },
rt::Site { line: 99, col: 48, width: 1, name: "t" },
rt::Site { line: 99, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 99, col: 74, width: 5, name: "+" },
rt::Site { line: 99, col: 74, width: 1, name: "t" },
rt::Site { line: 103, col: 16, width: 7, name: "" },
rt::Site { line: 103, col: 16, width: 7, name: "=" },
rt::Site { line: 103, col: 16, width: 3, name: "КОД" },
rt::Site { line: 103, col: 35, width: 11, name: "" },
rt::Site { line: 103, col: 49, width: 16, name: "" },
rt::Site { line: 104, col: 21, width: 7, name: "" },
rt::Site { line: 104, col: 21, width: 7, name: "=" },
rt::Site { line: 104, col: 21, width: 3, name: "КОД" },
rt::Site { line: 104, col: 40, width: 11, name: "" },
rt::Site { line: 104, col: 54, width: 15, name: "" },
rt::Site { line: 105, col: 21, width: 17, name: "" },
rt::Site { line: 105, col: 21, width: 17, name: "∨" },
rt::Site { line: 105, col: 21, width: 7, name: "=" },
rt::Site { line: 105, col: 21, width: 3, name: "КОД" },
rt::Site { line: 105, col: 31, width: 7, name: "=" },
rt::Site { line: 105, col: 31, width: 3, name: "КОД" },
rt::Site { line: 105, col: 50, width: 11, name: "" },
rt::Site { line: 105, col: 64, width: 15, name: "" },
rt::Site { line: 106, col: 24, width: 11, name: "" },
rt::Site { line: 106, col: 38, width: 15, name: "" },
rt::Site { line: 107, col: 13, width: 43, name: "" },
rt::Site { line: 107, col: 29, width: 27, name: "∧" },
rt::Site { line: 107, col: 29, width: 17, name: "∧" },
rt::Site { line: 107, col: 29, width: 7, name: "≠" },
rt::Site { line: 107, col: 29, width: 3, name: "КОД" },
rt::Site { line: 107, col: 39, width: 7, name: "≠" },
rt::Site { line: 107, col: 39, width: 3, name: "КОД" },
rt::Site { line: 107, col: 49, width: 7, name: "≠" },
rt::Site { line: 107, col: 49, width: 3, name: "КОД" },
rt::Site { line: 108, col: 13, width: 1, name: "k" },
rt::Site { line: 108, col: 22, width: 6, name: "ПЕРВОЕ" },
rt::Site { line: 108, col: 17, width: 1, name: "k" },
rt::Site { line: 108, col: 42, width: 9, name: "ПОСЛЕДНЕЕ" },
rt::Site { line: 110, col: 15, width: 6, name: "" },
rt::Site { line: 110, col: 20, width: 1, name: "В" },
rt::Site { line: 110, col: 24, width: 6, name: "" },
rt::Site { line: 110, col: 29, width: 1, name: "Г" },
rt::Site { line: 111, col: 13, width: 1, name: "" },
rt::Site { line: 112, col: 20, width: 20, name: "+" },
rt::Site { line: 112, col: 20, width: 1, name: "x" },
rt::Site { line: 112, col: 24, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 112, col: 38, width: 1, name: "k" },
rt::Site { line: 112, col: 43, width: 27, name: "" },
rt::Site { line: 112, col: 48, width: 22, name: "+" },
rt::Site { line: 112, col: 48, width: 1, name: "y" },
rt::Site { line: 112, col: 52, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 112, col: 68, width: 1, name: "k" },
rt::Site { line: 113, col: 18, width: 29, name: "" },
rt::Site { line: 113, col: 18, width: 29, name: "∧" },
rt::Site { line: 113, col: 18, width: 21, name: "∧" },
rt::Site { line: 113, col: 18, width: 13, name: "∧" },
rt::Site { line: 113, col: 18, width: 5, name: "≥" },
rt::Site { line: 113, col: 18, width: 1, name: "x" },
rt::Site { line: 113, col: 26, width: 5, name: "<" },
rt::Site { line: 113, col: 26, width: 1, name: "x" },
rt::Site { line: 113, col: 34, width: 5, name: "≥" },
rt::Site { line: 113, col: 34, width: 1, name: "y" },
rt::Site { line: 113, col: 42, width: 5, name: "<" },
rt::Site { line: 113, col: 42, width: 1, name: "y" },
rt::Site { line: 115, col: 17, width: 18, name: "" },
rt::Site { line: 115, col: 22, width: 13, name: "+" },
rt::Site { line: 115, col: 22, width: 9, name: "+" },
rt::Site { line: 115, col: 22, width: 5, name: "×" },
rt::Site { line: 115, col: 26, width: 1, name: "y" },
rt::Site { line: 115, col: 30, width: 1, name: "x" },
rt::Site { line: 116, col: 20, width: 17, name: "" },
rt::Site { line: 116, col: 20, width: 17, name: "=" },
rt::Site { line: 116, col: 20, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 116, col: 31, width: 1, name: "t" },
rt::Site { line: 118, col: 19, width: 19, name: "" },
rt::Site { line: 118, col: 24, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 118, col: 36, width: 1, name: "t" },
rt::Site { line: 119, col: 22, width: 5, name: "" },
rt::Site { line: 119, col: 22, width: 5, name: "≠" },
rt::Site { line: 119, col: 22, width: 1, name: "С" },
rt::Site { line: 120, col: 28, width: 41, name: "" },
rt::Site { line: 120, col: 28, width: 41, name: "∨" },
rt::Site { line: 120, col: 28, width: 19, name: "=" },
rt::Site { line: 120, col: 28, width: 15, name: "-" },
rt::Site { line: 120, col: 28, width: 1, name: "С" },
rt::Site { line: 120, col: 32, width: 11, name: "×" },
rt::Site { line: 120, col: 32, width: 6, name: "÷" },
rt::Site { line: 120, col: 32, width: 1, name: "С" },
rt::Site { line: 120, col: 50, width: 19, name: "=" },
rt::Site { line: 120, col: 50, width: 15, name: "-" },
rt::Site { line: 120, col: 50, width: 1, name: "С" },
rt::Site { line: 120, col: 54, width: 11, name: "×" },
rt::Site { line: 120, col: 54, width: 6, name: "÷" },
rt::Site { line: 120, col: 54, width: 1, name: "С" },
rt::Site { line: 120, col: 81, width: 5, name: "" },
rt::Site { line: 120, col: 81, width: 5, name: "МЕТКА" },
rt::Site { line: 121, col: 19, width: 27, name: "" },
rt::Site { line: 121, col: 36, width: 10, name: "+" },
rt::Site { line: 121, col: 36, width: 6, name: "ОТКУДА" },
rt::Site { line: 121, col: 45, width: 1, name: "t" },
rt::Site { line: 121, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 121, col: 26, width: 5, name: "+" },
rt::Site { line: 121, col: 26, width: 1, name: "m" },
rt::Site { line: 122, col: 19, width: 53, name: "" },
rt::Site { line: 122, col: 36, width: 36, name: "" },
rt::Site { line: 122, col: 38, width: 32, name: "+" },
rt::Site { line: 122, col: 38, width: 10, name: "+" },
rt::Site { line: 122, col: 38, width: 6, name: "ОТКУДА" },
rt::Site { line: 122, col: 47, width: 1, name: "t" },
rt::Site { line: 122, col: 51, width: 19, name: "×" },
rt::Site { line: 122, col: 60, width: 10, name: "+" },
rt::Site { line: 122, col: 60, width: 1, name: "С" },
rt::Site { line: 122, col: 64, width: 6, name: "ФИГУРА" },
rt::Site { line: 122, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 122, col: 26, width: 5, name: "+" },
rt::Site { line: 122, col: 26, width: 1, name: "m" },
rt::Site { line: 123, col: 19, width: 10, name: "" },
rt::Site { line: 123, col: 24, width: 5, name: "+" },
rt::Site { line: 123, col: 24, width: 1, name: "m" },
rt::Site { line: 124, col: 22, width: 20, name: "" },
rt::Site { line: 124, col: 22, width: 20, name: "∧" },
rt::Site { line: 124, col: 22, width: 12, name: "ДАЛЬНОБОЙНАЯ" },
rt::Site { line: 124, col: 37, width: 5, name: "=" },
rt::Site { line: 124, col: 37, width: 1, name: "С" },
rt::Site { line: 124, col: 54, width: 3, name: "" },
rt::Site { line: 128, col: 16, width: 20, name: "" },
rt::Site { line: 128, col: 16, width: 20, name: "∧" },
rt::Site { line: 128, col: 16, width: 7, name: "=" },
rt::Site { line: 128, col: 16, width: 3, name: "КОД" },
rt::Site { line: 128, col: 26, width: 10, name: "=" },
rt::Site { line: 128, col: 26, width: 4, name: "ПОЛЕ" },
rt::Site { line: 128, col: 33, width: 3, name: "ДОМ" },
rt::Site { line: 130, col: 18, width: 55, name: "" },
rt::Site { line: 130, col: 18, width: 55, name: "=" },
rt::Site { line: 130, col: 18, width: 51, name: "-" },
rt::Site { line: 130, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 130, col: 29, width: 7, name: "+" },
rt::Site { line: 130, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 130, col: 40, width: 29, name: "×" },
rt::Site { line: 130, col: 40, width: 24, name: "÷" },
rt::Site { line: 130, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 130, col: 51, width: 7, name: "+" },
rt::Site { line: 130, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 131, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 57, col: 25, width: 2, name: "НА" },
rt::Site { line: 131, col: 27, width: 7, name: "+" },
rt::Site { line: 131, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 57, col: 29, width: 4, name: "УГОЛ" },
rt::Site { line: 131, col: 36, width: 7, name: "+" },
rt::Site { line: 131, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 132, col: 18, width: 55, name: "" },
rt::Site { line: 132, col: 18, width: 55, name: "=" },
rt::Site { line: 132, col: 18, width: 51, name: "-" },
rt::Site { line: 132, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 132, col: 29, width: 7, name: "-" },
rt::Site { line: 132, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 132, col: 40, width: 29, name: "×" },
rt::Site { line: 132, col: 40, width: 24, name: "÷" },
rt::Site { line: 132, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 132, col: 51, width: 7, name: "-" },
rt::Site { line: 132, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 133, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 133, col: 27, width: 7, name: "-" },
rt::Site { line: 133, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 133, col: 36, width: 7, name: "-" },
rt::Site { line: 133, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 139, col: 5, width: 1, name: "" },
rt::Site { line: 139, col: 10, width: 1, name: "m" },
rt::Site { line: 139, col: 5, width: 1, name: "n" },
rt::Site { line: 45, col: 7, width: 20, name: "" },
rt::Site { line: 45, col: 12, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 45, col: 24, width: 2, name: "НА" },
rt::Site { line: 46, col: 10, width: 41, name: "" },
rt::Site { line: 46, col: 10, width: 41, name: "∨" },
rt::Site { line: 46, col: 10, width: 19, name: "=" },
rt::Site { line: 46, col: 10, width: 15, name: "-" },
rt::Site { line: 46, col: 10, width: 1, name: "С" },
rt::Site { line: 46, col: 14, width: 11, name: "×" },
rt::Site { line: 46, col: 14, width: 6, name: "÷" },
rt::Site { line: 46, col: 14, width: 1, name: "С" },
rt::Site { line: 46, col: 32, width: 19, name: "=" },
rt::Site { line: 46, col: 32, width: 15, name: "-" },
rt::Site { line: 46, col: 32, width: 1, name: "С" },
rt::Site { line: 46, col: 36, width: 11, name: "×" },
rt::Site { line: 46, col: 36, width: 6, name: "÷" },
rt::Site { line: 46, col: 36, width: 1, name: "С" },
rt::Site { line: 46, col: 63, width: 5, name: "" },
rt::Site { line: 46, col: 63, width: 5, name: "МЕТКА" },
rt::Site { line: 47, col: 7, width: 10, name: "" },
rt::Site { line: 47, col: 12, width: 5, name: "+" },
rt::Site { line: 47, col: 12, width: 1, name: "m" },
rt::Site { line: 47, col: 20, width: 24, name: "" },
rt::Site { line: 47, col: 33, width: 11, name: "+" },
rt::Site { line: 47, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 47, col: 42, width: 2, name: "НА" },
rt::Site { line: 47, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 47, col: 27, width: 1, name: "m" },
rt::Site { line: 48, col: 10, width: 5, name: "" },
rt::Site { line: 48, col: 10, width: 5, name: ">" },
rt::Site { line: 48, col: 10, width: 1, name: "Е" },
rt::Site { line: 48, col: 27, width: 10, name: "" },
rt::Site { line: 48, col: 32, width: 5, name: "+" },
rt::Site { line: 48, col: 32, width: 1, name: "m" },
rt::Site { line: 48, col: 40, width: 15, name: "" },
rt::Site { line: 48, col: 53, width: 1, name: "Е" },
rt::Site { line: 48, col: 40, width: 9, name: "СПИСОК" },
rt::Site { line: 48, col: 47, width: 1, name: "m" },
rt::Site { line: 49, col: 7, width: 10, name: "" },
rt::Site { line: 49, col: 12, width: 5, name: "+" },
rt::Site { line: 49, col: 12, width: 1, name: "m" },
rt::Site { line: 49, col: 20, width: 1, name: "" },
rt::Site { line: 49, col: 33, width: 1, name: "" },
rt::Site { line: 49, col: 35, width: 33, name: "+" },
rt::Site { line: 49, col: 35, width: 11, name: "+" },
rt::Site { line: 49, col: 35, width: 6, name: "ОТКУДА" },
rt::Site { line: 49, col: 44, width: 2, name: "НА" },
rt::Site { line: 49, col: 49, width: 19, name: "×" },
rt::Site { line: 49, col: 58, width: 10, name: "+" },
rt::Site { line: 49, col: 58, width: 1, name: "С" },
rt::Site { line: 49, col: 62, width: 6, name: "ФИГУРА" },
rt::Site { line: 49, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 49, col: 27, width: 1, name: "m" },
rt::Site { line: 53, col: 10, width: 16, name: "" },
rt::Site { line: 53, col: 10, width: 16, name: "∨" },
rt::Site { line: 53, col: 10, width: 7, name: ">" },
rt::Site { line: 53, col: 10, width: 2, name: "НА" },
rt::Site { line: 53, col: 20, width: 6, name: "<" },
rt::Site { line: 53, col: 20, width: 2, name: "НА" },
rt::Site { line: 54, col: 13, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 54, col: 29, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 54, col: 45, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 54, col: 61, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 55, col: 12, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 59, col: 10, width: 11, name: "" },
rt::Site { line: 59, col: 10, width: 11, name: ">" },
rt::Site { line: 59, col: 10, width: 4, name: "УГОЛ" },
rt::Site { line: 59, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 59, col: 33, width: 14, name: "" },
rt::Site { line: 59, col: 39, width: 8, name: "+" },
rt::Site { line: 59, col: 39, width: 4, name: "ПОЛЕ" },
rt::Site { line: 59, col: 50, width: 15, name: "" },
rt::Site { line: 59, col: 56, width: 8, name: "-" },
rt::Site { line: 59, col: 56, width: 4, name: "УГОЛ" },
rt::Site { line: 60, col: 18, width: 14, name: "" },
rt::Site { line: 60, col: 24, width: 8, name: "+" },
rt::Site { line: 60, col: 24, width: 4, name: "УГОЛ" },
rt::Site { line: 60, col: 35, width: 15, name: "" },
rt::Site { line: 60, col: 41, width: 8, name: "-" },
rt::Site { line: 60, col: 41, width: 4, name: "ПОЛЕ" },
rt::Site { line: 61, col: 7, width: 1, name: "П" },
rt::Site { line: 61, col: 16, width: 2, name: "ОТ" },
rt::Site { line: 61, col: 11, width: 1, name: "П" },
rt::Site { line: 61, col: 32, width: 2, name: "ДО" },
rt::Site { line: 62, col: 12, width: 38, name: "" },
rt::Site { line: 62, col: 12, width: 38, name: "∨" },
rt::Site { line: 62, col: 12, width: 17, name: "≠" },
rt::Site { line: 62, col: 12, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 62, col: 23, width: 1, name: "П" },
rt::Site { line: 62, col: 32, width: 18, name: "≠" },
rt::Site { line: 62, col: 32, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 62, col: 44, width: 1, name: "П" },
rt::Site { line: 63, col: 7, width: 10, name: "" },
rt::Site { line: 63, col: 12, width: 5, name: "+" },
rt::Site { line: 63, col: 12, width: 1, name: "m" },
rt::Site { line: 63, col: 20, width: 24, name: "" },
rt::Site { line: 63, col: 33, width: 11, name: "+" },
rt::Site { line: 63, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 63, col: 42, width: 2, name: "НА" },
rt::Site { line: 63, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 63, col: 27, width: 1, name: "m" },
rt::Site { line: 64, col: 7, width: 10, name: "" },
rt::Site { line: 64, col: 12, width: 5, name: "+" },
rt::Site { line: 64, col: 12, width: 1, name: "m" },
rt::Site { line: 64, col: 20, width: 74, name: "" },
rt::Site { line: 64, col: 33, width: 61, name: "" },
rt::Site { line: 64, col: 35, width: 58, name: "+" },
rt::Site { line: 64, col: 35, width: 28, name: "+" },
rt::Site { line: 64, col: 35, width: 10, name: "×" },
rt::Site { line: 64, col: 41, width: 4, name: "УГОЛ" },
rt::Site { line: 64, col: 48, width: 15, name: "÷" },
rt::Site { line: 64, col: 49, width: 9, name: "+" },
rt::Site { line: 64, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 64, col: 56, width: 2, name: "НА" },
rt::Site { line: 64, col: 66, width: 27, name: "×" },
rt::Site { line: 64, col: 77, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 64, col: 88, width: 4, name: "УГОЛ" },
rt::Site { line: 64, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 64, col: 27, width: 1, name: "m" },
rt::Site { line: 151, col: 5, width: 7, name: "" },
rt::Site { line: 151, col: 10, width: 2, name: "" },
rt::Site { line: 151, col: 11, width: 1, name: "З" },
rt::Site { line: 152, col: 5, width: 17, name: "" },
rt::Site { line: 152, col: 10, width: 12, name: "÷" },
rt::Site { line: 152, col: 10, width: 1, name: "З" },
rt::Site { line: 152, col: 25, width: 21, name: "" },
rt::Site { line: 152, col: 30, width: 16, name: "-" },
rt::Site { line: 152, col: 30, width: 1, name: "З" },
rt::Site { line: 152, col: 34, width: 12, name: "×" },
rt::Site { line: 152, col: 45, width: 1, name: "М" },
rt::Site { line: 153, col: 5, width: 14, name: "" },
rt::Site { line: 153, col: 10, width: 9, name: "÷" },
rt::Site { line: 153, col: 10, width: 1, name: "З" },
rt::Site { line: 153, col: 22, width: 18, name: "" },
rt::Site { line: 153, col: 27, width: 13, name: "-" },
rt::Site { line: 153, col: 27, width: 1, name: "З" },
rt::Site { line: 153, col: 31, width: 9, name: "×" },
rt::Site { line: 153, col: 39, width: 1, name: "С" },
rt::Site { line: 154, col: 5, width: 13, name: "" },
rt::Site { line: 154, col: 11, width: 7, name: "÷" },
rt::Site { line: 154, col: 11, width: 1, name: "З" },
rt::Site { line: 154, col: 21, width: 18, name: "" },
rt::Site { line: 154, col: 27, width: 12, name: "-" },
rt::Site { line: 154, col: 27, width: 1, name: "З" },
rt::Site { line: 154, col: 31, width: 8, name: "×" },
rt::Site { line: 154, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 155, col: 5, width: 19, name: "" },
rt::Site { line: 155, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 155, col: 16, width: 2, name: "НА" },
rt::Site { line: 155, col: 27, width: 20, name: "" },
rt::Site { line: 155, col: 46, width: 1, name: "С" },
rt::Site { line: 155, col: 27, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 155, col: 39, width: 2, name: "НА" },
rt::Site { line: 156, col: 5, width: 19, name: "" },
rt::Site { line: 156, col: 23, width: 1, name: "М" },
rt::Site { line: 156, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 156, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 156, col: 27, width: 1, name: "" },
rt::Site { line: 156, col: 48, width: 2, name: "ИЗ" },
rt::Site { line: 156, col: 27, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 156, col: 37, width: 6, name: "÷" },
rt::Site { line: 156, col: 37, width: 1, name: "М" },
rt::Site { line: 167, col: 8, width: 21, name: "" },
rt::Site { line: 167, col: 8, width: 21, name: "=" },
rt::Site { line: 167, col: 8, width: 15, name: "÷" },
rt::Site { line: 167, col: 8, width: 9, name: "СПИСОК" },
rt::Site { line: 167, col: 15, width: 1, name: "i" },
rt::Site { line: 167, col: 26, width: 3, name: "ДОМ" },
rt::Site { line: 169, col: 7, width: 27, name: "" },
rt::Site { line: 169, col: 13, width: 21, name: "-" },
rt::Site { line: 169, col: 13, width: 9, name: "СПИСОК" },
rt::Site { line: 169, col: 20, width: 1, name: "i" },
rt::Site { line: 169, col: 25, width: 9, name: "×" },
rt::Site { line: 169, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 170, col: 10, width: 27, name: "" },
rt::Site { line: 170, col: 10, width: 27, name: "∨" },
rt::Site { line: 170, col: 10, width: 12, name: "=" },
rt::Site { line: 170, col: 10, width: 2, name: "НА" },
rt::Site { line: 170, col: 15, width: 7, name: "+" },
rt::Site { line: 170, col: 15, width: 3, name: "ДОМ" },
rt::Site { line: 170, col: 25, width: 12, name: "=" },
rt::Site { line: 170, col: 25, width: 2, name: "НА" },
rt::Site { line: 170, col: 30, width: 7, name: "-" },
rt::Site { line: 170, col: 30, width: 3, name: "ДОМ" },
rt::Site { line: 172, col: 9, width: 19, name: "" },
rt::Site { line: 172, col: 14, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 172, col: 25, width: 2, name: "НА" },
rt::Site { line: 173, col: 12, width: 19, name: "" },
rt::Site { line: 173, col: 12, width: 19, name: "=" },
rt::Site { line: 173, col: 12, width: 15, name: "-" },
rt::Site { line: 173, col: 12, width: 1, name: "К" },
rt::Site { line: 173, col: 16, width: 11, name: "×" },
rt::Site { line: 173, col: 16, width: 6, name: "÷" },
rt::Site { line: 173, col: 16, width: 1, name: "К" },
rt::Site { line: 174, col: 15, width: 19, name: "" },
rt::Site { line: 174, col: 15, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 174, col: 26, width: 2, name: "НА" },
rt::Site { line: 174, col: 37, width: 24, name: "" },
rt::Site { line: 174, col: 56, width: 5, name: "+" },
rt::Site { line: 174, col: 56, width: 1, name: "К" },
rt::Site { line: 174, col: 37, width: 15, name: "СВОЯ ДОСКА" },
rt::Site { line: 174, col: 48, width: 3, name: "ДОМ" },
rt::Site { line: 174, col: 64, width: 25, name: "" },
rt::Site { line: 174, col: 85, width: 3, name: "ДОМ" },
rt::Site { line: 174, col: 64, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 174, col: 74, width: 6, name: "÷" },
rt::Site { line: 174, col: 74, width: 1, name: "К" },
rt::Site { line: 191, col: 5, width: 14, name: "" },
rt::Site { line: 191, col: 10, width: 9, name: "СПИСОК" },
rt::Site { line: 191, col: 17, width: 1, name: "i" },
rt::Site { line: 192, col: 8, width: 5, name: "" },
rt::Site { line: 192, col: 8, width: 5, name: "<" },
rt::Site { line: 192, col: 8, width: 1, name: "Х" },
rt::Site { line: 194, col: 7, width: 51, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 195, col: 7, width: 1, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 195, col: 25, width: 16, name: "" },
rt::Site { line: 195, col: 25, width: 16, name: "=" },
rt::Site { line: 195, col: 25, width: 10, name: "q" },
rt::Site { line: 195, col: 27, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 195, col: 46, width: 5, name: "-" },
rt::Site { line: 195, col: 46, width: 1, name: "i" },
rt::Site { line: 195, col: 57, width: 5, name: "-" },
rt::Site { line: 195, col: 57, width: 1, name: "i" },
rt::Site { line: 196, col: 12, width: 16, name: "" },
rt::Site { line: 196, col: 12, width: 16, name: ">" },
rt::Site { line: 196, col: 12, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 197, col: 13, width: 5, name: "" },
rt::Site { line: 197, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 199, col: 8, width: 7, name: "" },
rt::Site { line: 199, col: 8, width: 7, name: "<" },
rt::Site { line: 199, col: 8, width: 1, name: "Х" },
rt::Site { line: 199, col: 27, width: 5, name: "" },
rt::Site { line: 199, col: 27, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 200, col: 5, width: 13, name: "" },
rt::Site { line: 200, col: 11, width: 7, name: "÷" },
rt::Site { line: 200, col: 11, width: 1, name: "Х" },
rt::Site { line: 200, col: 21, width: 18, name: "" },
rt::Site { line: 200, col: 27, width: 12, name: "-" },
rt::Site { line: 200, col: 27, width: 1, name: "Х" },
rt::Site { line: 200, col: 31, width: 8, name: "×" },
rt::Site { line: 200, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 201, col: 5, width: 19, name: "" },
rt::Site { line: 201, col: 10, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 201, col: 21, width: 2, name: "ИЗ" },
rt::Site { line: 201, col: 27, width: 11, name: "" },
rt::Site { line: 201, col: 32, width: 6, name: "÷" },
rt::Site { line: 201, col: 32, width: 1, name: "М" },
rt::Site { line: 201, col: 41, width: 17, name: "" },
rt::Site { line: 201, col: 48, width: 10, name: "-" },
rt::Site { line: 201, col: 48, width: 1, name: "М" },
rt::Site { line: 201, col: 52, width: 6, name: "×" },
rt::Site { line: 201, col: 57, width: 1, name: "j" },
rt::Site { line: 202, col: 8, width: 17, name: "" },
rt::Site { line: 202, col: 8, width: 17, name: ">" },
rt::Site { line: 202, col: 8, width: 13, name: "СПИСОК" },
rt::Site { line: 202, col: 15, width: 5, name: "+" },
rt::Site { line: 202, col: 15, width: 1, name: "i" },
rt::Site { line: 202, col: 37, width: 16, name: "" },
rt::Site { line: 202, col: 37, width: 10, name: "q" },
rt::Site { line: 202, col: 39, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 202, col: 56, width: 21, name: "" },
rt::Site { line: 202, col: 63, width: 13, name: "СПИСОК" },
rt::Site { line: 202, col: 70, width: 5, name: "+" },
rt::Site { line: 202, col: 70, width: 1, name: "i" },
rt::Site { line: 203, col: 10, width: 15, name: "" },
rt::Site { line: 203, col: 10, width: 10, name: "q" },
rt::Site { line: 203, col: 12, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 204, col: 8, width: 7, name: "" },
rt::Site { line: 204, col: 8, width: 7, name: "=" },
rt::Site { line: 204, col: 8, width: 3, name: "КОД" },
rt::Site { line: 204, col: 21, width: 9, name: "" },
rt::Site { line: 204, col: 38, width: 7, name: "" },
rt::Site { line: 204, col: 38, width: 7, name: "=" },
rt::Site { line: 204, col: 38, width: 3, name: "КОД" },
rt::Site { line: 204, col: 51, width: 8, name: "" },
rt::Site { line: 205, col: 5, width: 19, name: "" },
rt::Site { line: 205, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 205, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 205, col: 27, width: 30, name: "" },
rt::Site { line: 205, col: 45, width: 12, name: "+" },
rt::Site { line: 205, col: 45, width: 6, name: "×" },
rt::Site { line: 205, col: 50, width: 1, name: "j" },
rt::Site { line: 205, col: 54, width: 3, name: "КОД" },
rt::Site { line: 205, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 205, col: 38, width: 2, name: "НА" },
rt::Site { line: 206, col: 5, width: 20, name: "" },
rt::Site { line: 206, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 206, col: 17, width: 2, name: "НА" },
rt::Site { line: 206, col: 28, width: 18, name: "" },
rt::Site { line: 206, col: 44, width: 2, name: "НА" },
rt::Site { line: 206, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 206, col: 38, width: 1, name: "j" },
rt::Site { line: 207, col: 5, width: 22, name: "" },
rt::Site { line: 207, col: 16, width: 11, name: "+" },
rt::Site { line: 207, col: 16, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 208, col: 8, width: 43, name: "" },
rt::Site { line: 208, col: 8, width: 43, name: "∧" },
rt::Site { line: 208, col: 8, width: 14, name: "=" },
rt::Site { line: 208, col: 8, width: 10, name: "-" },
rt::Site { line: 208, col: 8, width: 1, name: "М" },
rt::Site { line: 208, col: 12, width: 6, name: "×" },
rt::Site { line: 208, col: 17, width: 1, name: "j" },
rt::Site { line: 208, col: 26, width: 25, name: "∨" },
rt::Site { line: 208, col: 26, width: 11, name: "=" },
rt::Site { line: 208, col: 26, width: 2, name: "НА" },
rt::Site { line: 208, col: 31, width: 6, name: "+" },
rt::Site { line: 208, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 208, col: 40, width: 11, name: "=" },
rt::Site { line: 208, col: 40, width: 2, name: "НА" },
rt::Site { line: 208, col: 45, width: 6, name: "-" },
rt::Site { line: 208, col: 45, width: 2, name: "ИЗ" },
rt::Site { line: 212, col: 7, width: 42, name: "" },
rt::Site { line: 212, col: 18, width: 7, name: "" },
rt::Site { line: 212, col: 18, width: 7, name: ">" },
rt::Site { line: 212, col: 18, width: 2, name: "НА" },
rt::Site { line: 212, col: 23, width: 2, name: "ИЗ" },
rt::Site { line: 212, col: 31, width: 6, name: "+" },
rt::Site { line: 212, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 212, col: 43, width: 6, name: "-" },
rt::Site { line: 212, col: 43, width: 2, name: "ИЗ" },
rt::Site { line: 212, col: 52, width: 24, name: "" },
rt::Site { line: 212, col: 63, width: 13, name: "÷" },
rt::Site { line: 212, col: 64, width: 7, name: "+" },
rt::Site { line: 212, col: 64, width: 2, name: "ИЗ" },
rt::Site { line: 212, col: 69, width: 2, name: "НА" },
rt::Site { line: 213, col: 7, width: 29, name: "" },
rt::Site { line: 213, col: 16, width: 20, name: "-" },
rt::Site { line: 213, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 213, col: 27, width: 4, name: "УГОЛ" },
rt::Site { line: 213, col: 39, width: 21, name: "" },
rt::Site { line: 213, col: 39, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 213, col: 50, width: 4, name: "УГОЛ" },
rt::Site { line: 213, col: 63, width: 32, name: "" },
rt::Site { line: 213, col: 88, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 213, col: 63, width: 21, name: "СВОИ ПОЛЯ" },
rt::Site { line: 213, col: 73, width: 10, name: "÷" },
rt::Site { line: 213, col: 73, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 214, col: 7, width: 19, name: "" },
rt::Site { line: 214, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 214, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 214, col: 29, width: 24, name: "" },
rt::Site { line: 214, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 214, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 215, col: 7, width: 29, name: "" },
rt::Site { line: 215, col: 12, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 215, col: 24, width: 11, name: "-" },
rt::Site { line: 215, col: 24, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 216, col: 7, width: 63, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 217, col: 7, width: 19, name: "" },
rt::Site { line: 217, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 217, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 217, col: 29, width: 28, name: "" },
rt::Site { line: 217, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 217, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 217, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 223, col: 3, width: 1, name: "" },
rt::Site { line: 224, col: 10, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 224, col: 22, width: 11, name: "-" },
rt::Site { line: 224, col: 22, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 225, col: 5, width: 58, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 226, col: 5, width: 1, name: "" },
rt::Site { line: 226, col: 29, width: 1, name: "n" },
rt::Site { line: 226, col: 5, width: 20, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 226, col: 17, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 219, col: 5, width: 1, name: "" },
rt::Site { line: 220, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 220, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 220, col: 29, width: 28, name: "" },
rt::Site { line: 220, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 220, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 220, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 221, col: 13, width: 5, name: "" },
rt::Site { line: 221, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 237, col: 5, width: 8, name: "input" },
rt::Site { line: 238, col: 5, width: 42, name: "j" },
rt::Site { line: 238, col: 9, width: 1, name: "j" },
rt::Site { line: 238, col: 35, width: 12, name: "" },
rt::Site { line: 238, col: 35, width: 7, name: "ПОЛЯ" },
rt::Site { line: 238, col: 40, width: 1, name: "j" },
rt::Site { line: 239, col: 5, width: 1, name: "j" },
rt::Site { line: 239, col: 9, width: 1, name: "j" },
rt::Site { line: 239, col: 29, width: 1, name: "k" },
rt::Site { line: 241, col: 7, width: 16, name: "input" },
rt::Site { line: 242, col: 7, width: 51, name: "" },
rt::Site { line: 242, col: 15, width: 43, name: "+" },
rt::Site { line: 242, col: 15, width: 30, name: "×" },
rt::Site { line: 242, col: 20, width: 25, name: "-" },
rt::Site { line: 242, col: 20, width: 21, name: "-" },
rt::Site { line: 242, col: 20, width: 4, name: "ПОЛЕ" },
rt::Site { line: 242, col: 27, width: 14, name: "×" },
rt::Site { line: 242, col: 27, width: 9, name: "÷" },
rt::Site { line: 242, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 242, col: 49, width: 9, name: "÷" },
rt::Site { line: 242, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 243, col: 7, width: 15, name: "" },
rt::Site { line: 243, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 243, col: 7, width: 7, name: "ПОЛЯ" },
rt::Site { line: 243, col: 12, width: 1, name: "j" },
rt::Site { line: 243, col: 25, width: 1, name: "" },
rt::Site { line: 243, col: 40, width: 12, name: "+" },
rt::Site { line: 243, col: 40, width: 6, name: "×" },
rt::Site { line: 243, col: 45, width: 1, name: "j" },
rt::Site { line: 243, col: 49, width: 3, name: "КОД" },
rt::Site { line: 243, col: 25, width: 11, name: "ДОСКА" },
rt::Site { line: 243, col: 31, width: 4, name: "ПОЛЕ" },
rt::Site { line: 261, col: 8, width: 11, name: "" },
rt::Site { line: 261, col: 8, width: 11, name: "=" },
rt::Site { line: 261, col: 8, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 263, col: 7, width: 15, name: "" },
rt::Site { line: 263, col: 12, width: 10, name: "СПИСОК" },
rt::Site { line: 263, col: 19, width: 2, name: "Б1" },
rt::Site { line: 264, col: 7, width: 11, name: "output" },
rt::Site { line: 264, col: 21, width: 21, name: "outstring" },
rt::Site { line: 265, col: 7, width: 20, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 255, col: 27, width: 1, name: "П" },
rt::Site { line: 265, col: 19, width: 7, name: "÷" },
rt::Site { line: 265, col: 19, width: 1, name: "Х" },
rt::Site { line: 265, col: 30, width: 30, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 265, col: 42, width: 17, name: "-" },
rt::Site { line: 265, col: 42, width: 1, name: "Х" },
rt::Site { line: 265, col: 46, width: 13, name: "×" },
rt::Site { line: 265, col: 46, width: 7, name: "÷" },
rt::Site { line: 265, col: 46, width: 1, name: "Х" },
rt::Site { line: 266, col: 10, width: 10, name: "" },
rt::Site { line: 266, col: 10, width: 10, name: "=" },
rt::Site { line: 266, col: 10, width: 4, name: "q" },
rt::Site { line: 266, col: 25, width: 38, name: "outchar" },
rt::Site { line: 266, col: 44, width: 18, name: "-" },
rt::Site { line: 266, col: 44, width: 14, name: "СПИСОК" },
rt::Site { line: 266, col: 51, width: 6, name: "+" },
rt::Site { line: 266, col: 51, width: 2, name: "Б1" },
rt::Site { line: 268, col: 5, width: 1, name: "Г" },
rt::Site { line: 268, col: 9, width: 1, name: "Г" },
rt::Site { line: 270, col: 7, width: 11, name: "output" },
rt::Site { line: 270, col: 21, width: 29, name: "outchar" },
rt::Site { line: 270, col: 44, width: 5, name: "+" },
rt::Site { line: 270, col: 44, width: 1, name: "Г" },
rt::Site { line: 270, col: 53, width: 17, name: "outstring" },
rt::Site { line: 271, col: 7, width: 1, name: "В" },
rt::Site { line: 271, col: 11, width: 1, name: "В" },
rt::Site { line: 273, col: 9, width: 27, name: "" },
rt::Site { line: 273, col: 14, width: 22, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 273, col: 26, width: 9, name: "+" },
rt::Site { line: 273, col: 26, width: 5, name: "×" },
rt::Site { line: 273, col: 30, width: 1, name: "Г" },
rt::Site { line: 273, col: 34, width: 1, name: "В" },
rt::Site { line: 274, col: 12, width: 5, name: "" },
rt::Site { line: 274, col: 12, width: 5, name: "≠" },
rt::Site { line: 274, col: 12, width: 1, name: "К" },
rt::Site { line: 274, col: 23, width: 39, name: "outchar" },
rt::Site { line: 274, col: 46, width: 15, name: "-" },
rt::Site { line: 274, col: 46, width: 1, name: "К" },
rt::Site { line: 274, col: 50, width: 11, name: "×" },
rt::Site { line: 274, col: 50, width: 6, name: "÷" },
rt::Site { line: 274, col: 50, width: 1, name: "К" },
rt::Site { line: 277, col: 11, width: 28, name: "" },
rt::Site { line: 277, col: 16, width: 23, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 277, col: 29, width: 9, name: "+" },
rt::Site { line: 277, col: 29, width: 5, name: "×" },
rt::Site { line: 277, col: 33, width: 1, name: "Г" },
rt::Site { line: 277, col: 37, width: 1, name: "В" },
rt::Site { line: 278, col: 14, width: 5, name: "" },
rt::Site { line: 278, col: 14, width: 5, name: "≠" },
rt::Site { line: 278, col: 14, width: 1, name: "К" },
rt::Site { line: 278, col: 25, width: 39, name: "outchar" },
rt::Site { line: 278, col: 48, width: 15, name: "-" },
rt::Site { line: 278, col: 48, width: 1, name: "К" },
rt::Site { line: 278, col: 52, width: 11, name: "×" },
rt::Site { line: 278, col: 52, width: 6, name: "÷" },
rt::Site { line: 278, col: 52, width: 1, name: "К" },
rt::Site { line: 278, col: 70, width: 17, name: "outstring" },
rt::Site { line: 282, col: 5, width: 11, name: "output" },
rt::Site { line: 282, col: 19, width: 26, name: "outstring" },
rt::Site { line: 282, col: 48, width: 11, name: "output" },
rt::Site { line: 257, col: 7, width: 43, name: "outchar" },
rt::Site { line: 257, col: 30, width: 19, name: "-" },
rt::Site { line: 257, col: 30, width: 1, name: "П" },
rt::Site { line: 257, col: 34, width: 15, name: "×" },
rt::Site { line: 257, col: 34, width: 11, name: "÷" },
rt::Site { line: 257, col: 35, width: 5, name: "-" },
rt::Site { line: 257, col: 35, width: 1, name: "П" },
rt::Site { line: 258, col: 7, width: 39, name: "outchar" },
rt::Site { line: 258, col: 30, width: 15, name: "+" },
rt::Site { line: 258, col: 30, width: 11, name: "÷" },
rt::Site { line: 258, col: 31, width: 5, name: "-" },
rt::Site { line: 258, col: 31, width: 1, name: "П" },
];

pub static INFO: rt::ProgramInfo = rt::ProgramInfo { file: "programs/algol/mate-in-2.alg", lines: LINES, sites: SITES, owns: &[] };

static MAIN_SLOTS: &[SlotInit] = &[];

/// Runs the program: numbers from `input`, output to `out`; a runtime error comes back as the interpreter's diagnostic.
pub fn run(input: &mut dyn std::io::BufRead, out: &mut dyn std::io::Write, limits: rt::Limits, stack_budget: usize) -> Result<rt::Stats, rt::Diagnostic> {
    rt::run(&INFO, MAIN_SLOTS, main_entry, input, out, limits, stack_budget)
}

/// The outermost block's function as the runtime calls it.
fn main_entry(rt: &Rt, _f: &Fr) -> R<()> {
    main_block(rt)
}

/// The activation record of the outermost block.
struct MainFrame<'a> {
    up: std::marker::PhantomData<&'a ()>,
    /// This activation's identity, for its labels.
    id: u64,
    n: rt::Var<i64>,
    i: rt::Var<i64>,
    УРОВЕНЬ: rt::Var<i64>,
    Б1: rt::Var<i64>,
    Ч1: rt::Var<i64>,
    Б2: rt::Var<i64>,
    Ч2: rt::Var<i64>,
    РУБЕЖХОДОВ: &'a rt::Arr<i64>,
    q: &'a rt::Arr<i64>,
    СПИСОК: &'a rt::Arr<i64>,
    ВОЗМОЖЕНПАТ: rt::Var<bool>,
    ДОСКАБЕЛЫХ: &'a rt::Arr<i64>,
    ДОСКАЧЕРНЫХ: &'a rt::Arr<i64>,
    ПОЛЯБЕЛЫХ: &'a rt::Arr<i64>,
    ПОЛЯЧЕРНЫХ: &'a rt::Arr<i64>,
    ШАГВЕРТИКАЛИ: &'a rt::Arr<i64>,
    ШАГГОРИЗОНТАЛИ: &'a rt::Arr<i64>,
}

/// The outermost block.
fn main_block<'a>(rt: &Rt) -> R<()> {
    // 24: integer array РУБЕЖ ХОДОВ, q[0:5], СПИСОК[1:4900];
    let РУБЕЖХОДОВ_array = rt.arr::<i64>(vec![(0, 5)], 0)?;
    let q_array = rt.arr::<i64>(vec![(0, 5)], 0)?;
    // 24: integer array РУБЕЖ ХОДОВ, q[0:5], СПИСОК[1:4900];
    let СПИСОК_array = rt.arr::<i64>(vec![(1, 4900)], 1)?;
    // 26: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    let ДОСКАБЕЛЫХ_array = rt.arr::<i64>(vec![(1, 64)], 2)?;
    let ДОСКАЧЕРНЫХ_array = rt.arr::<i64>(vec![(1, 64)], 2)?;
    // 26: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    let ПОЛЯБЕЛЫХ_array = rt.arr::<i64>(vec![(0, 16)], 3)?;
    let ПОЛЯЧЕРНЫХ_array = rt.arr::<i64>(vec![(0, 16)], 3)?;
    // 27: ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];
    let ШАГВЕРТИКАЛИ_array = rt.arr::<i64>(vec![(1, 16)], 4)?;
    let ШАГГОРИЗОНТАЛИ_array = rt.arr::<i64>(vec![(1, 16)], 4)?;
    let f = &MainFrame {
        up: std::marker::PhantomData,
        id: rt.new_id(),
        n: rt::var(),
        i: rt::var(),
        УРОВЕНЬ: rt::var(),
        Б1: rt::var(),
        Ч1: rt::var(),
        Б2: rt::var(),
        Ч2: rt::var(),
        РУБЕЖХОДОВ: &РУБЕЖХОДОВ_array,
        q: &q_array,
        СПИСОК: &СПИСОК_array,
        ВОЗМОЖЕНПАТ: rt::var(),
        ДОСКАБЕЛЫХ: &ДОСКАБЕЛЫХ_array,
        ДОСКАЧЕРНЫХ: &ДОСКАЧЕРНЫХ_array,
        ПОЛЯБЕЛЫХ: &ПОЛЯБЕЛЫХ_array,
        ПОЛЯЧЕРНЫХ: &ПОЛЯЧЕРНЫХ_array,
        ШАГВЕРТИКАЛИ: &ШАГВЕРТИКАЛИ_array,
        ШАГГОРИЗОНТАЛИ: &ШАГГОРИЗОНТАЛИ_array,
    };
    // A `go to` from a procedure called here comes back as an unwinding and goes on at its label.
    let mut label = None;
    loop {
        match main_block_from(rt, f, label) {
            Ok(()) => return Ok(()),
            Err(e) => label = Some(rt.resume_id(e, f.id)?),
        }
    }
}

/// `main_block` from its start (`label` is `None`) or from the label numbered `label` on.
fn main_block_from(rt: &Rt, f: &MainFrame<'_>, mut label: Option<u32>) -> R<()> {
    'at_end: {
        'at_385: {
            match label {
                None => {
                    'at_306: {
                        // 288: ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 1, 6)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 1, 8)?.set(Some(0));
                        // 289: ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 2, 10)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 2, 12)?.set(Some(0));
                        // 290: ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 3, 14)?.set(Some(0));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 3, 16)?.set(Some(1));
                        // 291: ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 4, 18)?.set(Some(0));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 4, 20)?.set(Some(-1));
                        // 292: ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 5, 22)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 5, 24)?.set(Some(1));
                        // 293: ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 6, 26)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 6, 28)?.set(Some(-1));
                        // 294: ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 7, 30)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 7, 32)?.set(Some(1));
                        // 295: ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 8, 34)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 8, 36)?.set(Some(-1));
                        // 296: ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 9, 38)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 9, 40)?.set(Some(2));
                        // 297: ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 10, 42)?.set(Some(2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 10, 44)?.set(Some(1));
                        // 298: ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 11, 46)?.set(Some(2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 11, 48)?.set(Some(-1));
                        // 299: ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 12, 50)?.set(Some(1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 12, 52)?.set(Some(-2));
                        // 300: ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 13, 54)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 13, 56)?.set(Some(-2));
                        // 301: ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 14, 58)?.set(Some(-2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 14, 60)?.set(Some(-1));
                        // 302: ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 15, 62)?.set(Some(-2));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 15, 64)?.set(Some(1));
                        // 303: ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;
                        rt.elem_at1(f.ШАГВЕРТИКАЛИ, 16, 66)?.set(Some(-1));
                        rt.elem_at1(f.ШАГГОРИЗОНТАЛИ, 16, 68)?.set(Some(2));
                        // 304: ОЧИСТКА ДОСОК:
                        f.i.set(Some(1));
                        if !(rt.read(&f.i, 70)? > 64) {
                            loop {
                                // 305: for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;
                                {
                                    let p0 = rt.elem_at1(f.ДОСКАБЕЛЫХ, rt.read(&f.i, 73)?, 72)?;
                                    let p1 = rt.elem_at1(f.ДОСКАЧЕРНЫХ, rt.read(&f.i, 75)?, 74)?;
                                    let v: i64 = 0;
                                    p0.set(Some(v));
                                    p1.set(Some(v));
                                }
                                // 304: ОЧИСТКА ДОСОК:
                                f.i.set(Some(rt.add(rt.read(&f.i, 70)?, 1, 69)?));
                                if rt.read(&f.i, 70)? > 64 {
                                    break 'at_306;
                                }
                                rt.step(Some(69))?;
                            }
                        }
                    }
                    'at_311: {
                        // 306: for i := 0 step 1 until 5 do
                        f.i.set(Some(0));
                        if !(rt.read(&f.i, 77)? > 5) {
                            loop {
                                // 307: begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;
                                rt.elem_at1(f.РУБЕЖХОДОВ, rt.read(&f.i, 80)?, 79)?.set(Some(1));
                                rt.elem_at1(f.q, rt.read(&f.i, 83)?, 82)?.set(Some(0));
                                // 306: for i := 0 step 1 until 5 do
                                f.i.set(Some(rt.add(rt.read(&f.i, 77)?, 1, 76)?));
                                if rt.read(&f.i, 77)? > 5 {
                                    break 'at_311;
                                }
                                rt.step(Some(76))?;
                            }
                        }
                    }
                    // 311: ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;
                    rt.elem_at1(f.ПОЛЯБЕЛЫХ, 0, 85)?.set(Some(8));
                    rt.elem_at1(f.ПОЛЯЧЕРНЫХ, 0, 87)?.set(Some(-8));
                    // 312: ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                    {
                        let a0 = f.ПОЛЯБЕЛЫХ;
                        let a1 = f.ДОСКАБЕЛЫХ;
                        rt.call(88, || p4_ВВОДФИГУР(rt, f, a0, a1))?
                    };
                    {
                        let a0 = f.ПОЛЯЧЕРНЫХ;
                        let a1 = f.ДОСКАЧЕРНЫХ;
                        rt.call(91, || p4_ВВОДФИГУР(rt, f, a0, a1))?
                    };
                    // 313: УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;
                    f.УРОВЕНЬ.set(Some(1));
                    rt.call(93, || p5_ПЕЧАТЬПОЗИЦИИ(rt, f))?;
                    // 314: n := РУБЕЖ ХОДОВ[0];
                    f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 0, 95)?));
                    // 315: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);
                    {
                        let a0 = f.ПОЛЯБЕЛЫХ;
                        let a1 = f.ДОСКАБЕЛЫХ;
                        let a2 = f.ДОСКАЧЕРНЫХ;
                        let a3 = &f.n;
                        let a4 = rt::Lbl { frame: f.id, label: 16 };
                        rt.call(96, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                    };
                    // 316: РУБЕЖ ХОДОВ[1] := n;
                    rt.elem_at1(f.РУБЕЖХОДОВ, 1, 104)?.set(Some(rt.read(&f.n, 103)?));
                    // 317: НАЧАЛО:
                    f.Б1.set(Some(3));
                    if rt.read(&f.Б1, 106)? > rt.load1(f.РУБЕЖХОДОВ, 1, 107)? {
                        break 'at_385;
                    }
                }
                Some(3) => {
                }
                Some(5) => {
                }
                Some(7) => {
                }
                Some(9) => {
                }
                Some(12) => {
                }
                Some(15) => {
                }
                Some(16) => {
                    label = None;
                    // 387: ОШИБКА:
                    { rt.output("/,T,ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ,/", &[], 108)?; };
                    break 'at_end;
                }
                _ => {
                    break 'at_end;
                }
            }
            loop {
                'at_382: {
                    'at_378: {
                        'at_366: {
                            match label {
                                Some(3) => {
                                }
                                Some(5) => {
                                }
                                Some(7) => {
                                }
                                Some(9) => {
                                }
                                Some(12) => {
                                    label = None;
                                    // 376: МАТ1:
                                    { rt.output("/,T,МАТ НА ПЕРВОМ ХОДЕ,/", &[], 109)?; };
                                    break 'at_378;
                                }
                                Some(15) => {
                                    label = None;
                                    break 'at_382;
                                }
                                _ => {
                                    // 320: ВОЗМОЖЕН ПАТ := true;
                                    f.ВОЗМОЖЕНПАТ.set(Some(true));
                                    // 321: ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);
                                    {
                                        let a0 = rt.read(&f.Б1, 112)?;
                                        let a1 = f.ДОСКАБЕЛЫХ;
                                        let a2 = f.ДОСКАЧЕРНЫХ;
                                        let a3 = f.ПОЛЯБЕЛЫХ;
                                        let a4 = f.ПОЛЯЧЕРНЫХ;
                                        let a5 = rt::Lbl { frame: f.id, label: 15 };
                                        rt.call(111, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                    };
                                    // 322: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                                    f.Ч1.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 1, 120)?, 2, 119)?));
                                    if rt.read(&f.Ч1, 121)? > rt.load1(f.РУБЕЖХОДОВ, 2, 122)? {
                                        break 'at_366;
                                    }
                                }
                            }
                            'loop_324: loop {
                                'at_357: {
                                    'at_363: {
                                        match label {
                                            Some(3) => {
                                            }
                                            Some(5) => {
                                            }
                                            Some(7) => {
                                            }
                                            Some(9) => {
                                                label = None;
                                                break 'at_363;
                                            }
                                            _ => {
                                                // 324: ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);
                                                {
                                                    let a0 = rt.read(&f.Ч1, 112)?;
                                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                                    let a2 = f.ДОСКАБЕЛЫХ;
                                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                                    let a4 = f.ПОЛЯБЕЛЫХ;
                                                    let a5 = rt::Lbl { frame: f.id, label: 9 };
                                                    rt.call(123, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                };
                                                // 325: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                                                f.Б2.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 2, 126)?, 2, 125)?));
                                                if rt.read(&f.Б2, 127)? > rt.load1(f.РУБЕЖХОДОВ, 3, 128)? {
                                                    break 'at_357;
                                                }
                                            }
                                        }
                                        loop {
                                            'at_354: {
                                                'at_348: {
                                                    match label {
                                                        Some(3) => {
                                                            label = None;
                                                            // 336: ШАХ ЧЕРНЫМ:
                                                            f.Ч2.set(Some(rt.add(rt.load1(f.РУБЕЖХОДОВ, 3, 131)?, 2, 130)?));
                                                            if rt.read(&f.Ч2, 132)? > rt.load1(f.РУБЕЖХОДОВ, 4, 133)? {
                                                                break 'at_348;
                                                            }
                                                        }
                                                        Some(5) => {
                                                        }
                                                        Some(7) => {
                                                            label = None;
                                                            break 'at_354;
                                                        }
                                                        _ => {
                                                            // 327: ВОЗМОЖЕН ПАТ := false;
                                                            f.ВОЗМОЖЕНПАТ.set(Some(false));
                                                            // 328: ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);
                                                            {
                                                                let a0 = rt.read(&f.Б2, 112)?;
                                                                let a1 = f.ДОСКАБЕЛЫХ;
                                                                let a2 = f.ДОСКАЧЕРНЫХ;
                                                                let a3 = f.ПОЛЯБЕЛЫХ;
                                                                let a4 = f.ПОЛЯЧЕРНЫХ;
                                                                let a5 = rt::Lbl { frame: f.id, label: 7 };
                                                                rt.call(135, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                            };
                                                            // 332: ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:
                                                            f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 4, 137)?));
                                                            // 334: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);
                                                            {
                                                                let a0 = f.ПОЛЯБЕЛЫХ;
                                                                let a1 = f.ДОСКАБЕЛЫХ;
                                                                let a2 = f.ДОСКАЧЕРНЫХ;
                                                                let a3 = &f.n;
                                                                let a4 = rt::Lbl { frame: f.id, label: 3 };
                                                                rt.call(138, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                                                            };
                                                            // 335: go to Б2 ПРОДОЛЖЕНИЕ;
                                                            break 'at_354;
                                                        }
                                                    }
                                                    loop {
                                                        match label {
                                                            Some(5) => {
                                                                label = None;
                                                                // 345: Ч2 ПРОДОЛЖЕНИЕ:
                                                                f.УРОВЕНЬ.set(Some(4));
                                                                // 336: ШАХ ЧЕРНЫМ:
                                                                f.Ч2.set(Some(rt.add(rt.read(&f.Ч2, 132)?, 1, 129)?));
                                                                if rt.read(&f.Ч2, 132)? > rt.load1(f.РУБЕЖХОДОВ, 4, 133)? {
                                                                    break 'at_348;
                                                                }
                                                                rt.step(Some(129))?;
                                                            }
                                                            _ => {
                                                                // 339: ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);
                                                                {
                                                                    let a0 = rt.read(&f.Ч2, 112)?;
                                                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                                                    let a2 = f.ДОСКАБЕЛЫХ;
                                                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                    let a4 = f.ПОЛЯБЕЛЫХ;
                                                                    let a5 = rt::Lbl { frame: f.id, label: 5 };
                                                                    rt.call(140, || p3_ВЫПОЛНЕНИЕХОДА(rt, f, a0, a1, a2, a3, a4, a5))?
                                                                };
                                                                // 340: УШЛИ ОТ ШАХА:
                                                                f.УРОВЕНЬ.set(Some(4));
                                                                // 342: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],
                                                                {
                                                                    let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 148)?, 147)? == -1) { rt.add(rt.read(&f.Ч2, 150)?, 2, 149)? } else { rt.add(rt.read(&f.Ч2, 152)?, 1, 151)? }, 144)?;
                                                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                                                    let a2 = f.ДОСКАБЕЛЫХ;
                                                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                                                    rt.call(142, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                                };
                                                                // 344: go to Б2 ПРОДОЛЖЕНИЕ;
                                                                break 'at_354;
                                                            }
                                                        }
                                                    }
                                                }
                                                // 348: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                                                f.УРОВЕНЬ.set(Some(3));
                                                // 350: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],
                                                {
                                                    let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 162)?, 161)? == -1) { rt.add(rt.read(&f.Б2, 164)?, 2, 163)? } else { rt.add(rt.read(&f.Б2, 166)?, 1, 165)? }, 158)?;
                                                    let a1 = f.ДОСКАБЕЛЫХ;
                                                    let a2 = f.ДОСКАЧЕРНЫХ;
                                                    let a3 = f.ПОЛЯБЕЛЫХ;
                                                    rt.call(157, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                                };
                                                // 352: ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                                                {
                                                    let a0 = rt.read(&f.Б2, 168)?;
                                                    let a1 = 5;
                                                    let a2 = f.ПОЛЯБЕЛЫХ;
                                                    let a3 = f.ДОСКАБЕЛЫХ;
                                                    rt.call(167, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                                };
                                                // 353: go to Ч1 ПРОДОЛЖЕНИЕ;
                                                break 'at_363;
                                            }
                                            // 354: Б2 ПРОДОЛЖЕНИЕ:
                                            f.УРОВЕНЬ.set(Some(3));
                                            // 325: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                                            f.Б2.set(Some(rt.add(rt.read(&f.Б2, 127)?, 1, 124)?));
                                            if rt.read(&f.Б2, 127)? > rt.load1(f.РУБЕЖХОДОВ, 3, 128)? {
                                                break 'at_357;
                                            }
                                            rt.step(Some(124))?;
                                        }
                                    }
                                    // 363: Ч1 ПРОДОЛЖЕНИЕ:
                                    f.УРОВЕНЬ.set(Some(2));
                                    // 322: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                                    f.Ч1.set(Some(rt.add(rt.read(&f.Ч1, 121)?, 1, 118)?));
                                    if rt.read(&f.Ч1, 121)? > rt.load1(f.РУБЕЖХОДОВ, 2, 122)? {
                                        break 'at_366;
                                    }
                                    rt.step(Some(118))?;
                                    continue 'loop_324;
                                }
                                // 357: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                                f.УРОВЕНЬ.set(Some(2));
                                // 359: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],
                                {
                                    let a0 = rt.load1(f.СПИСОК, if (rt.load1(f.q, rt.read(&f.УРОВЕНЬ, 180)?, 179)? == -1) { rt.add(rt.read(&f.Ч1, 182)?, 2, 181)? } else { rt.add(rt.read(&f.Ч1, 184)?, 1, 183)? }, 176)?;
                                    let a1 = f.ДОСКАЧЕРНЫХ;
                                    let a2 = f.ДОСКАБЕЛЫХ;
                                    let a3 = f.ПОЛЯЧЕРНЫХ;
                                    rt.call(175, || p1_ВОЗВРАТХОДА(rt, f, a0, a1, a2, a3))?
                                };
                                // 361: ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                                {
                                    let a0 = rt.read(&f.Ч1, 168)?;
                                    let a1 = 61;
                                    let a2 = f.ПОЛЯЧЕРНЫХ;
                                    let a3 = f.ДОСКАЧЕРНЫХ;
                                    rt.call(185, || p2_ВОЗВРАТКОРОЛЯ(rt, f, a0, a1, a2, a3))?
                                };
                                // 362: go to Б1 ПРОДОЛЖЕНИЕ;
                                break 'at_382;
                            }
                        }
                        // 366: n := РУБЕЖ ХОДОВ[2];
                        f.n.set(Some(rt.load1(f.РУБЕЖХОДОВ, 2, 187)?));
                        // 367: if ВОЗМОЖЕН ПАТ then
                        if rt.read(&f.ВОЗМОЖЕНПАТ, 189)? {
                            // 370: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);
                            {
                                let a0 = f.ПОЛЯБЕЛЫХ;
                                let a1 = f.ДОСКАБЕЛЫХ;
                                let a2 = f.ДОСКАЧЕРНЫХ;
                                let a3 = &f.n;
                                let a4 = rt::Lbl { frame: f.id, label: 12 };
                                rt.call(190, || p0_ОБЗОРХОДОВ(rt, f, a0, a1, a2, a3, a4))?
                            };
                            // 372: go to Б1 ПРОДОЛЖЕНИЕ
                            break 'at_382;
                        }
                        // 374: output('/,T,РЕШЕНИЕ,/');
                        { rt.output("/,T,РЕШЕНИЕ,/", &[], 191)?; };
                        // 375: go to ОТВЕТ;
                    }
                    // 378: ОТВЕТ:
                    rt.call(192, || p5_ПЕЧАТЬПОЗИЦИИ(rt, f))?;
                    // 381: go to КОНЕЦ;
                    break 'at_end;
                }
                // 382: Б1 ПРОДОЛЖЕНИЕ:
                f.УРОВЕНЬ.set(Some(1));
                // 317: НАЧАЛО:
                f.Б1.set(Some(rt.add(rt.read(&f.Б1, 106)?, 1, 105)?));
                if rt.read(&f.Б1, 106)? > rt.load1(f.РУБЕЖХОДОВ, 1, 107)? {
                    break 'at_385;
                }
                rt.step(Some(105))?;
            }
        }
        // 385: output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');
        { rt.output("/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/", &[], 194)?; };
        // 386: go to КОНЕЦ;
    }
    return Ok(());
}

/// The activation record of the procedure `ОБЗОР ХОДОВ`.
struct P0Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОЛЯ: &'a rt::Arr<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    n: &'a dyn rt::Name<i64>,
    МЕТКА: rt::Lbl,
    j: rt::Var<i64>,
    m: rt::Var<i64>,
    ПОЛЕ: rt::Var<i64>,
    КОД: rt::Var<i64>,
    ОТКУДА: rt::Var<i64>,
    ФИГУРА: rt::Var<i64>,
    В: rt::Var<i64>,
    Г: rt::Var<i64>,
    x: rt::Var<i64>,
    y: rt::Var<i64>,
    t: rt::Var<i64>,
    k: rt::Var<i64>,
    С: rt::Var<i64>,
    ПЕРВОЕ: rt::Var<i64>,
    ПОСЛЕДНЕЕ: rt::Var<i64>,
    НАПР: rt::Var<i64>,
    ДОМ: rt::Var<i64>,
    ДАЛЬНОБОЙНАЯ: rt::Var<bool>,
}

/// The procedure `ОБЗОР ХОДОВ`.
fn p0_ОБЗОРХОДОВ<'a>(rt: &Rt, up: &'a MainFrame<'a>, ПОЛЯ: &'a rt::Arr<i64>, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, n: &'a dyn rt::Name<i64>, МЕТКА: rt::Lbl) -> R<()> {
    let f = &P0Frame {
        up,
        ПОЛЯ: ПОЛЯ,
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        n: n,
        МЕТКА: МЕТКА,
        j: rt::var(),
        m: rt::var(),
        ПОЛЕ: rt::var(),
        КОД: rt::var(),
        ОТКУДА: rt::var(),
        ФИГУРА: rt::var(),
        В: rt::var(),
        Г: rt::var(),
        x: rt::var(),
        y: rt::var(),
        t: rt::var(),
        k: rt::var(),
        С: rt::var(),
        ПЕРВОЕ: rt::var(),
        ПОСЛЕДНЕЕ: rt::var(),
        НАПР: rt::var(),
        ДОМ: rt::var(),
        ДАЛЬНОБОЙНАЯ: rt::var(),
    };
    'at_139: {
        // 71: m := n + 1;  СПИСОК[m] := 0;
        f.m.set(Some(rt.add(f.n.value(rt, 197)?, 1, 196)?));
        rt.elem_at1(f.up.СПИСОК, rt.read(&f.m, 200)?, 199)?.set(Some(0));
        // 72: НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;
        f.НАПР.set(Some(rt.load1(f.ПОЛЯ, 0, 202)?));
        f.ДОМ.set(Some(if (rt.read(&f.НАПР, 206)? > 0) { 5 } else { 61 }));
        // 73: for j := 1 step 1 until 16 do
        f.j.set(Some(1));
        if !(rt.read(&f.j, 208)? > 16) {
            loop {
                // 75: ПОЛЕ := ПОЛЯ[j];
                f.ПОЛЕ.set(Some(rt.load1(f.ПОЛЯ, rt.read(&f.j, 211)?, 210)?));
                // 76: if ПОЛЕ ≠ 0 then
                if (rt.read(&f.ПОЛЕ, 214)? != 0) {
                    // 78: КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;
                    f.КОД.set(Some(rt.sub(rt.load1(f.СВОЯДОСКА, rt.read(&f.ПОЛЕ, 218)?, 217)?, rt.mul(10, rt.read(&f.j, 220)?, 219)?, 216)?));
                    // 79: if КОД > 0 ∧ КОД < 10 then
                    if ((rt.read(&f.КОД, 224)? > 0) & (rt.read(&f.КОД, 226)? < 10)) {
                        // 81: В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;
                        f.В.set(Some(rt.sub(rt.sub(rt.read(&f.ПОЛЕ, 230)?, 1, 229)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 234)?, 1, 233)?, 8, 232)?, 8, 231)?, 228)?));
                        f.Г.set(Some(rt.idiv(rt.sub(rt.read(&f.ПОЛЕ, 238)?, 1, 237)?, 8, 236)?));
                        // 82: ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];
                        f.ОТКУДА.set(Some(rt.mul(100, rt.read(&f.ПОЛЕ, 241)?, 240)?));
                        f.ФИГУРА.set(Some(rt.mul(1000, rt.load1(f.СВОЯДОСКА, rt.read(&f.ПОЛЕ, 245)?, 244)?, 243)?));
                        // 83: if КОД = 1 then
                        if (rt.read(&f.КОД, 248)? == 1) {
                            // 85: t := ПОЛЕ + НАПР;
                            f.t.set(Some(rt.add(rt.read(&f.ПОЛЕ, 251)?, rt.read(&f.НАПР, 252)?, 250)?));
                            // 86: if СВОЯ ДОСКА[t] = 0 then
                            if (rt.load1(f.СВОЯДОСКА, rt.read(&f.t, 256)?, 255)? == 0) {
                                // 88: if ЧУЖАЯ ДОСКА[t] = 0 then
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.t, 260)?, 259)? == 0) {
                                    // 90: ХОД ПЕШКИ(t);
                                    {
                                        let a0 = rt.read(&f.t, 262)?;
                                        rt.call(261, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                    // 91: if Г = (if НАПР > 0 then 1 else 6) then
                                    if (rt.read(&f.Г, 265)? == if (rt.read(&f.НАПР, 268)? > 0) { 1 } else { 6 }) {
                                        // 93: if СВОЯ ДОСКА[t + НАПР] = 0 then
                                        if (rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.t, 273)?, rt.read(&f.НАПР, 274)?, 272)?, 271)? == 0) {
                                            // 94: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                                            if (rt.load1(f.ЧУЖАЯДОСКА, rt.add(rt.read(&f.t, 279)?, rt.read(&f.НАПР, 280)?, 278)?, 277)? == 0) {
                                                {
                                                    let a0 = rt.add(rt.read(&f.t, 284)?, rt.read(&f.НАПР, 285)?, 283)?;
                                                    let a1 = 0;
                                                    rt.call(281, || p6_ЗАПИСЬ(rt, f, a0, a1))?
                                                };
                                            }
                                        }
                                    }
                                }
                            }
                            // 98: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                            if (rt.read(&f.В, 289)? > 0) {
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.sub(rt.read(&f.t, 294)?, 1, 293)?, 292)? != 0) {
                                    {
                                        let a0 = rt.sub(rt.read(&f.t, 297)?, 1, 296)?;
                                        rt.call(295, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                }
                            }
                            // 99: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                            if (rt.read(&f.В, 300)? < 7) {
                                if (rt.load1(f.ЧУЖАЯДОСКА, rt.add(rt.read(&f.t, 305)?, 1, 304)?, 303)? != 0) {
                                    {
                                        let a0 = rt.add(rt.read(&f.t, 308)?, 1, 307)?;
                                        rt.call(306, || p7_ХОДПЕШКИ(rt, f, a0))?
                                    };
                                }
                            }
                        } else {
                            // 103: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                            if (rt.read(&f.КОД, 311)? == 2) {
                                f.ПЕРВОЕ.set(Some(9));
                                f.ПОСЛЕДНЕЕ.set(Some(16));
                            } else {
                                // 104: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                                if (rt.read(&f.КОД, 316)? == 3) {
                                    f.ПЕРВОЕ.set(Some(5));
                                    f.ПОСЛЕДНЕЕ.set(Some(8));
                                } else {
                                    // 105: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                                    if ((rt.read(&f.КОД, 322)? == 4) | (rt.read(&f.КОД, 324)? == 8)) {
                                        f.ПЕРВОЕ.set(Some(1));
                                        f.ПОСЛЕДНЕЕ.set(Some(4));
                                    } else {
                                        // 106: else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;
                                        f.ПЕРВОЕ.set(Some(1));
                                        f.ПОСЛЕДНЕЕ.set(Some(8));
                                    }
                                }
                            }
                            'at_128: {
                                // 107: ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;
                                f.ДАЛЬНОБОЙНАЯ.set(Some((((rt.read(&f.КОД, 333)? != 2) & (rt.read(&f.КОД, 335)? != 6)) & (rt.read(&f.КОД, 337)? != 7))));
                                // 108: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                                f.k.set(Some(rt.read(&f.ПЕРВОЕ, 339)?));
                                if !(rt.read(&f.k, 340)? > rt.read(&f.ПОСЛЕДНЕЕ, 341)?) {
                                    'loop_110: loop {
                                        // 110: x := В;  y := Г;
                                        f.x.set(Some(rt.read(&f.В, 343)?));
                                        f.y.set(Some(rt.read(&f.Г, 345)?));
                                        'loop_111: loop {
                                            // 111: ЛУЧ:
                                            f.x.set(Some(rt.add(rt.read(&f.x, 348)?, rt.load1(f.up.ШАГВЕРТИКАЛИ, rt.read(&f.k, 350)?, 349)?, 347)?));
                                            // 112: x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];
                                            f.y.set(Some(rt.add(rt.read(&f.y, 353)?, rt.load1(f.up.ШАГГОРИЗОНТАЛИ, rt.read(&f.k, 355)?, 354)?, 352)?));
                                            // 113: if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then
                                            if ((((rt.read(&f.x, 361)? >= 0) & (rt.read(&f.x, 363)? < 8)) & (rt.read(&f.y, 365)? >= 0)) & (rt.read(&f.y, 367)? < 8)) {
                                                // 115: t := 8 × y + x + 1;
                                                f.t.set(Some(rt.add(rt.add(rt.mul(8, rt.read(&f.y, 372)?, 371)?, rt.read(&f.x, 373)?, 370)?, 1, 369)?));
                                                // 116: if СВОЯ ДОСКА[t] = 0 then
                                                if (rt.load1(f.СВОЯДОСКА, rt.read(&f.t, 377)?, 376)? == 0) {
                                                    // 118: С := ЧУЖАЯ ДОСКА[t];
                                                    f.С.set(Some(rt.load1(f.ЧУЖАЯДОСКА, rt.read(&f.t, 380)?, 379)?));
                                                    // 119: if С ≠ 0 then
                                                    if (rt.read(&f.С, 383)? != 0) {
                                                        // 120: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                                                        if ((rt.sub(rt.read(&f.С, 388)?, rt.mul(rt.idiv(rt.read(&f.С, 391)?, 10, 390)?, 10, 389)?, 387)? == 6) | (rt.sub(rt.read(&f.С, 394)?, rt.mul(rt.idiv(rt.read(&f.С, 397)?, 10, 396)?, 10, 395)?, 393)? == 7)) {
                                                            return Err(rt.goto_label(f.МЕТКА, 398));
                                                        }
                                                    }
                                                    // 121: СПИСОК[m + 1] := ОТКУДА + t;
                                                    rt.elem_at1(f.up.СПИСОК, rt.add(rt.read(&f.m, 406)?, 1, 405)?, 404)?.set(Some(rt.add(rt.read(&f.ОТКУДА, 402)?, rt.read(&f.t, 403)?, 401)?));
                                                    // 122: СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));
                                                    rt.elem_at1(f.up.СПИСОК, rt.add(rt.read(&f.m, 419)?, 2, 418)?, 417)?.set(Some(rt.neg_int(rt.add(rt.add(rt.read(&f.ОТКУДА, 411)?, rt.read(&f.t, 412)?, 410)?, rt.mul(10000, rt.add(rt.read(&f.С, 415)?, rt.read(&f.ФИГУРА, 416)?, 414)?, 413)?, 409)?, 408)?));
                                                    // 123: m := m + 2;
                                                    f.m.set(Some(rt.add(rt.read(&f.m, 422)?, 2, 421)?));
                                                    // 124: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                                                    if (rt.read(&f.ДАЛЬНОБОЙНАЯ, 425)? & (rt.read(&f.С, 427)? == 0)) {
                                                        rt.step(Some(428))?;
                                                        continue 'loop_111;
                                                    }
                                                }
                                            }
                                            // 108: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                                            f.k.set(Some(rt.add(rt.read(&f.k, 340)?, 1, 338)?));
                                            if rt.read(&f.k, 340)? > rt.read(&f.ПОСЛЕДНЕЕ, 341)? {
                                                break 'at_128;
                                            }
                                            rt.step(Some(338))?;
                                            continue 'loop_110;
                                        }
                                    }
                                }
                            }
                            // 128: if КОД = 7 ∧ ПОЛЕ = ДОМ then
                            if ((rt.read(&f.КОД, 432)? == 7) & (rt.read(&f.ПОЛЕ, 434)? == rt.read(&f.ДОМ, 435)?)) {
                                // 130: if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then
                                if (rt.sub(rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.ДОМ, 441)?, 3, 440)?, 439)?, rt.mul(rt.idiv(rt.load1(f.СВОЯДОСКА, rt.add(rt.read(&f.ДОМ, 446)?, 3, 445)?, 444)?, 10, 443)?, 10, 442)?, 438)? == 8) {
                                    // 131: РОКИРОВКА(ДОМ + 2, ДОМ + 3);
                                    {
                                        let a0 = rt.add(rt.read(&f.ДОМ, 450)?, 2, 449)?;
                                        let a1 = rt.add(rt.read(&f.ДОМ, 453)?, 3, 452)?;
                                        rt.call(447, || p8_РОКИРОВКА(rt, f, a0, a1))?
                                    };
                                }
                                // 132: if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then
                                if (rt.sub(rt.load1(f.СВОЯДОСКА, rt.sub(rt.read(&f.ДОМ, 459)?, 4, 458)?, 457)?, rt.mul(rt.idiv(rt.load1(f.СВОЯДОСКА, rt.sub(rt.read(&f.ДОМ, 464)?, 4, 463)?, 462)?, 10, 461)?, 10, 460)?, 456)? == 8) {
                                    // 133: РОКИРОВКА(ДОМ - 2, ДОМ - 4)
                                    {
                                        let a0 = rt.sub(rt.read(&f.ДОМ, 467)?, 2, 466)?;
                                        let a1 = rt.sub(rt.read(&f.ДОМ, 469)?, 4, 468)?;
                                        rt.call(465, || p8_РОКИРОВКА(rt, f, a0, a1))?
                                    };
                                }
                            }
                        }
                    }
                }
                // 73: for j := 1 step 1 until 16 do
                f.j.set(Some(rt.add(rt.read(&f.j, 208)?, 1, 207)?));
                if rt.read(&f.j, 208)? > 16 {
                    break 'at_139;
                }
                rt.step(Some(207))?;
            }
        }
    }
    // 139: n := m
    f.n.assign(rt, rt.read(&f.m, 471)?, 472)?;
    return Ok(());
}

/// The activation record of the procedure `ЗАПИСЬ`.
struct P6Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
    Е: rt::Var<i64>,
}

/// The procedure `ЗАПИСЬ`.
fn p6_ЗАПИСЬ<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64, Е: i64) -> R<()> {
    let f = &P6Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
        Е: std::cell::Cell::new(Some(Е)),
    };
    // 45: С := ЧУЖАЯ ДОСКА[НА];
    f.up.С.set(Some(rt.load1(f.up.ЧУЖАЯДОСКА, rt.read(&f.НА, 475)?, 474)?));
    // 46: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
    if ((rt.sub(rt.read(&f.up.С, 480)?, rt.mul(rt.idiv(rt.read(&f.up.С, 483)?, 10, 482)?, 10, 481)?, 479)? == 6) | (rt.sub(rt.read(&f.up.С, 486)?, rt.mul(rt.idiv(rt.read(&f.up.С, 489)?, 10, 488)?, 10, 487)?, 485)? == 7)) {
        return Err(rt.goto_label(f.up.МЕТКА, 490));
    }
    // 47: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
    f.up.m.set(Some(rt.add(rt.read(&f.up.m, 494)?, 1, 493)?));
    rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 500)?, 499)?.set(Some(rt.add(rt.read(&f.up.ОТКУДА, 497)?, rt.read(&f.НА, 498)?, 496)?));
    // 48: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
    if (rt.read(&f.Е, 503)? > 0) {
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 506)?, 1, 505)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 510)?, 509)?.set(Some(rt.read(&f.Е, 508)?));
    }
    // 49: m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))
    f.up.m.set(Some(rt.add(rt.read(&f.up.m, 513)?, 1, 512)?));
    rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 525)?, 524)?.set(Some(rt.neg_int(rt.add(rt.add(rt.read(&f.up.ОТКУДА, 518)?, rt.read(&f.НА, 519)?, 517)?, rt.mul(10000, rt.add(rt.read(&f.up.С, 522)?, rt.read(&f.up.ФИГУРА, 523)?, 521)?, 520)?, 516)?, 515)?));
    return Ok(());
}

/// The activation record of the procedure `ХОД ПЕШКИ`.
struct P7Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
}

/// The procedure `ХОД ПЕШКИ`.
fn p7_ХОДПЕШКИ<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64) -> R<()> {
    let f = &P7Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
    };
    // 53: if НА > 56 ∨ НА < 9 then
    if ((rt.read(&f.НА, 529)? > 56) | (rt.read(&f.НА, 531)? < 9)) {
        // 54: begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end
        {
            let a0 = rt.read(&f.НА, 282)?;
            let a1 = 5;
            rt.call(532, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 282)?;
            let a1 = 4;
            rt.call(533, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 282)?;
            let a1 = 3;
            rt.call(534, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
        {
            let a0 = rt.read(&f.НА, 282)?;
            let a1 = 2;
            rt.call(535, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
    } else {
        // 55: else ЗАПИСЬ(НА, 0);
        {
            let a0 = rt.read(&f.НА, 282)?;
            let a1 = 0;
            rt.call(536, || p6_ЗАПИСЬ(rt, f.up, a0, a1))?
        };
    }
    return Ok(());
}

/// The activation record of the procedure `РОКИРОВКА`.
struct P8Frame<'a> {
    up: &'a P0Frame<'a>,
    НА: rt::Var<i64>,
    УГОЛ: rt::Var<i64>,
    П: rt::Var<i64>,
    ОТ: rt::Var<i64>,
    ДО: rt::Var<i64>,
}

/// The procedure `РОКИРОВКА`.
fn p8_РОКИРОВКА<'a>(rt: &Rt, up: &'a P0Frame<'a>, НА: i64, УГОЛ: i64) -> R<()> {
    let f = &P8Frame {
        up,
        НА: std::cell::Cell::new(Some(НА)),
        УГОЛ: std::cell::Cell::new(Some(УГОЛ)),
        П: rt::var(),
        ОТ: rt::var(),
        ДО: rt::var(),
    };
    // 59: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
    if (rt.read(&f.УГОЛ, 539)? > rt.read(&f.up.ПОЛЕ, 540)?) {
        f.ОТ.set(Some(rt.add(rt.read(&f.up.ПОЛЕ, 543)?, 1, 542)?));
        f.ДО.set(Some(rt.sub(rt.read(&f.УГОЛ, 546)?, 1, 545)?));
    } else {
        // 60: else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;
        f.ОТ.set(Some(rt.add(rt.read(&f.УГОЛ, 549)?, 1, 548)?));
        f.ДО.set(Some(rt.sub(rt.read(&f.up.ПОЛЕ, 552)?, 1, 551)?));
    }
    'at_end: {
        'at_63: {
            // 61: for П := ОТ step 1 until ДО do
            f.П.set(Some(rt.read(&f.ОТ, 554)?));
            if !(rt.read(&f.П, 555)? > rt.read(&f.ДО, 556)?) {
                loop {
                    // 62: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                    if ((rt.load1(f.up.СВОЯДОСКА, rt.read(&f.П, 561)?, 560)? != 0) | (rt.load1(f.up.ЧУЖАЯДОСКА, rt.read(&f.П, 564)?, 563)? != 0)) {
                        break 'at_end;
                    }
                    // 61: for П := ОТ step 1 until ДО do
                    f.П.set(Some(rt.add(rt.read(&f.П, 555)?, 1, 553)?));
                    if rt.read(&f.П, 555)? > rt.read(&f.ДО, 556)? {
                        break 'at_63;
                    }
                    rt.step(Some(553))?;
                }
            }
        }
        // 63: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 567)?, 1, 566)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 573)?, 572)?.set(Some(rt.add(rt.read(&f.up.ОТКУДА, 570)?, rt.read(&f.НА, 571)?, 569)?));
        // 64: m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);
        f.up.m.set(Some(rt.add(rt.read(&f.up.m, 576)?, 1, 575)?));
        rt.elem_at1(f.up.up.СПИСОК, rt.read(&f.up.m, 591)?, 590)?.set(Some(rt.neg_int(rt.add(rt.add(rt.mul(100, rt.read(&f.УГОЛ, 582)?, 581)?, rt.idiv(rt.add(rt.read(&f.up.ПОЛЕ, 585)?, rt.read(&f.НА, 586)?, 584)?, 2, 583)?, 580)?, rt.mul(10000000, rt.load1(f.up.СВОЯДОСКА, rt.read(&f.УГОЛ, 589)?, 588)?, 587)?, 579)?, 578)?));
    }
    return Ok(());
}

/// The activation record of the procedure `ВОЗВРАТ ХОДА`.
struct P1Frame<'a> {
    up: &'a MainFrame<'a>,
    З: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    ИЗ: rt::Var<i64>,
    НА: rt::Var<i64>,
    М: rt::Var<i64>,
    С: rt::Var<i64>,
}

/// The procedure `ВОЗВРАТ ХОДА`.
fn p1_ВОЗВРАТХОДА<'a>(rt: &Rt, up: &'a MainFrame<'a>, З: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, СВОИПОЛЯ: &'a rt::Arr<i64>) -> R<()> {
    let f = &P1Frame {
        up,
        З: std::cell::Cell::new(Some(З)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        СВОИПОЛЯ: СВОИПОЛЯ,
        ИЗ: rt::var(),
        НА: rt::var(),
        М: rt::var(),
        С: rt::var(),
    };
    // 151: З := -З;
    f.З.set(Some(rt.neg_int(rt.read(&f.З, 594)?, 593)?));
    // 152: М := З ÷ 10000000;  З := З - 10000000 × М;
    f.М.set(Some(rt.idiv(rt.read(&f.З, 597)?, 10000000, 596)?));
    f.З.set(Some(rt.sub(rt.read(&f.З, 600)?, rt.mul(10000000, rt.read(&f.М, 602)?, 601)?, 599)?));
    // 153: С := З ÷ 10000;  З := З - 10000 × С;
    f.С.set(Some(rt.idiv(rt.read(&f.З, 605)?, 10000, 604)?));
    f.З.set(Some(rt.sub(rt.read(&f.З, 608)?, rt.mul(10000, rt.read(&f.С, 610)?, 609)?, 607)?));
    // 154: ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;
    f.ИЗ.set(Some(rt.idiv(rt.read(&f.З, 613)?, 100, 612)?));
    f.НА.set(Some(rt.sub(rt.read(&f.З, 616)?, rt.mul(100, rt.read(&f.ИЗ, 618)?, 617)?, 615)?));
    // 155: СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 621)?, 620)?.set(Some(0));
    rt.elem_at1(f.ЧУЖАЯДОСКА, rt.read(&f.НА, 625)?, 624)?.set(Some(rt.read(&f.С, 623)?));
    // 156: СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ
    rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 629)?, 628)?.set(Some(rt.read(&f.М, 627)?));
    rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.М, 634)?, 10, 633)?, 632)?.set(Some(rt.read(&f.ИЗ, 631)?));
    return Ok(());
}

/// The activation record of the procedure `ВОЗВРАТ КОРОЛЯ`.
struct P2Frame<'a> {
    up: &'a MainFrame<'a>,
    i: rt::Var<i64>,
    ДОМ: rt::Var<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    НА: rt::Var<i64>,
    К: rt::Var<i64>,
}

/// The procedure `ВОЗВРАТ КОРОЛЯ`.
fn p2_ВОЗВРАТКОРОЛЯ<'a>(rt: &Rt, up: &'a MainFrame<'a>, i: i64, ДОМ: i64, СВОИПОЛЯ: &'a rt::Arr<i64>, СВОЯДОСКА: &'a rt::Arr<i64>) -> R<()> {
    let f = &P2Frame {
        up,
        i: std::cell::Cell::new(Some(i)),
        ДОМ: std::cell::Cell::new(Some(ДОМ)),
        СВОИПОЛЯ: СВОИПОЛЯ,
        СВОЯДОСКА: СВОЯДОСКА,
        НА: rt::var(),
        К: rt::var(),
    };
    // 167: if СПИСОК[i] ÷ 100 = ДОМ then
    if (rt.idiv(rt.load1(f.up.СПИСОК, rt.read(&f.i, 639)?, 638)?, 100, 637)? == rt.read(&f.ДОМ, 640)?) {
        // 169: НА := СПИСОК[i] - 100 × ДОМ;
        f.НА.set(Some(rt.sub(rt.load1(f.up.СПИСОК, rt.read(&f.i, 644)?, 643)?, rt.mul(100, rt.read(&f.ДОМ, 646)?, 645)?, 642)?));
        // 170: if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then
        if ((rt.read(&f.НА, 650)? == rt.add(rt.read(&f.ДОМ, 652)?, 2, 651)?) | (rt.read(&f.НА, 654)? == rt.sub(rt.read(&f.ДОМ, 656)?, 2, 655)?)) {
            // 172: К := СВОЯ ДОСКА[НА];
            f.К.set(Some(rt.load1(f.СВОЯДОСКА, rt.read(&f.НА, 659)?, 658)?));
            // 173: if К - К ÷ 10 × 10 = 6 then
            if (rt.sub(rt.read(&f.К, 663)?, rt.mul(rt.idiv(rt.read(&f.К, 666)?, 10, 665)?, 10, 664)?, 662)? == 6) {
                // 174: begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 669)?, 668)?.set(Some(0));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ДОМ, 674)?, 673)?.set(Some(rt.add(rt.read(&f.К, 672)?, 1, 671)?));
                rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.К, 679)?, 10, 678)?, 677)?.set(Some(rt.read(&f.ДОМ, 676)?));
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ВЫПОЛНЕНИЕ ХОДА`.
struct P3Frame<'a> {
    up: &'a MainFrame<'a>,
    /// This activation's identity, for its labels.
    id: u64,
    i: rt::Var<i64>,
    СВОЯДОСКА: &'a rt::Arr<i64>,
    ЧУЖАЯДОСКА: &'a rt::Arr<i64>,
    СВОИПОЛЯ: &'a rt::Arr<i64>,
    ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>,
    ДАЛЕЕ: rt::Lbl,
    Х: rt::Var<i64>,
    ИЗ: rt::Var<i64>,
    НА: rt::Var<i64>,
    М: rt::Var<i64>,
    j: rt::Var<i64>,
    КОД: rt::Var<i64>,
    УГОЛ: rt::Var<i64>,
    ЛАДЬЯ: rt::Var<i64>,
    СРЕДНЕЕ: rt::Var<i64>,
}

/// The procedure `ВЫПОЛНЕНИЕ ХОДА`.
fn p3_ВЫПОЛНЕНИЕХОДА<'a>(rt: &Rt, up: &'a MainFrame<'a>, i: i64, СВОЯДОСКА: &'a rt::Arr<i64>, ЧУЖАЯДОСКА: &'a rt::Arr<i64>, СВОИПОЛЯ: &'a rt::Arr<i64>, ЧУЖИЕПОЛЯ: &'a rt::Arr<i64>, ДАЛЕЕ: rt::Lbl) -> R<()> {
    let f = &P3Frame {
        up,
        id: rt.new_id(),
        i: std::cell::Cell::new(Some(i)),
        СВОЯДОСКА: СВОЯДОСКА,
        ЧУЖАЯДОСКА: ЧУЖАЯДОСКА,
        СВОИПОЛЯ: СВОИПОЛЯ,
        ЧУЖИЕПОЛЯ: ЧУЖИЕПОЛЯ,
        ДАЛЕЕ: ДАЛЕЕ,
        Х: rt::var(),
        ИЗ: rt::var(),
        НА: rt::var(),
        М: rt::var(),
        j: rt::var(),
        КОД: rt::var(),
        УГОЛ: rt::var(),
        ЛАДЬЯ: rt::var(),
        СРЕДНЕЕ: rt::var(),
    };
    // A `go to` from a procedure called here comes back as an unwinding and goes on at its label.
    let mut label = None;
    loop {
        match p3_ВЫПОЛНЕНИЕХОДА_from(rt, f, label) {
            Ok(()) => return Ok(()),
            Err(e) => label = Some(rt.resume_id(e, f.id)?),
        }
    }
}

/// `p3_ВЫПОЛНЕНИЕХОДА` from its start (`label` is `None`) or from the label numbered `label` on.
fn p3_ВЫПОЛНЕНИЕХОДА_from(rt: &Rt, f: &P3Frame<'_>, mut label: Option<u32>) -> R<()> {
    match label {
        None => {
            // 191: Х := СПИСОК[i];
            f.Х.set(Some(rt.load1(f.up.СПИСОК, rt.read(&f.i, 682)?, 681)?));
            // 192: if Х < 0 then
            if (rt.read(&f.Х, 685)? < 0) {
                // 194: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
                {
                    let a0 = rt.read(&f.Х, 143)?;
                    let a1 = f.СВОЯДОСКА;
                    let a2 = f.ЧУЖАЯДОСКА;
                    let a3 = f.СВОИПОЛЯ;
                    rt.call(686, || p1_ВОЗВРАТХОДА(rt, f.up, a0, a1, a2, a3))?
                };
                // 195: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
                {
                    let a0 = if (rt.load1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 691)?, 690)? == -1) { rt.sub(rt.read(&f.i, 693)?, 2, 692)? } else { rt.sub(rt.read(&f.i, 695)?, 1, 694)? };
                    let a1 = if (rt.load1(f.СВОИПОЛЯ, 0, 698)? > 0) { 5 } else { 61 };
                    let a2 = f.СВОИПОЛЯ;
                    let a3 = f.СВОЯДОСКА;
                    rt.call(687, || p2_ВОЗВРАТКОРОЛЯ(rt, f.up, a0, a1, a2, a3))?
                };
                // 197: go to ДАЛЕЕ
                return Err(rt.goto_label(f.ДАЛЕЕ, 699));
            }
            // 199: if Х < 100 then go to ДАЛЕЕ;
            if (rt.read(&f.Х, 703)? < 100) {
                return Err(rt.goto_label(f.ДАЛЕЕ, 704));
            }
            // 200: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
            f.ИЗ.set(Some(rt.idiv(rt.read(&f.Х, 708)?, 100, 707)?));
            f.НА.set(Some(rt.sub(rt.read(&f.Х, 711)?, rt.mul(100, rt.read(&f.ИЗ, 713)?, 712)?, 710)?));
            // 201: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
            f.М.set(Some(rt.load1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 716)?, 715)?));
            f.j.set(Some(rt.idiv(rt.read(&f.М, 719)?, 10, 718)?));
            f.КОД.set(Some(rt.sub(rt.read(&f.М, 722)?, rt.mul(10, rt.read(&f.j, 724)?, 723)?, 721)?));
            // 202: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
            if (rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 729)?, 1, 728)?, 727)? > 0) {
                rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 732)?, 731)?.set(Some(-1));
                f.КОД.set(Some(rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.i, 736)?, 1, 735)?, 734)?));
            } else {
                // 203: else q[УРОВЕНЬ] := 0;
                rt.elem_at1(f.up.q, rt.read(&f.up.УРОВЕНЬ, 739)?, 738)?.set(Some(0));
            }
            // 204: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
            if (rt.read(&f.КОД, 742)? == 7) {
                f.КОД.set(Some(6));
            } else {
                if (rt.read(&f.КОД, 746)? == 8) {
                    f.КОД.set(Some(4));
                }
            }
            // 205: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 750)?, 749)?.set(Some(0));
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.НА, 757)?, 756)?.set(Some(rt.add(rt.mul(10, rt.read(&f.j, 754)?, 753)?, rt.read(&f.КОД, 755)?, 752)?));
            // 206: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
            rt.elem_at1(f.ЧУЖАЯДОСКА, rt.read(&f.НА, 760)?, 759)?.set(Some(0));
            rt.elem_at1(f.СВОИПОЛЯ, rt.read(&f.j, 764)?, 763)?.set(Some(rt.read(&f.НА, 762)?));
            // 207: УРОВЕНЬ := УРОВЕНЬ + 1;
            f.up.УРОВЕНЬ.set(Some(rt.add(rt.read(&f.up.УРОВЕНЬ, 767)?, 1, 766)?));
            // 208: if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then
            if ((rt.sub(rt.read(&f.М, 772)?, rt.mul(10, rt.read(&f.j, 774)?, 773)?, 771)? == 7) & ((rt.read(&f.НА, 777)? == rt.add(rt.read(&f.ИЗ, 779)?, 2, 778)?) | (rt.read(&f.НА, 781)? == rt.sub(rt.read(&f.ИЗ, 783)?, 2, 782)?))) {
                // 212: УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;
                f.УГОЛ.set(Some(if (rt.read(&f.НА, 787)? > rt.read(&f.ИЗ, 788)?) { rt.add(rt.read(&f.ИЗ, 790)?, 3, 789)? } else { rt.sub(rt.read(&f.ИЗ, 792)?, 4, 791)? }));
                f.СРЕДНЕЕ.set(Some(rt.idiv(rt.add(rt.read(&f.ИЗ, 796)?, rt.read(&f.НА, 797)?, 795)?, 2, 794)?));
                // 213: ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;
                f.ЛАДЬЯ.set(Some(rt.sub(rt.load1(f.СВОЯДОСКА, rt.read(&f.УГОЛ, 801)?, 800)?, 4, 799)?));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.УГОЛ, 804)?, 803)?.set(Some(0));
                rt.elem_at1(f.СВОИПОЛЯ, rt.idiv(rt.read(&f.ЛАДЬЯ, 809)?, 10, 808)?, 807)?.set(Some(rt.read(&f.СРЕДНЕЕ, 806)?));
                // 214: СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 812)?, 811)?.set(Some(6));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 815)?, 814)?.set(Some(6));
                // 215: n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];
                f.up.n.set(Some(rt.load1(f.up.РУБЕЖХОДОВ, rt.sub(rt.read(&f.up.УРОВЕНЬ, 819)?, 1, 818)?, 817)?));
                // 216: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);
                {
                    let a0 = f.ЧУЖИЕПОЛЯ;
                    let a1 = f.ЧУЖАЯДОСКА;
                    let a2 = f.СВОЯДОСКА;
                    let a3 = &f.up.n;
                    let a4 = rt::Lbl { frame: f.id, label: 0 };
                    rt.call(820, || p0_ОБЗОРХОДОВ(rt, f.up, a0, a1, a2, a3, a4))?
                };
                // 217: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 823)?, 822)?.set(Some(0));
                rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 827)?, 826)?.set(Some(rt.read(&f.ЛАДЬЯ, 825)?));
                // 218: go to ОТВЕТНЫЕ ХОДЫ;
            }
            // 223: ОТВЕТНЫЕ ХОДЫ:
            f.up.n.set(Some(rt.load1(f.up.РУБЕЖХОДОВ, rt.sub(rt.read(&f.up.УРОВЕНЬ, 831)?, 1, 830)?, 829)?));
            // 225: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);
            {
                let a0 = f.ЧУЖИЕПОЛЯ;
                let a1 = f.ЧУЖАЯДОСКА;
                let a2 = f.СВОЯДОСКА;
                let a3 = &f.up.n;
                let a4 = f.ДАЛЕЕ;
                rt.call(832, || p0_ОБЗОРХОДОВ(rt, f.up, a0, a1, a2, a3, a4))?
            };
            // 226: РУБЕЖ ХОДОВ[УРОВЕНЬ] := n
            rt.elem_at1(f.up.РУБЕЖХОДОВ, rt.read(&f.up.УРОВЕНЬ, 836)?, 835)?.set(Some(rt.read(&f.up.n, 834)?));
        }
        Some(0) => {
            label = None;
            // 219: ПОД УДАРОМ:
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.ИЗ, 839)?, 838)?.set(Some(0));
            // 220: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
            rt.elem_at1(f.СВОЯДОСКА, rt.read(&f.СРЕДНЕЕ, 843)?, 842)?.set(Some(rt.read(&f.ЛАДЬЯ, 841)?));
            // 221: go to ДАЛЕЕ
            return Err(rt.goto_label(f.ДАЛЕЕ, 844));
        }
        _ => {
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ВВОД ФИГУР`.
struct P4Frame<'a> {
    up: &'a MainFrame<'a>,
    ПОЛЯ: &'a rt::Arr<i64>,
    ДОСКА: &'a rt::Arr<i64>,
    j: rt::Var<i64>,
    k: rt::Var<i64>,
    КОД: rt::Var<i64>,
    ПОЛЕ: rt::Var<i64>,
}

/// The procedure `ВВОД ФИГУР`.
fn p4_ВВОДФИГУР<'a>(rt: &Rt, up: &'a MainFrame<'a>, ПОЛЯ: &'a rt::Arr<i64>, ДОСКА: &'a rt::Arr<i64>) -> R<()> {
    let f = &P4Frame {
        up,
        ПОЛЯ: ПОЛЯ,
        ДОСКА: ДОСКА,
        j: rt::var(),
        k: rt::var(),
        КОД: rt::var(),
        ПОЛЕ: rt::var(),
    };
    'at_239: {
        // 237: input(k);
        { rt.input_to(&f.k, rt::Ty::Integer, rt::v_int, 846)?; };
        // 238: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
        f.j.set(Some(1));
        if !(rt.read(&f.j, 848)? > 16) {
            loop {
                // 238: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.elem_at1(f.ПОЛЯ, rt.read(&f.j, 851)?, 850)?.set(Some(0));
                f.j.set(Some(rt.add(rt.read(&f.j, 848)?, 1, 847)?));
                if rt.read(&f.j, 848)? > 16 {
                    break 'at_239;
                }
                rt.step(Some(847))?;
            }
        }
    }
    'at_end: {
        // 239: for j := 1 step 1 until k do
        f.j.set(Some(1));
        if !(rt.read(&f.j, 853)? > rt.read(&f.k, 854)?) {
            loop {
                // 241: input(КОД, ПОЛЕ);
                { rt.input_to(&f.КОД, rt::Ty::Integer, rt::v_int, 855)?; rt.input_to(&f.ПОЛЕ, rt::Ty::Integer, rt::v_int, 855)?; };
                // 242: ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;
                f.ПОЛЕ.set(Some(rt.add(rt.mul(8, rt.sub(rt.sub(rt.read(&f.ПОЛЕ, 861)?, rt.mul(rt.idiv(rt.read(&f.ПОЛЕ, 864)?, 10, 863)?, 10, 862)?, 860)?, 1, 859)?, 858)?, rt.idiv(rt.read(&f.ПОЛЕ, 866)?, 10, 865)?, 857)?));
                // 243: ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД
                rt.elem_at1(f.ПОЛЯ, rt.read(&f.j, 870)?, 869)?.set(Some(rt.read(&f.ПОЛЕ, 868)?));
                rt.elem_at1(f.ДОСКА, rt.read(&f.ПОЛЕ, 877)?, 876)?.set(Some(rt.add(rt.mul(10, rt.read(&f.j, 874)?, 873)?, rt.read(&f.КОД, 875)?, 872)?));
                // 239: for j := 1 step 1 until k do
                f.j.set(Some(rt.add(rt.read(&f.j, 853)?, 1, 852)?));
                if rt.read(&f.j, 853)? > rt.read(&f.k, 854)? {
                    break 'at_end;
                }
                rt.step(Some(852))?;
            }
        }
    }
    return Ok(());
}

/// The activation record of the procedure `ПЕЧАТЬ ПОЗИЦИИ`.
struct P5Frame<'a> {
    up: &'a MainFrame<'a>,
    Г: rt::Var<i64>,
    В: rt::Var<i64>,
    К: rt::Var<i64>,
    Х: rt::Var<i64>,
}

/// The procedure `ПЕЧАТЬ ПОЗИЦИИ`.
fn p5_ПЕЧАТЬПОЗИЦИИ<'a>(rt: &Rt, up: &'a MainFrame<'a>) -> R<()> {
    let f = &P5Frame {
        up,
        Г: rt::var(),
        В: rt::var(),
        К: rt::var(),
        Х: rt::var(),
    };
    // 261: if УРОВЕНЬ = 2 then
    if (rt.read(&f.up.УРОВЕНЬ, 880)? == 2) {
        // 263: Х := СПИСОК[Б1];
        f.Х.set(Some(rt.load1(f.up.СПИСОК, rt.read(&f.up.Б1, 883)?, 882)?));
        // 264: output('/');  outstring(1, 'КЛЮЧ ');
        { rt.output("/", &[], 884)?; };
        { let _ = 1; rt.outstring(V::Str("КЛЮЧ "), 885)?; };
        // 265: ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);
        {
            let a0 = rt.idiv(rt.read(&f.Х, 889)?, 100, 888)?;
            rt.call(886, || p9_ПЕЧАТЬПОЛЯ(rt, f, a0))?
        };
        {
            let a0 = rt.sub(rt.read(&f.Х, 892)?, rt.mul(rt.idiv(rt.read(&f.Х, 895)?, 100, 894)?, 100, 893)?, 891)?;
            rt.call(890, || p9_ПЕЧАТЬПОЛЯ(rt, f, a0))?
        };
        // 266: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
        if (rt.load1(f.up.q, 1, 898)? == -1) {
            { let _ = 1; rt.outchar("nbrq", V::Int(rt.sub(rt.load1(f.up.СПИСОК, rt.add(rt.read(&f.up.Б1, 903)?, 1, 902)?, 901)?, 1, 900)?), 899)?; };
        }
    }
    'at_282: {
        // 268: for Г := 7 step -1 until 0 do
        f.Г.set(Some(7));
        if !(rt.read(&f.Г, 905)? < 0) {
            loop {
                'at_268_2: {
                    // 270: output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');
                    { rt.output("/", &[], 906)?; };
                    { let _ = 1; rt.outchar("12345678", V::Int(rt.add(rt.read(&f.Г, 909)?, 1, 908)?), 907)?; };
                    { let _ = 1; rt.outstring(V::Str(" "), 910)?; };
                    // 271: for В := 1 step 1 until 8 do
                    f.В.set(Some(1));
                    if !(rt.read(&f.В, 912)? > 8) {
                        loop {
                            // 273: К := ДОСКА БЕЛЫХ[8 × Г + В];
                            f.К.set(Some(rt.load1(f.up.ДОСКАБЕЛЫХ, rt.add(rt.mul(8, rt.read(&f.Г, 917)?, 916)?, rt.read(&f.В, 918)?, 915)?, 914)?));
                            // 274: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                            if (rt.read(&f.К, 921)? != 0) {
                                { let _ = 1; rt.outchar("PNBRQKKR", V::Int(rt.sub(rt.read(&f.К, 924)?, rt.mul(rt.idiv(rt.read(&f.К, 927)?, 10, 926)?, 10, 925)?, 923)?), 922)?; };
                            } else {
                                // 277: К := ДОСКА ЧЕРНЫХ[8 × Г + В];
                                f.К.set(Some(rt.load1(f.up.ДОСКАЧЕРНЫХ, rt.add(rt.mul(8, rt.read(&f.Г, 932)?, 931)?, rt.read(&f.В, 933)?, 930)?, 929)?));
                                // 278: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                                if (rt.read(&f.К, 936)? != 0) {
                                    { let _ = 1; rt.outchar("pnbrqkkr", V::Int(rt.sub(rt.read(&f.К, 939)?, rt.mul(rt.idiv(rt.read(&f.К, 942)?, 10, 941)?, 10, 940)?, 938)?), 937)?; };
                                } else {
                                    { let _ = 1; rt.outstring(V::Str("."), 943)?; };
                                }
                            }
                            // 271: for В := 1 step 1 until 8 do
                            f.В.set(Some(rt.add(rt.read(&f.В, 912)?, 1, 911)?));
                            if rt.read(&f.В, 912)? > 8 {
                                break 'at_268_2;
                            }
                            rt.step(Some(911))?;
                        }
                    }
                }
                // 268: for Г := 7 step -1 until 0 do
                f.Г.set(Some(rt.add(rt.read(&f.Г, 905)?, -1, 904)?));
                if rt.read(&f.Г, 905)? < 0 {
                    break 'at_282;
                }
                rt.step(Some(904))?;
            }
        }
    }
    // 282: output('/');  outstring(1, '  abcdefgh');  output('/')
    { rt.output("/", &[], 944)?; };
    { let _ = 1; rt.outstring(V::Str("  abcdefgh"), 945)?; };
    { rt.output("/", &[], 946)?; };
    return Ok(());
}

/// The activation record of the procedure `ПЕЧАТЬ ПОЛЯ`.
struct P9Frame<'a> {
    up: &'a P5Frame<'a>,
    П: rt::Var<i64>,
}

/// The procedure `ПЕЧАТЬ ПОЛЯ`.
fn p9_ПЕЧАТЬПОЛЯ<'a>(rt: &Rt, up: &'a P5Frame<'a>, П: i64) -> R<()> {
    let f = &P9Frame {
        up,
        П: std::cell::Cell::new(Some(П)),
    };
    // 257: outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);
    { let _ = 1; rt.outchar("abcdefgh", V::Int(rt.sub(rt.read(&f.П, 949)?, rt.mul(rt.idiv(rt.sub(rt.read(&f.П, 953)?, 1, 952)?, 8, 951)?, 8, 950)?, 948)?), 947)?; };
    // 258: outchar(1, '12345678', (П - 1) ÷ 8 + 1)
    { let _ = 1; rt.outchar("12345678", V::Int(rt.add(rt.idiv(rt.sub(rt.read(&f.П, 958)?, 1, 957)?, 8, 956)?, 1, 955)?), 954)?; };
    return Ok(());
}

