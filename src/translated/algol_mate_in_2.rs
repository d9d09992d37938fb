//! Translated from ALGOL 60 by `attic translate programs/algol/mate-in-2.alg`.
//! Generated code: do not edit by hand.

#![allow(non_snake_case, non_upper_case_globals, mixed_script_confusables, confusable_idents, uncommon_codepoints, unused, unreachable_code, unused_labels, unused_braces, unused_parens, clippy::all)]

use crate::translated::algol_runtime as rt;
use self::rt::{Fr, Op, Place, SlotInit, Spec, StdFn, Ty, R, Rt, V};

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
"      go to ОТВЕТНЫЕ ХОДЫ;",
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
"  procedure ПЕЧАТЬ ПОЗИЦИИ;",
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
"        go to Б2 ПРОДОЛЖЕНИЕ;",
"      ШАХ ЧЕРНЫМ:",
"        for Ч2 := РУБЕЖ ХОДОВ[3] + 2 step 1 until РУБЕЖ ХОДОВ[4] do",
"",
"          ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);",
"        УШЛИ ОТ ШАХА:",
"",
"          ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],",
"",
"          go to Б2 ПРОДОЛЖЕНИЕ;",
"        Ч2 ПРОДОЛЖЕНИЕ:",
"",
"",
"      ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"        ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],",
"",
"        ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"        go to Ч1 ПРОДОЛЖЕНИЕ;",
"      Б2 ПРОДОЛЖЕНИЕ:",
"",
"",
"    БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:",
"",
"      ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],",
"",
"      ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"      go to Б1 ПРОДОЛЖЕНИЕ;",
"    Ч1 ПРОДОЛЖЕНИЕ:",
"",
"",
"    n := РУБЕЖ ХОДОВ[2];",
"    if ВОЗМОЖЕН ПАТ then",
"",
"",
"      ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);",
"",
"      go to Б1 ПРОДОЛЖЕНИЕ",
"",
"    output('/,T,РЕШЕНИЕ,/');",
"    go to ОТВЕТ;",
"  МАТ1:",
"",
"  ОТВЕТ:",
"",
"",
"    go to КОНЕЦ;",
"  Б1 ПРОДОЛЖЕНИЕ:",
"",
"",
"  output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');",
"  go to КОНЕЦ;",
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
rt::Site { line: 312, col: 41, width: 37, name: "ВВОД ФИГУР" },
rt::Site { line: 313, col: 3, width: 12, name: "" },
rt::Site { line: 313, col: 18, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 314, col: 3, width: 19, name: "" },
rt::Site { line: 314, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 315, col: 3, width: 61, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 316, col: 3, width: 19, name: "" },
rt::Site { line: 316, col: 3, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 316, col: 21, width: 1, name: "n" },
rt::Site { line: 317, col: 1, width: 1, name: "Б1" },
rt::Site { line: 318, col: 7, width: 2, name: "Б1" },
rt::Site { line: 318, col: 28, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 320, col: 5, width: 20, name: "" },
rt::Site { line: 321, col: 5, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
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
rt::Site { line: 327, col: 9, width: 21, name: "" },
rt::Site { line: 328, col: 9, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 332, col: 7, width: 1, name: "" },
rt::Site { line: 333, col: 14, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 334, col: 9, width: 65, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 335, col: 15, width: 14, name: "" },
rt::Site { line: 336, col: 7, width: 1, name: "Ч2" },
rt::Site { line: 337, col: 19, width: 18, name: "+" },
rt::Site { line: 337, col: 19, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 337, col: 13, width: 2, name: "Ч2" },
rt::Site { line: 337, col: 51, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 339, col: 11, width: 87, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 340, col: 9, width: 1, name: "" },
rt::Site { line: 342, col: 11, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 342, col: 24, width: 50, name: "СПИСОК" },
rt::Site { line: 342, col: 34, width: 16, name: "" },
rt::Site { line: 342, col: 34, width: 16, name: "=" },
rt::Site { line: 342, col: 34, width: 10, name: "q" },
rt::Site { line: 342, col: 36, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 342, col: 55, width: 6, name: "+" },
rt::Site { line: 342, col: 55, width: 2, name: "Ч2" },
rt::Site { line: 342, col: 67, width: 6, name: "+" },
rt::Site { line: 342, col: 67, width: 2, name: "Ч2" },
rt::Site { line: 344, col: 17, width: 14, name: "" },
rt::Site { line: 345, col: 9, width: 1, name: "" },
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
rt::Site { line: 353, col: 15, width: 14, name: "" },
rt::Site { line: 354, col: 7, width: 1, name: "" },
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
rt::Site { line: 362, col: 13, width: 14, name: "" },
rt::Site { line: 363, col: 5, width: 1, name: "" },
rt::Site { line: 366, col: 5, width: 19, name: "" },
rt::Site { line: 366, col: 10, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 367, col: 8, width: 12, name: "" },
rt::Site { line: 367, col: 8, width: 12, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 370, col: 7, width: 59, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 372, col: 13, width: 14, name: "" },
rt::Site { line: 374, col: 5, width: 23, name: "output" },
rt::Site { line: 375, col: 11, width: 5, name: "" },
rt::Site { line: 376, col: 3, width: 1, name: "output" },
rt::Site { line: 378, col: 3, width: 1, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 381, col: 11, width: 5, name: "" },
rt::Site { line: 382, col: 3, width: 1, name: "" },
rt::Site { line: 385, col: 3, width: 36, name: "output" },
rt::Site { line: 386, col: 9, width: 5, name: "" },
rt::Site { line: 387, col: 1, width: 1, name: "output" },
rt::Site { line: 37, col: 25, width: 4, name: "ПОЛЯ" },
rt::Site { line: 37, col: 31, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 37, col: 43, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 37, col: 56, width: 1, name: "n" },
rt::Site { line: 37, col: 59, width: 5, name: "МЕТКА" },
rt::Site { line: 37, col: 13, width: 11, name: "ОБЗОР ХОДОВ" },
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
rt::Site { line: 94, col: 66, width: 8, name: "+" },
rt::Site { line: 94, col: 66, width: 1, name: "t" },
rt::Site { line: 94, col: 70, width: 4, name: "НАПР" },
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
rt::Site { line: 121, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 121, col: 26, width: 5, name: "+" },
rt::Site { line: 121, col: 26, width: 1, name: "m" },
rt::Site { line: 121, col: 36, width: 10, name: "+" },
rt::Site { line: 121, col: 36, width: 6, name: "ОТКУДА" },
rt::Site { line: 121, col: 45, width: 1, name: "t" },
rt::Site { line: 122, col: 19, width: 53, name: "" },
rt::Site { line: 122, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 122, col: 26, width: 5, name: "+" },
rt::Site { line: 122, col: 26, width: 1, name: "m" },
rt::Site { line: 122, col: 36, width: 36, name: "" },
rt::Site { line: 122, col: 38, width: 32, name: "+" },
rt::Site { line: 122, col: 38, width: 10, name: "+" },
rt::Site { line: 122, col: 38, width: 6, name: "ОТКУДА" },
rt::Site { line: 122, col: 47, width: 1, name: "t" },
rt::Site { line: 122, col: 51, width: 19, name: "×" },
rt::Site { line: 122, col: 60, width: 10, name: "+" },
rt::Site { line: 122, col: 60, width: 1, name: "С" },
rt::Site { line: 122, col: 64, width: 6, name: "ФИГУРА" },
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
rt::Site { line: 131, col: 27, width: 7, name: "+" },
rt::Site { line: 131, col: 27, width: 3, name: "ДОМ" },
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
rt::Site { line: 139, col: 5, width: 1, name: "n" },
rt::Site { line: 139, col: 10, width: 1, name: "m" },
rt::Site { line: 148, col: 26, width: 1, name: "З" },
rt::Site { line: 148, col: 29, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 148, col: 41, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 148, col: 54, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 148, col: 13, width: 12, name: "ВОЗВРАТ ХОДА" },
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
rt::Site { line: 155, col: 27, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 155, col: 39, width: 2, name: "НА" },
rt::Site { line: 155, col: 46, width: 1, name: "С" },
rt::Site { line: 156, col: 5, width: 19, name: "" },
rt::Site { line: 156, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 156, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 156, col: 23, width: 1, name: "М" },
rt::Site { line: 156, col: 27, width: 1, name: "" },
rt::Site { line: 156, col: 27, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 156, col: 37, width: 6, name: "÷" },
rt::Site { line: 156, col: 37, width: 1, name: "М" },
rt::Site { line: 156, col: 48, width: 2, name: "ИЗ" },
rt::Site { line: 164, col: 28, width: 1, name: "i" },
rt::Site { line: 164, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 164, col: 36, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 164, col: 47, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 164, col: 13, width: 14, name: "ВОЗВРАТ КОРОЛЯ" },
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
rt::Site { line: 174, col: 37, width: 15, name: "СВОЯ ДОСКА" },
rt::Site { line: 174, col: 48, width: 3, name: "ДОМ" },
rt::Site { line: 174, col: 56, width: 5, name: "+" },
rt::Site { line: 174, col: 56, width: 1, name: "К" },
rt::Site { line: 174, col: 64, width: 25, name: "" },
rt::Site { line: 174, col: 64, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 174, col: 74, width: 6, name: "÷" },
rt::Site { line: 174, col: 74, width: 1, name: "К" },
rt::Site { line: 174, col: 85, width: 3, name: "ДОМ" },
rt::Site { line: 187, col: 29, width: 1, name: "i" },
rt::Site { line: 187, col: 32, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 187, col: 44, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 187, col: 57, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 187, col: 68, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 187, col: 80, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 187, col: 13, width: 15, name: "ВЫПОЛНЕНИЕ ХОДА" },
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
rt::Site { line: 205, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 205, col: 38, width: 2, name: "НА" },
rt::Site { line: 205, col: 45, width: 12, name: "+" },
rt::Site { line: 205, col: 45, width: 6, name: "×" },
rt::Site { line: 205, col: 50, width: 1, name: "j" },
rt::Site { line: 205, col: 54, width: 3, name: "КОД" },
rt::Site { line: 206, col: 5, width: 20, name: "" },
rt::Site { line: 206, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 206, col: 17, width: 2, name: "НА" },
rt::Site { line: 206, col: 28, width: 18, name: "" },
rt::Site { line: 206, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 206, col: 38, width: 1, name: "j" },
rt::Site { line: 206, col: 44, width: 2, name: "НА" },
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
rt::Site { line: 213, col: 63, width: 21, name: "СВОИ ПОЛЯ" },
rt::Site { line: 213, col: 73, width: 10, name: "÷" },
rt::Site { line: 213, col: 73, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 213, col: 88, width: 7, name: "СРЕДНЕЕ" },
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
rt::Site { line: 217, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 217, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 217, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 218, col: 13, width: 13, name: "" },
rt::Site { line: 219, col: 5, width: 1, name: "" },
rt::Site { line: 220, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 220, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 220, col: 29, width: 28, name: "" },
rt::Site { line: 220, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 220, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 220, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 221, col: 13, width: 5, name: "" },
rt::Site { line: 221, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 223, col: 3, width: 1, name: "" },
rt::Site { line: 224, col: 10, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 224, col: 22, width: 11, name: "-" },
rt::Site { line: 224, col: 22, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 225, col: 5, width: 58, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 226, col: 5, width: 1, name: "" },
rt::Site { line: 226, col: 5, width: 20, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 226, col: 17, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 226, col: 29, width: 1, name: "n" },
rt::Site { line: 235, col: 24, width: 4, name: "ПОЛЯ" },
rt::Site { line: 235, col: 30, width: 5, name: "ДОСКА" },
rt::Site { line: 235, col: 13, width: 10, name: "ВВОД ФИГУР" },
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
rt::Site { line: 243, col: 7, width: 7, name: "ПОЛЯ" },
rt::Site { line: 243, col: 12, width: 1, name: "j" },
rt::Site { line: 243, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 243, col: 25, width: 1, name: "" },
rt::Site { line: 243, col: 25, width: 11, name: "ДОСКА" },
rt::Site { line: 243, col: 31, width: 4, name: "ПОЛЕ" },
rt::Site { line: 243, col: 40, width: 12, name: "+" },
rt::Site { line: 243, col: 40, width: 6, name: "×" },
rt::Site { line: 243, col: 45, width: 1, name: "j" },
rt::Site { line: 243, col: 49, width: 3, name: "КОД" },
rt::Site { line: 252, col: 13, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 261, col: 8, width: 11, name: "" },
rt::Site { line: 261, col: 8, width: 11, name: "=" },
rt::Site { line: 261, col: 8, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 263, col: 7, width: 15, name: "" },
rt::Site { line: 263, col: 12, width: 10, name: "СПИСОК" },
rt::Site { line: 263, col: 19, width: 2, name: "Б1" },
rt::Site { line: 264, col: 7, width: 11, name: "output" },
rt::Site { line: 264, col: 21, width: 21, name: "outstring" },
rt::Site { line: 265, col: 7, width: 20, name: "ПЕЧАТЬ ПОЛЯ" },
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
rt::Site { line: 43, col: 22, width: 2, name: "НА" },
rt::Site { line: 43, col: 26, width: 1, name: "Е" },
rt::Site { line: 43, col: 15, width: 6, name: "ЗАПИСЬ" },
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
rt::Site { line: 47, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 47, col: 27, width: 1, name: "m" },
rt::Site { line: 47, col: 33, width: 11, name: "+" },
rt::Site { line: 47, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 47, col: 42, width: 2, name: "НА" },
rt::Site { line: 48, col: 10, width: 5, name: "" },
rt::Site { line: 48, col: 10, width: 5, name: ">" },
rt::Site { line: 48, col: 10, width: 1, name: "Е" },
rt::Site { line: 48, col: 27, width: 10, name: "" },
rt::Site { line: 48, col: 32, width: 5, name: "+" },
rt::Site { line: 48, col: 32, width: 1, name: "m" },
rt::Site { line: 48, col: 40, width: 15, name: "" },
rt::Site { line: 48, col: 40, width: 9, name: "СПИСОК" },
rt::Site { line: 48, col: 47, width: 1, name: "m" },
rt::Site { line: 48, col: 53, width: 1, name: "Е" },
rt::Site { line: 49, col: 7, width: 10, name: "" },
rt::Site { line: 49, col: 12, width: 5, name: "+" },
rt::Site { line: 49, col: 12, width: 1, name: "m" },
rt::Site { line: 49, col: 20, width: 1, name: "" },
rt::Site { line: 49, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 49, col: 27, width: 1, name: "m" },
rt::Site { line: 49, col: 33, width: 1, name: "" },
rt::Site { line: 49, col: 35, width: 33, name: "+" },
rt::Site { line: 49, col: 35, width: 11, name: "+" },
rt::Site { line: 49, col: 35, width: 6, name: "ОТКУДА" },
rt::Site { line: 49, col: 44, width: 2, name: "НА" },
rt::Site { line: 49, col: 49, width: 19, name: "×" },
rt::Site { line: 49, col: 58, width: 10, name: "+" },
rt::Site { line: 49, col: 58, width: 1, name: "С" },
rt::Site { line: 49, col: 62, width: 6, name: "ФИГУРА" },
rt::Site { line: 52, col: 25, width: 2, name: "НА" },
rt::Site { line: 52, col: 15, width: 9, name: "ХОД ПЕШКИ" },
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
rt::Site { line: 57, col: 25, width: 2, name: "НА" },
rt::Site { line: 57, col: 29, width: 4, name: "УГОЛ" },
rt::Site { line: 57, col: 15, width: 9, name: "РОКИРОВКА" },
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
rt::Site { line: 62, col: 62, width: 6, name: "" },
rt::Site { line: 63, col: 7, width: 10, name: "" },
rt::Site { line: 63, col: 12, width: 5, name: "+" },
rt::Site { line: 63, col: 12, width: 1, name: "m" },
rt::Site { line: 63, col: 20, width: 24, name: "" },
rt::Site { line: 63, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 63, col: 27, width: 1, name: "m" },
rt::Site { line: 63, col: 33, width: 11, name: "+" },
rt::Site { line: 63, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 63, col: 42, width: 2, name: "НА" },
rt::Site { line: 64, col: 7, width: 10, name: "" },
rt::Site { line: 64, col: 12, width: 5, name: "+" },
rt::Site { line: 64, col: 12, width: 1, name: "m" },
rt::Site { line: 64, col: 20, width: 74, name: "" },
rt::Site { line: 64, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 64, col: 27, width: 1, name: "m" },
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
rt::Site { line: 255, col: 27, width: 1, name: "П" },
rt::Site { line: 255, col: 15, width: 11, name: "ПЕЧАТЬ ПОЛЯ" },
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

static MAIN_SLOTS: &[SlotInit] = &[SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Boolean), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic];

