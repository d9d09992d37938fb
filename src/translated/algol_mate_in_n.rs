//! Translated from ALGOL 60 by `attic translate programs/algol/mate-in-n.alg`.
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
"",
"",
"",
"",
"",
"  integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];",
"  Boolean array ВОЗМОЖЕН ПАТ[1:6];",
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
"  procedure СДЕЛАТЬ ХОД(i, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ, ДАЛЕЕ, РОКИРОВКА);",
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
"    if КОД = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then go to РОКИРОВКА;",
"    if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end",
"    else q[УРОВЕНЬ] := 0;",
"    if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;",
"    СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;",
"    ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;",
"    УРОВЕНЬ := УРОВЕНЬ + 1",
"",
"",
"",
"",
"",
"",
"",
"",
"",
"  Boolean procedure ПОД БОЕМ(П, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, ЧУЖИЕ ПОЛЯ);",
"",
"",
"    ПОД БОЕМ := true;",
"    В := (П - 1) - (П - 1) ÷ 8 × 8;  Г := (П - 1) ÷ 8;",
"    for j := 1 step 1 until 16 do",
"",
"      ПОЛЕ := ЧУЖИЕ ПОЛЯ[j];",
"      if ПОЛЕ ≠ 0 then",
"",
"        К := ЧУЖАЯ ДОСКА[ПОЛЕ] - 10 × j;",
"        if К > 0 ∧ К < 10 then",
"",
"          dx := В - ((ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8);  dy := Г - (ПОЛЕ - 1) ÷ 8;",
"          ax := abs(dx);  ay := abs(dy);",
"          if К = 2 then begin if ax × ay = 2 then go to ДА end",
"          else if К = 1 then begin if ax = 1 ∧ 8 × dy = ЧУЖИЕ ПОЛЯ[0] then go to ДА end",
"          else if К = 6 ∨ К = 7 then begin if ax < 2 ∧ ay < 2 then go to ДА end",
"          else if (ax = ay ∧ (К = 3 ∨ К = 5)) ∨",
"            ((ax = 0 ∨ ay = 0) ∧ (К = 4 ∨ К = 5 ∨ К = 8)) then",
"",
"            d := 8 × sign(dy) + sign(dx);  t := ПОЛЕ + d;",
"",
"            if t = П then go to ДА;",
"            if СВОЯ ДОСКА[t] = 0 ∧ ЧУЖАЯ ДОСКА[t] = 0 then",
"            begin t := t + d;  go to МЕЖДУ end",
"",
"",
"",
"",
"    ПОД БОЕМ := false;",
"",
"",
"",
"",
"",
"",
"  procedure НАЙТИ КОРОЛЯ(ПОЛЯ, ДОСКА, К);  integer array ПОЛЯ, ДОСКА;  integer К;",
"",
"    К := 0;",
"    for j := 1 step 1 until 16 do",
"      if ПОЛЯ[j] ≠ 0 then",
"      begin С := ДОСКА[ПОЛЯ[j]] - 10 × j;  if С = 6 ∨ С = 7 then К := j end",
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
"ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;",
"  for i := 0 step 1 until ss + 1 do",
"  begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;",
"",
"",
"",
"  ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;",
"  ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"  НАЙТИ КОРОЛЯ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, КОРОЛЬ БЕЛЫХ);",
"  НАЙТИ КОРОЛЯ(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ, КОРОЛЬ ЧЕРНЫХ);",
"  УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;",
"  n := РУБЕЖ ХОДОВ[0];",
"  ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);",
"  РУБЕЖ ХОДОВ[1] := n;",
"",
"  if s < 1 ∨ s > 6 then go to ОШИБКА В ЧИСЛЕ ХОДОВ;",
"  Л := 1;  ТЕК[1] := РУБЕЖ ХОДОВ[0] + 1;",
"СЛЕДУЮЩИЙ:",
"  УРОВЕНЬ := Л;  ТЕК[Л] := ТЕК[Л] + 1;",
"  if ТЕК[Л] > РУБЕЖ ХОДОВ[Л] then go to ИСЧЕРПАНО;",
"  if Л = ss - 1 then go to ПОСЛЕДНИЙ ХОД;",
"  if Л = ss then go to ОТВЕТ ЧЕРНЫХ;",
"  if Л ÷ 2 × 2 ≠ Л then",
"",
"    if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;",
"    ВОЗМОЖЕН ПАТ[Л ÷ 2 + 1] := true;",
"    ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, СЛЕДУЮЩИЙ)",
"",
"",
"",
"    ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ)",
"",
"ШАХ:",
"  Л := Л + 1;  ТЕК[Л] := РУБЕЖ ХОДОВ[Л - 1] + 1;  go to СЛЕДУЮЩИЙ;",
"",
"",
"",
"",
"  if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;",
"  СДЕЛАТЬ ХОД(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ, БЕЛЫЕ РОКИРУЮТ);",
"  if ¬ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then",
"    go to СЛЕДУЮЩИЙ;",
"  if ПОД БОЕМ(ПОЛЯ БЕЛЫХ[КОРОЛЬ БЕЛЫХ], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ ЧЕРНЫХ) then",
"    go to СЛЕДУЮЩИЙ;",
"  n := РУБЕЖ ХОДОВ[Л];",
"  ОБЗОР ХОДОВ(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, n, СЛЕДУЮЩИЙ);",
"  РУБЕЖ ХОДОВ[Л + 1] := n;",
"  go to ШАХ;",
"БЕЛЫЕ РОКИРУЮТ:",
"  ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, СЛЕДУЮЩИЙ);",
"  if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then go to ШАХ;",
"  go to СЛЕДУЮЩИЙ;",
"",
"",
"",
"ОТВЕТ ЧЕРНЫХ:",
"  СДЕЛАТЬ ХОД(ТЕК[Л], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, СЛЕДУЮЩИЙ, ЧЕРНЫЕ РОКИРУЮТ);",
"  if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then",
"    go to СЛЕДУЮЩИЙ;",
"  go to УШЛИ ОТ ШАХА;",
"ЧЕРНЫЕ РОКИРУЮТ:",
"  ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ);",
"УШЛИ ОТ ШАХА:",
"  УРОВЕНЬ := ss;",
"  ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],",
"",
"  ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"  Л := ss - 1;  go to СЛЕДУЮЩИЙ;",
"",
"  if Л = ss then go to БЕЛЫЕ ДАЛИ МАТ;",
"  if Л ÷ 2 × 2 ≠ Л then",
"",
"",
"    if Л = 1 then go to ХОДЫ ИСЧЕРПАНЫ;",
"    Л := Л - 1;  УРОВЕНЬ := Л;",
"    ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],",
"",
"    ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);",
"    Л := Л - 1;  go to СЛЕДУЮЩИЙ",
"",
"  if ВОЗМОЖЕН ПАТ[Л ÷ 2] then",
"",
"",
"    if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then",
"      go to БЕЛЫЕ ДАЛИ МАТ;",
"    Л := Л - 1;  go to СЛЕДУЮЩИЙ",
"",
"",
"",
"",
"",
"  if Л = 2 then go to ОТВЕТ;",
"  Л := Л - 1;  УРОВЕНЬ := Л;",
"  ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],",
"",
"  ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);",
"  Л := Л - 1;  go to СЛЕДУЮЩИЙ;",
"",
"ОТВЕТ:",
"  Б1 := ТЕК[1];  УРОВЕНЬ := 2;",
"  if ss = 2 then go to МАТ1;",
"  if ВОЗМОЖЕН ПАТ[1] then go to МАТ1;",
"  output('/,T,РЕШЕНИЕ,/');",
"  go to ПЕЧАТЬ ОТВЕТА;",
"МАТ1:",
"",
"ПЕЧАТЬ ОТВЕТА:",
"",
"  go to КОНЕЦ;",
"ХОДЫ ИСЧЕРПАНЫ:",
"",
"  go to КОНЕЦ;",
"ОШИБКА В ЧИСЛЕ ХОДОВ:",
"",
"  go to КОНЕЦ;",
"ОШИБКА:",
];