/// Runs the program: numbers from `input`, output to `out`; a runtime error comes back as the interpreter's diagnostic.
pub fn run(input: &mut dyn std::io::BufRead, out: &mut dyn std::io::Write, limits: rt::Limits, stack_budget: usize) -> Result<rt::Stats, rt::Diagnostic> {
    rt::run(&INFO, MAIN_SLOTS, main_block, input, out, limits, stack_budget)
}

/// The program's outermost block.
fn main_block(rt: &Rt, f: &Fr) -> R<()> {
    // 24: integer array РУБЕЖ ХОДОВ, q[0:5], СПИСОК[1:4900];
    { let b = vec![(rt.int(V::Int(0), 0)?, rt.int(V::Int(5), 0)?)]; rt.declare_arrays(f, &[7, 8], Ty::Integer, b, 0)?; }
    // 24: integer array РУБЕЖ ХОДОВ, q[0:5], СПИСОК[1:4900];
    { let b = vec![(rt.int(V::Int(1), 1)?, rt.int(V::Int(4900), 1)?)]; rt.declare_arrays(f, &[9], Ty::Integer, b, 1)?; }
    // 26: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    { let b = vec![(rt.int(V::Int(1), 2)?, rt.int(V::Int(64), 2)?)]; rt.declare_arrays(f, &[11, 12], Ty::Integer, b, 2)?; }
    // 26: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    { let b = vec![(rt.int(V::Int(0), 3)?, rt.int(V::Int(16), 3)?)]; rt.declare_arrays(f, &[13, 14], Ty::Integer, b, 3)?; }
    // 27: ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];
    { let b = vec![(rt.int(V::Int(1), 4)?, rt.int(V::Int(16), 4)?)]; rt.declare_arrays(f, &[15, 16], Ty::Integer, b, 4)?; }
    const LABELS: &[usize] = &[32, 54, 71, 74, 79, 82, 84, 88, 90, 94, 98, 99, 102, 103, 104, 105, 109, 110];
    let mut pc = 0;
    loop {
        match main_block_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `main_block` from instruction `pc` on.
fn main_block_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 288: ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;
                rt.step(Some(5))?;
                { let i = rt.int(V::Int(1), 6)?; let v = V::Int(1); rt.store1(f, 15, i, v, 6, 5)?; }
                rt.step(Some(7))?;
                { let i = rt.int(V::Int(1), 8)?; let v = V::Int(0); rt.store1(f, 16, i, v, 8, 7)?; }
                // 289: ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;
                rt.step(Some(9))?;
                { let i = rt.int(V::Int(2), 10)?; let v = V::Int(-1); rt.store1(f, 15, i, v, 10, 9)?; }
                rt.step(Some(11))?;
                { let i = rt.int(V::Int(2), 12)?; let v = V::Int(0); rt.store1(f, 16, i, v, 12, 11)?; }
                // 290: ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;
                rt.step(Some(13))?;
                { let i = rt.int(V::Int(3), 14)?; let v = V::Int(0); rt.store1(f, 15, i, v, 14, 13)?; }
                rt.step(Some(15))?;
                { let i = rt.int(V::Int(3), 16)?; let v = V::Int(1); rt.store1(f, 16, i, v, 16, 15)?; }
                // 291: ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;
                rt.step(Some(17))?;
                { let i = rt.int(V::Int(4), 18)?; let v = V::Int(0); rt.store1(f, 15, i, v, 18, 17)?; }
                rt.step(Some(19))?;
                { let i = rt.int(V::Int(4), 20)?; let v = V::Int(-1); rt.store1(f, 16, i, v, 20, 19)?; }
                // 292: ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;
                rt.step(Some(21))?;
                { let i = rt.int(V::Int(5), 22)?; let v = V::Int(1); rt.store1(f, 15, i, v, 22, 21)?; }
                rt.step(Some(23))?;
                { let i = rt.int(V::Int(5), 24)?; let v = V::Int(1); rt.store1(f, 16, i, v, 24, 23)?; }
                // 293: ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;
                rt.step(Some(25))?;
                { let i = rt.int(V::Int(6), 26)?; let v = V::Int(1); rt.store1(f, 15, i, v, 26, 25)?; }
                rt.step(Some(27))?;
                { let i = rt.int(V::Int(6), 28)?; let v = V::Int(-1); rt.store1(f, 16, i, v, 28, 27)?; }
                // 294: ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;
                rt.step(Some(29))?;
                { let i = rt.int(V::Int(7), 30)?; let v = V::Int(-1); rt.store1(f, 15, i, v, 30, 29)?; }
                rt.step(Some(31))?;
                { let i = rt.int(V::Int(7), 32)?; let v = V::Int(1); rt.store1(f, 16, i, v, 32, 31)?; }
                // 295: ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;
                rt.step(Some(33))?;
                { let i = rt.int(V::Int(8), 34)?; let v = V::Int(-1); rt.store1(f, 15, i, v, 34, 33)?; }
                rt.step(Some(35))?;
                { let i = rt.int(V::Int(8), 36)?; let v = V::Int(-1); rt.store1(f, 16, i, v, 36, 35)?; }
                // 296: ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;
                rt.step(Some(37))?;
                { let i = rt.int(V::Int(9), 38)?; let v = V::Int(1); rt.store1(f, 15, i, v, 38, 37)?; }
                rt.step(Some(39))?;
                { let i = rt.int(V::Int(9), 40)?; let v = V::Int(2); rt.store1(f, 16, i, v, 40, 39)?; }
                // 297: ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;
                rt.step(Some(41))?;
                { let i = rt.int(V::Int(10), 42)?; let v = V::Int(2); rt.store1(f, 15, i, v, 42, 41)?; }
                rt.step(Some(43))?;
                { let i = rt.int(V::Int(10), 44)?; let v = V::Int(1); rt.store1(f, 16, i, v, 44, 43)?; }
                // 298: ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;
                rt.step(Some(45))?;
                { let i = rt.int(V::Int(11), 46)?; let v = V::Int(2); rt.store1(f, 15, i, v, 46, 45)?; }
                rt.step(Some(47))?;
                { let i = rt.int(V::Int(11), 48)?; let v = V::Int(-1); rt.store1(f, 16, i, v, 48, 47)?; }
                // 299: ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;
                rt.step(Some(49))?;
                { let i = rt.int(V::Int(12), 50)?; let v = V::Int(1); rt.store1(f, 15, i, v, 50, 49)?; }
                rt.step(Some(51))?;
                { let i = rt.int(V::Int(12), 52)?; let v = V::Int(-2); rt.store1(f, 16, i, v, 52, 51)?; }
                // 300: ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;
                rt.step(Some(53))?;
                { let i = rt.int(V::Int(13), 54)?; let v = V::Int(-1); rt.store1(f, 15, i, v, 54, 53)?; }
                rt.step(Some(55))?;
                { let i = rt.int(V::Int(13), 56)?; let v = V::Int(-2); rt.store1(f, 16, i, v, 56, 55)?; }
                // 301: ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;
                rt.step(Some(57))?;
                { let i = rt.int(V::Int(14), 58)?; let v = V::Int(-2); rt.store1(f, 15, i, v, 58, 57)?; }
                rt.step(Some(59))?;
                { let i = rt.int(V::Int(14), 60)?; let v = V::Int(-1); rt.store1(f, 16, i, v, 60, 59)?; }
                // 302: ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;
                rt.step(Some(61))?;
                { let i = rt.int(V::Int(15), 62)?; let v = V::Int(-2); rt.store1(f, 15, i, v, 62, 61)?; }
                rt.step(Some(63))?;
                { let i = rt.int(V::Int(15), 64)?; let v = V::Int(1); rt.store1(f, 16, i, v, 64, 63)?; }
                // 303: ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;
                rt.step(Some(65))?;
                { let i = rt.int(V::Int(16), 66)?; let v = V::Int(-1); rt.store1(f, 15, i, v, 66, 65)?; }
                rt.step(Some(67))?;
                { let i = rt.int(V::Int(16), 68)?; let v = V::Int(2); rt.store1(f, 16, i, v, 68, 67)?; }
                pc = 32;
            }
            32 => {
                // 304: ОЧИСТКА ДОСОК:
                rt.step(Some(69))?;
                { let v = V::Int(1); rt.store_slot(f, 1, Some(Ty::Integer), v, 69)?; }
                rt.step(Some(69))?;
                { let v = rt.var(f, 1, 70)?; let b = V::Int(1); let c = V::Int(64); if rt.exhausted(&v, &b, &c, 69)? { pc = 38; continue; } }
                pc = 34;
            }
            34 => {
                rt.step(None)?;
                { pc = 36; continue; }
            }
            35 => {
                rt.step(None)?;
                { pc = 38; continue; }
            }
            36 => {
                // 305: for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;
                rt.step(Some(71))?;
                { let p0 = { let a = rt.array(f, 11, 72)?; let s = [rt.int(rt.var(f, 1, 73)?, 72)?]; rt.elem_place(a, &s, 72)? }; let p1 = { let a = rt.array(f, 12, 74)?; let s = [rt.int(rt.var(f, 1, 75)?, 74)?]; rt.elem_place(a, &s, 74)? }; let v = V::Int(0); rt.store(p0, v.clone(), 71)?; rt.store(p1, v.clone(), 71)?; }
                // 304: ОЧИСТКА ДОСОК:
                rt.step(Some(69))?;
                if let Some(n) = rt.step_local(f, 1, 1) { let done = match V::Int(64) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 69)? }; pc = if done { 38 } else { 36 }; continue; }
                { let v = rt.var(f, 1, 70)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 69)?; let p = Place::Slot(f.clone(), 1, Some(Ty::Integer)); rt.store(p, sum, 69)?; }
                { let v = rt.var(f, 1, 70)?; let b = V::Int(1); let c = V::Int(64); pc = if rt.exhausted(&v, &b, &c, 69)? { 38 } else { 36 }; continue; }
            }
            38 => {
                // 306: for i := 0 step 1 until 5 do
                rt.step(Some(76))?;
                { let v = V::Int(0); rt.store_slot(f, 1, Some(Ty::Integer), v, 76)?; }
                rt.step(Some(76))?;
                { let v = rt.var(f, 1, 77)?; let b = V::Int(1); let c = V::Int(5); if rt.exhausted(&v, &b, &c, 76)? { pc = 45; continue; } }
                pc = 40;
            }
            40 => {
                rt.step(None)?;
                { pc = 42; continue; }
            }
            41 => {
                rt.step(None)?;
                { pc = 45; continue; }
            }
            42 => {
                // 307: begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;
                rt.step(Some(78))?;
                { let i = rt.int(rt.var(f, 1, 80)?, 79)?; let v = V::Int(1); rt.store1(f, 7, i, v, 79, 78)?; }
                rt.step(Some(81))?;
                { let i = rt.int(rt.var(f, 1, 83)?, 82)?; let v = V::Int(0); rt.store1(f, 8, i, v, 82, 81)?; }
                // 306: for i := 0 step 1 until 5 do
                rt.step(Some(76))?;
                if let Some(n) = rt.step_local(f, 1, 1) { let done = match V::Int(5) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 76)? }; pc = if done { 45 } else { 42 }; continue; }
                { let v = rt.var(f, 1, 77)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 76)?; let p = Place::Slot(f.clone(), 1, Some(Ty::Integer)); rt.store(p, sum, 76)?; }
                { let v = rt.var(f, 1, 77)?; let b = V::Int(1); let c = V::Int(5); pc = if rt.exhausted(&v, &b, &c, 76)? { 45 } else { 42 }; continue; }
            }
            45 => {
                // 311: ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;
                rt.step(Some(84))?;
                { let i = rt.int(V::Int(0), 85)?; let v = V::Int(8); rt.store1(f, 13, i, v, 85, 84)?; }
                rt.step(Some(86))?;
                { let i = rt.int(V::Int(0), 87)?; let v = V::Int(-8); rt.store1(f, 14, i, v, 87, 86)?; }
                // 312: ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(88))?;
                rt.invoke(&P4, f.clone(), [V::Array(rt.array(f, 13, 88)?), V::Array(rt.array(f, 11, 88)?)], 88)?;
                rt.step(Some(89))?;
                rt.invoke(&P4, f.clone(), [V::Array(rt.array(f, 14, 89)?), V::Array(rt.array(f, 12, 89)?)], 89)?;
                // 313: УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;
                rt.step(Some(90))?;
                { let v = V::Int(1); rt.store_slot(f, 2, Some(Ty::Integer), v, 90)?; }
                rt.step(Some(91))?;
                rt.invoke(&P5, f.clone(), [], 91)?;
                // 314: n := РУБЕЖ ХОДОВ[0];
                rt.step(Some(92))?;
                { let v = { let i = rt.int(V::Int(0), 93)?; rt.get1(f, 7, i, 93)? }; rt.store_slot(f, 0, Some(Ty::Integer), v, 92)?; }
                // 315: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);
                rt.step(Some(94))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 13, 94)?), V::Array(rt.array(f, 11, 94)?), V::Array(rt.array(f, 12, 94)?), V::Loc(f.clone(), 0), V::Label(f.id, 16)], 94)?;
                // 316: РУБЕЖ ХОДОВ[1] := n;
                rt.step(Some(95))?;
                { let i = rt.int(V::Int(1), 96)?; let v = rt.var(f, 0, 97)?; rt.store1(f, 7, i, v, 96, 95)?; }
                pc = 54;
            }
            54 => {
                // 317: НАЧАЛО:
                rt.step(Some(98))?;
                { let v = V::Int(3); rt.store_slot(f, 3, Some(Ty::Integer), v, 98)?; }
                rt.step(Some(98))?;
                { let v = rt.var(f, 3, 99)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(1), 100)?; rt.get1(f, 7, i, 100)? }; if rt.exhausted(&v, &b, &c, 98)? { pc = 107; continue; } }
                pc = 56;
            }
            56 => {
                rt.step(None)?;
                { pc = 58; continue; }
            }
            57 => {
                rt.step(None)?;
                { pc = 107; continue; }
            }
            58 => {
                // 320: ВОЗМОЖЕН ПАТ := true;
                rt.step(Some(101))?;
                { let v = V::Bool(true); rt.store_slot(f, 10, Some(Ty::Boolean), v, 101)?; }
                // 321: ВЫПОЛНЕНИЕ ХОДА(Б1, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б1 ПРОДОЛЖЕНИЕ);
                rt.step(Some(102))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 3), V::Array(rt.array(f, 11, 102)?), V::Array(rt.array(f, 12, 102)?), V::Array(rt.array(f, 13, 102)?), V::Array(rt.array(f, 14, 102)?), V::Label(f.id, 15)], 102)?;
                // 322: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                rt.step(Some(103))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(V::Int(1), 105)?; rt.get1(f, 7, i, 105)? }, V::Int(2), 104)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 103)?; }
                rt.step(Some(103))?;
                { let v = rt.var(f, 4, 106)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(2), 107)?; rt.get1(f, 7, i, 107)? }; if rt.exhausted(&v, &b, &c, 103)? { pc = 96; continue; } }
                pc = 62;
            }
            62 => {
                rt.step(None)?;
                { pc = 64; continue; }
            }
            63 => {
                rt.step(None)?;
                { pc = 96; continue; }
            }
            64 => {
                // 324: ВЫПОЛНЕНИЕ ХОДА(Ч1, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч1 ПРОДОЛЖЕНИЕ);
                rt.step(Some(108))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 4), V::Array(rt.array(f, 12, 108)?), V::Array(rt.array(f, 11, 108)?), V::Array(rt.array(f, 14, 108)?), V::Array(rt.array(f, 13, 108)?), V::Label(f.id, 9)], 108)?;
                // 325: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                rt.step(Some(109))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(V::Int(2), 111)?; rt.get1(f, 7, i, 111)? }, V::Int(2), 110)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 109)?; }
                rt.step(Some(109))?;
                { let v = rt.var(f, 5, 112)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(3), 113)?; rt.get1(f, 7, i, 113)? }; if rt.exhausted(&v, &b, &c, 109)? { pc = 90; continue; } }
                pc = 67;
            }
            67 => {
                rt.step(None)?;
                { pc = 69; continue; }
            }
            68 => {
                rt.step(None)?;
                { pc = 90; continue; }
            }
            69 => {
                // 327: ВОЗМОЖЕН ПАТ := false;
                rt.step(Some(114))?;
                { let v = V::Bool(false); rt.store_slot(f, 10, Some(Ty::Boolean), v, 114)?; }
                // 328: ВЫПОЛНЕНИЕ ХОДА(Б2, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, Б2 ПРОДОЛЖЕНИЕ);
                rt.step(Some(115))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 5), V::Array(rt.array(f, 11, 115)?), V::Array(rt.array(f, 12, 115)?), V::Array(rt.array(f, 13, 115)?), V::Array(rt.array(f, 14, 115)?), V::Label(f.id, 7)], 115)?;
                pc = 71;
            }
            71 => {
                // 332: ЕСТЬ ЛИ ШАХ ЧЕРНЫМ:
                rt.step(Some(116))?;
                { let v = { let i = rt.int(V::Int(4), 117)?; rt.get1(f, 7, i, 117)? }; rt.store_slot(f, 0, Some(Ty::Integer), v, 116)?; }
                // 334: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ШАХ ЧЕРНЫМ);
                rt.step(Some(118))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 13, 118)?), V::Array(rt.array(f, 11, 118)?), V::Array(rt.array(f, 12, 118)?), V::Loc(f.clone(), 0), V::Label(f.id, 3)], 118)?;
                // 335: go to Б2 ПРОДОЛЖЕНИЕ;
                rt.step(Some(119))?;
                { pc = 88; continue; }
            }
            74 => {
                // 336: ШАХ ЧЕРНЫМ:
                rt.step(Some(120))?;
                { let v = rt.bin(Op::Add, { let i = rt.int(V::Int(3), 122)?; rt.get1(f, 7, i, 122)? }, V::Int(2), 121)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 120)?; }
                rt.step(Some(120))?;
                { let v = rt.var(f, 6, 123)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(4), 124)?; rt.get1(f, 7, i, 124)? }; if rt.exhausted(&v, &b, &c, 120)? { pc = 84; continue; } }
                pc = 76;
            }
            76 => {
                rt.step(None)?;
                { pc = 78; continue; }
            }
            77 => {
                rt.step(None)?;
                { pc = 84; continue; }
            }
            78 => {
                // 339: ВЫПОЛНЕНИЕ ХОДА(Ч2, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, Ч2 ПРОДОЛЖЕНИЕ);
                rt.step(Some(125))?;
                rt.invoke(&P3, f.clone(), [V::Loc(f.clone(), 6), V::Array(rt.array(f, 12, 125)?), V::Array(rt.array(f, 11, 125)?), V::Array(rt.array(f, 14, 125)?), V::Array(rt.array(f, 13, 125)?), V::Label(f.id, 5)], 125)?;
                pc = 79;
            }
            79 => {
                // 340: УШЛИ ОТ ШАХА:
                rt.step(Some(126))?;
                { let v = V::Int(4); rt.store_slot(f, 2, Some(Ty::Integer), v, 126)?; }
                // 342: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч2 + 2 else Ч2 + 1],
                rt.step(Some(127))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T0, f.clone()), V::Array(rt.array(f, 12, 127)?), V::Array(rt.array(f, 11, 127)?), V::Array(rt.array(f, 14, 127)?)], 127)?;
                // 344: go to Б2 ПРОДОЛЖЕНИЕ;
                rt.step(Some(137))?;
                { pc = 88; continue; }
            }
            82 => {
                // 345: Ч2 ПРОДОЛЖЕНИЕ:
                rt.step(Some(138))?;
                { let v = V::Int(4); rt.store_slot(f, 2, Some(Ty::Integer), v, 138)?; }
                // 336: ШАХ ЧЕРНЫМ:
                rt.step(Some(120))?;
                if let Some(n) = rt.step_local(f, 6, 1) { let done = match { let i = rt.int(V::Int(4), 124)?; rt.get1(f, 7, i, 124)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 120)? }; pc = if done { 84 } else { 78 }; continue; }
                { let v = rt.var(f, 6, 123)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 120)?; let p = Place::Slot(f.clone(), 6, Some(Ty::Integer)); rt.store(p, sum, 120)?; }
                { let v = rt.var(f, 6, 123)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(4), 124)?; rt.get1(f, 7, i, 124)? }; pc = if rt.exhausted(&v, &b, &c, 120)? { 84 } else { 78 }; continue; }
            }
            84 => {
                // 348: ЧЕРНЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                rt.step(Some(139))?;
                { let v = V::Int(3); rt.store_slot(f, 2, Some(Ty::Integer), v, 139)?; }
                // 350: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Б2 + 2 else Б2 + 1],
                rt.step(Some(140))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T1, f.clone()), V::Array(rt.array(f, 11, 140)?), V::Array(rt.array(f, 12, 140)?), V::Array(rt.array(f, 13, 140)?)], 140)?;
                // 352: ВОЗВРАТ КОРОЛЯ(Б2, 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                rt.step(Some(150))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 5), V::Int(5), V::Array(rt.array(f, 13, 150)?), V::Array(rt.array(f, 11, 150)?)], 150)?;
                // 353: go to Ч1 ПРОДОЛЖЕНИЕ;
                rt.step(Some(151))?;
                { pc = 94; continue; }
            }
            88 => {
                // 354: Б2 ПРОДОЛЖЕНИЕ:
                rt.step(Some(152))?;
                { let v = V::Int(3); rt.store_slot(f, 2, Some(Ty::Integer), v, 152)?; }
                // 325: for Б2 := РУБЕЖ ХОДОВ[2] + 2 step 1 until РУБЕЖ ХОДОВ[3] do
                rt.step(Some(109))?;
                if let Some(n) = rt.step_local(f, 5, 1) { let done = match { let i = rt.int(V::Int(3), 113)?; rt.get1(f, 7, i, 113)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 109)? }; pc = if done { 90 } else { 69 }; continue; }
                { let v = rt.var(f, 5, 112)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 109)?; let p = Place::Slot(f.clone(), 5, Some(Ty::Integer)); rt.store(p, sum, 109)?; }
                { let v = rt.var(f, 5, 112)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(3), 113)?; rt.get1(f, 7, i, 113)? }; pc = if rt.exhausted(&v, &b, &c, 109)? { 90 } else { 69 }; continue; }
            }
            90 => {
                // 357: БЕЛЫЕ БЕРУТ НАЗАД СВОЙ ПЕРВЫЙ ХОД:
                rt.step(Some(153))?;
                { let v = V::Int(2); rt.store_slot(f, 2, Some(Ty::Integer), v, 153)?; }
                // 359: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then Ч1 + 2 else Ч1 + 1],
                rt.step(Some(154))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T2, f.clone()), V::Array(rt.array(f, 12, 154)?), V::Array(rt.array(f, 11, 154)?), V::Array(rt.array(f, 14, 154)?)], 154)?;
                // 361: ВОЗВРАТ КОРОЛЯ(Ч1, 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(164))?;
                rt.invoke(&P2, f.clone(), [V::Loc(f.clone(), 4), V::Int(61), V::Array(rt.array(f, 14, 164)?), V::Array(rt.array(f, 12, 164)?)], 164)?;
                // 362: go to Б1 ПРОДОЛЖЕНИЕ;
                rt.step(Some(165))?;
                { pc = 105; continue; }
            }
            94 => {
                // 363: Ч1 ПРОДОЛЖЕНИЕ:
                rt.step(Some(166))?;
                { let v = V::Int(2); rt.store_slot(f, 2, Some(Ty::Integer), v, 166)?; }
                // 322: for Ч1 := РУБЕЖ ХОДОВ[1] + 2 step 1 until РУБЕЖ ХОДОВ[2] do
                rt.step(Some(103))?;
                if let Some(n) = rt.step_local(f, 4, 1) { let done = match { let i = rt.int(V::Int(2), 107)?; rt.get1(f, 7, i, 107)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 103)? }; pc = if done { 96 } else { 64 }; continue; }
                { let v = rt.var(f, 4, 106)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 103)?; let p = Place::Slot(f.clone(), 4, Some(Ty::Integer)); rt.store(p, sum, 103)?; }
                { let v = rt.var(f, 4, 106)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(2), 107)?; rt.get1(f, 7, i, 107)? }; pc = if rt.exhausted(&v, &b, &c, 103)? { 96 } else { 64 }; continue; }
            }
            96 => {
                // 366: n := РУБЕЖ ХОДОВ[2];
                rt.step(Some(167))?;
                { let v = { let i = rt.int(V::Int(2), 168)?; rt.get1(f, 7, i, 168)? }; rt.store_slot(f, 0, Some(Ty::Integer), v, 167)?; }
                // 367: if ВОЗМОЖЕН ПАТ then
                rt.step(Some(169))?;
                if !rt.bool(rt.var(f, 10, 170)?, 169)? { pc = 100; continue; }
                pc = 98;
            }
            98 => {
                // 370: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, МАТ1);
                rt.step(Some(171))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 13, 171)?), V::Array(rt.array(f, 11, 171)?), V::Array(rt.array(f, 12, 171)?), V::Loc(f.clone(), 0), V::Label(f.id, 12)], 171)?;
                pc = 99;
            }
            99 => {
                // 372: go to Б1 ПРОДОЛЖЕНИЕ
                rt.step(Some(172))?;
                { pc = 105; continue; }
            }
            100 => {
                // 374: output('/,T,РЕШЕНИЕ,/');
                rt.step(Some(173))?;
                { let format = rt.format_string(V::Str("/,T,РЕШЕНИЕ,/"), 173)?; let values = []; rt.output(format, &values, 173)?; V::Empty };
                // 375: go to ОТВЕТ;
                rt.step(Some(174))?;
                { pc = 103; continue; }
            }
            102 => {
                // 376: МАТ1:
                rt.step(Some(175))?;
                { let format = rt.format_string(V::Str("/,T,МАТ НА ПЕРВОМ ХОДЕ,/"), 175)?; let values = []; rt.output(format, &values, 175)?; V::Empty };
                pc = 103;
            }
            103 => {
                // 378: ОТВЕТ:
                rt.step(Some(176))?;
                rt.invoke(&P5, f.clone(), [], 176)?;
                pc = 104;
            }
            104 => {
                // 381: go to КОНЕЦ;
                rt.step(Some(177))?;
                { pc = 110; continue; }
            }
            105 => {
                // 382: Б1 ПРОДОЛЖЕНИЕ:
                rt.step(Some(178))?;
                { let v = V::Int(1); rt.store_slot(f, 2, Some(Ty::Integer), v, 178)?; }
                // 317: НАЧАЛО:
                rt.step(Some(98))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match { let i = rt.int(V::Int(1), 100)?; rt.get1(f, 7, i, 100)? } { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 98)? }; pc = if done { 107 } else { 58 }; continue; }
                { let v = rt.var(f, 3, 99)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 98)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 98)?; }
                { let v = rt.var(f, 3, 99)?; let b = V::Int(1); let c = { let i = rt.int(V::Int(1), 100)?; rt.get1(f, 7, i, 100)? }; pc = if rt.exhausted(&v, &b, &c, 98)? { 107 } else { 58 }; continue; }
            }
            107 => {
                // 385: output('/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/');
                rt.step(Some(179))?;
                { let format = rt.format_string(V::Str("/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/"), 179)?; let values = []; rt.output(format, &values, 179)?; V::Empty };
                // 386: go to КОНЕЦ;
                rt.step(Some(180))?;
                { pc = 110; continue; }
            }
            109 => {
                // 387: ОШИБКА:
                rt.step(Some(181))?;
                { let format = rt.format_string(V::Str("/,T,ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ,/"), 181)?; let values = []; rt.output(format, &values, 181)?; V::Empty };
                pc = 110;
            }
            _ => return Ok(()),
        }
    }
}

static P0: rt::ProcDef = rt::ProcDef { name: "ОБЗОР ХОДОВ", params: &[(1, false, Spec::Array(Some(Ty::Integer)), 182), (2, false, Spec::Array(Some(Ty::Integer)), 183), (3, false, Spec::Array(Some(Ty::Integer)), 184), (4, false, Spec::Simple(Ty::Integer), 185), (5, false, Spec::Other, 186)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Boolean)], body: p0_ОБЗОРХОДОВ, site: 187 };
/// The procedure `ОБЗОР ХОДОВ`.
fn p0_ОБЗОРХОДОВ(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[53];
    let mut pc = 0;
    loop {
        match p0_ОБЗОРХОДОВ_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p0_ОБЗОРХОДОВ` from instruction `pc` on.
fn p0_ОБЗОРХОДОВ_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 71: m := n + 1;  СПИСОК[m] := 0;
                rt.step(Some(188))?;
                { let v = rt.bin(Op::Add, rt.formal(f, 4, 190)?, V::Int(1), 189)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 188)?; }
                rt.step(Some(191))?;
                { let i = rt.int(rt.var(f, 7, 193)?, 192)?; let v = V::Int(0); rt.store1(rt.up(f, 1, 192)?, 9, i, v, 192, 191)?; }
                // 72: НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;
                rt.step(Some(194))?;
                { let v = { let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(V::Int(0), 195)?], 195)? } else { let a = rt.array(fr, 1, 195)?; rt.get(&a, &[rt.int(V::Int(0), 195)?], 195)? } }; rt.store_slot(f, 21, Some(Ty::Integer), v, 194)?; }
                rt.step(Some(196))?;
                { let v = if rt.bool(rt.bin(Op::Greater, rt.var(f, 21, 199)?, V::Int(0), 198)?, 197)? { V::Int(5) } else { V::Int(61) }; rt.store_slot(f, 22, Some(Ty::Integer), v, 196)?; }
                // 73: for j := 1 step 1 until 16 do
                rt.step(Some(200))?;
                { let v = V::Int(1); rt.store_slot(f, 6, Some(Ty::Integer), v, 200)?; }
                rt.step(Some(200))?;
                { let v = rt.var(f, 6, 201)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 200)? { pc = 74; continue; } }
                pc = 6;
            }
            6 => {
                rt.step(None)?;
                { pc = 8; continue; }
            }
            7 => {
                rt.step(None)?;
                { pc = 74; continue; }
            }
            8 => {
                // 75: ПОЛЕ := ПОЛЯ[j];
                rt.step(Some(202))?;
                { let v = { let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(rt.var(f, 6, 204)?, 203)?], 203)? } else { let a = rt.array(fr, 1, 203)?; rt.get(&a, &[rt.int(rt.var(f, 6, 204)?, 203)?], 203)? } }; rt.store_slot(f, 8, Some(Ty::Integer), v, 202)?; }
                // 76: if ПОЛЕ ≠ 0 then
                rt.step(Some(205))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 8, 207)?, V::Int(0), 206)?, 205)? { pc = 73; continue; }
                pc = 10;
            }
            10 => {
                // 78: КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;
                rt.step(Some(208))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 211)?, 210)?], 210)? } else { let a = rt.array(fr, 2, 210)?; rt.get(&a, &[rt.int(rt.var(f, 8, 211)?, 210)?], 210)? } }, rt.bin(Op::Mul, V::Int(10), rt.var(f, 6, 213)?, 212)?, 209)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 208)?; }
                // 79: if КОД > 0 ∧ КОД < 10 then
                rt.step(Some(214))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Greater, rt.var(f, 9, 217)?, V::Int(0), 216)?, rt.bin(Op::Less, rt.var(f, 9, 219)?, V::Int(10), 218)?, 215)?, 214)? { pc = 73; continue; }
                pc = 12;
            }
            12 => {
                // 81: В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;
                rt.step(Some(220))?;
                { let v = rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 8, 223)?, V::Int(1), 222)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 8, 227)?, V::Int(1), 226)?, V::Int(8), 225)?, V::Int(8), 224)?, 221)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 220)?; }
                rt.step(Some(228))?;
                { let v = rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 8, 231)?, V::Int(1), 230)?, V::Int(8), 229)?; rt.store_slot(f, 13, Some(Ty::Integer), v, 228)?; }
                // 82: ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];
                rt.step(Some(232))?;
                { let v = rt.bin(Op::Mul, V::Int(100), rt.var(f, 8, 234)?, 233)?; rt.store_slot(f, 10, Some(Ty::Integer), v, 232)?; }
                rt.step(Some(235))?;
                { let v = rt.bin(Op::Mul, V::Int(1000), { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 238)?, 237)?], 237)? } else { let a = rt.array(fr, 2, 237)?; rt.get(&a, &[rt.int(rt.var(f, 8, 238)?, 237)?], 237)? } }, 236)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 235)?; }
                // 83: if КОД = 1 then
                rt.step(Some(239))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 241)?, V::Int(1), 240)?, 239)? { pc = 32; continue; }
                pc = 17;
            }
            17 => {
                // 85: t := ПОЛЕ + НАПР;
                rt.step(Some(242))?;
                { let v = rt.bin(Op::Add, rt.var(f, 8, 244)?, rt.var(f, 21, 245)?, 243)?; rt.store_slot(f, 16, Some(Ty::Integer), v, 242)?; }
                // 86: if СВОЯ ДОСКА[t] = 0 then
                rt.step(Some(246))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 16, 249)?, 248)?], 248)? } else { let a = rt.array(fr, 2, 248)?; rt.get(&a, &[rt.int(rt.var(f, 16, 249)?, 248)?], 248)? } }, V::Int(0), 247)?, 246)? { pc = 25; continue; }
                pc = 19;
            }
            19 => {
                // 88: if ЧУЖАЯ ДОСКА[t] = 0 then
                rt.step(Some(250))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 16, 253)?, 252)?], 252)? } else { let a = rt.array(fr, 3, 252)?; rt.get(&a, &[rt.int(rt.var(f, 16, 253)?, 252)?], 252)? } }, V::Int(0), 251)?, 250)? { pc = 25; continue; }
                pc = 20;
            }
            20 => {
                // 90: ХОД ПЕШКИ(t);
                rt.step(Some(254))?;
                rt.invoke(&P7, f.clone(), [V::Loc(f.clone(), 16)], 254)?;
                // 91: if Г = (if НАПР > 0 then 1 else 6) then
                rt.step(Some(255))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 13, 257)?, if rt.bool(rt.bin(Op::Greater, rt.var(f, 21, 260)?, V::Int(0), 259)?, 258)? { V::Int(1) } else { V::Int(6) }, 256)?, 255)? { pc = 25; continue; }
                pc = 22;
            }
            22 => {
                // 93: if СВОЯ ДОСКА[t + НАПР] = 0 then
                rt.step(Some(261))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 265)?, rt.var(f, 21, 266)?, 264)?, 263)?], 263)? } else { let a = rt.array(fr, 2, 263)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 265)?, rt.var(f, 21, 266)?, 264)?, 263)?], 263)? } }, V::Int(0), 262)?, 261)? { pc = 25; continue; }
                pc = 23;
            }
            23 => {
                // 94: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                rt.step(Some(267))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 271)?, rt.var(f, 21, 272)?, 270)?, 269)?], 269)? } else { let a = rt.array(fr, 3, 269)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 271)?, rt.var(f, 21, 272)?, 270)?, 269)?], 269)? } }, V::Int(0), 268)?, 267)? { pc = 25; continue; }
                pc = 24;
            }
            24 => {
                // 94: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                rt.step(Some(273))?;
                rt.invoke(&P6, f.clone(), [V::Thunk(&T3, f.clone()), V::Int(0)], 273)?;
                pc = 25;
            }
            25 => {
                // 98: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(277))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 12, 279)?, V::Int(0), 278)?, 277)? { pc = 28; continue; }
                pc = 26;
            }
            26 => {
                // 98: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(280))?;
                if !rt.bool(rt.bin(Op::NotEqual, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Sub, rt.var(f, 16, 284)?, V::Int(1), 283)?, 282)?], 282)? } else { let a = rt.array(fr, 3, 282)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 16, 284)?, V::Int(1), 283)?, 282)?], 282)? } }, V::Int(0), 281)?, 280)? { pc = 28; continue; }
                pc = 27;
            }
            27 => {
                // 98: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(285))?;
                rt.invoke(&P7, f.clone(), [V::Thunk(&T4, f.clone())], 285)?;
                pc = 28;
            }
            28 => {
                // 99: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(288))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 12, 290)?, V::Int(7), 289)?, 288)? { pc = 31; continue; }
                pc = 29;
            }
            29 => {
                // 99: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(291))?;
                if !rt.bool(rt.bin(Op::NotEqual, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 295)?, V::Int(1), 294)?, 293)?], 293)? } else { let a = rt.array(fr, 3, 293)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 295)?, V::Int(1), 294)?, 293)?], 293)? } }, V::Int(0), 292)?, 291)? { pc = 31; continue; }
                pc = 30;
            }
            30 => {
                // 99: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(296))?;
                rt.invoke(&P7, f.clone(), [V::Thunk(&T5, f.clone())], 296)?;
                pc = 31;
            }
            31 => {
                rt.step(None)?;
                { pc = 73; continue; }
            }
            32 => {
                // 103: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                rt.step(Some(299))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 301)?, V::Int(2), 300)?, 299)? { pc = 36; continue; }
                pc = 33;
            }
            33 => {
                // 103: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                rt.step(Some(302))?;
                { let v = V::Int(9); rt.store_slot(f, 19, Some(Ty::Integer), v, 302)?; }
                rt.step(Some(303))?;
                { let v = V::Int(16); rt.store_slot(f, 20, Some(Ty::Integer), v, 303)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            36 => {
                // 104: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                rt.step(Some(304))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 306)?, V::Int(3), 305)?, 304)? { pc = 40; continue; }
                pc = 37;
            }
            37 => {
                // 104: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                rt.step(Some(307))?;
                { let v = V::Int(5); rt.store_slot(f, 19, Some(Ty::Integer), v, 307)?; }
                rt.step(Some(308))?;
                { let v = V::Int(8); rt.store_slot(f, 20, Some(Ty::Integer), v, 308)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            40 => {
                // 105: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                rt.step(Some(309))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 9, 312)?, V::Int(4), 311)?, rt.bin(Op::Equal, rt.var(f, 9, 314)?, V::Int(8), 313)?, 310)?, 309)? { pc = 44; continue; }
                pc = 41;
            }
            41 => {
                // 105: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                rt.step(Some(315))?;
                { let v = V::Int(1); rt.store_slot(f, 19, Some(Ty::Integer), v, 315)?; }
                rt.step(Some(316))?;
                { let v = V::Int(4); rt.store_slot(f, 20, Some(Ty::Integer), v, 316)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            44 => {
                // 106: else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;
                rt.step(Some(317))?;
                { let v = V::Int(1); rt.store_slot(f, 19, Some(Ty::Integer), v, 317)?; }
                rt.step(Some(318))?;
                { let v = V::Int(8); rt.store_slot(f, 20, Some(Ty::Integer), v, 318)?; }
                pc = 46;
            }
            46 => {
                // 107: ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;
                rt.step(Some(319))?;
                { let v = rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::NotEqual, rt.var(f, 9, 323)?, V::Int(2), 322)?, rt.bin(Op::NotEqual, rt.var(f, 9, 325)?, V::Int(6), 324)?, 321)?, rt.bin(Op::NotEqual, rt.var(f, 9, 327)?, V::Int(7), 326)?, 320)?; rt.store_slot(f, 23, Some(Ty::Boolean), v, 319)?; }
                // 108: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                rt.step(Some(328))?;
                { let v = rt.var(f, 19, 329)?; rt.store_slot(f, 17, Some(Ty::Integer), v, 328)?; }
                rt.step(Some(328))?;
                { let v = rt.var(f, 17, 330)?; let b = V::Int(1); let c = rt.var(f, 20, 331)?; if rt.exhausted(&v, &b, &c, 328)? { pc = 68; continue; } }
                pc = 49;
            }
            49 => {
                rt.step(None)?;
                { pc = 51; continue; }
            }
            50 => {
                rt.step(None)?;
                { pc = 68; continue; }
            }
            51 => {
                // 110: x := В;  y := Г;
                rt.step(Some(332))?;
                { let v = rt.var(f, 12, 333)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 332)?; }
                rt.step(Some(334))?;
                { let v = rt.var(f, 13, 335)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 334)?; }
                pc = 53;
            }
            53 => {
                // 111: ЛУЧ:
                rt.step(Some(336))?;
                { let v = rt.bin(Op::Add, rt.var(f, 14, 338)?, { let i = rt.int(rt.var(f, 17, 340)?, 339)?; rt.get1(rt.up(f, 1, 339)?, 15, i, 339)? }, 337)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 336)?; }
                // 112: x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];
                rt.step(Some(341))?;
                { let v = rt.bin(Op::Add, rt.var(f, 15, 343)?, { let i = rt.int(rt.var(f, 17, 345)?, 344)?; rt.get1(rt.up(f, 1, 344)?, 16, i, 344)? }, 342)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 341)?; }
                // 113: if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then
                rt.step(Some(346))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::NotLess, rt.var(f, 14, 351)?, V::Int(0), 350)?, rt.bin(Op::Less, rt.var(f, 14, 353)?, V::Int(8), 352)?, 349)?, rt.bin(Op::NotLess, rt.var(f, 15, 355)?, V::Int(0), 354)?, 348)?, rt.bin(Op::Less, rt.var(f, 15, 357)?, V::Int(8), 356)?, 347)?, 346)? { pc = 67; continue; }
                pc = 56;
            }
            56 => {
                // 115: t := 8 × y + x + 1;
                rt.step(Some(358))?;
                { let v = rt.bin(Op::Add, rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 15, 362)?, 361)?, rt.var(f, 14, 363)?, 360)?, V::Int(1), 359)?; rt.store_slot(f, 16, Some(Ty::Integer), v, 358)?; }
                // 116: if СВОЯ ДОСКА[t] = 0 then
                rt.step(Some(364))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 16, 367)?, 366)?], 366)? } else { let a = rt.array(fr, 2, 366)?; rt.get(&a, &[rt.int(rt.var(f, 16, 367)?, 366)?], 366)? } }, V::Int(0), 365)?, 364)? { pc = 67; continue; }
                pc = 58;
            }
            58 => {
                // 118: С := ЧУЖАЯ ДОСКА[t];
                rt.step(Some(368))?;
                { let v = { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 16, 370)?, 369)?], 369)? } else { let a = rt.array(fr, 3, 369)?; rt.get(&a, &[rt.int(rt.var(f, 16, 370)?, 369)?], 369)? } }; rt.store_slot(f, 18, Some(Ty::Integer), v, 368)?; }
                // 119: if С ≠ 0 then
                rt.step(Some(371))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 18, 373)?, V::Int(0), 372)?, 371)? { pc = 62; continue; }
                pc = 60;
            }
            60 => {
                // 120: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                rt.step(Some(374))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 18, 378)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 18, 381)?, V::Int(10), 380)?, V::Int(10), 379)?, 377)?, V::Int(6), 376)?, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 18, 384)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 18, 387)?, V::Int(10), 386)?, V::Int(10), 385)?, 383)?, V::Int(7), 382)?, 375)?, 374)? { pc = 62; continue; }
                pc = 61;
            }
            61 => {
                // 120: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                rt.step(Some(388))?;
                return Err(rt.goto(rt.formal(f, 5, 389)?, 388));
            }
            62 => {
                // 121: СПИСОК[m + 1] := ОТКУДА + t;
                rt.step(Some(390))?;
                { let i = rt.int(rt.bin(Op::Add, rt.var(f, 7, 393)?, V::Int(1), 392)?, 391)?; let v = rt.bin(Op::Add, rt.var(f, 10, 395)?, rt.var(f, 16, 396)?, 394)?; rt.store1(rt.up(f, 1, 391)?, 9, i, v, 391, 390)?; }
                // 122: СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));
                rt.step(Some(397))?;
                { let i = rt.int(rt.bin(Op::Add, rt.var(f, 7, 400)?, V::Int(2), 399)?, 398)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.var(f, 10, 404)?, rt.var(f, 16, 405)?, 403)?, rt.bin(Op::Mul, V::Int(10000), rt.bin(Op::Add, rt.var(f, 18, 408)?, rt.var(f, 11, 409)?, 407)?, 406)?, 402)?, 401)?; rt.store1(rt.up(f, 1, 398)?, 9, i, v, 398, 397)?; }
                // 123: m := m + 2;
                rt.step(Some(410))?;
                { let v = rt.bin(Op::Add, rt.var(f, 7, 412)?, V::Int(2), 411)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 410)?; }
                // 124: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                rt.step(Some(413))?;
                if !rt.bool(rt.bin(Op::And, rt.var(f, 23, 415)?, rt.bin(Op::Equal, rt.var(f, 18, 417)?, V::Int(0), 416)?, 414)?, 413)? { pc = 67; continue; }
                pc = 66;
            }
            66 => {
                // 124: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                rt.step(Some(418))?;
                { pc = 53; continue; }
            }
            67 => {
                // 108: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                rt.step(Some(328))?;
                if let Some(n) = rt.step_local(f, 17, 1) { let done = match rt.var(f, 20, 331)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 328)? }; pc = if done { 68 } else { 51 }; continue; }
                { let v = rt.var(f, 17, 330)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 328)?; let p = Place::Slot(f.clone(), 17, Some(Ty::Integer)); rt.store(p, sum, 328)?; }
                { let v = rt.var(f, 17, 330)?; let b = V::Int(1); let c = rt.var(f, 20, 331)?; pc = if rt.exhausted(&v, &b, &c, 328)? { 68 } else { 51 }; continue; }
            }
            68 => {
                // 128: if КОД = 7 ∧ ПОЛЕ = ДОМ then
                rt.step(Some(419))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.var(f, 9, 422)?, V::Int(7), 421)?, rt.bin(Op::Equal, rt.var(f, 8, 424)?, rt.var(f, 22, 425)?, 423)?, 420)?, 419)? { pc = 73; continue; }
                pc = 69;
            }
            69 => {
                // 130: if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then
                rt.step(Some(426))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 431)?, V::Int(3), 430)?, 429)?], 429)? } else { let a = rt.array(fr, 2, 429)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 431)?, V::Int(3), 430)?, 429)?], 429)? } }, rt.bin(Op::Mul, rt.bin(Op::IntDiv, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 436)?, V::Int(3), 435)?, 434)?], 434)? } else { let a = rt.array(fr, 2, 434)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 436)?, V::Int(3), 435)?, 434)?], 434)? } }, V::Int(10), 433)?, V::Int(10), 432)?, 428)?, V::Int(8), 427)?, 426)? { pc = 71; continue; }
                pc = 70;
            }
            70 => {
                // 131: РОКИРОВКА(ДОМ + 2, ДОМ + 3);
                rt.step(Some(437))?;
                rt.invoke(&P8, f.clone(), [V::Thunk(&T6, f.clone()), V::Thunk(&T7, f.clone())], 437)?;
                pc = 71;
            }
            71 => {
                // 132: if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then
                rt.step(Some(442))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 447)?, V::Int(4), 446)?, 445)?], 445)? } else { let a = rt.array(fr, 2, 445)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 447)?, V::Int(4), 446)?, 445)?], 445)? } }, rt.bin(Op::Mul, rt.bin(Op::IntDiv, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 452)?, V::Int(4), 451)?, 450)?], 450)? } else { let a = rt.array(fr, 2, 450)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 452)?, V::Int(4), 451)?, 450)?], 450)? } }, V::Int(10), 449)?, V::Int(10), 448)?, 444)?, V::Int(8), 443)?, 442)? { pc = 73; continue; }
                pc = 72;
            }
            72 => {
                // 133: РОКИРОВКА(ДОМ - 2, ДОМ - 4)
                rt.step(Some(453))?;
                rt.invoke(&P8, f.clone(), [V::Thunk(&T8, f.clone()), V::Thunk(&T9, f.clone())], 453)?;
                pc = 73;
            }
            73 => {
                // 73: for j := 1 step 1 until 16 do
                rt.step(Some(200))?;
                if let Some(n) = rt.step_local(f, 6, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 200)? }; pc = if done { 74 } else { 8 }; continue; }
                { let v = rt.var(f, 6, 201)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 200)?; let p = Place::Slot(f.clone(), 6, Some(Ty::Integer)); rt.store(p, sum, 200)?; }
                { let v = rt.var(f, 6, 201)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 200)? { 74 } else { 8 }; continue; }
            }
            74 => {
                // 139: n := m
                rt.step(Some(458))?;
                { let p = rt.formal_place(f, 4, 459)?; let v = rt.var(f, 7, 460)?; rt.store(p, v, 458)?; }
                pc = 75;
            }
            _ => return Ok(()),
        }
    }
}

static P1: rt::ProcDef = rt::ProcDef { name: "ВОЗВРАТ ХОДА", params: &[(1, true, Spec::Simple(Ty::Integer), 461), (2, false, Spec::Array(Some(Ty::Integer)), 462), (3, false, Spec::Array(Some(Ty::Integer)), 463), (4, false, Spec::Array(Some(Ty::Integer)), 464)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p1_ВОЗВРАТХОДА, site: 465 };
/// The procedure `ВОЗВРАТ ХОДА`.
fn p1_ВОЗВРАТХОДА(rt: &Rt, f: &Fr) -> R<()> {
    // 151: З := -З;
    rt.step(Some(466))?;
    { let v = rt.neg(rt.var(f, 1, 468)?, 467)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 466)?; }
    // 152: М := З ÷ 10000000;  З := З - 10000000 × М;
    rt.step(Some(469))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 471)?, V::Int(10000000), 470)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 469)?; }
    rt.step(Some(472))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 474)?, rt.bin(Op::Mul, V::Int(10000000), rt.var(f, 7, 476)?, 475)?, 473)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 472)?; }
    // 153: С := З ÷ 10000;  З := З - 10000 × С;
    rt.step(Some(477))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 479)?, V::Int(10000), 478)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 477)?; }
    rt.step(Some(480))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 482)?, rt.bin(Op::Mul, V::Int(10000), rt.var(f, 8, 484)?, 483)?, 481)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 480)?; }
    // 154: ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;
    rt.step(Some(485))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 487)?, V::Int(100), 486)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 485)?; }
    rt.step(Some(488))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 490)?, rt.bin(Op::Mul, V::Int(100), rt.var(f, 5, 492)?, 491)?, 489)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 488)?; }
    // 155: СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;
    rt.step(Some(493))?;
    { let p = { let a = rt.array(f, 2, 494)?; let s = [rt.int(rt.var(f, 6, 495)?, 494)?]; rt.elem_place(a, &s, 494)? }; let v = V::Int(0); rt.store(p, v, 493)?; }
    rt.step(Some(496))?;
    { let p = { let a = rt.array(f, 3, 497)?; let s = [rt.int(rt.var(f, 6, 498)?, 497)?]; rt.elem_place(a, &s, 497)? }; let v = rt.var(f, 8, 499)?; rt.store(p, v, 496)?; }
    // 156: СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ
    rt.step(Some(500))?;
    { let p = { let a = rt.array(f, 2, 501)?; let s = [rt.int(rt.var(f, 5, 502)?, 501)?]; rt.elem_place(a, &s, 501)? }; let v = rt.var(f, 7, 503)?; rt.store(p, v, 500)?; }
    rt.step(Some(504))?;
    { let p = { let a = rt.array(f, 4, 505)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 7, 507)?, V::Int(10), 506)?, 505)?]; rt.elem_place(a, &s, 505)? }; let v = rt.var(f, 5, 508)?; rt.store(p, v, 504)?; }
    Ok(())
}

static P2: rt::ProcDef = rt::ProcDef { name: "ВОЗВРАТ КОРОЛЯ", params: &[(1, true, Spec::Simple(Ty::Integer), 509), (2, true, Spec::Simple(Ty::Integer), 510), (3, false, Spec::Array(Some(Ty::Integer)), 511), (4, false, Spec::Array(Some(Ty::Integer)), 512)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p2_ВОЗВРАТКОРОЛЯ, site: 513 };
/// The procedure `ВОЗВРАТ КОРОЛЯ`.
fn p2_ВОЗВРАТКОРОЛЯ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 167: if СПИСОК[i] ÷ 100 = ДОМ then
                rt.step(Some(514))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::IntDiv, { let i = rt.int(rt.var(f, 1, 518)?, 517)?; rt.get1(rt.up(f, 1, 517)?, 9, i, 517)? }, V::Int(100), 516)?, rt.var(f, 2, 519)?, 515)?, 514)? { pc = 8; continue; }
                pc = 1;
            }
            1 => {
                // 169: НА := СПИСОК[i] - 100 × ДОМ;
                rt.step(Some(520))?;
                { let v = rt.bin(Op::Sub, { let i = rt.int(rt.var(f, 1, 523)?, 522)?; rt.get1(rt.up(f, 1, 522)?, 9, i, 522)? }, rt.bin(Op::Mul, V::Int(100), rt.var(f, 2, 525)?, 524)?, 521)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 520)?; }
                // 170: if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then
                rt.step(Some(526))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 5, 529)?, rt.bin(Op::Add, rt.var(f, 2, 531)?, V::Int(2), 530)?, 528)?, rt.bin(Op::Equal, rt.var(f, 5, 533)?, rt.bin(Op::Sub, rt.var(f, 2, 535)?, V::Int(2), 534)?, 532)?, 527)?, 526)? { pc = 8; continue; }
                pc = 3;
            }
            3 => {
                // 172: К := СВОЯ ДОСКА[НА];
                rt.step(Some(536))?;
                { let v = { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(rt.var(f, 5, 538)?, 537)?], 537)? } else { let a = rt.array(fr, 4, 537)?; rt.get(&a, &[rt.int(rt.var(f, 5, 538)?, 537)?], 537)? } }; rt.store_slot(f, 6, Some(Ty::Integer), v, 536)?; }
                // 173: if К - К ÷ 10 × 10 = 6 then
                rt.step(Some(539))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 6, 542)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 545)?, V::Int(10), 544)?, V::Int(10), 543)?, 541)?, V::Int(6), 540)?, 539)? { pc = 8; continue; }
                pc = 5;
            }
            5 => {
                // 174: begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end
                rt.step(Some(546))?;
                { let p = { let a = rt.array(f, 4, 547)?; let s = [rt.int(rt.var(f, 5, 548)?, 547)?]; rt.elem_place(a, &s, 547)? }; let v = V::Int(0); rt.store(p, v, 546)?; }
                rt.step(Some(549))?;
                { let p = { let a = rt.array(f, 4, 550)?; let s = [rt.int(rt.var(f, 2, 551)?, 550)?]; rt.elem_place(a, &s, 550)? }; let v = rt.bin(Op::Add, rt.var(f, 6, 553)?, V::Int(1), 552)?; rt.store(p, v, 549)?; }
                rt.step(Some(554))?;
                { let p = { let a = rt.array(f, 3, 555)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 6, 557)?, V::Int(10), 556)?, 555)?]; rt.elem_place(a, &s, 555)? }; let v = rt.var(f, 2, 558)?; rt.store(p, v, 554)?; }
                pc = 8;
            }
            _ => return Ok(()),
        }
    }
}

static P3: rt::ProcDef = rt::ProcDef { name: "ВЫПОЛНЕНИЕ ХОДА", params: &[(1, true, Spec::Simple(Ty::Integer), 559), (2, false, Spec::Array(Some(Ty::Integer)), 560), (3, false, Spec::Array(Some(Ty::Integer)), 561), (4, false, Spec::Array(Some(Ty::Integer)), 562), (5, false, Spec::Array(Some(Ty::Integer)), 563), (6, false, Spec::Other, 564)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p3_ВЫПОЛНЕНИЕХОДА, site: 565 };
/// The procedure `ВЫПОЛНЕНИЕ ХОДА`.
fn p3_ВЫПОЛНЕНИЕХОДА(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[40, 43];
    let mut pc = 0;
    loop {
        match p3_ВЫПОЛНЕНИЕХОДА_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p3_ВЫПОЛНЕНИЕХОДА` from instruction `pc` on.
fn p3_ВЫПОЛНЕНИЕХОДА_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 191: Х := СПИСОК[i];
                rt.step(Some(566))?;
                { let v = { let i = rt.int(rt.var(f, 1, 568)?, 567)?; rt.get1(rt.up(f, 1, 567)?, 9, i, 567)? }; rt.store_slot(f, 7, Some(Ty::Integer), v, 566)?; }
                // 192: if Х < 0 then
                rt.step(Some(569))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 571)?, V::Int(0), 570)?, 569)? { pc = 5; continue; }
                pc = 2;
            }
            2 => {
                // 194: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
                rt.step(Some(572))?;
                rt.invoke(&P1, rt.up(f, 1, 572)?.clone(), [V::Loc(f.clone(), 7), rt.slot(f, 2, 572)?, rt.slot(f, 3, 572)?, rt.slot(f, 4, 572)?], 572)?;
                // 195: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
                rt.step(Some(573))?;
                rt.invoke(&P2, rt.up(f, 1, 573)?.clone(), [V::Thunk(&T10, f.clone()), V::Thunk(&T11, f.clone()), rt.slot(f, 4, 573)?, rt.slot(f, 2, 573)?], 573)?;
                // 197: go to ДАЛЕЕ
                rt.step(Some(585))?;
                return Err(rt.goto(rt.formal(f, 6, 586)?, 585));
            }
            5 => {
                // 199: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(587))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 589)?, V::Int(100), 588)?, 587)? { pc = 7; continue; }
                pc = 6;
            }
            6 => {
                // 199: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(590))?;
                return Err(rt.goto(rt.formal(f, 6, 591)?, 590));
            }
            7 => {
                // 200: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
                rt.step(Some(592))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 7, 594)?, V::Int(100), 593)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 592)?; }
                rt.step(Some(595))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 7, 597)?, rt.bin(Op::Mul, V::Int(100), rt.var(f, 8, 599)?, 598)?, 596)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 595)?; }
                // 201: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
                rt.step(Some(600))?;
                { let v = { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 602)?, 601)?], 601)? } else { let a = rt.array(fr, 2, 601)?; rt.get(&a, &[rt.int(rt.var(f, 8, 602)?, 601)?], 601)? } }; rt.store_slot(f, 10, Some(Ty::Integer), v, 600)?; }
                rt.step(Some(603))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 10, 605)?, V::Int(10), 604)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 603)?; }
                rt.step(Some(606))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 10, 608)?, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 610)?, 609)?, 607)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 606)?; }
                // 202: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(611))?;
                if !rt.bool(rt.bin(Op::Greater, { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 615)?, V::Int(1), 614)?, 613)?; rt.get1(rt.up(f, 1, 613)?, 9, i, 613)? }, V::Int(0), 612)?, 611)? { pc = 16; continue; }
                pc = 13;
            }
            13 => {
                // 202: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(616))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 618)?, 2, 618)?, 617)?; let v = V::Int(-1); rt.store1(rt.up(f, 1, 617)?, 8, i, v, 617, 616)?; }
                rt.step(Some(619))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 622)?, V::Int(1), 621)?, 620)?; rt.get1(rt.up(f, 1, 620)?, 9, i, 620)? }; rt.store_slot(f, 12, Some(Ty::Integer), v, 619)?; }
                rt.step(None)?;
                { pc = 17; continue; }
            }
            16 => {
                // 203: else q[УРОВЕНЬ] := 0;
                rt.step(Some(623))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 625)?, 2, 625)?, 624)?; let v = V::Int(0); rt.store1(rt.up(f, 1, 624)?, 8, i, v, 624, 623)?; }
                pc = 17;
            }
            17 => {
                // 204: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(626))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 628)?, V::Int(7), 627)?, 626)? { pc = 20; continue; }
                pc = 18;
            }
            18 => {
                // 204: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(629))?;
                { let v = V::Int(6); rt.store_slot(f, 12, Some(Ty::Integer), v, 629)?; }
                rt.step(None)?;
                { pc = 22; continue; }
            }
            20 => {
                // 204: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(630))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 632)?, V::Int(8), 631)?, 630)? { pc = 22; continue; }
                pc = 21;
            }
            21 => {
                // 204: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(633))?;
                { let v = V::Int(4); rt.store_slot(f, 12, Some(Ty::Integer), v, 633)?; }
                pc = 22;
            }
            22 => {
                // 205: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
                rt.step(Some(634))?;
                { let p = { let a = rt.array(f, 2, 635)?; let s = [rt.int(rt.var(f, 8, 636)?, 635)?]; rt.elem_place(a, &s, 635)? }; let v = V::Int(0); rt.store(p, v, 634)?; }
                rt.step(Some(637))?;
                { let p = { let a = rt.array(f, 2, 638)?; let s = [rt.int(rt.var(f, 9, 639)?, 638)?]; rt.elem_place(a, &s, 638)? }; let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 642)?, 641)?, rt.var(f, 12, 643)?, 640)?; rt.store(p, v, 637)?; }
                // 206: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
                rt.step(Some(644))?;
                { let p = { let a = rt.array(f, 3, 645)?; let s = [rt.int(rt.var(f, 9, 646)?, 645)?]; rt.elem_place(a, &s, 645)? }; let v = V::Int(0); rt.store(p, v, 644)?; }
                rt.step(Some(647))?;
                { let p = { let a = rt.array(f, 4, 648)?; let s = [rt.int(rt.var(f, 11, 649)?, 648)?]; rt.elem_place(a, &s, 648)? }; let v = rt.var(f, 9, 650)?; rt.store(p, v, 647)?; }
                // 207: УРОВЕНЬ := УРОВЕНЬ + 1;
                rt.step(Some(651))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 653)?, 2, 653)?, V::Int(1), 652)?; rt.store_slot(rt.up(f, 1, 651)?, 2, Some(Ty::Integer), v, 651)?; }
                // 208: if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then
                rt.step(Some(654))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 10, 658)?, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 660)?, 659)?, 657)?, V::Int(7), 656)?, rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 9, 663)?, rt.bin(Op::Add, rt.var(f, 8, 665)?, V::Int(2), 664)?, 662)?, rt.bin(Op::Equal, rt.var(f, 9, 667)?, rt.bin(Op::Sub, rt.var(f, 8, 669)?, V::Int(2), 668)?, 666)?, 661)?, 655)?, 654)? { pc = 43; continue; }
                pc = 28;
            }
            28 => {
                // 212: УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;
                rt.step(Some(670))?;
                { let v = if rt.bool(rt.bin(Op::Greater, rt.var(f, 9, 673)?, rt.var(f, 8, 674)?, 672)?, 671)? { rt.bin(Op::Add, rt.var(f, 8, 676)?, V::Int(3), 675)? } else { rt.bin(Op::Sub, rt.var(f, 8, 678)?, V::Int(4), 677)? }; rt.store_slot(f, 13, Some(Ty::Integer), v, 670)?; }
                rt.step(Some(679))?;
                { let v = rt.bin(Op::IntDiv, rt.bin(Op::Add, rt.var(f, 8, 682)?, rt.var(f, 9, 683)?, 681)?, V::Int(2), 680)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 679)?; }
                // 213: ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;
                rt.step(Some(684))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 13, 687)?, 686)?], 686)? } else { let a = rt.array(fr, 2, 686)?; rt.get(&a, &[rt.int(rt.var(f, 13, 687)?, 686)?], 686)? } }, V::Int(4), 685)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 684)?; }
                rt.step(Some(688))?;
                { let p = { let a = rt.array(f, 2, 689)?; let s = [rt.int(rt.var(f, 13, 690)?, 689)?]; rt.elem_place(a, &s, 689)? }; let v = V::Int(0); rt.store(p, v, 688)?; }
                rt.step(Some(691))?;
                { let p = { let a = rt.array(f, 4, 692)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 14, 694)?, V::Int(10), 693)?, 692)?]; rt.elem_place(a, &s, 692)? }; let v = rt.var(f, 15, 695)?; rt.store(p, v, 691)?; }
                // 214: СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;
                rt.step(Some(696))?;
                { let p = { let a = rt.array(f, 2, 697)?; let s = [rt.int(rt.var(f, 8, 698)?, 697)?]; rt.elem_place(a, &s, 697)? }; let v = V::Int(6); rt.store(p, v, 696)?; }
                rt.step(Some(699))?;
                { let p = { let a = rt.array(f, 2, 700)?; let s = [rt.int(rt.var(f, 15, 701)?, 700)?]; rt.elem_place(a, &s, 700)? }; let v = V::Int(6); rt.store(p, v, 699)?; }
                // 215: n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];
                rt.step(Some(702))?;
                { let v = { let i = rt.int(rt.bin(Op::Sub, rt.var(rt.up(f, 1, 705)?, 2, 705)?, V::Int(1), 704)?, 703)?; rt.get1(rt.up(f, 1, 703)?, 7, i, 703)? }; rt.store_slot(rt.up(f, 1, 702)?, 0, Some(Ty::Integer), v, 702)?; }
                // 216: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);
                rt.step(Some(706))?;
                rt.invoke(&P0, rt.up(f, 1, 706)?.clone(), [rt.slot(f, 5, 706)?, rt.slot(f, 3, 706)?, rt.slot(f, 2, 706)?, V::Loc(rt.up(f, 1, 706)?.clone(), 0), V::Label(f.id, 0)], 706)?;
                // 217: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.step(Some(707))?;
                { let p = { let a = rt.array(f, 2, 708)?; let s = [rt.int(rt.var(f, 8, 709)?, 708)?]; rt.elem_place(a, &s, 708)? }; let v = V::Int(0); rt.store(p, v, 707)?; }
                rt.step(Some(710))?;
                { let p = { let a = rt.array(f, 2, 711)?; let s = [rt.int(rt.var(f, 15, 712)?, 711)?]; rt.elem_place(a, &s, 711)? }; let v = rt.var(f, 14, 713)?; rt.store(p, v, 710)?; }
                // 218: go to ОТВЕТНЫЕ ХОДЫ;
                rt.step(Some(714))?;
                { pc = 43; continue; }
            }
            40 => {
                // 219: ПОД УДАРОМ:
                rt.step(Some(715))?;
                { let p = { let a = rt.array(f, 2, 716)?; let s = [rt.int(rt.var(f, 8, 717)?, 716)?]; rt.elem_place(a, &s, 716)? }; let v = V::Int(0); rt.store(p, v, 715)?; }
                // 220: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.step(Some(718))?;
                { let p = { let a = rt.array(f, 2, 719)?; let s = [rt.int(rt.var(f, 15, 720)?, 719)?]; rt.elem_place(a, &s, 719)? }; let v = rt.var(f, 14, 721)?; rt.store(p, v, 718)?; }
                // 221: go to ДАЛЕЕ
                rt.step(Some(722))?;
                return Err(rt.goto(rt.formal(f, 6, 723)?, 722));
            }
            43 => {
                // 223: ОТВЕТНЫЕ ХОДЫ:
                rt.step(Some(724))?;
                { let v = { let i = rt.int(rt.bin(Op::Sub, rt.var(rt.up(f, 1, 727)?, 2, 727)?, V::Int(1), 726)?, 725)?; rt.get1(rt.up(f, 1, 725)?, 7, i, 725)? }; rt.store_slot(rt.up(f, 1, 724)?, 0, Some(Ty::Integer), v, 724)?; }
                // 225: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);
                rt.step(Some(728))?;
                rt.invoke(&P0, rt.up(f, 1, 728)?.clone(), [rt.slot(f, 5, 728)?, rt.slot(f, 3, 728)?, rt.slot(f, 2, 728)?, V::Loc(rt.up(f, 1, 728)?.clone(), 0), rt.slot(f, 6, 728)?], 728)?;
                // 226: РУБЕЖ ХОДОВ[УРОВЕНЬ] := n
                rt.step(Some(729))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 731)?, 2, 731)?, 730)?; let v = rt.var(rt.up(f, 1, 732)?, 0, 732)?; rt.store1(rt.up(f, 1, 730)?, 7, i, v, 730, 729)?; }
                pc = 46;
            }
            _ => return Ok(()),
        }
    }
}