static SITES: &[rt::Site] = &[
rt::Site { line: 29, col: 17, width: 11, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 29, col: 39, width: 6, name: "СПИСОК" },
rt::Site { line: 29, col: 56, width: 3, name: "ТЕК" },
rt::Site { line: 30, col: 17, width: 12, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 31, col: 17, width: 11, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 31, col: 50, width: 10, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 32, col: 5, width: 13, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 375, col: 3, width: 21, name: "" },
rt::Site { line: 375, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 375, col: 27, width: 23, name: "" },
rt::Site { line: 375, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 376, col: 3, width: 22, name: "" },
rt::Site { line: 376, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 376, col: 28, width: 23, name: "" },
rt::Site { line: 376, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 377, col: 3, width: 21, name: "" },
rt::Site { line: 377, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 377, col: 27, width: 23, name: "" },
rt::Site { line: 377, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 378, col: 3, width: 21, name: "" },
rt::Site { line: 378, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 378, col: 27, width: 24, name: "" },
rt::Site { line: 378, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 379, col: 3, width: 21, name: "" },
rt::Site { line: 379, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 379, col: 27, width: 23, name: "" },
rt::Site { line: 379, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 380, col: 3, width: 21, name: "" },
rt::Site { line: 380, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 380, col: 27, width: 24, name: "" },
rt::Site { line: 380, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 381, col: 3, width: 22, name: "" },
rt::Site { line: 381, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 381, col: 28, width: 23, name: "" },
rt::Site { line: 381, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 382, col: 3, width: 22, name: "" },
rt::Site { line: 382, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 382, col: 28, width: 24, name: "" },
rt::Site { line: 382, col: 28, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 383, col: 3, width: 21, name: "" },
rt::Site { line: 383, col: 3, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 383, col: 27, width: 23, name: "" },
rt::Site { line: 383, col: 27, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 384, col: 3, width: 22, name: "" },
rt::Site { line: 384, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 384, col: 28, width: 24, name: "" },
rt::Site { line: 384, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 385, col: 3, width: 22, name: "" },
rt::Site { line: 385, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 385, col: 28, width: 25, name: "" },
rt::Site { line: 385, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 386, col: 3, width: 22, name: "" },
rt::Site { line: 386, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 386, col: 28, width: 25, name: "" },
rt::Site { line: 386, col: 28, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 387, col: 3, width: 23, name: "" },
rt::Site { line: 387, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 387, col: 29, width: 25, name: "" },
rt::Site { line: 387, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 388, col: 3, width: 23, name: "" },
rt::Site { line: 388, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 388, col: 29, width: 25, name: "" },
rt::Site { line: 388, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 389, col: 3, width: 23, name: "" },
rt::Site { line: 389, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 389, col: 29, width: 24, name: "" },
rt::Site { line: 389, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 390, col: 3, width: 23, name: "" },
rt::Site { line: 390, col: 3, width: 17, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 390, col: 29, width: 24, name: "" },
rt::Site { line: 390, col: 29, width: 19, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 391, col: 1, width: 1, name: "i" },
rt::Site { line: 392, col: 7, width: 1, name: "i" },
rt::Site { line: 392, col: 33, width: 38, name: "" },
rt::Site { line: 392, col: 33, width: 14, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 392, col: 45, width: 1, name: "i" },
rt::Site { line: 392, col: 51, width: 15, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 392, col: 64, width: 1, name: "i" },
rt::Site { line: 393, col: 1, width: 26, name: "input" },
rt::Site { line: 393, col: 30, width: 11, name: "" },
rt::Site { line: 393, col: 36, width: 5, name: "×" },
rt::Site { line: 393, col: 40, width: 1, name: "s" },
rt::Site { line: 394, col: 3, width: 1, name: "i" },
rt::Site { line: 394, col: 7, width: 1, name: "i" },
rt::Site { line: 394, col: 27, width: 6, name: "+" },
rt::Site { line: 394, col: 27, width: 2, name: "ss" },
rt::Site { line: 395, col: 9, width: 19, name: "" },
rt::Site { line: 395, col: 9, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 395, col: 21, width: 1, name: "i" },
rt::Site { line: 395, col: 31, width: 10, name: "" },
rt::Site { line: 395, col: 31, width: 4, name: "q" },
rt::Site { line: 395, col: 33, width: 1, name: "i" },
rt::Site { line: 399, col: 3, width: 18, name: "" },
rt::Site { line: 399, col: 3, width: 13, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 399, col: 24, width: 20, name: "" },
rt::Site { line: 399, col: 24, width: 14, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 400, col: 3, width: 35, name: "ВВОД ФИГУР" },
rt::Site { line: 400, col: 41, width: 37, name: "ВВОД ФИГУР" },
rt::Site { line: 401, col: 3, width: 51, name: "НАЙТИ КОРОЛЯ" },
rt::Site { line: 402, col: 3, width: 54, name: "НАЙТИ КОРОЛЯ" },
rt::Site { line: 403, col: 3, width: 12, name: "" },
rt::Site { line: 403, col: 18, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 404, col: 3, width: 19, name: "" },
rt::Site { line: 404, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 405, col: 3, width: 61, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 406, col: 3, width: 19, name: "" },
rt::Site { line: 406, col: 3, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 406, col: 21, width: 1, name: "n" },
rt::Site { line: 408, col: 6, width: 13, name: "" },
rt::Site { line: 408, col: 6, width: 13, name: "∨" },
rt::Site { line: 408, col: 6, width: 5, name: "<" },
rt::Site { line: 408, col: 6, width: 1, name: "s" },
rt::Site { line: 408, col: 14, width: 5, name: ">" },
rt::Site { line: 408, col: 14, width: 1, name: "s" },
rt::Site { line: 408, col: 31, width: 20, name: "" },
rt::Site { line: 409, col: 3, width: 6, name: "" },
rt::Site { line: 409, col: 12, width: 28, name: "" },
rt::Site { line: 409, col: 12, width: 6, name: "ТЕК" },
rt::Site { line: 409, col: 22, width: 18, name: "+" },
rt::Site { line: 409, col: 22, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 410, col: 1, width: 1, name: "" },
rt::Site { line: 411, col: 14, width: 1, name: "Л" },
rt::Site { line: 411, col: 18, width: 20, name: "" },
rt::Site { line: 411, col: 18, width: 6, name: "ТЕК" },
rt::Site { line: 411, col: 22, width: 1, name: "Л" },
rt::Site { line: 411, col: 28, width: 10, name: "+" },
rt::Site { line: 411, col: 28, width: 6, name: "ТЕК" },
rt::Site { line: 411, col: 32, width: 1, name: "Л" },
rt::Site { line: 412, col: 6, width: 23, name: "" },
rt::Site { line: 412, col: 6, width: 23, name: ">" },
rt::Site { line: 412, col: 6, width: 6, name: "ТЕК" },
rt::Site { line: 412, col: 10, width: 1, name: "Л" },
rt::Site { line: 412, col: 15, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 412, col: 27, width: 1, name: "Л" },
rt::Site { line: 412, col: 41, width: 9, name: "" },
rt::Site { line: 413, col: 6, width: 10, name: "" },
rt::Site { line: 413, col: 6, width: 10, name: "=" },
rt::Site { line: 413, col: 6, width: 1, name: "Л" },
rt::Site { line: 413, col: 10, width: 6, name: "-" },
rt::Site { line: 413, col: 10, width: 2, name: "ss" },
rt::Site { line: 413, col: 28, width: 13, name: "" },
rt::Site { line: 414, col: 6, width: 6, name: "" },
rt::Site { line: 414, col: 6, width: 6, name: "=" },
rt::Site { line: 414, col: 6, width: 1, name: "Л" },
rt::Site { line: 414, col: 10, width: 2, name: "ss" },
rt::Site { line: 414, col: 24, width: 12, name: "" },
rt::Site { line: 415, col: 6, width: 13, name: "" },
rt::Site { line: 415, col: 6, width: 13, name: "≠" },
rt::Site { line: 415, col: 6, width: 9, name: "×" },
rt::Site { line: 415, col: 6, width: 5, name: "÷" },
rt::Site { line: 415, col: 6, width: 1, name: "Л" },
rt::Site { line: 415, col: 18, width: 1, name: "Л" },
rt::Site { line: 417, col: 8, width: 5, name: "" },
rt::Site { line: 417, col: 8, width: 5, name: ">" },
rt::Site { line: 417, col: 8, width: 1, name: "Л" },
rt::Site { line: 417, col: 19, width: 28, name: "" },
rt::Site { line: 417, col: 19, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 417, col: 32, width: 5, name: "÷" },
rt::Site { line: 417, col: 32, width: 1, name: "Л" },
rt::Site { line: 418, col: 5, width: 31, name: "" },
rt::Site { line: 418, col: 5, width: 23, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 418, col: 18, width: 9, name: "+" },
rt::Site { line: 418, col: 18, width: 5, name: "÷" },
rt::Site { line: 418, col: 18, width: 1, name: "Л" },
rt::Site { line: 419, col: 5, width: 86, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 419, col: 21, width: 6, name: "ТЕК" },
rt::Site { line: 419, col: 25, width: 1, name: "Л" },
rt::Site { line: 423, col: 5, width: 86, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 423, col: 21, width: 6, name: "ТЕК" },
rt::Site { line: 423, col: 25, width: 1, name: "Л" },
rt::Site { line: 425, col: 1, width: 1, name: "" },
rt::Site { line: 426, col: 8, width: 5, name: "+" },
rt::Site { line: 426, col: 8, width: 1, name: "Л" },
rt::Site { line: 426, col: 16, width: 32, name: "" },
rt::Site { line: 426, col: 16, width: 6, name: "ТЕК" },
rt::Site { line: 426, col: 20, width: 1, name: "Л" },
rt::Site { line: 426, col: 26, width: 22, name: "+" },
rt::Site { line: 426, col: 26, width: 18, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 426, col: 38, width: 5, name: "-" },
rt::Site { line: 426, col: 38, width: 1, name: "Л" },
rt::Site { line: 426, col: 57, width: 9, name: "" },
rt::Site { line: 431, col: 6, width: 5, name: "" },
rt::Site { line: 431, col: 6, width: 5, name: ">" },
rt::Site { line: 431, col: 6, width: 1, name: "Л" },
rt::Site { line: 431, col: 17, width: 28, name: "" },
rt::Site { line: 431, col: 17, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 431, col: 30, width: 5, name: "÷" },
rt::Site { line: 431, col: 30, width: 1, name: "Л" },
rt::Site { line: 432, col: 3, width: 85, name: "СДЕЛАТЬ ХОД" },
rt::Site { line: 432, col: 15, width: 6, name: "ТЕК" },
rt::Site { line: 432, col: 19, width: 1, name: "Л" },
rt::Site { line: 433, col: 6, width: 77, name: "" },
rt::Site { line: 433, col: 6, width: 77, name: "" },
rt::Site { line: 433, col: 7, width: 75, name: "ПОД БОЕМ" },
rt::Site { line: 433, col: 16, width: 26, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 433, col: 28, width: 13, name: "КОРОЛЬ ЧЕРНЫХ" },
rt::Site { line: 434, col: 11, width: 9, name: "" },
rt::Site { line: 435, col: 6, width: 74, name: "" },
rt::Site { line: 435, col: 6, width: 74, name: "ПОД БОЕМ" },
rt::Site { line: 435, col: 15, width: 24, name: "ПОЛЯ БЕЛЫХ" },
rt::Site { line: 435, col: 26, width: 12, name: "КОРОЛЬ БЕЛЫХ" },
rt::Site { line: 436, col: 11, width: 9, name: "" },
rt::Site { line: 437, col: 3, width: 19, name: "" },
rt::Site { line: 437, col: 8, width: 14, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 437, col: 20, width: 1, name: "Л" },
rt::Site { line: 438, col: 3, width: 65, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 439, col: 3, width: 23, name: "" },
rt::Site { line: 439, col: 3, width: 18, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 439, col: 15, width: 5, name: "+" },
rt::Site { line: 439, col: 15, width: 1, name: "Л" },
rt::Site { line: 439, col: 25, width: 1, name: "n" },
rt::Site { line: 440, col: 9, width: 3, name: "" },
rt::Site { line: 441, col: 1, width: 1, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 442, col: 19, width: 6, name: "ТЕК" },
rt::Site { line: 442, col: 23, width: 1, name: "Л" },
rt::Site { line: 443, col: 6, width: 75, name: "" },
rt::Site { line: 443, col: 6, width: 75, name: "ПОД БОЕМ" },
rt::Site { line: 443, col: 15, width: 26, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 443, col: 27, width: 13, name: "КОРОЛЬ ЧЕРНЫХ" },
rt::Site { line: 443, col: 93, width: 3, name: "" },
rt::Site { line: 444, col: 9, width: 9, name: "" },
rt::Site { line: 448, col: 1, width: 1, name: "СДЕЛАТЬ ХОД" },
rt::Site { line: 449, col: 15, width: 6, name: "ТЕК" },
rt::Site { line: 449, col: 19, width: 1, name: "Л" },
rt::Site { line: 450, col: 6, width: 75, name: "" },
rt::Site { line: 450, col: 6, width: 75, name: "ПОД БОЕМ" },
rt::Site { line: 450, col: 15, width: 26, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 450, col: 27, width: 13, name: "КОРОЛЬ ЧЕРНЫХ" },
rt::Site { line: 451, col: 11, width: 9, name: "" },
rt::Site { line: 452, col: 9, width: 12, name: "" },
rt::Site { line: 453, col: 1, width: 1, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 454, col: 19, width: 6, name: "ТЕК" },
rt::Site { line: 454, col: 23, width: 1, name: "Л" },
rt::Site { line: 455, col: 1, width: 1, name: "" },
rt::Site { line: 456, col: 14, width: 2, name: "ss" },
rt::Site { line: 457, col: 3, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 457, col: 16, width: 58, name: "СПИСОК" },
rt::Site { line: 457, col: 26, width: 16, name: "" },
rt::Site { line: 457, col: 26, width: 16, name: "=" },
rt::Site { line: 457, col: 26, width: 10, name: "q" },
rt::Site { line: 457, col: 28, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 457, col: 47, width: 10, name: "+" },
rt::Site { line: 457, col: 47, width: 6, name: "ТЕК" },
rt::Site { line: 457, col: 51, width: 1, name: "Л" },
rt::Site { line: 457, col: 63, width: 10, name: "+" },
rt::Site { line: 457, col: 63, width: 6, name: "ТЕК" },
rt::Site { line: 457, col: 67, width: 1, name: "Л" },
rt::Site { line: 459, col: 3, width: 53, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 459, col: 18, width: 6, name: "ТЕК" },
rt::Site { line: 459, col: 22, width: 1, name: "Л" },
rt::Site { line: 460, col: 3, width: 11, name: "" },
rt::Site { line: 460, col: 8, width: 6, name: "-" },
rt::Site { line: 460, col: 8, width: 2, name: "ss" },
rt::Site { line: 460, col: 23, width: 9, name: "" },
rt::Site { line: 462, col: 6, width: 6, name: "" },
rt::Site { line: 462, col: 6, width: 6, name: "=" },
rt::Site { line: 462, col: 6, width: 1, name: "Л" },
rt::Site { line: 462, col: 10, width: 2, name: "ss" },
rt::Site { line: 462, col: 24, width: 14, name: "" },
rt::Site { line: 463, col: 6, width: 13, name: "" },
rt::Site { line: 463, col: 6, width: 13, name: "≠" },
rt::Site { line: 463, col: 6, width: 9, name: "×" },
rt::Site { line: 463, col: 6, width: 5, name: "÷" },
rt::Site { line: 463, col: 6, width: 1, name: "Л" },
rt::Site { line: 463, col: 18, width: 1, name: "Л" },
rt::Site { line: 466, col: 8, width: 5, name: "" },
rt::Site { line: 466, col: 8, width: 5, name: "=" },
rt::Site { line: 466, col: 8, width: 1, name: "Л" },
rt::Site { line: 466, col: 25, width: 14, name: "" },
rt::Site { line: 467, col: 5, width: 10, name: "" },
rt::Site { line: 467, col: 10, width: 5, name: "-" },
rt::Site { line: 467, col: 10, width: 1, name: "Л" },
rt::Site { line: 467, col: 18, width: 12, name: "" },
rt::Site { line: 467, col: 29, width: 1, name: "Л" },
rt::Site { line: 468, col: 5, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 468, col: 18, width: 58, name: "СПИСОК" },
rt::Site { line: 468, col: 28, width: 16, name: "" },
rt::Site { line: 468, col: 28, width: 16, name: "=" },
rt::Site { line: 468, col: 28, width: 10, name: "q" },
rt::Site { line: 468, col: 30, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 468, col: 49, width: 10, name: "+" },
rt::Site { line: 468, col: 49, width: 6, name: "ТЕК" },
rt::Site { line: 468, col: 53, width: 1, name: "Л" },
rt::Site { line: 468, col: 65, width: 10, name: "+" },
rt::Site { line: 468, col: 65, width: 6, name: "ТЕК" },
rt::Site { line: 468, col: 69, width: 1, name: "Л" },
rt::Site { line: 470, col: 5, width: 53, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 470, col: 20, width: 6, name: "ТЕК" },
rt::Site { line: 470, col: 24, width: 1, name: "Л" },
rt::Site { line: 471, col: 5, width: 10, name: "" },
rt::Site { line: 471, col: 10, width: 5, name: "-" },
rt::Site { line: 471, col: 10, width: 1, name: "Л" },
rt::Site { line: 471, col: 24, width: 9, name: "" },
rt::Site { line: 473, col: 6, width: 19, name: "" },
rt::Site { line: 473, col: 6, width: 19, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 473, col: 19, width: 5, name: "÷" },
rt::Site { line: 473, col: 19, width: 1, name: "Л" },
rt::Site { line: 476, col: 8, width: 75, name: "" },
rt::Site { line: 476, col: 8, width: 75, name: "ПОД БОЕМ" },
rt::Site { line: 476, col: 17, width: 26, name: "ПОЛЯ ЧЕРНЫХ" },
rt::Site { line: 476, col: 29, width: 13, name: "КОРОЛЬ ЧЕРНЫХ" },
rt::Site { line: 477, col: 13, width: 14, name: "" },
rt::Site { line: 478, col: 5, width: 10, name: "" },
rt::Site { line: 478, col: 10, width: 5, name: "-" },
rt::Site { line: 478, col: 10, width: 1, name: "Л" },
rt::Site { line: 478, col: 24, width: 9, name: "" },
rt::Site { line: 484, col: 6, width: 5, name: "" },
rt::Site { line: 484, col: 6, width: 5, name: "=" },
rt::Site { line: 484, col: 6, width: 1, name: "Л" },
rt::Site { line: 484, col: 23, width: 5, name: "" },
rt::Site { line: 485, col: 3, width: 10, name: "" },
rt::Site { line: 485, col: 8, width: 5, name: "-" },
rt::Site { line: 485, col: 8, width: 1, name: "Л" },
rt::Site { line: 485, col: 16, width: 12, name: "" },
rt::Site { line: 485, col: 27, width: 1, name: "Л" },
rt::Site { line: 486, col: 3, width: 1, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 486, col: 16, width: 58, name: "СПИСОК" },
rt::Site { line: 486, col: 26, width: 16, name: "" },
rt::Site { line: 486, col: 26, width: 16, name: "=" },
rt::Site { line: 486, col: 26, width: 10, name: "q" },
rt::Site { line: 486, col: 28, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 486, col: 47, width: 10, name: "+" },
rt::Site { line: 486, col: 47, width: 6, name: "ТЕК" },
rt::Site { line: 486, col: 51, width: 1, name: "Л" },
rt::Site { line: 486, col: 63, width: 10, name: "+" },
rt::Site { line: 486, col: 63, width: 6, name: "ТЕК" },
rt::Site { line: 486, col: 67, width: 1, name: "Л" },
rt::Site { line: 488, col: 3, width: 50, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 488, col: 18, width: 6, name: "ТЕК" },
rt::Site { line: 488, col: 22, width: 1, name: "Л" },
rt::Site { line: 489, col: 3, width: 10, name: "" },
rt::Site { line: 489, col: 8, width: 5, name: "-" },
rt::Site { line: 489, col: 8, width: 1, name: "Л" },
rt::Site { line: 489, col: 22, width: 9, name: "" },
rt::Site { line: 491, col: 1, width: 1, name: "" },
rt::Site { line: 492, col: 9, width: 6, name: "ТЕК" },
rt::Site { line: 492, col: 18, width: 12, name: "" },
rt::Site { line: 493, col: 6, width: 6, name: "" },
rt::Site { line: 493, col: 6, width: 6, name: "=" },
rt::Site { line: 493, col: 6, width: 2, name: "ss" },
rt::Site { line: 493, col: 24, width: 4, name: "" },
rt::Site { line: 494, col: 6, width: 15, name: "" },
rt::Site { line: 494, col: 6, width: 15, name: "ВОЗМОЖЕН ПАТ" },
rt::Site { line: 494, col: 33, width: 4, name: "" },
rt::Site { line: 495, col: 3, width: 23, name: "output" },
rt::Site { line: 496, col: 9, width: 13, name: "" },
rt::Site { line: 497, col: 1, width: 1, name: "output" },
rt::Site { line: 499, col: 1, width: 1, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 501, col: 9, width: 5, name: "" },
rt::Site { line: 502, col: 1, width: 1, name: "output" },
rt::Site { line: 504, col: 9, width: 5, name: "" },
rt::Site { line: 505, col: 1, width: 1, name: "output" },
rt::Site { line: 507, col: 9, width: 5, name: "" },
rt::Site { line: 508, col: 1, width: 1, name: "output" },
rt::Site { line: 42, col: 25, width: 4, name: "ПОЛЯ" },
rt::Site { line: 42, col: 31, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 42, col: 43, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 42, col: 56, width: 1, name: "n" },
rt::Site { line: 42, col: 59, width: 5, name: "МЕТКА" },
rt::Site { line: 42, col: 13, width: 11, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 76, col: 5, width: 10, name: "" },
rt::Site { line: 76, col: 10, width: 5, name: "+" },
rt::Site { line: 76, col: 10, width: 1, name: "n" },
rt::Site { line: 76, col: 18, width: 14, name: "" },
rt::Site { line: 76, col: 18, width: 9, name: "СПИСОК" },
rt::Site { line: 76, col: 25, width: 1, name: "m" },
rt::Site { line: 77, col: 5, width: 15, name: "" },
rt::Site { line: 77, col: 13, width: 7, name: "ПОЛЯ" },
rt::Site { line: 77, col: 23, width: 33, name: "" },
rt::Site { line: 77, col: 33, width: 8, name: "" },
rt::Site { line: 77, col: 33, width: 8, name: ">" },
rt::Site { line: 77, col: 33, width: 4, name: "НАПР" },
rt::Site { line: 78, col: 5, width: 1, name: "j" },
rt::Site { line: 78, col: 9, width: 1, name: "j" },
rt::Site { line: 80, col: 7, width: 15, name: "" },
rt::Site { line: 80, col: 15, width: 7, name: "ПОЛЯ" },
rt::Site { line: 80, col: 20, width: 1, name: "j" },
rt::Site { line: 81, col: 10, width: 8, name: "" },
rt::Site { line: 81, col: 10, width: 8, name: "≠" },
rt::Site { line: 81, col: 10, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 9, width: 32, name: "" },
rt::Site { line: 83, col: 16, width: 25, name: "-" },
rt::Site { line: 83, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 83, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 83, col: 35, width: 6, name: "×" },
rt::Site { line: 83, col: 40, width: 1, name: "j" },
rt::Site { line: 84, col: 12, width: 18, name: "" },
rt::Site { line: 84, col: 12, width: 18, name: "∧" },
rt::Site { line: 84, col: 12, width: 7, name: ">" },
rt::Site { line: 84, col: 12, width: 3, name: "КОД" },
rt::Site { line: 84, col: 22, width: 8, name: "<" },
rt::Site { line: 84, col: 22, width: 3, name: "КОД" },
rt::Site { line: 86, col: 11, width: 36, name: "" },
rt::Site { line: 86, col: 16, width: 31, name: "-" },
rt::Site { line: 86, col: 17, width: 8, name: "-" },
rt::Site { line: 86, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 86, col: 29, width: 18, name: "×" },
rt::Site { line: 86, col: 29, width: 14, name: "÷" },
rt::Site { line: 86, col: 30, width: 8, name: "-" },
rt::Site { line: 86, col: 30, width: 4, name: "ПОЛЕ" },
rt::Site { line: 86, col: 50, width: 19, name: "" },
rt::Site { line: 86, col: 55, width: 14, name: "÷" },
rt::Site { line: 86, col: 56, width: 8, name: "-" },
rt::Site { line: 86, col: 56, width: 4, name: "ПОЛЕ" },
rt::Site { line: 87, col: 11, width: 20, name: "" },
rt::Site { line: 87, col: 21, width: 10, name: "×" },
rt::Site { line: 87, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 87, col: 34, width: 33, name: "" },
rt::Site { line: 87, col: 44, width: 23, name: "×" },
rt::Site { line: 87, col: 51, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 87, col: 62, width: 4, name: "ПОЛЕ" },
rt::Site { line: 88, col: 14, width: 7, name: "" },
rt::Site { line: 88, col: 14, width: 7, name: "=" },
rt::Site { line: 88, col: 14, width: 3, name: "КОД" },
rt::Site { line: 90, col: 13, width: 16, name: "" },
rt::Site { line: 90, col: 18, width: 11, name: "+" },
rt::Site { line: 90, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 90, col: 25, width: 4, name: "НАПР" },
rt::Site { line: 91, col: 16, width: 17, name: "" },
rt::Site { line: 91, col: 16, width: 17, name: "=" },
rt::Site { line: 91, col: 16, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 91, col: 27, width: 1, name: "t" },
rt::Site { line: 93, col: 18, width: 18, name: "" },
rt::Site { line: 93, col: 18, width: 18, name: "=" },
rt::Site { line: 93, col: 18, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 93, col: 30, width: 1, name: "t" },
rt::Site { line: 95, col: 17, width: 12, name: "ХОД ПЕШКИ" },
rt::Site { line: 96, col: 20, width: 30, name: "" },
rt::Site { line: 96, col: 20, width: 30, name: "=" },
rt::Site { line: 96, col: 20, width: 1, name: "Г" },
rt::Site { line: 96, col: 28, width: 8, name: "" },
rt::Site { line: 96, col: 28, width: 8, name: ">" },
rt::Site { line: 96, col: 28, width: 4, name: "НАПР" },
rt::Site { line: 98, col: 22, width: 24, name: "" },
rt::Site { line: 98, col: 22, width: 24, name: "=" },
rt::Site { line: 98, col: 22, width: 20, name: "СВОЯ ДОСКА" },
rt::Site { line: 98, col: 33, width: 8, name: "+" },
rt::Site { line: 98, col: 33, width: 1, name: "t" },
rt::Site { line: 98, col: 37, width: 4, name: "НАПР" },
rt::Site { line: 99, col: 28, width: 25, name: "" },
rt::Site { line: 99, col: 28, width: 25, name: "=" },
rt::Site { line: 99, col: 28, width: 21, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 99, col: 40, width: 8, name: "+" },
rt::Site { line: 99, col: 40, width: 1, name: "t" },
rt::Site { line: 99, col: 44, width: 4, name: "НАПР" },
rt::Site { line: 99, col: 59, width: 19, name: "ЗАПИСЬ" },
rt::Site { line: 99, col: 66, width: 8, name: "+" },
rt::Site { line: 99, col: 66, width: 1, name: "t" },
rt::Site { line: 99, col: 70, width: 4, name: "НАПР" },
rt::Site { line: 103, col: 16, width: 5, name: "" },
rt::Site { line: 103, col: 16, width: 5, name: ">" },
rt::Site { line: 103, col: 16, width: 1, name: "В" },
rt::Site { line: 103, col: 36, width: 22, name: "" },
rt::Site { line: 103, col: 36, width: 22, name: "≠" },
rt::Site { line: 103, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 103, col: 48, width: 5, name: "-" },
rt::Site { line: 103, col: 48, width: 1, name: "t" },
rt::Site { line: 103, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 103, col: 74, width: 5, name: "-" },
rt::Site { line: 103, col: 74, width: 1, name: "t" },
rt::Site { line: 104, col: 16, width: 5, name: "" },
rt::Site { line: 104, col: 16, width: 5, name: "<" },
rt::Site { line: 104, col: 16, width: 1, name: "В" },
rt::Site { line: 104, col: 36, width: 22, name: "" },
rt::Site { line: 104, col: 36, width: 22, name: "≠" },
rt::Site { line: 104, col: 36, width: 18, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 104, col: 48, width: 5, name: "+" },
rt::Site { line: 104, col: 48, width: 1, name: "t" },
rt::Site { line: 104, col: 64, width: 16, name: "ХОД ПЕШКИ" },
rt::Site { line: 104, col: 74, width: 5, name: "+" },
rt::Site { line: 104, col: 74, width: 1, name: "t" },
rt::Site { line: 108, col: 16, width: 7, name: "" },
rt::Site { line: 108, col: 16, width: 7, name: "=" },
rt::Site { line: 108, col: 16, width: 3, name: "КОД" },
rt::Site { line: 108, col: 35, width: 11, name: "" },
rt::Site { line: 108, col: 49, width: 16, name: "" },
rt::Site { line: 109, col: 21, width: 7, name: "" },
rt::Site { line: 109, col: 21, width: 7, name: "=" },
rt::Site { line: 109, col: 21, width: 3, name: "КОД" },
rt::Site { line: 109, col: 40, width: 11, name: "" },
rt::Site { line: 109, col: 54, width: 15, name: "" },
rt::Site { line: 110, col: 21, width: 17, name: "" },
rt::Site { line: 110, col: 21, width: 17, name: "∨" },
rt::Site { line: 110, col: 21, width: 7, name: "=" },
rt::Site { line: 110, col: 21, width: 3, name: "КОД" },
rt::Site { line: 110, col: 31, width: 7, name: "=" },
rt::Site { line: 110, col: 31, width: 3, name: "КОД" },
rt::Site { line: 110, col: 50, width: 11, name: "" },
rt::Site { line: 110, col: 64, width: 15, name: "" },
rt::Site { line: 111, col: 24, width: 11, name: "" },
rt::Site { line: 111, col: 38, width: 15, name: "" },
rt::Site { line: 112, col: 13, width: 43, name: "" },
rt::Site { line: 112, col: 29, width: 27, name: "∧" },
rt::Site { line: 112, col: 29, width: 17, name: "∧" },
rt::Site { line: 112, col: 29, width: 7, name: "≠" },
rt::Site { line: 112, col: 29, width: 3, name: "КОД" },
rt::Site { line: 112, col: 39, width: 7, name: "≠" },
rt::Site { line: 112, col: 39, width: 3, name: "КОД" },
rt::Site { line: 112, col: 49, width: 7, name: "≠" },
rt::Site { line: 112, col: 49, width: 3, name: "КОД" },
rt::Site { line: 113, col: 13, width: 1, name: "k" },
rt::Site { line: 113, col: 22, width: 6, name: "ПЕРВОЕ" },
rt::Site { line: 113, col: 17, width: 1, name: "k" },
rt::Site { line: 113, col: 42, width: 9, name: "ПОСЛЕДНЕЕ" },
rt::Site { line: 115, col: 15, width: 6, name: "" },
rt::Site { line: 115, col: 20, width: 1, name: "В" },
rt::Site { line: 115, col: 24, width: 6, name: "" },
rt::Site { line: 115, col: 29, width: 1, name: "Г" },
rt::Site { line: 116, col: 13, width: 1, name: "" },
rt::Site { line: 117, col: 20, width: 20, name: "+" },
rt::Site { line: 117, col: 20, width: 1, name: "x" },
rt::Site { line: 117, col: 24, width: 16, name: "ШАГ ВЕРТИКАЛИ" },
rt::Site { line: 117, col: 38, width: 1, name: "k" },
rt::Site { line: 117, col: 43, width: 27, name: "" },
rt::Site { line: 117, col: 48, width: 22, name: "+" },
rt::Site { line: 117, col: 48, width: 1, name: "y" },
rt::Site { line: 117, col: 52, width: 18, name: "ШАГ ГОРИЗОНТАЛИ" },
rt::Site { line: 117, col: 68, width: 1, name: "k" },
rt::Site { line: 118, col: 18, width: 29, name: "" },
rt::Site { line: 118, col: 18, width: 29, name: "∧" },
rt::Site { line: 118, col: 18, width: 21, name: "∧" },
rt::Site { line: 118, col: 18, width: 13, name: "∧" },
rt::Site { line: 118, col: 18, width: 5, name: "≥" },
rt::Site { line: 118, col: 18, width: 1, name: "x" },
rt::Site { line: 118, col: 26, width: 5, name: "<" },
rt::Site { line: 118, col: 26, width: 1, name: "x" },
rt::Site { line: 118, col: 34, width: 5, name: "≥" },
rt::Site { line: 118, col: 34, width: 1, name: "y" },
rt::Site { line: 118, col: 42, width: 5, name: "<" },
rt::Site { line: 118, col: 42, width: 1, name: "y" },
rt::Site { line: 120, col: 17, width: 18, name: "" },
rt::Site { line: 120, col: 22, width: 13, name: "+" },
rt::Site { line: 120, col: 22, width: 9, name: "+" },
rt::Site { line: 120, col: 22, width: 5, name: "×" },
rt::Site { line: 120, col: 26, width: 1, name: "y" },
rt::Site { line: 120, col: 30, width: 1, name: "x" },
rt::Site { line: 121, col: 20, width: 17, name: "" },
rt::Site { line: 121, col: 20, width: 17, name: "=" },
rt::Site { line: 121, col: 20, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 121, col: 31, width: 1, name: "t" },
rt::Site { line: 123, col: 19, width: 19, name: "" },
rt::Site { line: 123, col: 24, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 123, col: 36, width: 1, name: "t" },
rt::Site { line: 124, col: 22, width: 5, name: "" },
rt::Site { line: 124, col: 22, width: 5, name: "≠" },
rt::Site { line: 124, col: 22, width: 1, name: "С" },
rt::Site { line: 125, col: 28, width: 41, name: "" },
rt::Site { line: 125, col: 28, width: 41, name: "∨" },
rt::Site { line: 125, col: 28, width: 19, name: "=" },
rt::Site { line: 125, col: 28, width: 15, name: "-" },
rt::Site { line: 125, col: 28, width: 1, name: "С" },
rt::Site { line: 125, col: 32, width: 11, name: "×" },
rt::Site { line: 125, col: 32, width: 6, name: "÷" },
rt::Site { line: 125, col: 32, width: 1, name: "С" },
rt::Site { line: 125, col: 50, width: 19, name: "=" },
rt::Site { line: 125, col: 50, width: 15, name: "-" },
rt::Site { line: 125, col: 50, width: 1, name: "С" },
rt::Site { line: 125, col: 54, width: 11, name: "×" },
rt::Site { line: 125, col: 54, width: 6, name: "÷" },
rt::Site { line: 125, col: 54, width: 1, name: "С" },
rt::Site { line: 125, col: 81, width: 5, name: "" },
rt::Site { line: 125, col: 81, width: 5, name: "МЕТКА" },
rt::Site { line: 126, col: 19, width: 27, name: "" },
rt::Site { line: 126, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 126, col: 26, width: 5, name: "+" },
rt::Site { line: 126, col: 26, width: 1, name: "m" },
rt::Site { line: 126, col: 36, width: 10, name: "+" },
rt::Site { line: 126, col: 36, width: 6, name: "ОТКУДА" },
rt::Site { line: 126, col: 45, width: 1, name: "t" },
rt::Site { line: 127, col: 19, width: 53, name: "" },
rt::Site { line: 127, col: 19, width: 13, name: "СПИСОК" },
rt::Site { line: 127, col: 26, width: 5, name: "+" },
rt::Site { line: 127, col: 26, width: 1, name: "m" },
rt::Site { line: 127, col: 36, width: 36, name: "" },
rt::Site { line: 127, col: 38, width: 32, name: "+" },
rt::Site { line: 127, col: 38, width: 10, name: "+" },
rt::Site { line: 127, col: 38, width: 6, name: "ОТКУДА" },
rt::Site { line: 127, col: 47, width: 1, name: "t" },
rt::Site { line: 127, col: 51, width: 19, name: "×" },
rt::Site { line: 127, col: 60, width: 10, name: "+" },
rt::Site { line: 127, col: 60, width: 1, name: "С" },
rt::Site { line: 127, col: 64, width: 6, name: "ФИГУРА" },
rt::Site { line: 128, col: 19, width: 10, name: "" },
rt::Site { line: 128, col: 24, width: 5, name: "+" },
rt::Site { line: 128, col: 24, width: 1, name: "m" },
rt::Site { line: 129, col: 22, width: 20, name: "" },
rt::Site { line: 129, col: 22, width: 20, name: "∧" },
rt::Site { line: 129, col: 22, width: 12, name: "ДАЛЬНОБОЙНАЯ" },
rt::Site { line: 129, col: 37, width: 5, name: "=" },
rt::Site { line: 129, col: 37, width: 1, name: "С" },
rt::Site { line: 129, col: 54, width: 3, name: "" },
rt::Site { line: 133, col: 16, width: 20, name: "" },
rt::Site { line: 133, col: 16, width: 20, name: "∧" },
rt::Site { line: 133, col: 16, width: 7, name: "=" },
rt::Site { line: 133, col: 16, width: 3, name: "КОД" },
rt::Site { line: 133, col: 26, width: 10, name: "=" },
rt::Site { line: 133, col: 26, width: 4, name: "ПОЛЕ" },
rt::Site { line: 133, col: 33, width: 3, name: "ДОМ" },
rt::Site { line: 135, col: 18, width: 55, name: "" },
rt::Site { line: 135, col: 18, width: 55, name: "=" },
rt::Site { line: 135, col: 18, width: 51, name: "-" },
rt::Site { line: 135, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 135, col: 29, width: 7, name: "+" },
rt::Site { line: 135, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 135, col: 40, width: 29, name: "×" },
rt::Site { line: 135, col: 40, width: 24, name: "÷" },
rt::Site { line: 135, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 135, col: 51, width: 7, name: "+" },
rt::Site { line: 135, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 136, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 136, col: 27, width: 7, name: "+" },
rt::Site { line: 136, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 136, col: 36, width: 7, name: "+" },
rt::Site { line: 136, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 137, col: 18, width: 55, name: "" },
rt::Site { line: 137, col: 18, width: 55, name: "=" },
rt::Site { line: 137, col: 18, width: 51, name: "-" },
rt::Site { line: 137, col: 18, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 137, col: 29, width: 7, name: "-" },
rt::Site { line: 137, col: 29, width: 3, name: "ДОМ" },
rt::Site { line: 137, col: 40, width: 29, name: "×" },
rt::Site { line: 137, col: 40, width: 24, name: "÷" },
rt::Site { line: 137, col: 40, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 137, col: 51, width: 7, name: "-" },
rt::Site { line: 137, col: 51, width: 3, name: "ДОМ" },
rt::Site { line: 138, col: 17, width: 27, name: "РОКИРОВКА" },
rt::Site { line: 138, col: 27, width: 7, name: "-" },
rt::Site { line: 138, col: 27, width: 3, name: "ДОМ" },
rt::Site { line: 138, col: 36, width: 7, name: "-" },
rt::Site { line: 138, col: 36, width: 3, name: "ДОМ" },
rt::Site { line: 144, col: 5, width: 1, name: "" },
rt::Site { line: 144, col: 5, width: 1, name: "n" },
rt::Site { line: 144, col: 10, width: 1, name: "m" },
rt::Site { line: 153, col: 26, width: 1, name: "З" },
rt::Site { line: 153, col: 29, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 153, col: 41, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 153, col: 54, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 153, col: 13, width: 12, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 156, col: 5, width: 7, name: "" },
rt::Site { line: 156, col: 10, width: 2, name: "" },
rt::Site { line: 156, col: 11, width: 1, name: "З" },
rt::Site { line: 157, col: 5, width: 17, name: "" },
rt::Site { line: 157, col: 10, width: 12, name: "÷" },
rt::Site { line: 157, col: 10, width: 1, name: "З" },
rt::Site { line: 157, col: 25, width: 21, name: "" },
rt::Site { line: 157, col: 30, width: 16, name: "-" },
rt::Site { line: 157, col: 30, width: 1, name: "З" },
rt::Site { line: 157, col: 34, width: 12, name: "×" },
rt::Site { line: 157, col: 45, width: 1, name: "М" },
rt::Site { line: 158, col: 5, width: 14, name: "" },
rt::Site { line: 158, col: 10, width: 9, name: "÷" },
rt::Site { line: 158, col: 10, width: 1, name: "З" },
rt::Site { line: 158, col: 22, width: 18, name: "" },
rt::Site { line: 158, col: 27, width: 13, name: "-" },
rt::Site { line: 158, col: 27, width: 1, name: "З" },
rt::Site { line: 158, col: 31, width: 9, name: "×" },
rt::Site { line: 158, col: 39, width: 1, name: "С" },
rt::Site { line: 159, col: 5, width: 13, name: "" },
rt::Site { line: 159, col: 11, width: 7, name: "÷" },
rt::Site { line: 159, col: 11, width: 1, name: "З" },
rt::Site { line: 159, col: 21, width: 18, name: "" },
rt::Site { line: 159, col: 27, width: 12, name: "-" },
rt::Site { line: 159, col: 27, width: 1, name: "З" },
rt::Site { line: 159, col: 31, width: 8, name: "×" },
rt::Site { line: 159, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 160, col: 5, width: 19, name: "" },
rt::Site { line: 160, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 160, col: 16, width: 2, name: "НА" },
rt::Site { line: 160, col: 27, width: 20, name: "" },
rt::Site { line: 160, col: 27, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 160, col: 39, width: 2, name: "НА" },
rt::Site { line: 160, col: 46, width: 1, name: "С" },
rt::Site { line: 161, col: 5, width: 19, name: "" },
rt::Site { line: 161, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 161, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 161, col: 23, width: 1, name: "М" },
rt::Site { line: 161, col: 27, width: 1, name: "" },
rt::Site { line: 161, col: 27, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 161, col: 37, width: 6, name: "÷" },
rt::Site { line: 161, col: 37, width: 1, name: "М" },
rt::Site { line: 161, col: 48, width: 2, name: "ИЗ" },
rt::Site { line: 169, col: 28, width: 1, name: "i" },
rt::Site { line: 169, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 169, col: 36, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 169, col: 47, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 169, col: 13, width: 14, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 172, col: 8, width: 21, name: "" },
rt::Site { line: 172, col: 8, width: 21, name: "=" },
rt::Site { line: 172, col: 8, width: 15, name: "÷" },
rt::Site { line: 172, col: 8, width: 9, name: "СПИСОК" },
rt::Site { line: 172, col: 15, width: 1, name: "i" },
rt::Site { line: 172, col: 26, width: 3, name: "ДОМ" },
rt::Site { line: 174, col: 7, width: 27, name: "" },
rt::Site { line: 174, col: 13, width: 21, name: "-" },
rt::Site { line: 174, col: 13, width: 9, name: "СПИСОК" },
rt::Site { line: 174, col: 20, width: 1, name: "i" },
rt::Site { line: 174, col: 25, width: 9, name: "×" },
rt::Site { line: 174, col: 31, width: 3, name: "ДОМ" },
rt::Site { line: 175, col: 10, width: 27, name: "" },
rt::Site { line: 175, col: 10, width: 27, name: "∨" },
rt::Site { line: 175, col: 10, width: 12, name: "=" },
rt::Site { line: 175, col: 10, width: 2, name: "НА" },
rt::Site { line: 175, col: 15, width: 7, name: "+" },
rt::Site { line: 175, col: 15, width: 3, name: "ДОМ" },
rt::Site { line: 175, col: 25, width: 12, name: "=" },
rt::Site { line: 175, col: 25, width: 2, name: "НА" },
rt::Site { line: 175, col: 30, width: 7, name: "-" },
rt::Site { line: 175, col: 30, width: 3, name: "ДОМ" },
rt::Site { line: 177, col: 9, width: 19, name: "" },
rt::Site { line: 177, col: 14, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 177, col: 25, width: 2, name: "НА" },
rt::Site { line: 178, col: 12, width: 19, name: "" },
rt::Site { line: 178, col: 12, width: 19, name: "=" },
rt::Site { line: 178, col: 12, width: 15, name: "-" },
rt::Site { line: 178, col: 12, width: 1, name: "К" },
rt::Site { line: 178, col: 16, width: 11, name: "×" },
rt::Site { line: 178, col: 16, width: 6, name: "÷" },
rt::Site { line: 178, col: 16, width: 1, name: "К" },
rt::Site { line: 179, col: 15, width: 19, name: "" },
rt::Site { line: 179, col: 15, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 179, col: 26, width: 2, name: "НА" },
rt::Site { line: 179, col: 37, width: 24, name: "" },
rt::Site { line: 179, col: 37, width: 15, name: "СВОЯ ДОСКА" },
rt::Site { line: 179, col: 48, width: 3, name: "ДОМ" },
rt::Site { line: 179, col: 56, width: 5, name: "+" },
rt::Site { line: 179, col: 56, width: 1, name: "К" },
rt::Site { line: 179, col: 64, width: 25, name: "" },
rt::Site { line: 179, col: 64, width: 17, name: "СВОИ ПОЛЯ" },
rt::Site { line: 179, col: 74, width: 6, name: "÷" },
rt::Site { line: 179, col: 74, width: 1, name: "К" },
rt::Site { line: 179, col: 85, width: 3, name: "ДОМ" },
rt::Site { line: 192, col: 29, width: 1, name: "i" },
rt::Site { line: 192, col: 32, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 192, col: 44, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 192, col: 57, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 192, col: 68, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 192, col: 80, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 192, col: 13, width: 15, name: "ВЫПОЛНЕНИЕ ХОДА" },
rt::Site { line: 196, col: 5, width: 14, name: "" },
rt::Site { line: 196, col: 10, width: 9, name: "СПИСОК" },
rt::Site { line: 196, col: 17, width: 1, name: "i" },
rt::Site { line: 197, col: 8, width: 5, name: "" },
rt::Site { line: 197, col: 8, width: 5, name: "<" },
rt::Site { line: 197, col: 8, width: 1, name: "Х" },
rt::Site { line: 199, col: 7, width: 51, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 200, col: 7, width: 1, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 200, col: 25, width: 16, name: "" },
rt::Site { line: 200, col: 25, width: 16, name: "=" },
rt::Site { line: 200, col: 25, width: 10, name: "q" },
rt::Site { line: 200, col: 27, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 200, col: 46, width: 5, name: "-" },
rt::Site { line: 200, col: 46, width: 1, name: "i" },
rt::Site { line: 200, col: 57, width: 5, name: "-" },
rt::Site { line: 200, col: 57, width: 1, name: "i" },
rt::Site { line: 201, col: 12, width: 16, name: "" },
rt::Site { line: 201, col: 12, width: 16, name: ">" },
rt::Site { line: 201, col: 12, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 202, col: 13, width: 5, name: "" },
rt::Site { line: 202, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 204, col: 8, width: 7, name: "" },
rt::Site { line: 204, col: 8, width: 7, name: "<" },
rt::Site { line: 204, col: 8, width: 1, name: "Х" },
rt::Site { line: 204, col: 27, width: 5, name: "" },
rt::Site { line: 204, col: 27, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 205, col: 5, width: 13, name: "" },
rt::Site { line: 205, col: 11, width: 7, name: "÷" },
rt::Site { line: 205, col: 11, width: 1, name: "Х" },
rt::Site { line: 205, col: 21, width: 18, name: "" },
rt::Site { line: 205, col: 27, width: 12, name: "-" },
rt::Site { line: 205, col: 27, width: 1, name: "Х" },
rt::Site { line: 205, col: 31, width: 8, name: "×" },
rt::Site { line: 205, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 206, col: 5, width: 19, name: "" },
rt::Site { line: 206, col: 10, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 206, col: 21, width: 2, name: "ИЗ" },
rt::Site { line: 206, col: 27, width: 11, name: "" },
rt::Site { line: 206, col: 32, width: 6, name: "÷" },
rt::Site { line: 206, col: 32, width: 1, name: "М" },
rt::Site { line: 206, col: 41, width: 17, name: "" },
rt::Site { line: 206, col: 48, width: 10, name: "-" },
rt::Site { line: 206, col: 48, width: 1, name: "М" },
rt::Site { line: 206, col: 52, width: 6, name: "×" },
rt::Site { line: 206, col: 57, width: 1, name: "j" },
rt::Site { line: 207, col: 8, width: 17, name: "" },
rt::Site { line: 207, col: 8, width: 17, name: ">" },
rt::Site { line: 207, col: 8, width: 13, name: "СПИСОК" },
rt::Site { line: 207, col: 15, width: 5, name: "+" },
rt::Site { line: 207, col: 15, width: 1, name: "i" },
rt::Site { line: 207, col: 37, width: 16, name: "" },
rt::Site { line: 207, col: 37, width: 10, name: "q" },
rt::Site { line: 207, col: 39, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 207, col: 56, width: 21, name: "" },
rt::Site { line: 207, col: 63, width: 13, name: "СПИСОК" },
rt::Site { line: 207, col: 70, width: 5, name: "+" },
rt::Site { line: 207, col: 70, width: 1, name: "i" },
rt::Site { line: 208, col: 10, width: 15, name: "" },
rt::Site { line: 208, col: 10, width: 10, name: "q" },
rt::Site { line: 208, col: 12, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 209, col: 8, width: 7, name: "" },
rt::Site { line: 209, col: 8, width: 7, name: "=" },
rt::Site { line: 209, col: 8, width: 3, name: "КОД" },
rt::Site { line: 209, col: 21, width: 9, name: "" },
rt::Site { line: 209, col: 38, width: 7, name: "" },
rt::Site { line: 209, col: 38, width: 7, name: "=" },
rt::Site { line: 209, col: 38, width: 3, name: "КОД" },
rt::Site { line: 209, col: 51, width: 8, name: "" },
rt::Site { line: 210, col: 5, width: 19, name: "" },
rt::Site { line: 210, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 210, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 210, col: 27, width: 30, name: "" },
rt::Site { line: 210, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 210, col: 38, width: 2, name: "НА" },
rt::Site { line: 210, col: 45, width: 12, name: "+" },
rt::Site { line: 210, col: 45, width: 6, name: "×" },
rt::Site { line: 210, col: 50, width: 1, name: "j" },
rt::Site { line: 210, col: 54, width: 3, name: "КОД" },
rt::Site { line: 211, col: 5, width: 20, name: "" },
rt::Site { line: 211, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 211, col: 17, width: 2, name: "НА" },
rt::Site { line: 211, col: 28, width: 18, name: "" },
rt::Site { line: 211, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 211, col: 38, width: 1, name: "j" },
rt::Site { line: 211, col: 44, width: 2, name: "НА" },
rt::Site { line: 212, col: 5, width: 22, name: "" },
rt::Site { line: 212, col: 16, width: 11, name: "+" },
rt::Site { line: 212, col: 16, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 213, col: 8, width: 43, name: "" },
rt::Site { line: 213, col: 8, width: 43, name: "∧" },
rt::Site { line: 213, col: 8, width: 14, name: "=" },
rt::Site { line: 213, col: 8, width: 10, name: "-" },
rt::Site { line: 213, col: 8, width: 1, name: "М" },
rt::Site { line: 213, col: 12, width: 6, name: "×" },
rt::Site { line: 213, col: 17, width: 1, name: "j" },
rt::Site { line: 213, col: 26, width: 25, name: "∨" },
rt::Site { line: 213, col: 26, width: 11, name: "=" },
rt::Site { line: 213, col: 26, width: 2, name: "НА" },
rt::Site { line: 213, col: 31, width: 6, name: "+" },
rt::Site { line: 213, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 213, col: 40, width: 11, name: "=" },
rt::Site { line: 213, col: 40, width: 2, name: "НА" },
rt::Site { line: 213, col: 45, width: 6, name: "-" },
rt::Site { line: 213, col: 45, width: 2, name: "ИЗ" },
rt::Site { line: 217, col: 7, width: 42, name: "" },
rt::Site { line: 217, col: 18, width: 7, name: "" },
rt::Site { line: 217, col: 18, width: 7, name: ">" },
rt::Site { line: 217, col: 18, width: 2, name: "НА" },
rt::Site { line: 217, col: 23, width: 2, name: "ИЗ" },
rt::Site { line: 217, col: 31, width: 6, name: "+" },
rt::Site { line: 217, col: 31, width: 2, name: "ИЗ" },
rt::Site { line: 217, col: 43, width: 6, name: "-" },
rt::Site { line: 217, col: 43, width: 2, name: "ИЗ" },
rt::Site { line: 217, col: 52, width: 24, name: "" },
rt::Site { line: 217, col: 63, width: 13, name: "÷" },
rt::Site { line: 217, col: 64, width: 7, name: "+" },
rt::Site { line: 217, col: 64, width: 2, name: "ИЗ" },
rt::Site { line: 217, col: 69, width: 2, name: "НА" },
rt::Site { line: 218, col: 7, width: 29, name: "" },
rt::Site { line: 218, col: 16, width: 20, name: "-" },
rt::Site { line: 218, col: 16, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 218, col: 27, width: 4, name: "УГОЛ" },
rt::Site { line: 218, col: 39, width: 21, name: "" },
rt::Site { line: 218, col: 39, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 218, col: 50, width: 4, name: "УГОЛ" },
rt::Site { line: 218, col: 63, width: 32, name: "" },
rt::Site { line: 218, col: 63, width: 21, name: "СВОИ ПОЛЯ" },
rt::Site { line: 218, col: 73, width: 10, name: "÷" },
rt::Site { line: 218, col: 73, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 218, col: 88, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 219, col: 7, width: 19, name: "" },
rt::Site { line: 219, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 219, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 219, col: 29, width: 24, name: "" },
rt::Site { line: 219, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 219, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 220, col: 7, width: 29, name: "" },
rt::Site { line: 220, col: 12, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 220, col: 24, width: 11, name: "-" },
rt::Site { line: 220, col: 24, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 221, col: 7, width: 63, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 222, col: 7, width: 19, name: "" },
rt::Site { line: 222, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 222, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 222, col: 29, width: 28, name: "" },
rt::Site { line: 222, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 222, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 222, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 223, col: 13, width: 13, name: "" },
rt::Site { line: 224, col: 5, width: 1, name: "" },
rt::Site { line: 225, col: 7, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 225, col: 18, width: 2, name: "ИЗ" },
rt::Site { line: 225, col: 29, width: 28, name: "" },
rt::Site { line: 225, col: 29, width: 19, name: "СВОЯ ДОСКА" },
rt::Site { line: 225, col: 40, width: 7, name: "СРЕДНЕЕ" },
rt::Site { line: 225, col: 52, width: 5, name: "ЛАДЬЯ" },
rt::Site { line: 226, col: 13, width: 5, name: "" },
rt::Site { line: 226, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 228, col: 3, width: 1, name: "" },
rt::Site { line: 229, col: 10, width: 24, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 229, col: 22, width: 11, name: "-" },
rt::Site { line: 229, col: 22, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 230, col: 5, width: 58, name: "ОБЗОР ХОДОВ" },
rt::Site { line: 231, col: 5, width: 1, name: "" },
rt::Site { line: 231, col: 5, width: 20, name: "РУБЕЖ ХОДОВ" },
rt::Site { line: 231, col: 17, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 231, col: 29, width: 1, name: "n" },
rt::Site { line: 240, col: 25, width: 1, name: "i" },
rt::Site { line: 240, col: 28, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 240, col: 40, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 240, col: 53, width: 9, name: "СВОИ ПОЛЯ" },
rt::Site { line: 240, col: 64, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 240, col: 71, width: 9, name: "РОКИРОВКА" },
rt::Site { line: 240, col: 13, width: 11, name: "СДЕЛАТЬ ХОД" },
rt::Site { line: 244, col: 5, width: 14, name: "" },
rt::Site { line: 244, col: 10, width: 9, name: "СПИСОК" },
rt::Site { line: 244, col: 17, width: 1, name: "i" },
rt::Site { line: 245, col: 8, width: 5, name: "" },
rt::Site { line: 245, col: 8, width: 5, name: "<" },
rt::Site { line: 245, col: 8, width: 1, name: "Х" },
rt::Site { line: 247, col: 7, width: 51, name: "ВОЗВРАТ ХОДА" },
rt::Site { line: 248, col: 7, width: 1, name: "ВОЗВРАТ КОРОЛЯ" },
rt::Site { line: 248, col: 25, width: 16, name: "" },
rt::Site { line: 248, col: 25, width: 16, name: "=" },
rt::Site { line: 248, col: 25, width: 10, name: "q" },
rt::Site { line: 248, col: 27, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 248, col: 46, width: 5, name: "-" },
rt::Site { line: 248, col: 46, width: 1, name: "i" },
rt::Site { line: 248, col: 57, width: 5, name: "-" },
rt::Site { line: 248, col: 57, width: 1, name: "i" },
rt::Site { line: 249, col: 12, width: 16, name: "" },
rt::Site { line: 249, col: 12, width: 16, name: ">" },
rt::Site { line: 249, col: 12, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 250, col: 13, width: 5, name: "" },
rt::Site { line: 250, col: 13, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 252, col: 8, width: 7, name: "" },
rt::Site { line: 252, col: 8, width: 7, name: "<" },
rt::Site { line: 252, col: 8, width: 1, name: "Х" },
rt::Site { line: 252, col: 27, width: 5, name: "" },
rt::Site { line: 252, col: 27, width: 5, name: "ДАЛЕЕ" },
rt::Site { line: 253, col: 5, width: 13, name: "" },
rt::Site { line: 253, col: 11, width: 7, name: "÷" },
rt::Site { line: 253, col: 11, width: 1, name: "Х" },
rt::Site { line: 253, col: 21, width: 18, name: "" },
rt::Site { line: 253, col: 27, width: 12, name: "-" },
rt::Site { line: 253, col: 27, width: 1, name: "Х" },
rt::Site { line: 253, col: 31, width: 8, name: "×" },
rt::Site { line: 253, col: 37, width: 2, name: "ИЗ" },
rt::Site { line: 254, col: 5, width: 19, name: "" },
rt::Site { line: 254, col: 10, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 254, col: 21, width: 2, name: "ИЗ" },
rt::Site { line: 254, col: 27, width: 11, name: "" },
rt::Site { line: 254, col: 32, width: 6, name: "÷" },
rt::Site { line: 254, col: 32, width: 1, name: "М" },
rt::Site { line: 254, col: 41, width: 17, name: "" },
rt::Site { line: 254, col: 48, width: 10, name: "-" },
rt::Site { line: 254, col: 48, width: 1, name: "М" },
rt::Site { line: 254, col: 52, width: 6, name: "×" },
rt::Site { line: 254, col: 57, width: 1, name: "j" },
rt::Site { line: 255, col: 8, width: 36, name: "" },
rt::Site { line: 255, col: 8, width: 36, name: "∧" },
rt::Site { line: 255, col: 8, width: 7, name: "=" },
rt::Site { line: 255, col: 8, width: 3, name: "КОД" },
rt::Site { line: 255, col: 19, width: 25, name: "∨" },
rt::Site { line: 255, col: 19, width: 11, name: "=" },
rt::Site { line: 255, col: 19, width: 2, name: "НА" },
rt::Site { line: 255, col: 24, width: 6, name: "+" },
rt::Site { line: 255, col: 24, width: 2, name: "ИЗ" },
rt::Site { line: 255, col: 33, width: 11, name: "=" },
rt::Site { line: 255, col: 33, width: 2, name: "НА" },
rt::Site { line: 255, col: 38, width: 6, name: "-" },
rt::Site { line: 255, col: 38, width: 2, name: "ИЗ" },
rt::Site { line: 255, col: 57, width: 9, name: "" },
rt::Site { line: 255, col: 57, width: 9, name: "РОКИРОВКА" },
rt::Site { line: 256, col: 8, width: 17, name: "" },
rt::Site { line: 256, col: 8, width: 17, name: ">" },
rt::Site { line: 256, col: 8, width: 13, name: "СПИСОК" },
rt::Site { line: 256, col: 15, width: 5, name: "+" },
rt::Site { line: 256, col: 15, width: 1, name: "i" },
rt::Site { line: 256, col: 37, width: 16, name: "" },
rt::Site { line: 256, col: 37, width: 10, name: "q" },
rt::Site { line: 256, col: 39, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 256, col: 56, width: 21, name: "" },
rt::Site { line: 256, col: 63, width: 13, name: "СПИСОК" },
rt::Site { line: 256, col: 70, width: 5, name: "+" },
rt::Site { line: 256, col: 70, width: 1, name: "i" },
rt::Site { line: 257, col: 10, width: 15, name: "" },
rt::Site { line: 257, col: 10, width: 10, name: "q" },
rt::Site { line: 257, col: 12, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 258, col: 8, width: 7, name: "" },
rt::Site { line: 258, col: 8, width: 7, name: "=" },
rt::Site { line: 258, col: 8, width: 3, name: "КОД" },
rt::Site { line: 258, col: 21, width: 9, name: "" },
rt::Site { line: 258, col: 38, width: 7, name: "" },
rt::Site { line: 258, col: 38, width: 7, name: "=" },
rt::Site { line: 258, col: 38, width: 3, name: "КОД" },
rt::Site { line: 258, col: 51, width: 8, name: "" },
rt::Site { line: 259, col: 5, width: 19, name: "" },
rt::Site { line: 259, col: 5, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 259, col: 16, width: 2, name: "ИЗ" },
rt::Site { line: 259, col: 27, width: 30, name: "" },
rt::Site { line: 259, col: 27, width: 14, name: "СВОЯ ДОСКА" },
rt::Site { line: 259, col: 38, width: 2, name: "НА" },
rt::Site { line: 259, col: 45, width: 12, name: "+" },
rt::Site { line: 259, col: 45, width: 6, name: "×" },
rt::Site { line: 259, col: 50, width: 1, name: "j" },
rt::Site { line: 259, col: 54, width: 3, name: "КОД" },
rt::Site { line: 260, col: 5, width: 20, name: "" },
rt::Site { line: 260, col: 5, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 260, col: 17, width: 2, name: "НА" },
rt::Site { line: 260, col: 28, width: 18, name: "" },
rt::Site { line: 260, col: 28, width: 12, name: "СВОИ ПОЛЯ" },
rt::Site { line: 260, col: 38, width: 1, name: "j" },
rt::Site { line: 260, col: 44, width: 2, name: "НА" },
rt::Site { line: 261, col: 5, width: 1, name: "" },
rt::Site { line: 261, col: 16, width: 11, name: "+" },
rt::Site { line: 261, col: 16, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 271, col: 30, width: 1, name: "П" },
rt::Site { line: 271, col: 33, width: 10, name: "СВОЯ ДОСКА" },
rt::Site { line: 271, col: 45, width: 11, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 271, col: 58, width: 10, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 271, col: 21, width: 8, name: "ПОД БОЕМ" },
rt::Site { line: 274, col: 5, width: 16, name: "" },
rt::Site { line: 275, col: 5, width: 30, name: "" },
rt::Site { line: 275, col: 10, width: 25, name: "-" },
rt::Site { line: 275, col: 11, width: 5, name: "-" },
rt::Site { line: 275, col: 11, width: 1, name: "П" },
rt::Site { line: 275, col: 20, width: 15, name: "×" },
rt::Site { line: 275, col: 20, width: 11, name: "÷" },
rt::Site { line: 275, col: 21, width: 5, name: "-" },
rt::Site { line: 275, col: 21, width: 1, name: "П" },
rt::Site { line: 275, col: 38, width: 16, name: "" },
rt::Site { line: 275, col: 43, width: 11, name: "÷" },
rt::Site { line: 275, col: 44, width: 5, name: "-" },
rt::Site { line: 275, col: 44, width: 1, name: "П" },
rt::Site { line: 276, col: 5, width: 1, name: "j" },
rt::Site { line: 276, col: 9, width: 1, name: "j" },
rt::Site { line: 278, col: 7, width: 21, name: "" },
rt::Site { line: 278, col: 15, width: 13, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 278, col: 26, width: 1, name: "j" },
rt::Site { line: 279, col: 10, width: 8, name: "" },
rt::Site { line: 279, col: 10, width: 8, name: "≠" },
rt::Site { line: 279, col: 10, width: 4, name: "ПОЛЕ" },
rt::Site { line: 281, col: 9, width: 31, name: "" },
rt::Site { line: 281, col: 14, width: 26, name: "-" },
rt::Site { line: 281, col: 14, width: 17, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 281, col: 26, width: 4, name: "ПОЛЕ" },
rt::Site { line: 281, col: 34, width: 6, name: "×" },
rt::Site { line: 281, col: 39, width: 1, name: "j" },
rt::Site { line: 282, col: 12, width: 14, name: "" },
rt::Site { line: 282, col: 12, width: 14, name: "∧" },
rt::Site { line: 282, col: 12, width: 5, name: ">" },
rt::Site { line: 282, col: 12, width: 1, name: "К" },
rt::Site { line: 282, col: 20, width: 6, name: "<" },
rt::Site { line: 282, col: 20, width: 1, name: "К" },
rt::Site { line: 284, col: 11, width: 43, name: "" },
rt::Site { line: 284, col: 17, width: 36, name: "-" },
rt::Site { line: 284, col: 17, width: 1, name: "В" },
rt::Site { line: 284, col: 22, width: 31, name: "-" },
rt::Site { line: 284, col: 23, width: 8, name: "-" },
rt::Site { line: 284, col: 23, width: 4, name: "ПОЛЕ" },
rt::Site { line: 284, col: 35, width: 18, name: "×" },
rt::Site { line: 284, col: 35, width: 14, name: "÷" },
rt::Site { line: 284, col: 36, width: 8, name: "-" },
rt::Site { line: 284, col: 36, width: 4, name: "ПОЛЕ" },
rt::Site { line: 284, col: 57, width: 24, name: "" },
rt::Site { line: 284, col: 63, width: 18, name: "-" },
rt::Site { line: 284, col: 63, width: 1, name: "Г" },
rt::Site { line: 284, col: 67, width: 14, name: "÷" },
rt::Site { line: 284, col: 68, width: 8, name: "-" },
rt::Site { line: 284, col: 68, width: 4, name: "ПОЛЕ" },
rt::Site { line: 285, col: 11, width: 13, name: "" },
rt::Site { line: 285, col: 17, width: 7, name: "abs" },
rt::Site { line: 285, col: 21, width: 2, name: "dx" },
rt::Site { line: 285, col: 27, width: 13, name: "" },
rt::Site { line: 285, col: 33, width: 7, name: "abs" },
rt::Site { line: 285, col: 37, width: 2, name: "dy" },
rt::Site { line: 286, col: 14, width: 5, name: "" },
rt::Site { line: 286, col: 14, width: 5, name: "=" },
rt::Site { line: 286, col: 14, width: 1, name: "К" },
rt::Site { line: 286, col: 34, width: 11, name: "" },
rt::Site { line: 286, col: 34, width: 11, name: "=" },
rt::Site { line: 286, col: 34, width: 7, name: "×" },
rt::Site { line: 286, col: 34, width: 2, name: "ax" },
rt::Site { line: 286, col: 39, width: 2, name: "ay" },
rt::Site { line: 286, col: 57, width: 2, name: "" },
rt::Site { line: 287, col: 19, width: 5, name: "" },
rt::Site { line: 287, col: 19, width: 5, name: "=" },
rt::Site { line: 287, col: 19, width: 1, name: "К" },
rt::Site { line: 287, col: 39, width: 31, name: "" },
rt::Site { line: 287, col: 39, width: 31, name: "∧" },
rt::Site { line: 287, col: 39, width: 6, name: "=" },
rt::Site { line: 287, col: 39, width: 2, name: "ax" },
rt::Site { line: 287, col: 48, width: 22, name: "=" },
rt::Site { line: 287, col: 48, width: 6, name: "×" },
rt::Site { line: 287, col: 52, width: 2, name: "dy" },
rt::Site { line: 287, col: 57, width: 13, name: "ЧУЖИЕ ПОЛЯ" },
rt::Site { line: 287, col: 82, width: 2, name: "" },
rt::Site { line: 288, col: 19, width: 13, name: "" },
rt::Site { line: 288, col: 19, width: 13, name: "∨" },
rt::Site { line: 288, col: 19, width: 5, name: "=" },
rt::Site { line: 288, col: 19, width: 1, name: "К" },
rt::Site { line: 288, col: 27, width: 5, name: "=" },
rt::Site { line: 288, col: 27, width: 1, name: "К" },
rt::Site { line: 288, col: 47, width: 15, name: "" },
rt::Site { line: 288, col: 47, width: 15, name: "∧" },
rt::Site { line: 288, col: 47, width: 6, name: "<" },
rt::Site { line: 288, col: 47, width: 2, name: "ax" },
rt::Site { line: 288, col: 56, width: 6, name: "<" },
rt::Site { line: 288, col: 56, width: 2, name: "ay" },
rt::Site { line: 288, col: 74, width: 2, name: "" },
rt::Site { line: 289, col: 19, width: 1, name: "" },
rt::Site { line: 289, col: 19, width: 1, name: "∨" },
rt::Site { line: 289, col: 20, width: 24, name: "∧" },
rt::Site { line: 289, col: 20, width: 7, name: "=" },
rt::Site { line: 289, col: 20, width: 2, name: "ax" },
rt::Site { line: 289, col: 25, width: 2, name: "ay" },
rt::Site { line: 289, col: 31, width: 13, name: "∨" },
rt::Site { line: 289, col: 31, width: 5, name: "=" },
rt::Site { line: 289, col: 31, width: 1, name: "К" },
rt::Site { line: 289, col: 39, width: 5, name: "=" },
rt::Site { line: 289, col: 39, width: 1, name: "К" },
rt::Site { line: 290, col: 14, width: 42, name: "∧" },
rt::Site { line: 290, col: 15, width: 15, name: "∨" },
rt::Site { line: 290, col: 15, width: 6, name: "=" },
rt::Site { line: 290, col: 15, width: 2, name: "ax" },
rt::Site { line: 290, col: 24, width: 6, name: "=" },
rt::Site { line: 290, col: 24, width: 2, name: "ay" },
rt::Site { line: 290, col: 35, width: 21, name: "∨" },
rt::Site { line: 290, col: 35, width: 13, name: "∨" },
rt::Site { line: 290, col: 35, width: 5, name: "=" },
rt::Site { line: 290, col: 35, width: 1, name: "К" },
rt::Site { line: 290, col: 43, width: 5, name: "=" },
rt::Site { line: 290, col: 43, width: 1, name: "К" },
rt::Site { line: 290, col: 51, width: 5, name: "=" },
rt::Site { line: 290, col: 51, width: 1, name: "К" },
rt::Site { line: 292, col: 13, width: 28, name: "" },
rt::Site { line: 292, col: 18, width: 23, name: "+" },
rt::Site { line: 292, col: 18, width: 12, name: "×" },
rt::Site { line: 292, col: 22, width: 8, name: "sign" },
rt::Site { line: 292, col: 27, width: 2, name: "dy" },
rt::Site { line: 292, col: 33, width: 8, name: "sign" },
rt::Site { line: 292, col: 38, width: 2, name: "dx" },
rt::Site { line: 292, col: 44, width: 13, name: "" },
rt::Site { line: 292, col: 49, width: 8, name: "+" },
rt::Site { line: 292, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 292, col: 56, width: 1, name: "d" },
rt::Site { line: 294, col: 16, width: 5, name: "" },
rt::Site { line: 294, col: 16, width: 5, name: "=" },
rt::Site { line: 294, col: 16, width: 1, name: "t" },
rt::Site { line: 294, col: 20, width: 1, name: "П" },
rt::Site { line: 294, col: 33, width: 2, name: "" },
rt::Site { line: 295, col: 16, width: 38, name: "" },
rt::Site { line: 295, col: 16, width: 38, name: "∧" },
rt::Site { line: 295, col: 16, width: 17, name: "=" },
rt::Site { line: 295, col: 16, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 295, col: 27, width: 1, name: "t" },
rt::Site { line: 295, col: 36, width: 18, name: "=" },
rt::Site { line: 295, col: 36, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 295, col: 48, width: 1, name: "t" },
rt::Site { line: 296, col: 19, width: 10, name: "" },
rt::Site { line: 296, col: 24, width: 5, name: "+" },
rt::Site { line: 296, col: 24, width: 1, name: "t" },
rt::Site { line: 296, col: 28, width: 1, name: "d" },
rt::Site { line: 296, col: 38, width: 5, name: "" },
rt::Site { line: 301, col: 5, width: 17, name: "" },
rt::Site { line: 308, col: 26, width: 4, name: "ПОЛЯ" },
rt::Site { line: 308, col: 32, width: 5, name: "ДОСКА" },
rt::Site { line: 308, col: 39, width: 1, name: "К" },
rt::Site { line: 308, col: 13, width: 12, name: "НАЙТИ КОРОЛЯ" },
rt::Site { line: 310, col: 5, width: 6, name: "" },
rt::Site { line: 310, col: 5, width: 1, name: "К" },
rt::Site { line: 311, col: 5, width: 1, name: "j" },
rt::Site { line: 311, col: 9, width: 1, name: "j" },
rt::Site { line: 312, col: 10, width: 11, name: "" },
rt::Site { line: 312, col: 10, width: 11, name: "≠" },
rt::Site { line: 312, col: 10, width: 7, name: "ПОЛЯ" },
rt::Site { line: 312, col: 15, width: 1, name: "j" },
rt::Site { line: 313, col: 13, width: 28, name: "" },
rt::Site { line: 313, col: 18, width: 23, name: "-" },
rt::Site { line: 313, col: 18, width: 14, name: "ДОСКА" },
rt::Site { line: 313, col: 24, width: 7, name: "ПОЛЯ" },
rt::Site { line: 313, col: 29, width: 1, name: "j" },
rt::Site { line: 313, col: 35, width: 6, name: "×" },
rt::Site { line: 313, col: 40, width: 1, name: "j" },
rt::Site { line: 313, col: 47, width: 13, name: "" },
rt::Site { line: 313, col: 47, width: 13, name: "∨" },
rt::Site { line: 313, col: 47, width: 5, name: "=" },
rt::Site { line: 313, col: 47, width: 1, name: "С" },
rt::Site { line: 313, col: 55, width: 5, name: "=" },
rt::Site { line: 313, col: 55, width: 1, name: "С" },
rt::Site { line: 313, col: 66, width: 7, name: "" },
rt::Site { line: 313, col: 66, width: 1, name: "К" },
rt::Site { line: 313, col: 71, width: 1, name: "j" },
rt::Site { line: 322, col: 24, width: 4, name: "ПОЛЯ" },
rt::Site { line: 322, col: 30, width: 5, name: "ДОСКА" },
rt::Site { line: 322, col: 13, width: 10, name: "ВВОД ФИГУР" },
rt::Site { line: 324, col: 5, width: 8, name: "input" },
rt::Site { line: 325, col: 5, width: 42, name: "j" },
rt::Site { line: 325, col: 9, width: 1, name: "j" },
rt::Site { line: 325, col: 35, width: 12, name: "" },
rt::Site { line: 325, col: 35, width: 7, name: "ПОЛЯ" },
rt::Site { line: 325, col: 40, width: 1, name: "j" },
rt::Site { line: 326, col: 5, width: 1, name: "j" },
rt::Site { line: 326, col: 9, width: 1, name: "j" },
rt::Site { line: 326, col: 29, width: 1, name: "k" },
rt::Site { line: 328, col: 7, width: 16, name: "input" },
rt::Site { line: 329, col: 7, width: 51, name: "" },
rt::Site { line: 329, col: 15, width: 43, name: "+" },
rt::Site { line: 329, col: 15, width: 30, name: "×" },
rt::Site { line: 329, col: 20, width: 25, name: "-" },
rt::Site { line: 329, col: 20, width: 21, name: "-" },
rt::Site { line: 329, col: 20, width: 4, name: "ПОЛЕ" },
rt::Site { line: 329, col: 27, width: 14, name: "×" },
rt::Site { line: 329, col: 27, width: 9, name: "÷" },
rt::Site { line: 329, col: 27, width: 4, name: "ПОЛЕ" },
rt::Site { line: 329, col: 49, width: 9, name: "÷" },
rt::Site { line: 329, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 330, col: 7, width: 15, name: "" },
rt::Site { line: 330, col: 7, width: 7, name: "ПОЛЯ" },
rt::Site { line: 330, col: 12, width: 1, name: "j" },
rt::Site { line: 330, col: 18, width: 4, name: "ПОЛЕ" },
rt::Site { line: 330, col: 25, width: 1, name: "" },
rt::Site { line: 330, col: 25, width: 11, name: "ДОСКА" },
rt::Site { line: 330, col: 31, width: 4, name: "ПОЛЕ" },
rt::Site { line: 330, col: 40, width: 12, name: "+" },
rt::Site { line: 330, col: 40, width: 6, name: "×" },
rt::Site { line: 330, col: 45, width: 1, name: "j" },
rt::Site { line: 330, col: 49, width: 3, name: "КОД" },
rt::Site { line: 339, col: 13, width: 14, name: "ПЕЧАТЬ ПОЗИЦИИ" },
rt::Site { line: 348, col: 8, width: 11, name: "" },
rt::Site { line: 348, col: 8, width: 11, name: "=" },
rt::Site { line: 348, col: 8, width: 7, name: "УРОВЕНЬ" },
rt::Site { line: 350, col: 7, width: 15, name: "" },
rt::Site { line: 350, col: 12, width: 10, name: "СПИСОК" },
rt::Site { line: 350, col: 19, width: 2, name: "Б1" },
rt::Site { line: 351, col: 7, width: 11, name: "output" },
rt::Site { line: 351, col: 21, width: 21, name: "outstring" },
rt::Site { line: 352, col: 7, width: 20, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 352, col: 19, width: 7, name: "÷" },
rt::Site { line: 352, col: 19, width: 1, name: "Х" },
rt::Site { line: 352, col: 30, width: 30, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 352, col: 42, width: 17, name: "-" },
rt::Site { line: 352, col: 42, width: 1, name: "Х" },
rt::Site { line: 352, col: 46, width: 13, name: "×" },
rt::Site { line: 352, col: 46, width: 7, name: "÷" },
rt::Site { line: 352, col: 46, width: 1, name: "Х" },
rt::Site { line: 353, col: 10, width: 10, name: "" },
rt::Site { line: 353, col: 10, width: 10, name: "=" },
rt::Site { line: 353, col: 10, width: 4, name: "q" },
rt::Site { line: 353, col: 25, width: 38, name: "outchar" },
rt::Site { line: 353, col: 44, width: 18, name: "-" },
rt::Site { line: 353, col: 44, width: 14, name: "СПИСОК" },
rt::Site { line: 353, col: 51, width: 6, name: "+" },
rt::Site { line: 353, col: 51, width: 2, name: "Б1" },
rt::Site { line: 355, col: 5, width: 1, name: "Г" },
rt::Site { line: 355, col: 9, width: 1, name: "Г" },
rt::Site { line: 357, col: 7, width: 11, name: "output" },
rt::Site { line: 357, col: 21, width: 29, name: "outchar" },
rt::Site { line: 357, col: 44, width: 5, name: "+" },
rt::Site { line: 357, col: 44, width: 1, name: "Г" },
rt::Site { line: 357, col: 53, width: 17, name: "outstring" },
rt::Site { line: 358, col: 7, width: 1, name: "В" },
rt::Site { line: 358, col: 11, width: 1, name: "В" },
rt::Site { line: 360, col: 9, width: 27, name: "" },
rt::Site { line: 360, col: 14, width: 22, name: "ДОСКА БЕЛЫХ" },
rt::Site { line: 360, col: 26, width: 9, name: "+" },
rt::Site { line: 360, col: 26, width: 5, name: "×" },
rt::Site { line: 360, col: 30, width: 1, name: "Г" },
rt::Site { line: 360, col: 34, width: 1, name: "В" },
rt::Site { line: 361, col: 12, width: 5, name: "" },
rt::Site { line: 361, col: 12, width: 5, name: "≠" },
rt::Site { line: 361, col: 12, width: 1, name: "К" },
rt::Site { line: 361, col: 23, width: 39, name: "outchar" },
rt::Site { line: 361, col: 46, width: 15, name: "-" },
rt::Site { line: 361, col: 46, width: 1, name: "К" },
rt::Site { line: 361, col: 50, width: 11, name: "×" },
rt::Site { line: 361, col: 50, width: 6, name: "÷" },
rt::Site { line: 361, col: 50, width: 1, name: "К" },
rt::Site { line: 364, col: 11, width: 28, name: "" },
rt::Site { line: 364, col: 16, width: 23, name: "ДОСКА ЧЕРНЫХ" },
rt::Site { line: 364, col: 29, width: 9, name: "+" },
rt::Site { line: 364, col: 29, width: 5, name: "×" },
rt::Site { line: 364, col: 33, width: 1, name: "Г" },
rt::Site { line: 364, col: 37, width: 1, name: "В" },
rt::Site { line: 365, col: 14, width: 5, name: "" },
rt::Site { line: 365, col: 14, width: 5, name: "≠" },
rt::Site { line: 365, col: 14, width: 1, name: "К" },
rt::Site { line: 365, col: 25, width: 39, name: "outchar" },
rt::Site { line: 365, col: 48, width: 15, name: "-" },
rt::Site { line: 365, col: 48, width: 1, name: "К" },
rt::Site { line: 365, col: 52, width: 11, name: "×" },
rt::Site { line: 365, col: 52, width: 6, name: "÷" },
rt::Site { line: 365, col: 52, width: 1, name: "К" },
rt::Site { line: 365, col: 70, width: 17, name: "outstring" },
rt::Site { line: 369, col: 5, width: 11, name: "output" },
rt::Site { line: 369, col: 19, width: 26, name: "outstring" },
rt::Site { line: 369, col: 48, width: 11, name: "output" },
rt::Site { line: 48, col: 22, width: 2, name: "НА" },
rt::Site { line: 48, col: 26, width: 1, name: "Е" },
rt::Site { line: 48, col: 15, width: 6, name: "ЗАПИСЬ" },
rt::Site { line: 50, col: 7, width: 20, name: "" },
rt::Site { line: 50, col: 12, width: 15, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 50, col: 24, width: 2, name: "НА" },
rt::Site { line: 51, col: 10, width: 41, name: "" },
rt::Site { line: 51, col: 10, width: 41, name: "∨" },
rt::Site { line: 51, col: 10, width: 19, name: "=" },
rt::Site { line: 51, col: 10, width: 15, name: "-" },
rt::Site { line: 51, col: 10, width: 1, name: "С" },
rt::Site { line: 51, col: 14, width: 11, name: "×" },
rt::Site { line: 51, col: 14, width: 6, name: "÷" },
rt::Site { line: 51, col: 14, width: 1, name: "С" },
rt::Site { line: 51, col: 32, width: 19, name: "=" },
rt::Site { line: 51, col: 32, width: 15, name: "-" },
rt::Site { line: 51, col: 32, width: 1, name: "С" },
rt::Site { line: 51, col: 36, width: 11, name: "×" },
rt::Site { line: 51, col: 36, width: 6, name: "÷" },
rt::Site { line: 51, col: 36, width: 1, name: "С" },
rt::Site { line: 51, col: 63, width: 5, name: "" },
rt::Site { line: 51, col: 63, width: 5, name: "МЕТКА" },
rt::Site { line: 52, col: 7, width: 10, name: "" },
rt::Site { line: 52, col: 12, width: 5, name: "+" },
rt::Site { line: 52, col: 12, width: 1, name: "m" },
rt::Site { line: 52, col: 20, width: 24, name: "" },
rt::Site { line: 52, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 52, col: 27, width: 1, name: "m" },
rt::Site { line: 52, col: 33, width: 11, name: "+" },
rt::Site { line: 52, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 52, col: 42, width: 2, name: "НА" },
rt::Site { line: 53, col: 10, width: 5, name: "" },
rt::Site { line: 53, col: 10, width: 5, name: ">" },
rt::Site { line: 53, col: 10, width: 1, name: "Е" },
rt::Site { line: 53, col: 27, width: 10, name: "" },
rt::Site { line: 53, col: 32, width: 5, name: "+" },
rt::Site { line: 53, col: 32, width: 1, name: "m" },
rt::Site { line: 53, col: 40, width: 15, name: "" },
rt::Site { line: 53, col: 40, width: 9, name: "СПИСОК" },
rt::Site { line: 53, col: 47, width: 1, name: "m" },
rt::Site { line: 53, col: 53, width: 1, name: "Е" },
rt::Site { line: 54, col: 7, width: 10, name: "" },
rt::Site { line: 54, col: 12, width: 5, name: "+" },
rt::Site { line: 54, col: 12, width: 1, name: "m" },
rt::Site { line: 54, col: 20, width: 1, name: "" },
rt::Site { line: 54, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 54, col: 27, width: 1, name: "m" },
rt::Site { line: 54, col: 33, width: 1, name: "" },
rt::Site { line: 54, col: 35, width: 33, name: "+" },
rt::Site { line: 54, col: 35, width: 11, name: "+" },
rt::Site { line: 54, col: 35, width: 6, name: "ОТКУДА" },
rt::Site { line: 54, col: 44, width: 2, name: "НА" },
rt::Site { line: 54, col: 49, width: 19, name: "×" },
rt::Site { line: 54, col: 58, width: 10, name: "+" },
rt::Site { line: 54, col: 58, width: 1, name: "С" },
rt::Site { line: 54, col: 62, width: 6, name: "ФИГУРА" },
rt::Site { line: 57, col: 25, width: 2, name: "НА" },
rt::Site { line: 57, col: 15, width: 9, name: "ХОД ПЕШКИ" },
rt::Site { line: 58, col: 10, width: 16, name: "" },
rt::Site { line: 58, col: 10, width: 16, name: "∨" },
rt::Site { line: 58, col: 10, width: 7, name: ">" },
rt::Site { line: 58, col: 10, width: 2, name: "НА" },
rt::Site { line: 58, col: 20, width: 6, name: "<" },
rt::Site { line: 58, col: 20, width: 2, name: "НА" },
rt::Site { line: 59, col: 13, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 59, col: 29, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 59, col: 45, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 59, col: 61, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 60, col: 12, width: 13, name: "ЗАПИСЬ" },
rt::Site { line: 62, col: 25, width: 2, name: "НА" },
rt::Site { line: 62, col: 29, width: 4, name: "УГОЛ" },
rt::Site { line: 62, col: 15, width: 9, name: "РОКИРОВКА" },
rt::Site { line: 64, col: 10, width: 11, name: "" },
rt::Site { line: 64, col: 10, width: 11, name: ">" },
rt::Site { line: 64, col: 10, width: 4, name: "УГОЛ" },
rt::Site { line: 64, col: 17, width: 4, name: "ПОЛЕ" },
rt::Site { line: 64, col: 33, width: 14, name: "" },
rt::Site { line: 64, col: 39, width: 8, name: "+" },
rt::Site { line: 64, col: 39, width: 4, name: "ПОЛЕ" },
rt::Site { line: 64, col: 50, width: 15, name: "" },
rt::Site { line: 64, col: 56, width: 8, name: "-" },
rt::Site { line: 64, col: 56, width: 4, name: "УГОЛ" },
rt::Site { line: 65, col: 18, width: 14, name: "" },
rt::Site { line: 65, col: 24, width: 8, name: "+" },
rt::Site { line: 65, col: 24, width: 4, name: "УГОЛ" },
rt::Site { line: 65, col: 35, width: 15, name: "" },
rt::Site { line: 65, col: 41, width: 8, name: "-" },
rt::Site { line: 65, col: 41, width: 4, name: "ПОЛЕ" },
rt::Site { line: 66, col: 7, width: 1, name: "П" },
rt::Site { line: 66, col: 16, width: 2, name: "ОТ" },
rt::Site { line: 66, col: 11, width: 1, name: "П" },
rt::Site { line: 66, col: 32, width: 2, name: "ДО" },
rt::Site { line: 67, col: 12, width: 38, name: "" },
rt::Site { line: 67, col: 12, width: 38, name: "∨" },
rt::Site { line: 67, col: 12, width: 17, name: "≠" },
rt::Site { line: 67, col: 12, width: 13, name: "СВОЯ ДОСКА" },
rt::Site { line: 67, col: 23, width: 1, name: "П" },
rt::Site { line: 67, col: 32, width: 18, name: "≠" },
rt::Site { line: 67, col: 32, width: 14, name: "ЧУЖАЯ ДОСКА" },
rt::Site { line: 67, col: 44, width: 1, name: "П" },
rt::Site { line: 67, col: 62, width: 6, name: "" },
rt::Site { line: 68, col: 7, width: 10, name: "" },
rt::Site { line: 68, col: 12, width: 5, name: "+" },
rt::Site { line: 68, col: 12, width: 1, name: "m" },
rt::Site { line: 68, col: 20, width: 24, name: "" },
rt::Site { line: 68, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 68, col: 27, width: 1, name: "m" },
rt::Site { line: 68, col: 33, width: 11, name: "+" },
rt::Site { line: 68, col: 33, width: 6, name: "ОТКУДА" },
rt::Site { line: 68, col: 42, width: 2, name: "НА" },
rt::Site { line: 69, col: 7, width: 10, name: "" },
rt::Site { line: 69, col: 12, width: 5, name: "+" },
rt::Site { line: 69, col: 12, width: 1, name: "m" },
rt::Site { line: 69, col: 20, width: 74, name: "" },
rt::Site { line: 69, col: 20, width: 9, name: "СПИСОК" },
rt::Site { line: 69, col: 27, width: 1, name: "m" },
rt::Site { line: 69, col: 33, width: 61, name: "" },
rt::Site { line: 69, col: 35, width: 58, name: "+" },
rt::Site { line: 69, col: 35, width: 28, name: "+" },
rt::Site { line: 69, col: 35, width: 10, name: "×" },
rt::Site { line: 69, col: 41, width: 4, name: "УГОЛ" },
rt::Site { line: 69, col: 48, width: 15, name: "÷" },
rt::Site { line: 69, col: 49, width: 9, name: "+" },
rt::Site { line: 69, col: 49, width: 4, name: "ПОЛЕ" },
rt::Site { line: 69, col: 56, width: 2, name: "НА" },
rt::Site { line: 69, col: 66, width: 27, name: "×" },
rt::Site { line: 69, col: 77, width: 16, name: "СВОЯ ДОСКА" },
rt::Site { line: 69, col: 88, width: 4, name: "УГОЛ" },
rt::Site { line: 342, col: 27, width: 1, name: "П" },
rt::Site { line: 342, col: 15, width: 11, name: "ПЕЧАТЬ ПОЛЯ" },
rt::Site { line: 344, col: 7, width: 43, name: "outchar" },
rt::Site { line: 344, col: 30, width: 19, name: "-" },
rt::Site { line: 344, col: 30, width: 1, name: "П" },
rt::Site { line: 344, col: 34, width: 15, name: "×" },
rt::Site { line: 344, col: 34, width: 11, name: "÷" },
rt::Site { line: 344, col: 35, width: 5, name: "-" },
rt::Site { line: 344, col: 35, width: 1, name: "П" },
rt::Site { line: 345, col: 7, width: 39, name: "outchar" },
rt::Site { line: 345, col: 30, width: 15, name: "+" },
rt::Site { line: 345, col: 30, width: 11, name: "÷" },
rt::Site { line: 345, col: 31, width: 5, name: "-" },
rt::Site { line: 345, col: 31, width: 1, name: "П" },
];

pub static INFO: rt::ProgramInfo = rt::ProgramInfo { file: "programs/algol/mate-in-n.alg", lines: LINES, sites: SITES, owns: &[] };

static MAIN_SLOTS: &[SlotInit] = &[SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic];

/// Runs the program: numbers from `input`, output to `out`; a runtime error comes back as the interpreter's diagnostic.
pub fn run(input: &mut dyn std::io::BufRead, out: &mut dyn std::io::Write, limits: rt::Limits, stack_budget: usize) -> Result<rt::Stats, rt::Diagnostic> {
    rt::run(&INFO, MAIN_SLOTS, main_block, input, out, limits, stack_budget)
}

/// The program's outermost block.
fn main_block(rt: &Rt, f: &Fr) -> R<()> {
    // 29: integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];
    { let b = vec![(rt.int(V::Int(0), 0)?, rt.int(V::Int(13), 0)?)]; rt.declare_arrays(f, &[9, 10], Ty::Integer, b, 0)?; }
    // 29: integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];
    { let b = vec![(rt.int(V::Int(1), 1)?, rt.int(V::Int(10500), 1)?)]; rt.declare_arrays(f, &[11], Ty::Integer, b, 1)?; }
    // 29: integer array РУБЕЖ ХОДОВ, q[0:13], СПИСОК[1:10500], ТЕК[1:12];
    { let b = vec![(rt.int(V::Int(1), 2)?, rt.int(V::Int(12), 2)?)]; rt.declare_arrays(f, &[12], Ty::Integer, b, 2)?; }
    // 30: Boolean array ВОЗМОЖЕН ПАТ[1:6];
    { let b = vec![(rt.int(V::Int(1), 3)?, rt.int(V::Int(6), 3)?)]; rt.declare_arrays(f, &[13], Ty::Boolean, b, 3)?; }
    // 31: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    { let b = vec![(rt.int(V::Int(1), 4)?, rt.int(V::Int(64), 4)?)]; rt.declare_arrays(f, &[14, 15], Ty::Integer, b, 4)?; }
    // 31: integer array ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ[1:64], ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ[0:16],
    { let b = vec![(rt.int(V::Int(0), 5)?, rt.int(V::Int(16), 5)?)]; rt.declare_arrays(f, &[16, 17], Ty::Integer, b, 5)?; }
    // 32: ШАГ ВЕРТИКАЛИ, ШАГ ГОРИЗОНТАЛИ[1:16];
    { let b = vec![(rt.int(V::Int(1), 6)?, rt.int(V::Int(16), 6)?)]; rt.declare_arrays(f, &[18, 19], Ty::Integer, b, 6)?; }
    const LABELS: &[usize] = &[32, 38, 58, 62, 77, 80, 91, 95, 99, 100, 105, 121, 129, 137, 138, 140, 142, 144, 145];
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
                // 375: ШАГ ВЕРТИКАЛИ[1] := 1;  ШАГ ГОРИЗОНТАЛИ[1] := 0;
                rt.step(Some(7))?;
                { let i = rt.int(V::Int(1), 8)?; let v = V::Int(1); rt.store1(f, 18, i, v, 8, 7)?; }
                rt.step(Some(9))?;
                { let i = rt.int(V::Int(1), 10)?; let v = V::Int(0); rt.store1(f, 19, i, v, 10, 9)?; }
                // 376: ШАГ ВЕРТИКАЛИ[2] := -1;  ШАГ ГОРИЗОНТАЛИ[2] := 0;
                rt.step(Some(11))?;
                { let i = rt.int(V::Int(2), 12)?; let v = V::Int(-1); rt.store1(f, 18, i, v, 12, 11)?; }
                rt.step(Some(13))?;
                { let i = rt.int(V::Int(2), 14)?; let v = V::Int(0); rt.store1(f, 19, i, v, 14, 13)?; }
                // 377: ШАГ ВЕРТИКАЛИ[3] := 0;  ШАГ ГОРИЗОНТАЛИ[3] := 1;
                rt.step(Some(15))?;
                { let i = rt.int(V::Int(3), 16)?; let v = V::Int(0); rt.store1(f, 18, i, v, 16, 15)?; }
                rt.step(Some(17))?;
                { let i = rt.int(V::Int(3), 18)?; let v = V::Int(1); rt.store1(f, 19, i, v, 18, 17)?; }
                // 378: ШАГ ВЕРТИКАЛИ[4] := 0;  ШАГ ГОРИЗОНТАЛИ[4] := -1;
                rt.step(Some(19))?;
                { let i = rt.int(V::Int(4), 20)?; let v = V::Int(0); rt.store1(f, 18, i, v, 20, 19)?; }
                rt.step(Some(21))?;
                { let i = rt.int(V::Int(4), 22)?; let v = V::Int(-1); rt.store1(f, 19, i, v, 22, 21)?; }
                // 379: ШАГ ВЕРТИКАЛИ[5] := 1;  ШАГ ГОРИЗОНТАЛИ[5] := 1;
                rt.step(Some(23))?;
                { let i = rt.int(V::Int(5), 24)?; let v = V::Int(1); rt.store1(f, 18, i, v, 24, 23)?; }
                rt.step(Some(25))?;
                { let i = rt.int(V::Int(5), 26)?; let v = V::Int(1); rt.store1(f, 19, i, v, 26, 25)?; }
                // 380: ШАГ ВЕРТИКАЛИ[6] := 1;  ШАГ ГОРИЗОНТАЛИ[6] := -1;
                rt.step(Some(27))?;
                { let i = rt.int(V::Int(6), 28)?; let v = V::Int(1); rt.store1(f, 18, i, v, 28, 27)?; }
                rt.step(Some(29))?;
                { let i = rt.int(V::Int(6), 30)?; let v = V::Int(-1); rt.store1(f, 19, i, v, 30, 29)?; }
                // 381: ШАГ ВЕРТИКАЛИ[7] := -1;  ШАГ ГОРИЗОНТАЛИ[7] := 1;
                rt.step(Some(31))?;
                { let i = rt.int(V::Int(7), 32)?; let v = V::Int(-1); rt.store1(f, 18, i, v, 32, 31)?; }
                rt.step(Some(33))?;
                { let i = rt.int(V::Int(7), 34)?; let v = V::Int(1); rt.store1(f, 19, i, v, 34, 33)?; }
                // 382: ШАГ ВЕРТИКАЛИ[8] := -1;  ШАГ ГОРИЗОНТАЛИ[8] := -1;
                rt.step(Some(35))?;
                { let i = rt.int(V::Int(8), 36)?; let v = V::Int(-1); rt.store1(f, 18, i, v, 36, 35)?; }
                rt.step(Some(37))?;
                { let i = rt.int(V::Int(8), 38)?; let v = V::Int(-1); rt.store1(f, 19, i, v, 38, 37)?; }
                // 383: ШАГ ВЕРТИКАЛИ[9] := 1;  ШАГ ГОРИЗОНТАЛИ[9] := 2;
                rt.step(Some(39))?;
                { let i = rt.int(V::Int(9), 40)?; let v = V::Int(1); rt.store1(f, 18, i, v, 40, 39)?; }
                rt.step(Some(41))?;
                { let i = rt.int(V::Int(9), 42)?; let v = V::Int(2); rt.store1(f, 19, i, v, 42, 41)?; }
                // 384: ШАГ ВЕРТИКАЛИ[10] := 2;  ШАГ ГОРИЗОНТАЛИ[10] := 1;
                rt.step(Some(43))?;
                { let i = rt.int(V::Int(10), 44)?; let v = V::Int(2); rt.store1(f, 18, i, v, 44, 43)?; }
                rt.step(Some(45))?;
                { let i = rt.int(V::Int(10), 46)?; let v = V::Int(1); rt.store1(f, 19, i, v, 46, 45)?; }
                // 385: ШАГ ВЕРТИКАЛИ[11] := 2;  ШАГ ГОРИЗОНТАЛИ[11] := -1;
                rt.step(Some(47))?;
                { let i = rt.int(V::Int(11), 48)?; let v = V::Int(2); rt.store1(f, 18, i, v, 48, 47)?; }
                rt.step(Some(49))?;
                { let i = rt.int(V::Int(11), 50)?; let v = V::Int(-1); rt.store1(f, 19, i, v, 50, 49)?; }
                // 386: ШАГ ВЕРТИКАЛИ[12] := 1;  ШАГ ГОРИЗОНТАЛИ[12] := -2;
                rt.step(Some(51))?;
                { let i = rt.int(V::Int(12), 52)?; let v = V::Int(1); rt.store1(f, 18, i, v, 52, 51)?; }
                rt.step(Some(53))?;
                { let i = rt.int(V::Int(12), 54)?; let v = V::Int(-2); rt.store1(f, 19, i, v, 54, 53)?; }
                // 387: ШАГ ВЕРТИКАЛИ[13] := -1;  ШАГ ГОРИЗОНТАЛИ[13] := -2;
                rt.step(Some(55))?;
                { let i = rt.int(V::Int(13), 56)?; let v = V::Int(-1); rt.store1(f, 18, i, v, 56, 55)?; }
                rt.step(Some(57))?;
                { let i = rt.int(V::Int(13), 58)?; let v = V::Int(-2); rt.store1(f, 19, i, v, 58, 57)?; }
                // 388: ШАГ ВЕРТИКАЛИ[14] := -2;  ШАГ ГОРИЗОНТАЛИ[14] := -1;
                rt.step(Some(59))?;
                { let i = rt.int(V::Int(14), 60)?; let v = V::Int(-2); rt.store1(f, 18, i, v, 60, 59)?; }
                rt.step(Some(61))?;
                { let i = rt.int(V::Int(14), 62)?; let v = V::Int(-1); rt.store1(f, 19, i, v, 62, 61)?; }
                // 389: ШАГ ВЕРТИКАЛИ[15] := -2;  ШАГ ГОРИЗОНТАЛИ[15] := 1;
                rt.step(Some(63))?;
                { let i = rt.int(V::Int(15), 64)?; let v = V::Int(-2); rt.store1(f, 18, i, v, 64, 63)?; }
                rt.step(Some(65))?;
                { let i = rt.int(V::Int(15), 66)?; let v = V::Int(1); rt.store1(f, 19, i, v, 66, 65)?; }
                // 390: ШАГ ВЕРТИКАЛИ[16] := -1;  ШАГ ГОРИЗОНТАЛИ[16] := 2;
                rt.step(Some(67))?;
                { let i = rt.int(V::Int(16), 68)?; let v = V::Int(-1); rt.store1(f, 18, i, v, 68, 67)?; }
                rt.step(Some(69))?;
                { let i = rt.int(V::Int(16), 70)?; let v = V::Int(2); rt.store1(f, 19, i, v, 70, 69)?; }
                pc = 32;
            }
            32 => {
                // 391: ОЧИСТКА ДОСОК:
                rt.step(Some(71))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 71)?; }
                rt.step(Some(71))?;
                { let v = rt.var(f, 3, 72)?; let b = V::Int(1); let c = V::Int(64); if rt.exhausted(&v, &b, &c, 71)? { pc = 38; continue; } }
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
                // 392: for i := 1 step 1 until 64 do ДОСКА БЕЛЫХ[i] := ДОСКА ЧЕРНЫХ[i] := 0;
                rt.step(Some(73))?;
                { let p0 = { let a = rt.array(f, 14, 74)?; let s = [rt.int(rt.var(f, 3, 75)?, 74)?]; rt.elem_place(a, &s, 74)? }; let p1 = { let a = rt.array(f, 15, 76)?; let s = [rt.int(rt.var(f, 3, 77)?, 76)?]; rt.elem_place(a, &s, 76)? }; let v = V::Int(0); rt.store(p0, v.clone(), 73)?; rt.store(p1, v.clone(), 73)?; }
                // 391: ОЧИСТКА ДОСОК:
                rt.step(Some(71))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match V::Int(64) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 71)? }; pc = if done { 38 } else { 36 }; continue; }
                { let v = rt.var(f, 3, 72)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 71)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 71)?; }
                { let v = rt.var(f, 3, 72)?; let b = V::Int(1); let c = V::Int(64); pc = if rt.exhausted(&v, &b, &c, 71)? { 38 } else { 36 }; continue; }
            }
            38 => {
                // 393: ВВОД ЧИСЛА ХОДОВ: input(s);  ss := 2 × s;
                rt.step(Some(78))?;
                { rt.input_into(Place::Slot(f.clone(), 0, Some(Ty::Integer)), 78)?; V::Empty };
                rt.step(Some(79))?;
                { let v = rt.bin(Op::Mul, V::Int(2), rt.var(f, 0, 81)?, 80)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 79)?; }
                // 394: for i := 0 step 1 until ss + 1 do
                rt.step(Some(82))?;
                { let v = V::Int(0); rt.store_slot(f, 3, Some(Ty::Integer), v, 82)?; }
                rt.step(Some(82))?;
                { let v = rt.var(f, 3, 83)?; let b = V::Int(1); let c = rt.bin(Op::Add, rt.var(f, 1, 85)?, V::Int(1), 84)?; if rt.exhausted(&v, &b, &c, 82)? { pc = 47; continue; } }
                pc = 42;
            }
            42 => {
                rt.step(None)?;
                { pc = 44; continue; }
            }
            43 => {
                rt.step(None)?;
                { pc = 47; continue; }
            }
            44 => {
                // 395: begin РУБЕЖ ХОДОВ[i] := 1;  q[i] := 0 end;
                rt.step(Some(86))?;
                { let i = rt.int(rt.var(f, 3, 88)?, 87)?; let v = V::Int(1); rt.store1(f, 9, i, v, 87, 86)?; }
                rt.step(Some(89))?;
                { let i = rt.int(rt.var(f, 3, 91)?, 90)?; let v = V::Int(0); rt.store1(f, 10, i, v, 90, 89)?; }
                // 394: for i := 0 step 1 until ss + 1 do
                rt.step(Some(82))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.bin(Op::Add, rt.var(f, 1, 85)?, V::Int(1), 84)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 82)? }; pc = if done { 47 } else { 44 }; continue; }
                { let v = rt.var(f, 3, 83)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 82)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 82)?; }
                { let v = rt.var(f, 3, 83)?; let b = V::Int(1); let c = rt.bin(Op::Add, rt.var(f, 1, 85)?, V::Int(1), 84)?; pc = if rt.exhausted(&v, &b, &c, 82)? { 47 } else { 44 }; continue; }
            }
            47 => {
                // 399: ПОЛЯ БЕЛЫХ[0] := 8;  ПОЛЯ ЧЕРНЫХ[0] := -8;
                rt.step(Some(92))?;
                { let i = rt.int(V::Int(0), 93)?; let v = V::Int(8); rt.store1(f, 16, i, v, 93, 92)?; }
                rt.step(Some(94))?;
                { let i = rt.int(V::Int(0), 95)?; let v = V::Int(-8); rt.store1(f, 17, i, v, 95, 94)?; }
                // 400: ВВОД ФИГУР(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);  ВВОД ФИГУР(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(96))?;
                rt.invoke(&P7, f.clone(), [V::Array(rt.array(f, 16, 96)?), V::Array(rt.array(f, 14, 96)?)], 96)?;
                rt.step(Some(97))?;
                rt.invoke(&P7, f.clone(), [V::Array(rt.array(f, 17, 97)?), V::Array(rt.array(f, 15, 97)?)], 97)?;
                // 401: НАЙТИ КОРОЛЯ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, КОРОЛЬ БЕЛЫХ);
                rt.step(Some(98))?;
                rt.invoke(&P6, f.clone(), [V::Array(rt.array(f, 16, 98)?), V::Array(rt.array(f, 14, 98)?), V::Loc(f.clone(), 7)], 98)?;
                // 402: НАЙТИ КОРОЛЯ(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ, КОРОЛЬ ЧЕРНЫХ);
                rt.step(Some(99))?;
                rt.invoke(&P6, f.clone(), [V::Array(rt.array(f, 17, 99)?), V::Array(rt.array(f, 15, 99)?), V::Loc(f.clone(), 8)], 99)?;
                // 403: УРОВЕНЬ := 1;  ПЕЧАТЬ ПОЗИЦИИ;
                rt.step(Some(100))?;
                { let v = V::Int(1); rt.store_slot(f, 4, Some(Ty::Integer), v, 100)?; }
                rt.step(Some(101))?;
                rt.invoke(&P8, f.clone(), [], 101)?;
                // 404: n := РУБЕЖ ХОДОВ[0];
                rt.step(Some(102))?;
                { let v = { let i = rt.int(V::Int(0), 103)?; rt.get1(f, 9, i, 103)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 102)?; }
                // 405: ОБЗОР ХОДОВ(ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, n, ОШИБКА);
                rt.step(Some(104))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 16, 104)?), V::Array(rt.array(f, 14, 104)?), V::Array(rt.array(f, 15, 104)?), V::Loc(f.clone(), 2), V::Label(f.id, 17)], 104)?;
                // 406: РУБЕЖ ХОДОВ[1] := n;
                rt.step(Some(105))?;
                { let i = rt.int(V::Int(1), 106)?; let v = rt.var(f, 2, 107)?; rt.store1(f, 9, i, v, 106, 105)?; }
                pc = 58;
            }
            58 => {
                // 408: if s < 1 ∨ s > 6 then go to ОШИБКА В ЧИСЛЕ ХОДОВ;
                rt.step(Some(108))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Less, rt.var(f, 0, 111)?, V::Int(1), 110)?, rt.bin(Op::Greater, rt.var(f, 0, 113)?, V::Int(6), 112)?, 109)?, 108)? { pc = 60; continue; }
                pc = 59;
            }
            59 => {
                // 408: if s < 1 ∨ s > 6 then go to ОШИБКА В ЧИСЛЕ ХОДОВ;
                rt.step(Some(114))?;
                { pc = 142; continue; }
            }
            60 => {
                // 409: Л := 1;  ТЕК[1] := РУБЕЖ ХОДОВ[0] + 1;
                rt.step(Some(115))?;
                { let v = V::Int(1); rt.store_slot(f, 6, Some(Ty::Integer), v, 115)?; }
                rt.step(Some(116))?;
                { let i = rt.int(V::Int(1), 117)?; let v = rt.bin(Op::Add, { let i = rt.int(V::Int(0), 119)?; rt.get1(f, 9, i, 119)? }, V::Int(1), 118)?; rt.store1(f, 12, i, v, 117, 116)?; }
                pc = 62;
            }
            62 => {
                // 410: СЛЕДУЮЩИЙ:
                rt.step(Some(120))?;
                { let v = rt.var(f, 6, 121)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 120)?; }
                // 411: УРОВЕНЬ := Л;  ТЕК[Л] := ТЕК[Л] + 1;
                rt.step(Some(122))?;
                { let i = rt.int(rt.var(f, 6, 124)?, 123)?; let v = rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 127)?, 126)?; rt.get1(f, 12, i, 126)? }, V::Int(1), 125)?; rt.store1(f, 12, i, v, 123, 122)?; }
                // 412: if ТЕК[Л] > РУБЕЖ ХОДОВ[Л] then go to ИСЧЕРПАНО;
                rt.step(Some(128))?;
                if !rt.bool(rt.bin(Op::Greater, { let i = rt.int(rt.var(f, 6, 131)?, 130)?; rt.get1(f, 12, i, 130)? }, { let i = rt.int(rt.var(f, 6, 133)?, 132)?; rt.get1(f, 9, i, 132)? }, 129)?, 128)? { pc = 66; continue; }
                pc = 65;
            }
            65 => {
                // 412: if ТЕК[Л] > РУБЕЖ ХОДОВ[Л] then go to ИСЧЕРПАНО;
                rt.step(Some(134))?;
                { pc = 105; continue; }
            }
            66 => {
                // 413: if Л = ss - 1 then go to ПОСЛЕДНИЙ ХОД;
                rt.step(Some(135))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 6, 137)?, rt.bin(Op::Sub, rt.var(f, 1, 139)?, V::Int(1), 138)?, 136)?, 135)? { pc = 68; continue; }
                pc = 67;
            }
            67 => {
                // 413: if Л = ss - 1 then go to ПОСЛЕДНИЙ ХОД;
                rt.step(Some(140))?;
                { pc = 80; continue; }
            }
            68 => {
                // 414: if Л = ss then go to ОТВЕТ ЧЕРНЫХ;
                rt.step(Some(141))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 6, 143)?, rt.var(f, 1, 144)?, 142)?, 141)? { pc = 70; continue; }
                pc = 69;
            }
            69 => {
                // 414: if Л = ss then go to ОТВЕТ ЧЕРНЫХ;
                rt.step(Some(145))?;
                { pc = 95; continue; }
            }
            70 => {
                // 415: if Л ÷ 2 × 2 ≠ Л then
                rt.step(Some(146))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 150)?, V::Int(2), 149)?, V::Int(2), 148)?, rt.var(f, 6, 151)?, 147)?, 146)? { pc = 76; continue; }
                pc = 71;
            }
            71 => {
                // 417: if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;
                rt.step(Some(152))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 6, 154)?, V::Int(1), 153)?, 152)? { pc = 73; continue; }
                pc = 72;
            }
            72 => {
                // 417: if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;
                rt.step(Some(155))?;
                { let i = rt.int(rt.bin(Op::IntDiv, rt.var(f, 6, 158)?, V::Int(2), 157)?, 156)?; let v = V::Bool(false); rt.store1(f, 13, i, v, 156, 155)?; }
                pc = 73;
            }
            73 => {
                // 418: ВОЗМОЖЕН ПАТ[Л ÷ 2 + 1] := true;
                rt.step(Some(159))?;
                { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::IntDiv, rt.var(f, 6, 163)?, V::Int(2), 162)?, V::Int(1), 161)?, 160)?; let v = V::Bool(true); rt.store1(f, 13, i, v, 160, 159)?; }
                // 419: ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, СЛЕДУЮЩИЙ)
                rt.step(Some(164))?;
                rt.invoke(&P3, f.clone(), [V::Thunk(&T0, f.clone()), V::Array(rt.array(f, 14, 164)?), V::Array(rt.array(f, 15, 164)?), V::Array(rt.array(f, 16, 164)?), V::Array(rt.array(f, 17, 164)?), V::Label(f.id, 3)], 164)?;
                rt.step(None)?;
                { pc = 77; continue; }
            }
            76 => {
                // 423: ВЫПОЛНЕНИЕ ХОДА(ТЕК[Л], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ)
                rt.step(Some(167))?;
                rt.invoke(&P3, f.clone(), [V::Thunk(&T1, f.clone()), V::Array(rt.array(f, 15, 167)?), V::Array(rt.array(f, 14, 167)?), V::Array(rt.array(f, 17, 167)?), V::Array(rt.array(f, 16, 167)?), V::Label(f.id, 3)], 167)?;
                pc = 77;
            }
            77 => {
                // 425: ШАХ:
                rt.step(Some(170))?;
                { let v = rt.bin(Op::Add, rt.var(f, 6, 172)?, V::Int(1), 171)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 170)?; }
                // 426: Л := Л + 1;  ТЕК[Л] := РУБЕЖ ХОДОВ[Л - 1] + 1;  go to СЛЕДУЮЩИЙ;
                rt.step(Some(173))?;
                { let i = rt.int(rt.var(f, 6, 175)?, 174)?; let v = rt.bin(Op::Add, { let i = rt.int(rt.bin(Op::Sub, rt.var(f, 6, 179)?, V::Int(1), 178)?, 177)?; rt.get1(f, 9, i, 177)? }, V::Int(1), 176)?; rt.store1(f, 12, i, v, 174, 173)?; }
                rt.step(Some(180))?;
                { pc = 62; continue; }
            }
            80 => {
                // 431: if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;
                rt.step(Some(181))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 6, 183)?, V::Int(1), 182)?, 181)? { pc = 82; continue; }
                pc = 81;
            }
            81 => {
                // 431: if Л > 1 then ВОЗМОЖЕН ПАТ[Л ÷ 2] := false;
                rt.step(Some(184))?;
                { let i = rt.int(rt.bin(Op::IntDiv, rt.var(f, 6, 187)?, V::Int(2), 186)?, 185)?; let v = V::Bool(false); rt.store1(f, 13, i, v, 185, 184)?; }
                pc = 82;
            }
            82 => {
                // 432: СДЕЛАТЬ ХОД(ТЕК[Л], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ БЕЛЫХ, СЛЕДУЮЩИЙ, БЕЛЫЕ РОКИРУЮТ);
                rt.step(Some(188))?;
                rt.invoke(&P4, f.clone(), [V::Thunk(&T2, f.clone()), V::Array(rt.array(f, 14, 188)?), V::Array(rt.array(f, 15, 188)?), V::Array(rt.array(f, 16, 188)?), V::Label(f.id, 3), V::Label(f.id, 6)], 188)?;
                // 433: if ¬ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then
                rt.step(Some(191))?;
                if !rt.bool(V::Bool(!rt.bool(rt.result(rt.invoke(&P5, f.clone(), [V::Thunk(&T3, f.clone()), V::Array(rt.array(f, 15, 193)?), V::Array(rt.array(f, 14, 193)?), V::Array(rt.array(f, 16, 193)?)], 193)?, 193)?, 192)?), 191)? { pc = 85; continue; }
                pc = 84;
            }
            84 => {
                // 434: go to СЛЕДУЮЩИЙ;
                rt.step(Some(196))?;
                { pc = 62; continue; }
            }
            85 => {
                // 435: if ПОД БОЕМ(ПОЛЯ БЕЛЫХ[КОРОЛЬ БЕЛЫХ], ДОСКА БЕЛЫХ, ДОСКА ЧЕРНЫХ, ПОЛЯ ЧЕРНЫХ) then
                rt.step(Some(197))?;
                if !rt.bool(rt.result(rt.invoke(&P5, f.clone(), [V::Thunk(&T4, f.clone()), V::Array(rt.array(f, 14, 198)?), V::Array(rt.array(f, 15, 198)?), V::Array(rt.array(f, 17, 198)?)], 198)?, 198)?, 197)? { pc = 87; continue; }
                pc = 86;
            }
            86 => {
                // 436: go to СЛЕДУЮЩИЙ;
                rt.step(Some(201))?;
                { pc = 62; continue; }
            }
            87 => {
                // 437: n := РУБЕЖ ХОДОВ[Л];
                rt.step(Some(202))?;
                { let v = { let i = rt.int(rt.var(f, 6, 204)?, 203)?; rt.get1(f, 9, i, 203)? }; rt.store_slot(f, 2, Some(Ty::Integer), v, 202)?; }
                // 438: ОБЗОР ХОДОВ(ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, n, СЛЕДУЮЩИЙ);
                rt.step(Some(205))?;
                rt.invoke(&P0, f.clone(), [V::Array(rt.array(f, 17, 205)?), V::Array(rt.array(f, 15, 205)?), V::Array(rt.array(f, 14, 205)?), V::Loc(f.clone(), 2), V::Label(f.id, 3)], 205)?;
                // 439: РУБЕЖ ХОДОВ[Л + 1] := n;
                rt.step(Some(206))?;
                { let i = rt.int(rt.bin(Op::Add, rt.var(f, 6, 209)?, V::Int(1), 208)?, 207)?; let v = rt.var(f, 2, 210)?; rt.store1(f, 9, i, v, 207, 206)?; }
                // 440: go to ШАХ;
                rt.step(Some(211))?;
                { pc = 77; continue; }
            }
            91 => {
                // 441: БЕЛЫЕ РОКИРУЮТ:
                rt.step(Some(212))?;
                rt.invoke(&P3, f.clone(), [V::Thunk(&T5, f.clone()), V::Array(rt.array(f, 14, 212)?), V::Array(rt.array(f, 15, 212)?), V::Array(rt.array(f, 16, 212)?), V::Array(rt.array(f, 17, 212)?), V::Label(f.id, 3)], 212)?;
                // 443: if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then go to ШАХ;
                rt.step(Some(215))?;
                if !rt.bool(rt.result(rt.invoke(&P5, f.clone(), [V::Thunk(&T6, f.clone()), V::Array(rt.array(f, 15, 216)?), V::Array(rt.array(f, 14, 216)?), V::Array(rt.array(f, 16, 216)?)], 216)?, 216)?, 215)? { pc = 94; continue; }
                pc = 93;
            }
            93 => {
                // 443: if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then go to ШАХ;
                rt.step(Some(219))?;
                { pc = 77; continue; }
            }
            94 => {
                // 444: go to СЛЕДУЮЩИЙ;
                rt.step(Some(220))?;
                { pc = 62; continue; }
            }
            95 => {
                // 448: ОТВЕТ ЧЕРНЫХ:
                rt.step(Some(221))?;
                rt.invoke(&P4, f.clone(), [V::Thunk(&T7, f.clone()), V::Array(rt.array(f, 15, 221)?), V::Array(rt.array(f, 14, 221)?), V::Array(rt.array(f, 17, 221)?), V::Label(f.id, 3), V::Label(f.id, 8)], 221)?;
                // 450: if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then
                rt.step(Some(224))?;
                if !rt.bool(rt.result(rt.invoke(&P5, f.clone(), [V::Thunk(&T8, f.clone()), V::Array(rt.array(f, 15, 225)?), V::Array(rt.array(f, 14, 225)?), V::Array(rt.array(f, 16, 225)?)], 225)?, 225)?, 224)? { pc = 98; continue; }
                pc = 97;
            }
            97 => {
                // 451: go to СЛЕДУЮЩИЙ;
                rt.step(Some(228))?;
                { pc = 62; continue; }
            }
            98 => {
                // 452: go to УШЛИ ОТ ШАХА;
                rt.step(Some(229))?;
                { pc = 100; continue; }
            }
            99 => {
                // 453: ЧЕРНЫЕ РОКИРУЮТ:
                rt.step(Some(230))?;
                rt.invoke(&P3, f.clone(), [V::Thunk(&T9, f.clone()), V::Array(rt.array(f, 15, 230)?), V::Array(rt.array(f, 14, 230)?), V::Array(rt.array(f, 17, 230)?), V::Array(rt.array(f, 16, 230)?), V::Label(f.id, 3)], 230)?;
                pc = 100;
            }
            100 => {
                // 455: УШЛИ ОТ ШАХА:
                rt.step(Some(233))?;
                { let v = rt.var(f, 1, 234)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 233)?; }
                // 457: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],
                rt.step(Some(235))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T10, f.clone()), V::Array(rt.array(f, 15, 235)?), V::Array(rt.array(f, 14, 235)?), V::Array(rt.array(f, 17, 235)?)], 235)?;
                // 459: ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(247))?;
                rt.invoke(&P2, f.clone(), [V::Thunk(&T11, f.clone()), V::Int(61), V::Array(rt.array(f, 17, 247)?), V::Array(rt.array(f, 15, 247)?)], 247)?;
                // 460: Л := ss - 1;  go to СЛЕДУЮЩИЙ;
                rt.step(Some(250))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 1, 252)?, V::Int(1), 251)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 250)?; }
                rt.step(Some(253))?;
                { pc = 62; continue; }
            }
            105 => {
                // 462: if Л = ss then go to БЕЛЫЕ ДАЛИ МАТ;
                rt.step(Some(254))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 6, 256)?, rt.var(f, 1, 257)?, 255)?, 254)? { pc = 107; continue; }
                pc = 106;
            }
            106 => {
                // 462: if Л = ss then go to БЕЛЫЕ ДАЛИ МАТ;
                rt.step(Some(258))?;
                { pc = 121; continue; }
            }
            107 => {
                // 463: if Л ÷ 2 × 2 ≠ Л then
                rt.step(Some(259))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 263)?, V::Int(2), 262)?, V::Int(2), 261)?, rt.var(f, 6, 264)?, 260)?, 259)? { pc = 116; continue; }
                pc = 108;
            }
            108 => {
                // 466: if Л = 1 then go to ХОДЫ ИСЧЕРПАНЫ;
                rt.step(Some(265))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 6, 267)?, V::Int(1), 266)?, 265)? { pc = 110; continue; }
                pc = 109;
            }
            109 => {
                // 466: if Л = 1 then go to ХОДЫ ИСЧЕРПАНЫ;
                rt.step(Some(268))?;
                { pc = 140; continue; }
            }
            110 => {
                // 467: Л := Л - 1;  УРОВЕНЬ := Л;
                rt.step(Some(269))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 6, 271)?, V::Int(1), 270)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 269)?; }
                rt.step(Some(272))?;
                { let v = rt.var(f, 6, 273)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 272)?; }
                // 468: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],
                rt.step(Some(274))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T12, f.clone()), V::Array(rt.array(f, 15, 274)?), V::Array(rt.array(f, 14, 274)?), V::Array(rt.array(f, 17, 274)?)], 274)?;
                // 470: ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 61, ПОЛЯ ЧЕРНЫХ, ДОСКА ЧЕРНЫХ);
                rt.step(Some(286))?;
                rt.invoke(&P2, f.clone(), [V::Thunk(&T13, f.clone()), V::Int(61), V::Array(rt.array(f, 17, 286)?), V::Array(rt.array(f, 15, 286)?)], 286)?;
                // 471: Л := Л - 1;  go to СЛЕДУЮЩИЙ
                rt.step(Some(289))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 6, 291)?, V::Int(1), 290)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 289)?; }
                rt.step(Some(292))?;
                { pc = 62; continue; }
            }
            116 => {
                // 473: if ВОЗМОЖЕН ПАТ[Л ÷ 2] then
                rt.step(Some(293))?;
                if !rt.bool({ let i = rt.int(rt.bin(Op::IntDiv, rt.var(f, 6, 296)?, V::Int(2), 295)?, 294)?; rt.get1(f, 13, i, 294)? }, 293)? { pc = 121; continue; }
                pc = 117;
            }
            117 => {
                // 476: if ПОД БОЕМ(ПОЛЯ ЧЕРНЫХ[КОРОЛЬ ЧЕРНЫХ], ДОСКА ЧЕРНЫХ, ДОСКА БЕЛЫХ, ПОЛЯ БЕЛЫХ) then
                rt.step(Some(297))?;
                if !rt.bool(rt.result(rt.invoke(&P5, f.clone(), [V::Thunk(&T14, f.clone()), V::Array(rt.array(f, 15, 298)?), V::Array(rt.array(f, 14, 298)?), V::Array(rt.array(f, 16, 298)?)], 298)?, 298)?, 297)? { pc = 119; continue; }
                pc = 118;
            }
            118 => {
                // 477: go to БЕЛЫЕ ДАЛИ МАТ;
                rt.step(Some(301))?;
                { pc = 121; continue; }
            }
            119 => {
                // 478: Л := Л - 1;  go to СЛЕДУЮЩИЙ
                rt.step(Some(302))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 6, 304)?, V::Int(1), 303)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 302)?; }
                rt.step(Some(305))?;
                { pc = 62; continue; }
            }
            121 => {
                // 484: if Л = 2 then go to ОТВЕТ;
                rt.step(Some(306))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 6, 308)?, V::Int(2), 307)?, 306)? { pc = 123; continue; }
                pc = 122;
            }
            122 => {
                // 484: if Л = 2 then go to ОТВЕТ;
                rt.step(Some(309))?;
                { pc = 129; continue; }
            }
            123 => {
                // 485: Л := Л - 1;  УРОВЕНЬ := Л;
                rt.step(Some(310))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 6, 312)?, V::Int(1), 311)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 310)?; }
                rt.step(Some(313))?;
                { let v = rt.var(f, 6, 314)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 313)?; }
                // 486: ВОЗВРАТ ХОДА(СПИСОК[if q[УРОВЕНЬ] = -1 then ТЕК[Л] + 2 else ТЕК[Л] + 1],
                rt.step(Some(315))?;
                rt.invoke(&P1, f.clone(), [V::Thunk(&T15, f.clone()), V::Array(rt.array(f, 14, 315)?), V::Array(rt.array(f, 15, 315)?), V::Array(rt.array(f, 16, 315)?)], 315)?;
                // 488: ВОЗВРАТ КОРОЛЯ(ТЕК[Л], 5, ПОЛЯ БЕЛЫХ, ДОСКА БЕЛЫХ);
                rt.step(Some(327))?;
                rt.invoke(&P2, f.clone(), [V::Thunk(&T16, f.clone()), V::Int(5), V::Array(rt.array(f, 16, 327)?), V::Array(rt.array(f, 14, 327)?)], 327)?;
                // 489: Л := Л - 1;  go to СЛЕДУЮЩИЙ;
                rt.step(Some(330))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 6, 332)?, V::Int(1), 331)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 330)?; }
                rt.step(Some(333))?;
                { pc = 62; continue; }
            }
            129 => {
                // 491: ОТВЕТ:
                rt.step(Some(334))?;
                { let v = { let i = rt.int(V::Int(1), 335)?; rt.get1(f, 12, i, 335)? }; rt.store_slot(f, 5, Some(Ty::Integer), v, 334)?; }
                // 492: Б1 := ТЕК[1];  УРОВЕНЬ := 2;
                rt.step(Some(336))?;
                { let v = V::Int(2); rt.store_slot(f, 4, Some(Ty::Integer), v, 336)?; }
                // 493: if ss = 2 then go to МАТ1;
                rt.step(Some(337))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 1, 339)?, V::Int(2), 338)?, 337)? { pc = 133; continue; }
                pc = 132;
            }
            132 => {
                // 493: if ss = 2 then go to МАТ1;
                rt.step(Some(340))?;
                { pc = 137; continue; }
            }
            133 => {
                // 494: if ВОЗМОЖЕН ПАТ[1] then go to МАТ1;
                rt.step(Some(341))?;
                if !rt.bool({ let i = rt.int(V::Int(1), 342)?; rt.get1(f, 13, i, 342)? }, 341)? { pc = 135; continue; }
                pc = 134;
            }
            134 => {
                // 494: if ВОЗМОЖЕН ПАТ[1] then go to МАТ1;
                rt.step(Some(343))?;
                { pc = 137; continue; }
            }
            135 => {
                // 495: output('/,T,РЕШЕНИЕ,/');
                rt.step(Some(344))?;
                { let format = rt.format_string(V::Str("/,T,РЕШЕНИЕ,/"), 344)?; let values = []; rt.output(format, &values, 344)?; V::Empty };
                // 496: go to ПЕЧАТЬ ОТВЕТА;
                rt.step(Some(345))?;
                { pc = 138; continue; }
            }
            137 => {
                // 497: МАТ1:
                rt.step(Some(346))?;
                { let format = rt.format_string(V::Str("/,T,МАТ НА ПЕРВОМ ХОДЕ,/"), 346)?; let values = []; rt.output(format, &values, 346)?; V::Empty };
                pc = 138;
            }
            138 => {
                // 499: ПЕЧАТЬ ОТВЕТА:
                rt.step(Some(347))?;
                rt.invoke(&P8, f.clone(), [], 347)?;
                // 501: go to КОНЕЦ;
                rt.step(Some(348))?;
                { pc = 145; continue; }
            }
            140 => {
                // 502: ХОДЫ ИСЧЕРПАНЫ:
                rt.step(Some(349))?;
                { let format = rt.format_string(V::Str("/,T,ХОДЫ БЕЛЫХ ИСЧЕРПАНЫ,/"), 349)?; let values = []; rt.output(format, &values, 349)?; V::Empty };
                // 504: go to КОНЕЦ;
                rt.step(Some(350))?;
                { pc = 145; continue; }
            }
            142 => {
                // 505: ОШИБКА В ЧИСЛЕ ХОДОВ:
                rt.step(Some(351))?;
                { let format = rt.format_string(V::Str("/,T,ЧИСЛО ХОДОВ ДОЛЖНО БЫТЬ ОТ 1 ДО 6,/"), 351)?; let values = []; rt.output(format, &values, 351)?; V::Empty };
                // 507: go to КОНЕЦ;
                rt.step(Some(352))?;
                { pc = 145; continue; }
            }
            144 => {
                // 508: ОШИБКА:
                rt.step(Some(353))?;
                { let format = rt.format_string(V::Str("/,T,ПЕРВЫМ ХОДОМ БЕРЕТСЯ КОРОЛЬ ЧЕРНЫХ,/"), 353)?; let values = []; rt.output(format, &values, 353)?; V::Empty };
                pc = 145;
            }
            _ => return Ok(()),
        }
    }
}