static P4: rt::ProcDef = rt::ProcDef { name: "ВВОД ФИГУР", params: &[(1, false, Spec::Array(Some(Ty::Integer)), 733), (2, false, Spec::Array(Some(Ty::Integer)), 734)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p4_ВВОДФИГУР, site: 735 };
/// The procedure `ВВОД ФИГУР`.
fn p4_ВВОДФИГУР(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 237: input(k);
                rt.step(Some(736))?;
                { rt.input_into(Place::Slot(f.clone(), 4, Some(Ty::Integer)), 736)?; V::Empty };
                // 238: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.step(Some(737))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 737)?; }
                rt.step(Some(737))?;
                { let v = rt.var(f, 3, 738)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 737)? { pc = 7; continue; } }
                pc = 3;
            }
            3 => {
                rt.step(None)?;
                { pc = 5; continue; }
            }
            4 => {
                rt.step(None)?;
                { pc = 7; continue; }
            }
            5 => {
                // 238: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.step(Some(739))?;
                { let p = { let a = rt.array(f, 1, 740)?; let s = [rt.int(rt.var(f, 3, 741)?, 740)?]; rt.elem_place(a, &s, 740)? }; let v = V::Int(0); rt.store(p, v, 739)?; }
                rt.step(Some(737))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 737)? }; pc = if done { 7 } else { 5 }; continue; }
                { let v = rt.var(f, 3, 738)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 737)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 737)?; }
                { let v = rt.var(f, 3, 738)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 737)? { 7 } else { 5 }; continue; }
            }
            7 => {
                // 239: for j := 1 step 1 until k do
                rt.step(Some(742))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 742)?; }
                rt.step(Some(742))?;
                { let v = rt.var(f, 3, 743)?; let b = V::Int(1); let c = rt.var(f, 4, 744)?; if rt.exhausted(&v, &b, &c, 742)? { pc = 16; continue; } }
                pc = 9;
            }
            9 => {
                rt.step(None)?;
                { pc = 11; continue; }
            }
            10 => {
                rt.step(None)?;
                { pc = 16; continue; }
            }
            11 => {
                // 241: input(КОД, ПОЛЕ);
                rt.step(Some(745))?;
                { rt.input_into(Place::Slot(f.clone(), 5, Some(Ty::Integer)), 745)?; rt.input_into(Place::Slot(f.clone(), 6, Some(Ty::Integer)), 745)?; V::Empty };
                // 242: ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;
                rt.step(Some(746))?;
                { let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 6, 751)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 754)?, V::Int(10), 753)?, V::Int(10), 752)?, 750)?, V::Int(1), 749)?, 748)?, rt.bin(Op::IntDiv, rt.var(f, 6, 756)?, V::Int(10), 755)?, 747)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 746)?; }
                // 243: ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД
                rt.step(Some(757))?;
                { let p = { let a = rt.array(f, 1, 758)?; let s = [rt.int(rt.var(f, 3, 759)?, 758)?]; rt.elem_place(a, &s, 758)? }; let v = rt.var(f, 6, 760)?; rt.store(p, v, 757)?; }
                rt.step(Some(761))?;
                { let p = { let a = rt.array(f, 2, 762)?; let s = [rt.int(rt.var(f, 6, 763)?, 762)?]; rt.elem_place(a, &s, 762)? }; let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(10), rt.var(f, 3, 766)?, 765)?, rt.var(f, 5, 767)?, 764)?; rt.store(p, v, 761)?; }
                // 239: for j := 1 step 1 until k do
                rt.step(Some(742))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.var(f, 4, 744)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 742)? }; pc = if done { 16 } else { 11 }; continue; }
                { let v = rt.var(f, 3, 743)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 742)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 742)?; }
                { let v = rt.var(f, 3, 743)?; let b = V::Int(1); let c = rt.var(f, 4, 744)?; pc = if rt.exhausted(&v, &b, &c, 742)? { 16 } else { 11 }; continue; }
            }
            _ => return Ok(()),
        }
    }
}