static P0: rt::ProcDef = rt::ProcDef { name: "ОБЗОР ХОДОВ", params: &[(1, false, Spec::Array(Some(Ty::Integer)), 354), (2, false, Spec::Array(Some(Ty::Integer)), 355), (3, false, Spec::Array(Some(Ty::Integer)), 356), (4, false, Spec::Simple(Ty::Integer), 357), (5, false, Spec::Other, 358)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Boolean)], body: p0_ОБЗОРХОДОВ, site: 359 };
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
                // 76: m := n + 1;  СПИСОК[m] := 0;
                rt.step(Some(360))?;
                { let v = rt.bin(Op::Add, rt.formal(f, 4, 362)?, V::Int(1), 361)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 360)?; }
                rt.step(Some(363))?;
                { let i = rt.int(rt.var(f, 7, 365)?, 364)?; let v = V::Int(0); rt.store1(rt.up(f, 1, 364)?, 11, i, v, 364, 363)?; }
                // 77: НАПР := ПОЛЯ[0];  ДОМ := if НАПР > 0 then 5 else 61;
                rt.step(Some(366))?;
                { let v = { let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(V::Int(0), 367)?], 367)? } else { let a = rt.array(fr, 1, 367)?; rt.get(&a, &[rt.int(V::Int(0), 367)?], 367)? } }; rt.store_slot(f, 21, Some(Ty::Integer), v, 366)?; }
                rt.step(Some(368))?;
                { let v = if rt.bool(rt.bin(Op::Greater, rt.var(f, 21, 371)?, V::Int(0), 370)?, 369)? { V::Int(5) } else { V::Int(61) }; rt.store_slot(f, 22, Some(Ty::Integer), v, 368)?; }
                // 78: for j := 1 step 1 until 16 do
                rt.step(Some(372))?;
                { let v = V::Int(1); rt.store_slot(f, 6, Some(Ty::Integer), v, 372)?; }
                rt.step(Some(372))?;
                { let v = rt.var(f, 6, 373)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 372)? { pc = 74; continue; } }
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
                // 80: ПОЛЕ := ПОЛЯ[j];
                rt.step(Some(374))?;
                { let v = { let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(rt.var(f, 6, 376)?, 375)?], 375)? } else { let a = rt.array(fr, 1, 375)?; rt.get(&a, &[rt.int(rt.var(f, 6, 376)?, 375)?], 375)? } }; rt.store_slot(f, 8, Some(Ty::Integer), v, 374)?; }
                // 81: if ПОЛЕ ≠ 0 then
                rt.step(Some(377))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 8, 379)?, V::Int(0), 378)?, 377)? { pc = 73; continue; }
                pc = 10;
            }
            10 => {
                // 83: КОД := СВОЯ ДОСКА[ПОЛЕ] - 10 × j;
                rt.step(Some(380))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 383)?, 382)?], 382)? } else { let a = rt.array(fr, 2, 382)?; rt.get(&a, &[rt.int(rt.var(f, 8, 383)?, 382)?], 382)? } }, rt.bin(Op::Mul, V::Int(10), rt.var(f, 6, 385)?, 384)?, 381)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 380)?; }
                // 84: if КОД > 0 ∧ КОД < 10 then
                rt.step(Some(386))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Greater, rt.var(f, 9, 389)?, V::Int(0), 388)?, rt.bin(Op::Less, rt.var(f, 9, 391)?, V::Int(10), 390)?, 387)?, 386)? { pc = 73; continue; }
                pc = 12;
            }
            12 => {
                // 86: В := (ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8;  Г := (ПОЛЕ - 1) ÷ 8;
                rt.step(Some(392))?;
                { let v = rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 8, 395)?, V::Int(1), 394)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 8, 399)?, V::Int(1), 398)?, V::Int(8), 397)?, V::Int(8), 396)?, 393)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 392)?; }
                rt.step(Some(400))?;
                { let v = rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 8, 403)?, V::Int(1), 402)?, V::Int(8), 401)?; rt.store_slot(f, 13, Some(Ty::Integer), v, 400)?; }
                // 87: ОТКУДА := 100 × ПОЛЕ;  ФИГУРА := 1000 × СВОЯ ДОСКА[ПОЛЕ];
                rt.step(Some(404))?;
                { let v = rt.bin(Op::Mul, V::Int(100), rt.var(f, 8, 406)?, 405)?; rt.store_slot(f, 10, Some(Ty::Integer), v, 404)?; }
                rt.step(Some(407))?;
                { let v = rt.bin(Op::Mul, V::Int(1000), { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 410)?, 409)?], 409)? } else { let a = rt.array(fr, 2, 409)?; rt.get(&a, &[rt.int(rt.var(f, 8, 410)?, 409)?], 409)? } }, 408)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 407)?; }
                // 88: if КОД = 1 then
                rt.step(Some(411))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 413)?, V::Int(1), 412)?, 411)? { pc = 32; continue; }
                pc = 17;
            }
            17 => {
                // 90: t := ПОЛЕ + НАПР;
                rt.step(Some(414))?;
                { let v = rt.bin(Op::Add, rt.var(f, 8, 416)?, rt.var(f, 21, 417)?, 415)?; rt.store_slot(f, 16, Some(Ty::Integer), v, 414)?; }
                // 91: if СВОЯ ДОСКА[t] = 0 then
                rt.step(Some(418))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 16, 421)?, 420)?], 420)? } else { let a = rt.array(fr, 2, 420)?; rt.get(&a, &[rt.int(rt.var(f, 16, 421)?, 420)?], 420)? } }, V::Int(0), 419)?, 418)? { pc = 25; continue; }
                pc = 19;
            }
            19 => {
                // 93: if ЧУЖАЯ ДОСКА[t] = 0 then
                rt.step(Some(422))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 16, 425)?, 424)?], 424)? } else { let a = rt.array(fr, 3, 424)?; rt.get(&a, &[rt.int(rt.var(f, 16, 425)?, 424)?], 424)? } }, V::Int(0), 423)?, 422)? { pc = 25; continue; }
                pc = 20;
            }
            20 => {
                // 95: ХОД ПЕШКИ(t);
                rt.step(Some(426))?;
                rt.invoke(&P10, f.clone(), [V::Loc(f.clone(), 16)], 426)?;
                // 96: if Г = (if НАПР > 0 then 1 else 6) then
                rt.step(Some(427))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 13, 429)?, if rt.bool(rt.bin(Op::Greater, rt.var(f, 21, 432)?, V::Int(0), 431)?, 430)? { V::Int(1) } else { V::Int(6) }, 428)?, 427)? { pc = 25; continue; }
                pc = 22;
            }
            22 => {
                // 98: if СВОЯ ДОСКА[t + НАПР] = 0 then
                rt.step(Some(433))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 437)?, rt.var(f, 21, 438)?, 436)?, 435)?], 435)? } else { let a = rt.array(fr, 2, 435)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 437)?, rt.var(f, 21, 438)?, 436)?, 435)?], 435)? } }, V::Int(0), 434)?, 433)? { pc = 25; continue; }
                pc = 23;
            }
            23 => {
                // 99: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                rt.step(Some(439))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 443)?, rt.var(f, 21, 444)?, 442)?, 441)?], 441)? } else { let a = rt.array(fr, 3, 441)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 443)?, rt.var(f, 21, 444)?, 442)?, 441)?], 441)? } }, V::Int(0), 440)?, 439)? { pc = 25; continue; }
                pc = 24;
            }
            24 => {
                // 99: begin if ЧУЖАЯ ДОСКА[t + НАПР] = 0 then ЗАПИСЬ(t + НАПР, 0) end
                rt.step(Some(445))?;
                rt.invoke(&P9, f.clone(), [V::Thunk(&T17, f.clone()), V::Int(0)], 445)?;
                pc = 25;
            }
            25 => {
                // 103: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(449))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 12, 451)?, V::Int(0), 450)?, 449)? { pc = 28; continue; }
                pc = 26;
            }
            26 => {
                // 103: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(452))?;
                if !rt.bool(rt.bin(Op::NotEqual, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Sub, rt.var(f, 16, 456)?, V::Int(1), 455)?, 454)?], 454)? } else { let a = rt.array(fr, 3, 454)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 16, 456)?, V::Int(1), 455)?, 454)?], 454)? } }, V::Int(0), 453)?, 452)? { pc = 28; continue; }
                pc = 27;
            }
            27 => {
                // 103: if В > 0 then begin if ЧУЖАЯ ДОСКА[t - 1] ≠ 0 then ХОД ПЕШКИ(t - 1) end;
                rt.step(Some(457))?;
                rt.invoke(&P10, f.clone(), [V::Thunk(&T18, f.clone())], 457)?;
                pc = 28;
            }
            28 => {
                // 104: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(460))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 12, 462)?, V::Int(7), 461)?, 460)? { pc = 31; continue; }
                pc = 29;
            }
            29 => {
                // 104: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(463))?;
                if !rt.bool(rt.bin(Op::NotEqual, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 467)?, V::Int(1), 466)?, 465)?], 465)? } else { let a = rt.array(fr, 3, 465)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 16, 467)?, V::Int(1), 466)?, 465)?], 465)? } }, V::Int(0), 464)?, 463)? { pc = 31; continue; }
                pc = 30;
            }
            30 => {
                // 104: if В < 7 then begin if ЧУЖАЯ ДОСКА[t + 1] ≠ 0 then ХОД ПЕШКИ(t + 1) end
                rt.step(Some(468))?;
                rt.invoke(&P10, f.clone(), [V::Thunk(&T19, f.clone())], 468)?;
                pc = 31;
            }
            31 => {
                rt.step(None)?;
                { pc = 73; continue; }
            }
            32 => {
                // 108: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                rt.step(Some(471))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 473)?, V::Int(2), 472)?, 471)? { pc = 36; continue; }
                pc = 33;
            }
            33 => {
                // 108: if КОД = 2 then begin ПЕРВОЕ := 9;  ПОСЛЕДНЕЕ := 16 end
                rt.step(Some(474))?;
                { let v = V::Int(9); rt.store_slot(f, 19, Some(Ty::Integer), v, 474)?; }
                rt.step(Some(475))?;
                { let v = V::Int(16); rt.store_slot(f, 20, Some(Ty::Integer), v, 475)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            36 => {
                // 109: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                rt.step(Some(476))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 9, 478)?, V::Int(3), 477)?, 476)? { pc = 40; continue; }
                pc = 37;
            }
            37 => {
                // 109: else if КОД = 3 then begin ПЕРВОЕ := 5;  ПОСЛЕДНЕЕ := 8 end
                rt.step(Some(479))?;
                { let v = V::Int(5); rt.store_slot(f, 19, Some(Ty::Integer), v, 479)?; }
                rt.step(Some(480))?;
                { let v = V::Int(8); rt.store_slot(f, 20, Some(Ty::Integer), v, 480)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            40 => {
                // 110: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                rt.step(Some(481))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 9, 484)?, V::Int(4), 483)?, rt.bin(Op::Equal, rt.var(f, 9, 486)?, V::Int(8), 485)?, 482)?, 481)? { pc = 44; continue; }
                pc = 41;
            }
            41 => {
                // 110: else if КОД = 4 ∨ КОД = 8 then begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 4 end
                rt.step(Some(487))?;
                { let v = V::Int(1); rt.store_slot(f, 19, Some(Ty::Integer), v, 487)?; }
                rt.step(Some(488))?;
                { let v = V::Int(4); rt.store_slot(f, 20, Some(Ty::Integer), v, 488)?; }
                rt.step(None)?;
                { pc = 46; continue; }
            }
            44 => {
                // 111: else begin ПЕРВОЕ := 1;  ПОСЛЕДНЕЕ := 8 end;
                rt.step(Some(489))?;
                { let v = V::Int(1); rt.store_slot(f, 19, Some(Ty::Integer), v, 489)?; }
                rt.step(Some(490))?;
                { let v = V::Int(8); rt.store_slot(f, 20, Some(Ty::Integer), v, 490)?; }
                pc = 46;
            }
            46 => {
                // 112: ДАЛЬНОБОЙНАЯ := КОД ≠ 2 ∧ КОД ≠ 6 ∧ КОД ≠ 7;
                rt.step(Some(491))?;
                { let v = rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::NotEqual, rt.var(f, 9, 495)?, V::Int(2), 494)?, rt.bin(Op::NotEqual, rt.var(f, 9, 497)?, V::Int(6), 496)?, 493)?, rt.bin(Op::NotEqual, rt.var(f, 9, 499)?, V::Int(7), 498)?, 492)?; rt.store_slot(f, 23, Some(Ty::Boolean), v, 491)?; }
                // 113: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                rt.step(Some(500))?;
                { let v = rt.var(f, 19, 501)?; rt.store_slot(f, 17, Some(Ty::Integer), v, 500)?; }
                rt.step(Some(500))?;
                { let v = rt.var(f, 17, 502)?; let b = V::Int(1); let c = rt.var(f, 20, 503)?; if rt.exhausted(&v, &b, &c, 500)? { pc = 68; continue; } }
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
                // 115: x := В;  y := Г;
                rt.step(Some(504))?;
                { let v = rt.var(f, 12, 505)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 504)?; }
                rt.step(Some(506))?;
                { let v = rt.var(f, 13, 507)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 506)?; }
                pc = 53;
            }
            53 => {
                // 116: ЛУЧ:
                rt.step(Some(508))?;
                { let v = rt.bin(Op::Add, rt.var(f, 14, 510)?, { let i = rt.int(rt.var(f, 17, 512)?, 511)?; rt.get1(rt.up(f, 1, 511)?, 18, i, 511)? }, 509)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 508)?; }
                // 117: x := x + ШАГ ВЕРТИКАЛИ[k];  y := y + ШАГ ГОРИЗОНТАЛИ[k];
                rt.step(Some(513))?;
                { let v = rt.bin(Op::Add, rt.var(f, 15, 515)?, { let i = rt.int(rt.var(f, 17, 517)?, 516)?; rt.get1(rt.up(f, 1, 516)?, 19, i, 516)? }, 514)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 513)?; }
                // 118: if x ≥ 0 ∧ x < 8 ∧ y ≥ 0 ∧ y < 8 then
                rt.step(Some(518))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::And, rt.bin(Op::NotLess, rt.var(f, 14, 523)?, V::Int(0), 522)?, rt.bin(Op::Less, rt.var(f, 14, 525)?, V::Int(8), 524)?, 521)?, rt.bin(Op::NotLess, rt.var(f, 15, 527)?, V::Int(0), 526)?, 520)?, rt.bin(Op::Less, rt.var(f, 15, 529)?, V::Int(8), 528)?, 519)?, 518)? { pc = 67; continue; }
                pc = 56;
            }
            56 => {
                // 120: t := 8 × y + x + 1;
                rt.step(Some(530))?;
                { let v = rt.bin(Op::Add, rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 15, 534)?, 533)?, rt.var(f, 14, 535)?, 532)?, V::Int(1), 531)?; rt.store_slot(f, 16, Some(Ty::Integer), v, 530)?; }
                // 121: if СВОЯ ДОСКА[t] = 0 then
                rt.step(Some(536))?;
                if !rt.bool(rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 16, 539)?, 538)?], 538)? } else { let a = rt.array(fr, 2, 538)?; rt.get(&a, &[rt.int(rt.var(f, 16, 539)?, 538)?], 538)? } }, V::Int(0), 537)?, 536)? { pc = 67; continue; }
                pc = 58;
            }
            58 => {
                // 123: С := ЧУЖАЯ ДОСКА[t];
                rt.step(Some(540))?;
                { let v = { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 16, 542)?, 541)?], 541)? } else { let a = rt.array(fr, 3, 541)?; rt.get(&a, &[rt.int(rt.var(f, 16, 542)?, 541)?], 541)? } }; rt.store_slot(f, 18, Some(Ty::Integer), v, 540)?; }
                // 124: if С ≠ 0 then
                rt.step(Some(543))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 18, 545)?, V::Int(0), 544)?, 543)? { pc = 62; continue; }
                pc = 60;
            }
            60 => {
                // 125: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                rt.step(Some(546))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 18, 550)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 18, 553)?, V::Int(10), 552)?, V::Int(10), 551)?, 549)?, V::Int(6), 548)?, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 18, 556)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 18, 559)?, V::Int(10), 558)?, V::Int(10), 557)?, 555)?, V::Int(7), 554)?, 547)?, 546)? { pc = 62; continue; }
                pc = 61;
            }
            61 => {
                // 125: begin if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА end;
                rt.step(Some(560))?;
                return Err(rt.goto(rt.formal(f, 5, 561)?, 560));
            }
            62 => {
                // 126: СПИСОК[m + 1] := ОТКУДА + t;
                rt.step(Some(562))?;
                { let i = rt.int(rt.bin(Op::Add, rt.var(f, 7, 565)?, V::Int(1), 564)?, 563)?; let v = rt.bin(Op::Add, rt.var(f, 10, 567)?, rt.var(f, 16, 568)?, 566)?; rt.store1(rt.up(f, 1, 563)?, 11, i, v, 563, 562)?; }
                // 127: СПИСОК[m + 2] := -(ОТКУДА + t + 10000 × (С + ФИГУРА));
                rt.step(Some(569))?;
                { let i = rt.int(rt.bin(Op::Add, rt.var(f, 7, 572)?, V::Int(2), 571)?, 570)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.var(f, 10, 576)?, rt.var(f, 16, 577)?, 575)?, rt.bin(Op::Mul, V::Int(10000), rt.bin(Op::Add, rt.var(f, 18, 580)?, rt.var(f, 11, 581)?, 579)?, 578)?, 574)?, 573)?; rt.store1(rt.up(f, 1, 570)?, 11, i, v, 570, 569)?; }
                // 128: m := m + 2;
                rt.step(Some(582))?;
                { let v = rt.bin(Op::Add, rt.var(f, 7, 584)?, V::Int(2), 583)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 582)?; }
                // 129: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                rt.step(Some(585))?;
                if !rt.bool(rt.bin(Op::And, rt.var(f, 23, 587)?, rt.bin(Op::Equal, rt.var(f, 18, 589)?, V::Int(0), 588)?, 586)?, 585)? { pc = 67; continue; }
                pc = 66;
            }
            66 => {
                // 129: if ДАЛЬНОБОЙНАЯ ∧ С = 0 then go to ЛУЧ
                rt.step(Some(590))?;
                { pc = 53; continue; }
            }
            67 => {
                // 113: for k := ПЕРВОЕ step 1 until ПОСЛЕДНЕЕ do
                rt.step(Some(500))?;
                if let Some(n) = rt.step_local(f, 17, 1) { let done = match rt.var(f, 20, 503)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 500)? }; pc = if done { 68 } else { 51 }; continue; }
                { let v = rt.var(f, 17, 502)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 500)?; let p = Place::Slot(f.clone(), 17, Some(Ty::Integer)); rt.store(p, sum, 500)?; }
                { let v = rt.var(f, 17, 502)?; let b = V::Int(1); let c = rt.var(f, 20, 503)?; pc = if rt.exhausted(&v, &b, &c, 500)? { 68 } else { 51 }; continue; }
            }
            68 => {
                // 133: if КОД = 7 ∧ ПОЛЕ = ДОМ then
                rt.step(Some(591))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.var(f, 9, 594)?, V::Int(7), 593)?, rt.bin(Op::Equal, rt.var(f, 8, 596)?, rt.var(f, 22, 597)?, 595)?, 592)?, 591)? { pc = 73; continue; }
                pc = 69;
            }
            69 => {
                // 135: if СВОЯ ДОСКА[ДОМ + 3] - СВОЯ ДОСКА[ДОМ + 3] ÷ 10 × 10 = 8 then
                rt.step(Some(598))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 603)?, V::Int(3), 602)?, 601)?], 601)? } else { let a = rt.array(fr, 2, 601)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 603)?, V::Int(3), 602)?, 601)?], 601)? } }, rt.bin(Op::Mul, rt.bin(Op::IntDiv, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 608)?, V::Int(3), 607)?, 606)?], 606)? } else { let a = rt.array(fr, 2, 606)?; rt.get(&a, &[rt.int(rt.bin(Op::Add, rt.var(f, 22, 608)?, V::Int(3), 607)?, 606)?], 606)? } }, V::Int(10), 605)?, V::Int(10), 604)?, 600)?, V::Int(8), 599)?, 598)? { pc = 71; continue; }
                pc = 70;
            }
            70 => {
                // 136: РОКИРОВКА(ДОМ + 2, ДОМ + 3);
                rt.step(Some(609))?;
                rt.invoke(&P11, f.clone(), [V::Thunk(&T20, f.clone()), V::Thunk(&T21, f.clone())], 609)?;
                pc = 71;
            }
            71 => {
                // 137: if СВОЯ ДОСКА[ДОМ - 4] - СВОЯ ДОСКА[ДОМ - 4] ÷ 10 × 10 = 8 then
                rt.step(Some(614))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 619)?, V::Int(4), 618)?, 617)?], 617)? } else { let a = rt.array(fr, 2, 617)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 619)?, V::Int(4), 618)?, 617)?], 617)? } }, rt.bin(Op::Mul, rt.bin(Op::IntDiv, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 624)?, V::Int(4), 623)?, 622)?], 622)? } else { let a = rt.array(fr, 2, 622)?; rt.get(&a, &[rt.int(rt.bin(Op::Sub, rt.var(f, 22, 624)?, V::Int(4), 623)?, 622)?], 622)? } }, V::Int(10), 621)?, V::Int(10), 620)?, 616)?, V::Int(8), 615)?, 614)? { pc = 73; continue; }
                pc = 72;
            }
            72 => {
                // 138: РОКИРОВКА(ДОМ - 2, ДОМ - 4)
                rt.step(Some(625))?;
                rt.invoke(&P11, f.clone(), [V::Thunk(&T22, f.clone()), V::Thunk(&T23, f.clone())], 625)?;
                pc = 73;
            }
            73 => {
                // 78: for j := 1 step 1 until 16 do
                rt.step(Some(372))?;
                if let Some(n) = rt.step_local(f, 6, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 372)? }; pc = if done { 74 } else { 8 }; continue; }
                { let v = rt.var(f, 6, 373)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 372)?; let p = Place::Slot(f.clone(), 6, Some(Ty::Integer)); rt.store(p, sum, 372)?; }
                { let v = rt.var(f, 6, 373)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 372)? { 74 } else { 8 }; continue; }
            }
            74 => {
                // 144: n := m
                rt.step(Some(630))?;
                { let p = rt.formal_place(f, 4, 631)?; let v = rt.var(f, 7, 632)?; rt.store(p, v, 630)?; }
                pc = 75;
            }
            _ => return Ok(()),
        }
    }
}