static P5: rt::ProcDef = rt::ProcDef { name: "ПЕЧАТЬ ПОЗИЦИИ", params: &[], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p5_ПЕЧАТЬПОЗИЦИИ, site: 768 };
/// The procedure `ПЕЧАТЬ ПОЗИЦИИ`.
fn p5_ПЕЧАТЬПОЗИЦИИ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 261: if УРОВЕНЬ = 2 then
                rt.step(Some(769))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(rt.up(f, 1, 771)?, 2, 771)?, V::Int(2), 770)?, 769)? { pc = 8; continue; }
                pc = 1;
            }
            1 => {
                // 263: Х := СПИСОК[Б1];
                rt.step(Some(772))?;
                { let v = { let i = rt.int(rt.var(rt.up(f, 1, 774)?, 3, 774)?, 773)?; rt.get1(rt.up(f, 1, 773)?, 9, i, 773)? }; rt.store_slot(f, 4, Some(Ty::Integer), v, 772)?; }
                // 264: output('/');  outstring(1, 'КЛЮЧ ');
                rt.step(Some(775))?;
                { let format = rt.format_string(V::Str("/"), 775)?; let values = []; rt.output(format, &values, 775)?; V::Empty };
                rt.step(Some(776))?;
                { V::Int(1); rt.outstring(V::Str("КЛЮЧ "), 776)?; V::Empty };
                // 265: ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);
                rt.step(Some(777))?;
                rt.invoke(&P9, f.clone(), [V::Thunk(&T12, f.clone())], 777)?;
                rt.step(Some(780))?;
                rt.invoke(&P9, f.clone(), [V::Thunk(&T13, f.clone())], 780)?;
                // 266: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
                rt.step(Some(786))?;
                if !rt.bool(rt.bin(Op::Equal, { let i = rt.int(V::Int(1), 788)?; rt.get1(rt.up(f, 1, 788)?, 8, i, 788)? }, V::Int(-1), 787)?, 786)? { pc = 8; continue; }
                pc = 7;
            }
            7 => {
                // 266: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
                rt.step(Some(789))?;
                { V::Int(1); let text = rt.string(V::Str("nbrq"), 789)?; rt.outchar(text, rt.bin(Op::Sub, { let i = rt.int(rt.bin(Op::Add, rt.var(rt.up(f, 1, 793)?, 3, 793)?, V::Int(1), 792)?, 791)?; rt.get1(rt.up(f, 1, 791)?, 9, i, 791)? }, V::Int(1), 790)?, 789)?; V::Empty };
                pc = 8;
            }
            8 => {
                // 268: for Г := 7 step -1 until 0 do
                rt.step(Some(794))?;
                { let v = V::Int(7); rt.store_slot(f, 1, Some(Ty::Integer), v, 794)?; }
                rt.step(Some(794))?;
                { let v = rt.var(f, 1, 795)?; let b = V::Int(-1); let c = V::Int(0); if rt.exhausted(&v, &b, &c, 794)? { pc = 30; continue; } }
                pc = 10;
            }
            10 => {
                rt.step(None)?;
                { pc = 12; continue; }
            }
            11 => {
                rt.step(None)?;
                { pc = 30; continue; }
            }
            12 => {
                // 270: output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');
                rt.step(Some(796))?;
                { let format = rt.format_string(V::Str("/"), 796)?; let values = []; rt.output(format, &values, 796)?; V::Empty };
                rt.step(Some(797))?;
                { V::Int(1); let text = rt.string(V::Str("12345678"), 797)?; rt.outchar(text, rt.bin(Op::Add, rt.var(f, 1, 799)?, V::Int(1), 798)?, 797)?; V::Empty };
                rt.step(Some(800))?;
                { V::Int(1); rt.outstring(V::Str(" "), 800)?; V::Empty };
                // 271: for В := 1 step 1 until 8 do
                rt.step(Some(801))?;
                { let v = V::Int(1); rt.store_slot(f, 2, Some(Ty::Integer), v, 801)?; }
                rt.step(Some(801))?;
                { let v = rt.var(f, 2, 802)?; let b = V::Int(1); let c = V::Int(8); if rt.exhausted(&v, &b, &c, 801)? { pc = 29; continue; } }
                pc = 17;
            }
            17 => {
                rt.step(None)?;
                { pc = 19; continue; }
            }
            18 => {
                rt.step(None)?;
                { pc = 29; continue; }
            }
            19 => {
                // 273: К := ДОСКА БЕЛЫХ[8 × Г + В];
                rt.step(Some(803))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 1, 807)?, 806)?, rt.var(f, 2, 808)?, 805)?, 804)?; rt.get1(rt.up(f, 1, 804)?, 11, i, 804)? }; rt.store_slot(f, 3, Some(Ty::Integer), v, 803)?; }
                // 274: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                rt.step(Some(809))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 3, 811)?, V::Int(0), 810)?, 809)? { pc = 23; continue; }
                pc = 21;
            }
            21 => {
                // 274: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                rt.step(Some(812))?;
                { V::Int(1); let text = rt.string(V::Str("PNBRQKKR"), 812)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 3, 814)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 3, 817)?, V::Int(10), 816)?, V::Int(10), 815)?, 813)?, 812)?; V::Empty };
                rt.step(None)?;
                { pc = 28; continue; }
            }
            23 => {
                // 277: К := ДОСКА ЧЕРНЫХ[8 × Г + В];
                rt.step(Some(818))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 1, 822)?, 821)?, rt.var(f, 2, 823)?, 820)?, 819)?; rt.get1(rt.up(f, 1, 819)?, 12, i, 819)? }; rt.store_slot(f, 3, Some(Ty::Integer), v, 818)?; }
                // 278: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(824))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 3, 826)?, V::Int(0), 825)?, 824)? { pc = 27; continue; }
                pc = 25;
            }
            25 => {
                // 278: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(827))?;
                { V::Int(1); let text = rt.string(V::Str("pnbrqkkr"), 827)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 3, 829)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 3, 832)?, V::Int(10), 831)?, V::Int(10), 830)?, 828)?, 827)?; V::Empty };
                rt.step(None)?;
                { pc = 28; continue; }
            }
            27 => {
                // 278: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(833))?;
                { V::Int(1); rt.outstring(V::Str("."), 833)?; V::Empty };
                pc = 28;
            }
            28 => {
                // 271: for В := 1 step 1 until 8 do
                rt.step(Some(801))?;
                if let Some(n) = rt.step_local(f, 2, 1) { let done = match V::Int(8) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 801)? }; pc = if done { 29 } else { 19 }; continue; }
                { let v = rt.var(f, 2, 802)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 801)?; let p = Place::Slot(f.clone(), 2, Some(Ty::Integer)); rt.store(p, sum, 801)?; }
                { let v = rt.var(f, 2, 802)?; let b = V::Int(1); let c = V::Int(8); pc = if rt.exhausted(&v, &b, &c, 801)? { 29 } else { 19 }; continue; }
            }
            29 => {
                // 268: for Г := 7 step -1 until 0 do
                rt.step(Some(794))?;
                if let Some(n) = rt.step_local(f, 1, -1) { let done = match V::Int(0) { V::Int(c) => n < c, other => rt.exhausted(&V::Int(n), &V::Int(-1), &other, 794)? }; pc = if done { 30 } else { 12 }; continue; }
                { let v = rt.var(f, 1, 795)?; let b = V::Int(-1); let sum = rt.bin(Op::Add, v, b, 794)?; let p = Place::Slot(f.clone(), 1, Some(Ty::Integer)); rt.store(p, sum, 794)?; }
                { let v = rt.var(f, 1, 795)?; let b = V::Int(-1); let c = V::Int(0); pc = if rt.exhausted(&v, &b, &c, 794)? { 30 } else { 12 }; continue; }
            }
            30 => {
                // 282: output('/');  outstring(1, '  abcdefgh');  output('/')
                rt.step(Some(834))?;
                { let format = rt.format_string(V::Str("/"), 834)?; let values = []; rt.output(format, &values, 834)?; V::Empty };
                rt.step(Some(835))?;
                { V::Int(1); rt.outstring(V::Str("  abcdefgh"), 835)?; V::Empty };
                rt.step(Some(836))?;
                { let format = rt.format_string(V::Str("/"), 836)?; let values = []; rt.output(format, &values, 836)?; V::Empty };
                pc = 33;
            }
            _ => return Ok(()),
        }
    }
}