static P1: rt::ProcDef = rt::ProcDef { name: "ВОЗВРАТ ХОДА", params: &[(1, true, Spec::Simple(Ty::Integer), 633), (2, false, Spec::Array(Some(Ty::Integer)), 634), (3, false, Spec::Array(Some(Ty::Integer)), 635), (4, false, Spec::Array(Some(Ty::Integer)), 636)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p1_ВОЗВРАТХОДА, site: 637 };
/// The procedure `ВОЗВРАТ ХОДА`.
fn p1_ВОЗВРАТХОДА(rt: &Rt, f: &Fr) -> R<()> {
    // 156: З := -З;
    rt.step(Some(638))?;
    { let v = rt.neg(rt.var(f, 1, 640)?, 639)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 638)?; }
    // 157: М := З ÷ 10000000;  З := З - 10000000 × М;
    rt.step(Some(641))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 643)?, V::Int(10000000), 642)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 641)?; }
    rt.step(Some(644))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 646)?, rt.bin(Op::Mul, V::Int(10000000), rt.var(f, 7, 648)?, 647)?, 645)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 644)?; }
    // 158: С := З ÷ 10000;  З := З - 10000 × С;
    rt.step(Some(649))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 651)?, V::Int(10000), 650)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 649)?; }
    rt.step(Some(652))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 654)?, rt.bin(Op::Mul, V::Int(10000), rt.var(f, 8, 656)?, 655)?, 653)?; rt.store_slot(f, 1, Some(Ty::Integer), v, 652)?; }
    // 159: ИЗ := З ÷ 100;  НА := З - 100 × ИЗ;
    rt.step(Some(657))?;
    { let v = rt.bin(Op::IntDiv, rt.var(f, 1, 659)?, V::Int(100), 658)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 657)?; }
    rt.step(Some(660))?;
    { let v = rt.bin(Op::Sub, rt.var(f, 1, 662)?, rt.bin(Op::Mul, V::Int(100), rt.var(f, 5, 664)?, 663)?, 661)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 660)?; }
    // 160: СВОЯ ДОСКА[НА] := 0;  ЧУЖАЯ ДОСКА[НА] := С;
    rt.step(Some(665))?;
    { let p = { let a = rt.array(f, 2, 666)?; let s = [rt.int(rt.var(f, 6, 667)?, 666)?]; rt.elem_place(a, &s, 666)? }; let v = V::Int(0); rt.store(p, v, 665)?; }
    rt.step(Some(668))?;
    { let p = { let a = rt.array(f, 3, 669)?; let s = [rt.int(rt.var(f, 6, 670)?, 669)?]; rt.elem_place(a, &s, 669)? }; let v = rt.var(f, 8, 671)?; rt.store(p, v, 668)?; }
    // 161: СВОЯ ДОСКА[ИЗ] := М;  СВОИ ПОЛЯ[М ÷ 10] := ИЗ
    rt.step(Some(672))?;
    { let p = { let a = rt.array(f, 2, 673)?; let s = [rt.int(rt.var(f, 5, 674)?, 673)?]; rt.elem_place(a, &s, 673)? }; let v = rt.var(f, 7, 675)?; rt.store(p, v, 672)?; }
    rt.step(Some(676))?;
    { let p = { let a = rt.array(f, 4, 677)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 7, 679)?, V::Int(10), 678)?, 677)?]; rt.elem_place(a, &s, 677)? }; let v = rt.var(f, 5, 680)?; rt.store(p, v, 676)?; }
    Ok(())
}

static P2: rt::ProcDef = rt::ProcDef { name: "ВОЗВРАТ КОРОЛЯ", params: &[(1, true, Spec::Simple(Ty::Integer), 681), (2, true, Spec::Simple(Ty::Integer), 682), (3, false, Spec::Array(Some(Ty::Integer)), 683), (4, false, Spec::Array(Some(Ty::Integer)), 684)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p2_ВОЗВРАТКОРОЛЯ, site: 685 };
/// The procedure `ВОЗВРАТ КОРОЛЯ`.
fn p2_ВОЗВРАТКОРОЛЯ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 172: if СПИСОК[i] ÷ 100 = ДОМ then
                rt.step(Some(686))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::IntDiv, { let i = rt.int(rt.var(f, 1, 690)?, 689)?; rt.get1(rt.up(f, 1, 689)?, 11, i, 689)? }, V::Int(100), 688)?, rt.var(f, 2, 691)?, 687)?, 686)? { pc = 8; continue; }
                pc = 1;
            }
            1 => {
                // 174: НА := СПИСОК[i] - 100 × ДОМ;
                rt.step(Some(692))?;
                { let v = rt.bin(Op::Sub, { let i = rt.int(rt.var(f, 1, 695)?, 694)?; rt.get1(rt.up(f, 1, 694)?, 11, i, 694)? }, rt.bin(Op::Mul, V::Int(100), rt.var(f, 2, 697)?, 696)?, 693)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 692)?; }
                // 175: if НА = ДОМ + 2 ∨ НА = ДОМ - 2 then
                rt.step(Some(698))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 5, 701)?, rt.bin(Op::Add, rt.var(f, 2, 703)?, V::Int(2), 702)?, 700)?, rt.bin(Op::Equal, rt.var(f, 5, 705)?, rt.bin(Op::Sub, rt.var(f, 2, 707)?, V::Int(2), 706)?, 704)?, 699)?, 698)? { pc = 8; continue; }
                pc = 3;
            }
            3 => {
                // 177: К := СВОЯ ДОСКА[НА];
                rt.step(Some(708))?;
                { let v = { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(rt.var(f, 5, 710)?, 709)?], 709)? } else { let a = rt.array(fr, 4, 709)?; rt.get(&a, &[rt.int(rt.var(f, 5, 710)?, 709)?], 709)? } }; rt.store_slot(f, 6, Some(Ty::Integer), v, 708)?; }
                // 178: if К - К ÷ 10 × 10 = 6 then
                rt.step(Some(711))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 6, 714)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 717)?, V::Int(10), 716)?, V::Int(10), 715)?, 713)?, V::Int(6), 712)?, 711)? { pc = 8; continue; }
                pc = 5;
            }
            5 => {
                // 179: begin СВОЯ ДОСКА[НА] := 0;  СВОЯ ДОСКА[ДОМ] := К + 1;  СВОИ ПОЛЯ[К ÷ 10] := ДОМ end
                rt.step(Some(718))?;
                { let p = { let a = rt.array(f, 4, 719)?; let s = [rt.int(rt.var(f, 5, 720)?, 719)?]; rt.elem_place(a, &s, 719)? }; let v = V::Int(0); rt.store(p, v, 718)?; }
                rt.step(Some(721))?;
                { let p = { let a = rt.array(f, 4, 722)?; let s = [rt.int(rt.var(f, 2, 723)?, 722)?]; rt.elem_place(a, &s, 722)? }; let v = rt.bin(Op::Add, rt.var(f, 6, 725)?, V::Int(1), 724)?; rt.store(p, v, 721)?; }
                rt.step(Some(726))?;
                { let p = { let a = rt.array(f, 3, 727)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 6, 729)?, V::Int(10), 728)?, 727)?]; rt.elem_place(a, &s, 727)? }; let v = rt.var(f, 2, 730)?; rt.store(p, v, 726)?; }
                pc = 8;
            }
            _ => return Ok(()),
        }
    }
}

static P3: rt::ProcDef = rt::ProcDef { name: "ВЫПОЛНЕНИЕ ХОДА", params: &[(1, true, Spec::Simple(Ty::Integer), 731), (2, false, Spec::Array(Some(Ty::Integer)), 732), (3, false, Spec::Array(Some(Ty::Integer)), 733), (4, false, Spec::Array(Some(Ty::Integer)), 734), (5, false, Spec::Array(Some(Ty::Integer)), 735), (6, false, Spec::Other, 736)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p3_ВЫПОЛНЕНИЕХОДА, site: 737 };
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
                // 196: Х := СПИСОК[i];
                rt.step(Some(738))?;
                { let v = { let i = rt.int(rt.var(f, 1, 740)?, 739)?; rt.get1(rt.up(f, 1, 739)?, 11, i, 739)? }; rt.store_slot(f, 7, Some(Ty::Integer), v, 738)?; }
                // 197: if Х < 0 then
                rt.step(Some(741))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 743)?, V::Int(0), 742)?, 741)? { pc = 5; continue; }
                pc = 2;
            }
            2 => {
                // 199: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
                rt.step(Some(744))?;
                rt.invoke(&P1, rt.up(f, 1, 744)?.clone(), [V::Loc(f.clone(), 7), rt.slot(f, 2, 744)?, rt.slot(f, 3, 744)?, rt.slot(f, 4, 744)?], 744)?;
                // 200: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
                rt.step(Some(745))?;
                rt.invoke(&P2, rt.up(f, 1, 745)?.clone(), [V::Thunk(&T24, f.clone()), V::Thunk(&T25, f.clone()), rt.slot(f, 4, 745)?, rt.slot(f, 2, 745)?], 745)?;
                // 202: go to ДАЛЕЕ
                rt.step(Some(757))?;
                return Err(rt.goto(rt.formal(f, 6, 758)?, 757));
            }
            5 => {
                // 204: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(759))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 761)?, V::Int(100), 760)?, 759)? { pc = 7; continue; }
                pc = 6;
            }
            6 => {
                // 204: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(762))?;
                return Err(rt.goto(rt.formal(f, 6, 763)?, 762));
            }
            7 => {
                // 205: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
                rt.step(Some(764))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 7, 766)?, V::Int(100), 765)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 764)?; }
                rt.step(Some(767))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 7, 769)?, rt.bin(Op::Mul, V::Int(100), rt.var(f, 8, 771)?, 770)?, 768)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 767)?; }
                // 206: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
                rt.step(Some(772))?;
                { let v = { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 774)?, 773)?], 773)? } else { let a = rt.array(fr, 2, 773)?; rt.get(&a, &[rt.int(rt.var(f, 8, 774)?, 773)?], 773)? } }; rt.store_slot(f, 10, Some(Ty::Integer), v, 772)?; }
                rt.step(Some(775))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 10, 777)?, V::Int(10), 776)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 775)?; }
                rt.step(Some(778))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 10, 780)?, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 782)?, 781)?, 779)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 778)?; }
                // 207: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(783))?;
                if !rt.bool(rt.bin(Op::Greater, { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 787)?, V::Int(1), 786)?, 785)?; rt.get1(rt.up(f, 1, 785)?, 11, i, 785)? }, V::Int(0), 784)?, 783)? { pc = 16; continue; }
                pc = 13;
            }
            13 => {
                // 207: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(788))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 790)?, 4, 790)?, 789)?; let v = V::Int(-1); rt.store1(rt.up(f, 1, 789)?, 10, i, v, 789, 788)?; }
                rt.step(Some(791))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 794)?, V::Int(1), 793)?, 792)?; rt.get1(rt.up(f, 1, 792)?, 11, i, 792)? }; rt.store_slot(f, 12, Some(Ty::Integer), v, 791)?; }
                rt.step(None)?;
                { pc = 17; continue; }
            }
            16 => {
                // 208: else q[УРОВЕНЬ] := 0;
                rt.step(Some(795))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 797)?, 4, 797)?, 796)?; let v = V::Int(0); rt.store1(rt.up(f, 1, 796)?, 10, i, v, 796, 795)?; }
                pc = 17;
            }
            17 => {
                // 209: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(798))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 800)?, V::Int(7), 799)?, 798)? { pc = 20; continue; }
                pc = 18;
            }
            18 => {
                // 209: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(801))?;
                { let v = V::Int(6); rt.store_slot(f, 12, Some(Ty::Integer), v, 801)?; }
                rt.step(None)?;
                { pc = 22; continue; }
            }
            20 => {
                // 209: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(802))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 804)?, V::Int(8), 803)?, 802)? { pc = 22; continue; }
                pc = 21;
            }
            21 => {
                // 209: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(805))?;
                { let v = V::Int(4); rt.store_slot(f, 12, Some(Ty::Integer), v, 805)?; }
                pc = 22;
            }
            22 => {
                // 210: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
                rt.step(Some(806))?;
                { let p = { let a = rt.array(f, 2, 807)?; let s = [rt.int(rt.var(f, 8, 808)?, 807)?]; rt.elem_place(a, &s, 807)? }; let v = V::Int(0); rt.store(p, v, 806)?; }
                rt.step(Some(809))?;
                { let p = { let a = rt.array(f, 2, 810)?; let s = [rt.int(rt.var(f, 9, 811)?, 810)?]; rt.elem_place(a, &s, 810)? }; let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 814)?, 813)?, rt.var(f, 12, 815)?, 812)?; rt.store(p, v, 809)?; }
                // 211: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
                rt.step(Some(816))?;
                { let p = { let a = rt.array(f, 3, 817)?; let s = [rt.int(rt.var(f, 9, 818)?, 817)?]; rt.elem_place(a, &s, 817)? }; let v = V::Int(0); rt.store(p, v, 816)?; }
                rt.step(Some(819))?;
                { let p = { let a = rt.array(f, 4, 820)?; let s = [rt.int(rt.var(f, 11, 821)?, 820)?]; rt.elem_place(a, &s, 820)? }; let v = rt.var(f, 9, 822)?; rt.store(p, v, 819)?; }
                // 212: УРОВЕНЬ := УРОВЕНЬ + 1;
                rt.step(Some(823))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 825)?, 4, 825)?, V::Int(1), 824)?; rt.store_slot(rt.up(f, 1, 823)?, 4, Some(Ty::Integer), v, 823)?; }
                // 213: if М - 10 × j = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then
                rt.step(Some(826))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(f, 10, 830)?, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 832)?, 831)?, 829)?, V::Int(7), 828)?, rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 9, 835)?, rt.bin(Op::Add, rt.var(f, 8, 837)?, V::Int(2), 836)?, 834)?, rt.bin(Op::Equal, rt.var(f, 9, 839)?, rt.bin(Op::Sub, rt.var(f, 8, 841)?, V::Int(2), 840)?, 838)?, 833)?, 827)?, 826)? { pc = 43; continue; }
                pc = 28;
            }
            28 => {
                // 217: УГОЛ := if НА > ИЗ then ИЗ + 3 else ИЗ - 4;  СРЕДНЕЕ := (ИЗ + НА) ÷ 2;
                rt.step(Some(842))?;
                { let v = if rt.bool(rt.bin(Op::Greater, rt.var(f, 9, 845)?, rt.var(f, 8, 846)?, 844)?, 843)? { rt.bin(Op::Add, rt.var(f, 8, 848)?, V::Int(3), 847)? } else { rt.bin(Op::Sub, rt.var(f, 8, 850)?, V::Int(4), 849)? }; rt.store_slot(f, 13, Some(Ty::Integer), v, 842)?; }
                rt.step(Some(851))?;
                { let v = rt.bin(Op::IntDiv, rt.bin(Op::Add, rt.var(f, 8, 854)?, rt.var(f, 9, 855)?, 853)?, V::Int(2), 852)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 851)?; }
                // 218: ЛАДЬЯ := СВОЯ ДОСКА[УГОЛ] - 4;  СВОЯ ДОСКА[УГОЛ] := 0;  СВОИ ПОЛЯ[ЛАДЬЯ ÷ 10] := СРЕДНЕЕ;
                rt.step(Some(856))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 13, 859)?, 858)?], 858)? } else { let a = rt.array(fr, 2, 858)?; rt.get(&a, &[rt.int(rt.var(f, 13, 859)?, 858)?], 858)? } }, V::Int(4), 857)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 856)?; }
                rt.step(Some(860))?;
                { let p = { let a = rt.array(f, 2, 861)?; let s = [rt.int(rt.var(f, 13, 862)?, 861)?]; rt.elem_place(a, &s, 861)? }; let v = V::Int(0); rt.store(p, v, 860)?; }
                rt.step(Some(863))?;
                { let p = { let a = rt.array(f, 4, 864)?; let s = [rt.int(rt.bin(Op::IntDiv, rt.var(f, 14, 866)?, V::Int(10), 865)?, 864)?]; rt.elem_place(a, &s, 864)? }; let v = rt.var(f, 15, 867)?; rt.store(p, v, 863)?; }
                // 219: СВОЯ ДОСКА[ИЗ] := 6;  СВОЯ ДОСКА[СРЕДНЕЕ] := 6;
                rt.step(Some(868))?;
                { let p = { let a = rt.array(f, 2, 869)?; let s = [rt.int(rt.var(f, 8, 870)?, 869)?]; rt.elem_place(a, &s, 869)? }; let v = V::Int(6); rt.store(p, v, 868)?; }
                rt.step(Some(871))?;
                { let p = { let a = rt.array(f, 2, 872)?; let s = [rt.int(rt.var(f, 15, 873)?, 872)?]; rt.elem_place(a, &s, 872)? }; let v = V::Int(6); rt.store(p, v, 871)?; }
                // 220: n := РУБЕЖ ХОДОВ[УРОВЕНЬ - 1];
                rt.step(Some(874))?;
                { let v = { let i = rt.int(rt.bin(Op::Sub, rt.var(rt.up(f, 1, 877)?, 4, 877)?, V::Int(1), 876)?, 875)?; rt.get1(rt.up(f, 1, 875)?, 9, i, 875)? }; rt.store_slot(rt.up(f, 1, 874)?, 2, Some(Ty::Integer), v, 874)?; }
                // 221: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ПОД УДАРОМ);
                rt.step(Some(878))?;
                rt.invoke(&P0, rt.up(f, 1, 878)?.clone(), [rt.slot(f, 5, 878)?, rt.slot(f, 3, 878)?, rt.slot(f, 2, 878)?, V::Loc(rt.up(f, 1, 878)?.clone(), 2), V::Label(f.id, 0)], 878)?;
                // 222: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.step(Some(879))?;
                { let p = { let a = rt.array(f, 2, 880)?; let s = [rt.int(rt.var(f, 8, 881)?, 880)?]; rt.elem_place(a, &s, 880)? }; let v = V::Int(0); rt.store(p, v, 879)?; }
                rt.step(Some(882))?;
                { let p = { let a = rt.array(f, 2, 883)?; let s = [rt.int(rt.var(f, 15, 884)?, 883)?]; rt.elem_place(a, &s, 883)? }; let v = rt.var(f, 14, 885)?; rt.store(p, v, 882)?; }
                // 223: go to ОТВЕТНЫЕ ХОДЫ;
                rt.step(Some(886))?;
                { pc = 43; continue; }
            }
            40 => {
                // 224: ПОД УДАРОМ:
                rt.step(Some(887))?;
                { let p = { let a = rt.array(f, 2, 888)?; let s = [rt.int(rt.var(f, 8, 889)?, 888)?]; rt.elem_place(a, &s, 888)? }; let v = V::Int(0); rt.store(p, v, 887)?; }
                // 225: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[СРЕДНЕЕ] := ЛАДЬЯ;
                rt.step(Some(890))?;
                { let p = { let a = rt.array(f, 2, 891)?; let s = [rt.int(rt.var(f, 15, 892)?, 891)?]; rt.elem_place(a, &s, 891)? }; let v = rt.var(f, 14, 893)?; rt.store(p, v, 890)?; }
                // 226: go to ДАЛЕЕ
                rt.step(Some(894))?;
                return Err(rt.goto(rt.formal(f, 6, 895)?, 894));
            }
            43 => {
                // 228: ОТВЕТНЫЕ ХОДЫ:
                rt.step(Some(896))?;
                { let v = { let i = rt.int(rt.bin(Op::Sub, rt.var(rt.up(f, 1, 899)?, 4, 899)?, V::Int(1), 898)?, 897)?; rt.get1(rt.up(f, 1, 897)?, 9, i, 897)? }; rt.store_slot(rt.up(f, 1, 896)?, 2, Some(Ty::Integer), v, 896)?; }
                // 230: ОБЗОР ХОДОВ(ЧУЖИЕ ПОЛЯ, ЧУЖАЯ ДОСКА, СВОЯ ДОСКА, n, ДАЛЕЕ);
                rt.step(Some(900))?;
                rt.invoke(&P0, rt.up(f, 1, 900)?.clone(), [rt.slot(f, 5, 900)?, rt.slot(f, 3, 900)?, rt.slot(f, 2, 900)?, V::Loc(rt.up(f, 1, 900)?.clone(), 2), rt.slot(f, 6, 900)?], 900)?;
                // 231: РУБЕЖ ХОДОВ[УРОВЕНЬ] := n
                rt.step(Some(901))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 903)?, 4, 903)?, 902)?; let v = rt.var(rt.up(f, 1, 904)?, 2, 904)?; rt.store1(rt.up(f, 1, 902)?, 9, i, v, 902, 901)?; }
                pc = 46;
            }
            _ => return Ok(()),
        }
    }
}