static P6: rt::ProcDef = rt::ProcDef { name: "ЗАПИСЬ", params: &[(1, true, Spec::Simple(Ty::Integer), 837), (2, true, Spec::Simple(Ty::Integer), 838)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p6_ЗАПИСЬ, site: 839 };
/// The procedure `ЗАПИСЬ`.
fn p6_ЗАПИСЬ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 45: С := ЧУЖАЯ ДОСКА[НА];
                rt.step(Some(840))?;
                { let v = { let fr = rt.up(f, 1, 841)?; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 1, 842)?, 841)?], 841)? } else { let a = rt.array(fr, 3, 841)?; rt.get(&a, &[rt.int(rt.var(f, 1, 842)?, 841)?], 841)? } }; rt.store_slot(rt.up(f, 1, 840)?, 18, Some(Ty::Integer), v, 840)?; }
                // 46: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
                rt.step(Some(843))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(rt.up(f, 1, 847)?, 18, 847)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(rt.up(f, 1, 850)?, 18, 850)?, V::Int(10), 849)?, V::Int(10), 848)?, 846)?, V::Int(6), 845)?, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(rt.up(f, 1, 853)?, 18, 853)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(rt.up(f, 1, 856)?, 18, 856)?, V::Int(10), 855)?, V::Int(10), 854)?, 852)?, V::Int(7), 851)?, 844)?, 843)? { pc = 3; continue; }
                pc = 2;
            }
            2 => {
                // 46: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
                rt.step(Some(857))?;
                return Err(rt.goto(rt.formal(rt.up(f, 1, 858)?, 5, 858)?, 857));
            }
            3 => {
                // 47: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
                rt.step(Some(859))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 861)?, 7, 861)?, V::Int(1), 860)?; rt.store_slot(rt.up(f, 1, 859)?, 7, Some(Ty::Integer), v, 859)?; }
                rt.step(Some(862))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 864)?, 7, 864)?, 863)?; let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 866)?, 10, 866)?, rt.var(f, 1, 867)?, 865)?; rt.store1(rt.up(f, 2, 863)?, 9, i, v, 863, 862)?; }
                // 48: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
                rt.step(Some(868))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 2, 870)?, V::Int(0), 869)?, 868)? { pc = 8; continue; }
                pc = 6;
            }
            6 => {
                // 48: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
                rt.step(Some(871))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 873)?, 7, 873)?, V::Int(1), 872)?; rt.store_slot(rt.up(f, 1, 871)?, 7, Some(Ty::Integer), v, 871)?; }
                rt.step(Some(874))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 876)?, 7, 876)?, 875)?; let v = rt.var(f, 2, 877)?; rt.store1(rt.up(f, 2, 875)?, 9, i, v, 875, 874)?; }
                pc = 8;
            }
            8 => {
                // 49: m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))
                rt.step(Some(878))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 880)?, 7, 880)?, V::Int(1), 879)?; rt.store_slot(rt.up(f, 1, 878)?, 7, Some(Ty::Integer), v, 878)?; }
                rt.step(Some(881))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 883)?, 7, 883)?, 882)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.var(rt.up(f, 1, 887)?, 10, 887)?, rt.var(f, 1, 888)?, 886)?, rt.bin(Op::Mul, V::Int(10000), rt.bin(Op::Add, rt.var(rt.up(f, 1, 891)?, 18, 891)?, rt.var(rt.up(f, 1, 892)?, 11, 892)?, 890)?, 889)?, 885)?, 884)?; rt.store1(rt.up(f, 2, 882)?, 9, i, v, 882, 881)?; }
                pc = 10;
            }
            _ => return Ok(()),
        }
    }
}

static P7: rt::ProcDef = rt::ProcDef { name: "ХОД ПЕШКИ", params: &[(1, true, Spec::Simple(Ty::Integer), 893)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer)], body: p7_ХОДПЕШКИ, site: 894 };
/// The procedure `ХОД ПЕШКИ`.
fn p7_ХОДПЕШКИ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 53: if НА > 56 ∨ НА < 9 then
                rt.step(Some(895))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Greater, rt.var(f, 1, 898)?, V::Int(56), 897)?, rt.bin(Op::Less, rt.var(f, 1, 900)?, V::Int(9), 899)?, 896)?, 895)? { pc = 6; continue; }
                pc = 1;
            }
            1 => {
                // 54: begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end
                rt.step(Some(901))?;
                rt.invoke(&P6, rt.up(f, 1, 901)?.clone(), [V::Loc(f.clone(), 1), V::Int(5)], 901)?;
                rt.step(Some(902))?;
                rt.invoke(&P6, rt.up(f, 1, 902)?.clone(), [V::Loc(f.clone(), 1), V::Int(4)], 902)?;
                rt.step(Some(903))?;
                rt.invoke(&P6, rt.up(f, 1, 903)?.clone(), [V::Loc(f.clone(), 1), V::Int(3)], 903)?;
                rt.step(Some(904))?;
                rt.invoke(&P6, rt.up(f, 1, 904)?.clone(), [V::Loc(f.clone(), 1), V::Int(2)], 904)?;
                rt.step(None)?;
                { pc = 7; continue; }
            }
            6 => {
                // 55: else ЗАПИСЬ(НА, 0);
                rt.step(Some(905))?;
                rt.invoke(&P6, rt.up(f, 1, 905)?.clone(), [V::Loc(f.clone(), 1), V::Int(0)], 905)?;
                pc = 7;
            }
            _ => return Ok(()),
        }
    }
}