static P4: rt::ProcDef = rt::ProcDef { name: "СДЕЛАТЬ ХОД", params: &[(1, true, Spec::Simple(Ty::Integer), 905), (2, false, Spec::Array(Some(Ty::Integer)), 906), (3, false, Spec::Array(Some(Ty::Integer)), 907), (4, false, Spec::Array(Some(Ty::Integer)), 908), (5, false, Spec::Other, 909), (6, false, Spec::Other, 910)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p4_СДЕЛАТЬХОД, site: 911 };
/// The procedure `СДЕЛАТЬ ХОД`.
fn p4_СДЕЛАТЬХОД(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 244: Х := СПИСОК[i];
                rt.step(Some(912))?;
                { let v = { let i = rt.int(rt.var(f, 1, 914)?, 913)?; rt.get1(rt.up(f, 1, 913)?, 11, i, 913)? }; rt.store_slot(f, 7, Some(Ty::Integer), v, 912)?; }
                // 245: if Х < 0 then
                rt.step(Some(915))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 917)?, V::Int(0), 916)?, 915)? { pc = 5; continue; }
                pc = 2;
            }
            2 => {
                // 247: ВОЗВРАТ ХОДА(Х, СВОЯ ДОСКА, ЧУЖАЯ ДОСКА, СВОИ ПОЛЯ);
                rt.step(Some(918))?;
                rt.invoke(&P1, rt.up(f, 1, 918)?.clone(), [V::Loc(f.clone(), 7), rt.slot(f, 2, 918)?, rt.slot(f, 3, 918)?, rt.slot(f, 4, 918)?], 918)?;
                // 248: ВОЗВРАТ КОРОЛЯ(if q[УРОВЕНЬ] = -1 then i - 2 else i - 1,
                rt.step(Some(919))?;
                rt.invoke(&P2, rt.up(f, 1, 919)?.clone(), [V::Thunk(&T26, f.clone()), V::Thunk(&T27, f.clone()), rt.slot(f, 4, 919)?, rt.slot(f, 2, 919)?], 919)?;
                // 250: go to ДАЛЕЕ
                rt.step(Some(931))?;
                return Err(rt.goto(rt.formal(f, 5, 932)?, 931));
            }
            5 => {
                // 252: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(933))?;
                if !rt.bool(rt.bin(Op::Less, rt.var(f, 7, 935)?, V::Int(100), 934)?, 933)? { pc = 7; continue; }
                pc = 6;
            }
            6 => {
                // 252: if Х < 100 then go to ДАЛЕЕ;
                rt.step(Some(936))?;
                return Err(rt.goto(rt.formal(f, 5, 937)?, 936));
            }
            7 => {
                // 253: ИЗ := Х ÷ 100;  НА := Х - 100 × ИЗ;
                rt.step(Some(938))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 7, 940)?, V::Int(100), 939)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 938)?; }
                rt.step(Some(941))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 7, 943)?, rt.bin(Op::Mul, V::Int(100), rt.var(f, 8, 945)?, 944)?, 942)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 941)?; }
                // 254: М := СВОЯ ДОСКА[ИЗ];  j := М ÷ 10;  КОД := М - 10 × j;
                rt.step(Some(946))?;
                { let v = { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 8, 948)?, 947)?], 947)? } else { let a = rt.array(fr, 2, 947)?; rt.get(&a, &[rt.int(rt.var(f, 8, 948)?, 947)?], 947)? } }; rt.store_slot(f, 10, Some(Ty::Integer), v, 946)?; }
                rt.step(Some(949))?;
                { let v = rt.bin(Op::IntDiv, rt.var(f, 10, 951)?, V::Int(10), 950)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 949)?; }
                rt.step(Some(952))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 10, 954)?, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 956)?, 955)?, 953)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 952)?; }
                // 255: if КОД = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then go to РОКИРОВКА;
                rt.step(Some(957))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.var(f, 12, 960)?, V::Int(7), 959)?, rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 9, 963)?, rt.bin(Op::Add, rt.var(f, 8, 965)?, V::Int(2), 964)?, 962)?, rt.bin(Op::Equal, rt.var(f, 9, 967)?, rt.bin(Op::Sub, rt.var(f, 8, 969)?, V::Int(2), 968)?, 966)?, 961)?, 958)?, 957)? { pc = 14; continue; }
                pc = 13;
            }
            13 => {
                // 255: if КОД = 7 ∧ (НА = ИЗ + 2 ∨ НА = ИЗ - 2) then go to РОКИРОВКА;
                rt.step(Some(970))?;
                return Err(rt.goto(rt.formal(f, 6, 971)?, 970));
            }
            14 => {
                // 256: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(972))?;
                if !rt.bool(rt.bin(Op::Greater, { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 976)?, V::Int(1), 975)?, 974)?; rt.get1(rt.up(f, 1, 974)?, 11, i, 974)? }, V::Int(0), 973)?, 972)? { pc = 18; continue; }
                pc = 15;
            }
            15 => {
                // 256: if СПИСОК[i + 1] > 0 then begin q[УРОВЕНЬ] := -1;  КОД := СПИСОК[i + 1] end
                rt.step(Some(977))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 979)?, 4, 979)?, 978)?; let v = V::Int(-1); rt.store1(rt.up(f, 1, 978)?, 10, i, v, 978, 977)?; }
                rt.step(Some(980))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.var(f, 1, 983)?, V::Int(1), 982)?, 981)?; rt.get1(rt.up(f, 1, 981)?, 11, i, 981)? }; rt.store_slot(f, 12, Some(Ty::Integer), v, 980)?; }
                rt.step(None)?;
                { pc = 19; continue; }
            }
            18 => {
                // 257: else q[УРОВЕНЬ] := 0;
                rt.step(Some(984))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 986)?, 4, 986)?, 985)?; let v = V::Int(0); rt.store1(rt.up(f, 1, 985)?, 10, i, v, 985, 984)?; }
                pc = 19;
            }
            19 => {
                // 258: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(987))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 989)?, V::Int(7), 988)?, 987)? { pc = 22; continue; }
                pc = 20;
            }
            20 => {
                // 258: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(990))?;
                { let v = V::Int(6); rt.store_slot(f, 12, Some(Ty::Integer), v, 990)?; }
                rt.step(None)?;
                { pc = 24; continue; }
            }
            22 => {
                // 258: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(991))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 12, 993)?, V::Int(8), 992)?, 991)? { pc = 24; continue; }
                pc = 23;
            }
            23 => {
                // 258: if КОД = 7 then КОД := 6 else if КОД = 8 then КОД := 4;
                rt.step(Some(994))?;
                { let v = V::Int(4); rt.store_slot(f, 12, Some(Ty::Integer), v, 994)?; }
                pc = 24;
            }
            24 => {
                // 259: СВОЯ ДОСКА[ИЗ] := 0;  СВОЯ ДОСКА[НА] := 10 × j + КОД;
                rt.step(Some(995))?;
                { let p = { let a = rt.array(f, 2, 996)?; let s = [rt.int(rt.var(f, 8, 997)?, 996)?]; rt.elem_place(a, &s, 996)? }; let v = V::Int(0); rt.store(p, v, 995)?; }
                rt.step(Some(998))?;
                { let p = { let a = rt.array(f, 2, 999)?; let s = [rt.int(rt.var(f, 9, 1000)?, 999)?]; rt.elem_place(a, &s, 999)? }; let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(10), rt.var(f, 11, 1003)?, 1002)?, rt.var(f, 12, 1004)?, 1001)?; rt.store(p, v, 998)?; }
                // 260: ЧУЖАЯ ДОСКА[НА] := 0;  СВОИ ПОЛЯ[j] := НА;
                rt.step(Some(1005))?;
                { let p = { let a = rt.array(f, 3, 1006)?; let s = [rt.int(rt.var(f, 9, 1007)?, 1006)?]; rt.elem_place(a, &s, 1006)? }; let v = V::Int(0); rt.store(p, v, 1005)?; }
                rt.step(Some(1008))?;
                { let p = { let a = rt.array(f, 4, 1009)?; let s = [rt.int(rt.var(f, 11, 1010)?, 1009)?]; rt.elem_place(a, &s, 1009)? }; let v = rt.var(f, 9, 1011)?; rt.store(p, v, 1008)?; }
                // 261: УРОВЕНЬ := УРОВЕНЬ + 1
                rt.step(Some(1012))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1014)?, 4, 1014)?, V::Int(1), 1013)?; rt.store_slot(rt.up(f, 1, 1012)?, 4, Some(Ty::Integer), v, 1012)?; }
                pc = 29;
            }
            _ => return Ok(()),
        }
    }
}

static P5: rt::ProcDef = rt::ProcDef { name: "ПОД БОЕМ", params: &[(1, true, Spec::Simple(Ty::Integer), 1015), (2, false, Spec::Array(Some(Ty::Integer)), 1016), (3, false, Spec::Array(Some(Ty::Integer)), 1017), (4, false, Spec::Array(Some(Ty::Integer)), 1018)], result_slot: 0, slots: &[SlotInit::Typed(Ty::Boolean), SlotInit::Typed(Ty::Integer), SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p5_ПОДБОЕМ, site: 1019 };
/// The Boolean procedure `ПОД БОЕМ`.
fn p5_ПОДБОЕМ(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[30, 37];
    let mut pc = 0;
    loop {
        match p5_ПОДБОЕМ_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p5_ПОДБОЕМ` from instruction `pc` on.
fn p5_ПОДБОЕМ_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 274: ПОД БОЕМ := true;
                rt.step(Some(1020))?;
                { let v = V::Bool(true); rt.store_slot(f, 0, None, v, 1020)?; }
                // 275: В := (П - 1) - (П - 1) ÷ 8 × 8;  Г := (П - 1) ÷ 8;
                rt.step(Some(1021))?;
                { let v = rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 1, 1024)?, V::Int(1), 1023)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 1028)?, V::Int(1), 1027)?, V::Int(8), 1026)?, V::Int(8), 1025)?, 1022)?; rt.store_slot(f, 8, Some(Ty::Integer), v, 1021)?; }
                rt.step(Some(1029))?;
                { let v = rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 1032)?, V::Int(1), 1031)?, V::Int(8), 1030)?; rt.store_slot(f, 9, Some(Ty::Integer), v, 1029)?; }
                // 276: for j := 1 step 1 until 16 do
                rt.step(Some(1033))?;
                { let v = V::Int(1); rt.store_slot(f, 5, Some(Ty::Integer), v, 1033)?; }
                rt.step(Some(1033))?;
                { let v = rt.var(f, 5, 1034)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 1033)? { pc = 36; continue; } }
                pc = 5;
            }
            5 => {
                rt.step(None)?;
                { pc = 7; continue; }
            }
            6 => {
                rt.step(None)?;
                { pc = 36; continue; }
            }
            7 => {
                // 278: ПОЛЕ := ЧУЖИЕ ПОЛЯ[j];
                rt.step(Some(1035))?;
                { let v = { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(rt.var(f, 5, 1037)?, 1036)?], 1036)? } else { let a = rt.array(fr, 4, 1036)?; rt.get(&a, &[rt.int(rt.var(f, 5, 1037)?, 1036)?], 1036)? } }; rt.store_slot(f, 6, Some(Ty::Integer), v, 1035)?; }
                // 279: if ПОЛЕ ≠ 0 then
                rt.step(Some(1038))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 6, 1040)?, V::Int(0), 1039)?, 1038)? { pc = 35; continue; }
                pc = 9;
            }
            9 => {
                // 281: К := ЧУЖАЯ ДОСКА[ПОЛЕ] - 10 × j;
                rt.step(Some(1041))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 6, 1044)?, 1043)?], 1043)? } else { let a = rt.array(fr, 3, 1043)?; rt.get(&a, &[rt.int(rt.var(f, 6, 1044)?, 1043)?], 1043)? } }, rt.bin(Op::Mul, V::Int(10), rt.var(f, 5, 1046)?, 1045)?, 1042)?; rt.store_slot(f, 7, Some(Ty::Integer), v, 1041)?; }
                // 282: if К > 0 ∧ К < 10 then
                rt.step(Some(1047))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Greater, rt.var(f, 7, 1050)?, V::Int(0), 1049)?, rt.bin(Op::Less, rt.var(f, 7, 1052)?, V::Int(10), 1051)?, 1048)?, 1047)? { pc = 35; continue; }
                pc = 11;
            }
            11 => {
                // 284: dx := В - ((ПОЛЕ - 1) - (ПОЛЕ - 1) ÷ 8 × 8);  dy := Г - (ПОЛЕ - 1) ÷ 8;
                rt.step(Some(1053))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 8, 1055)?, rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 6, 1058)?, V::Int(1), 1057)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 6, 1062)?, V::Int(1), 1061)?, V::Int(8), 1060)?, V::Int(8), 1059)?, 1056)?, 1054)?; rt.store_slot(f, 10, Some(Ty::Integer), v, 1053)?; }
                rt.step(Some(1063))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 9, 1065)?, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 6, 1068)?, V::Int(1), 1067)?, V::Int(8), 1066)?, 1064)?; rt.store_slot(f, 11, Some(Ty::Integer), v, 1063)?; }
                // 285: ax := abs(dx);  ay := abs(dy);
                rt.step(Some(1069))?;
                { let v = rt.std(StdFn::Abs, rt.var(f, 10, 1071)?, 1070)?; rt.store_slot(f, 12, Some(Ty::Integer), v, 1069)?; }
                rt.step(Some(1072))?;
                { let v = rt.std(StdFn::Abs, rt.var(f, 11, 1074)?, 1073)?; rt.store_slot(f, 13, Some(Ty::Integer), v, 1072)?; }
                // 286: if К = 2 then begin if ax × ay = 2 then go to ДА end
                rt.step(Some(1075))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 7, 1077)?, V::Int(2), 1076)?, 1075)? { pc = 19; continue; }
                pc = 16;
            }
            16 => {
                // 286: if К = 2 then begin if ax × ay = 2 then go to ДА end
                rt.step(Some(1078))?;
                if !rt.bool(rt.bin(Op::Equal, rt.bin(Op::Mul, rt.var(f, 12, 1081)?, rt.var(f, 13, 1082)?, 1080)?, V::Int(2), 1079)?, 1078)? { pc = 18; continue; }
                pc = 17;
            }
            17 => {
                // 286: if К = 2 then begin if ax × ay = 2 then go to ДА end
                rt.step(Some(1083))?;
                { pc = 37; continue; }
            }
            18 => {
                rt.step(None)?;
                { pc = 35; continue; }
            }
            19 => {
                // 287: else if К = 1 then begin if ax = 1 ∧ 8 × dy = ЧУЖИЕ ПОЛЯ[0] then go to ДА end
                rt.step(Some(1084))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 7, 1086)?, V::Int(1), 1085)?, 1084)? { pc = 23; continue; }
                pc = 20;
            }
            20 => {
                // 287: else if К = 1 then begin if ax = 1 ∧ 8 × dy = ЧУЖИЕ ПОЛЯ[0] then go to ДА end
                rt.step(Some(1087))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, rt.var(f, 12, 1090)?, V::Int(1), 1089)?, rt.bin(Op::Equal, rt.bin(Op::Mul, V::Int(8), rt.var(f, 11, 1093)?, 1092)?, { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(V::Int(0), 1094)?], 1094)? } else { let a = rt.array(fr, 4, 1094)?; rt.get(&a, &[rt.int(V::Int(0), 1094)?], 1094)? } }, 1091)?, 1088)?, 1087)? { pc = 22; continue; }
                pc = 21;
            }
            21 => {
                // 287: else if К = 1 then begin if ax = 1 ∧ 8 × dy = ЧУЖИЕ ПОЛЯ[0] then go to ДА end
                rt.step(Some(1095))?;
                { pc = 37; continue; }
            }
            22 => {
                rt.step(None)?;
                { pc = 35; continue; }
            }
            23 => {
                // 288: else if К = 6 ∨ К = 7 then begin if ax < 2 ∧ ay < 2 then go to ДА end
                rt.step(Some(1096))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 7, 1099)?, V::Int(6), 1098)?, rt.bin(Op::Equal, rt.var(f, 7, 1101)?, V::Int(7), 1100)?, 1097)?, 1096)? { pc = 27; continue; }
                pc = 24;
            }
            24 => {
                // 288: else if К = 6 ∨ К = 7 then begin if ax < 2 ∧ ay < 2 then go to ДА end
                rt.step(Some(1102))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Less, rt.var(f, 12, 1105)?, V::Int(2), 1104)?, rt.bin(Op::Less, rt.var(f, 13, 1107)?, V::Int(2), 1106)?, 1103)?, 1102)? { pc = 26; continue; }
                pc = 25;
            }
            25 => {
                // 288: else if К = 6 ∨ К = 7 then begin if ax < 2 ∧ ay < 2 then go to ДА end
                rt.step(Some(1108))?;
                { pc = 37; continue; }
            }
            26 => {
                rt.step(None)?;
                { pc = 35; continue; }
            }
            27 => {
                // 289: else if (ax = ay ∧ (К = 3 ∨ К = 5)) ∨
                rt.step(Some(1109))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::And, rt.bin(Op::Equal, rt.var(f, 12, 1113)?, rt.var(f, 13, 1114)?, 1112)?, rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 7, 1117)?, V::Int(3), 1116)?, rt.bin(Op::Equal, rt.var(f, 7, 1119)?, V::Int(5), 1118)?, 1115)?, 1111)?, rt.bin(Op::And, rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 12, 1123)?, V::Int(0), 1122)?, rt.bin(Op::Equal, rt.var(f, 13, 1125)?, V::Int(0), 1124)?, 1121)?, rt.bin(Op::Or, rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 7, 1129)?, V::Int(4), 1128)?, rt.bin(Op::Equal, rt.var(f, 7, 1131)?, V::Int(5), 1130)?, 1127)?, rt.bin(Op::Equal, rt.var(f, 7, 1133)?, V::Int(8), 1132)?, 1126)?, 1120)?, 1110)?, 1109)? { pc = 35; continue; }
                pc = 28;
            }
            28 => {
                // 292: d := 8 × sign(dy) + sign(dx);  t := ПОЛЕ + d;
                rt.step(Some(1134))?;
                { let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.std(StdFn::Sign, rt.var(f, 11, 1138)?, 1137)?, 1136)?, rt.std(StdFn::Sign, rt.var(f, 10, 1140)?, 1139)?, 1135)?; rt.store_slot(f, 14, Some(Ty::Integer), v, 1134)?; }
                rt.step(Some(1141))?;
                { let v = rt.bin(Op::Add, rt.var(f, 6, 1143)?, rt.var(f, 14, 1144)?, 1142)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 1141)?; }
                pc = 30;
            }
            30 => {
                // 294: if t = П then go to ДА;
                rt.step(Some(1145))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(f, 15, 1147)?, rt.var(f, 1, 1148)?, 1146)?, 1145)? { pc = 32; continue; }
                pc = 31;
            }
            31 => {
                // 294: if t = П then go to ДА;
                rt.step(Some(1149))?;
                { pc = 37; continue; }
            }
            32 => {
                // 295: if СВОЯ ДОСКА[t] = 0 ∧ ЧУЖАЯ ДОСКА[t] = 0 then
                rt.step(Some(1150))?;
                if !rt.bool(rt.bin(Op::And, rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 15, 1154)?, 1153)?], 1153)? } else { let a = rt.array(fr, 2, 1153)?; rt.get(&a, &[rt.int(rt.var(f, 15, 1154)?, 1153)?], 1153)? } }, V::Int(0), 1152)?, rt.bin(Op::Equal, { let fr = f; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 15, 1157)?, 1156)?], 1156)? } else { let a = rt.array(fr, 3, 1156)?; rt.get(&a, &[rt.int(rt.var(f, 15, 1157)?, 1156)?], 1156)? } }, V::Int(0), 1155)?, 1151)?, 1150)? { pc = 35; continue; }
                pc = 33;
            }
            33 => {
                // 296: begin t := t + d;  go to МЕЖДУ end
                rt.step(Some(1158))?;
                { let v = rt.bin(Op::Add, rt.var(f, 15, 1160)?, rt.var(f, 14, 1161)?, 1159)?; rt.store_slot(f, 15, Some(Ty::Integer), v, 1158)?; }
                rt.step(Some(1162))?;
                { pc = 30; continue; }
            }
            35 => {
                // 276: for j := 1 step 1 until 16 do
                rt.step(Some(1033))?;
                if let Some(n) = rt.step_local(f, 5, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 1033)? }; pc = if done { 36 } else { 7 }; continue; }
                { let v = rt.var(f, 5, 1034)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 1033)?; let p = Place::Slot(f.clone(), 5, Some(Ty::Integer)); rt.store(p, sum, 1033)?; }
                { let v = rt.var(f, 5, 1034)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 1033)? { 36 } else { 7 }; continue; }
            }
            36 => {
                // 301: ПОД БОЕМ := false;
                rt.step(Some(1163))?;
                { let v = V::Bool(false); rt.store_slot(f, 0, None, v, 1163)?; }
                pc = 37;
            }
            _ => return Ok(()),
        }
    }
}

static P6: rt::ProcDef = rt::ProcDef { name: "НАЙТИ КОРОЛЯ", params: &[(1, false, Spec::Array(Some(Ty::Integer)), 1164), (2, false, Spec::Array(Some(Ty::Integer)), 1165), (3, false, Spec::Simple(Ty::Integer), 1166)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p6_НАЙТИКОРОЛЯ, site: 1167 };
/// The procedure `НАЙТИ КОРОЛЯ`.
fn p6_НАЙТИКОРОЛЯ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 310: К := 0;
                rt.step(Some(1168))?;
                { let p = rt.formal_place(f, 3, 1169)?; let v = V::Int(0); rt.store(p, v, 1168)?; }
                // 311: for j := 1 step 1 until 16 do
                rt.step(Some(1170))?;
                { let v = V::Int(1); rt.store_slot(f, 4, Some(Ty::Integer), v, 1170)?; }
                rt.step(Some(1170))?;
                { let v = rt.var(f, 4, 1171)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 1170)? { pc = 10; continue; } }
                pc = 3;
            }
            3 => {
                rt.step(None)?;
                { pc = 5; continue; }
            }
            4 => {
                rt.step(None)?;
                { pc = 10; continue; }
            }
            5 => {
                // 312: if ПОЛЯ[j] ≠ 0 then
                rt.step(Some(1172))?;
                if !rt.bool(rt.bin(Op::NotEqual, { let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(rt.var(f, 4, 1175)?, 1174)?], 1174)? } else { let a = rt.array(fr, 1, 1174)?; rt.get(&a, &[rt.int(rt.var(f, 4, 1175)?, 1174)?], 1174)? } }, V::Int(0), 1173)?, 1172)? { pc = 9; continue; }
                pc = 6;
            }
            6 => {
                // 313: begin С := ДОСКА[ПОЛЯ[j]] - 10 × j;  if С = 6 ∨ С = 7 then К := j end
                rt.step(Some(1176))?;
                { let v = rt.bin(Op::Sub, { let fr = f; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int({ let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(rt.var(f, 4, 1180)?, 1179)?], 1179)? } else { let a = rt.array(fr, 1, 1179)?; rt.get(&a, &[rt.int(rt.var(f, 4, 1180)?, 1179)?], 1179)? } }, 1178)?], 1178)? } else { let a = rt.array(fr, 2, 1178)?; rt.get(&a, &[rt.int({ let fr = f; if rt.is_switch(fr, 1) { rt.formal_elem(fr, 1, &[rt.int(rt.var(f, 4, 1180)?, 1179)?], 1179)? } else { let a = rt.array(fr, 1, 1179)?; rt.get(&a, &[rt.int(rt.var(f, 4, 1180)?, 1179)?], 1179)? } }, 1178)?], 1178)? } }, rt.bin(Op::Mul, V::Int(10), rt.var(f, 4, 1182)?, 1181)?, 1177)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 1176)?; }
                rt.step(Some(1183))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.var(f, 5, 1186)?, V::Int(6), 1185)?, rt.bin(Op::Equal, rt.var(f, 5, 1188)?, V::Int(7), 1187)?, 1184)?, 1183)? { pc = 9; continue; }
                pc = 8;
            }
            8 => {
                // 313: begin С := ДОСКА[ПОЛЯ[j]] - 10 × j;  if С = 6 ∨ С = 7 then К := j end
                rt.step(Some(1189))?;
                { let p = rt.formal_place(f, 3, 1190)?; let v = rt.var(f, 4, 1191)?; rt.store(p, v, 1189)?; }
                pc = 9;
            }
            9 => {
                // 311: for j := 1 step 1 until 16 do
                rt.step(Some(1170))?;
                if let Some(n) = rt.step_local(f, 4, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 1170)? }; pc = if done { 10 } else { 5 }; continue; }
                { let v = rt.var(f, 4, 1171)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 1170)?; let p = Place::Slot(f.clone(), 4, Some(Ty::Integer)); rt.store(p, sum, 1170)?; }
                { let v = rt.var(f, 4, 1171)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 1170)? { 10 } else { 5 }; continue; }
            }
            _ => return Ok(()),
        }
    }
}

static P7: rt::ProcDef = rt::ProcDef { name: "ВВОД ФИГУР", params: &[(1, false, Spec::Array(Some(Ty::Integer)), 1192), (2, false, Spec::Array(Some(Ty::Integer)), 1193)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p7_ВВОДФИГУР, site: 1194 };
/// The procedure `ВВОД ФИГУР`.
fn p7_ВВОДФИГУР(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 324: input(k);
                rt.step(Some(1195))?;
                { rt.input_into(Place::Slot(f.clone(), 4, Some(Ty::Integer)), 1195)?; V::Empty };
                // 325: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.step(Some(1196))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 1196)?; }
                rt.step(Some(1196))?;
                { let v = rt.var(f, 3, 1197)?; let b = V::Int(1); let c = V::Int(16); if rt.exhausted(&v, &b, &c, 1196)? { pc = 7; continue; } }
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
                // 325: for j := 1 step 1 until 16 do ПОЛЯ[j] := 0;
                rt.step(Some(1198))?;
                { let p = { let a = rt.array(f, 1, 1199)?; let s = [rt.int(rt.var(f, 3, 1200)?, 1199)?]; rt.elem_place(a, &s, 1199)? }; let v = V::Int(0); rt.store(p, v, 1198)?; }
                rt.step(Some(1196))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match V::Int(16) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 1196)? }; pc = if done { 7 } else { 5 }; continue; }
                { let v = rt.var(f, 3, 1197)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 1196)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 1196)?; }
                { let v = rt.var(f, 3, 1197)?; let b = V::Int(1); let c = V::Int(16); pc = if rt.exhausted(&v, &b, &c, 1196)? { 7 } else { 5 }; continue; }
            }
            7 => {
                // 326: for j := 1 step 1 until k do
                rt.step(Some(1201))?;
                { let v = V::Int(1); rt.store_slot(f, 3, Some(Ty::Integer), v, 1201)?; }
                rt.step(Some(1201))?;
                { let v = rt.var(f, 3, 1202)?; let b = V::Int(1); let c = rt.var(f, 4, 1203)?; if rt.exhausted(&v, &b, &c, 1201)? { pc = 16; continue; } }
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
                // 328: input(КОД, ПОЛЕ);
                rt.step(Some(1204))?;
                { rt.input_into(Place::Slot(f.clone(), 5, Some(Ty::Integer)), 1204)?; rt.input_into(Place::Slot(f.clone(), 6, Some(Ty::Integer)), 1204)?; V::Empty };
                // 329: ПОЛЕ := 8 × (ПОЛЕ - ПОЛЕ ÷ 10 × 10 - 1) + ПОЛЕ ÷ 10;
                rt.step(Some(1205))?;
                { let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.bin(Op::Sub, rt.bin(Op::Sub, rt.var(f, 6, 1210)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 6, 1213)?, V::Int(10), 1212)?, V::Int(10), 1211)?, 1209)?, V::Int(1), 1208)?, 1207)?, rt.bin(Op::IntDiv, rt.var(f, 6, 1215)?, V::Int(10), 1214)?, 1206)?; rt.store_slot(f, 6, Some(Ty::Integer), v, 1205)?; }
                // 330: ПОЛЯ[j] := ПОЛЕ;  ДОСКА[ПОЛЕ] := 10 × j + КОД
                rt.step(Some(1216))?;
                { let p = { let a = rt.array(f, 1, 1217)?; let s = [rt.int(rt.var(f, 3, 1218)?, 1217)?]; rt.elem_place(a, &s, 1217)? }; let v = rt.var(f, 6, 1219)?; rt.store(p, v, 1216)?; }
                rt.step(Some(1220))?;
                { let p = { let a = rt.array(f, 2, 1221)?; let s = [rt.int(rt.var(f, 6, 1222)?, 1221)?]; rt.elem_place(a, &s, 1221)? }; let v = rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(10), rt.var(f, 3, 1225)?, 1224)?, rt.var(f, 5, 1226)?, 1223)?; rt.store(p, v, 1220)?; }
                // 326: for j := 1 step 1 until k do
                rt.step(Some(1201))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.var(f, 4, 1203)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 1201)? }; pc = if done { 16 } else { 11 }; continue; }
                { let v = rt.var(f, 3, 1202)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 1201)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 1201)?; }
                { let v = rt.var(f, 3, 1202)?; let b = V::Int(1); let c = rt.var(f, 4, 1203)?; pc = if rt.exhausted(&v, &b, &c, 1201)? { 16 } else { 11 }; continue; }
            }
            _ => return Ok(()),
        }
    }
}

static P8: rt::ProcDef = rt::ProcDef { name: "ПЕЧАТЬ ПОЗИЦИИ", params: &[], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p8_ПЕЧАТЬПОЗИЦИИ, site: 1227 };
/// The procedure `ПЕЧАТЬ ПОЗИЦИИ`.
fn p8_ПЕЧАТЬПОЗИЦИИ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 348: if УРОВЕНЬ = 2 then
                rt.step(Some(1228))?;
                if !rt.bool(rt.bin(Op::Equal, rt.var(rt.up(f, 1, 1230)?, 4, 1230)?, V::Int(2), 1229)?, 1228)? { pc = 8; continue; }
                pc = 1;
            }
            1 => {
                // 350: Х := СПИСОК[Б1];
                rt.step(Some(1231))?;
                { let v = { let i = rt.int(rt.var(rt.up(f, 1, 1233)?, 5, 1233)?, 1232)?; rt.get1(rt.up(f, 1, 1232)?, 11, i, 1232)? }; rt.store_slot(f, 4, Some(Ty::Integer), v, 1231)?; }
                // 351: output('/');  outstring(1, 'КЛЮЧ ');
                rt.step(Some(1234))?;
                { let format = rt.format_string(V::Str("/"), 1234)?; let values = []; rt.output(format, &values, 1234)?; V::Empty };
                rt.step(Some(1235))?;
                { V::Int(1); rt.outstring(V::Str("КЛЮЧ "), 1235)?; V::Empty };
                // 352: ПЕЧАТЬ ПОЛЯ(Х ÷ 100);  ПЕЧАТЬ ПОЛЯ(Х - Х ÷ 100 × 100);
                rt.step(Some(1236))?;
                rt.invoke(&P12, f.clone(), [V::Thunk(&T28, f.clone())], 1236)?;
                rt.step(Some(1239))?;
                rt.invoke(&P12, f.clone(), [V::Thunk(&T29, f.clone())], 1239)?;
                // 353: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
                rt.step(Some(1245))?;
                if !rt.bool(rt.bin(Op::Equal, { let i = rt.int(V::Int(1), 1247)?; rt.get1(rt.up(f, 1, 1247)?, 10, i, 1247)? }, V::Int(-1), 1246)?, 1245)? { pc = 8; continue; }
                pc = 7;
            }
            7 => {
                // 353: if q[1] = -1 then outchar(1, 'nbrq', СПИСОК[Б1 + 1] - 1)
                rt.step(Some(1248))?;
                { V::Int(1); let text = rt.string(V::Str("nbrq"), 1248)?; rt.outchar(text, rt.bin(Op::Sub, { let i = rt.int(rt.bin(Op::Add, rt.var(rt.up(f, 1, 1252)?, 5, 1252)?, V::Int(1), 1251)?, 1250)?; rt.get1(rt.up(f, 1, 1250)?, 11, i, 1250)? }, V::Int(1), 1249)?, 1248)?; V::Empty };
                pc = 8;
            }
            8 => {
                // 355: for Г := 7 step -1 until 0 do
                rt.step(Some(1253))?;
                { let v = V::Int(7); rt.store_slot(f, 1, Some(Ty::Integer), v, 1253)?; }
                rt.step(Some(1253))?;
                { let v = rt.var(f, 1, 1254)?; let b = V::Int(-1); let c = V::Int(0); if rt.exhausted(&v, &b, &c, 1253)? { pc = 30; continue; } }
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
                // 357: output('/');  outchar(1, '12345678', Г + 1);  outstring(1, ' ');
                rt.step(Some(1255))?;
                { let format = rt.format_string(V::Str("/"), 1255)?; let values = []; rt.output(format, &values, 1255)?; V::Empty };
                rt.step(Some(1256))?;
                { V::Int(1); let text = rt.string(V::Str("12345678"), 1256)?; rt.outchar(text, rt.bin(Op::Add, rt.var(f, 1, 1258)?, V::Int(1), 1257)?, 1256)?; V::Empty };
                rt.step(Some(1259))?;
                { V::Int(1); rt.outstring(V::Str(" "), 1259)?; V::Empty };
                // 358: for В := 1 step 1 until 8 do
                rt.step(Some(1260))?;
                { let v = V::Int(1); rt.store_slot(f, 2, Some(Ty::Integer), v, 1260)?; }
                rt.step(Some(1260))?;
                { let v = rt.var(f, 2, 1261)?; let b = V::Int(1); let c = V::Int(8); if rt.exhausted(&v, &b, &c, 1260)? { pc = 29; continue; } }
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
                // 360: К := ДОСКА БЕЛЫХ[8 × Г + В];
                rt.step(Some(1262))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 1, 1266)?, 1265)?, rt.var(f, 2, 1267)?, 1264)?, 1263)?; rt.get1(rt.up(f, 1, 1263)?, 14, i, 1263)? }; rt.store_slot(f, 3, Some(Ty::Integer), v, 1262)?; }
                // 361: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                rt.step(Some(1268))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 3, 1270)?, V::Int(0), 1269)?, 1268)? { pc = 23; continue; }
                pc = 21;
            }
            21 => {
                // 361: if К ≠ 0 then outchar(1, 'PNBRQKKR', К - К ÷ 10 × 10)
                rt.step(Some(1271))?;
                { V::Int(1); let text = rt.string(V::Str("PNBRQKKR"), 1271)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 3, 1273)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 3, 1276)?, V::Int(10), 1275)?, V::Int(10), 1274)?, 1272)?, 1271)?; V::Empty };
                rt.step(None)?;
                { pc = 28; continue; }
            }
            23 => {
                // 364: К := ДОСКА ЧЕРНЫХ[8 × Г + В];
                rt.step(Some(1277))?;
                { let v = { let i = rt.int(rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(8), rt.var(f, 1, 1281)?, 1280)?, rt.var(f, 2, 1282)?, 1279)?, 1278)?; rt.get1(rt.up(f, 1, 1278)?, 15, i, 1278)? }; rt.store_slot(f, 3, Some(Ty::Integer), v, 1277)?; }
                // 365: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(1283))?;
                if !rt.bool(rt.bin(Op::NotEqual, rt.var(f, 3, 1285)?, V::Int(0), 1284)?, 1283)? { pc = 27; continue; }
                pc = 25;
            }
            25 => {
                // 365: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(1286))?;
                { V::Int(1); let text = rt.string(V::Str("pnbrqkkr"), 1286)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 3, 1288)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 3, 1291)?, V::Int(10), 1290)?, V::Int(10), 1289)?, 1287)?, 1286)?; V::Empty };
                rt.step(None)?;
                { pc = 28; continue; }
            }
            27 => {
                // 365: if К ≠ 0 then outchar(1, 'pnbrqkkr', К - К ÷ 10 × 10) else outstring(1, '.')
                rt.step(Some(1292))?;
                { V::Int(1); rt.outstring(V::Str("."), 1292)?; V::Empty };
                pc = 28;
            }
            28 => {
                // 358: for В := 1 step 1 until 8 do
                rt.step(Some(1260))?;
                if let Some(n) = rt.step_local(f, 2, 1) { let done = match V::Int(8) { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 1260)? }; pc = if done { 29 } else { 19 }; continue; }
                { let v = rt.var(f, 2, 1261)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 1260)?; let p = Place::Slot(f.clone(), 2, Some(Ty::Integer)); rt.store(p, sum, 1260)?; }
                { let v = rt.var(f, 2, 1261)?; let b = V::Int(1); let c = V::Int(8); pc = if rt.exhausted(&v, &b, &c, 1260)? { 29 } else { 19 }; continue; }
            }
            29 => {
                // 355: for Г := 7 step -1 until 0 do
                rt.step(Some(1253))?;
                if let Some(n) = rt.step_local(f, 1, -1) { let done = match V::Int(0) { V::Int(c) => n < c, other => rt.exhausted(&V::Int(n), &V::Int(-1), &other, 1253)? }; pc = if done { 30 } else { 12 }; continue; }
                { let v = rt.var(f, 1, 1254)?; let b = V::Int(-1); let sum = rt.bin(Op::Add, v, b, 1253)?; let p = Place::Slot(f.clone(), 1, Some(Ty::Integer)); rt.store(p, sum, 1253)?; }
                { let v = rt.var(f, 1, 1254)?; let b = V::Int(-1); let c = V::Int(0); pc = if rt.exhausted(&v, &b, &c, 1253)? { 30 } else { 12 }; continue; }
            }
            30 => {
                // 369: output('/');  outstring(1, '  abcdefgh');  output('/')
                rt.step(Some(1293))?;
                { let format = rt.format_string(V::Str("/"), 1293)?; let values = []; rt.output(format, &values, 1293)?; V::Empty };
                rt.step(Some(1294))?;
                { V::Int(1); rt.outstring(V::Str("  abcdefgh"), 1294)?; V::Empty };
                rt.step(Some(1295))?;
                { let format = rt.format_string(V::Str("/"), 1295)?; let values = []; rt.output(format, &values, 1295)?; V::Empty };
                pc = 33;
            }
            _ => return Ok(()),
        }
    }
}

static P9: rt::ProcDef = rt::ProcDef { name: "ЗАПИСЬ", params: &[(1, true, Spec::Simple(Ty::Integer), 1296), (2, true, Spec::Simple(Ty::Integer), 1297)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p9_ЗАПИСЬ, site: 1298 };
/// The procedure `ЗАПИСЬ`.
fn p9_ЗАПИСЬ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 50: С := ЧУЖАЯ ДОСКА[НА];
                rt.step(Some(1299))?;
                { let v = { let fr = rt.up(f, 1, 1300)?; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 1, 1301)?, 1300)?], 1300)? } else { let a = rt.array(fr, 3, 1300)?; rt.get(&a, &[rt.int(rt.var(f, 1, 1301)?, 1300)?], 1300)? } }; rt.store_slot(rt.up(f, 1, 1299)?, 18, Some(Ty::Integer), v, 1299)?; }
                // 51: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
                rt.step(Some(1302))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(rt.up(f, 1, 1306)?, 18, 1306)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(rt.up(f, 1, 1309)?, 18, 1309)?, V::Int(10), 1308)?, V::Int(10), 1307)?, 1305)?, V::Int(6), 1304)?, rt.bin(Op::Equal, rt.bin(Op::Sub, rt.var(rt.up(f, 1, 1312)?, 18, 1312)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(rt.up(f, 1, 1315)?, 18, 1315)?, V::Int(10), 1314)?, V::Int(10), 1313)?, 1311)?, V::Int(7), 1310)?, 1303)?, 1302)? { pc = 3; continue; }
                pc = 2;
            }
            2 => {
                // 51: if С - С ÷ 10 × 10 = 6 ∨ С - С ÷ 10 × 10 = 7 then go to МЕТКА;
                rt.step(Some(1316))?;
                return Err(rt.goto(rt.formal(rt.up(f, 1, 1317)?, 5, 1317)?, 1316));
            }
            3 => {
                // 52: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
                rt.step(Some(1318))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1320)?, 7, 1320)?, V::Int(1), 1319)?; rt.store_slot(rt.up(f, 1, 1318)?, 7, Some(Ty::Integer), v, 1318)?; }
                rt.step(Some(1321))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1323)?, 7, 1323)?, 1322)?; let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1325)?, 10, 1325)?, rt.var(f, 1, 1326)?, 1324)?; rt.store1(rt.up(f, 2, 1322)?, 11, i, v, 1322, 1321)?; }
                // 53: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
                rt.step(Some(1327))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 2, 1329)?, V::Int(0), 1328)?, 1327)? { pc = 8; continue; }
                pc = 6;
            }
            6 => {
                // 53: if Е > 0 then begin m := m + 1;  СПИСОК[m] := Е end;
                rt.step(Some(1330))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1332)?, 7, 1332)?, V::Int(1), 1331)?; rt.store_slot(rt.up(f, 1, 1330)?, 7, Some(Ty::Integer), v, 1330)?; }
                rt.step(Some(1333))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1335)?, 7, 1335)?, 1334)?; let v = rt.var(f, 2, 1336)?; rt.store1(rt.up(f, 2, 1334)?, 11, i, v, 1334, 1333)?; }
                pc = 8;
            }
            8 => {
                // 54: m := m + 1;  СПИСОК[m] := -(ОТКУДА + НА + 10000 × (С + ФИГУРА))
                rt.step(Some(1337))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1339)?, 7, 1339)?, V::Int(1), 1338)?; rt.store_slot(rt.up(f, 1, 1337)?, 7, Some(Ty::Integer), v, 1337)?; }
                rt.step(Some(1340))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1342)?, 7, 1342)?, 1341)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.var(rt.up(f, 1, 1346)?, 10, 1346)?, rt.var(f, 1, 1347)?, 1345)?, rt.bin(Op::Mul, V::Int(10000), rt.bin(Op::Add, rt.var(rt.up(f, 1, 1350)?, 18, 1350)?, rt.var(rt.up(f, 1, 1351)?, 11, 1351)?, 1349)?, 1348)?, 1344)?, 1343)?; rt.store1(rt.up(f, 2, 1341)?, 11, i, v, 1341, 1340)?; }
                pc = 10;
            }
            _ => return Ok(()),
        }
    }
}

static P10: rt::ProcDef = rt::ProcDef { name: "ХОД ПЕШКИ", params: &[(1, true, Spec::Simple(Ty::Integer), 1352)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer)], body: p10_ХОДПЕШКИ, site: 1353 };
/// The procedure `ХОД ПЕШКИ`.
fn p10_ХОДПЕШКИ(rt: &Rt, f: &Fr) -> R<()> {
    let mut pc = 0;
    loop {
        match pc {
            0 => {
                // 58: if НА > 56 ∨ НА < 9 then
                rt.step(Some(1354))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::Greater, rt.var(f, 1, 1357)?, V::Int(56), 1356)?, rt.bin(Op::Less, rt.var(f, 1, 1359)?, V::Int(9), 1358)?, 1355)?, 1354)? { pc = 6; continue; }
                pc = 1;
            }
            1 => {
                // 59: begin ЗАПИСЬ(НА, 5);  ЗАПИСЬ(НА, 4);  ЗАПИСЬ(НА, 3);  ЗАПИСЬ(НА, 2) end
                rt.step(Some(1360))?;
                rt.invoke(&P9, rt.up(f, 1, 1360)?.clone(), [V::Loc(f.clone(), 1), V::Int(5)], 1360)?;
                rt.step(Some(1361))?;
                rt.invoke(&P9, rt.up(f, 1, 1361)?.clone(), [V::Loc(f.clone(), 1), V::Int(4)], 1361)?;
                rt.step(Some(1362))?;
                rt.invoke(&P9, rt.up(f, 1, 1362)?.clone(), [V::Loc(f.clone(), 1), V::Int(3)], 1362)?;
                rt.step(Some(1363))?;
                rt.invoke(&P9, rt.up(f, 1, 1363)?.clone(), [V::Loc(f.clone(), 1), V::Int(2)], 1363)?;
                rt.step(None)?;
                { pc = 7; continue; }
            }
            6 => {
                // 60: else ЗАПИСЬ(НА, 0);
                rt.step(Some(1364))?;
                rt.invoke(&P9, rt.up(f, 1, 1364)?.clone(), [V::Loc(f.clone(), 1), V::Int(0)], 1364)?;
                pc = 7;
            }
            _ => return Ok(()),
        }
    }
}

static P11: rt::ProcDef = rt::ProcDef { name: "РОКИРОВКА", params: &[(1, true, Spec::Simple(Ty::Integer), 1365), (2, true, Spec::Simple(Ty::Integer), 1366)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer), SlotInit::Typed(Ty::Integer)], body: p11_РОКИРОВКА, site: 1367 };
/// The procedure `РОКИРОВКА`.
fn p11_РОКИРОВКА(rt: &Rt, f: &Fr) -> R<()> {
    const LABELS: &[usize] = &[17];
    let mut pc = 0;
    loop {
        match p11_РОКИРОВКА_from(rt, f, pc) {
            Ok(()) => return Ok(()),
            Err(e) => pc = LABELS.get(rt.resume(e, f)? as usize).copied().unwrap_or(usize::MAX),
        }
    }
}

/// `p11_РОКИРОВКА` from instruction `pc` on.
fn p11_РОКИРОВКА_from(rt: &Rt, f: &Fr, mut pc: usize) -> R<()> {
    loop {
        match pc {
            0 => {
                // 64: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
                rt.step(Some(1368))?;
                if !rt.bool(rt.bin(Op::Greater, rt.var(f, 2, 1370)?, rt.var(rt.up(f, 1, 1371)?, 8, 1371)?, 1369)?, 1368)? { pc = 4; continue; }
                pc = 1;
            }
            1 => {
                // 64: if УГОЛ > ПОЛЕ then begin ОТ := ПОЛЕ + 1;  ДО := УГОЛ - 1 end
                rt.step(Some(1372))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1374)?, 8, 1374)?, V::Int(1), 1373)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 1372)?; }
                rt.step(Some(1375))?;
                { let v = rt.bin(Op::Sub, rt.var(f, 2, 1377)?, V::Int(1), 1376)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 1375)?; }
                rt.step(None)?;
                { pc = 6; continue; }
            }
            4 => {
                // 65: else begin ОТ := УГОЛ + 1;  ДО := ПОЛЕ - 1 end;
                rt.step(Some(1378))?;
                { let v = rt.bin(Op::Add, rt.var(f, 2, 1380)?, V::Int(1), 1379)?; rt.store_slot(f, 4, Some(Ty::Integer), v, 1378)?; }
                rt.step(Some(1381))?;
                { let v = rt.bin(Op::Sub, rt.var(rt.up(f, 1, 1383)?, 8, 1383)?, V::Int(1), 1382)?; rt.store_slot(f, 5, Some(Ty::Integer), v, 1381)?; }
                pc = 6;
            }
            6 => {
                // 66: for П := ОТ step 1 until ДО do
                rt.step(Some(1384))?;
                { let v = rt.var(f, 4, 1385)?; rt.store_slot(f, 3, Some(Ty::Integer), v, 1384)?; }
                rt.step(Some(1384))?;
                { let v = rt.var(f, 3, 1386)?; let b = V::Int(1); let c = rt.var(f, 5, 1387)?; if rt.exhausted(&v, &b, &c, 1384)? { pc = 13; continue; } }
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
                // 67: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                rt.step(Some(1388))?;
                if !rt.bool(rt.bin(Op::Or, rt.bin(Op::NotEqual, { let fr = rt.up(f, 1, 1391)?; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 3, 1392)?, 1391)?], 1391)? } else { let a = rt.array(fr, 2, 1391)?; rt.get(&a, &[rt.int(rt.var(f, 3, 1392)?, 1391)?], 1391)? } }, V::Int(0), 1390)?, rt.bin(Op::NotEqual, { let fr = rt.up(f, 1, 1394)?; if rt.is_switch(fr, 3) { rt.formal_elem(fr, 3, &[rt.int(rt.var(f, 3, 1395)?, 1394)?], 1394)? } else { let a = rt.array(fr, 3, 1394)?; rt.get(&a, &[rt.int(rt.var(f, 3, 1395)?, 1394)?], 1394)? } }, V::Int(0), 1393)?, 1389)?, 1388)? { pc = 12; continue; }
                pc = 11;
            }
            11 => {
                // 67: if СВОЯ ДОСКА[П] ≠ 0 ∨ ЧУЖАЯ ДОСКА[П] ≠ 0 then go to ЗАНЯТО;
                rt.step(Some(1396))?;
                { pc = 17; continue; }
            }
            12 => {
                // 66: for П := ОТ step 1 until ДО do
                rt.step(Some(1384))?;
                if let Some(n) = rt.step_local(f, 3, 1) { let done = match rt.var(f, 5, 1387)? { V::Int(c) => n > c, other => rt.exhausted(&V::Int(n), &V::Int(1), &other, 1384)? }; pc = if done { 13 } else { 10 }; continue; }
                { let v = rt.var(f, 3, 1386)?; let b = V::Int(1); let sum = rt.bin(Op::Add, v, b, 1384)?; let p = Place::Slot(f.clone(), 3, Some(Ty::Integer)); rt.store(p, sum, 1384)?; }
                { let v = rt.var(f, 3, 1386)?; let b = V::Int(1); let c = rt.var(f, 5, 1387)?; pc = if rt.exhausted(&v, &b, &c, 1384)? { 13 } else { 10 }; continue; }
            }
            13 => {
                // 68: m := m + 1;  СПИСОК[m] := ОТКУДА + НА;
                rt.step(Some(1397))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1399)?, 7, 1399)?, V::Int(1), 1398)?; rt.store_slot(rt.up(f, 1, 1397)?, 7, Some(Ty::Integer), v, 1397)?; }
                rt.step(Some(1400))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1402)?, 7, 1402)?, 1401)?; let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1404)?, 10, 1404)?, rt.var(f, 1, 1405)?, 1403)?; rt.store1(rt.up(f, 2, 1401)?, 11, i, v, 1401, 1400)?; }
                // 69: m := m + 1;  СПИСОК[m] := -(100 × УГОЛ + (ПОЛЕ + НА) ÷ 2 + 10000000 × СВОЯ ДОСКА[УГОЛ]);
                rt.step(Some(1406))?;
                { let v = rt.bin(Op::Add, rt.var(rt.up(f, 1, 1408)?, 7, 1408)?, V::Int(1), 1407)?; rt.store_slot(rt.up(f, 1, 1406)?, 7, Some(Ty::Integer), v, 1406)?; }
                rt.step(Some(1409))?;
                { let i = rt.int(rt.var(rt.up(f, 1, 1411)?, 7, 1411)?, 1410)?; let v = rt.neg(rt.bin(Op::Add, rt.bin(Op::Add, rt.bin(Op::Mul, V::Int(100), rt.var(f, 2, 1416)?, 1415)?, rt.bin(Op::IntDiv, rt.bin(Op::Add, rt.var(rt.up(f, 1, 1419)?, 8, 1419)?, rt.var(f, 1, 1420)?, 1418)?, V::Int(2), 1417)?, 1414)?, rt.bin(Op::Mul, V::Int(10000000), { let fr = rt.up(f, 1, 1422)?; if rt.is_switch(fr, 2) { rt.formal_elem(fr, 2, &[rt.int(rt.var(f, 2, 1423)?, 1422)?], 1422)? } else { let a = rt.array(fr, 2, 1422)?; rt.get(&a, &[rt.int(rt.var(f, 2, 1423)?, 1422)?], 1422)? } }, 1421)?, 1413)?, 1412)?; rt.store1(rt.up(f, 2, 1410)?, 11, i, v, 1410, 1409)?; }
                pc = 17;
            }
            _ => return Ok(()),
        }
    }
}

static P12: rt::ProcDef = rt::ProcDef { name: "ПЕЧАТЬ ПОЛЯ", params: &[(1, true, Spec::Simple(Ty::Integer), 1424)], result_slot: 0, slots: &[SlotInit::Dynamic, SlotInit::Typed(Ty::Integer)], body: p12_ПЕЧАТЬПОЛЯ, site: 1425 };
/// The procedure `ПЕЧАТЬ ПОЛЯ`.
fn p12_ПЕЧАТЬПОЛЯ(rt: &Rt, f: &Fr) -> R<()> {
    // 344: outchar(1, 'abcdefgh', П - (П - 1) ÷ 8 × 8);
    rt.step(Some(1426))?;
    { V::Int(1); let text = rt.string(V::Str("abcdefgh"), 1426)?; rt.outchar(text, rt.bin(Op::Sub, rt.var(f, 1, 1428)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 1432)?, V::Int(1), 1431)?, V::Int(8), 1430)?, V::Int(8), 1429)?, 1427)?, 1426)?; V::Empty };
    // 345: outchar(1, '12345678', (П - 1) ÷ 8 + 1)
    rt.step(Some(1433))?;
    { V::Int(1); let text = rt.string(V::Str("12345678"), 1433)?; rt.outchar(text, rt.bin(Op::Add, rt.bin(Op::IntDiv, rt.bin(Op::Sub, rt.var(f, 1, 1437)?, V::Int(1), 1436)?, V::Int(8), 1435)?, V::Int(1), 1434)?, 1433)?; V::Empty };
    Ok(())
}

static T0: rt::ThunkDef = rt::ThunkDef { eval: t0, place: Some(t0_place) };
fn t0(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 166)?, 165)?; rt.get1(f, 12, i, 165)? })
}
fn t0_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 12, 165)?; let s = [rt.int(rt.var(f, 6, 166)?, 165)?]; rt.elem_place(a, &s, 165) }
}

static T1: rt::ThunkDef = rt::ThunkDef { eval: t1, place: Some(t1_place) };
fn t1(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 169)?, 168)?; rt.get1(f, 12, i, 168)? })
}
fn t1_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 12, 168)?; let s = [rt.int(rt.var(f, 6, 169)?, 168)?]; rt.elem_place(a, &s, 168) }
}

static T2: rt::ThunkDef = rt::ThunkDef { eval: t2, place: Some(t2_place) };
fn t2(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 190)?, 189)?; rt.get1(f, 12, i, 189)? })
}
fn t2_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 12, 189)?; let s = [rt.int(rt.var(f, 6, 190)?, 189)?]; rt.elem_place(a, &s, 189) }
}

static T3: rt::ThunkDef = rt::ThunkDef { eval: t3, place: Some(t3_place) };
fn t3(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 8, 195)?, 194)?; rt.get1(f, 17, i, 194)? })
}
fn t3_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 17, 194)?; let s = [rt.int(rt.var(f, 8, 195)?, 194)?]; rt.elem_place(a, &s, 194) }
}

static T4: rt::ThunkDef = rt::ThunkDef { eval: t4, place: Some(t4_place) };
fn t4(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 7, 200)?, 199)?; rt.get1(f, 16, i, 199)? })
}
fn t4_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 16, 199)?; let s = [rt.int(rt.var(f, 7, 200)?, 199)?]; rt.elem_place(a, &s, 199) }
}

static T5: rt::ThunkDef = rt::ThunkDef { eval: t5, place: Some(t5_place) };
fn t5(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 214)?, 213)?; rt.get1(f, 12, i, 213)? })
}
fn t5_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 12, 213)?; let s = [rt.int(rt.var(f, 6, 214)?, 213)?]; rt.elem_place(a, &s, 213) }
}

static T6: rt::ThunkDef = rt::ThunkDef { eval: t6, place: Some(t6_place) };
fn t6(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 8, 218)?, 217)?; rt.get1(f, 17, i, 217)? })
}
fn t6_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 17, 217)?; let s = [rt.int(rt.var(f, 8, 218)?, 217)?]; rt.elem_place(a, &s, 217) }
}

static T7: rt::ThunkDef = rt::ThunkDef { eval: t7, place: Some(t7_place) };
fn t7(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 223)?, 222)?; rt.get1(f, 12, i, 222)? })
}
fn t7_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 12, 222)?; let s = [rt.int(rt.var(f, 6, 223)?, 222)?]; rt.elem_place(a, &s, 222) }
}

static T8: rt::ThunkDef = rt::ThunkDef { eval: t8, place: Some(t8_place) };
fn t8(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 8, 227)?, 226)?; rt.get1(f, 17, i, 226)? })
}
fn t8_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 17, 226)?; let s = [rt.int(rt.var(f, 8, 227)?, 226)?]; rt.elem_place(a, &s, 226) }
}

static T9: rt::ThunkDef = rt::ThunkDef { eval: t9, place: Some(t9_place) };
fn t9(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 232)?, 231)?; rt.get1(f, 12, i, 231)? })
}
fn t9_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 12, 231)?; let s = [rt.int(rt.var(f, 6, 232)?, 231)?]; rt.elem_place(a, &s, 231) }
}

static T10: rt::ThunkDef = rt::ThunkDef { eval: t10, place: Some(t10_place) };
fn t10(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 240)?, 239)?; rt.get1(f, 10, i, 239)? }, V::Int(-1), 238)?, 237)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 243)?, 242)?; rt.get1(f, 12, i, 242)? }, V::Int(2), 241)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 246)?, 245)?; rt.get1(f, 12, i, 245)? }, V::Int(1), 244)? }, 236)?; rt.get1(f, 11, i, 236)? })
}
fn t10_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 11, 236)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 240)?, 239)?; rt.get1(f, 10, i, 239)? }, V::Int(-1), 238)?, 237)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 243)?, 242)?; rt.get1(f, 12, i, 242)? }, V::Int(2), 241)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 246)?, 245)?; rt.get1(f, 12, i, 245)? }, V::Int(1), 244)? }, 236)?]; rt.elem_place(a, &s, 236) }
}

static T11: rt::ThunkDef = rt::ThunkDef { eval: t11, place: Some(t11_place) };
fn t11(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 249)?, 248)?; rt.get1(f, 12, i, 248)? })
}
fn t11_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 12, 248)?; let s = [rt.int(rt.var(f, 6, 249)?, 248)?]; rt.elem_place(a, &s, 248) }
}

static T12: rt::ThunkDef = rt::ThunkDef { eval: t12, place: Some(t12_place) };
fn t12(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 279)?, 278)?; rt.get1(f, 10, i, 278)? }, V::Int(-1), 277)?, 276)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 282)?, 281)?; rt.get1(f, 12, i, 281)? }, V::Int(2), 280)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 285)?, 284)?; rt.get1(f, 12, i, 284)? }, V::Int(1), 283)? }, 275)?; rt.get1(f, 11, i, 275)? })
}
fn t12_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 11, 275)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 279)?, 278)?; rt.get1(f, 10, i, 278)? }, V::Int(-1), 277)?, 276)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 282)?, 281)?; rt.get1(f, 12, i, 281)? }, V::Int(2), 280)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 285)?, 284)?; rt.get1(f, 12, i, 284)? }, V::Int(1), 283)? }, 275)?]; rt.elem_place(a, &s, 275) }
}

static T13: rt::ThunkDef = rt::ThunkDef { eval: t13, place: Some(t13_place) };
fn t13(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 288)?, 287)?; rt.get1(f, 12, i, 287)? })
}
fn t13_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 12, 287)?; let s = [rt.int(rt.var(f, 6, 288)?, 287)?]; rt.elem_place(a, &s, 287) }
}

static T14: rt::ThunkDef = rt::ThunkDef { eval: t14, place: Some(t14_place) };
fn t14(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 8, 300)?, 299)?; rt.get1(f, 17, i, 299)? })
}
fn t14_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 17, 299)?; let s = [rt.int(rt.var(f, 8, 300)?, 299)?]; rt.elem_place(a, &s, 299) }
}

static T15: rt::ThunkDef = rt::ThunkDef { eval: t15, place: Some(t15_place) };
fn t15(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 320)?, 319)?; rt.get1(f, 10, i, 319)? }, V::Int(-1), 318)?, 317)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 323)?, 322)?; rt.get1(f, 12, i, 322)? }, V::Int(2), 321)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 326)?, 325)?; rt.get1(f, 12, i, 325)? }, V::Int(1), 324)? }, 316)?; rt.get1(f, 11, i, 316)? })
}
fn t15_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 11, 316)?; let s = [rt.int(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(f, 4, 320)?, 319)?; rt.get1(f, 10, i, 319)? }, V::Int(-1), 318)?, 317)? { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 323)?, 322)?; rt.get1(f, 12, i, 322)? }, V::Int(2), 321)? } else { rt.bin(Op::Add, { let i = rt.int(rt.var(f, 6, 326)?, 325)?; rt.get1(f, 12, i, 325)? }, V::Int(1), 324)? }, 316)?]; rt.elem_place(a, &s, 316) }
}

static T16: rt::ThunkDef = rt::ThunkDef { eval: t16, place: Some(t16_place) };
fn t16(rt: &Rt, f: &Fr) -> R<V> {
    Ok({ let i = rt.int(rt.var(f, 6, 329)?, 328)?; rt.get1(f, 12, i, 328)? })
}
fn t16_place(rt: &Rt, f: &Fr, site: u32) -> R<Place> {
    { let a = rt.array(f, 12, 328)?; let s = [rt.int(rt.var(f, 6, 329)?, 328)?]; rt.elem_place(a, &s, 328) }
}

static T17: rt::ThunkDef = rt::ThunkDef { eval: t17, place: None };
fn t17(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 16, 447)?, rt.var(f, 21, 448)?, 446)?)
}

static T18: rt::ThunkDef = rt::ThunkDef { eval: t18, place: None };
fn t18(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 16, 459)?, V::Int(1), 458)?)
}

static T19: rt::ThunkDef = rt::ThunkDef { eval: t19, place: None };
fn t19(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 16, 470)?, V::Int(1), 469)?)
}

static T20: rt::ThunkDef = rt::ThunkDef { eval: t20, place: None };
fn t20(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 22, 611)?, V::Int(2), 610)?)
}

static T21: rt::ThunkDef = rt::ThunkDef { eval: t21, place: None };
fn t21(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Add, rt.var(f, 22, 613)?, V::Int(3), 612)?)
}

static T22: rt::ThunkDef = rt::ThunkDef { eval: t22, place: None };
fn t22(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 22, 627)?, V::Int(2), 626)?)
}

static T23: rt::ThunkDef = rt::ThunkDef { eval: t23, place: None };
fn t23(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 22, 629)?, V::Int(4), 628)?)
}

static T24: rt::ThunkDef = rt::ThunkDef { eval: t24, place: None };
fn t24(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(rt.up(f, 1, 749)?, 4, 749)?, 748)?; rt.get1(rt.up(f, 1, 748)?, 10, i, 748)? }, V::Int(-1), 747)?, 746)? { rt.bin(Op::Sub, rt.var(f, 1, 751)?, V::Int(2), 750)? } else { rt.bin(Op::Sub, rt.var(f, 1, 753)?, V::Int(1), 752)? })
}

static T25: rt::ThunkDef = rt::ThunkDef { eval: t25, place: None };
fn t25(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Greater, { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(V::Int(0), 756)?], 756)? } else { let a = rt.array(fr, 4, 756)?; rt.get(&a, &[rt.int(V::Int(0), 756)?], 756)? } }, V::Int(0), 755)?, 754)? { V::Int(5) } else { V::Int(61) })
}

static T26: rt::ThunkDef = rt::ThunkDef { eval: t26, place: None };
fn t26(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Equal, { let i = rt.int(rt.var(rt.up(f, 1, 923)?, 4, 923)?, 922)?; rt.get1(rt.up(f, 1, 922)?, 10, i, 922)? }, V::Int(-1), 921)?, 920)? { rt.bin(Op::Sub, rt.var(f, 1, 925)?, V::Int(2), 924)? } else { rt.bin(Op::Sub, rt.var(f, 1, 927)?, V::Int(1), 926)? })
}

static T27: rt::ThunkDef = rt::ThunkDef { eval: t27, place: None };
fn t27(rt: &Rt, f: &Fr) -> R<V> {
    Ok(if rt.bool(rt.bin(Op::Greater, { let fr = f; if rt.is_switch(fr, 4) { rt.formal_elem(fr, 4, &[rt.int(V::Int(0), 930)?], 930)? } else { let a = rt.array(fr, 4, 930)?; rt.get(&a, &[rt.int(V::Int(0), 930)?], 930)? } }, V::Int(0), 929)?, 928)? { V::Int(5) } else { V::Int(61) })
}

static T28: rt::ThunkDef = rt::ThunkDef { eval: t28, place: None };
fn t28(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::IntDiv, rt.var(f, 4, 1238)?, V::Int(100), 1237)?)
}

static T29: rt::ThunkDef = rt::ThunkDef { eval: t29, place: None };
fn t29(rt: &Rt, f: &Fr) -> R<V> {
    Ok(rt.bin(Op::Sub, rt.var(f, 4, 1241)?, rt.bin(Op::Mul, rt.bin(Op::IntDiv, rt.var(f, 4, 1244)?, V::Int(100), 1243)?, V::Int(100), 1242)?, 1240)?)
}