static P8: rt::ProcDef = rt::ProcDef { name: "РОКИРОВКА", params: &[(1, true, Spec::Simple(Ty::Integer), 906), (2, true, Spec::Simple(Ty::Integer), 907)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p8_РОКИРОВКА, site: 908 };
/// The procedure `РОКИРОВКА`.
fn p8_РОКИРОВКА(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[17];
    let mut pc = 0;
    loop {
        match p8_РОКИРОВКА_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p8_РОКИРОВКА` from instruction `pc` on.
fn p8_РОКИРОВКА_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 59: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
                rt.step(Some(909))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 2, 911)?, rt.var(rt.up(f, 1, 912)?, 8, 912)?, 910)?, 909)? { pc = 4; continue; }
                pc = 1;
            }
            1 => {
                // 59: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
                rt.step(Some(913))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 915)?, 8, 915)?, V::Int(1), 914)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 913)?; }
                rt.step(Some(916))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 2, 918)?, V::Int(1), 917)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 916)?; }
                rt.step(None)?;
                { pc = 6; continue; }
            }
            4 => {
                // 60: else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;
                rt.step(Some(919))?;
                { let v = rt.bin(Op::Add, rt.var(f, 2, 921)?, V::Int(1), 920)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 919)?; }
                rt.step(Some(922))?;
                { let v = rt.bin(Op::Sub, rt.var(rt.up(f, 1, 924)?, 8, 924)?, V::Int(1), 923)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 922)?; }
                pc = 6;
            }
            6 => {
                // 61: for П := ОТ step 1 until ДО do
                rt.step(Some(925))?;
                { let v = rt.var(f, 4, 926)?; rt.store_slot(f, 3, Some(Ty::Integer), v, 925)?; }
                rt.step(Some(925))?;
                { let v = rt.var(f, 3, 927)?; let b = V::Int(1); let c = rt.var(f, 5, 928)?; if rt.exhausted(&v, &b, &c, 925)? { pc = 13; continue; } }
                pc = 8;
            }
            8 => {
                rt.step(None)?;
                { pc = 10; continue; }
            }
            9 => {
                rt.step(None)?;
                { pc = 13; continue; }
            }
            10 => {
                // 62: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                rt.step(Some(929))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::NotEqual, { let fr = rt.up(f, 1, 932)?; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 3, 933)?, 932)?], 932)? } else { let a = rt.array(fr, 2, 932)?; rt.get(&a, &[rt.int(rt.var(f, 3, 933)?, 932)?], 932)? } }, V::Int(0), 931)?, rt.bin(Op::NotEqual, { let fr = rt.up(f, 1, 935)?; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 3, 936)?, 935)?], 935)? } else { let a = rt.array(fr, 3, 935)?; rt.get(&a, &[rt.int(rt.var(f, 3, 936)?, 935)?], 935)? } }, V::Int(0), 934)?, 930)?, 929)? { pc = 12; continue; }
                pc = 11;
            }
            11 => {
                // 62: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                rt.step(Some(937))?;
                { pc = 17; continue; }
            }
            12 => {
                // 61: for П := ОТ step 1 until ДО do
                rt.step(Some(925))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.var(f, 5, 928)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 925)? }; pc = if done { 13 } else { 10 }; continue; }
                { let v = rt.var(f, 3, 927)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 925)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 925)?; }
                { let v = rt.var(f, 3, 927)?; let b = V::Int(1); let c = rt.var(f, 5, 928)?; pc = if rt.exhausted(&v, &b, &c, 925)? { 13 } else { 10 }; continue; }
            }
            13 => {
                // 63: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
                rt.step(Some(938))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 940)?, 7, 940)?, V::Int(1), 939)?; rt.store_slot(rt.up(f, 1, 938)?, 7, Some(Ty::Integer), v, 938)?; }
                rt.step(Some(941))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 943)?, 7, 943)?, 942)?; let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 945)?, 10, 945)?, rt.var(f, 1, 946)?, 944)?; rt.store1(rt.up(f, 2, 942)?, 9, i, v, 942, 941)?; }
                // 64: m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);
                rt.step(Some(947))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 949)?, 7, 949)?, V::Int(1), 948)?; rt.store_slot(rt.up(f, 1, 947)?, 7, Some(Ty::Integer), v, 947)?; }
                rt.step(Some(950))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 952)?, 7, 952)?, 951)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(100), rt.var(f, 2, 957)?, 956)?, rt.bin(Op::IntDiv, rt.bin(Op::Add, rt.var(rt.up(f, 1, 960)?, 8, 960)?, rt.var(f, 1, 961)?, 959)?, V::Int(2), 958)?, 955)?, rt.bin(Op::Mul, V::Int(10000000), { let fr = rt.up(f, 1, 963)?; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 2, 964)?, 963)?], 963)? } else { let a = rt.array(fr, 2, 963)?; rt.get(&a, &[rt.int(rt.var(f, 2, 964)?, 963)?], 963)? } }, 962)?, 954)?, 953)?; rt.store1(rt.up(f, 2, 951)?, 9, i, v, 951, 950)?; }
                pc = 17;
            }
            _ => return Ok(()),
        }
    }
}

static P9: rt::ProcDef = rt::ProcDef { name: "ПЕЧАТЬ ПОЛЯ", params: &[(1, true, Spec::Simple(Ty::Integer), 965)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer)], body: p9_ПЕЧАТЬПОЛЯ, site: 966 };
/// The procedure `ПЕЧАТЬ ПОЛЯ`.
fn p9_ПЕЧАТЬПОЛЯ(rt: &Rt, f: &Fr) -> R<()> {
    // 257: outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);
    rt.step(Some(967))?;
    { V::Int(1); let text = rt.string(V::Str("abcdefgh"), 967)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 1, 969)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 973)?, V::Int(1), 972)?, V::Int(8), 971)?, V::Int(8), 970)?, 968)?, 967)?; V::Empty };
    // 258: outchar(1, '12345678', (П - 1) ÷ 8 + 1)
    rt.step(Some(974))?;
    { V::Int(1); let text = rt.string(V::Str("12345678"), 974)?; rt.outchar(text, rt.bin(Op::Add, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 978)?, V::Int(1), 977)?, V::Int(8), 976)?, V::Int(1), 975)?, 974)?; V::Empty };
    Ok(())
}

static T0: rt::ThunkDef = rt::ThunkDef { eval: t0, place: Some(t0_place) };
fn t0(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 2, 132)?, 131)?; rt.get1(f, 8, i, 131)? }, V::Int(-1), 130)?, 129)? { rt.bin(Op::Add, rt.var(f, 6, 134)?, V::Int(2), 133)? } else { rt.bin(Op::Add, rt.var(f, 6, 136)?, V::Int(1), 135)? }, 128)?; rt.get1(f, 9, i, 128)? })
}
fn t0_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 9, 128)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 2, 132)?, 131)?; rt.get1(f, 8, i, 131)? }, V::Int(-1), 130)?, 129)? { rt.bin(Op::Add, rt.var(f, 6, 134)?, V::Int(2), 133)? } else { rt.bin(Op::Add, rt.var(f, 6, 136)?, V::Int(1), 135)? }, 128)?]; rt.elem_place(a, &s, 128) }
}

static T1: rt::ThunkDef = rt::ThunkDef { eval: t1, place: Some(t1_place) };
fn t1(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 2, 145)?, 144)?; rt.get1(f, 8, i, 144)? }, V::Int(-1), 143)?, 142)? { rt.bin(Op::Add, rt.var(f, 5, 147)?, V::Int(2), 146)? } else { rt.bin(Op::Add, rt.var(f, 5, 149)?, V::Int(1), 148)? }, 141)?; rt.get1(f, 9, i, 141)? })
}
fn t1_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 9, 141)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 2, 145)?, 144)?; rt.get1(f, 8, i, 144)? }, V::Int(-1), 143)?, 142)? { rt.bin(Op::Add, rt.var(f, 5, 147)?, V::Int(2), 146)? } else { rt.bin(Op::Add, rt.var(f, 5, 149)?, V::Int(1), 148)? }, 141)?]; rt.elem_place(a, &s, 141) }
}

static T2: rt::ThunkDef = rt::ThunkDef { eval: t2, place: Some(t2_place) };
fn t2(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 2, 159)?, 158)?; rt.get1(f, 8, i, 158)? }, V::Int(-1), 157)?, 156)? { rt.bin(Op::Add, rt.var(f, 4, 161)?, V::Int(2), 160)? } else { rt.bin(Op::Add, rt.var(f, 4, 163)?, V::Int(1), 162)? }, 155)?; rt.get1(f, 9, i, 155)? })
}
fn t2_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 9, 155)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 2, 159)?, 158)?; rt.get1(f, 8, i, 158)? }, V::Int(-1), 157)?, 156)? { rt.bin(Op::Add, rt.var(f, 4, 161)?, V::Int(2), 160)? } else { rt.bin(Op::Add, rt.var(f, 4, 163)?, V::Int(1), 162)? }, 155)?]; rt.elem_place(a, &s, 155) }
}

static T3: rt::ThunkDef = rt::ThunkDef { eval: t3, place: None };
fn t3(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 16, 275)?, rt.var(f, 21, 276)?, 274)?)
}

static T4: rt::ThunkDef = rt::ThunkDef { eval: t4, place: None };
fn t4(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 16, 287)?, V::Int(1), 286)?)
}

static T5: rt::ThunkDef = rt::ThunkDef { eval: t5, place: None };
fn t5(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 16, 298)?, V::Int(1), 297)?)
}

static T6: rt::ThunkDef = rt::ThunkDef { eval: t6, place: None };
fn t6(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 22, 439)?, V::Int(2), 438)?)
}

static T7: rt::ThunkDef = rt::ThunkDef { eval: t7, place: None };
fn t7(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 22, 441)?, V::Int(3), 440)?)
}

static T8: rt::ThunkDef = rt::ThunkDef { eval: t8, place: None };
fn t8(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 22, 455)?, V::Int(2), 454)?)
}

static T9: rt::ThunkDef = rt::ThunkDef { eval: t9, place: None };
fn t9(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 22, 457)?, V::Int(4), 456)?)
}

static T10: rt::ThunkDef = rt::ThunkDef { eval: t10, place: None };
fn t10(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(rt.up(f, 1, 577)?, 2, 577)?, 576)?; rt.get1(rt.up(f, 1, 576)?, 8, i, 576)? }, V::Int(-1), 575)?, 574)? { rt.bin(Op::Sub, rt.var(f, 1, 579)?, V::Int(2), 578)? } else { rt.bin(Op::Sub, rt.var(f, 1, 581)?, V::Int(1), 580)? })
}

static T11: rt::ThunkDef = rt::ThunkDef { eval: t11, place: None };
fn t11(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Greater, { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(V::Int(0), 584)?], 584)? } else { let a = rt.array(fr, 4, 584)?; rt.get(&a, &[rt.int(V::Int(0), 584)?], 584)? } }, V::Int(0), 583)?, 582)? { V::Int(5) } else { V::Int(61) })
}

static T12: rt::ThunkDef = rt::ThunkDef { eval: t12, place: None };
fn t12(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::IntDiv, rt.var(f, 4, 779)?, V::Int(100), 778)?)
}

static T13: rt::ThunkDef = rt::ThunkDef { eval: t13, place: None };
fn t13(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 4, 782)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 4, 785)?, V::Int(100), 784)?, V::Int(100), 783)?, 781)?)
}

